import { createRequire } from 'node:module';

/**
 * Corrections to word-extractor 1.0.4's reading of legacy Word (.doc) files, made by replacing three methods of
 * its WordOleExtractor class (lib/word-ole-extractor.js), whose piece table (the document's text, one string per
 * run of the file) they edit in place before the library cleans and joins it:
 *
 * - Deleted text. The library drops a run's characters as deleted when one of its character properties has the
 *   low five bits of sprmCFRMarkDel (0x0800) and an odd operand, so it also drops runs with sprmCDxaSpace
 *   (0x8840, expanded or condensed letter spacing, which Word sets on the spaces of justified lines) and others:
 *   spaces vanished ('comprehensivefeaturesfor') and whole runs with them (an e-mail). Only 0x0800 deletes.
 * - Optional and non-breaking hyphens. Its clean() maps 0x1F through a table with no entry for it, writing the
 *   word 'undefined' in its place ('coundefinedm'), and never applies its entry for 0x1E. An optional hyphen shows
 *   nothing unless a word breaks there, so it is dropped; a non-breaking hyphen is a hyphen.
 * - Paragraph ends. Word ends a table cell with 0x07 and a row with another 0x07; the library makes each cell end
 *   a tab and each paragraph inside a cell a new line, so a cell of two lines splits its row; and it drops which
 *   paragraphs are list items (their bullets are not in the text). Paragraphs in a table (sprmPFInTable) or in a
 *   list (sprmPIlfo) keep their ends as the marks below, which doc-paragraphs.ts reads back.
 * - Hyperlinks. Its clean() keeps a HYPERLINK field's shown text and drops its address; the addresses are kept
 *   beside the document (hyperlinksOf) for the lines that show them.
 */

/** Paragraph-end marks in the text word-extractor returns, by where the paragraph stands. */
export const PARA_END = {
  /** A list item outside tables (other paragraphs end in a line break). */
  listItem: '\uE001',
  /** A paragraph (or soft line break) inside a table cell, before the cell's last. */
  inCell: '\uE002',
  listItemInCell: '\uE003',
  /** A table cell's last paragraph. */
  cell: '\uE004',
  listItemCell: '\uE005',
  /** A paragraph in one of Word's built-in heading styles, outside tables. */
  heading: '\uE006',
} as const;

const SPRM_C_F_RMARK_DEL = 0x0800;
const SPRM_P_F_IN_TABLE = 0x2416;
const SPRM_P_F_TTP = 0x2417;
const SPRM_P_ILFO = 0x460b;
/** Bytes of a property's operand by its spra (bits 13-15); spra 6 gives its own length in its first byte. */
const OPERAND_BYTES = [1, 1, 2, 4, 2, 2, -1, 3];

interface Piece {
  text: string;
  startFilePos: number;
  endFilePos: number;
  bpc: number;
}
interface Extractor {
  _pieces: Piece[];
  buildDocument: () => unknown;
}
type Method = (this: Extractor, buffer: Buffer, tableBuffer: Buffer) => void;
/** A hyperlink field: the address and the text that shows it. */
export interface Hyperlink {
  url: string;
  text: string;
}
const HYPERLINK_FIELD = /\x13\s*HYPERLINK\s+"([^"]+)"[^\x13\x14\x15]*\x14([^\x13\x14\x15]*)\x15/g;

interface ExtractorClass {
  prototype: Extractor & { writeCharacterProperties: Method; writeParagraphProperties: Method };
}

const require = createRequire(import.meta.url);
let fixed = false;

/** word-extractor's class, corrected once per process. */
export function loadWordExtractor<T>(): T {
  if (!fixed) {
    const { prototype } = require('word-extractor/lib/word-ole-extractor') as ExtractorClass;
    const build = prototype.buildDocument;
    prototype.writeCharacterProperties = markDeletedRuns;
    prototype.writeParagraphProperties = markParagraphEnds;
    prototype.buildDocument = function (this: Extractor) {
      for (const piece of this._pieces) piece.text = piece.text.replace(/\x1f/g, '\x00').replace(/\x1e/g, '-');
      const document = build.call(this) as { _hyperlinks?: Hyperlink[] };
      const text = this._pieces.map((p) => p.text).join('');
      document._hyperlinks = [...text.matchAll(HYPERLINK_FIELD)].map(([, url = '', shown = '']) => ({ url, text: shown.replace(/[\x00-\x1f]/g, '').trim() }));
      return document;
    };
    fixed = true;
  }
  return require('word-extractor') as T;
}

/** The hyperlink fields of a document read by the corrected class. */
export const hyperlinksOf = (document: object): Hyperlink[] => (document as { _hyperlinks?: Hyperlink[] })._hyperlinks ?? [];

/** The character runs marked deleted (tracked changes) become NULs, which the library's clean() removes. */
function markDeletedRuns(this: Extractor, buffer: Buffer, tableBuffer: Buffer): void {
  for (const run of formattedRuns(buffer, tableBuffer, 0x00fa, readChpx)) {
    if (run.sprms.some((s) => s.sprm === SPRM_C_F_RMARK_DEL && (s.operand & 1) === 1)) fill(this._pieces, run.start, run.end, () => '\x00');
  }
}

/** A row's end mark becomes a line break (as the library does); table and list paragraphs' ends become marks. */
function markParagraphEnds(this: Extractor, buffer: Buffer, tableBuffer: Buffer): void {
  for (const run of formattedRuns(buffer, tableBuffer, 0x0102, readPapx)) {
    const has = (sprm: number) => run.sprms.find((s) => s.sprm === sprm);
    if (has(SPRM_P_F_TTP)) {
      fill(this._pieces, run.start, run.end, () => '\n');
      continue;
    }
    const inTable = has(SPRM_P_F_IN_TABLE)?.operand === 1;
    const listItem = (has(SPRM_P_ILFO)?.operand ?? 0) > 0;
    const heading = !inTable && run.style >= 1 && run.style <= 9;
    if (!inTable && !listItem && !heading) continue;
    const breakMark = inTable ? (listItem ? PARA_END.listItemInCell : PARA_END.inCell) : listItem ? PARA_END.listItem : PARA_END.heading;
    const cellMark = listItem ? PARA_END.listItemCell : PARA_END.cell;
    fill(this._pieces, run.start, run.end, (c) => (c === '\x07' && inTable ? cellMark : c === '\r' || (c === '\x0b' && inTable) ? breakMark : c));
  }
}

interface Sprm {
  sprm: number;
  operand: number;
}
/** A run's properties: its style (paragraphs only; 0 is Normal) and the properties set on it directly. */
interface Props {
  style: number;
  sprms: Sprm[];
}
interface Run extends Props {
  start: number;
  end: number;
}

/**
 * The runs of a formatted-disk-page table (character or paragraph properties): the file positions each covers
 * and its properties. fibOffset locates the table's bin table in the FIB.
 */
function* formattedRuns(buffer: Buffer, tableBuffer: Buffer, fibOffset: number, read: (page: Buffer, j: number, crun: number) => Props): Generator<Run> {
  const fc = buffer.readUInt32LE(fibOffset);
  const lcb = buffer.readUInt32LE(fibOffset + 4);
  const count = (lcb - 4) / 8;
  const bins = tableBuffer.subarray(fc, fc + lcb);
  for (let i = 0; i < count; i++) {
    const pn = bins.readUInt32LE((count + 1) * 4 + i * 4);
    const page = buffer.subarray(pn * 512, (pn + 1) * 512);
    if (page.length < 512) continue;
    const crun = page.readUInt8(511);
    for (let j = 0; j < crun; j++) yield { start: page.readUInt32LE(j * 4), end: page.readUInt32LE((j + 1) * 4), ...read(page, j, crun) };
  }
}

/** A character run's properties (CHPX): an offset byte per run, then a length-prefixed list. */
function readChpx(page: Buffer, j: number, crun: number): Props {
  const at = page.readUInt8((crun + 1) * 4 + j) * 2;
  return { style: 0, sprms: at ? readSprms(page.subarray(at + 1, at + 1 + page.readUInt8(at)), 0) : [] };
}

/** A paragraph's properties (PAPX): a 13-byte entry per run, then its style index and the list. */
function readPapx(page: Buffer, j: number, crun: number): Props {
  const at = page.readUInt8((crun + 1) * 4 + j * 13) * 2;
  const cb = page.readUInt8(at);
  const grpprl = cb ? page.subarray(at + 1, at + 2 * cb) : page.subarray(at + 2, at + 2 + 2 * page.readUInt8(at + 1));
  return { style: grpprl.length >= 2 ? grpprl.readUInt16LE(0) : 0, sprms: readSprms(grpprl, 2) };
}

function readSprms(list: Buffer, offset: number): Sprm[] {
  const sprms: Sprm[] = [];
  while (offset < list.length - 1) {
    const sprm = list.readUInt16LE(offset);
    offset += 2;
    const bytes = OPERAND_BYTES[sprm >> 13]!;
    const operand = bytes === 2 && offset + 2 <= list.length ? list.readUInt16LE(offset) : (list[offset] ?? 0);
    sprms.push({ sprm, operand });
    offset += bytes >= 0 ? bytes : (list[offset] ?? 0) + 1;
  }
  return sprms;
}

/** Rewrites the characters at file positions [start, end) in every piece that holds some of them. */
function fill(pieces: Piece[], start: number, end: number, map: (c: string) => string): void {
  for (const piece of pieces) {
    const from = Math.max(start, piece.startFilePos);
    const to = Math.min(end, piece.endFilePos);
    if (from >= to) continue;
    const i = (from - piece.startFilePos) / piece.bpc;
    const k = (to - piece.startFilePos) / piece.bpc;
    piece.text = piece.text.slice(0, i) + [...piece.text.slice(i, k)].map(map).join('') + piece.text.slice(k);
  }
}
