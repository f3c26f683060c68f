import { describe, expect, test } from 'vitest';
import { textInks, type ColourOps } from '../../../src/server/cv-parse/extract/pdf-drawing.ts';
import { closeTracking } from '../../../src/server/cv-parse/extract/pdf-tracking.ts';

// pdf.js operator codes.
const OPS: ColourOps = {
  save: 10,
  restore: 11,
  setFillRGBColor: 59,
  showText: 44,
  showSpacedText: 45,
  beginText: 31,
  setCharSpacing: 33,
  setFont: 37,
  moveText: 40,
  setTextMatrix: 42,
};

/** A glyph 500/1000 of an em wide (a space 250), as pdf.js lists it. */
const glyph = (ch: string) => ({ unicode: ch, width: ch === ' ' ? 250 : 500 });

/**
 * Draws `text` glyph by glyph at 10 pt, each placed with its own Td as wkhtmltopdf does; `extra(i)` is how far past
 * its advance the i-th glyph's successor is placed (in points).
 */
function placedGlyphByGlyph(text: string, extra: (i: number) => number) {
  const fnArray: number[] = [31, 37, 42];
  const argsArray: unknown[] = [null, ['F1', 10], [[1, 0, 0, 1, 0, 0]]];
  [...text].forEach((ch, i) => {
    if (i > 0) {
      fnArray.push(OPS.moveText!);
      argsArray.push([(text[i - 1] === ' ' ? 2.5 : 5) + extra(i - 1), 0]);
    }
    fnArray.push(OPS.showText);
    argsArray.push([[glyph(ch)]]);
  });
  return { fnArray, argsArray };
}

describe('spaces pdf.js guessed inside letter-spaced words', () => {
  test('a glyph placed a little past its advance is tracking, a drawn space is a word space', () => {
    // 'Senior QA Engineer' with rounded glyph positions: pdf.js read 'Se nior Q A Engine e r'.
    const text = 'Senior QA Engineer';
    const list = placedGlyphByGlyph(text, (i) => ([1, 7, 15, 16].includes(i) ? 1.4 : 0.2));
    const inks = textInks(list, [{ str: 'Se nior Q A Engine e r' }], OPS)!;
    expect(inks.tracked.get(0)).toBe('Senior QA Engineer');
  });

  test('a heading set with character spacing reads as its words', () => {
    // CSS letter-spacing: 0.15em on 'WORK EXPERIENCE', the space between the words drawn as a glyph.
    const heading = [...'WORK EXPERIENCE'].map(glyph);
    const list = { fnArray: [31, 37, 33, 44], argsArray: [null, ['F2', 10], [1.5], [heading]] };
    const inks = textInks(list, [{ str: 'W O R K E X P E R I E N C E' }], OPS)!;
    expect(inks.tracked.get(0)).toBe('WORK EXPERIENCE');
  });

  test('a gap as wide as a word space stays a space though no space glyph is drawn in it', () => {
    // A bullet and its text set apart by a TJ kern of a third of an em, in a font that draws its other spaces.
    const list = { fnArray: [31, 37, 45], argsArray: [null, ['F1', 10], [[glyph('•'), -330, ...[...'Led a team'].map(glyph)]]] };
    const inks = textInks(list, [{ str: '• Led a team' }], OPS)!;
    expect(inks.tracked.size).toBe(0);
  });

  test('in a font that never draws a space glyph (TeX), narrow gaps are left as pdf.js read them', () => {
    // Word spaces are TJ kerns; a tight justified line shrinks them towards a sixth of an em.
    const words = ['Built', 'the', 'data', 'pipeline'].map((w) => [...w].map(glyph));
    const list = { fnArray: [31, 37, 45], argsArray: [null, ['T1', 10], [[...words[0]!, -180, ...words[1]!, -180, ...words[2]!, -180, ...words[3]!]]] };
    const inks = textInks(list, [{ str: 'Built the data pipeline' }], OPS)!;
    expect(inks.tracked.size).toBe(0);
  });

  test('closeTracking keeps what it cannot measure', () => {
    const unknown = () => ({ gap: Number.NaN, spaced: false });
    expect(closeTracking('Se nior', unknown)).toBe('Se nior');
    const tracked = (k: number) => ({ gap: k === 2 ? 0.12 : 0, spaced: false });
    expect(closeTracking(' Se nior ', tracked)).toBe(' Senior ');
  });
});
