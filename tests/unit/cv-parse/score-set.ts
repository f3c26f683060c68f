import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runParseJob } from '../../../src/server/cv-parse/parse-job.ts';
import type { CvFormat } from '../../../src/server/cv-parse/types.ts';
import type { ParsedCv } from '../../../src/lib/cv/schema.ts';

/**
 * Scoring of a folder of CV files beside their hand-written truth, shared by the set tests
 * (generalisation.test.ts, realworld.test.ts). Every file is extracted and structured in process and scored
 * field by field with the corpus scorer (score.mjs) when the shared corpus is present, else with a smaller
 * scorer over the key fields.
 */

const corpusScorer = path.resolve(process.cwd(), '../shared/cv-corpus/score.mjs');
const FORMATS: Record<string, CvFormat> = { pdf: 'pdf', docx: 'docx', txt: 'txt' };

/** True positives, false positives and false negatives over a CV's field values. */
export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
type Scorer = (truth: ParsedCv, predicted: ParsedCv) => Counts;

export const f1 = ({ tp, fp, fn }: Counts) => (tp ? (2 * tp) / (2 * tp + fp + fn) : 0);

export const sum = (counts: Iterable<Counts>) => [...counts].reduce((s, c) => ({ tp: s.tp + c.tp, fp: s.fp + c.fp, fn: s.fn + c.fn }), { tp: 0, fp: 0, fn: 0 });

async function loadScorer(): Promise<Scorer> {
  if (!existsSync(corpusScorer)) return keyFieldScorer;
  const { scoreCv } = (await import(pathToFileURL(corpusScorer).href)) as {
    scoreCv: (truth: unknown, pred: unknown) => { total: () => Counts };
  };
  return (truth, predicted) => scoreCv(truth, predicted).total();
}

/** Exact matches (case and spacing aside) of the fields a reader checks first, when score.mjs is absent. */
export function keyFieldScorer(truth: ParsedCv, predicted: ParsedCv): Counts {
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

/** The CV files of a folder (those with a format the parser reads), sorted. */
export function setFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.(pdf|docx|txt)$/.test(f))
    .sort();
}

/** Parses and scores every file of a set: by the corpus scorer (or the key-field one) and by key fields alone. */
export async function scoreSet(dir: string, files: string[]): Promise<{ scores: Map<string, Counts>; keyFieldScores: Map<string, Counts> }> {
  const score = await loadScorer();
  const scores = new Map<string, Counts>();
  const keyFieldScores = new Map<string, Counts>();
  for (const file of files) {
    const format = FORMATS[path.extname(file).slice(1)]!;
    const outcome = await runParseJob({ bytes: new Uint8Array(readFileSync(path.join(dir, file))), format });
    if (!outcome.ok) throw new Error(`${file} did not parse: ${outcome.kind}`);
    const truth = JSON.parse(readFileSync(path.join(dir, file.replace(/\.\w+$/, '.json')), 'utf8')) as ParsedCv;
    scores.set(file, score(truth, outcome.result.data));
    keyFieldScores.set(file, keyFieldScorer(truth, outcome.result.data));
  }
  return { scores, keyFieldScores };
}
