import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { extractText } from '../../../src/server/cv-parse/extract-text.ts';
import { isPlaceName } from '../../../src/server/cv-parse/structure/contact.ts';
import { headingKind, looksLikeHeadingForm, splitSections } from '../../../src/server/cv-parse/structure/sections.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import type { CvFormat } from '../../../src/server/cv-parse/types.ts';

/**
 * No line is lost: every line of a CV either gives something to a field or is offered for review as unplaced.
 * Checked over every committed CV file by words: a line none of whose words reaches the answer was dropped.
 * Headings, labels ('Over 5000 lines:'), stray numbers and a role's or school's place ('Croydon' beside the dates)
 * say nothing a field could hold; a citation's authors and venue belong to the publication read from it.
 */

const SETS = ['tests/fixtures/generalisation/cvs', 'tests/fixtures/realworld/cvs', 'tests/fixtures/public/cvs'];
const words = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const files = SETS.flatMap((dir) =>
  readdirSync(path.resolve(process.cwd(), dir))
    .filter((f) => /\.(pdf|docx|txt)$/.test(f))
    .map((f) => path.join(dir, f)),
);

describe('no line lost', () => {
  test.each(files)('%s: every line reaches a field or the lines to review', async (file) => {
    const format = path.extname(file).slice(1) as CvFormat;
    const { lines } = await extractText(new Uint8Array(readFileSync(path.resolve(process.cwd(), file))), format);
    const { data, unplaced } = structureCv(lines);
    const citations = new Set(splitSections(lines).filter((s) => s.kind === 'publications').flatMap((s) => s.lines));
    // Joined as text, so the tail of a hyphenated word ('partments') is found inside the word it completes.
    const answer = ` ${words(`${JSON.stringify(data)} ${unplaced.join(' ')}`).join(' ')} `;
    const lost = lines
      // Headings, and stray numbers with no word (a page number, the tail of a page range).
      .filter((line) => !headingKind(line.text) && !looksLikeHeadingForm(line) && !/:$/.test(line.text) && /\p{L}/u.test(line.text))
      .filter((line) => !citations.has(line))
      .filter((line) => !line.cells.every((cell) => isPlaceName(cell.text.replace(/[,.]$/, ''))))
      .filter((line) => {
        const own = words(line.text);
        return own.length > 0 && !own.some((w) => answer.includes(/^\p{L}{2,}$/u.test(w) ? w : ` ${w} `));
      })
      .map((line) => line.text);
    expect(lost).toEqual([]);
  }, 30_000); // the first file loads pdf.js

  test('a line nobody reads is offered for review', () => {
    const cv = structureCv(
      ['Jane Example', 'EXPERIENCE', 'Analyst | Acme Ltd | Jan 2019 - Dec 2021', 'Built the monthly sales report', 'COURSEWORK', 'Econometrics, Game Theory'].map(
        (text) => ({ text, cells: [{ text, x: 0 }], x: 0, size: 1, bold: false, bullet: false, gapBefore: false, page: 1, links: [], wrap: 0 as const }),
      ),
    );
    expect(cv.unplaced).toContain('Econometrics, Game Theory');
  });
});
