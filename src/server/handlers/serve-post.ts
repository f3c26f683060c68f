import { allowMethods, HttpError, withErrors, type Handler } from '../http.ts';

/**
 * A POST route's handler as served: POST only, errors answered in the API's format, and each failure logged as
 * `{name}: {code} {ms}ms` (codes and timings only, never request content).
 */
export function servePost(name: string, handler: Handler, log: (line: string) => void, now: () => number): Handler {
  const logFailures: Handler = async (request, context) => {
    const started = now();
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) log(`${name}: ${error.code} ${now() - started}ms`);
      throw error;
    }
  };
  return withErrors(allowMethods(['POST'], logFailures), log);
}
