/**
 * `npm run bench:parse [-- DIR | --set NAME] [--llm] [--from-source]`: parses every CV of a set through the same code path as the
 * API (parseCvFile → worker pool), scores each answer against its hand-written truth with the project's field
 * scorer (src/lib/cv/field-score.ts, the one the set tests use), and prints a per-file table, a per-field table and the overall F1 (for the public set also the
 * figures of its development and held-out parts), p50/p95 parse time per format, and peak RSS: over the set, and of
 * a fresh process parsing generated 10 MB files. Figures only: no thresholds are asserted here.
 *
 * Memory is measured as deployed (docs/parse-memory.md): the set is parsed in a child process running the parse
 * function bundled by esbuild as for Netlify (bench-parse/as-deployed.ts: the function loaded as on a cold start, plain
 * JavaScript, workers from the worker bundle); its answers are the ones scored and timed, and its peak is issue 12's
 * figure. With `--from-source` the set is then parsed again in this process from source, which prints the second,
 * labelled peak (this harness strips its own TypeScript at run time, which no deployed process does) and checks that
 * both paths gave the same answers. The harness (sets, truths, scoring, the LLM path) stays in this process.
 *
 * Sets: `corpus` (the team's corpus in tests/fixtures/corpus, the default), `generalisation` and `realworld` (committed fixtures),
 * `public` (real CVs from public repositories: tests/fixtures/public, plus the local files its manifest lists),
 * or any folder of CV files with their truth beside them. `--llm` also structures each file with the configured
 * OpenAI-compatible model (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY) and prints both paths side by side.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { f1Of as f1, scoreFields, sumCounts, type Counts, type FieldCounts } from '../src/lib/cv/field-score.ts';
import { loadServerConfig } from '../src/server/config.ts';
import { createLlmStructurerFromConfig, type CvStructurer } from '../src/server/llm/llm-structurer.ts';
import { sourceTextOf } from '../src/server/llm/source-text.ts';
import { makeDocx, makePdf } from '../tests/fixtures/cv-files.ts';
import { SAMPLE_CV_LINES } from '../tests/fixtures/sample-cv.ts';
import { locate, readManifest } from '../tests/fixtures/public/manifest.ts';
import type { ParseOutcome } from './bench-parse/parse-one.ts';
import { bundleDeployedParser, deployedParser, fromSourceParser, type BenchParser } from './bench-parse/parsers.ts';

const root = path.resolve(import.meta.dirname, '..');
const callerDir = process.env.INIT_CWD ?? process.cwd();
const EXTENSIONS = /\.(pdf|docx|doc|txt)$/i;

/** One CV of a set: the file, its truth (if any), and which part of the set it belongs to. */
interface SetItem {
  name: string;
  file: string;
  truth: string | null;
  split: 'dev' | 'held' | '';
  producer: string;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
const ratio = (a: number, b: number) => (b ? a / b : 0);
const fmt = (x: number) => x.toFixed(3);

function parseArgs(argv: string[]) {
  const llm = argv.includes('--llm');
  const fromSource = argv.includes('--from-source');
  const setAt = argv.indexOf('--set');
  const set = setAt >= 0 ? argv[setAt + 1] : undefined;
  const dir = argv.find((a, i) => !a.startsWith('--') && (setAt < 0 || i !== setAt + 1));
  return { llm, fromSource, set: set ?? (dir ? undefined : 'corpus'), dir };
}

/** The CV files of a folder with the truth beside each. */
async function folderSet(dir: string): Promise<SetItem[]> {
  if (!existsSync(dir)) {
    console.error(`no such folder: ${dir}`);
    process.exit(2);
  }
  const names = (await readdir(dir)).filter((f) => EXTENSIONS.test(f)).sort();
  return names.map((name) => {
    const truth = path.join(dir, name.replace(EXTENSIONS, '.json'));
    return { name, file: path.join(dir, name), truth: existsSync(truth) ? truth : null, split: '', producer: name.replace(EXTENSIONS, '').split('-').pop()! };
  });
}

/** The public set: every manifest entry present on this machine. */
function publicSet(): SetItem[] {
  const entries = readManifest();
  const items: SetItem[] = [];
  for (const entry of entries) {
    const where = locate(entry);
    if (where) items.push({ name: entry.file, file: where.file, truth: where.truth, split: entry.split, producer: entry.producer });
  }
  const absent = entries.length - items.length;
  if (absent) console.log(`(${absent} of ${entries.length} files in the manifest are not on this machine: npm run public-cvs -- extract)`);
  const untruthed = items.filter((item) => !item.truth).length;
  if (untruthed) console.log(`(${untruthed} files have no truth yet: timed, not scored)`);
  return items;
}

async function resolveSet(set: string | undefined, dir: string | undefined): Promise<{ label: string; items: SetItem[] }> {
  const fixtures = (name: string) => path.join(root, 'tests/fixtures', name, 'cvs');
  const corpus = path.join(root, 'tests/fixtures/corpus/cvs');
  switch (set) {
    case undefined: {
      const folder = path.resolve(callerDir, dir!);
      return { label: folder, items: await folderSet(folder) };
    }
    case 'corpus':
      return { label: 'team corpus', items: await folderSet(corpus) };
    case 'generalisation':
    case 'realworld':
      return { label: `${set} set`, items: await folderSet(fixtures(set)) };
    case 'public':
      return { label: 'public real-world set', items: publicSet() };
    default:
      console.error(`unknown set '${set}': corpus, generalisation, realworld, public, or a folder`);
      process.exit(2);
  }
}

function llmStructurer(): CvStructurer | undefined {
  return createLlmStructurerFromConfig(loadServerConfig().llm);
}

/** One run of the set through a parser: each file's outcome, in order, and the peak RSS while they were parsed. */
async function runSet(parser: BenchParser, items: SetItem[]): Promise<{ outcomes: ParseOutcome[]; peak: number }> {
  try {
    // Warm the pool once per format (workers start and load their libraries), as a running server would be.
    const seen = new Set<string>();
    for (const item of items) {
      const ext = path.extname(item.name).toLowerCase();
      if (!seen.has(ext)) {
        seen.add(ext);
        await parser.parse(item.file);
      }
    }
    await parser.resetPeak();
    const outcomes: ParseOutcome[] = [];
    for (const item of items) outcomes.push(await parser.parse(item.file));
    return { outcomes, peak: await parser.peak() };
  } finally {
    await parser.close();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { label, items } = await resolveSet(args.set, args.dir);
  if (!items.length) {
    console.error(`no CV files (pdf, docx, doc, txt) in the ${label}`);
    process.exit(2);
  }
  const structurer = args.llm ? llmStructurer() : undefined;
  if (args.llm && !structurer) console.log('(--llm: no model configured; set LLM_BASE_URL and LLM_MODEL to measure the LLM path)');
  const bundle = await bundleDeployedParser(root);
  try {
    // The deployed shape's answers are the ones scored and timed; the from-source run (--from-source: it doubles
    // the bench's time) gives the second peak and shows that the bundled path answers exactly as the sources do.
    const deployed = await runSet(deployedParser(bundle.file), items);
    const fromSource = args.fromSource ? await runSet(fromSourceParser(), items) : null;
    const times = new Map<string, number[]>();
    const rows: Row[] = [];
    for (const [i, item] of items.entries()) {
      const { ms, result, error } = deployed.outcomes[i]!;
      const format = path.extname(item.name).slice(1).toLowerCase();
      times.set(format, [...(times.get(format) ?? []), ms]);
      const truth: unknown = item.truth ? JSON.parse(await readFile(item.truth, 'utf8')) : null;
      const builtIn = truth ? scoreFields(truth, result?.data ?? {}) : null;
      let llm: FieldCounts | null = null;
      let llmFellBack = false;
      if (truth && structurer && result) {
        // As /parse does: when the model fails, the built-in answer stands (and the table says so).
        const data = await structurer.structure(sourceTextOf(result)).catch(() => null);
        llmFellBack = !data;
        llm = scoreFields(truth, data ?? result.data);
      }
      rows.push({ ...item, ms, builtIn, llm, llmFellBack, error });
    }

    if (rows.some((r) => r.builtIn)) printScores(label, rows, Boolean(structurer));
    else console.log(`(no truth files in the ${label}: accuracy not scored)`);

    const errors = rows.filter((r) => r.error).length;
    console.log(`\nparse time per format (${rows.length} files, ${errors} errors; as deployed, warm pool, one file at a time):`);
    console.log(`${'format'.padEnd(8)} ${'files'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    for (const [format, list] of [...times].sort()) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `${format.padEnd(8)} ${String(sorted.length).padStart(5)} ${percentile(sorted, 0.5).toFixed(0).padStart(8)} ${percentile(sorted, 0.95).toFixed(0).padStart(8)} ${sorted[sorted.length - 1]!.toFixed(0).padStart(8)}`,
      );
    }
    console.log(`peak RSS during the run, as deployed (issue 12's figure): ${mb(deployed.peak)}`);
    if (fromSource) {
      console.log(`peak RSS during the run, parsed in the bench's own process from source (not what deploys): ${mb(fromSource.peak)}`);
      const differing = items.filter((_, i) => !isDeepStrictEqual(deployed.outcomes[i]!.result, fromSource.outcomes[i]!.result));
      if (differing.length) console.log(`WARNING: the bundled and from-source parse paths answered differently for ${differing.map((item) => item.name).join(', ')}`);
    }
    await printBigFileMemory(bundle.file);
  } finally {
    bundle.remove();
  }
}

type Row = SetItem & { ms: number; builtIn: FieldCounts | null; llm: FieldCounts | null; llmFellBack?: boolean; error?: string };

const totalOf = (counts: FieldCounts) => sumCounts(counts.values());

/** Per-file table, per-field table, overall figures (and per split, and per path when the LLM ran). */
function printScores(label: string, rows: Row[], withLlm: boolean): void {
  const scored = rows.filter((r) => r.builtIn);
  const nameWidth = Math.max(30, ...scored.map((r) => r.name.length)) + 2;
  console.log(`${label}: per file (built-in path${withLlm ? ' | LLM path' : ''})`);
  console.log(`${'file'.padEnd(nameWidth)}${'split'.padEnd(6)}${'F1'.padStart(7)}${'prec'.padStart(7)}${'recall'.padStart(8)}${'ms'.padStart(7)}${withLlm ? '  LLM F1'.padStart(9) : ''}`);
  for (const r of scored) {
    const t = totalOf(r.builtIn!);
    const llm = r.llm ? `${fmt(f1(totalOf(r.llm))).padStart(9)}${r.llmFellBack ? ' (fell back to built-in)' : ''}` : withLlm ? '        -' : '';
    console.log(
      `${r.name.padEnd(nameWidth)}${r.split.padEnd(6)}${fmt(f1(t)).padStart(7)}${fmt(ratio(t.tp, t.tp + t.fp)).padStart(7)}${fmt(ratio(t.tp, t.tp + t.fn)).padStart(8)}${r.ms.toFixed(0).padStart(7)}${llm}${r.error ? `  ${r.error}` : ''}`,
    );
  }

  const fields = new Map<string, Counts>();
  for (const r of scored) {
    for (const [key, c] of r.builtIn!) fields.set(key, sumCounts([fields.get(key) ?? { tp: 0, fp: 0, fn: 0 }, c]));
  }
  console.log(`\nper field (built-in path):`);
  console.log(`${'field'.padEnd(40)}${'TP'.padStart(6)}${'FP'.padStart(6)}${'FN'.padStart(6)}${'prec'.padStart(7)}${'recall'.padStart(8)}${'F1'.padStart(7)}`);
  for (const [key, c] of fields) {
    console.log(`${key.padEnd(40)}${String(c.tp).padStart(6)}${String(c.fp).padStart(6)}${String(c.fn).padStart(6)}${fmt(ratio(c.tp, c.tp + c.fp)).padStart(7)}${fmt(ratio(c.tp, c.tp + c.fn)).padStart(8)}${fmt(f1(c)).padStart(7)}`);
  }

  const total = (list: Row[], pick: (r: Row) => FieldCounts | null) => sumCounts(list.map((r) => totalOf(pick(r) ?? new Map())));
  const summary = (name: string, list: Row[]) => {
    if (!list.length) return;
    const b = total(list, (r) => r.builtIn);
    const worst = Math.min(...list.map((r) => f1(totalOf(r.builtIn!))));
    let line = `${name.padEnd(22)} built-in F1 ${fmt(f1(b))} (P ${fmt(ratio(b.tp, b.tp + b.fp))} R ${fmt(ratio(b.tp, b.tp + b.fn))}) over ${list.length} files, lowest file ${fmt(worst)}`;
    if (withLlm) line += ` | LLM F1 ${fmt(f1(total(list, (r) => r.llm ?? r.builtIn)))} (${list.filter((r) => r.llmFellBack).length} fell back)`;
    console.log(line);
  };
  console.log('');
  if (scored.some((r) => r.split)) {
    summary('development part', scored.filter((r) => r.split === 'dev'));
    summary('held-out part', scored.filter((r) => r.split === 'held'));
  }
  summary('whole set', scored);
  const b = total(scored, (r) => r.builtIn);
  console.log(`overall F1 ${fmt(f1(b))} over ${scored.length} files`);
}

/**
 * Peak memory while parsing 10 MB files (the upload limit): a PDF with a large photo, a long TXT, a DOCX with
 * media. Each is parsed by a fresh process, so the figure is what one process needs for that file: as deployed
 * (the bundled parse path), and from source (this script run again with --one).
 */
async function printBigFileMemory(deployedBundle: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'bench-parse-'));
  try {
    const big = await bigFiles(work);
    console.log('\npeak RSS of a fresh process parsing one 10 MB file (request thread and parse worker together):');
    const show = (label: string, r: OneFileMemory) =>
      console.log(`  ${label.padEnd(13)} peak ${mb(r.peak)} (idle before parsing ${mb(r.before)})  ${r.ms.toFixed(0)} ms  ${r.outcome}`);
    for (const file of big) {
      console.log(`${file.label} (${mb(file.size)})`);
      show('as deployed', await measureOne(deployedParser(deployedBundle), file.path));
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--one', file.path], { encoding: 'utf8' });
      try {
        show('from source', JSON.parse(child.stdout.trim().split('\n').pop() ?? '') as OneFileMemory);
      } catch {
        console.log(`  ${'from source'.padEnd(13)} failed to measure (exit ${child.status})`);
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function bigFiles(work: string) {
  const target = 10_000_000;
  const page = SAMPLE_CV_LINES.filter(Boolean);
  const pdf = makePdf({ pages: [page, page], imageBytes: target - 20_000 });
  const txtLine = `${SAMPLE_CV_LINES.join('\n')}\n`;
  const txt = Buffer.from(txtLine.repeat(Math.ceil(target / txtLine.length))).subarray(0, target);
  const media = Buffer.alloc(target - 50_000);
  for (let i = 0; i < media.length; i++) media[i] = (i * 2654435761) >>> 24;
  const docx = makeDocx(
    SAMPLE_CV_LINES.filter(Boolean).map((text) => ({ text })),
    [{ name: 'word/media/image1.png', data: media, store: true }],
  );
  const out = [
    { label: 'PDF, 2 pages + 10 MB photo', name: 'big.pdf', data: pdf },
    { label: 'TXT, 10 MB of text', name: 'big.txt', data: txt },
    { label: 'DOCX, 10 MB of media', name: 'big.docx', data: docx },
  ];
  const files = [];
  for (const f of out) {
    const p = path.join(work, f.name);
    await writeFile(p, f.data);
    files.push({ label: f.label, path: p, size: f.data.length });
  }
  return files;
}

interface OneFileMemory {
  peak: number;
  before: number;
  ms: number;
  outcome: string;
}

/** Parses one file with a fresh parser: the RSS before parsing and the peak while it parsed. */
async function measureOne(parser: BenchParser, file: string): Promise<OneFileMemory> {
  try {
    const before = await parser.resetPeak();
    const { ms, result, error } = await parser.parse(file);
    return { peak: await parser.peak(), before, ms, outcome: result ? 'parsed' : error! };
  } finally {
    await parser.close();
  }
}

// Child mode (--one FILE): this process, from source, parses one file and prints its memory as JSON.
if (process.argv[2] === '--one') console.log(JSON.stringify(await measureOne(fromSourceParser(), process.argv[3]!)));
else await main();
