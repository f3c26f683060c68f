import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { f1, scoreSet, setFiles, sum, type Counts } from './score-set.ts';

/**
 * The generalisation set (tests/fixtures/generalisation/cvs): CVs written apart from the shared corpus, in
 * other wordings and layouts, each beside its hand-written truth, scored field by field (score-set.ts). The
 * floors are what the parser reaches, so a rule that breaks one of these CVs fails here.
 */

const dir = path.resolve(process.cwd(), 'tests/fixtures/generalisation/cvs');
const files = setFiles(dir);
let scores = new Map<string, Counts>();

beforeAll(async () => {
  scores = await scoreSet(dir, files);
}, 60_000);

describe('generalisation set', () => {
  test('holds CVs in every format, each with its truth', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    expect(new Set(files.map((f) => path.extname(f)))).toEqual(new Set(['.pdf', '.docx', '.txt']));
    for (const file of files) expect(existsSync(path.join(dir, file.replace(/\.\w+$/, '.json'))), file).toBe(true);
  });

  test('overall F1 stays at the level the parser reaches', () => {
    expect(f1(sum(scores.values()))).toBeGreaterThanOrEqual(0.99);
  });


  test.each(files)('%s is read well on its own', (file) => {
    expect(f1(scores.get(file)!)).toBeGreaterThanOrEqual(0.95);
  });
});
