import { largestCount } from '../../../lib/tally.ts';
import { filledCells, inkOf, isCaps, lookOf, paraSize, type Para } from './docx-para.ts';

/**
 * Which paragraphs of a DOCX file are headings, and of what rank. A heading style says so outright; a paragraph
 * formatted by hand to look exactly like the styled headings (the same weight, colour, size and capitals: a
 * writer who styled 'Education' as Heading 3 and typed 'COMMUNITY SERVICE' bold in its colour) is one of them
 * too, as the page shows no difference.
 */
export function headingLevels(paras: Para[], defaultSize: number): { levelOf: (p: Para) => number | null; sizeOf: (level: number | null) => number } {
  const byLook = styledLooks(paras, defaultSize);
  const levels = new Map<Para, number | null>();
  for (const p of paras) levels.set(p, p.heading ?? (byLook.size && headingShaped(p) ? (byLook.get(lookOf(p, defaultSize)) ?? null) : null));
  const levelOf = (p: Para) => levels.get(p) ?? p.heading;
  return { levelOf, sizeOf: headingSizes(paras.filter((p) => p.chars).map(levelOf).filter((level) => level !== null)) };
}

/**
 * The looks of heading-styled paragraphs, each with its level, that set them apart from the body (a colour, a
 * size or capitals of their own: bold alone is also the look of role titles) and that no body paragraph shares.
 */
function styledLooks(paras: Para[], defaultSize: number): Map<string, number> {
  const body = bodyLook(paras, defaultSize);
  const apart = (p: Para) => inkOf(p) !== body.ink || paraSize(p, defaultSize) !== body.size || isCaps(p);
  const looks = new Map<string, number>();
  for (const p of paras) {
    // Only a heading that reads as one teaches its look: a table row whose first cell is a heading ('ABOUT ME'
    // beside the paragraph it heads) is styled as one but looks like the body text beside it.
    if (p.heading === null || p.heading < 0 || !p.chars || !apart(p) || !phraseShaped(p)) continue;
    const look = lookOf(p, defaultSize);
    if (!looks.has(look)) looks.set(look, p.heading);
  }
  if (!looks.size) return looks;
  for (const p of paras) if (p.heading === null && p.chars && !phraseShaped(p)) looks.delete(lookOf(p, defaultSize));
  return looks;
}

/** The colour and the size carrying most of the document's characters. */
function bodyLook(paras: Para[], defaultSize: number): { ink: string; size: number } {
  const inks = new Map<string, number>();
  const sizes = new Map<number, number>();
  for (const p of paras) {
    const [ink, size] = [inkOf(p), paraSize(p, defaultSize)];
    inks.set(ink, (inks.get(ink) ?? 0) + p.chars);
    sizes.set(size, (sizes.get(size) ?? 0) + p.chars);
  }
  return { ink: largestCount(inks) ?? 'auto', size: largestCount(sizes) ?? defaultSize };
}

/** How headings read: one short phrase with no figures and no closing sentence punctuation, not a list item. */
const headingShaped = (p: Para): boolean => !p.list && phraseShaped(p);

function phraseShaped(p: Para): boolean {
  const [text, ...more] = filledCells(p);
  if (!text || more.length) return false;
  const words = text.trim().split(/\s+/);
  return words.length <= 6 && text.trim().length <= 50 && !/\d|[.!?,;]$/.test(text.trim());
}

/**
 * The least size (relative to the body) a heading of each level is shown at. The document's section headings
 * are its shallowest level used twice or more (a lone Heading 1 is often the name over Heading 2 sections):
 * they read as 1.2 whatever their style's size; one level down (a role or degree set in Heading 2 under Heading
 * 1 sections) as 1.1, so the two ranks stay apart when the template draws both in one size; deeper levels keep
 * their own size.
 */
function headingSizes(levels: number[]): (level: number | null) => number {
  const uses = new Map<number, number>();
  for (const level of levels) if (level >= 0) uses.set(level, (uses.get(level) ?? 0) + 1);
  const top = Math.min(...[...uses].filter(([, n]) => n >= 2).map(([level]) => level));
  return (level) => {
    if (level === null) return 0;
    if (!Number.isFinite(top) || level <= top) return 1.2;
    return level === top + 1 ? 1.1 : 0;
  };
}
