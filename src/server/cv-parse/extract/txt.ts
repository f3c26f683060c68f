import { cleanText, squash, stripBullet } from './clean.ts';
import { ParseFailure } from '../errors.ts';
import { PARSE_LIMITS } from '../limits.ts';
import type { ExtractedText, TextCell, TextLine } from '../types.ts';

/**
 * Plain-text CVs: detects the encoding (BOM, UTF-16 without BOM, UTF-8, else Windows-1252/Latin-1),
 * drops NUL bytes, and turns lines into TextLines with bullets, indentation and tab-separated cells.
 */

/** Decodes bytes of unknown encoding to a string. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return utf8OrLatin1(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const utf16 = guessUtf16(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  return utf8OrLatin1(withoutNuls(bytes));
}

/** 'utf-16le' / 'utf-16be' when every other byte of the sample is mostly NUL (ASCII text in UTF-16). */
export function guessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul > pairs * 0.4 && evenNul < pairs * 0.05) return 'utf-16le';
  if (evenNul > pairs * 0.4 && oddNul < pairs * 0.05) return 'utf-16be';
  return null;
}

function withoutNuls(bytes: Uint8Array): Uint8Array {
  if (!bytes.includes(0)) return bytes;
  return bytes.filter((b) => b !== 0);
}

function utf8OrLatin1(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // The WHATWG 'latin1' label is Windows-1252, which is what 'Latin-1' files written on Windows really are.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const RULE = /^\s*[-=_*~#.·•]{3,}\s*$/;

/**
 * Turns decoded text into lines. Exported for the DOC extractor, which also yields plain text; its lines are
 * whole paragraphs, never wrapped by hand, so it passes hardWrapped false.
 */
export function textToLines(raw: string, hardWrapped = true): TextLine[] {
  const text = raw.length > PARSE_LIMITS.maxTextChars ? raw.slice(0, PARSE_LIMITS.maxTextChars) : raw;
  const rows = text.replace(/\r\n?/g, '\n').replace(/\f/g, '\n\n').split('\n');
  const lines: TextLine[] = [];
  let gap = false;
  for (const row of rows) {
    if (lines.length >= PARSE_LIMITS.maxLines) break;
    const cleaned = cleanText(row).replace(/\t/g, '    ');
    if (!cleaned.trim()) {
      gap = true;
      continue;
    }
    if (RULE.test(cleaned)) {
      // An underline (==== or ----) marks the line above as a heading; a rule on its own is a gap.
      const previous = lines[lines.length - 1];
      if (previous && !gap) previous.bold = true;
      gap = true;
      continue;
    }
    const indent = cleaned.length - cleaned.trimStart().length;
    let body = cleaned.trim();
    let bold = false;
    const heading = /^#{1,6}\s+(.*)$/.exec(body);
    if (heading) {
      body = heading[1]!;
      bold = true;
    }
    body = body.replace(/\*\*(.+?)\*\*/g, '$1');
    const { bullet, text: rest } = stripBullet(body);
    const cells = splitCells(rest, indent);
    if (!cells.length) continue;
    lines.push({
      text: cells.map((c) => c.text).join(' | '),
      cells,
      x: indent * 4,
      size: 1,
      bold,
      bullet,
      gapBefore: gap,
      page: 1,
      links: [],
      wrap: 0,
    });
    gap = false;
  }
  if (hardWrapped) scoreTextWraps(lines);
  return lines;
}

const LABELLED = /^\p{Lu}[\p{L} ]{1,25}:\s/u;
const DANGLING = /(?:,|[-–—]|&|\b(?:and|or|of|the|a|an|to|for|in|on|with|by|from|at|as|into|across|including|while|via|per|than|that|which|who)|\/)$/i;

/**
 * Hard-wrapped text: a line continues the one above when that one had no room left for its first word
 * (judged against the longest line), with the same indent (or a hanging indent under a bullet).
 */
function scoreTextWraps(lines: TextLine[]): void {
  const widths = lines.map((l) => l.x / 4 + l.text.length).sort((a, b) => a - b);
  const wrapWidth = widths[Math.floor(widths.length * 0.95)] ?? 0;
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    if (b.gapBefore || b.bullet || b.cells.length > 1 || a.cells.length > 1) continue;
    const hanging = a.bullet && b.x > a.x && b.x - a.x <= 16;
    if (b.x !== a.x && !hanging) continue;
    const firstWord = b.text.split(' ')[0]!;
    if (a.x / 4 + a.text.length + 1 + firstWord.length <= wrapWidth) continue;
    // A labelled line ('Designation: Systems Engineer') starts something new even under a full line.
    if (LABELLED.test(b.text)) continue;
    b.wrap = /^[a-z(&,/]/.test(b.text) || DANGLING.test(a.text) || hanging ? 2 : 1;
  }
}

/** Tabs and runs of three or more spaces separate cells (columns laid out with spaces). */
function splitCells(text: string, indent: number): TextCell[] {
  const cells: TextCell[] = [];
  let offset = indent;
  for (const part of text.split(/(\s{3,})/)) {
    if (/^\s+$/.test(part)) {
      offset += part.length;
      continue;
    }
    const value = squash(part);
    if (value) cells.push({ text: value, x: offset * 4 });
    offset += part.length;
  }
  return cells;
}

/** Extracts lines from a TXT file. */
export function extractTxt(bytes: Uint8Array): ExtractedText {
  const lines = textToLines(decodeText(bytes));
  if (!lines.some((l) => /\p{L}/u.test(l.text))) throw new ParseFailure('noText');
  return { format: 'txt', lines };
}
