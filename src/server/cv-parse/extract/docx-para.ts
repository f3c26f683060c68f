import { largestCount } from '../../../lib/tally.ts';

/**
 * One paragraph of a DOCX file as the reader gathers it: its text cut at tabs, and counts of how its characters
 * look (bold, size, colour) from which the line's emphasis is told once the whole document is read.
 */
export interface Para {
  cells: string[];
  boldChars: number;
  chars: number;
  sizeSum: number;
  /** Characters in runs that set no size of their own: they show in the document's default size. */
  unsized: number;
  list: boolean;
  /** Outline level of a heading paragraph (0 = top), null for body text. */
  heading: number | null;
  indent: number;
  links: string[];
  /** Characters per text colour ('2F5496'; 'auto' for the default). */
  inks: Record<string, number>;
  /** Text after a soft line break starts a new line of the same paragraph. */
  breaks: Para[];
  /** A blank paragraph came before this one where blank paragraphs are dropped (inside a table cell). */
  gapBefore?: boolean;
  /** The paragraph prints a page number (a PAGE field), whose result is left out. */
  pageNumber?: boolean;
}

export const newPara = (): Para => ({ cells: [''], boldChars: 0, chars: 0, sizeSum: 0, unsized: 0, list: false, heading: null, indent: 0, links: [], inks: {}, breaks: [] });

/** A paragraph with soft line breaks is several lines. */
export function expand(para: Para): Para[] {
  const head = { ...para, breaks: [] };
  return [head, ...para.breaks];
}

/** Several single lines as one line of the given cells, the look of each character still counted. */
export function mergeParas(parts: Para[], cells: string[]): Para {
  const sum = (key: 'chars' | 'boldChars' | 'sizeSum' | 'unsized') => parts.reduce((n, p) => n + p[key], 0);
  const inks: Record<string, number> = {};
  for (const p of parts) for (const [ink, n] of Object.entries(p.inks)) inks[ink] = (inks[ink] ?? 0) + n;
  return { ...parts[0]!, cells, breaks: [], chars: sum('chars'), boldChars: sum('boldChars'), sizeSum: sum('sizeSum'), unsized: sum('unsized'), inks };
}

/** The text cells of a paragraph that show something (a tab before the end of a line leaves an empty one). */
export const filledCells = (p: Para): string[] => p.cells.filter((c) => c.trim());

/**
 * A paragraph's size in half-points: the mean over its characters, those in runs that set no size counted at the
 * document's default ('Software Developer' at 12 pt then ' (Remote / Aug 2023 – Current)' in the default size is
 * a line of about 11 pt, not of 4).
 */
export function paraSize(p: Para, defaultSize: number): number {
  return p.chars ? Math.round((p.sizeSum + p.unsized * defaultSize) / p.chars) : defaultSize;
}

/** The colour carrying most of a paragraph's characters ('auto' for the default). */
export const inkOf = (p: Para): string => largestCount(Object.entries(p.inks)) ?? 'auto';

/**
 * How a line looks at a glance: bold or not, its main colour, its size, capitals or not. Looks are compared
 * within one document, so the default size may be given as 0 where it is not known yet.
 */
export function lookOf(p: Para, defaultSize: number): string {
  return [p.boldChars >= p.chars * 0.8, inkOf(p), paraSize(p, defaultSize), isCaps(p)].join('|');
}

/** The paragraph shows in capitals. */
export function isCaps(p: Para): boolean {
  const text = filledCells(p).join(' ');
  return /\p{L}/u.test(text) && text === text.toUpperCase();
}
