import { describe, expect, test } from 'vitest';
import { cleanPdfText } from '../../../src/server/cv-parse/extract/clean.ts';
import { joinLostGlyphRuns, lostLigature, mendLostLigatures } from '../../../src/server/cv-parse/extract/lost-ligatures.ts';
import { rowToLine } from '../../../src/server/cv-parse/extract/pdf-layout/row-to-line.ts';
import { groupRows } from '../../../src/server/cv-parse/extract/pdf-layout/rows.ts';
import type { PdfRun } from '../../../src/server/cv-parse/extract/pdf-layout/types.ts';

describe('ligatures a text layer lost', () => {
  test('a NUL or private-use glyph inside a word is the ligature that spells a known word part', () => {
    expect(mendLostLigatures('Web Officer O\u0000cer')).toBe('Web Officer Officer');
    expect(mendLostLigatures('Senior So\uE039ware Engineer')).toBe('Senior Software Engineer');
    expect(mendLostLigatures('quali\u0000cation, di\u0000erent work\u0000ows')).toBe('qualification, different workflows');
  });

  test('the longest word part across the break wins', () => {
    expect(lostLigature('re', 'ect')).toBe('fl');
    expect(lostLigature('e', 'ective')).toBe('ff');
    expect(lostLigature('x', 'yz')).toBe('fi');
  });

  test('a NUL opening or closing a word is mended too; an icon beside a word stays an icon', () => {
    expect(mendLostLigatures('to \u0000nd sta\u0000 pro\u0000les')).toBe('to find staff profiles');
    expect(cleanPdfText('\uF095 +44 1234')).toBe('  +44 1234');
    expect(cleanPdfText('Plain text stays')).toBe('Plain text stays');
  });

  test("Linux Libertine's lost 'Th' opens a word; a private-use code opening no known word stays an icon", () => {
    expect(mendLostLigatures('Worked at \uE049e Graph. Category \uE049eory, \uE049at is')).toBe('Worked at The Graph. Category Theory, That is');
    expect(mendLostLigatures('to \u0000nd the \u0000ow')).toBe('to find the flow');
    expect(cleanPdfText('\uE0BEmail me')).toBe(' mail me');
  });

  // react-pdf and Google Docs write the lost glyph as a run of its own, edge to edge with the word's pieces.
  const run = (str: string, x: number, w: number, opts: Partial<PdfRun> = {}): PdfRun => ({ str, x, y: 700, w, size: 10, font: 'body', ...opts });
  const lineOf = (runs: PdfRun[]) => rowToLine(groupRows(joinLostGlyphRuns(runs))[0]!, 1).cells.map((c) => c.text).join(' | ');

  test.each([
    ['a heading', [run('Certi', 40, 24.1), run('\u0000', 64.1, 6.8), run('cations', 70.9, 36.6)], 'Certifications'],
    ['a word ending a phrase', [run('Microsoft O', 40, 50), run('\u0000', 90, 10.2), run('ce', 100.2, 9.5), run('Suite', 112.5, 22)], 'Microsoft Office Suite'],
    ['a word ending in one', [run('clinical sta', 40, 50), run('\u0000', 90, 6.8), run(',', 96.8, 2)], 'clinical staff,'],
  ])('a lost glyph set apart is mended with its word: %s', (_name, runs, text) => {
    expect(lineOf(runs)).toBe(text);
  });

  test('an emoji lost a space away from the words, or a glyph in another font, joins nothing', () => {
    expect(joinLostGlyphRuns([run('Build fast', 40, 45), run('\u0000', 87.4, 10), run('and easy', 103, 38)])).toHaveLength(3);
    expect(joinLostGlyphRuns([run('Pro', 40, 16.6), run('\u0000', 56.6, 6.8, { font: 'icons' }), run('les', 63.4, 14.6)])).toHaveLength(3);
  });
});
