/**
 * The key with the largest count (the first such key met, on a tie), or undefined when there are none. Counts are
 * often weighted ('characters set in each font'), so a map of counts is what most callers hold.
 */
export function largestCount<K>(counts: Iterable<readonly [K, number]>): K | undefined {
  let best: K | undefined;
  let bestCount = -Infinity;
  for (const [key, count] of counts) {
    if (count > bestCount) [best, bestCount] = [key, count];
  }
  return best;
}

/** The value met most often (the first met, on a tie), or undefined when there are none. */
export function mostCommon<T>(values: Iterable<T>): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return largestCount(counts);
}
