import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { committedDir, committedFiles, readManifest, sha256Of } from '../../fixtures/public/manifest.ts';
import { f1, scoreSet, type Counts } from './score-set.ts';

/**
 * The public real-world set (tests/fixtures/public): CVs that nobody here wrote, from public repositories, with
 * hand-written truth. The committed part is the template examples whose licence allows it; people's own CVs stay
 * on the machine that collected them and are measured by `npm run bench:parse -- --set public`. The floors are
 * what the parser reaches on each committed file, so a
 * rule that breaks one of them fails here.
 */

const manifest = readManifest();
const files = committedFiles();
let scores = new Map<string, Counts>();

/** F1 each committed file reaches today, less a hundredth. */
const FLOORS: Record<string, number> = {
  'pa01-awesomecv.pdf': 0.85,
  'pa02-latexcv.pdf': 0.59,
  'pa03-moderncv.pdf': 0.34,
  'pa04-latexcv.pdf': 0.45,
  'pa05-altacv.pdf': 0.79,
  'pa06-friggeri.pdf': 0.91,
  'pa07-twentyseconds.pdf': 0.69,
  'pa08-altacv.pdf': 0.91,
  'pb01-deedy.pdf': 0.99,
  'pb02-sb2nov.pdf': 0.99,
  'pb03-simpleresumecv.pdf': 0.97,
  'pb05-europecv.pdf': 0.82,
  'pb06-russell.pdf': 0.95,
  'pb08-latexcv.pdf': 0.62,
  'pc01-rendercv.pdf': 0.75,
  'pc02-rendercv.pdf': 0.99,
  'pc03-typst.pdf': 0.95,
  'pc04-typst.pdf': 0.98,
  'pc07-html.pdf': 0.97,
  'pl01-latexcv.pdf': 0.53,
  'pl02-latexcv.pdf': 0.61,
  'pl03-latexcv.pdf': 0.28,
  'pl04-latexcv.pdf': 0.84,
  'pl05-latexcv.pdf': 0.68,
  'pl08-twentyseconds.pdf': 0.65,
  'pj01-moderncv.pdf': 0.89,
  'pj02-moderncv.pdf': 0.89,
  'pj03-moderncv.pdf': 0.81,
  'pj08-rendercv.pdf': 0.99,
  'pn01-typst.pdf': 0.96,
  'pn02-typst.pdf': 0.68,
  'pn03-markdown.pdf': 0.99,
  'pn04-markdown.pdf': 0.99,
  'pn05-markdown.pdf': 0.72,
  'pp01-jsonresume.pdf': 0.83,
  'pp02-jsonresume.pdf': 0.99,
  'pp03-jsonresume.pdf': 0.99,
  'pq02-resumecls.pdf': 0.81,
  'pr03-altacv.pdf': 0.83,
  'pr04-twentyseconds.pdf': 0.59,
  'pr08-altacv.pdf': 0.77,
  'qa01-word.docx': 0.29,
  'qa02-typst.pdf': 0.68,
  'qa03-typst.pdf': 0.74,
  'qa04-typst.pdf': 0.63,
  'qa05-chromium.pdf': 0.91,
  'qa06-simplecv.pdf': 0.79,
  'qb01-reactiveresume.pdf': 0.94,
  'qb02-reactiveresume.pdf': 0.87,
  'qb03-typst.pdf': 0.89,
  'qb04-typst.pdf': 0.94,
  'qb05-dartpdf.pdf': 0.93,
  'qb06-cleancv.pdf': 0.81,
  'qc01-typst.pdf': 0.74,
  'qc02-typst.pdf': 0.63,
  'qc03-rover.pdf': 0.93,
  'qc04-rover.pdf': 0.81,
  'qc05-chromium.pdf': 0.98,
  'qc06-latex.pdf': 0.97,
  'qd01-latex.pdf': 0.88,
  'qd02-html.pdf': 0.85,
  'qd03-latex.pdf': 0.72,
  'qd04-jsonresume.pdf': 0.99,
  'qe01-jsonresume.pdf': 0.82,
  'qe02-reactiveresume.pdf': 0.69,
  'qe03-rendercv.pdf': 0.98,
  'qe04-reactiveresume.pdf': 0.93,
  'qf01-pythondocx.docx': 0.99,
  'qf08-pythondocx.docx': 0.99,
  'qf09-googledocs.docx': 0.95,
  'qf10-pythondocx.docx': 0.99,
  'qg01-jsonresume.pdf': 0.74,
  'qg02-latex.pdf': 0.57,
  'qg03-asciidoc.pdf': 0.32,
  'qg04-html.pdf': 0.99,
  'qg07-typst.pdf': 0.92,
  'qh01-jsonresume.pdf': 0.99,
  'qh02-latex.pdf': 0.84,
  'qh03-reactiveresume.pdf': 0.88,
  'qh04-typst.pdf': 0.96,
  'qi01-googledocs.pdf': 0.99,
  'qi02-pdfmake.pdf': 0.79,
};

/** Licences that let us redistribute a file unchanged. */
const REDISTRIBUTABLE = /^(MIT|LPPL-1\.3c|Apache-2\.0|Unlicense|BSD-[23]-Clause|CC0-1\.0|CC-BY-4\.0)$/;

beforeAll(async () => {
  scores = await scoreSet(committedDir, files);
}, 120_000);

describe('public real-world set', () => {
  test('the manifest records at least 40 CVs from at least 15 producers, one in three held out', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(40);
    expect(new Set(manifest.map((e) => e.producer)).size).toBeGreaterThanOrEqual(15);
    const held = manifest.filter((e) => e.split === 'held').length;
    expect(held / manifest.length).toBeGreaterThan(0.2);
    for (const e of manifest) {
      expect(e.commit, e.file).toMatch(/^[0-9a-f]{40}$/);
      expect(e.sha256, e.file).toMatch(/^[0-9a-f]{64}$/);
      expect(e.repo, e.file).toMatch(/^[\w.-]+\/[\w.-]+$/);
    }
  });

  test('only template examples and fictional people under a redistributable licence are committed', () => {
    const committed = new Set(manifest.filter((e) => e.committed).map((e) => e.file));
    expect(new Set(files)).toEqual(committed);
    for (const e of manifest.filter((m) => m.committed)) {
      expect(e.kind, e.file).not.toBe('personal');
      expect(e.licence, e.file).toMatch(REDISTRIBUTABLE);
    }
  });

  test('every committed file is the one its source holds, with its truth beside it', () => {
    for (const e of manifest.filter((m) => m.committed)) {
      const file = path.join(committedDir, e.file);
      expect(sha256Of(new Uint8Array(readFileSync(file))), e.file).toBe(e.sha256);
      expect(existsSync(file.replace(/\.\w+$/, '.json')), e.file).toBe(true);
    }
  });

  test.each(files)('%s is read at least as well as today', (file) => {
    const floor = FLOORS[file] ?? 1;
    expect(f1(scores.get(file)!)).toBeGreaterThanOrEqual(floor);
  });
});
