/** How an optional step ended: in time, past its wait, or with an error. */
export type WithinOutcome = 'ok' | 'timeout' | 'failed';

/**
 * `work`'s value, or `fallback` once `ms` pass or `work` fails: for the optional steps of a request (a profile
 * read, an LLM's wording), which must never hold up or break the answer.
 */
export async function withinOr<T>(work: () => Promise<T>, ms: number, fallback: T): Promise<{ value: T; outcome: WithinOutcome }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  try {
    const value = await Promise.race([work(), timeout]);
    return value === 'timeout' ? { value: fallback, outcome: 'timeout' } : { value, outcome: 'ok' };
  } catch {
    return { value: fallback, outcome: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}
