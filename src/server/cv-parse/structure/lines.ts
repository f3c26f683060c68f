import type { TextLine } from '../types.ts';

/**
 * Helpers over TextLines shared by the section parsers.
 */

/** Marks lines as placed, so the rest can be reported as unplaced. */
export class Placement {
  readonly used = new Set<TextLine>();
  take(...lines: TextLine[]): void {
    for (const line of lines) this.used.add(line);
  }
  has(line: TextLine): boolean {
    return this.used.has(line);
  }
}

/** A logical entry: lines joined when they are one wrapped paragraph. */
export interface Joined {
  text: string;
  first: TextLine;
  lines: TextLine[];
}

/**
 * Joins wrapped continuation lines onto the line above: always when the extractor is sure (wrap 2), and
 * also when unsure (wrap 1) if `level` is 1.
 */
export function joinWrapped(lines: TextLine[], level: 1 | 2 = 2): Joined[] {
  const out: Joined[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && line.wrap >= level && !line.bullet) {
      const last = prev.lines[prev.lines.length - 1]!;
      if (last.page === line.page || line.wrap === 2) {
        prev.text = /[a-z]-$/i.test(prev.text) && /^[a-z]/.test(line.text) ? prev.text + line.text : `${prev.text} ${line.text}`;
        prev.lines.push(line);
        continue;
      }
    }
    out.push({ text: line.text, first: line, lines: [line] });
  }
  return out;
}

/** Splits a line into its visual parts: cells, ' | ', bullets and middle dots used as separators. */
export function splitParts(text: string): string[] {
  return text
    .split(/\s+[|•·▪◦●]\s+|\s*\|\s*|\s+[•·]\s*|\t+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Splits on commas and semicolons that are not inside brackets. */
export function splitTopLevel(text: string, separators = /[,;]/): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth === 0 && separators.test(ch)) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Splits a phrase at the first dash used as a separator (' – ', ' — ', ' - '). */
export function splitDash(text: string): [string, string] | null {
  const m = /\s+[–—-]\s+|\s*[–—]\s*(?=\p{Lu})/u.exec(text);
  if (!m || m.index === 0) return null;
  return [text.slice(0, m.index).trim(), text.slice(m.index + m[0].length).trim()];
}

/** Splits a phrase at the last dash used as a separator. */
export function splitLastDash(text: string): [string, string] | null {
  const re = /\s+[–—-]\s+/g;
  let last: RegExpExecArray | null = null;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) last = m;
  if (!last) return null;
  return [text.slice(0, last.index).trim(), text.slice(last.index + last[0].length).trim()];
}

/** True for text that reads as a sentence rather than a label (a header, a name, a title). */
export function isSentence(text: string): boolean {
  const ws = text.trim().split(/\s+/);
  if (ws.length >= 12) return true;
  const lower = ws.filter((w) => /^[a-z]/.test(w) && !/^(of|and|the|for|in|at|to|de|di|da|du|von|van|der|y|e|et|und|&)$/.test(w)).length;
  if (lower >= 3) return true;
  // A final full stop makes a sentence, unless it ends an abbreviation ('Ltd.', 'Inc.', 'A.Ş.').
  const last = ws[ws.length - 1] ?? '';
  const abbreviation = /^\p{Lu}[\p{L}.]{0,4}\.$/u.test(last);
  return /[.!?]$/.test(last) && !abbreviation && lower >= 1 && ws.length >= 4;
}

/** Converts ALL-CAPS words to Title Case (leaving short acronyms alone). */
export function titleCase(text: string): string {
  return text.replace(/\p{Lu}[\p{Lu}'’-]+(\.?)/gu, (w, dot: string) => {
    const word = w.slice(0, w.length - dot.length);
    // Short consonant clusters are acronyms ('NHS', 'UK'), unless a full stop makes them an abbreviation ('ST.').
    const acronym = word.length <= 3 && !/[aeiouy]/i.test(word.slice(1)) && !dot;
    return acronym ? w : word[0] + word.slice(1).toLowerCase() + dot;
  });
}
