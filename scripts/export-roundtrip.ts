/**
 * `node scripts/export-roundtrip.ts [CORPUS_DIR]`: how well our own parser reads back what the editor exports.
 * For each person of the CV corpus (default the team's, tests/fixtures/corpus) it prints the truth CV with the editor's print
 * view and print stylesheet in Chromium (as Download PDF does), writes it as DOCX (as Download DOCX does), parses
 * both with our parser, and scores them against the truth with the project's field scorer. Prints the two overall F1s.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { getApp } from '../src/lib/content/index.ts';
import { cvToDocxBlob } from '../src/lib/cv/export/docx.ts';
import { f1Of, scoreFields, sumCounts } from '../src/lib/cv/field-score.ts';
import { parsedCvSchema, type ParsedCv } from '../src/lib/cv/schema.ts';
import { runParseJob } from '../src/server/cv-parse/parse-job.ts';
import type { CvFormat } from '../src/server/cv-parse/types.ts';

const root = path.resolve(import.meta.dirname, '..');
const corpus = path.resolve(process.argv[2] ?? path.join(root, 'tests/fixtures/corpus/cvs'));
if (!existsSync(corpus)) {
  console.error(`no CV corpus at ${corpus}`);
  process.exit(2);
}

const labels = getApp().editorExport.document;
const css =
  readFileSync(path.join(root, 'src/styles/global.css'), 'utf8').replace(/@font-face\s*{[^}]*}/g, '') +
  readFileSync(path.join(root, 'src/screens/editor/export/print.css'), 'utf8');

/** One truth CV per person (the corpus has the same person in several formats). */
function people(): Array<[string, ParsedCv]> {
  const byPerson = new Map<string, ParsedCv>();
  for (const name of readdirSync(corpus).filter((n) => n.endsWith('.json')).sort()) {
    const person = name.split('-')[0]!;
    if (!byPerson.has(person)) byPerson.set(person, parsedCvSchema.parse(JSON.parse(readFileSync(path.join(corpus, name), 'utf8'))));
  }
  return [...byPerson];
}

/** The print view as a function of (cv, labels) → HTML, bundled from the editor's own components. */
async function loadRenderer(dir: string): Promise<(cv: ParsedCv) => string> {
  const outfile = path.join(dir, 'render.cjs');
  await build({
    stdin: {
      contents: `
        import { renderToStaticMarkup } from 'react-dom/server';
        import { buildCvLayout } from '@/lib/cv/export/layout';
        import { CvDocumentView } from '@/screens/editor/export/CvDocumentView';
        export const render = (cv, labels) => renderToStaticMarkup(
          <article className="printable-cv" data-print-root><CvDocumentView layout={buildCvLayout(cv, labels)} /></article>);`,
      loader: 'tsx',
      resolveDir: root,
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    alias: { '@': path.join(root, 'src') },
    loader: { '.css': 'empty' },
    outfile,
    logLevel: 'error',
  });
  const { render } = createRequire(import.meta.url)(outfile) as { render: (cv: ParsedCv, l: unknown) => string };
  return (cv) => `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body><main>app</main>${render(cv, labels)}</body></html>`;
}

async function parseBytes(bytes: Uint8Array, format: CvFormat): Promise<unknown> {
  const outcome = await runParseJob({ bytes, format });
  return outcome.ok ? { status: 'success', ...outcome.result } : { status: 'error', errors: [{ code: outcome.kind }] };
}

/** Overall field F1 of the answers in predDir against the truths of the same names in truthDir. */
async function score(truthDir: string, predDir: string): Promise<string> {
  const names = readdirSync(truthDir).filter((n) => n.endsWith('.json'));
  const counts = [];
  for (const name of names) {
    const [truth, answer] = await Promise.all([truthDir, predDir].map(async (d) => JSON.parse(await readFile(path.join(d, name), 'utf8')) as unknown));
    counts.push(sumCounts(scoreFields(truth, answer).values()));
  }
  return `overall F1 ${f1Of(sumCounts(counts)).toFixed(3)} over ${names.length} files`;
}

const dir = await mkdtemp(path.join(tmpdir(), 'export-roundtrip-'));
for (const sub of ['truth', 'pdf', 'docx']) await mkdir(path.join(dir, sub));
const render = await loadRenderer(dir);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.emulateMedia({ media: 'print' });
  for (const [person, cv] of people()) {
    await writeFile(path.join(dir, 'truth', `${person}.json`), JSON.stringify(cv));
    await page.setContent(render(cv));
    const pdf = new Uint8Array(await page.pdf({ format: 'A4' }));
    await writeFile(path.join(dir, 'pdf', `${person}.json`), JSON.stringify(await parseBytes(pdf, 'pdf')));
    const docx = new Uint8Array(await (await cvToDocxBlob(cv, labels)).arrayBuffer());
    await writeFile(path.join(dir, 'docx', `${person}.json`), JSON.stringify(await parseBytes(docx, 'docx')));
  }
} finally {
  await browser.close();
}
console.log(`print PDF: ${await score(path.join(dir, 'truth'), path.join(dir, 'pdf'))}`);
console.log(`DOCX:      ${await score(path.join(dir, 'truth'), path.join(dir, 'docx'))}`);
console.log(`files kept in ${dir}`);
