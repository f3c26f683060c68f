import { HttpError } from '../http.ts';

/**
 * The parse errors users can meet (SECURITY.md §0). Messages are short, plain, and never echo file content.
 */
export const parseErrors = {
  tooLarge: () => new HttpError(413, 'FILE_TOO_LARGE', 'File size must be less than 10MB'),
  unsupported: () => new HttpError(415, 'UNSUPPORTED_TYPE', 'Please upload a PDF, DOC, DOCX, or TXT file'),
  mismatch: () =>
    new HttpError(415, 'TYPE_MISMATCH', "This file's content doesn't match its type. Please upload a real PDF, DOC, DOCX or TXT file."),
  empty: () => new HttpError(422, 'NO_TEXT', 'This file is empty. Please upload your CV as a PDF, DOCX or TXT file.'),
  unreadable: () => new HttpError(422, 'FILE_UNREADABLE', "We couldn't read this file. It may be damaged: please export it again and retry."),
  encrypted: () =>
    new HttpError(422, 'PDF_ENCRYPTED', 'This PDF is password-protected. Please remove the password and upload it again.'),
  noText: () =>
    new HttpError(
      422,
      'NO_TEXT',
      "We couldn't find any text in this file. Scanned CVs aren't supported yet: please upload a PDF with selectable text, a DOCX or a TXT file.",
    ),
  tooManyPages: () => new HttpError(422, 'TOO_MANY_PAGES', 'This PDF has too many pages for a CV. Please upload a shorter file.'),
  archiveTooLarge: () =>
    new HttpError(422, 'ARCHIVE_TOO_LARGE', 'This document expands to more data than a CV can hold. Please save it again and retry.'),
  timeout: () => new HttpError(504, 'PARSE_TIMEOUT', 'This file took too long to read. Try a simpler PDF or DOCX.'),
} as const;

export type ParseErrorKind = keyof typeof parseErrors;

/** Error thrown inside extraction code; it names the kind, so it can cross a worker boundary as plain data. */
export class ParseFailure extends Error {
  override name = 'ParseFailure';
  readonly kind: ParseErrorKind;
  constructor(kind: ParseErrorKind) {
    super(kind);
    this.kind = kind;
  }
}

/** The user-facing HttpError for a failure kind. */
export function toHttpError(kind: ParseErrorKind): HttpError {
  return parseErrors[kind]();
}
