/**
 * CV scoring (SPEC §4 'Score card'): the server's score of the current CV, and a live estimate beside it.
 *
 * - `$score` is the authority: POST /api/v1/score's answer for the CV as it was when scored. Its status is idle
 *   (never scored), scoring, result or error; the last result stays while re-scoring and after a failed re-score.
 * - `$liveEstimate` is the shared rubric (lib/scoring) run in the browser on the CV being edited, with the change
 *   each edit made: guidance between scores, never shown as the score itself.
 *
 * Scoring needs an account (DECISIONS.md 'Journey details'): a visitor who is signed out or anonymous gets the
 * auth modal, and scoring carries on by itself once they sign in.
 */
import { atom, computed, onMount } from 'nanostores';
import { scoreCv as requestScore } from '@/lib/api/score';
import { uploadOwner } from '@/lib/cv/document';
import type { EditableCv } from '@/lib/cv/editable';
import { sameContent } from '@/lib/cv/same-content';
import { messages } from '@/lib/messages';
import type { ScoreKey, ScoreResult } from '@/lib/scoring/schema';
import { scoreCv, scoreDelta } from '@/lib/scoring/score-cv';
import { $authModal, dispatch, openSignup } from './auth-modal';
import { $onboarding } from './onboarding';
import { carryUploadIntoAccount } from './account-carry';
import { $cv, $cvGcsUrl, currentDocument } from './cv';
import { $isSignedIn, $session, getSessionToken, onLogOut, sessionKnownOrTimeout } from './session';

export type ScoreStatus = 'idle' | 'scoring' | 'result' | 'error';

export interface ScoreState {
  status: ScoreStatus;
  /** The server's latest result; kept while re-scoring and after a failed re-score. */
  result: ScoreResult | null;
  /** What went wrong last (SPEC §8 text, or 'API Error: ...'), while status is 'error'. */
  error: string | null;
  /** The CV and jd the result is for, to tell when they have changed since (by content, see sameContent). */
  basis: { cv: EditableCv; jd: string } | null;
}

const IDLE: ScoreState = { status: 'idle', result: null, error: null, basis: null };

export const $score = atom<ScoreState>(IDLE);
/** The optional job description typed into the score card. */
export const $jobDescription = atom('');
/** True while a score waits for the user to sign in (the auth modal is open for it). */
export const $scoreAwaitsSignIn = atom(false);

/** The coach's target role from this session's onboarding answers (the server reads the saved one). */
const $targetRole = computed($onboarding, (onboarding) => onboarding.answers.targetRole?.trim() ?? '');

const basisOf = (cv: EditableCv | null, jd: string) => (cv ? { cv, jd: jd.trim() } : null);

/** True when the CV or job description has changed since the server's result: a re-score would differ. */
export const $scoreIsStale = computed(
  [$score, $cv, $jobDescription],
  (score, cv, jd) => !!score.result && (!score.basis || score.basis.jd !== jd.trim() || !sameContent(score.basis.cv, cv)),
);

/** The rubric's estimate for the CV being edited, and the change the latest edit made. */
export interface LiveEstimate {
  result: ScoreResult;
  /** Per score, what the latest CV edit changed (after minus before); null until an edit, and again after the jd changes. */
  change: Record<ScoreKey, number> | null;
}

export const $liveEstimate = atom<LiveEstimate | null>(null);

/**
 * Quiet time after an edit before the estimate is worked out again: the rubric reads the whole CV, and doing
 * that on every keystroke of a long CV would slow typing. A burst of typing is one edit to the estimate.
 */
export const ESTIMATE_DEBOUNCE_MS = 300;

onMount($liveEstimate, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: { cv: EditableCv; cvId: string; jd: string; role: string; result: ScoreResult } | null = null;
  const update = () => {
    const cv = $cv.get();
    const document = currentDocument();
    const jd = $jobDescription.get().trim();
    const role = $targetRole.get();
    if (!cv || !document) {
      last = null;
      $liveEstimate.set(null);
      return;
    }
    if (last && last.cv === cv && last.jd === jd && last.role === role) return;
    const { result } = scoreCv(document.cv, { jd, targetRole: role });
    // Only an edit of the same CV is "a change per edit"; another CV (an import), a new jd or role moves the baseline.
    const sameBaseline = last && last.cvId === document.cvId && last.jd === jd && last.role === role;
    const change = sameBaseline ? scoreDelta(last!.result.scores, result.scores) : null;
    last = { cv, cvId: document.cvId, jd, role, result };
    $liveEstimate.set({ result, change });
  };
  const updateSoon = () => {
    clearTimeout(timer);
    // A CV closed (log-out) clears the estimate at once, so the next CV does not count as an edit of this one;
    // the first estimate of a CV comes at once too.
    if (!$cv.get() || !last) update();
    else timer = setTimeout(update, ESTIMATE_DEBOUNCE_MS);
  };
  update();
  const unbind = [$cv.listen(updateSoon), $jobDescription.listen(updateSoon), $targetRole.listen(updateSoon)];
  return () => {
    clearTimeout(timer);
    unbind.forEach((stop) => stop());
  };
});

/** Sets the job description to score against. */
export function setJobDescription(text: string): void {
  $jobDescription.set(text);
}

function fail(message: string): void {
  $score.set({ ...$score.get(), status: 'error', error: message });
}

/** True while a score request waits to learn who is signed in (a second click then is ignored too). */
let starting = false;

/**
 * Scores the current CV (the edited one, with its uploaded file's address) against `jd` (default: the card's
 * job description). Without a gs:// address: 'No CV file URL available. Please upload a CV first.'. A visitor
 * who is not signed in (or only anonymously) gets the sign-up modal; the score runs once they sign in. A call
 * while one is running is ignored.
 */
export async function scoreCurrentCv(jd: string = $jobDescription.get()): Promise<void> {
  if (starting || $score.get().status === 'scoring') return;
  const document = currentDocument();
  if (!document || !document.gcsUrl.startsWith('gs://')) return fail(messages.score.noCvUrl);

  starting = true;
  try {
    await sessionKnownOrTimeout();
  } finally {
    starting = false;
  }
  if (!$isSignedIn.get()) {
    $scoreAwaitsSignIn.set(true);
    dispatch(openSignup);
    return;
  }

  $score.set({ ...$score.get(), status: 'scoring', error: null });
  // Logging in to an existing account leaves the upload in the visitor session's folder, which the server
  // rightly refuses: the browser's copy of the file goes into the account's folder first (account-carry.ts).
  if (uploadOwner($cvGcsUrl.get()) !== $session.get().user?.uid) {
    const carried = await carryUploadIntoAccount();
    if (carried.status === 'failed') return fail(messages.score.carryFailed(carried.reason));
    // No copy here to carry (another browser): say why, instead of a bare 403.
    if (carried.status === 'no-copy') return fail(messages.score.otherAccount);
  }
  // The CV as it is now (the waits may have seen edits), and the basis its result will be for.
  const cv = $cv.get();
  const latest = currentDocument() ?? document;
  try {
    const token = await getSessionToken();
    if (!token) return fail(messages.api.noToken);
    const result = await requestScore({ gcsUrl: latest.gcsUrl, cv: latest.cv, jd: jd.trim() }, token);
    $score.set({ status: 'result', result, error: null, basis: basisOf(cv, jd) });
  } catch (error) {
    // ApiError carries SPEC §8's 'API Error: {status} {statusText} - {message}'; the rest say what failed.
    fail(error instanceof Error && error.message ? error.message : messages.score.failed);
  }
}

/** Forgets the score, the job description and any score waiting for sign-in (log-out; tests). */
export function resetScore(): void {
  $score.set(IDLE);
  $jobDescription.set('');
  $scoreAwaitsSignIn.set(false);
}

// Scoring carries on by itself once the visitor it waited for signs in.
$isSignedIn.listen((signedIn) => {
  if (!signedIn || !$scoreAwaitsSignIn.get()) return;
  $scoreAwaitsSignIn.set(false);
  void scoreCurrentCv();
});

// Closing the modal without signing in cancels the waiting score.
$authModal.listen(({ state }) => {
  if (state === 'closed' && $scoreAwaitsSignIn.get() && !$isSignedIn.get()) $scoreAwaitsSignIn.set(false);
});

onLogOut(resetScore);
