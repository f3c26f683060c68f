import { describe, expect, test } from 'vitest';
import type { ParsedCv } from '@/lib/cv/schema';
import { runParseJob } from '../../../src/server/cv-parse/parse-job.ts';
import { renderCvText, sourceTextOf } from '../../../src/server/llm/source-text.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';
import { corpusCvs } from '../../unit/cv/fixtures.ts';

// Our parser title-cases employers printed in capitals; case aside, the CV must come back whole.
const caseless = (cv: ParsedCv) => JSON.parse(JSON.stringify(cv).toLowerCase());

async function parsedText(text: string) {
  const outcome = await runParseJob({ bytes: new TextEncoder().encode(text), format: 'txt' });
  if (!outcome.ok) throw new Error(`the rendered text did not parse: ${outcome.kind}`);
  return outcome.result;
}

describe('the text the LLM structurer reads when the parser hands over none', () => {
  // One file per person of the corpus (its formats share one truth), and the inline sample.
  const people = new Map([['sample', sampleCv()], ...corpusCvs().map(([name, cv]) => [name.split('-')[0]!, cv] as const)]);
  test.each([...people])('is the exported document as text, which our parser reads back whole: %s', async (_name, cv) => {
    const result = await parsedText(renderCvText({ data: cv, unplaced: [] }));
    expect(caseless(result.data)).toEqual(caseless(cv));
    expect(result.unplaced).toEqual([]);
  });

  test('ends with the lines the parser could not place, so the model sees all of the CV', () => {
    const text = renderCvText({ data: sampleCv(), unplaced: ['Hobbies: fell running', '  '] });
    expect(text.split('\n').slice(-2)).toEqual(['OTHER TEXT', 'Hobbies: fell running']);
  });

  test('is the extracted text itself when the parser hands it over', () => {
    expect(sourceTextOf({ data: sampleCv(), unplaced: [], text: 'The CV as extracted' })).toBe('The CV as extracted');
  });
});
