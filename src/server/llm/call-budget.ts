import { DAY_MS } from '../durations.ts';
import type { RateLimitStore } from '../rate-limit.ts';

/** How many model calls may still be made: each attempt takes one, and none is made once the budget is spent. */
export interface CallBudget {
  /** True when a call may be made now (and counts it). */
  take(): Promise<boolean>;
}

/** One counter for every model call of every route and instance: the bill is one bill. */
export const LLM_DAILY_BUDGET_KEY = 'llm:calls:day';

/**
 * The daily spend breaker (SECURITY.md §4): at most `callsPerDay` model calls in any 24 hours, counted in the
 * shared rate-limit store so every instance draws on the same budget. Once spent, every LLM step falls back to
 * its built-in answer (structurer, rubric feedback, coach rules) with no call made, rather than failing the
 * request: the model is optional everywhere.
 */
export function createDailyCallBudget(store: RateLimitStore, callsPerDay: number): CallBudget {
  return { take: async () => (await store.hit(LLM_DAILY_BUDGET_KEY, callsPerDay, DAY_MS)).allowed };
}
