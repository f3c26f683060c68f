import { CV_ID_PATTERN, SAVED_CV_LIMITS } from '../../../lib/cv/document.ts';
import { VERSION_PATTERN } from '../../../lib/scoring/saved-score.ts';
import { SCORE_ASSESSMENT_MAX_CHARS, SCORE_KEYS } from '../../../lib/scoring/schema.ts';
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
 * - users/{uid}/cvs/{cvId}: saved CVs, only that user reads, lists and writes them, and writes only with a
 *   real (not anonymous) account; ids as the app makes them (CV_ID_PATTERN); exactly {data, updatedAt} with
 *   updatedAt the request time and data the CV document (cv, gcsUrl, unplaced, cvId = the id), the CV's keys,
 *   texts and lists as SAVED_CV_LIMITS says (Firestore itself caps a document at 1 MiB: commit.ts); optionally
 *   the job advert (text) and the last score (null, or the result's keys, six whole scores 0 to 100, feedback
 *   lists of at most SAVED_SCORE_FEEDBACK_ITEMS, the assessment's text, and two version fingerprints).
 * - stats/general: anyone reads it; no client writes it (the server counts new accounts, as the admin).
 * - everything else (rateLimits, accountEvents, ...): denied.
 *
 * An update of a missing document (an update's "exists" precondition) is judged by the update rule with no
 * resource: where the file reads resource.data, that is an error, so a refusal (profiles).
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
/** The keys of a saved CV's document, its data (src/lib/cv/document.ts), its CV (src/lib/cv/schema.ts) by kind. */
export const SAVED_CV_KEYS = ['data', 'updatedAt'] as const;
export const CV_DOCUMENT_KEYS = ['cv', 'gcsUrl', 'unplaced', 'cvId', 'jobDescription', 'lastScore'] as const;
/** The keys of a saved score (src/lib/scoring/saved-score.ts), of its result and of the result's feedback. */
export const SAVED_SCORE_KEYS = ['result', 'cvVersion', 'jdVersion'] as const;
export const SCORE_RESULT_KEYS = ['scores', 'feedback', 'match_assessment'] as const;
export const SCORE_FEEDBACK_KEYS = ['strengths', 'areas_to_improve'] as const;
/** Most items in a saved score's feedback list: generous beside what scoring writes (MAX_STRENGTHS, MAX_AREAS). */
export const SAVED_SCORE_FEEDBACK_ITEMS = 20;
export const CV_TEXT_KEYS = ['first_name', 'surname', 'email', 'phone', 'headline', 'profile_statement'] as const;
export const CV_LIST_KEYS = [
  'links',
  'skills',
  'achievements',
  'roles',
  'earlier_career',
  'education',
  'languages',
  'certifications',
  'professional_memberships',
  'publications',
  'add_details',
] as const;
export const CV_LOCATION_KEYS = ['city', 'country'] as const;

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
      const firebase = request.auth?.token.firebase as { sign_in_provider?: unknown } | undefined;
      const realAccount = typeof firebase?.sign_in_provider === 'string' && firebase.sign_in_provider !== 'anonymous';
      return realAccount && CV_ID_PATTERN.test(segments[3]!) && validSavedCv(request.data ?? {}, segments[3]!, request.time);
    }
    return request.method !== 'list';
  }
  return request.path === 'stats/general' && request.method === 'get';
}

const hasOnly = (fields: Fields, keys: readonly string[]) => Object.keys(fields).every((key) => keys.includes(key));
const textWithin = (value: Value | undefined, max: number) =>
  value?.stringValue !== undefined && (value.stringValue.length <= max || [...value.stringValue].length <= max);
const optionalText = (fields: Fields, key: string, max: number) => fields[key] === undefined || textWithin(fields[key], max);
const optionalList = (fields: Fields, key: string, max: number) =>
  fields[key] === undefined || (fields[key].arrayValue !== undefined && (fields[key].arrayValue.values ?? []).length <= max);

/** firestore.rules `validSavedCv`: {data: the CV document, updatedAt: the request time}, the id its own. */
function validSavedCv(saved: Fields, cvId: string, time: string): boolean {
  if (!hasOnly(saved, SAVED_CV_KEYS)) return false;
  const { updatedAt, data } = saved;
  if (updatedAt?.timestampValue === undefined || !sameInstant(updatedAt.timestampValue, time)) return false;
  const document = data?.mapValue?.fields ?? (data?.mapValue ? {} : undefined);
  if (document === undefined || !hasOnly(document, CV_DOCUMENT_KEYS)) return false;
  if (document.cv === undefined || !validParsedCv(document.cv)) return false;
  if (!optionalText(document, 'gcsUrl', SAVED_CV_LIMITS.gcsUrlChars) || !optionalList(document, 'unplaced', SAVED_CV_LIMITS.listItems)) return false;
  if (document.cvId !== undefined && document.cvId.stringValue !== cvId) return false;
  if (!optionalText(document, 'jobDescription', SAVED_CV_LIMITS.textChars)) return false;
  return document.lastScore === undefined || document.lastScore.nullValue !== undefined || validSavedScore(document.lastScore);
}

/** The fields of a map value, or undefined when the value is not a map. */
const mapFields = (value: Value | undefined): Fields | undefined => (value?.mapValue ? (value.mapValue.fields ?? {}) : undefined);

/** A whole number from 0 to 100. */
function validScoreValue(value: Value | undefined): boolean {
  const number = value?.integerValue === undefined ? NaN : Number(value.integerValue);
  return Number.isInteger(number) && number >= 0 && number <= 100;
}

/** firestore.rules `validSavedScore`: the result's keys and bounds, and the two version fingerprints. */
function validSavedScore(value: Value): boolean {
  const score = mapFields(value);
  if (score === undefined || !hasOnly(score, SAVED_SCORE_KEYS)) return false;
  const versionOk = (key: string) => score[key]?.stringValue !== undefined && VERSION_PATTERN.test(score[key].stringValue);
  if (!versionOk('cvVersion') || !versionOk('jdVersion')) return false;
  const result = mapFields(score.result);
  if (result === undefined || !hasOnly(result, SCORE_RESULT_KEYS) || !textWithin(result.match_assessment, SCORE_ASSESSMENT_MAX_CHARS)) return false;
  const scores = mapFields(result.scores);
  if (scores === undefined || !hasOnly(scores, SCORE_KEYS) || !SCORE_KEYS.every((key) => validScoreValue(scores[key]))) return false;
  const feedback = mapFields(result.feedback);
  return (
    feedback !== undefined &&
    hasOnly(feedback, SCORE_FEEDBACK_KEYS) &&
    SCORE_FEEDBACK_KEYS.every((key) => feedback[key]?.arrayValue !== undefined && optionalList(feedback, key, SAVED_SCORE_FEEDBACK_ITEMS))
  );
}

/** firestore.rules `validParsedCv`: the CV's keys only, its texts and lists bounded. */
function validParsedCv(value: Value): boolean {
  if (value.mapValue === undefined) return false;
  const cv = value.mapValue.fields ?? {};
  if (!hasOnly(cv, [...CV_TEXT_KEYS, 'location', ...CV_LIST_KEYS])) return false;
  if (!CV_TEXT_KEYS.every((key) => optionalText(cv, key, SAVED_CV_LIMITS.textChars))) return false;
  if (!CV_LIST_KEYS.every((key) => optionalList(cv, key, SAVED_CV_LIMITS.listItems))) return false;
  if (cv.location === undefined) return true;
  const location = cv.location.mapValue?.fields ?? (cv.location.mapValue ? {} : undefined);
  return (
    location !== undefined &&
    hasOnly(location, CV_LOCATION_KEYS) &&
    CV_LOCATION_KEYS.every((key) => optionalText(location, key, SAVED_CV_LIMITS.textChars))
  );
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
