/**
 * `npm run bench:parse [-- DIR]`: parses every CV file of DIR (default ../shared/cv-corpus) through the same
 * code path as the API (parseCvFile → worker pool), scores the answers with the corpus scorer (score.mjs)
 * when DIR holds truth files, and prints p50/p95 parse time per format, peak RSS, and the peak RSS while
 * parsing generated 10 MB files. Figures only: no thresholds are asserted here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { HttpError } from '../src/server/http.ts';
import { parseCvFile } from '../src/server/cv-parse/parse-cv.ts';
import { sharedPool } from '../src/server/cv-parse/run-in-worker.ts';
import { makeDocx, makePdf, SAMPLE_CV_LINES } from '../tests/fixtures/cv-files.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const callerDir = process.env.INIT_CWD ?? process.cwd();
const dir = process.argv[2] ? path.resolve(callerDir, process.argv[2]) : path.resolve(root, '../shared/cv-corpus');
const EXTENSIONS = /\.(pdf|docx|doc|txt)$/i;

/** Samples the process RSS (all threads, workers included) every few milliseconds. */
function rssSampler() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  return {
    reset: () => (peak = process.memoryUsage.rss()),
    peak: () => Math.max(peak, process.memoryUsage.rss()),
    stop: () => clearInterval(timer),
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

async function parseFile(file: string) {
  const bytes = new Uint8Array(await readFile(file));
  const started = performance.now();
  try {
    const { data, unplaced } = await parseCvFile(bytes, { fileName: path.basename(file) });
    return { ms: performance.now() - started, answer: { status: 'success', data, unplaced } };
  } catch (error) {
    const e = error instanceof HttpError ? error : new HttpError(500, 'INTERNAL', 'internal');
    return { ms: performance.now() - started, answer: { status: 'error', errors: [{ code: e.code, message: e.message }] } };
  }
}

async function main() {
  if (!existsSync(dir)) {
    console.error(`no such folder: ${dir}`);
    process.exit(2);
  }
  const files = (await readdir(dir)).filter((f) => EXTENSIONS.test(f)).sort();
  if (!files.length) {
    console.error(`no CV files (pdf, docx, doc, txt) in ${dir}`);
    process.exit(2);
  }
  const work = await mkdtemp(path.join(tmpdir(), 'bench-parse-'));
  const predDir = path.join(work, 'pred');
  await mkdir(predDir);
  const sampler = rssSampler();
  try {
    // Warm the pool once per format (workers start and load their libraries), as a running server would be.
    const seen = new Set<string>();
    for (const f of files) {
      const ext = path.extname(f).toLowerCase();
      if (!seen.has(ext)) {
        seen.add(ext);
        await parseFile(path.join(dir, f));
      }
    }
    sampler.reset();
    const times = new Map<string, number[]>();
    let errors = 0;
    for (const f of files) {
      const { ms, answer } = await parseFile(path.join(dir, f));
      if (answer.status !== 'success') errors++;
      const format = path.extname(f).slice(1).toLowerCase();
      times.set(format, [...(times.get(format) ?? []), ms]);
      await writeFile(path.join(predDir, f.replace(EXTENSIONS, '.json')), JSON.stringify(answer));
    }
    const corpusPeak = sampler.peak();

    // Real paths: score.mjs runs its main only when argv[1] is its own file, which a linked folder hides.
    const scorer = [path.join(dir, 'score.mjs'), path.resolve(root, '../shared/cv-corpus/score.mjs')].filter((p) => existsSync(p)).map((p) => realpathSync(p))[0];
    const hasTruth = (await readdir(dir)).some((f) => f.endsWith('.json') && !['package.json', 'manifest.json'].includes(f));
    if (scorer && hasTruth) {
      const scored = spawnSync(process.execPath, [scorer, dir, predDir], { encoding: 'utf8' });
      process.stdout.write(scored.stdout);
      if (scored.status !== 0) process.stderr.write(scored.stderr);
    } else {
      console.log(`(no truth files or scorer for ${dir}: accuracy not scored)`);
    }

    console.log(`\nparse time per format (${files.length} files, ${errors} errors; warm pool, one file at a time):`);
    console.log(`${'format'.padEnd(8)} ${'files'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    for (const [format, list] of [...times].sort()) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `${format.padEnd(8)} ${String(sorted.length).padStart(5)} ${percentile(sorted, 0.5).toFixed(0).padStart(8)} ${percentile(sorted, 0.95).toFixed(0).padStart(8)} ${sorted[sorted.length - 1]!.toFixed(0).padStart(8)}`,
      );
    }
    console.log(`peak RSS during the run: ${mb(corpusPeak)}`);

    // Peak memory while parsing 10 MB files (the upload limit): a PDF with a large photo, a long TXT, a DOCX with
    // media. Each is parsed by a fresh process, so the figure is what one server process needs for that file.
    await sharedPool().close();
    const big = await bigFiles(work);
    console.log('\npeak RSS of a fresh process parsing one 10 MB file (main thread and parse worker together):');
    for (const file of big) {
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--one', file.path], { encoding: 'utf8' });
      const line = child.stdout.trim().split('\n').pop() ?? '';
      try {
        const r = JSON.parse(line) as { peak: number; before: number; ms: number; outcome: string };
        console.log(`${file.label.padEnd(30)} ${mb(file.size).padStart(8)}  peak ${mb(r.peak)} (idle before parsing ${mb(r.before)})  ${r.ms.toFixed(0)} ms  ${r.outcome}`);
      } catch {
        console.log(`${file.label.padEnd(30)} failed to measure (exit ${child.status})`);
      }
    }
  } finally {
    sampler.stop();
    await sharedPool().close();
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

/** Child mode: parse one file, print peak RSS as JSON. */
async function measureOne(file: string) {
  const sampler = rssSampler();
  const before = sampler.reset();
  const { ms, answer } = await parseFile(file);
  const outcome = answer.status === 'success' ? 'parsed' : (answer as { errors: Array<{ code: string }> }).errors[0]!.code;
  const peak = sampler.peak();
  sampler.stop();
  await sharedPool().close();
  console.log(JSON.stringify({ peak, before, ms, outcome }));
}

if (process.argv[2] === '--one') await measureOne(process.argv[3]!);
else await main();
