import { markedParagraphsAsText } from './doc-paragraphs.ts';
import { textToLines } from './txt.ts';
import { hyperlinksOf, loadWordExtractor, type Hyperlink } from './word-extractor-fixes.ts';
import { ParseFailure } from '../errors.ts';
import { PARSE_LIMITS } from '../limits.ts';
import type { ExtractedText, TextLine } from '../types.ts';

/**
 * Legacy Word (.doc, OLE compound file) text with word-extractor, a pure-JS reader. The text has paragraph
 * breaks, tabs and list glyphs but no styling, so it goes through the plain-text line builder, its tables read row
 * by row first. word-extractor-fixes.ts corrects how the library reads deleted text, hyphens and table cells.
 */

interface WordDocument {
  getBody: () => string;
  getHeaders: (options?: { includeFooters?: boolean }) => string;
  getTextboxes: (options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }) => string;
}
type WordExtractorClass = new () => { extract: (source: Buffer) => Promise<WordDocument> };

/** Extracts lines from a .doc file. */
export async function extractDoc(bytes: Uint8Array): Promise<ExtractedText> {
  const WordExtractor = loadWordExtractor<WordExtractorClass>();
  let doc: WordDocument;
  try {
    doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new ParseFailure('unreadable');
  }
  const header = safe(() => doc.getHeaders({ includeFooters: false }));
  const body = safe(() => doc.getBody());
  const boxes = safe(() => doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }));
  const parts = [header, body, boxes].map(markedParagraphsAsText).filter((t) => t.trim());
  const text = parts.join('\n\n').slice(0, PARSE_LIMITS.maxTextChars);
  const lines = textToLines(text, false);
  addHyperlinks(lines, hyperlinksOf(doc));
  if (!lines.some((l) => /\p{L}{2}/u.test(l.text))) throw new ParseFailure('noText');
  return { format: 'doc', lines };
}

/** Each line that shows a hyperlink's text carries its address, as DOCX lines do. */
function addHyperlinks(lines: TextLine[], links: Hyperlink[]): void {
  for (const link of links.filter((l) => /[\p{L}\p{N}]/u.test(l.text))) {
    for (const line of lines) if (line.text.includes(link.text) && !line.links.includes(link.url)) line.links.push(link.url);
  }
}

function safe(read: () => string): string {
  try {
    return read() ?? '';
  } catch {
    return '';
  }
}
