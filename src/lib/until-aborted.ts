/**
 * Settles with `work`, or rejects with `onAbort()` as soon as `signal` aborts, whether or not the work itself
 * heeds the signal (it may have its own hard limit, or none). Browser and server alike.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal, onAbort: () => Error): Promise<T> {
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(onAbort());
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
