/**
 * Retry-After (RFC 9110 §10.2.3) read and put into words: the one place that says when a rate-limited user may
 * try again. The API client uses it for every 429 it gets, so the upload screen, the score card and the account
 * page all show the same sentence; the server's language-model client reads the header with parseRetryAfter too.
 */
import { messages } from '../messages.ts';

/** Waits shorter than this are said in seconds. */
const MINUTE_MS = 60_000;
/**
 * Waits of this long or more are said as a time of day ('at 14:05'): it stays true however long the text stays
 * on screen (the score card and the account page keep it until the next try), where 'in 42 minutes' would not.
 */
const CLOCK_FROM_MS = 10 * MINUTE_MS;

/** How long Retry-After asks to wait, in ms (from a number of seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1_000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of `date`, as a number that grows by one a day. */
const dayNumber = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000;

/**
 * When a user told to wait `waitMs` from `now` may try again, in words: 'in 40 seconds', 'in 3 minutes', or,
 * from ten minutes on, the local time rounded up to the minute ('at 14:05', 'tomorrow at 09:00', 'on 28 November
 * at 09:00'). Counts are rounded up, so the user is never told to come back too early.
 */
export function whenToRetry(waitMs: number, now: Date): string {
  const wait = Math.max(waitMs, 1_000);
  if (wait < MINUTE_MS) return messages.api.retry.inSeconds(Math.ceil(wait / 1_000));
  if (wait < CLOCK_FROM_MS) return messages.api.retry.inMinutes(Math.ceil(wait / MINUTE_MS));
  const at = new Date(Math.ceil((now.getTime() + wait) / MINUTE_MS) * MINUTE_MS);
  const time = `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
  const days = dayNumber(at) - dayNumber(now);
  if (days === 0) return messages.api.retry.at(time);
  if (days === 1) return messages.api.retry.tomorrowAt(time);
  return messages.api.retry.onDayAt(at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long' }), time);
}

/** The reason to show for a 429 whose Retry-After asks to wait `waitMs` from `now`. */
export function rateLimitedReason(waitMs: number, now: Date): string {
  return messages.api.rateLimited(whenToRetry(waitMs, now));
}
