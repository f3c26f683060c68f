import type { ParsedCv } from '../../lib/cv/schema.ts';

/**
 * Keeps only contact details the CV really contains (SECURITY.md, LLM outputs: "output URLs/emails must occur in
 * the source text"). A model steered by hidden text, or simply wrong, could otherwise put a phishing link or a
 * stranger's address into the user's CV. E-mail addresses and web addresses anywhere in the answer are compared
 * with the source text (case, scheme, 'www.' and a trailing slash aside); the ones it lacks are removed, and links
 * with a scheme other than http, https or mailto are dropped.
 */

/** A number as written: digits with thousands or decimal separators, and an optional percent sign. */
export const NUMBER = /\d+(?:[.,]\d+)*%?/g;
/**
 * Anything address-like in a model's answer, wider than the CV parser's EMAIL_RE (cv-parse/structure/contact.ts)
 * on purpose: any script, any last label, since what this misses reaches the user unchecked. Validating an
 * address is another rule again: src/lib/email.ts.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** URLs with a web or script scheme (javascript: and data: included), www. hosts, and bare hosts with a path. */
const URL_LIKE =
  /\b(?:(?:https?|ftp|file|javascript|vbscript|data|mailto):(?:\/\/)?[^\s"'<>]+|www\.[^\s"'<>]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s"'<>]*)/giu;
const ALLOWED_SCHEME = /^(?:https?:|mailto:|(?![a-z][a-z0-9+.-]*:))/i;
const INVISIBLE = /[\u200b-\u200f\u2060-\u2064\ufeff]/g;

/** How an address is compared: lower case, no scheme, no 'www.', no trailing slash or punctuation. */
function addressKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:(?:\/\/)?/, '')
    .replace(/^www\./, '')
    .replace(/[/.,;:!?)\]]+$/, '');
}

export interface SourceIndex {
  /** True when the address (e-mail or URL) occurs in the source text. */
  has(address: string): boolean;
}

/** Indexes the CV text the model was given. */
export function indexSource(sourceText: string): SourceIndex {
  const haystack = sourceText.replace(INVISIBLE, '').toLowerCase();
  return {
    has(address) {
      const key = addressKey(address);
      return key !== '' && haystack.includes(key);
    },
  };
}

/** The e-mail addresses and URLs in `text` (as the patterns above find them) that the source lacks. */
export function addressesMissingFrom(text: string, source: SourceIndex): string[] {
  return [...(text.match(EMAIL) ?? []), ...(text.match(URL_LIKE) ?? [])].filter((address) => !source.has(address));
}

/** Removes addresses the source lacks from free text, tidying the spaces they leave. */
function scrubText(text: string, source: SourceIndex): string {
  let changed = false;
  const keepOrDrop = (match: string) => {
    if (source.has(match)) return match;
    changed = true;
    return '';
  };
  const scrubbed = text.replace(EMAIL, keepOrDrop).replace(URL_LIKE, keepOrDrop);
  return changed ? scrubbed.replace(/[ \t]{2,}/g, ' ').trim() : text;
}

/** Applies `scrubText` to every string, dropping list items that held nothing but invented addresses. */
function scrubDeep<T>(value: T, source: SourceIndex): T {
  if (typeof value === 'string') return scrubText(value, source) as T;
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const scrubbed = scrubDeep(item, source);
      return typeof item === 'string' && item.trim() !== '' && (scrubbed as string) === '' ? [] : [scrubbed];
    }) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubDeep(item, source)])) as T;
  }
  return value;
}

/** The CV with every e-mail address and URL the source text lacks removed. */
export function dropInventedContacts(cv: ParsedCv, sourceText: string): ParsedCv {
  const source = indexSource(sourceText);
  const links = cv.links.filter((link) => link.url.trim() !== '' && ALLOWED_SCHEME.test(link.url.trim()) && source.has(link.url));
  const email = cv.email.trim() !== '' && source.has(cv.email) ? cv.email : '';
  return scrubDeep({ ...cv, email, links }, source);
}
