import { DAY_MS } from '../durations.ts';
import type { RateLimitStore } from '../rate-limit.ts';

/** How much model input may still be sent: each call takes its size, and none is made once the budget is spent. */
export interface CallBudget {
  /** True when a call of `inputChars` characters of input may be made now (and counts them). */
  take(inputChars: number): Promise<boolean>;
}

/** One counter for every model call of every route and instance: the bill is one bill. */
export const LLM_DAILY_BUDGET_KEY = 'llm:input-chars:day';

/**
 * The daily spend breaker (SECURITY.md §4): at most `charsPerDay` characters of model input (the prompt of every
 * call, about four characters a token) in any 24 hours, counted in the shared rate-limit store so every instance
 * draws on the same budget. Size, not calls, because the bill is by size: one call with a large CV costs as much
 * as many small ones. Once spent, every LLM step falls back to its built-in answer (structurer, rubric feedback,
 * coach rules) with no call made, rather than failing the request: the model is optional everywhere.
 */
export function createDailyInputBudget(store: RateLimitStore, charsPerDay: number): CallBudget {
  return { take: async (inputChars) => (await store.hit(LLM_DAILY_BUDGET_KEY, charsPerDay, DAY_MS, undefined, Math.max(1, inputChars))).allowed };
}
