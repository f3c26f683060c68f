import { parentPort } from 'node:worker_threads';
import { runParseJob, type ParseJob } from './parse-job.ts';

/**
 * Worker entry: parses one job per message. It lives in its own thread with a capped heap, so the pool can
 * kill it at the deadline without touching the request thread.
 */
parentPort?.on('message', async (message: { id: number; job: ParseJob }) => {
  const outcome = await runParseJob(message.job);
  parentPort?.postMessage({ id: message.id, outcome });
});
