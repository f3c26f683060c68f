import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { runParseJob } from '../../../src/server/cv-parse/parse-job.ts';
import type { CvFormat } from '../../../src/server/cv-parse/types.ts';
import type { ParsedCv } from '../../../src/lib/cv/schema.ts';

/**
 * The generalisation set (tests/fixtures/generalisation/cvs): CVs written apart from the shared corpus, in
 * other wordings and layouts, each beside its hand-written truth. Every file is extracted and structured in
 * process and scored field by field with the corpus scorer (score.mjs) when the shared corpus is present, else
 * with a smaller scorer over the key fields. The floors are what the parser reaches, so a rule that breaks
 * one of these CVs fails here.
 */

const dir = path.resolve(process.cwd(), 'tests/fixtures/generalisation/cvs');
const corpusScorer = path.resolve(process.cwd(), '../shared/cv-corpus/score.mjs');
const FORMATS: Record<string, CvFormat> = { pdf: 'pdf', docx: 'docx', txt: 'txt' };

/** True positives, false positives and false negatives over a CV's field values. */
interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
type Scorer = (truth: ParsedCv, predicted: ParsedCv) => Counts;

const f1 = ({ tp, fp, fn }: Counts) => (tp ? (2 * tp) / (2 * tp + fp + fn) : 0);

async function loadScorer(): Promise<Scorer> {
  if (!existsSync(corpusScorer)) return keyFieldScorer;
  const { scoreCv } = (await import(pathToFileURL(corpusScorer).href)) as {
    scoreCv: (truth: unknown, pred: unknown) => { total: () => Counts };
  };
  return (truth, predicted) => scoreCv(truth, predicted).total();
}

/** Exact matches (case and spacing aside) of the fields a reader checks first, when score.mjs is absent. */
function keyFieldScorer(truth: ParsedCv, predicted: ParsedCv): Counts {
  const counts = { tp: 0, fp: 0, fn: 0 };
  const norm = (v: unknown) => String(v ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const compare = (t: unknown, p: unknown) => {
    const [a, b] = [norm(t), norm(p)];
    if (a && a === b) counts.tp++;
    else {
      if (a) counts.fn++;
      if (b) counts.fp++;
    }
  };
  for (const key of ['first_name', 'surname', 'email', 'headline'] as const) compare(truth[key], predicted[key]);
  compare(truth.phone.replace(/\D/g, ''), predicted.phone.replace(/\D/g, ''));
  compare(truth.location.city, predicted.location.city);
  const roleKey = (r: ParsedCv['roles'][number]) => [r.title, r.company, r.start, r.end].map(norm).join('|');
  const eduKey = (e: ParsedCv['education'][number]) => [e.institution, ...e.qualifications.map((q) => q.qualification)].map(norm).join('|');
  const compareLists = (t: string[], p: string[]) => {
    const left = [...p];
    for (const item of t) {
      const at = left.indexOf(item);
      if (at >= 0) {
        counts.tp++;
        left.splice(at, 1);
      } else counts.fn++;
    }
    counts.fp += left.length;
  };
  compareLists(truth.roles.map(roleKey), predicted.roles.map(roleKey));
  compareLists(truth.education.map(eduKey), predicted.education.map(eduKey));
  compareLists(truth.skills.map((s) => norm(s.name)), predicted.skills.map((s) => norm(s.name)));
  return counts;
}

const files = readdirSync(dir)
  .filter((f) => /\.(pdf|docx|txt)$/.test(f))
  .sort();
const scores = new Map<string, Counts>();
const keyFieldScores = new Map<string, Counts>();

beforeAll(async () => {
  const score = await loadScorer();
  for (const file of files) {
    const format = FORMATS[path.extname(file).slice(1)]!;
    const outcome = await runParseJob({ bytes: new Uint8Array(readFileSync(path.join(dir, file))), format });
    if (!outcome.ok) throw new Error(`${file} did not parse: ${outcome.kind}`);
    const truth = JSON.parse(readFileSync(path.join(dir, file.replace(/\.\w+$/, '.json')), 'utf8')) as ParsedCv;
    scores.set(file, score(truth, outcome.result.data));
    keyFieldScores.set(file, keyFieldScorer(truth, outcome.result.data));
  }
}, 60_000);

const sum = (counts: Iterable<Counts>) => [...counts].reduce((s, c) => ({ tp: s.tp + c.tp, fp: s.fp + c.fp, fn: s.fn + c.fn }), { tp: 0, fp: 0, fn: 0 });

describe('generalisation set', () => {
  test('holds CVs in every format, each with its truth', () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    expect(new Set(files.map((f) => path.extname(f)))).toEqual(new Set(['.pdf', '.docx', '.txt']));
    for (const file of files) expect(existsSync(path.join(dir, file.replace(/\.\w+$/, '.json'))), file).toBe(true);
  });

  test('overall F1 stays at the level the parser reaches', () => {
    expect(f1(sum(scores.values()))).toBeGreaterThanOrEqual(0.99);
  });

  test('the key fields alone (the scorer used without the shared corpus) are as good', () => {
    expect(f1(sum(keyFieldScores.values()))).toBeGreaterThanOrEqual(0.98);
  });

  test.each(files)('%s is read well on its own', (file) => {
    expect(f1(scores.get(file)!)).toBeGreaterThanOrEqual(0.95);
  });
});
