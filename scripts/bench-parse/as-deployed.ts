/**
 * The parse path as a deployed function runs it, for `npm run bench:parse`: the bench bundles this file with esbuild
 * (parsers.ts) and forks it, so the process it samples holds what the parse function's process holds on Netlify: the
 * function itself, loaded and set up as on a cold start (src/functions/parse.mts and every module it imports, as
 * plain bundled JavaScript: Node strips no TypeScript at run time), and the parse workers running the worker bundle.
 * Files are parsed through the function's own parseCvFile and pool (the request's HTTP, token and storage steps are
 * left out: they need Firebase, and hold no file). The bench keeps its harness (sets, truths, scoring) in its own
 * process and asks this one over IPC, one message at a time:
 *   { parse: file } → ParseOutcome · { reset: true } → { rss } (RSS now; the peak starts again from here)
 *   { peak: true } → { peak } · { close: true } → idle workers closed, then the process exits.
 */
import parseFunction from '../../src/functions/parse.mts';
import { sharedPool } from '../../src/server/cv-parse/run-in-worker.ts';
import { parseOne } from './parse-one.ts';
import { rssSampler } from './rss-sampler.ts';

/** A request from the bench. */
export type DeployedRequest = { parse: string } | { reset: true } | { peak: true } | { close: true };

if (typeof parseFunction !== 'function') throw new Error('src/functions/parse.mts no longer exports its handler');
const sampler = rssSampler();

async function answer(request: DeployedRequest): Promise<unknown> {
  if ('parse' in request) return parseOne(request.parse);
  if ('reset' in request) return { rss: sampler.reset() };
  if ('peak' in request) return { peak: sampler.peak() };
  sampler.stop();
  await sharedPool().close();
  process.disconnect();
  return null;
}

process.on('message', (request: DeployedRequest) => {
  void answer(request).then((reply) => {
    if (reply !== null) process.send!(reply);
  });
});
