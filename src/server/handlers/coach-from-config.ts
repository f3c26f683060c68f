import { getApp } from '../../lib/content/index.ts';
import type { Handler } from '../http.ts';
import { createDailyInputBudget } from '../llm/call-budget.ts';
import { createCoachResponderFromConfig } from '../llm/coach-reply.ts';
import type { RouteDeps } from '../route-deps.ts';
import { createCoachHandler } from './coach.ts';

/**
 * POST /api/v1/coach wired to the real pieces: the coach's wording from src/content/app/coach-panel.yaml (read at run time,
 * so netlify.toml ships src/content beside the function), and the LLM responder when LLM_BASE_URL is configured.
 */
export function createCoachHandlerFromConfig({ config, verifier, limiter }: RouteDeps): Handler {
  return createCoachHandler({
    verifier,
    limiter,
    replies: () => getApp().coachPanel.replies,
    responder: createCoachResponderFromConfig(config.llm, { budget: createDailyInputBudget(limiter, config.llmDailyInputChars) }),
  });
}
