import { parentPort } from 'node:worker_threads';
import { InflateAtOnce } from './extract/inflate-at-once.ts';
import { runParseJob, type ParseJob } from './parse-job.ts';

/**
 * Worker entry: parses one job per message. It lives in its own thread with a capped heap, so the pool can
 * kill it at the deadline without touching the request thread.
 */

// pdf.js inflates each PDF stream through a DecompressionStream when there is one: this thread's is zlib, at once
// (extract/inflate-at-once.ts), instead of Node's web stream.
(globalThis as { DecompressionStream?: unknown }).DecompressionStream = InflateAtOnce;

parentPort?.on('message', async (message: { id: number; job: ParseJob }) => {
  // The job's bytes were transferred to this worker (run-in-worker.ts): no one else reads them.
  const outcome = await runParseJob(message.job, { handOver: true });
  parentPort?.postMessage({ id: message.id, outcome });
});
