import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { f1, scoreSet, setFiles, sum, type Counts } from './score-set.ts';

/**
 * The real-world set (tests/fixtures/realworld/cvs): CV PDFs made by pdfTeX, LibreOffice Writer and
 * Ghostscript (design-tool style placement), whose text layers differ from a browser's: ligatures, TeX
 * hyphenation, letter-spaced and small-caps headings, icon fonts, layout tables, tab stops, running
 * headers and footers. Each has hand-written truth (generate.ts documents how the PDFs were made). The
 * floors are what the parser reaches, so a rule that breaks one of these CVs fails here.
 */

const dir = path.resolve(process.cwd(), 'tests/fixtures/realworld/cvs');
const files = setFiles(dir);
let scores = new Map<string, Counts>();

/** Files read less than perfectly, with the floor each reaches (the rest must stay at 1). */
const FLOORS: Record<string, number> = {
  // 'Working Student, Firmware' is taken for a title and an employer.
  'rw11-latex-sidebar.pdf': 0.9,
  // One institution printed for two degrees is read as two entries; the truth has one.
  'rw12-moderncv-banking.pdf': 0.92,
  // Its truth leaves the Projects section out; projects are read as additional details, as the public CVs' truths have them.
  'rw04-latex-jake.pdf': 0.97,
  // 'MSc Eng.' is cut after 'MSc'.
  'rw13-latex-fancyhdr.pdf': 0.95,
};

beforeAll(async () => {
  scores = await scoreSet(dir, files);
}, 60_000);

describe('real-world set', () => {
  test('holds PDFs from each engine, each small and with its truth', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    const kinds = ['latex', 'moderncv', 'word', 'design'];
    for (const kind of kinds) expect(files.filter((f) => f.includes(`-${kind}`)).length, kind).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      expect(existsSync(path.join(dir, file.replace(/\.\w+$/, '.json'))), file).toBe(true);
      expect(statSync(path.join(dir, file)).size, file).toBeLessThan(80_000);
    }
  });

  test('overall F1 stays at the level the parser reaches', () => {
    expect(f1(sum(scores.values()))).toBeGreaterThanOrEqual(0.98);
  });


  test.each(files)('%s is read well on its own', (file) => {
    expect(f1(scores.get(file)!)).toBeGreaterThanOrEqual(FLOORS[file] ?? 1);
  });
});
