import { valuesEqual } from './value-order.ts';
import { sameInstant, type Fields, type Value } from './values.ts';

/**
 * The security rules, in code: what firestore.rules says, for the local emulation.
 * Keep the two in step. The emulator asks this for every request from a client; the admin (`Bearer owner`)
 * is not asked, as in Firestore.
 *
 * - users/{uid}: only that user reads and writes it. Keys: email, createdAt, emailVerified, onboarding,
 *   lastUpdated; onboarding holds only the five answers (text) and completedAt (text or timestamp);
 *   every string at most 2000 characters; emailVerified is false or what the ID token says;
 *   createdAt is the request time when the document is created (and unchanged, or the request time again,
 *   on update: signing up after an anonymous session re-creates the profile of the same uid).
 * - users/{uid}/cvs/{cvId}: saved CVs, only that user reads, lists and writes them; ids of at most 128
 *   characters, at most 32 fields (Firestore itself caps a document at 1 MiB: commit.ts).
 * - stats/general: anyone reads it; a signed-in user creates it with totalUsers 1 or adds exactly 1 to
 *   totalUsers; nothing else changes, except lastUpdated set to the request time (never removed).
 * - everything else: denied.
 *
 * An update of a missing document (an update's "exists" precondition) is judged by the update rule with no
 * resource: where the file reads resource.data, that is an error, so a refusal (profiles, stats).
 * tests/server/emulators/firestore.contract.test.ts runs the same requests against this emulation and the
 * official emulator, which executes firestore.rules itself.
 */

export type RuleMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface RuleRequest {
  method: RuleMethod;
  /** The document (or, for list, the collection) path relative to the database root, e.g. `users/u1`. */
  path: string;
  /** request.auth: the ID token's uid and claims; null when signed out. */
  auth: { uid: string; token: Record<string, unknown> } | null;
  /** request.time: the commit time of a write. */
  time: string;
  /** resource.data: the stored fields before a write (undefined when the document does not exist; also for
   *  an update of a missing document). */
  resource?: Fields;
  /** request.resource.data: the fields after a create or update. */
  data?: Fields;
}

export const PROFILE_KEYS = ['email', 'createdAt', 'emailVerified', 'onboarding', 'lastUpdated'] as const;
export const MAX_PROFILE_STRING_CHARS = 2000;
export const ONBOARDING_KEYS = ['currentRole', 'targetRole', 'experience', 'goals', 'preferences', 'completedAt'] as const;
export const MAX_CV_ID_CHARS = 128;
export const MAX_CV_FIELDS = 32;
const STATS_KEYS = ['totalUsers', 'lastUpdated'];

/** True when the rules allow the request. */
export function isAllowed(request: RuleRequest): boolean {
  const segments = request.path.split('/');
  const uid = request.auth?.uid;
  if (segments[0] === 'users' && segments.length === 2) {
    if (uid !== segments[1]) return false;
    if (request.method === 'update' && request.resource === undefined) return false;
    return request.method === 'create' || request.method === 'update' ? validProfile(request) : request.method !== 'list';
  }
  if (segments[0] === 'users' && segments[2] === 'cvs' && (segments.length === 3 || segments.length === 4)) {
    if (uid !== segments[1]) return false;
    if (segments.length === 3) return request.method === 'list';
    if (request.method === 'create' || request.method === 'update') {
      return [...segments[3]!].length <= MAX_CV_ID_CHARS && Object.keys(request.data ?? {}).length <= MAX_CV_FIELDS;
    }
    return request.method !== 'list';
  }
  if (request.path === 'stats/general') {
    if (request.method === 'get') return true;
    if (uid === undefined) return false;
    if (request.method === 'create') return validNewStats(request);
    if (request.method === 'update') return validStatsIncrement(request);
  }
  return false;
}

function validProfile({ method, data = {}, resource = {}, auth, time }: RuleRequest): boolean {
  const keys = Object.keys(data);
  if (!keys.every((key) => (PROFILE_KEYS as readonly string[]).includes(key))) return false;
  if (!stringsWithin(Object.values(data), MAX_PROFILE_STRING_CHARS)) return false;
  const { email, emailVerified, onboarding, lastUpdated, createdAt } = data;
  if (email !== undefined && email.stringValue === undefined) return false;
  if (onboarding !== undefined && !validOnboarding(onboarding)) return false;
  if (lastUpdated !== undefined && lastUpdated.timestampValue === undefined) return false;
  if (emailVerified !== undefined) {
    if (emailVerified.booleanValue === undefined) return false;
    if (emailVerified.booleanValue && auth?.token.email_verified !== true) return false;
  }
  const createdNow = createdAt?.timestampValue !== undefined && sameInstant(createdAt.timestampValue, time);
  if (method === 'create') return createdNow;
  const unchanged = createdAt === undefined ? resource.createdAt === undefined : resource.createdAt !== undefined && valuesEqual(createdAt, resource.createdAt);
  return unchanged || createdNow;
}

/** firestore.rules `validOnboarding`: a map of the known answer keys, each text (completedAt may be a timestamp). */
function validOnboarding(onboarding: Value): boolean {
  if (onboarding.mapValue === undefined) return false;
  return Object.entries(onboarding.mapValue.fields ?? {}).every(
    ([key, value]) =>
      (ONBOARDING_KEYS as readonly string[]).includes(key) &&
      (value.stringValue !== undefined || (key === 'completedAt' && value.timestampValue !== undefined)),
  );
}

function stringsWithin(values: Value[], maxChars: number): boolean {
  return values.every((value) => {
    if (value.stringValue !== undefined) return value.stringValue.length <= maxChars || [...value.stringValue].length <= maxChars;
    if (value.arrayValue) return stringsWithin(value.arrayValue.values ?? [], maxChars);
    if (value.mapValue) return stringsWithin(Object.values(value.mapValue.fields ?? {}), maxChars);
    return true;
  });
}

const isRequestTime = (value: Value | undefined, time: string) =>
  value === undefined || (value.timestampValue !== undefined && sameInstant(value.timestampValue, time));

function validNewStats({ data = {}, time }: RuleRequest): boolean {
  return Object.keys(data).every((key) => STATS_KEYS.includes(key)) && data.totalUsers?.integerValue === '1' && isRequestTime(data.lastUpdated, time);
}

function validStatsIncrement({ data = {}, resource = {}, time }: RuleRequest): boolean {
  const before = resource.totalUsers?.integerValue;
  const after = data.totalUsers?.integerValue;
  if (before === undefined || after === undefined || BigInt(after) !== BigInt(before) + 1n) return false;
  const keys = new Set([...Object.keys(data), ...Object.keys(resource)]);
  for (const key of keys) {
    const same = data[key] !== undefined && resource[key] !== undefined && valuesEqual(data[key], resource[key]);
    if (!same && !STATS_KEYS.includes(key)) return false;
  }
  // lastUpdated unchanged (absent before and after, or equal), or set to the request time; removing it is a change.
  if (data.lastUpdated === undefined) return resource.lastUpdated === undefined;
  return (resource.lastUpdated !== undefined && valuesEqual(data.lastUpdated, resource.lastUpdated)) || isRequestTime(data.lastUpdated, time);
}
