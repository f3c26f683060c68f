import { createRequire } from 'node:module';
import path from 'node:path';
import { settleDashBullets } from './pdf-layout/dash-bullets.ts';
import { markGaps } from './pdf-layout/gaps.ts';
import { dropOverprints } from './pdf-layout/overprint.ts';
import { rotatedHeadingRuns } from './pdf-layout/rotated-headings.ts';
import { readingOrder } from './pdf-layout/reading-order.ts';
import { columnEdges, rowToLine } from './pdf-layout/row-to-line.ts';
import { groupRows } from './pdf-layout/rows.ts';
import { drawnBulletRuns } from './pdf-layout/drawn-bullets.ts';
import { dropRunningLines } from './pdf-layout/running-lines.ts';
import { threadColumnsAcrossPages } from './pdf-layout/page-threads.ts';
import { markSymbolRuns, symbolFonts } from './pdf-layout/symbol-fonts.ts';
import type { PdfLine, PdfRun, TextItemLike } from './pdf-layout/types.ts';
import { joinJustifiedRows } from './pdf-layout/justified.ts';
import { mendWrappedCells } from './pdf-layout/wrapped-cells.ts';
import { markPageWraps, scoreWraps } from './pdf-layout/wraps.ts';
import { isTypedRule } from './clean.ts';
import { joinLostGlyphRuns } from './lost-ligatures.ts';
import { textInks, type OperatorList } from './pdf-drawing.ts';
import { splitRunsByFont } from './pdf-layout/font-runs.ts';
import { isMarkSized, paintedBoxes } from './pdf-marks.ts';
import { markChipRuns } from './pdf-layout/chips.ts';
import { fontSink, provideFontFace } from './pdf-font-sink.ts';
import { fontWeight, learnFontNames, nameLoadedFonts, readOperatorList, readsBold, sameFace } from './pdf-fonts.ts';
import { ParseFailure } from '../errors.ts';
import { MIN_PDFJS_VERSION, PARSE_LIMITS } from '../limits.ts';
import type { ExtractedText, TextLine } from '../types.ts';
import { largestCount } from '../../../lib/tally.ts';

/**
 * PDF text with pdf.js (pdfjs-dist legacy build, which runs in Node). Font programs are never compiled to
 * code (isEvalSupported: false, CVE-2024-4367) and no glyph outline is built at all (see fontSink), scripts
 * and XFA are off, no system fonts are loaded, nothing is fetched over a network, and only the first pages
 * up to the cap are read.
 */

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Options handed to pdf.js getDocument (besides the bytes). Exported so a test can prove them. */
export const PDFJS_OPTIONS = {
  isEvalSupported: false,
  /** pdf.js only runs document scripts through its viewer's sandbox, which we never load; stated for the record. */
  enableScripting: false,
  enableXfa: false,
  // Fonts go to fontSink as font faces: no glyph outlines are built (nor ever evaluated: isEvalSupported).
  disableFontFace: false,
  // Only the members pdf.js's font loader uses; nothing else of a document is asked (pdf-font-sink.ts).
  ownerDocument: fontSink as unknown as Document,
  useSystemFonts: false,
  useWorkerFetch: false,
  disableAutoFetch: true,
  disableStream: true,
  disableRange: true,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  stopAtErrors: false,
  // Nothing is ever drawn: the operator list, read for the fonts' names, skips decoding images at all.
  maxImageSize: 0,
  verbosity: 0,
  // Local files only: CMaps are needed to read text in CJK fonts that don't embed theirs.
  cMapUrl: `${path.join(pdfjsDir, 'cmaps')}${path.sep}`,
  cMapPacked: true,
  standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}${path.sep}`,
} as const;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loaded: Promise<PdfJs> | undefined;

/** Compares dotted versions: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** Loads pdf.js once, with its worker code on the main thread (no worker file is fetched), and checks its version. */
export function loadPdfJs(): Promise<PdfJs> {
  loaded ??= (async () => {
    provideFontFace();
    // The worker module ships without type declarations; it is only handed to pdf.js as-is.
    const workerModule: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
    const worker: unknown = await import(workerModule);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    if (compareVersions(pdfjs.version, MIN_PDFJS_VERSION) < 0) {
      throw new Error(`pdfjs-dist ${pdfjs.version} is older than ${MIN_PDFJS_VERSION}`);
    }
    return pdfjs;
  })();
  return loaded;
}

/**
 * Text set along a horizontal baseline. Rotated or vertical text (margins, watermarks) is not part of the
 * reading flow (but for section headings set in a margin: pdf-layout/rotated-headings.ts); text that is only sheared (an oblique face faked by the generator: b = 0, c ≠ 0) is.
 */
export function readsAcross(transform: number[]): boolean {
  const [a = 0, b = 0] = transform;
  return a !== 0 && Math.abs(b) <= 0.01 * Math.abs(a);
}

/**
 * Extracts reading-ordered lines from a PDF. pdf.js takes the buffer it is given (it is transferred, and so emptied):
 * the caller's bytes are copied first unless `handOver` says they are the parse's own (a worker's job, whose bytes
 * were transferred to it), which spares a copy of the whole file while it is parsed.
 */
export async function extractPdf(bytes: Uint8Array, { handOver = false } = {}): Promise<ExtractedText> {
  const pdfjs = await loadPdfJs();
  // Read before pdf.js takes the bytes.
  const cutShort = looksTruncated(bytes);
  const task = pdfjs.getDocument({ ...PDFJS_OPTIONS, data: handOver ? bytes : bytes.slice() });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    const name = (error as Error)?.name;
    if (name === 'PasswordException') throw new ParseFailure('encrypted');
    throw new ParseFailure('unreadable');
  }
  try {
    if (doc.numPages > PARSE_LIMITS.maxPdfPages) throw new ParseFailure('tooManyPages');
    const pages: Array<{ page: Awaited<ReturnType<typeof doc.getPage>>; runs: PdfRun[]; annotations: Promise<unknown[]> }> = [];
    const fontNames = new Map<string, string>();
    // Also the fonts a drawing splits items into: only to tell whether two of them are one face, since naming
    // them for bold would change which lines read bold.
    const faceNames = new Map<string, string>();
    const requested = requestPages(doc);
    let chars = 0;
    // Whether the text met so far is drawn in more than one colour: only then are later pages' colours worth reading.
    const inks = new Set<string>();
    // Whether a page so far drew hyphens the text layer lost (see hyphensDrawn): later pages are read for them too.
    let softHyphens = false;
    // Whether a page so far drew its bullets as shapes (see drawnBulletRuns): later pages are read for them too.
    let shapeBullets = false;
    // Whether a page so far set words letter-spaced (see closeTracking): later pages are read for them too.
    let letterSpaced = false;
    for (let p = 1; p <= doc.numPages && chars < PARSE_LIMITS.maxTextChars; p++) {
      const { page, content: pending, annotations } = await requested[p - 1]!;
      const content = await pending;
      const items = (content.items as TextItemLike[]).filter((item) => typeof item.str === 'string');
      const runs: PdfRun[] = [];
      const itemOfRun: number[] = [];
      items.forEach((item, i) => {
        // A leader ('. . . . .') is a line drawn in text: were it kept as a run, its width would bridge a column gutter.
        if (!item.str.trim() || isTypedRule(item.str)) return;
        const [a, , , d, e, f] = item.transform as [number, number, number, number, number, number];
        if (!readsAcross(item.transform)) return;
        const size = Math.abs(d) || Math.abs(a);
        if (size < 1) return;
        runs.push({ str: item.str, x: e, y: f, w: item.width, size, font: item.fontName });
        itemOfRun.push(i);
        chars += item.str.length;
      });
      for (const { run, item } of rotatedHeadingRuns(items, runs)) {
        runs.push(run);
        itemOfRun.push(item);
      }
      const list = (await learnFontNames(page, runs, fontNames)) ?? (inks.size > 1 || softHyphens || shapeBullets || letterSpaced ? await readOperatorList(page) : null);
      const read = list ? textInks(list as OperatorList, items, pdfjs.OPS) : null;
      if (read) {
        runs.forEach((run, r) => {
          const colour = read.colours[itemOfRun[r]!];
          if (colour) {
            run.colour = colour;
            inks.add(colour);
          }
          const hyphenated = read.hyphenated.get(itemOfRun[r]!);
          if (hyphenated !== undefined) {
            run.str = hyphenated;
            softHyphens = true;
          } else {
            const tracked = read.tracked.get(itemOfRun[r]!);
            if (tracked !== undefined) {
              run.str = tracked;
              letterSpaced = true;
            }
          }
        });
        splitRunsByFont(runs, itemOfRun, read.fontPieces);
        nameLoadedFonts(page, new Set(runs.map((run) => run.font)), faceNames);
      }
      if (list) {
        const boxes = paintedBoxes(list as OperatorList, pdfjs.OPS);
        markChipRuns(boxes, runs);
        const bullets = drawnBulletRuns(boxes.filter(isMarkSized), runs);
        if (bullets.length) shapeBullets = true;
        runs.push(...bullets);
      }
      pages.push({ page, runs, annotations });
    }
    const symbols = symbolFonts(pages.flatMap((p) => p.runs), new Map([...faceNames, ...fontNames]));
    // Blocks of lines per page (a column, or a full-width stretch), before running headers and footers go.
    const pageBlocks = pages.map(({ runs }, i) => {
      markSymbolRuns(runs, symbols);
      const rows = groupRows(joinLostGlyphRuns(dropOverprints(runs)));
      const edges = columnEdges(rows);
      return readingOrder(rows).map((block) => mendWrappedCells(block.map((row) => rowToLine(row, i + 1, edges)).filter((l) => l.cells.length)));
    });
    // Running lines go before wraps are scored: a page header is no measure of a column's width.
    const kept = new Set(dropRunningLines(pageBlocks.flat(2)));
    const keptBlocks: PdfLine[][][] = [];
    for (const [i, { page, annotations }] of pages.entries()) {
      const blocks = pageBlocks[i]!.map((block) => {
        const blockLines = block.filter((l) => kept.has(l));
        joinJustifiedRows(blockLines);
        settleDashBullets(blockLines);
        scoreWraps(blockLines);
        return blockLines;
      }).filter((block) => block.length);
      await attachLinks(annotations, blocks.flat());
      keptBlocks.push(blocks);
      page.cleanup();
    }
    const lines = threadColumnsAcrossPages(keptBlocks).flat();
    // A contact footer is read where a header would be: before the first page's text.
    const footer = lines.findIndex((l) => l.contactFooter);
    if (footer > 0) lines.unshift(...lines.splice(footer, 1));
    markPageWraps(lines);
    markGaps(lines);
    const text = toTextLines(lines, fontNames, new Map([...faceNames, ...fontNames]));
    if (!text.some((l) => /\p{L}{2}/u.test(l.text))) throw new ParseFailure(cutShort ? 'unreadable' : 'noText');
    return { format: 'pdf', lines: text };
  } catch (error) {
    if (error instanceof ParseFailure) throw error;
    throw new ParseFailure('unreadable');
  } finally {
    await doc.destroy().catch(() => {});
  }
}

type PdfDoc = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDoc['getPage']>>;
interface RequestedPage {
  page: PdfPage;
  content: Promise<Awaited<ReturnType<PdfPage['getTextContent']>>>;
  annotations: Promise<unknown[]>;
}

/**
 * Asks pdf.js for every page's text and links at once. pdf.js inflates streams off the main thread, so
 * while one page's streams inflate another's are parsed; asking page by page left that time idle. The pages
 * are still read in order, and a page read past the text cap is simply not used.
 */
function requestPages(doc: PdfDoc): Array<Promise<RequestedPage>> {
  const requested: Array<Promise<RequestedPage>> = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const request = doc.getPage(p).then((page) => {
      const content = page.getTextContent();
      const annotations = page.getAnnotations();
      // A page never used (past the cap, or after a failure) must not leave a rejection unhandled.
      content.catch(() => {});
      annotations.catch(() => {});
      return { page, content, annotations };
    });
    request.catch(() => {});
    requested.push(request);
  }
  return requested;
}

/** A PDF without its end-of-file marker was cut short; an empty result then means damage, not a scan. */
function looksTruncated(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(Math.max(0, bytes.length - 2048));
  return tail.indexOf('%%EOF', 0, 'latin1') < 0;
}

interface LinkAnnotation {
  subtype?: string;
  url?: string;
  rect?: number[];
}

/** Web links laid over text (an icon or 'LinkedIn' with the address only in the link) are kept with their line. */
async function attachLinks(pending: Promise<unknown[]>, lines: PdfLine[]): Promise<void> {
  let annotations: LinkAnnotation[];
  try {
    annotations = (await pending) as LinkAnnotation[];
  } catch {
    return;
  }
  for (const a of annotations.slice(0, 200)) {
    if (a.subtype !== 'Link' || typeof a.url !== 'string' || !/^(https?:|mailto:)/i.test(a.url) || !a.rect) continue;
    const line = lineUnderLink(lines, a.rect);
    // pdf.js normalises 'https://site.dev' to 'https://site.dev/'; keep the address as printed.
    const url = a.url.replace(/^(https?:\/\/[^/]+)\/$/i, '$1');
    if (line && !line.links.includes(url)) line.links.push(url);
  }
}

/**
 * The line a link box covers. The box often reaches into the lines above and below (3 points of slack are
 * needed for generators that draw it tight), so of the lines it touches, the one whose baseline sits nearest
 * where a baseline sits in a box of that height, just above its bottom, wins.
 */
export function lineUnderLink(lines: PdfLine[], rect: number[]): PdfLine | undefined {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = rect;
  const bottom = Math.min(y1, y2);
  const top = Math.max(y1, y2);
  const baseline = bottom + (top - bottom) * 0.2;
  let best: PdfLine | undefined;
  for (const l of lines) {
    if (l.y < bottom - 3 || l.y > top + 3 || l.x > Math.max(x1, x2) || l.right < Math.min(x1, x2)) continue;
    if (!best || Math.abs(l.y - baseline) < Math.abs(best.y - baseline)) best = l;
  }
  return best;
}

/**
 * A heading with an icon before it ('✎ Education' in altacv and its kin, a Material icon in HTML templates): the
 * icon reads as a bullet, but a short line set well above the body size is no list item. The body size is
 * rounded to half a point (10.8 reads as 11), so a heading a fifth larger than the body measures a little less.
 */
export function isIconHeading(line: PdfLine, bodySize: number): boolean {
  const text = line.cells.map((c) => c.text).join(' ');
  return line.cells.length === 1 && line.size >= bodySize * 1.15 && text.split(/\s+/).length <= 6 && !/[.,;:]$/.test(text);
}

/**
 * Converts laid-out lines to TextLines with sizes relative to the body text and emphasis by font: bold by the
 * weight the font's name states, or, where no font could be named, by any font other than the body's.
 * `faceNames` names more fonts (those a drawing split items into), to tell a lead set in the same face.
 */
export function toTextLines(lines: PdfLine[], fontNames: Map<string, string> = new Map(), faceNames = fontNames): TextLine[] {
  const sizeChars = new Map<number, number>();
  const fontChars = new Map<string, number>();
  for (const line of lines) {
    const n = line.cells.reduce((s, c) => s + c.text.length, 0);
    const size = Math.round(line.size * 2) / 2;
    sizeChars.set(size, (sizeChars.get(size) ?? 0) + n);
    fontChars.set(line.font, (fontChars.get(line.font) ?? 0) + n);
  }
  const bodySize = largestCount(sizeChars) ?? 10;
  const bodyFont = largestCount(fontChars) ?? '';
  const bodyName = fontNames.get(bodyFont);
  const bodyWeight = bodyName === undefined ? 400 : fontWeight(bodyName);
  // Asked once per font, not once per line: reading a weight from a name takes a dozen patterns.
  const boldOf = new Map<string, boolean>();
  const bold = (font: string) => {
    let known = boldOf.get(font);
    if (known === undefined) {
      const name = fontNames.get(font);
      known = name === undefined || bodyName === undefined ? font !== bodyFont : readsBold(fontWeight(name), bodyWeight);
      boldOf.set(font, known);
    }
    return known;
  };
  return lines.slice(0, PARSE_LIMITS.maxLines).map((line) => ({
    text: line.cells.map((c) => c.text).join(' | '),
    cells: line.cells,
    x: line.x,
    size: line.size / bodySize,
    bold: bold(line.font),
    bullet: line.bullet && !isIconHeading(line, bodySize),
    gapBefore: line.gapBefore,
    page: line.page,
    links: line.links,
    wrap: line.wrap,
    style: line.colour ? `${line.font} ${line.colour}` : line.font,
    right: line.right,
    ...(line.lead && !leadInSameFace(line, faceNames) ? { lead: line.lead } : {}),
  }));
}

/** A line's opening words set in another subset of the same face ('Senior Software ' | 'Engineer' from Chromium): no font change a reader sees. */
function leadInSameFace(line: PdfLine, faceNames: Map<string, string>): boolean {
  const [leadName, restName] = (line.leadFonts ?? []).map((font) => faceNames.get(font));
  return leadName !== undefined && restName !== undefined && sameFace(leadName, restName);
}
