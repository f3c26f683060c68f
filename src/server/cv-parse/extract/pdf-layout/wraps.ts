import { median } from './median.ts';
import type { PdfLine } from './types.ts';

const ACTION_VERB =
  /^(?:[A-Z][a-z]+(?:ed|ing)|Led|Ran|Built|Won|Grew|Cut|Set|Drove|Took|Made|Wrote|Began|Oversaw|Taught|Sold|Brought|Kept|Held|Spoke|Met|Gave|Found|Became|Chose|Did|Got|Sent|Stood|Went|Rebuilt|Rewrote|Overhauled|Undertook|Upheld|Won|Spearheaded)$/;
const DANGLING = /(?:,|[-–—]|&|\b(?:and|or|of|the|a|an|to|for|in|on|with|by|from|at|as|into|across|including|while|via|per|than|that|which|who)|\/)$/i;

/**
 * Scores each line as the continuation of a wrapped paragraph (PdfLine.wrap): same left edge, font and size,
 * normal line pitch, and the line above had no room left for this line's first word. Lines of one block only.
 */
export function scoreWraps(lines: PdfLine[]): void {
  if (lines.length < 2) return;
  const blockRight = Math.max(...lines.map((l) => l.right));
  const blockLeft = Math.min(...lines.map((l) => l.x));
  const candidates: Array<{ b: PdfLine; pitch: number; sure: boolean; terminal: boolean } | null> = [null];
  // Leading (line pitch inside a paragraph) per font size, learnt from pairs that are surely wrapped.
  const leadings = new Map<number, number[]>();
  const key = (size: number) => Math.round(size * 2) / 2;
  // Lines of a bulleted item: its bullet line and the lines taken as its continuation so far.
  const inItem = new Set<PdfLine>();
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    if (a.bullet) inItem.add(a);
    const c = candidate(a, b);
    if (c && inItem.has(a)) inItem.add(b);
    candidates.push(c);
    if (c?.sure) leadings.set(key(a.size), [...(leadings.get(key(a.size)) ?? []), c.pitch]);
  }
  for (let i = 1; i < lines.length; i++) {
    const c = candidates[i];
    if (!c) continue;
    if (c.sure) {
      c.b.wrap = 2;
      continue;
    }
    const pitches = leadings.get(key(c.b.size));
    if (!pitches?.length) {
      c.b.wrap = c.terminal ? 0 : 1;
      continue;
    }
    const leading = median(pitches);
    if (Math.abs(c.pitch - leading) <= Math.max(0.25, leading * 0.12)) c.b.wrap = c.terminal ? 1 : 2;
  }

  function candidate(a: PdfLine, b: PdfLine) {
    if (a.page !== b.page || b.bullet || b.cells.length !== 1 || a.cells.length > 2) return null;
    const aText = a.cells[a.cells.length - 1]!.text;
    const bText = b.cells[0]!.text;
    const aX = a.cells.length === 1 ? a.x : a.cells[a.cells.length - 1]!.x;
    // A word hyphenated across the break ('Mathe-' / 'matics') is one line's text going on, though the font
    // changes after it (moderncv sets an entry's title in bold and the employer after it in italics).
    const hyphenated = /\p{Ll}-$/u.test(aText) && /^\p{Ll}/u.test(bText);
    const pitch = a.y - b.y;
    if (cutAtDash(a, aText, aX, b, pitch)) return { b, pitch, sure: true, terminal: false };
    if ((a.font !== b.font && !titleGoesOn(a, aText, b) && !hyphenated) || Math.abs(a.size - b.size) > 0.3) return null;
    if (pitch <= 0 || pitch > a.size * 1.6) return null;
    // A hanging indent under a bullet glyph counts as the same left edge.
    if (Math.abs(aX - b.x) > 2 && !(a.bullet && b.x > aX && b.x - aX < a.size * 2)) return null;
    if (a.right < blockLeft + (blockRight - blockLeft) * 0.55) return null;
    // Had the first word fitted on the line above, a wrapping layout would have put it there.
    const firstWord = bText.split(' ')[0]!;
    // An address or a handle starts a line of its own; a lone '@' ('… Challenge' / '@ Sasin 2022') is a word of the text.
    if (firstWord !== '@' && /@|:\/\/|^www\./i.test(firstWord)) return null;
    const charWidth = (b.right - b.x) / Math.max(1, bText.length);
    // (With slack: generators wrap at their own frame width, which may stop short of the widest line.)
    if (a.right + charWidth * (firstWord.length + 1) <= blockRight - (blockRight - blockLeft) * 0.12) return null;
    const sure = /^[a-z(&,/]/.test(bText) || /^[–—-]\s/.test(bText) || DANGLING.test(aText);
    // Under a bullet, a line without one set at the bullet's hanging indent goes on with the item: a new item
    // would have a bullet of its own. Narrow sidebar columns break such items after a few words.
    const hanging = inItem.has(a) && b.x > blockLeft + 2;
    // A capitalised action verb ('Delivered', 'Led', 'Managing') starts a new item, not a wrapped line.
    if (!sure && !hanging && ACTION_VERB.test(firstWord)) return null;
    // Nothing else says so: after a line that stops short of three quarters of the block, a capitalised line
    // starts afresh ('TUPE transfers' / 'Workday HCM' in a list of one item a line).
    if (!sure && !hanging && a.right < blockLeft + (blockRight - blockLeft) * 0.75) return null;
    return { b, pitch, sure, terminal: /[.!?:;)]$|\b(?:19|20)\d{2}$/.test(aText) };
  }
}

/**
 * Google Docs' templates set 'Company, Place — Title' with the company in bold and the title in the body's
 * weight; a long title wraps onto a line of its own, in the title's font ('Adecco, Palo Alto — Service Support' /
 * 'Assistant'). The line above is mostly bold, but the font it ends in, after its dash, goes on below.
 */
function titleGoesOn(a: PdfLine, aText: string, b: PdfLine): boolean {
  return a.endFont === b.font && /\s[–—]\s/u.test(aText);
}

/**
 * A line that ends on a spaced dash was cut at the dash that joins its two halves: Google Docs' templates set
 * 'Company, Place — Title' and 'School, Place — Degree' with the halves in two fonts, and a long first half
 * pushes the second onto the next line at the same left edge ('Living Room, 2808 Sutton Blvd., Maplewood —' /
 * 'Coffee Roaster'). Neither font nor width says so; the dash does.
 */
function cutAtDash(a: PdfLine, aText: string, aX: number, b: PdfLine, pitch: number): boolean {
  if (!/\p{L}.*\s[–—]$/u.test(aText) || Math.abs(aX - b.x) > 2) return false;
  return pitch > 0 && pitch <= Math.max(a.size, b.size) * 1.8;
}

/**
 * A paragraph broken by a page break: the first line of a page continues the last line of the page before
 * when that line ends on a word that cannot end a phrase ('… Chartered Institute of' / 'Personnel and
 * Development') and both are set alike. Running headers and footers must be gone first.
 */
export function markPageWraps(lines: PdfLine[]): void {
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    if (a.page === b.page || b.bullet || b.wrap || b.cells.length !== 1 || a.cells.length !== 1) continue;
    if (a.font !== b.font || Math.abs(a.size - b.size) > 0.3 || Math.abs(a.x - b.x) > 2) continue;
    if (/\b(?:and|or|of|the|a|an|to|for|in|on|with|by|from|at|as|into)$|,$/i.test(a.cells[0]!.text)) b.wrap = 2;
  }
}
