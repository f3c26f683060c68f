import { isDemoProject } from '../lib/firebase/config.ts';
import type { ServerConfig } from './config.ts';
import { createProjectRateLimitStore } from './firebase/firestore-rate-limit-store.ts';
import { createMemoryRateLimitStore, createSharedRateLimitStore, type RateLimitStore } from './rate-limit.ts';

/** Longest a request waits for the shared counter before this instance counts it alone. */
export const SHARED_RATE_LIMIT_TIMEOUT_MS = 2_000;

/**
 * The rate-limit store every handler of a process shares: counted in the project's Firestore, so limits hold
 * across function instances (SECURITY.md §4), with this instance's own count in front (a burst to one instance
 * is refused without asking Firestore) and standing in while Firestore cannot answer. Handler keys carry their
 * route ('parse:uid:…'), so one store serves them all.
 *
 * A "demo-" project exists only in emulators (Firebase's convention): without FIRESTORE_EMULATOR_HOST it has no
 * Firestore to share, and counting there would only reach out to Google for nothing, so it counts in memory.
 */
export function createRateLimitStoreFromConfig(
  config: Pick<ServerConfig, 'firebase'>,
  env: Record<string, string | undefined> = process.env,
): RateLimitStore {
  const { projectId } = config.firebase;
  if (isDemoProject(projectId) && !env.FIRESTORE_EMULATOR_HOST) return createMemoryRateLimitStore();
  return createSharedRateLimitStore(createProjectRateLimitStore(projectId), { timeoutMs: SHARED_RATE_LIMIT_TIMEOUT_MS });
}
