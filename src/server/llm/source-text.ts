import { getApp } from '../../lib/content/index.ts';
import { buildCvLayout } from '../../lib/cv/export/layout.ts';
import { layoutLines } from '../../lib/cv/export/plain-text.ts';
import type { ParsedCv, ParseResult } from '../../lib/cv/schema.ts';

/**
 * The CV text the LLM structurer reads, and what stays unplaced after it. The built-in parser answers with the
 * Parsed CV plus every line it could not place, so together they hold all of the CV's text; when the parser
 * also hands over the extracted text itself, that is used instead.
 */

/** A parse result that may carry the text it was structured from. */
export type ParseResultWithText = ParseResult & { text?: string };

/** The heading over the lines no field took (read by the model, never shown to a user). */
const OTHER_TEXT_HEADING = 'OTHER TEXT';

/** Renders a Parsed CV as the plain text of its exported document, with the unplaced lines at the end. */
export function renderCvText({ data: cv, unplaced }: ParseResult): string {
  const lines = layoutLines(buildCvLayout(cv, getApp().editorExport.document));
  if (unplaced.some((line) => line.trim() !== '')) lines.push('', OTHER_TEXT_HEADING, ...unplaced.filter((line) => line.trim() !== ''));
  return lines.join('\n').trim();
}

/** The text to structure: the parser's own text when it has it, else the rendering of its result. */
export function sourceTextOf(result: ParseResultWithText): string {
  return typeof result.text === 'string' && result.text.trim() !== '' ? result.text : renderCvText(result);
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Every string in the CV, normalised and joined, for "does this text appear anywhere" checks. */
function allText(value: unknown): string {
  if (typeof value === 'string') return normalise(value);
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}

/** The built-in parser's unplaced lines that the LLM's answer does not contain either: still nowhere else. */
export function stillUnplaced(unplaced: string[], cv: ParsedCv): string[] {
  const everything = allText(cv);
  return unplaced.filter((line) => {
    const text = normalise(line);
    return text !== '' && !everything.includes(text);
  });
}
