import { parseCvFile } from '../cv-parse/parse-cv.ts';
import type { Handler } from '../http.ts';
import { createDailyInputBudget } from '../llm/call-budget.ts';
import { createLlmStructurerFromConfig } from '../llm/llm-structurer.ts';
import type { RouteDeps } from '../route-deps.ts';
import { createCvReader } from '../storage/read-cv-object.ts';
import { createParseHandler } from './parse.ts';

/**
 * POST /parse wired to the real pieces: firebase-admin Storage (the emulator when FIREBASE_STORAGE_EMULATOR_HOST
 * is set), the worker-pool parser, and the LLM structurer when LLM_BASE_URL is configured.
 */
export function createParseHandlerFromConfig({ config, verifier, limiter }: RouteDeps): Handler {
  const { projectId, storageBucket } = config.firebase;
  return createParseHandler({
    verifier,
    reader: createCvReader({ bucket: storageBucket, projectId }),
    parse: (bytes, meta) => parseCvFile(bytes, meta),
    limiter,
    bucket: storageBucket,
    structurer: createLlmStructurerFromConfig(config.llm, { budget: createDailyInputBudget(limiter, config.llmDailyInputChars) }),
  });
}
