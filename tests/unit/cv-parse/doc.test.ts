import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { extractDoc } from '../../../src/server/cv-parse/extract/doc.ts';
import { textToLines } from '../../../src/server/cv-parse/extract/txt.ts';

/**
 * Legacy Word files read as the page shows them. The fixture (tests/fixtures/doc/README.md) is an invented CV
 * written by LibreOffice, holding each thing word-extractor misread.
 */

const fixture = path.resolve(process.cwd(), 'tests/fixtures/doc/word-features.doc');

async function lines() {
  const { lines } = await extractDoc(new Uint8Array(readFileSync(fixture)));
  return lines;
}
const texts = async () => (await lines()).map((l) => l.text);

describe('.doc text', () => {
  test('words in a run with condensed letter spacing are kept, with their spaces', async () => {
    expect(await texts()).toContain('Rebuilt the billing service for a regional energy supplier, cutting invoice errors by a third.');
  });

  test('an optional hyphen shows nothing and a non-breaking hyphen is a hyphen', async () => {
    const all = (await texts()).join('\n');
    expect(all).toContain('Wrote the oncall runbook');
    expect(all).toContain('Contact: moragquinlan at example dot com; see the non-breaking hyphen');
    expect(all).not.toContain('undefined');
  });
});

describe('.doc tables and paragraphs', () => {
  test('a table row is one line of its cells, a cell of two short lines read as one value', async () => {
    const header = (await lines()).find((l) => l.text.includes('Morag Quinlan'))!;
    expect(header.cells.map((c) => c.text)).toEqual(['12 Harbour Row, Leith', 'Morag Quinlan', '+44 7700 900123 morag.quinlan@example.com']);
  });

  test('a date cell beside a cell of two lines joins the first of them, the second follows', async () => {
    const all = await lines();
    const i = all.findIndex((l) => l.text.startsWith('Support Engineer'));
    expect(all[i]!.cells.map((c) => c.text)).toEqual(['Support Engineer', '2019 - 2021']);
    expect(all[i + 1]!.text).toBe('Orkney Ferries');
  });

  test('list items are bulleted lines and a heading-style paragraph is bold', async () => {
    const all = await lines();
    const bullets = all.filter((l) => l.bullet).map((l) => l.text);
    expect(bullets).toEqual(['Answered customer tickets', 'Wrote the oncall runbook']);
    expect(all.find((l) => l.text === 'Experience')!.bold).toBe(true);
    expect(all.filter((l) => l.bold)).toHaveLength(1);
  });

  test('a hyperlink\'s address goes with the line that shows its text', async () => {
    const profile = (await lines()).find((l) => l.text.startsWith('Profile:'))!;
    expect(profile.text).toBe('Profile: LinkedIn');
    expect(profile.links).toEqual(['https://www.linkedin.com/in/morag-quinlan-example']);
  });

  test('Word paragraphs are never taken for hard-wrapped text, as a plain-text file\'s lines may be', () => {
    // Two list-less paragraphs, the first the longest line: in a .txt file the second would continue it.
    const text = 'Led the move of the billing platform to a new provider for the whole group and\nsupported the finance team through the change.';
    expect(textToLines(text).map((l) => l.wrap)).toEqual([0, 2]);
    expect(textToLines(text, false).map((l) => l.wrap)).toEqual([0, 0]);
  });
});
