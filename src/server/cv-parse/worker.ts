import { parentPort } from 'node:worker_threads';
import { runParseJob, type ParseJob } from './parse-job.ts';

/**
 * Worker entry: parses one job per message. It lives in its own thread with a capped heap, so the pool can
 * kill it at the deadline without touching the request thread.
 */

// pdf.js inflates each PDF stream through a DecompressionStream when there is one: Node's web streams hand
// every stream to zlib's thread pool and back over several event-loop turns, which costs more (time and
// memory) than the stream itself. Without one, pdf.js inflates in place with its own decoder, the fallback
// it already takes for any stream zlib refuses, so the bytes read are the same.
delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;

parentPort?.on('message', async (message: { id: number; job: ParseJob }) => {
  // The job's bytes were transferred to this worker (run-in-worker.ts): no one else reads them.
  const outcome = await runParseJob(message.job, { handOver: true });
  parentPort?.postMessage({ id: message.id, outcome });
});
