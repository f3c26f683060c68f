/** Spans of time in milliseconds, for rate-limit windows, budgets and retention. */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
