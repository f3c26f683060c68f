/** Letter-spaced headings ('A B O U T  M E') read as words again. */
export function unspace(text: string): string {
  const tokens = text.split(/ +/);
  if (tokens.length < 4) return text;
  // Mostly single characters (kerning sometimes glues a pair: 'I N F O R M AT I O N').
  const single = tokens.filter((t) => [...t].length === 1).length;
  if (single < tokens.length * 0.8 || tokens.some((t) => [...t].length > 2)) return text;
  return text
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
}

/** A letter-spaced piece: single characters with single spaces between them ('O I F E'). */
export const SPACED = /^(?:\S ){1,}\S$/u;
