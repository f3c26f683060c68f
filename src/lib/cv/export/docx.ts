import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  TabStopType,
  TextRun,
  type ParagraphChild,
} from 'docx';
import { buildCvLayout, type CvBlock, type CvDocumentLabels, type CvEntry, type CvRow } from './layout.ts';
import type { ParsedCv } from '../schema.ts';

/**
 * Download DOCX: the CV as a clean one-column Word document, written from the same layout as the printed PDF
 * (name as title, headline, contact lines, then the SPEC §2 sections; empty ones left out). The `docx`
 * package is large, so the UI loads this module only when the button is pressed.
 */

// A4 in twentieths of a point, with 18 mm margins; dates sit at a right tab on the margin.
const PAGE = { width: 11_906, height: 16_838, margin: 1_020 };
const RIGHT_EDGE = PAGE.width - 2 * PAGE.margin;
// Sizes in half-points.
const SIZE = { body: 21, name: 40, headline: 26, heading: 26 };
const FONT = 'Arial';

const spaced = (after: number, before = 0) => ({ spacing: { before, after } });

function rowParagraph(row: CvRow, bold: boolean, keepNext: boolean): Paragraph {
  const children: ParagraphChild[] = [new TextRun({ text: row.text, bold })];
  if (row.dates) children.push(new TextRun({ children: [new Tab(), row.dates], bold }));
  return new Paragraph({
    children,
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_EDGE }],
    keepNext,
    keepLines: true,
    ...spaced(20),
  });
}

function bulletParagraphs(items: string[]): Paragraph[] {
  return items.map((text) => new Paragraph({ text, bullet: { level: 0 }, keepLines: true, ...spaced(20) }));
}

function entryParagraphs(entry: CvEntry): Paragraph[] {
  const hasMore = entry.rows.length > 0 || entry.summary !== '' || entry.bullets.length > 0;
  const out = [rowParagraph(entry.head, entry.strong, hasMore)];
  entry.rows.forEach((row, index) => out.push(rowParagraph(row, false, index < entry.rows.length - 1 || entry.summary !== '')));
  if (entry.summary) out.push(new Paragraph({ text: entry.summary, ...spaced(40) }));
  out.push(...bulletParagraphs(entry.bullets));
  // A little air after a full entry (a role, an institution); one-line entries stay tight.
  if (entry.strong) out.push(new Paragraph({ ...spaced(0), children: [] }));
  return out;
}

function blockParagraphs(block: CvBlock): Paragraph[] {
  switch (block.kind) {
    case 'paragraph':
      return [new Paragraph({ text: block.text, ...spaced(60) })];
    case 'bullets':
      return bulletParagraphs(block.items);
    case 'inline':
      return [new Paragraph({ text: block.items.join(' · '), ...spaced(60) })];
    case 'entries':
      return block.entries.flatMap(entryParagraphs);
  }
}

/** The DOCX document for `cv` (exported for tests; the UI uses `cvToDocxBlob`). */
export function buildCvDocx(cv: ParsedCv, labels: CvDocumentLabels): Document {
  const layout = buildCvLayout(cv, labels);
  const children: Paragraph[] = [];
  if (layout.name) {
    children.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: layout.name, bold: true, size: SIZE.name })], ...spaced(40) }));
  }
  if (layout.headline) children.push(new Paragraph({ children: [new TextRun({ text: layout.headline, size: SIZE.headline })], ...spaced(60) }));
  for (const line of layout.contacts) children.push(new Paragraph({ text: line, ...spaced(0) }));
  for (const link of layout.links) {
    children.push(
      new Paragraph({
        ...spaced(0),
        children: [
          ...(link.label ? [new TextRun(`${link.label}: `)] : []),
          link.href
            ? new ExternalHyperlink({ link: link.href, children: [new TextRun({ text: link.display, style: 'Hyperlink' })] })
            : new TextRun(link.display),
        ],
      }),
    );
  }
  for (const section of layout.sections) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        children: [new TextRun({ text: section.heading, bold: true, size: SIZE.heading })],
        keepNext: true,
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
        ...spaced(80, 240),
      }),
      ...blockParagraphs(section.block),
    );
  }
  return new Document({
    title: layout.name || undefined,
    styles: {
      default: {
        document: { run: { font: FONT, size: SIZE.body, color: '000000' } },
        title: { run: { font: FONT, color: '000000' }, paragraph: { alignment: AlignmentType.LEFT } },
        heading1: { run: { font: FONT, color: '000000' } },
      },
    },
    sections: [
      {
        properties: {
          page: { size: { width: PAGE.width, height: PAGE.height }, margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin } },
        },
        children,
      },
    ],
  });
}

/** The CV as a .docx file. */
export function cvToDocxBlob(cv: ParsedCv, labels: CvDocumentLabels): Promise<Blob> {
  return Packer.toBlob(buildCvDocx(cv, labels));
}
