import { z } from 'zod';
import { CV_SECTION_KEYS } from '../../../cv/sections.ts';
import { text, textPerKey } from '../common.ts';

/**
 * The CV document's section headings, as printed in the PDF and written in the DOCX: one per section of the registry.
 * They must stay words our parser knows (tests/unit/cv/export-layout.test.ts), so an exported CV reads back.
 */
const cvDocumentHeadings = textPerKey(CV_SECTION_KEYS);

/** Copy of the editor's export and import menu (DECISIONS.md 'Where we go beyond': PDF, DOCX, JSON). */
export const editorExportSchema = z.object({
  /** Accessible name of the toolbar group. */
  label: text,
  /** Said (role=status) where the buttons will be while their code, which comes after the CV's, loads. */
  loading: text,
  /** The buttons; `docxBusy` replaces `docx` while the file is made. */
  pdf: text,
  /** Said beside the buttons: Download PDF opens the browser's print dialog, where the PDF is saved. */
  pdfHint: text,
  docx: text,
  docxBusy: text,
  json: text,
  import: text,
  /** Download names without extension; {name} is the CV's name as written, less what file systems refuse. */
  fileName: z.string().regex(/^[\w -]*\{name\}[\w -]*$/, 'must be letters, digits, spaces, - or _ around {name}'),
  /** The download name when the CV has no name yet (no extension). */
  unnamedFileName: z.string().regex(/^[\w -]+$/, 'must be letters, digits, spaces, - or _'),
  /** Announced (politely) after a download or an import; {file} is the file's name. */
  done: z.object({ docx: z.string().includes('{file}'), json: z.string().includes('{file}'), imported: z.string().includes('{file}') }),
  /** The confirmation before an import replaces the CV being edited; {file} is the chosen file's name. */
  confirm: z.object({ title: text, body: z.string().includes('{file}'), replace: text, cancel: text }),
  /**
   * Asked before a PDF or DOCX export while a role still says 'New Position' or 'New Company' (lib/cv/unfinished.ts):
   * one line per such role ({n} its number, {title}, {company}); 'fix' opens that role, 'exportAnyway' goes on.
   */
  unfinished: z.object({
    title: text,
    body: text,
    role: z.string().includes('{n}').includes('{title}').includes('{company}'),
    fix: text,
    exportAnyway: text,
  }),
  /**
   * Why a file cannot be imported; nothing changes. {limit} is the size limit ('2 MB'), {version} the file's,
   * {max} the most characters of text a CV may hold ('60,000').
   */
  errors: z.object({
    notJson: text,
    notCv: text,
    tooLarge: z.string().includes('{limit}'),
    tooLong: z.string().includes('{max}'),
    wrongVersion: z.string().includes('{version}'),
    unreadable: text,
    docxFailed: text,
  }),
  /** Accessible name of the button that closes an error message. */
  dismiss: text,
  /**
   * The exported CV itself (PDF and DOCX): section headings, the end of an ongoing role's dates ('Present') and
   * the label before a qualification's grade ('Grade'), all words our parser reads back.
   */
  document: z.object({ headings: cvDocumentHeadings, present: text, grade: text }),
});
