/**
 * Page benchmark for the marketing site: builds, serves dist/ on loopback and runs Lighthouse (mobile,
 * simulated slow 4G + 4x CPU) on every marketing page, then prints scores, Core Web Vitals and the bytes
 * loaded before any interaction beside the targets. A benchmark, not a test: it exits 0 whatever the
 * figures, and non-zero only when the tooling itself fails.
 *
 * Our own server speaks HTTP/2 over TLS, as Netlify's CDN does (a throwaway certificate made with openssl that
 * Chrome is told to accept); `--protocol http1` serves plain HTTP/1.1 instead, as `astro preview` does.
 *
 * Usage: npm run bench:pages -- [--no-build] [--runs N] [--json out.json] [--pages /,/about] [--server auto|static|preview]
 *        [--protocol h2|http1]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(resolve(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
const MARKETING_PAGES = ['/', '/product', '/pricing', '/about', '/privacy', '/terms', '/cookies'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-dev-shm-usage',
  // Belt and braces for the closed network: any host name fails at once; the page itself is a loopback IP.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  // The HTTP/2 server's certificate is a throwaway one made for this run on loopback.
  '--ignore-certificate-errors',
];
/** A mistake in how the script was called or set up: reported without a stack trace. */
class SetupError extends Error {}

/** 1 kB = 1000 bytes, as Vite's build output counts. */
const KB = 1000;

/** The issue's targets. `pages` picks which pages a byte/Firebase target applies to. */
const TARGETS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  /** Largest Contentful Paint (issue 16: first paint under a second on slow 4G). */
  lcpMs: 1000,
  renderBlockingScripts: 0,
  jsKb: 80,
};

/** Scripts of the Firebase SDK, not our own strings that merely mention Firebase (src/lib/messages.ts does). */
const FIREBASE_URL = /firebase/i;
const FIREBASE_CONTENT = /@firebase\/|FirebaseError|firebaseapp\.com|firebaseio\.com|identitytoolkit\.googleapis|firebasestorage\.googleapis|firestore\.googleapis/;
/** Response types a server would compress (Netlify compresses text types only). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|x-javascript|json|ld\+json|manifest\+json|xml)|image\/svg\+xml)|\+(json|xml)$/i;

// ---------------------------------------------------------------------------------------------------------
// Child processes: everything started here is stopped on exit, error and Ctrl+C.

const cleanups = [];
let cleaningUp;

/** Runs every registered cleanup once (newest first). */
function cleanup() {
  cleaningUp ??= (async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => {});
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and Chrome…`);
    cleanup().finally(() => process.exit(130));
  });
}

/** Stops a detached child's whole process group: SIGTERM, then SIGKILL if it lingers. */
function stopProcessGroup(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const kill = (signal) => { try { process.kill(-child.pid, signal); } catch { /* already gone */ } };
    const timer = setTimeout(() => kill('SIGKILL'), 3000);
    child.once('exit', () => { clearTimeout(timer); done(); });
    kill('SIGTERM');
  });
}

/** Runs a command to completion with its output captured; rejects with the output's tail on failure. */
function run(command, args, label) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stop = () => stopProcessGroup(child);
    cleanups.push(stop);
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      cleanups.splice(cleanups.indexOf(stop), 1);
      if (code === 0) done(output);
      else fail(new SetupError(`${label} failed (${signal ?? `exit ${code}`}):\n${output.split('\n').slice(-40).join('\n')}`));
    });
  });
}

/** A port the OS says is free on loopback right now. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * A throwaway key and self-signed certificate for 127.0.0.1 in a temporary folder (removed on exit), or null
 * when openssl is not installed.
 */
async function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pages-tls-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    await run('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], 'openssl');
    return { key, cert };
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Serves dist/ with our own server (Netlify headers, gzip; HTTP/2 over TLS unless `protocol` is http1) when it
 * exists, else with `astro preview` (`choice` forces one). Resolves once the server answers.
 */
async function startServer(choice, protocol) {
  const port = await freePort();
  const ownServer = choice === 'static' || (choice === 'auto' && existsSync(resolve(ROOT, 'scripts/serve-static.ts')));
  const tls = ownServer && protocol === 'h2' ? await throwawayCertificate() : null;
  if (ownServer && protocol === 'h2' && !tls) console.error('openssl is not installed: serving HTTP/1.1 instead of HTTP/2.');
  const name = ownServer ? `scripts/serve-static.ts (${tls ? 'HTTP/2 over TLS' : 'HTTP/1.1'})` : 'astro preview (HTTP/1.1)';
  const args = ownServer
    ? ['scripts/serve-static.ts', '--port', String(port), ...(tls ? ['--tls-key', tls.key, '--tls-cert', tls.cert] : [])]
    : [resolve(ROOT, 'node_modules/astro/bin/astro.mjs'), 'preview', '--port', String(port), '--host', '127.0.0.1'];
  // This process fetches from that server too (byte counts, preflight): it must accept the throwaway certificate.
  // It only ever talks to loopback.
  if (tls) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  cleanups.push(() => stopProcessGroup(child));
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });

  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new SetupError(`${name} exited (code ${child.exitCode}):\n${output}`);
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(2000) });
      return { origin, name };
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new SetupError(`${name} did not answer on ${origin} within 30 s:\n${output}`);
}

// ---------------------------------------------------------------------------------------------------------
// Figures from one Lighthouse run.

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Keeps one audit detail to a readable length. */
const clip = (text, max = 160) => (String(text).length > max ? `${String(text).slice(0, max - 1)}…` : String(text));

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));

/** Content-Encoding of every response Chrome received, by URL, from the DevTools log. */
function contentEncodings(devtoolsLog) {
  const encodings = new Map();
  for (const { method, params } of devtoolsLog) {
    if (method !== 'Network.responseReceived') continue;
    const headers = Object.fromEntries(Object.entries(params.response.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    encodings.set(params.response.url, headers['content-encoding'] ?? '');
  }
  return encodings;
}

/**
 * Bytes of one request as a gzip-serving host would send them. A response that came compressed counts its
 * real transfer size; an uncompressed text response counts zlib.gzipSync of its body plus its header bytes.
 */
async function wireBytes(request, encoding, origin) {
  const real = request.transferSize ?? 0;
  if (encoding || !request.url.startsWith(origin) || !COMPRESSIBLE.test(request.mimeType ?? '')) {
    return { bytes: real, computed: false };
  }
  const response = await fetch(request.url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  const headerBytes = Math.max(0, real - (request.resourceSize ?? body.length));
  return { bytes: gzipSync(body).length + headerBytes, computed: true };
}

/** External scripts that Chrome marked render- or parser-blocking while loading the page (from the trace). */
function renderBlockingScripts(trace, requests) {
  const scriptUrls = new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url));
  const blocking = new Set();
  for (const event of trace.traceEvents) {
    const data = event.name === 'ResourceSendRequest' ? event.args?.data : undefined;
    if (!data || !['blocking', 'in_body_parser_blocking'].includes(data.renderBlocking)) continue;
    if (data.resourceType === 'Script' || scriptUrls.has(data.url)) blocking.add(data.url);
  }
  return [...blocking];
}

/** Why Firebase counts as loaded on this page: script URLs or SDK signatures found in script contents. */
function firebaseEvidence(requests, scripts) {
  const evidence = new Set();
  for (const r of requests) if (FIREBASE_URL.test(r.url)) evidence.add(`request ${r.url}`);
  for (const s of scripts ?? []) {
    if (FIREBASE_URL.test(s.url ?? '')) evidence.add(`script ${s.url}`);
    const match = s.content?.match(FIREBASE_CONTENT);
    if (match) evidence.add(`script ${s.url || '(inline)'} contains "${match[0]}"`);
  }
  return [...evidence];
}

/** One offending element, resource or message of an audit, short enough for a terminal line. */
function describeItem(item) {
  const what = item.node?.selector ?? item.node?.snippet ?? item.url ?? item.description ?? item.issueType ?? '';
  const where = item.sourceLocation?.url;
  return clip(where && !String(what).includes(where) ? `${what} (${where})` : what);
}

/** Audits that cost points in `categories`: score < 1 or errored, leaving out informative, manual and n/a ones. */
function failingAudits(lhr, categories) {
  const failing = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode)) continue;
      const errored = audit.scoreDisplayMode === 'error';
      if (!errored && (audit.score === null || audit.score >= 1)) continue;
      const counts = new Map();
      for (const text of (audit.details?.items ?? []).map(describeItem).filter(Boolean)) counts.set(text, (counts.get(text) ?? 0) + 1);
      const unique = [...counts].map(([text, n]) => (n > 1 ? `${text} (×${n})` : text));
      const items = unique.slice(0, 3);
      failing.push({
        category, id: ref.id, score: audit.score, title: audit.title, weight: ref.weight,
        displayValue: clip(errored ? `error: ${audit.errorMessage}` : audit.displayValue ?? ''),
        items, moreItems: unique.length - items.length,
      });
    }
  }
  return failing;
}

/** The figures the table prints, from one Lighthouse run. */
async function figures({ lhr, artifacts }, origin) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const encodings = contentEncodings(artifacts.DevtoolsLog ?? []);
  let jsBytes = 0;
  let fontBytes = 0;
  let totalBytes = 0;
  let computedCount = 0;
  for (const request of requests) {
    const { bytes, computed } = await wireBytes(request, encodings.get(request.url), origin);
    totalBytes += bytes;
    if (request.resourceType === 'Script') jsBytes += bytes;
    if (request.resourceType === 'Font') fontBytes += bytes;
    if (computed) computedCount += 1;
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    'best-practices': score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    renderBlockingScripts: renderBlockingScripts(artifacts.Trace ?? { traceEvents: [] }, requests),
    jsBytes,
    fontBytes,
    totalBytes,
    requestCount: requests.length,
    gzipComputedRequests: computedCount,
    firebase: firebaseEvidence(requests, artifacts.Scripts),
    offOriginRequests: requests.map((r) => r.url).filter((url) => !url.startsWith(origin) && !url.startsWith('data:')),
    runWarnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    loadAverage: loadavg()[0],
    cspViolations: (lhr.audits['errors-in-console']?.details?.items ?? [])
      .filter((item) => /Content Security Policy/i.test(item.description ?? '')).length,
  };
}

/** Median of each numeric figure over the runs; lists come from the representative (median) run. */
function summarise(runs, representative) {
  const numeric = ['benchmarkIndex', 'loadAverage', 'performance', 'accessibility', 'best-practices', 'seo', 'cls', 'lcpMs', 'tbtMs', 'fcpMs', 'jsBytes', 'fontBytes', 'totalBytes'];
  const summary = { ...representative };
  for (const key of numeric) summary[key] = median(runs.map((r) => r[key]));
  summary.renderBlockingCount = median(runs.map((r) => r.renderBlockingScripts.length));
  summary.firebaseRuns = runs.filter((r) => r.firebase.length).length;
  summary.gzipComputedRequests = Math.max(...runs.map((r) => r.gzipComputedRequests));
  return summary;
}

// ---------------------------------------------------------------------------------------------------------
// Measuring every page.

/** Launches Chromium with the flags that keep it quiet and offline. */
async function launchChrome() {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false });
  const stop = async () => { await chrome.kill(); };
  cleanups.push(stop);
  return { chrome, stop };
}

/** Whether the page answers at all: a 404 or a dead server is reported as "not loaded", not measured. */
async function preflight(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return `request failed: ${error.cause?.code ?? error.message}`;
  }
}

/** Lighthouse --runs times on one page; a run that fails to load the page marks the page not loaded. */
async function measurePage(path, origin, runs, browser) {
  const url = new URL(path, origin).href;
  const result = { path, url, loaded: false, error: null, runs: [], summary: null, failingAudits: [], toolError: false };
  result.error = await preflight(url);
  if (result.error) return result;

  const lhrs = [];
  let traceRetries = 2;
  for (let i = 1; i <= runs; i += 1) {
    console.error(`  ${path}: Lighthouse run ${i}/${runs}…`);
    let runnerResult;
    try {
      runnerResult = await lighthouse(url, {
        port: browser.chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES,
        disableFullPageScreenshot: true,
      });
    } catch (error) {
      // Lighthouse itself broke (Chrome crash, protocol error): a tooling failure; start a fresh Chrome.
      result.error = `Lighthouse failed: ${error.message}`;
      result.toolError = true;
      await browser.stop();
      Object.assign(browser, await launchChrome());
      return result;
    }
    const { lhr } = runnerResult;
    // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP...): a measuring fault, not the
    // page's; try that run again a couple of times before reporting the page as not loaded.
    if (lhr.runtimeError && /^NO_(NAVSTART|FCP|LCP|TRACING_STARTED)/.test(lhr.runtimeError.code) && traceRetries > 0) {
      traceRetries -= 1;
      i -= 1;
      continue;
    }
    if (lhr.runtimeError) {
      result.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      return result;
    }
    lhrs.push(lhr);
    result.runs.push(await figures(runnerResult, origin));
  }
  const representative = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0];
  const index = lhrs.indexOf(representative);
  result.loaded = true;
  result.summary = summarise(result.runs, result.runs[index]);
  const s = result.summary;
  const missed = CATEGORIES.filter((c) => s[c] < (c === 'performance' ? TARGETS.performance : 100));
  result.failingAudits = failingAudits(representative, missed);
  result.userAgent = representative.environment?.hostUserAgent;
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Report.

const kb = (bytes) => (bytes == null ? '–' : (bytes / KB).toFixed(1));
const num = (value, digits = 0) => (value == null ? '–' : Number(value).toFixed(digits));

/** Per-page checks: each a target name, whether the page applies, and whether it meets it. */
const CHECKS = [
  { name: `Lighthouse performance ≥ ${TARGETS.performance}`, ok: (s) => s.performance >= TARGETS.performance, show: (s) => num(s.performance) },
  { name: `Accessibility = ${TARGETS.accessibility}`, ok: (s) => s.accessibility >= TARGETS.accessibility, show: (s) => num(s.accessibility) },
  { name: `Best practices = ${TARGETS['best-practices']}`, ok: (s) => s['best-practices'] >= TARGETS['best-practices'], show: (s) => num(s['best-practices']) },
  { name: `SEO = ${TARGETS.seo}`, ok: (s) => s.seo >= TARGETS.seo, show: (s) => num(s.seo) },
  { name: `LCP ≤ ${TARGETS.lcpMs / 1000} s`, ok: (s) => s.lcpMs <= TARGETS.lcpMs, show: (s) => `${num(s.lcpMs / 1000, 2)} s` },
  { name: `CLS = ${TARGETS.cls}`, ok: (s) => s.cls <= TARGETS.cls, show: (s) => num(s.cls, 4) },
  { name: 'No render-blocking script', ok: (s) => s.renderBlockingCount <= TARGETS.renderBlockingScripts, show: (s) => `${s.renderBlockingCount} (${s.renderBlockingScripts.join(', ')})` },
  { name: `Home page: JS before interaction ≤ ${TARGETS.jsKb} kB gzip`, pages: (p) => p === '/', ok: (s) => s.jsBytes <= TARGETS.jsKb * KB, show: (s) => `${kb(s.jsBytes)} kB` },
  { name: 'Home page: no Firebase before interaction', pages: (p) => p === '/', ok: (s) => s.firebaseRuns === 0, show: (s) => s.firebase.join('; ') },
  { name: `Other pages: JS before interaction ≤ ${TARGETS.jsKb} kB gzip`, pages: (p) => p !== '/', ok: (s) => s.jsBytes <= TARGETS.jsKb * KB, show: (s) => `${kb(s.jsBytes)} kB` },
  { name: 'Other pages: no Firebase before interaction', pages: (p) => p !== '/', ok: (s) => s.firebaseRuns === 0, show: (s) => s.firebase.join('; ') },
];

/** Marks a figure that misses its target with "!" so misses stand out in the table. */
const mark = (text, ok) => (ok ? text : `${text}!`);

function printTable(results) {
  const header = ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'CLS', 'FCP s', 'LCP s', 'TBT ms', 'RB js', 'JS kB', 'Font kB', 'Total kB', 'Firebase'];
  const targets = ['target', `≥${TARGETS.performance}`, '100', '100', '100', '0', '', `≤${TARGETS.lcpMs / 1000}`, '', '0', `≤${TARGETS.jsKb}`, '', '', 'none'];
  const rows = results.map(({ path, loaded, error, summary: s }) => {
    if (!loaded) return [path, `NOT LOADED: ${error}`];
    return [
      path,
      mark(num(s.performance), s.performance >= TARGETS.performance),
      mark(num(s.accessibility), s.accessibility >= 100),
      mark(num(s['best-practices']), s['best-practices'] >= 100),
      mark(num(s.seo), s.seo >= 100),
      mark(num(s.cls, 3), s.cls <= TARGETS.cls),
      num(s.fcpMs / 1000, 2),
      mark(num(s.lcpMs / 1000, 2), s.lcpMs <= TARGETS.lcpMs),
      num(s.tbtMs),
      mark(num(s.renderBlockingCount), s.renderBlockingCount === 0),
      mark(kb(s.jsBytes) + (s.gzipComputedRequests ? '*' : ''), s.jsBytes <= TARGETS.jsKb * KB),
      kb(s.fontBytes),
      kb(s.totalBytes) + (s.gzipComputedRequests ? '*' : ''),
      mark(s.firebaseRuns ? 'LOADED' : 'no', !s.firebaseRuns),
    ];
  });
  const all = [header, targets, ...rows];
  const widths = header.map((_, i) => Math.max(...all.filter((r) => r.length > 2 || i === 0).map((r) => String(r[i] ?? '').length)));
  const line = (cells) => cells.length === 2 && cells !== header
    ? `${cells[0].padEnd(widths[0])}  ${cells[1]}`
    : cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(line(targets));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printReport(results, context) {
  console.log(`\nHirewise marketing pages — Lighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated slow 4G (150 ms RTT, 1.6 Mbps) + 4x CPU; ${context.runs === 1 ? '1 run' : `median of ${context.runs} runs`} per page`);
  console.log(`Served by ${context.server} at ${context.origin}; ${context.userAgent ?? ''}\n`);
  printTable(results);

  const loaded = results.filter((r) => r.loaded);
  const computed = loaded.some((r) => r.summary.gzipComputedRequests);
  console.log('\n"!" misses its target. FCP/LCP/TBT: Lighthouse\'s simulated figures. RB js = external scripts Chrome marked render/parser-blocking.');
  console.log('Bytes = everything Lighthouse\'s navigation loaded (no interaction), 1 kB = 1000 bytes, headers included;');
  console.log(computed
    ? '  * = the server sent some text responses uncompressed, so those count zlib.gzipSync(body) + headers (gzip as a host would send it).'
    : '  all sizes are the real transfer: the server compressed every text response it sent (gzip/br as negotiated).');

  if (loaded.length) {
    const cores = availableParallelism();
    const busy = loaded.some((r) => r.summary.loadAverage > cores);
    const list = loaded.map((r) => `${r.path} ${num(r.summary.benchmarkIndex)}/${num(r.summary.loadAverage, 1)}`).join(', ');
    console.log(`CPU (Lighthouse benchmark index / 1-min load average on ${cores} cores): ${list}`);
    if (busy) console.log('  The machine was busy: TBT and so the performance score are inflated by other work; rerun when idle, or with more --runs.');
  }
  for (const { path, summary: s } of loaded) {
    if (s.offOriginRequests.length) console.log(`  ${path}: requests off the local server (blocked, offline): ${s.offOriginRequests.join(', ')}`);
    if (s.firebase.length) console.log(`  ${path}: Firebase evidence: ${s.firebase.join('; ')}`);
    for (const w of s.runWarnings) console.log(`  ${path}: Lighthouse warning: ${w}`);
    if (s.cspViolations) {
      console.log(`  ${path}: the Content-Security-Policy blocked ${s.cspViolations} inline script(s)/style(s); what they would load (e.g. islands) is not in the bytes.`);
    }
  }

  const missing = loaded.filter(({ summary: s }) =>
    s.performance < TARGETS.performance || s.accessibility < 100 || s['best-practices'] < 100 || s.seo < 100);
  if (missing.length) {
    console.log('\nFailing Lighthouse audits (score < 1) in the categories below target' + (context.runs > 1 ? ' (median run)' : '') + ':');
    for (const { path, summary: s, failingAudits: audits } of missing) {
      console.log(`  ${path}  (perf ${num(s.performance)}, a11y ${num(s.accessibility)}, BP ${num(s['best-practices'])}, SEO ${num(s.seo)})`);
      for (const a of audits) {
        const detail = [a.displayValue, ...a.items].filter(Boolean).join(' | ');
        const more = a.moreItems ? ` (+${a.moreItems} more)` : '';
        console.log(`    ${a.category.padEnd(14)} ${a.id} [score ${a.score == null ? '–' : a.score.toFixed(2)}] ${a.title}${detail ? ` — ${detail}` : ''}${more}`);
      }
    }
  }

  console.log('\nTargets:');
  for (const check of CHECKS) {
    const pages = results.filter((r) => !check.pages || check.pages(r.path));
    if (!pages.length) continue;
    const misses = pages.filter((r) => !r.loaded || !check.ok(r.summary))
      .map((r) => (r.loaded ? `${r.path} ${check.show(r.summary)}` : `${r.path} not loaded`));
    console.log(`  ${misses.length ? 'MISS' : 'PASS'}  ${check.name}${misses.length ? `: ${misses.join('; ')}` : ''}`);
  }
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
      json: { type: 'string' },
      pages: { type: 'string' },
      server: { type: 'string', default: 'auto' },
      protocol: { type: 'string', default: 'h2' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('npm run bench:pages -- [--no-build] [--runs N] [--json out.json] [--pages /,/about] [--server auto|static|preview] [--protocol h2|http1]');
    return 0;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new SetupError(`--runs must be a whole number ≥ 1, got "${values.runs}"`);
  if (!['auto', 'static', 'preview'].includes(values.server)) throw new SetupError(`--server must be auto, static or preview, got "${values.server}"`);
  if (!['h2', 'http1'].includes(values.protocol)) throw new SetupError(`--protocol must be h2 or http1, got "${values.protocol}"`);
  const pages = values.pages ? values.pages.split(',').map((p) => p.trim()).filter(Boolean) : MARKETING_PAGES;

  if (!values['no-build']) {
    console.error('Building (astro build)…');
    await run(process.execPath, [resolve(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], 'astro build');
  } else if (!existsSync(resolve(ROOT, 'dist'))) {
    throw new SetupError('dist/ does not exist: run without --no-build, or build first');
  }

  const { origin, name: server } = await startServer(values.server, values.protocol);
  console.error(`Serving dist/ with ${server} at ${origin}`);
  const browser = await launchChrome();

  const results = [];
  for (const path of pages) results.push(await measurePage(path, origin, runs, browser));

  const first = results.find((r) => r.loaded);
  const context = { runs, server, origin, lighthouseVersion: LIGHTHOUSE_VERSION, userAgent: first?.userAgent };
  printReport(results, context);

  if (values.json) {
    const file = resolve(process.cwd(), values.json);
    await writeFile(file, `${JSON.stringify({ generatedAt: new Date().toISOString(), ...context, targets: TARGETS, pages: results }, null, 2)}\n`);
    console.log(`\nRaw figures saved to ${file}`);
  }
  return results.some((r) => r.toolError) ? 1 : 0;
}

main()
  .then(async (code) => { await cleanup(); process.exit(code); })
  .catch(async (error) => {
    console.error(`bench:pages failed: ${error instanceof SetupError || error.code?.startsWith('ERR_PARSE_ARGS') ? error.message : error.stack ?? error.message}`);
    await cleanup();
    process.exit(1);
  });
