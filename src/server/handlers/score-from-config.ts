import { parseCvFile } from '../cv-parse/parse-cv.ts';
import type { Handler } from '../http.ts';
import { createDailyInputBudget } from '../llm/call-budget.ts';
import { createFeedbackRewriterFromConfig } from '../llm/reword-feedback.ts';
import { createFirestoreTargetRoleReader } from '../profile/target-role.ts';
import type { RouteDeps } from '../route-deps.ts';
import { createCvReader } from '../storage/read-cv-object.ts';
import { createScoreHandler } from './score.ts';

/**
 * POST /api/v1/score wired to the real pieces: firebase-admin Storage and Firestore (the emulators when
 * FIREBASE_STORAGE_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST are set), the worker-pool parser for a stored file,
 * and the LLM feedback rewriter when LLM_BASE_URL is configured.
 */
export function createScoreHandlerFromConfig({ config, verifier, limiter }: RouteDeps): Handler {
  const { projectId, storageBucket } = config.firebase;
  return createScoreHandler({
    verifier,
    reader: createCvReader({ bucket: storageBucket, projectId }),
    parse: (bytes, meta) => parseCvFile(bytes, meta),
    limiter,
    bucket: storageBucket,
    targetRoleOf: createFirestoreTargetRoleReader({ projectId }),
    rewriter: createFeedbackRewriterFromConfig(config.llm, { budget: createDailyInputBudget(limiter, config.llmDailyInputChars) }),
  });
}
