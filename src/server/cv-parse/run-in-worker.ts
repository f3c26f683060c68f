import { Worker } from 'node:worker_threads';
import { PARSE_LIMITS } from './limits.ts';
import type { ParseJob, ParseJobResult } from './parse-job.ts';
import { workerBundleUrl } from './worker-bundle.ts';

/**
 * A small pool of parse workers. Each job runs in a worker thread with a capped heap and a wall-clock
 * deadline; a worker that overruns is terminated (and replaced on demand), so a hostile file costs at most
 * one deadline. At most `concurrency` jobs run at once; the rest wait their turn. Idle workers stay warm
 * (pdf.js loaded) for a while, then exit; they never keep the process alive.
 *
 * Memory (docs/parse-memory.md): a worker's V8 heap is capped (heapMb, youngGenMb) and stays far below its cap on
 * CVs; what grows is native memory the C allocator keeps after a parse, which neither a heap cap nor a worker's exit
 * gives back (its next worker reuses it), so workers are not recycled after N jobs (measured: no lower peak, and a
 * new worker costs 0.5-2 s of CPU). The RSS watchdog bounds the rest. A job's bytes are copied once, here, and
 * transferred: the worker hands them to pdf.js without another copy. Workers run worker.ts bundled as JavaScript
 * (worker-bundle.ts), so no worker strips TypeScript at run time.
 */

export type JobOutcome = ParseJobResult | { ok: false; kind: 'timeout' };

/** Reads the process's resident set size in bytes (injectable for tests). */
export type RssReader = () => number;

export interface PoolOptions {
  concurrency?: number;
  deadlineMs?: number;
  heapMb?: number;
  /** Young-generation cap of each worker (PARSE_LIMITS.workerYoungGenMb). */
  youngGenMb?: number;
  /** Idle workers are terminated after this long. */
  idleMs?: number;
  /** Running parses are killed when the process's RSS goes above this (SECURITY.md §4: 512 MiB). */
  maxRssMb?: number;
  readRss?: RssReader;
}

interface Slot {
  worker: Worker;
  idleTimer: NodeJS.Timeout | null;
}

/** Runs parse jobs in killable worker threads. */
export class WorkerPool {
  readonly concurrency: number;
  readonly deadlineMs: number;
  readonly heapMb: number;
  readonly youngGenMb: number;
  readonly idleMs: number;
  readonly maxRssBytes: number;
  readonly #readRss: RssReader;
  /** Kills of the running jobs, by job id, for the RSS watchdog. */
  #abortRunning = new Map<number, () => void>();
  #watchdog: NodeJS.Timeout | null = null;
  #idle: Slot[] = [];
  #running = 0;
  #waiting: Array<() => void> = [];
  #nextId = 1;
  /** Workers started so far (for tests and the bench). */
  started = 0;

  constructor(options: PoolOptions = {}) {
    this.concurrency = options.concurrency ?? PARSE_LIMITS.concurrency;
    this.deadlineMs = options.deadlineMs ?? PARSE_LIMITS.deadlineMs;
    this.heapMb = options.heapMb ?? PARSE_LIMITS.workerHeapMb;
    this.youngGenMb = options.youngGenMb ?? PARSE_LIMITS.workerYoungGenMb;
    this.idleMs = options.idleMs ?? 60_000;
    this.maxRssBytes = (options.maxRssMb ?? PARSE_LIMITS.maxRssMb) * 1024 * 1024;
    this.#readRss = options.readRss ?? (() => process.memoryUsage.rss());
  }

  /** Runs one job; resolves with its outcome (never rejects for file problems). */
  async run(job: ParseJob): Promise<JobOutcome> {
    const workerUrl = await workerBundleUrl();
    await this.#acquire();
    try {
      return await this.#dispatch(job, workerUrl);
    } finally {
      this.#release();
    }
  }

  /** Terminates all idle workers (running jobs finish first). */
  async close(): Promise<void> {
    const idle = this.#idle.splice(0);
    await Promise.all(idle.map((slot) => this.#kill(slot)));
  }

  #acquire(): Promise<void> {
    if (this.#running < this.concurrency) {
      this.#running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(() => resolve()));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running--;
  }

  #spawn(workerUrl: URL): Slot {
    this.started++;
    const worker = new Worker(workerUrl, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: this.youngGenMb, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    // pdf.js may warn about fonts on stderr; its messages can quote document content, so they are dropped.
    worker.stdout.resume();
    worker.stderr.resume();
    // A killed job's worker can still die of heap exhaustion before terminate() lands; its job has already
    // settled, so that late error must not surface as an uncaught exception in the request thread.
    worker.on('error', () => undefined);
    worker.unref();
    return { worker, idleTimer: null };
  }

  #kill(slot: Slot): Promise<void> {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    return slot.worker.terminate().then(
      () => undefined,
      () => undefined,
    );
  }

  #dispatch(job: ParseJob, workerUrl: URL): Promise<JobOutcome> {
    const slot = this.#idle.pop() ?? this.#spawn(workerUrl);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    const id = this.#nextId++;
    return new Promise<JobOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: JobOutcome, reusable: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.#unwatch(id);
        slot.worker.off('message', onMessage);
        slot.worker.off('error', onError);
        slot.worker.off('exit', onExit);
        if (reusable) this.#park(slot);
        else void this.#kill(slot);
        resolve(outcome);
      };
      const onMessage = (message: { id: number; outcome: ParseJobResult }) => {
        if (message.id === id) finish(message.outcome, true);
      };
      // Heap exhaustion (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file could not be read within limits.
      const onError = () => finish({ ok: false, kind: 'unreadable' }, false);
      const onExit = () => finish({ ok: false, kind: 'unreadable' }, false);
      const timer = setTimeout(() => finish({ ok: false, kind: 'timeout' }, false), this.deadlineMs);
      this.#watch(id, () => finish({ ok: false, kind: 'unreadable' }, false));
      slot.worker.on('message', onMessage);
      slot.worker.on('error', onError);
      slot.worker.on('exit', onExit);
      // Copy into a buffer we own and transfer it: the caller keeps its bytes, the worker gets them without a clone.
      const bytes = job.bytes.slice();
      slot.worker.postMessage({ id, job: { format: job.format, bytes } }, [bytes.buffer]);
    });
  }

  /**
   * Watches RSS while job `id` runs. Threads share one process, so the parse that pushed it over the ceiling
   * (RSS grown by more than maxRssMb since parsing started) cannot be told apart: every running parse is
   * killed (each caller gets 'unreadable'), which keeps the process, and every later request, alive.
   */
  #watch(id: number, abort: () => void): void {
    this.#abortRunning.set(id, abort);
    if (this.#watchdog) return;
    // The parses' share is what the process gained since they started: the request thread's own memory
    // (modules, caches, a test runner) is not theirs.
    const baseline = this.#readRss();
    this.#watchdog = setInterval(() => {
      if (this.#readRss() - baseline <= this.maxRssBytes) return;
      for (const kill of [...this.#abortRunning.values()]) kill();
    }, PARSE_LIMITS.rssSampleMs);
    this.#watchdog.unref();
  }

  #unwatch(id: number): void {
    this.#abortRunning.delete(id);
    if (this.#abortRunning.size === 0 && this.#watchdog) {
      clearInterval(this.#watchdog);
      this.#watchdog = null;
    }
  }

  #park(slot: Slot): void {
    if (this.#idle.length >= this.concurrency) {
      void this.#kill(slot);
      return;
    }
    slot.idleTimer = setTimeout(() => {
      const at = this.#idle.indexOf(slot);
      if (at >= 0) this.#idle.splice(at, 1);
      void this.#kill(slot);
    }, this.idleMs);
    slot.idleTimer.unref();
    this.#idle.push(slot);
  }
}

let shared: WorkerPool | undefined;

/** The process-wide pool the API uses. */
export function sharedPool(): WorkerPool {
  shared ??= new WorkerPool();
  return shared;
}
