/**
 * Commit and read times. Firestore's timestamps have microsecond precision and every commit gets a later
 * one than the last, which transactions rely on (a document's updateTime is its version).
 */
export type Clock = () => string;

/** A clock that never repeats or runs backwards, even when `now` (milliseconds) does. */
export function createClock(now: () => number = Date.now): Clock {
  let last = 0n;
  return () => {
    let micros = BigInt(Math.floor(now())) * 1000n;
    if (micros <= last) micros = last + 1n;
    last = micros;
    return formatMicros(micros);
  };
}

/** RFC 3339 with six fractional digits, e.g. 2025-01-31T12:00:00.123456Z. */
export function formatMicros(micros: bigint): string {
  const millis = Number(micros / 1000n);
  const seconds = new Date(millis).toISOString().slice(0, 19);
  const fraction = (micros % 1_000_000n).toString().padStart(6, '0');
  return `${seconds}.${fraction}Z`;
}
