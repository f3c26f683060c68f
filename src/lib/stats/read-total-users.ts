/**
 * Reads stats/general.totalUsers for the about page's Users counter with one plain REST GET, so the
 * Firebase SDK never loads on a marketing page. SPEC §8: reading stats fails silently, so every failure
 * (no project id, HTTP error, network error, timeout, unexpected value) resolves null instead of throwing.
 */

/** How long the about page waits for the stats document before settling for the base count. */
export const STATS_READ_TIMEOUT_MS = 3_000;

const PRODUCTION_FIRESTORE = 'https://firestore.googleapis.com';

export interface ReadTotalUsersOptions {
  /** Firebase project id (PUBLIC_FIREBASE_PROJECT_ID); without it nothing is requested. */
  projectId?: string;
  /** "host:port" of a local Firestore emulator (PUBLIC_FIRESTORE_EMULATOR_HOST); production when empty. */
  emulatorHost?: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** The REST address of the stats document, on the emulator when one is configured. */
export function statsDocumentUrl(projectId: string, emulatorHost?: string): string {
  const base = emulatorHost ? `http://${emulatorHost}` : PRODUCTION_FIRESTORE;
  return `${base}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents/stats/general`;
}

/** totalUsers from a Firestore REST document, or null unless it is a non-negative safe integer. */
export function totalUsersFromDocument(document: unknown): number | null {
  const raw = (document as { fields?: { totalUsers?: { integerValue?: unknown } } } | null)?.fields?.totalUsers?.integerValue;
  // Firestore's REST API sends 64-bit integers as decimal strings; accept numbers too, to be lenient.
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** Resolves the number of registered users, or null when it cannot be read (never rejects). */
export async function readTotalUsers({
  projectId,
  emulatorHost,
  fetch: fetchImpl = globalThis.fetch,
  timeoutMs = STATS_READ_TIMEOUT_MS,
}: ReadTotalUsersOptions): Promise<number | null> {
  if (!projectId) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(statsDocumentUrl(projectId, emulatorHost), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    return totalUsersFromDocument(await response.json());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
