/**
 * `npm run bench:score [-- ITERATIONS [DIR]]`: scores every corpus truth JSON of DIR (default ../shared/cv-corpus)
 * ITERATIONS times (default 200) in-process, with and without a job description, and prints p50/p95/max
 * milliseconds per scoreCv call and calls per second. This is what the rubric alone costs; the API's
 * p95 <= 300 ms budget also covers auth, download and parsing. Figures only: no thresholds are asserted here.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parsedCvSchema, type ParsedCv } from '../src/lib/cv/schema.ts';
import type { ScoreContext } from '../src/lib/scoring/schema.ts';
import { scoreCv } from '../src/lib/scoring/score-cv.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const callerDir = process.env.INIT_CWD ?? process.cwd();
const iterations = Number(process.argv[2] ?? 200);
const dir = process.argv[3] ? path.resolve(callerDir, process.argv[3]) : path.resolve(root, '../shared/cv-corpus');

const JD =
  'Senior Project Manager for a cloud migration programme. You will run delivery across Kubernetes and Terraform ' +
  'workstreams, manage budgets, risks and stakeholders, report to the steering committee, and coach Scrum teams. ' +
  'PRINCE2 or APM certification, Jira and Confluence experience, and a record of on-time delivery are essential.';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const ms = (n: number) => `${n.toFixed(3)} ms`;

if (!Number.isInteger(iterations) || iterations < 1) throw new Error(`ITERATIONS must be a positive whole number, got ${process.argv[2]}`);

const files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
const cvs: ParsedCv[] = [];
for (const f of files) cvs.push(parsedCvSchema.parse(JSON.parse(await readFile(path.join(dir, f), 'utf8'))));
if (cvs.length === 0) throw new Error(`No truth JSON files in ${dir}`);

/** Times every call of `iterations` rounds over the corpus. */
function run(label: string, context: ScoreContext) {
  for (const cv of cvs) scoreCv(cv, context); // warm-up: JIT and regex compilation are not what we measure
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    for (const cv of cvs) {
      const t0 = performance.now();
      scoreCv(cv, context);
      times.push(performance.now() - t0);
    }
  }
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(14)} calls ${String(times.length).padStart(6)}  p50 ${ms(percentile(times, 0.5))}  ` +
      `p95 ${ms(percentile(times, 0.95))}  max ${ms(times[times.length - 1] ?? 0)}  ` +
      `throughput ${Math.round((times.length / elapsed) * 1000)} calls/s`,
  );
}

console.log(`scoreCv over ${cvs.length} truth CVs from ${path.relative(callerDir, dir) || '.'}, ${iterations} iterations`);
run('no context', {});
run('with jd', { jd: JD });
run('target role', { targetRole: 'Programme Manager' });
