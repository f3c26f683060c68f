/**
 * `npm run -s parse:cpu -- [--reps N] [--slowest N] [--json OUT] [--against EARLIER.json] [FILE ...]`: the CPU time each
 * PDF's parse takes, split into extraction (pdf.js and extract/) and structuring (structure/), for speed work on a busy
 * machine (docs/parse-speed.md). The bench's per-file times are wall-clock and follow the machine's load; CPU time of
 * one thread parsing files one after another follows it far less. Files are parsed on this thread set up as a parse
 * worker (worker.ts, imported: off a worker it only installs its stream inflater), each `--reps` times (default 3, the
 * rounds interleaved), and the fastest round of each is kept. The npm script caps the young generation near the
 * worker's (PARSE_LIMITS.workerYoungGenMb), since garbage collection is a fifth of a parse's CPU.
 *
 * Without FILEs it times the public set's PDFs. `--json` writes the figures and a fingerprint of each answer;
 * `--against` compares with such a file written before a change: CPU summed and per file (paired), and any file whose
 * answer changed. Add node's `--cpu-prof` to the command to see where the time goes.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import '../src/server/cv-parse/worker.ts';
import { extractText } from '../src/server/cv-parse/extract-text.ts';
import { structureCv } from '../src/server/cv-parse/structure/structure-cv.ts';
import { locate, readManifest } from '../tests/fixtures/public/manifest.ts';

/** A file's fastest round (ms of CPU) and what it parsed to. */
interface FileCpu {
  extract: number;
  structure: number;
  answer: string;
}

type Figures = Record<string, FileCpu>;

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
}

function filesOf(argv: string[]): string[] {
  const valued = new Set(['--reps', '--slowest', '--json', '--against'].map((name) => argv.indexOf(name) + 1).filter((i) => i > 0));
  const named = argv.filter((arg, i) => !arg.startsWith('--') && !valued.has(i));
  if (named.length) return named.map((file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
  return readManifest()
    .filter((entry) => entry.file.endsWith('.pdf'))
    .flatMap((entry) => locate(entry)?.file ?? []);
}

/** CPU of this process (all its threads: the garbage collector's helpers too), in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function timeOne(file: string): Promise<FileCpu> {
  const bytes = new Uint8Array(readFileSync(file));
  const started = cpuMs();
  const { lines } = await extractText(bytes, 'pdf', { handOver: true });
  const extracted = cpuMs();
  const result = structureCv(lines);
  const structured = cpuMs();
  const answer = createHash('sha1').update(JSON.stringify(result)).digest('hex');
  return { extract: extracted - started, structure: structured - extracted, answer };
}

async function measure(files: string[], reps: number): Promise<Figures> {
  // One parse first, so that loading pdf.js is no file's cost.
  if (files.length) await timeOne(files[0]!);
  const figures: Figures = {};
  for (let round = 0; round < reps; round++) {
    for (const file of files) {
      const run = await timeOne(file);
      const best = figures[path.basename(file)];
      if (best && best.answer !== run.answer) console.log(`${path.basename(file)}: parsed differently in round ${round + 1}`);
      figures[path.basename(file)] = {
        extract: Math.min(best?.extract ?? Infinity, run.extract),
        structure: Math.min(best?.structure ?? Infinity, run.structure),
        answer: run.answer,
      };
    }
  }
  return figures;
}

const total = (cpu: FileCpu) => cpu.extract + cpu.structure;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const ms = (x: number) => x.toFixed(0).padStart(6);

function report(figures: Figures, slowest: number): void {
  const entries = Object.entries(figures).sort(([, a], [, b]) => total(b) - total(a));
  console.log(`${'file'.padEnd(32)}extract structure  total   (ms of CPU, fastest round)`);
  for (const [name, cpu] of entries.slice(0, slowest)) console.log(`${name.padEnd(32)}${ms(cpu.extract)}    ${ms(cpu.structure)} ${ms(total(cpu))}`);
  const totals = entries.map(([, cpu]) => total(cpu)).sort((a, b) => a - b);
  const sum = (part: 'extract' | 'structure') => entries.reduce((s, [, cpu]) => s + cpu[part], 0);
  console.log(
    `${entries.length} PDFs: p50 ${ms(percentile(totals, 0.5))}  p90 ${ms(percentile(totals, 0.9))}  p95 ${ms(percentile(totals, 0.95))}  max ${ms(totals.at(-1) ?? 0)}` +
      `  summed: extract ${ms(sum('extract'))}  structure ${ms(sum('structure'))}`,
  );
}

function compare(figures: Figures, earlier: Figures): void {
  const both = Object.keys(figures).filter((name) => earlier[name]);
  const ratios = both.map((name) => total(figures[name]!) / total(earlier[name]!)).sort((a, b) => a - b);
  const summed = (f: Figures) => both.reduce((s, name) => s + total(f[name]!), 0);
  console.log(`against the earlier run (${both.length} files): summed x${(summed(figures) / summed(earlier)).toFixed(3)}, per-file median x${percentile(ratios, 0.5).toFixed(3)}`);
  const changed = both.filter((name) => figures[name]!.answer !== earlier[name]!.answer);
  console.log(changed.length ? `answers changed: ${changed.join(', ')}` : 'answers: all the same');
}

const argv = process.argv.slice(2);
const figures = await measure(filesOf(argv), Number(option(argv, '--reps') ?? 3));
report(figures, Number(option(argv, '--slowest') ?? 20));
const against = option(argv, '--against');
if (against) compare(figures, JSON.parse(readFileSync(against, 'utf8')) as Figures);
const out = option(argv, '--json');
if (out) writeFileSync(out, JSON.stringify(figures));
