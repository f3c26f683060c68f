/**
 * CV scoring (SPEC §4 'Score card'): the server's score of the current CV, and a live estimate beside it.
 *
 * - `$score` is the authority: POST /api/v1/score's answer for the CV as it was when scored. Its status is idle
 *   (never scored), scoring, result or error; the last result stays while re-scoring and after a failed re-score.
 * - `$liveEstimate` is the shared rubric (lib/scoring) run in the browser on the CV being edited, with the change
 *   each edit made: guidance between scores, never shown as the score itself.
 *
 * The job advert and the last official score are kept with the CV (stores/cv.ts `$cvScoring`): they come back
 * on reload, in the local draft and the saved CV, the score with the versions of the CV and advert it was for.
 *
 * Scoring needs an account (DECISIONS.md 'Journey details'): a visitor who is signed out or anonymous gets the
 * auth modal, and scoring carries on by itself once they sign in.
 */
import { atom, computed, onMount } from 'nanostores';
import { scoreCv as requestScore } from '@/lib/api/score';
import { uploadOwner } from '@/lib/cv/document';
import type { EditableCv } from '@/lib/cv/editable';
import { toParsedCv } from '@/lib/cv/editable';
import { contentVersion } from '@/lib/cv/version';
import { messages } from '@/lib/messages';
import type { ScoreKey, ScoreResult } from '@/lib/scoring/schema';
import { scoreCv, scoreDelta } from '@/lib/scoring/score-cv';
import { $authModal, dispatch, openSignup } from './auth-modal';
import { $onboarding } from './onboarding';
import { carryUploadIntoAccount } from './account-carry';
import { $cv, $cvGcsUrl, $cvScoring, currentDocument, updateCvScoring, type CvScoring } from './cv';
import { $isSignedIn, $session, getSessionToken, onLogOut, sessionKnownOrTimeout } from './session';

export type ScoreStatus = 'idle' | 'scoring' | 'result' | 'error';

export interface ScoreState {
  status: ScoreStatus;
  /** The server's latest result; kept while re-scoring and after a failed re-score. */
  result: ScoreResult | null;
  /** What went wrong last (SPEC §8 text, or 'API Error: ...'), while status is 'error'. */
  error: string | null;
  /** The versions of the CV and jd the result is for (lib/cv/version.ts), to tell when they have changed since. */
  basis: ScoreBasis | null;
}

export interface ScoreBasis {
  cvVersion: string;
  jdVersion: string;
}

const IDLE: ScoreState = { status: 'idle', result: null, error: null, basis: null };

/** The score card as the CV's saved score leaves it: its result, or nothing yet. */
function fromSaved({ lastScore }: CvScoring): ScoreState {
  return lastScore
    ? { status: 'result', result: lastScore.result, error: null, basis: { cvVersion: lastScore.cvVersion, jdVersion: lastScore.jdVersion } }
    : IDLE;
}

export const $score = atom<ScoreState>(fromSaved($cvScoring.get()));
/** The optional job description typed into the score card, kept with the CV. */
export const $jobDescription = computed($cvScoring, (scoring) => scoring.jobDescription);
/** True while a score waits for the user to sign in (the auth modal is open for it). */
export const $scoreAwaitsSignIn = atom(false);

/** The coach's target role from this session's onboarding answers (the server reads the saved one). */
const $targetRole = computed($onboarding, (onboarding) => onboarding.answers.targetRole?.trim() ?? '');

/** The versions of a CV and jd: content only, so undoing an edit makes a score current again. */
const basisOf = (cv: EditableCv, jd: string): ScoreBasis => ({ cvVersion: contentVersion(toParsedCv(cv)), jdVersion: contentVersion(jd.trim()) });

/**
 * True when the CV or job description has changed since the server's result (a re-score would differ): the
 * score is then shown as for an earlier version.
 */
export const $scoreIsStale = computed([$score, $cv, $jobDescription], (score, cv, jd) => {
  if (!score.result) return false;
  if (!score.basis || !cv) return true;
  const now = basisOf(cv, jd);
  return now.cvVersion !== score.basis.cvVersion || now.jdVersion !== score.basis.jdVersion;
});

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

/** Sets the job description to score against (saved with the CV). */
export function setJobDescription(text: string): void {
  updateCvScoring({ jobDescription: text });
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
    const basis = cv ? basisOf(cv, jd) : null;
    $score.set({ status: 'result', result, error: null, basis });
    // Kept with the CV, so a reload (or another device, for an account) shows it again.
    if (basis) updateCvScoring({ lastScore: { result, ...basis } });
  } catch (error) {
    // ApiError carries SPEC §8's 'API Error: {status} {statusText} - {message}'; the rest say what failed.
    fail(error instanceof Error && error.message ? error.message : messages.score.failed);
  }
}

/** Forgets the score, the job description and any score waiting for sign-in (log-out; tests). */
export function resetScore(): void {
  $score.set(IDLE);
  $cvScoring.set({ jobDescription: '', lastScore: null });
  $scoreAwaitsSignIn.set(false);
}

// A CV opened in the editor (a reload, the account's CV, an import) brings its own saved score; the score this
// module has just saved itself changes nothing.
$cvScoring.listen((scoring, before) => {
  if (scoring.lastScore === before?.lastScore || scoring.lastScore?.result === $score.get().result) return;
  if ($score.get().status !== 'scoring') $score.set(fromSaved(scoring));
});

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
