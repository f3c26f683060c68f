/**
 * The CV being edited, shared by the editor, the score card and the coach panel (DECISIONS.md 'Rendering').
 * Components change it only through the actions below, each a pure edit from lib/cv; this module keeps the
 * one-step undo, and saves every change: to this browser at once, and for a signed-in user to Firestore after
 * CLOUD_SAVE_DEBOUNCE_MS of quiet (DECISIONS.md 'Where we go beyond': edits are never lost).
 */
import { atom, computed } from 'nanostores';
import { cvDocumentSchema, cvIdFromGcsUrl, newCvId, type CvDocument } from '@/lib/cv/document';
import { clearDraft, readDraft, writeDraft } from '@/lib/cv/draft-storage';
import { normaliseCv, toParsedCv, type EditableCv } from '@/lib/cv/editable';
import {
  applyDeletion,
  applyEdit,
  canUndoDeletion,
  startHistory,
  undoDeletion,
  type CvHistory,
} from '@/lib/cv/history';
import type { ParsedCv } from '@/lib/cv/schema';
import type { SavedScore } from '@/lib/scoring/saved-score';
import { messages } from '@/lib/messages';
import { takeSession } from '@/lib/session-storage';
import { takeEditorNavigationState } from '@/lib/upload/navigate';
import { $isSignedIn, $session, onLogOut, startSession } from './session';

/** Quiet time before an edit is saved to Firestore: a burst of typing becomes one write. */
export const CLOUD_SAVE_DEBOUNCE_MS = 1_500;

/** Where the editor's CV came from (SPEC §4 'Editor data loading', then ours: draft, then account). */
export type CvOrigin = 'navigation' | 'session' | 'draft' | 'account' | 'import';

export type EditorLoad =
  | { status: 'loading' }
  | { status: 'ready'; origin: CvOrigin }
  /**
   * No CV anywhere. `message` is SPEC §4/§8's 'No CV data available. Please upload a CV first.' for a visitor, and
   * SPEC §2's screen state 'No CV data available. Please upload or create a CV.' for a signed-in user whose
   * account holds no CV yet.
   */
  | { status: 'empty'; message: string }
  /** `message` is SPEC §8's text for what went wrong. */
  | { status: 'failed'; message: string };

/** Where the latest change is saved. `cloud` is 'off' for visitors without an account. */
export interface SaveState {
  local: 'saved' | 'failed';
  cloud: 'off' | 'pending' | 'saving' | 'saved' | 'failed';
}

export const $editorLoad = atom<EditorLoad>({ status: 'loading' });
export const $cvHistory = atom<CvHistory | null>(null);
/** The CV being edited, or null before it is loaded. */
export const $cv = computed($cvHistory, (history) => history?.cv ?? null);
export const $canUndo = computed($cvHistory, (history) => (history ? canUndoDeletion(history) : false));
/** The uploaded file's gs:// address ('' when none), read by scoring. */
export const $cvGcsUrl = atom('');
/** Lines the parser could not place, until the user places or dismisses each. */
export const $unplaced = atom<string[]>([]);
export const $saveState = atom<SaveState>({ local: 'saved', cloud: 'off' });

/** The job advert pasted for this CV and its last official score: saved with it (stores/score.ts keeps them). */
export interface CvScoring {
  jobDescription: string;
  lastScore: SavedScore | null;
}
const NO_SCORING: CvScoring = { jobDescription: '', lastScore: null };
export const $cvScoring = atom<CvScoring>(NO_SCORING);

let cvId = newCvId();
let cloudTimer: ReturnType<typeof setTimeout> | undefined;

/** The CV as a document (for saving, export and scoring). */
export function currentDocument(): CvDocument | null {
  const cv = $cv.get();
  return cv ? { cv: toParsedCv(cv), gcsUrl: $cvGcsUrl.get(), unplaced: $unplaced.get(), cvId, ...$cvScoring.get() } : null;
}

async function saveToAccount(): Promise<void> {
  const uid = $session.get().user?.uid;
  const document = currentDocument();
  if (!uid || !document || !$isSignedIn.get()) return;
  $saveState.set({ ...$saveState.get(), cloud: 'saving' });
  try {
    const { saveCv } = await import('@/lib/firebase/firestore');
    await saveCv(uid, document.cvId, document);
    // A newer edit while this one was in flight keeps 'pending': its own save follows.
    if ($saveState.get().cloud === 'saving') $saveState.set({ ...$saveState.get(), cloud: 'saved' });
  } catch {
    $saveState.set({ ...$saveState.get(), cloud: 'failed' });
  }
}

function scheduleCloudSave(): void {
  clearTimeout(cloudTimer);
  if (!$isSignedIn.get()) {
    $saveState.set({ ...$saveState.get(), cloud: 'off' });
    return;
  }
  $saveState.set({ ...$saveState.get(), cloud: 'pending' });
  cloudTimer = setTimeout(() => {
    cloudTimer = undefined;
    void saveToAccount();
  }, CLOUD_SAVE_DEBOUNCE_MS);
}

/** Saves the current CV everywhere it belongs; called after every change. */
function persist(): void {
  const document = currentDocument();
  if (!document) return;
  $saveState.set({ ...$saveState.get(), local: writeDraft(document) ? 'saved' : 'failed' });
  scheduleCloudSave();
}

/** Saves to the account now instead of waiting for the quiet time (page hide, sign-in). */
export function flushCloudSave(): Promise<void> {
  if (cloudTimer === undefined) return Promise.resolve();
  clearTimeout(cloudTimer);
  cloudTimer = undefined;
  return saveToAccount();
}

function setHistory(history: CvHistory): void {
  if (history === $cvHistory.get()) return;
  $cvHistory.set(history);
  persist();
}

/** Applies a pure edit (lib/cv/edit). An edit that changes nothing is ignored and keeps the pending undo. */
export function editCv(edit: (cv: EditableCv) => EditableCv): void {
  const history = $cvHistory.get();
  if (history) setHistory(applyEdit(history, edit));
}

/** Applies a deletion, which `undoLastDeletion` can then reverse once. */
export function deleteFromCv(deletion: (cv: EditableCv) => EditableCv): void {
  const history = $cvHistory.get();
  if (history) setHistory(applyDeletion(history, deletion));
}

/** Brings back what the last deletion removed (once). */
export function undoLastDeletion(): void {
  const history = $cvHistory.get();
  if (history) setHistory(undoDeletion(history));
}

/** Removes unplaced line `index` from the review list (after it was placed somewhere, or dismissed). */
export function resolveUnplaced(index: number): void {
  const lines = $unplaced.get();
  if (index < 0 || index >= lines.length) return;
  $unplaced.set(lines.filter((_, at) => at !== index));
  persist();
}

/** Changes the job advert or the last score kept with the CV, and saves them with it. */
export function updateCvScoring(change: Partial<CvScoring>): void {
  $cvScoring.set({ ...$cvScoring.get(), ...change });
  persist();
}

/** Opens `document` in the editor as a fresh start (no undo), and saves it. */
export function openDocument(document: CvDocument, origin: CvOrigin): void {
  clearTimeout(cloudTimer);
  cvId = document.cvId;
  $cvGcsUrl.set(document.gcsUrl);
  $unplaced.set(document.unplaced);
  $cvScoring.set({ jobDescription: document.jobDescription ?? '', lastScore: document.lastScore ?? null });
  $cvHistory.set(startHistory(normaliseCv(document.cv)));
  $editorLoad.set({ status: 'ready', origin });
  // Only a CV that is new to this browser needs saving straight away; a restored draft is saved already.
  if (origin !== 'draft' && origin !== 'account') persist();
}

/**
/**
 * Points the CV at `gcsUrl`, a copy of its uploaded file in the signed-in account's own folder
 * (stores/account-carry.ts), and saves it; the CV and its edits stay as they are.
 */
export function moveUpload(gcsUrl: string): void {
  if (!$cv.get()) return;
  $cvGcsUrl.set(gcsUrl);
  persist();
}

/**
 * Replaces the CV with an imported one, keeping the uploaded file's address when it has none of its own, and
 * the job advert and last score (which then says it is for an earlier version).
 */
export function importDocument(imported: ParsedCv): void {
  openDocument({ cv: imported, gcsUrl: $cvGcsUrl.get(), unplaced: [], cvId: newCvId(), ...$cvScoring.get() }, 'import');
}

function fromUpload(parsed: ParsedCv, gcsUrl: string, unplaced: string[]): CvDocument {
  return { cv: parsed, gcsUrl, unplaced, cvId: cvIdFromGcsUrl(gcsUrl) };
}

/** The signed-in user's latest saved CV: a document, null when unreadable, undefined when there is none. */
async function loadFromAccount(): Promise<CvDocument | null | undefined> {
  await startSession();
  const uid = $session.get().user?.uid;
  if (!uid || !$isSignedIn.get()) return undefined;
  const { loadLatestCv } = await import('@/lib/firebase/firestore');
  const saved = await loadLatestCv(uid);
  if (!saved) return undefined;
  const parsed = cvDocumentSchema.safeParse(saved.data);
  return parsed.success ? { ...parsed.data, cvId: saved.id } : null;
}

/**
 * Finds the CV to edit (SPEC §4 'Editor data loading'): navigation state, otherwise the session keys (which
 * are then removed), otherwise our own saves: this browser's draft, then the signed-in user's latest CV.
 * Unreadable data gives SPEC's 'Failed to load CV data...', nothing at all 'No CV data available...'.
 */
export async function loadEditorCv(): Promise<void> {
  $editorLoad.set({ status: 'loading' });
  const failed = () => $editorLoad.set({ status: 'failed', message: messages.editor.loadFailed });

  const navigation = takeEditorNavigationState();
  if (navigation) {
    takeSession('parsedCvData');
    takeSession('cvGcsUrl');
    takeSession('cvUnplaced');
    openDocument(fromUpload(navigation.parsedCvData, navigation.cvGcsUrl, navigation.unplaced), 'navigation');
    return;
  }

  const parsed = takeSession('parsedCvData');
  const gcsUrl = takeSession('cvGcsUrl');
  const unplaced = takeSession('cvUnplaced');
  if (navigation === null || parsed === null) return failed();
  if (parsed) {
    openDocument(fromUpload(parsed, gcsUrl ?? '', unplaced ?? []), 'session');
    return;
  }

  const draft = readDraft();
  if (draft) return openDocument(draft, 'draft');

  try {
    const saved = await loadFromAccount();
    if (saved) return openDocument(saved, 'account');
    if (saved === null || draft === null) return failed();
  } catch (error) {
    $editorLoad.set({ status: 'failed', message: messages.editor.error(error instanceof Error ? error.message : String(error)) });
    return;
  }
  $editorLoad.set({ status: 'empty', message: $isSignedIn.get() ? messages.editor.noCvInAccount : messages.editor.noData });
}

/** Forgets the CV in memory and in this browser (log-out: the next person here must not see it). */
export function resetCv(): void {
  clearTimeout(cloudTimer);
  cloudTimer = undefined;
  clearDraft();
  $cvHistory.set(null);
  $cvGcsUrl.set('');
  $unplaced.set([]);
  $cvScoring.set(NO_SCORING);
  $saveState.set({ local: 'saved', cloud: 'off' });
  $editorLoad.set({ status: 'loading' });
}

onLogOut(resetCv);
// A visitor who signs in while editing (to score, say) gets the CV saved to the new account.
$isSignedIn.listen((signedIn) => {
  if (signedIn && $cv.get()) scheduleCloudSave();
});
