/** How the drawing (a page's operator list) and the text layer are compared: letter by letter, as drawn. */

/**
 * What draws no mark of its own: whitespace, format characters (zero-width joiners) and variation selectors (the
 * emoji selector U+FE0F). The text layer and the operator list may each keep or drop these ('️‍️ about me').
 */
const INVISIBLE = /[\s\p{Cf}\uFE00-\uFE0F]+/gu;

/** Letters only, as compared: whitespace dropped, compatibility forms ('ﬁ') spelt out. */
export function glyphChars(text: string): string {
  // Most glyphs are one printable ASCII character, which NFKC leaves as it is.
  if (text.length === 1) {
    const code = text.charCodeAt(0);
    if (code > 0x20 && code < 0x7f) return text;
  }
  return text.normalize('NFKC').replace(INVISIBLE, '');
}
