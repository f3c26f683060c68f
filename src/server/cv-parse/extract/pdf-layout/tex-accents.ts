/**
 * An accent TeX builds from a separate glyph ('\\'n' for 'ń' where the font has no such letter) comes before
 * its letter as a spacing accent, which clean-up turns into a space and a combining mark ('Gda ́nsk') or leaves
 * as it is (a caron, a circumflex). The mark joins the letter after it when the two make one character
 * ('Gdańsk'); anything else stays.
 */
export function composeAccents(text: string): string {
  const compose = (all: string, mark: string, letter: string) => {
    // TeX puts accents on a dotless i ('\\'{\\i}'), which composes as the ordinary letter.
    const composed = ((letter === 'ı' ? 'i' : letter) + mark).normalize('NFC');
    return [...composed].length === 1 ? composed : all;
  };
  return (
    text
      // Only a mark after a space or at the start: one right after a letter belongs to that letter (decomposed text).
      .replace(/(?:^| )([\u0300-\u036f])(\p{L})/gu, compose)
      // A caron or circumflex has no compatible form, so it stays a glyph of its own wherever TeX set it ('Boˇzidar').
      .replace(/([ˇˆ])(\p{L})/gu, (all, accent: string, letter: string) => compose(all, SPACING_ACCENTS[accent]!, letter))
  );
}

const SPACING_ACCENTS: Record<string, string> = { ˇ: '\u030C', ˆ: '\u0302' };
