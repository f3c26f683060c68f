import { describe, expect, test } from 'vitest';
import { ParseFailure } from '../../../src/server/cv-parse/errors.ts';
import { extractPdf } from '../../../src/server/cv-parse/extract/pdf.ts';
import { makePdf } from '../../fixtures/cv-files.ts';

/** The worker owns its job's bytes and gives them to pdf.js as they are; any other caller keeps its own. */
describe('a PDF’s bytes, handed over or copied', () => {
  const pdf = () => new Uint8Array(makePdf({ pages: [['Ada Lovelace', 'Experience', 'Analyst, Engines Ltd, 1842 - 1843']] }));
  const texts = async (bytes: Uint8Array, handOver?: boolean) => (await extractPdf(bytes, { handOver })).lines.map((l) => l.text);

  test('are read the same either way', async () => {
    expect(await texts(pdf(), true)).toEqual(await texts(pdf()));
  });

  test('handed over, they go to pdf.js without a copy; otherwise the caller keeps them', async () => {
    const kept = pdf();
    await texts(kept);
    expect(kept.byteLength).toBeGreaterThan(0);
    const given = pdf();
    await texts(given, true);
    expect(given.byteLength).toBe(0);
  });

  test('a file cut short is still told from one without text when its bytes were handed over', async () => {
    const scan = new Uint8Array(makePdf({ pages: [['Ada Lovelace']], imageOnly: true }));
    const cut = scan.slice(0, scan.length - 200);
    const kind = (bytes: Uint8Array) => extractPdf(bytes, { handOver: true }).then(() => 'parsed', (e: ParseFailure) => e.kind);
    expect(await kind(scan.slice())).toBe('noText');
    expect(await kind(cut)).toBe('unreadable');
  });
});
