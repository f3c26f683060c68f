import { fillTemplate } from '../../content/template.ts';
import type { ParsedCv } from '../schema.ts';

/** Most characters of the name in a download name: with ' CV.docx' it stays under 255 bytes on every file system. */
export const FILE_NAME_MAX_CHARS = 60;

/**
 * A person's name as it may stand in a file name, letters kept as written ('Søren Ødegård', 'Zoë O'Brien',
 * '李明'): letters, marks, digits, apostrophes and hyphens stay; everything else, including every character a
 * file system reserves (/ \ : * ? " < > | and control characters) and dots, becomes one space. Empty when
 * nothing usable is left.
 */
export function nameForFile(text: string): string {
  const safe = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}'’-]+/gu, ' ')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(safe)) return '';
  // Cut by code points, so a letter outside the BMP is never split in half.
  return Array.from(safe).slice(0, FILE_NAME_MAX_CHARS).join('').trim();
}

/**
 * The download name of an exported CV, without extension: `template` with {name} as the CV's name
 * ('Søren Ødegård CV'), or `unnamed` when the CV has no usable name.
 */
export function cvFileBaseName(cv: Pick<ParsedCv, 'first_name' | 'surname'>, template: string, unnamed: string): string {
  const name = nameForFile(`${cv.first_name} ${cv.surname}`);
  return name ? fillTemplate(template, { name }) : unnamed;
}
