import type { CvBlock, CvEntry, CvLayout, CvRow } from './layout.ts';

/**
 * The CV document as plain text: the lines the exported PDF and DOCX print, in the same order, so that whatever
 * reads a CV as text (the LLM structurer's fallback source) reads what a person would see. Headings are in
 * capitals, a dated line ends with a tab and its dates (where the printed page sets them at the right margin),
 * bullets start with '- '.
 */

const dated = ({ text, dates }: CvRow) => [text, dates].filter(Boolean).join('\t');

const entryLines = (entry: CvEntry): string[] => [
  dated(entry.head),
  ...entry.rows.map(dated),
  ...(entry.summary ? [entry.summary] : []),
  ...entry.bullets.map((bullet) => `- ${bullet}`),
];

function blockLines(block: CvBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'bullets':
      return block.items.map((item) => `- ${item}`);
    case 'inline':
      return [block.items.join(', ')];
    case 'entries':
      return block.entries.flatMap((entry, index) => [...(index > 0 && entry.strong ? [''] : []), ...entryLines(entry)]);
  }
}

/** The document's lines: name, headline, contacts and links, then each section after a blank line. */
export function layoutLines(layout: CvLayout): string[] {
  const header = [
    layout.name,
    layout.headline,
    ...layout.contacts,
    ...layout.links.map((link) => [link.label, link.display].filter(Boolean).join(': ')),
  ];
  const sections = layout.sections.flatMap((section) => ['', section.heading.toUpperCase(), ...blockLines(section.block)]);
  return [...header, ...sections].filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''));
}
