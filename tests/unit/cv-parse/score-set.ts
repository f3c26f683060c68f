import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runParseJob } from '../../../src/server/cv-parse/parse-job.ts';
import type { CvFormat } from '../../../src/server/cv-parse/types.ts';
import { f1Of, scoreFields, sumCounts, type Counts } from '../../../src/lib/cv/field-score.ts';

/**
 * Scoring of a folder of CV files beside their hand-written truth, shared by the set tests (generalisation,
 * real-world and public sets): every file is extracted and structured in process and scored field by field
 * with the project's field scorer (src/lib/cv/field-score.ts), the one `npm run bench:parse` prints.
 */

const FORMATS: Record<string, CvFormat> = { pdf: 'pdf', docx: 'docx', txt: 'txt' };

export type { Counts };
export const f1 = f1Of;
export const sum = sumCounts;

/** The CV files of a folder (those with a format the parser reads), sorted. */
export function setFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /\.(pdf|docx|txt)$/.test(f))
    .sort();
}

/** Parses and scores every file of a set: its counts over all fields, by file name. */
export async function scoreSet(dir: string, files: string[]): Promise<Map<string, Counts>> {
  const scores = new Map<string, Counts>();
  for (const file of files) {
    const format = FORMATS[path.extname(file).slice(1)]!;
    const outcome = await runParseJob({ bytes: new Uint8Array(readFileSync(path.join(dir, file))), format });
    if (!outcome.ok) throw new Error(`${file} did not parse: ${outcome.kind}`);
    const truth: unknown = JSON.parse(readFileSync(path.join(dir, file.replace(/\.\w+$/, '.json')), 'utf8'));
    scores.set(file, sumCounts(scoreFields(truth, outcome.result.data).values()));
  }
  return scores;
}
