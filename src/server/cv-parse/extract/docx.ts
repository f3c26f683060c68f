import { cleanText, isBulletGlyph, squash, stripBullet } from './clean.ts';
import { newFloat, placeFloats, type Float } from './docx-floats.ts';
import { headingLevels } from './docx-headings.ts';
import { expand, filledCells, inkOf, newPara, paraSize, type Para } from './docx-para.ts';
import { flattenTable, type TableCtx } from './docx-table.ts';
import { attr, tokenizeXml } from './xml.ts';
import { openZip, type ZipArchive } from './zip.ts';
import { ParseFailure } from '../errors.ts';
import { PARSE_LIMITS } from '../limits.ts';
import type { ExtractedText, TextCell, TextLine } from '../types.ts';
import { largestCount } from '../../../lib/tally.ts';

/**
 * DOCX text straight from word/document.xml (plus headers and footers), read with our own capped ZIP reader
 * and tokenizer: no external relationships are followed, no images are read, nothing touches the disk.
 * Keeps what layout tells: list items, bold and size, tabs as cell breaks, and table rows in order.
 */

/** Extracts lines from a DOCX file. */
export function extractDocx(bytes: Uint8Array): ExtractedText {
  const zip = openZip(bytes);
  const main = mainDocumentPath(zip);
  const xml = zip.readText(main);
  if (xml === null) throw new ParseFailure('unreadable');
  const rels = readRels(zip, main);
  const defaultSize = readDefaultSize(zip);
  const styles = readStyles(zip.readText('word/styles.xml') ?? '');
  const paras: Para[] = [];
  const seen = new Set<string>();
  const addUnique = (list: Para[]) => {
    for (const p of list) {
      const key = textKey(p);
      if (!seen.has(key)) paras.push(p);
      seen.add(key);
    }
  };
  // Headers often hold the name and contact details; footers hold page numbers and sometimes contacts.
  for (const part of rels.parts.filter((p) => p.type === 'header')) addUnique(parsePart(zip.readText(part.path) ?? '', rels.links, styles));
  const body = parsePart(xml, rels.links, styles);
  paras.push(...body);
  for (const p of body) seen.add(textKey(p));
  for (const part of rels.parts.filter((p) => p.type === 'footer')) addUnique(parsePart(zip.readText(part.path) ?? '', rels.links, styles));
  const lines = toLines(paras, defaultSize);
  if (!lines.some((l) => /\p{L}{2}/u.test(l.text))) throw new ParseFailure('noText');
  return { format: 'docx', lines };
}

/**
 * What a paragraph says, whatever its case and spacing: a footer repeating the name the body prints in capitals
 * ('Amr Mohamed Ashour' under 'AMR MOHAMED ASHOUR') says nothing new.
 */
function textKey(p: Para): string {
  return filledCells(p).map((c) => squash(c).toLowerCase()).join('\t');
}

function mainDocumentPath(zip: ZipArchive): string {
  const rels = zip.readText('_rels/.rels') ?? '';
  for (const token of tokenizeXml(rels)) {
    if (token.kind === 'open' && token.name === 'Relationship' && /officeDocument$/.test(attr(token.attrs, 'Type') ?? '')) {
      const target = (attr(token.attrs, 'Target') ?? '').replace(/^\//, '');
      if (zip.entries.has(target)) return target;
    }
  }
  if (zip.entries.has('word/document.xml')) return 'word/document.xml';
  // A sound archive without a Word document in it is some other kind of file behind a .docx name.
  throw new ParseFailure('mismatch');
}

interface Rels {
  links: Map<string, string>;
  parts: Array<{ type: 'header' | 'footer'; path: string }>;
}

function readRels(zip: ZipArchive, main: string): Rels {
  const dir = main.slice(0, main.lastIndexOf('/') + 1);
  const xml = zip.readText(`${dir}_rels/${main.slice(dir.length)}.rels`) ?? '';
  const links = new Map<string, string>();
  const parts: Rels['parts'] = [];
  for (const token of tokenizeXml(xml)) {
    if (token.kind !== 'open' || token.name !== 'Relationship') continue;
    const id = attr(token.attrs, 'Id') ?? '';
    const type = attr(token.attrs, 'Type') ?? '';
    const target = attr(token.attrs, 'Target') ?? '';
    if (/\/hyperlink$/.test(type)) links.set(id, target);
    else if (/\/(header|footer)$/.test(type) && !/^[a-z]+:|\.\./i.test(target)) {
      const path = target.startsWith('/') ? target.slice(1) : dir + target;
      if (zip.entries.has(path)) parts.push({ type: type.endsWith('header') ? 'header' : 'footer', path });
    }
  }
  return { links, parts: parts.slice(0, 6) };
}

/** How a run looks: bold, size in half-points (0 = the default), shown in capitals, its colour. */
interface RunLook {
  bold: boolean;
  size: number;
  caps: boolean;
  /** Small capitals: lower-case letters drawn as smaller capitals, so the line reads in capitals. */
  smallCaps?: boolean;
  colour?: string;
  /** Hidden text (w:vanish): in the file, not on the page. */
  hidden?: boolean;
}

interface DocxStyle {
  name: string;
  /** Outline level (0 = a top-level heading), when the style gives one. */
  outline?: number;
  /** The style numbers its paragraphs (a w:numPr of its own, numbering 0 taking it away): they are list items. */
  numbered?: boolean;
  /** Only what the style (or a style it is based on) sets. */
  look: Partial<RunLook>;
}
type StyleTable = Map<string, DocxStyle>;

const normalLook = (styles: StyleTable): RunLook => ({ bold: false, size: 0, caps: false, ...styles.get('Normal')?.look });

/**
 * Paragraph and character styles of word/styles.xml, each with what it inherits through `basedOn`: CVs made
 * from templates set their headings' bold, size, capitals and outline level in a style, not on the text.
 */
export function readStyles(xml: string): StyleTable {
  const raw = new Map<string, DocxStyle & { basedOn?: string }>();
  let style: (DocxStyle & { basedOn?: string }) | null = null;
  /** The paragraph style of paragraphs that name none ('Normal' in English Word, 'Standard' in German). */
  let defaultId = 'Normal';
  let inRunProps = false;
  for (const token of tokenizeXml(xml)) {
    if (token.kind === 'text') continue;
    if (token.kind === 'close') {
      if (token.name === 'w:style') style = null;
      else if (token.name === 'w:rPr') inRunProps = false;
      continue;
    }
    const on = () => !/^(0|false|off)$/.test(attr(token.attrs, 'w:val') ?? 'true');
    if (token.name === 'w:style') {
      style = { name: '', look: {} };
      raw.set(attr(token.attrs, 'w:styleId') ?? '', style);
      if (attr(token.attrs, 'w:type') === 'paragraph' && /^(1|true|on)$/.test(attr(token.attrs, 'w:default') ?? '')) defaultId = attr(token.attrs, 'w:styleId') ?? defaultId;
    } else if (!style) continue;
    else if (token.name === 'w:name') style.name = attr(token.attrs, 'w:val') ?? '';
    else if (token.name === 'w:basedOn') style.basedOn = attr(token.attrs, 'w:val') ?? undefined;
    else if (token.name === 'w:outlineLvl') style.outline = Number(attr(token.attrs, 'w:val'));
    else if (token.name === 'w:numId') style.numbered = attr(token.attrs, 'w:val') !== '0';
    else if (token.name === 'w:rPr' && !token.selfClosing) inRunProps = true;
    else if (inRunProps && token.name === 'w:b') style.look.bold = on();
    else if (inRunProps && token.name === 'w:caps') style.look.caps = on();
    else if (inRunProps && token.name === 'w:smallCaps') style.look.smallCaps = on();
    else if (inRunProps && token.name === 'w:sz') style.look.size = Number(attr(token.attrs, 'w:val')) || 0;
    else if (inRunProps && token.name === 'w:color') style.look.colour = colourOf(token.attrs);
    else if (inRunProps && token.name === 'w:vanish') style.look.hidden = on();
  }
  const resolved: StyleTable = new Map();
  const resolve = (id: string, depth = 0): DocxStyle | undefined => {
    const own = raw.get(id);
    if (!own) return undefined;
    const done = resolved.get(id);
    if (done) return done;
    const parent = own.basedOn && depth < 10 ? resolve(own.basedOn, depth + 1) : undefined;
    const style = { name: own.name, outline: own.outline ?? parent?.outline, numbered: own.numbered ?? parent?.numbered, look: { ...parent?.look, ...own.look } };
    resolved.set(id, style);
    return style;
  };
  for (const id of raw.keys()) resolve(id);
  // Paragraphs without a style of their own are looked up as 'Normal'.
  const byDefault = resolved.get(defaultId);
  if (byDefault && defaultId !== 'Normal') resolved.set('Normal', byDefault);
  return resolved;
}

/** Body font size in half-points from the document defaults (Word's default is 11 pt). */
function readDefaultSize(zip: ZipArchive): number {
  const styles = zip.readText('word/styles.xml') ?? '';
  const defaults = /<w:docDefaults>[\s\S]*?<\/w:docDefaults>/.exec(styles)?.[0] ?? '';
  const size = /<w:sz\s+w:val="(\d+)"/.exec(defaults)?.[1];
  return size ? Number(size) : 22;
}

// Parts whose text is not shown: alternate renderings, deleted revisions and the old place of moved text, field
// data. Field codes (w:instrText) are not shown either, but a HYPERLINK field's address is kept as a link.
const SKIP = new Set(['mc:Fallback', 'w:del', 'w:delText', 'w:moveFrom', 'w:sectPr', 'w:fldData']);

/** Parses one WordprocessingML part into paragraphs, flattening tables row by row. */
function parsePart(xml: string, links: Map<string, string>, styles: StyleTable): Para[] {
  const out: Para[] = [];
  /** Paragraphs holding the text box being read, each with its look and the shapes anchored in it so far. */
  const stack: Array<{ para: Para; look: RunLook; floats: Float[] }> = [];
  let floatsHere: Float[] = [];
  const floats: Float[] = [];
  /** Which offset of the open shape the text being read is ('V', 'H'), inside wp:posOffset. */
  let offset: 'V' | 'H' | null = null;
  let inOffset = false;
  const tables: TableCtx[] = [];
  let para: Para | null = null;
  let skipDepth = 0;
  let skipName = '';
  let inText = false;
  let inFieldCode = false;
  /**
   * The code of the field being read, from its start to where its result begins: Word splits a code over runs
   * (' HYPERLINK "' then the address), even over paragraphs, so it is read whole before its link is taken.
   */
  let fieldCode: string | null = null;
  /** Inside the result of a page-number field (PAGE, NUMPAGES): the number the page prints, no text of the CV. */
  let inPageNumber = false;
  let run: RunLook = { bold: false, size: 0, caps: false };
  /** What the paragraph's style gives every run that does not say otherwise. */
  let paraLook: RunLook = run;
  let inRunProps = false;
  let inParaProps = false;
  let hyperlink: string | null = null;
  let chars = 0;

  const emit = (p: Para) => {
    const table = tables[tables.length - 1];
    const float = floats[floats.length - 1];
    if (float && float.tableDepth === tables.length) float.paras.push(p);
    else if (table?.cell) table.cell.push(p);
    else out.push(p);
  };

  for (const token of tokenizeXml(xml)) {
    if (chars > PARSE_LIMITS.maxTextChars) break;
    if (skipDepth) {
      if (token.kind === 'open' && token.name === skipName && !token.selfClosing) skipDepth++;
      if (token.kind === 'close' && token.name === skipName) skipDepth--;
      continue;
    }
    if (token.kind === 'text') {
      if (inFieldCode && fieldCode !== null) fieldCode += token.text;
      else if (inFieldCode && para) fieldLink(para, token.text);
      const float = floats[floats.length - 1];
      if (inOffset && float) float[offset === 'V' ? 'top' : 'left'] = Number(token.text.trim()) || 0;
      if (inText && para && !run.hidden && !inPageNumber) {
        // A link is the paragraph's once it shows a word or a number: one on a separator ('| ') or a space is no
        // label anyone sees, and often a stray copied with its neighbour.
        if (hyperlink && !para.links.includes(hyperlink) && /[\p{L}\p{N}]/u.test(token.text)) para.links.push(hyperlink);
        appendText(para, token.text, run);
        chars += token.text.length;
      }
      continue;
    }
    const { name } = token;
    if (token.kind === 'close') {
      if (name === 'w:t') inText = false;
      else if (name === 'w:instrText') inFieldCode = false;
      else if (name === 'w:rPr' && !inParaProps) inRunProps = false;
      else if (name === 'w:pPr') inParaProps = false;
      else if (name === 'w:hyperlink') hyperlink = null;
      else if (name === 'w:r') run = { ...paraLook };
      else if (name === 'wp:posOffset') inOffset = false;
      else if (name === 'wp:positionV' || name === 'wp:positionH') offset = null;
      else if (name === 'wp:anchor') {
        const float = floats.pop();
        if (float?.paras.length) floatsHere.push(float);
      } else if (name === 'w:fldSimple') inPageNumber = false;
      else if (name === 'w:p' && para) {
        if (para.pageNumber) withoutPageLabel(para);
        for (const p of placeFloats(para, floatsHere)) emit(p);
        const outer = stack.pop();
        para = outer?.para ?? null;
        floatsHere = outer?.floats ?? [];
        if (outer) paraLook = outer.look;
      } else if (name === 'w:tc') {
        const t = tables[tables.length - 1];
        if (t?.cell && t.row) t.row.push(t.cell);
        if (t) t.cell = null;
      } else if (name === 'w:tr') {
        const t = tables[tables.length - 1];
        if (t?.row) t.rows.push(t.row);
        if (t) t.row = null;
      } else if (name === 'w:tbl') {
        const t = tables.pop();
        if (t) for (const p of flattenTable(t)) emit(p);
      }
      continue;
    }
    // Opening tags.
    if (SKIP.has(name) && !token.selfClosing) {
      skipDepth = 1;
      skipName = name;
      continue;
    }
    if (name === 'w:pPr' && !token.selfClosing) inParaProps = true;
    // Run properties inside paragraph properties describe the paragraph mark, not text: ignore them.
    if (name === 'w:rPr' && !token.selfClosing && !inParaProps) inRunProps = true;
    switch (name) {
      case 'w:p':
        if (token.selfClosing) {
          emit(newPara());
          break;
        }
        if (para) stack.push({ para, look: paraLook, floats: floatsHere }); // a paragraph inside a text box inside a paragraph
        para = newPara();
        floatsHere = [];
        paraLook = { ...normalLook(styles) };
        if (hyperlink) para.links.push(hyperlink);
        break;
      case 'w:r':
        run = { ...paraLook };
        break;
      case 'w:t':
        inText = !token.selfClosing;
        break;
      case 'w:instrText':
        inFieldCode = !token.selfClosing;
        break;
      case 'w:fldSimple':
        // A field written whole: its runs are its result.
        if (para && !token.selfClosing && PAGE_FIELD.test(attr(token.attrs, 'w:instr') ?? '')) {
          inPageNumber = true;
          para.pageNumber = true;
        }
        break;
      case 'w:fldChar': {
        // The field's result (its label) begins at 'separate': the link belongs to the paragraph showing it.
        const type = attr(token.attrs, 'w:fldCharType');
        if (type === 'separate' && para && fieldCode) fieldLink(para, fieldCode);
        if (type === 'separate' && para && fieldCode !== null && PAGE_FIELD.test(fieldCode)) {
          inPageNumber = true;
          para.pageNumber = true;
        }
        if (type === 'end') inPageNumber = false;
        fieldCode = type === 'begin' ? '' : null;
        break;
      }
      case 'w:tab':
      case 'w:ptab':
        if (para && !inParaProps) para.cells.push('');
        break;
      case 'w:br':
      case 'w:cr':
        if (para && !inRunProps && attr(token.attrs, 'w:type') !== 'page') breakLine(para);
        break;
      case 'w:noBreakHyphen':
        if (para) appendText(para, '-', run);
        break;
      case 'w:b':
        if (inRunProps) run.bold = !/^(0|false|off)$/.test(attr(token.attrs, 'w:val') ?? 'true');
        break;
      case 'w:sz':
        if (inRunProps) run.size = Number(attr(token.attrs, 'w:val') ?? 0) || 0;
        break;
      case 'w:caps':
        if (inRunProps) run.caps = !/^(0|false|off)$/.test(attr(token.attrs, 'w:val') ?? 'true');
        break;
      case 'w:smallCaps':
        if (inRunProps) run.smallCaps = !/^(0|false|off)$/.test(attr(token.attrs, 'w:val') ?? 'true');
        break;
      case 'w:color':
        if (inRunProps) run.colour = colourOf(token.attrs);
        break;
      case 'w:vanish':
        if (inRunProps) run.hidden = !/^(0|false|off)$/.test(attr(token.attrs, 'w:val') ?? 'true');
        break;
      case 'w:rStyle':
        if (inRunProps) run = { ...run, ...styles.get(attr(token.attrs, 'w:val') ?? '')?.look };
        break;
      case 'w:numPr':
        if (para && inParaProps) para.list = true;
        break;
      case 'w:numId':
        // Numbering 0 takes away the numbering a style gives: not a list item.
        if (para && inParaProps && attr(token.attrs, 'w:val') === '0') para.list = false;
        break;
      case 'w:pStyle':
        if (para && inParaProps) {
          const id = attr(token.attrs, 'w:val') ?? '';
          const style = styles.get(id);
          para.heading = headingLevel(id, style) ?? para.heading;
          const names = `${id} ${style?.name ?? ''}`.toLowerCase();
          if (/list(bullet|number)/.test(names.replace(/[\s-]/g, '')) || style?.numbered) para.list = true;
          if (style) paraLook = { ...paraLook, ...style.look };
        }
        break;
      case 'w:outlineLvl': {
        // An outline level set on the paragraph itself outranks its style's; 9 is body text.
        const level = Number(attr(token.attrs, 'w:val'));
        if (para && inParaProps && level <= 2) para.heading = level;
        break;
      }
      case 'w:ind':
        if (para && inParaProps) para.indent = Math.max(0, Number(attr(token.attrs, 'w:left') ?? attr(token.attrs, 'w:start') ?? 0) / 20 || 0);
        break;
      case 'w:hyperlink': {
        const id = attr(token.attrs, 'r:id');
        const target = id ? links.get(id) : undefined;
        hyperlink = target && /^(https?:|mailto:)/i.test(target) ? target : null;
        break;
      }
      case 'wp:anchor':
        if (!token.selfClosing) floats.push(newFloat(tables.length));
        break;
      case 'wp:extent': {
        // The shape's own size comes first; a picture inline in its text box has an extent of its own.
        const float = floats[floats.length - 1];
        if (float && !float.width && !float.height) [float.width, float.height] = [Number(attr(token.attrs, 'cx')) || 0, Number(attr(token.attrs, 'cy')) || 0];
        break;
      }
      case 'wp:positionV':
      case 'wp:positionH': {
        const float = floats[floats.length - 1];
        offset = name === 'wp:positionV' ? 'V' : 'H';
        if (float && offset === 'V') float.from = attr(token.attrs, 'relativeFrom') ?? '';
        break;
      }
      case 'wp:posOffset':
        inOffset = !token.selfClosing && offset !== null;
        break;
      case 'w:tbl':
        tables.push({ rows: [], row: null, cell: null });
        break;
      case 'w:tr': {
        const t = tables[tables.length - 1];
        if (t) t.row = [];
        break;
      }
      case 'w:tc': {
        const t = tables[tables.length - 1];
        if (t) t.cell = [];
        break;
      }
    }
  }
  if (para) for (const p of placeFloats(para, floatsHere)) emit(p);
  return out;
}

/**
 * A paragraph style's heading level (0 = top): its outline level, else the number in its name ('heading 2',
 * 'Titre2', 'Überschrift 3' → 1, 2); a title or subtitle style (the name, the headline) is -1, above them all.
 * Null for body styles.
 */
function headingLevel(id: string, style: DocxStyle | undefined): number | null {
  if ((style?.outline ?? 9) <= 2) return style!.outline!;
  const names = `${id} ${style?.name ?? ''}`.toLowerCase();
  if (!/\b(heading|title|subtitle)|berschrift|titre/.test(names)) return null;
  const numbered = /(?:heading|berschrift|titre)\s*([1-9])/.exec(names);
  if (numbered) return Number(numbered[1]) - 1;
  return /title|titre/.test(names) ? -1 : 0;
}

function current(para: Para): Para {
  return para.breaks.length ? para.breaks[para.breaks.length - 1]! : para;
}

function appendText(para: Para, text: string, run: RunLook): void {
  const target = current(para);
  // 'All caps' and small capitals show the text in capitals whatever was typed, and capitals are part of a
  // heading's look (a PDF of the page holds them as capitals too).
  target.cells[target.cells.length - 1] += run.caps || run.smallCaps ? text.toUpperCase() : text;
  const n = text.replace(/\s/g, '').length;
  target.chars += n;
  if (run.bold) target.boldChars += n;
  target.sizeSum += n * (run.size || 0);
  if (!run.size) target.unsized += n;
  const ink = run.colour ?? 'auto';
  target.inks[ink] = (target.inks[ink] ?? 0) + n;
}

/** The codes of fields that print a page's number or the count of pages ('Page 2 of 3' in a footer). */
const PAGE_FIELD = /^\s*(?:PAGE|NUMPAGES|SECTIONPAGES)\b/i;

/**
 * A paragraph that printed a page number keeps no words labelling it ('Page', 'Page |', 'of'): a footer's 'Page 2'
 * is no text of the CV, and read as one it joins the last entry of the page.
 */
function withoutPageLabel(para: Para): void {
  for (const line of [para, ...para.breaks]) line.cells = line.cells.map((cell) => (PAGE_LABEL.test(cell) ? '' : cell));
}

const PAGE_LABEL = /^\s*(?:page|pg\.?|p\.|seite|página|pagina)?\s*[|:.\-–—]?\s*(?:(?:of|\/|de|von|di)\s*)?[|:.\-–—]?\s*$/i;

/** A HYPERLINK field's address (' HYPERLINK "https://…" ') as a link of its paragraph: its printed label may be a word. */
function fieldLink(para: Para, code: string): void {
  const target = /HYPERLINK\s+"((?:https?:|mailto:)[^"]+)"/i.exec(code)?.[1];
  if (target && !para.links.includes(target)) para.links.push(target);
}

/** A run's colour: the theme colour it names, else its RGB value; 'auto' is the default text colour. */
function colourOf(attrs: string): string {
  return (attr(attrs, 'w:themeColor') ?? attr(attrs, 'w:val') ?? 'auto').toLowerCase().replace(/^000000$/, 'auto');
}

function breakLine(para: Para): void {
  const line = newPara();
  line.list = false;
  line.indent = para.indent;
  para.breaks.push(line);
}

/**
 * A list typed by hand: a bullet glyph, then a tab, then the words ('•⇥Led a team of five'). The glyph is the
 * line's bullet, not a cell of its own; the words start the line.
 */
function withoutBulletCell(texts: string[]): { texts: string[]; glyph: boolean } {
  const first = texts.findIndex(Boolean);
  const glyph = first >= 0 && isBulletGlyph(texts[first]!) && texts.slice(first + 1).some(Boolean);
  return glyph ? { texts: texts.slice(first + 1), glyph } : { texts, glyph };
}

function toLines(paras: Para[], defaultSize: number): TextLine[] {
  const all = paras.flatMap(expand);
  // Body size: the size carrying most characters (runs without a size use the document default).
  const sizes = new Map<number, number>();
  for (const p of all) {
    const size = paraSize(p, defaultSize);
    sizes.set(size, (sizes.get(size) ?? 0) + p.chars);
  }
  const body = largestCount(sizes) ?? defaultSize;
  const { levelOf, sizeOf } = headingLevels(all, defaultSize);
  const lines: TextLine[] = [];
  let gap = false;
  for (const p of all) {
    const { texts, glyph } = withoutBulletCell(p.cells.map((text) => squash(cleanText(text))));
    const cells: TextCell[] = [];
    texts.forEach((value, i) => {
      if (value) cells.push({ text: value, x: p.indent + i * 100 });
    });
    if (!cells.length) {
      gap = true;
      continue;
    }
    let bullet = p.list || glyph;
    const stripped = stripBullet(cells[0]!.text);
    if (stripped.bullet) {
      bullet = true;
      cells[0] = { x: cells[0]!.x, text: stripped.text };
    }
    const size = p.chars ? paraSize(p, defaultSize) / body : 1;
    const level = levelOf(p);
    lines.push({
      text: cells.map((c) => c.text).join(' | '),
      cells,
      x: p.indent,
      size: Math.max(size, sizeOf(level)),
      bold: level !== null || (p.chars > 0 && p.boldChars >= p.chars * 0.8),
      bullet,
      gapBefore: gap || Boolean(p.gapBefore),
      page: 1,
      links: p.links,
      wrap: 0,
      // Word headings are often told from the body by colour alone.
      style: inkOf(p),
    });
    gap = false;
    if (lines.length >= PARSE_LIMITS.maxLines) break;
  }
  return lines;
}
