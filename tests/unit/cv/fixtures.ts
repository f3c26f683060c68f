import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '../../fixtures/corpus/index.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';
import { normaliseCv, type EditableCv } from '../../../src/lib/cv/editable.ts';
import { parsedCvSchema, type ParsedCv } from '../../../src/lib/cv/schema.ts';

/** `value` frozen at every depth, so that any mutation by the code under test throws (ES modules are strict). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A Parsed CV (by default the shared sample, tests/fixtures/sample-cv.ts) as the editor holds it, frozen. */
export function sampleEditableCv(parsed: ParsedCv = sampleCv()): EditableCv {
  return deepFreeze(normaliseCv(parsed));
}

/** The team's corpus truth files (tests/fixtures/corpus) as [name, Parsed CV] pairs. */
export function corpusCvs(): [string, ParsedCv][] {
  return readdirSync(corpusDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => [name, parsedCvSchema.parse(JSON.parse(readFileSync(path.join(corpusDir, name), 'utf8')))]);
}

let corpus: Map<string, ParsedCv> | undefined;

/** A corpus truth by file name ('cv018-compact.json'), a fresh copy each call so a test may edit it. */
export function corpusCv(name: string): ParsedCv {
  corpus ??= new Map(corpusCvs());
  const cv = corpus.get(name);
  if (!cv) throw new Error(`${name} is not in the corpus`);
  return structuredClone(cv);
}
