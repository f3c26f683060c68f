import { describe, expect, test } from 'vitest';
import { cleanPdfText } from '../../../src/server/cv-parse/extract/clean.ts';
import { lostLigature, mendLostLigatures } from '../../../src/server/cv-parse/extract/lost-ligatures.ts';

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
});
