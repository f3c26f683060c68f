/**
 * The CV upload flow (SPEC §4 'Upload flow'): idle -> uploading -> parsing -> success (redirect to the editor
 * after PARSE_SUCCESS_REDIRECT_MS) or error ('Error: ...' for UPLOAD_ERROR_RESET_MS, then idle). Firebase and
 * the API are imported on first use, so the screen renders without them.
 */
import { atom } from 'nanostores';
import { PARSE_SUCCESS_REDIRECT_MS, UPLOAD_ERROR_RESET_MS } from '@/lib/constants';
import type { ParseResult } from '@/lib/cv/schema';
import { messages } from '@/lib/messages';
import { writeSession } from '@/lib/session-storage';
import { goToEditor } from '@/lib/upload/navigate';
import { forgetKeptUpload, keepUpload } from '@/lib/upload/kept-upload';
import { contentProblem, uploadProblem, type CandidateFile } from '@/lib/upload/validate';
import type { UploadableFile } from '@/lib/firebase/storage';
import { onboardingSnapshot } from './onboarding';
import { $isSignedIn, getSessionToken, onLogOut } from './session';

export type UploadState =
  | { phase: 'idle' }
  /** `progress` is the share sent so far, 0 to 1; `bytes` the file's size. */
  | { phase: 'uploading'; progress: number; bytes: number }
  | { phase: 'parsing' }
  | { phase: 'success' }
  /** `message` is the text shown, already 'Error: ...'. */
  | { phase: 'error'; message: string };

export const $upload = atom<UploadState>({ phase: 'idle' });
/** SPEC §5's refusal of the last chosen file (wrong type, too large), or null. */
export const $uploadAlert = atom<string | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;

/** True while a file is being uploaded or parsed (or the redirect is pending): new uploads are refused. */
export function isProcessing(state = $upload.get()): boolean {
  return state.phase === 'uploading' || state.phase === 'parsing' || state.phase === 'success';
}

/** The reason shown after 'Error: ': the error's own message (upload, sign-in, parse), else 'Unknown error'. */
function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : messages.upload.unknownError;
}

/** The uploaded file's parse, as the signed-in visitor. */
async function parseUpload(fileName: string, gsUrl: string): Promise<ParseResult> {
  const [token, { parseCv }] = await Promise.all([getSessionToken(), import('@/lib/api/parse')]);
  if (!token) throw new Error(messages.api.noToken);
  return parseCv({ fileName, gsUrl }, token);
}

/**
 * A visitor's file stays in this browser until their CV is in an account: should they log in to an account they
 * already have, it is uploaded again into that account's folder (stores/account-carry.ts). A signed-in user's
 * upload is in their account already, so nothing is kept.
 */
function keepForAccount(file: UploadableFile, gcsUrl: string): void {
  if ($isSignedIn.get()) {
    void forgetKeptUpload();
    return;
  }
  void keepUpload({ gcsUrl, file: file instanceof File ? file : new File([file], file.name, { type: file.type }) });
}

async function run(file: UploadableFile): Promise<void> {
  try {
    const [{ ensureVisitorAccount }, { uploadCv }] = await Promise.all([import('@/lib/firebase/auth'), import('@/lib/firebase/storage')]);
    // Anonymous visitors get an anonymous account, so the file lands in a folder of their own (DECISIONS.md).
    const uid = await ensureVisitorAccount();
    const { gsUrl } = await uploadCv(file, {
      uid,
      onProgress: (progress) => {
        const state = $upload.get();
        if (state.phase === 'uploading') $upload.set({ ...state, progress });
      },
    });
    keepForAccount(file, gsUrl);
    $upload.set({ phase: 'parsing' });
    const { data, unplaced } = await parseUpload(file.name, gsUrl);
    writeSession('parsedCvData', data);
    writeSession('cvGcsUrl', gsUrl);
    writeSession('cvUnplaced', unplaced);
    writeSession('onboardingData', onboardingSnapshot());
    $upload.set({ phase: 'success' });
    timer = setTimeout(() => goToEditor({ parsedCvData: data, cvGcsUrl: gsUrl, unplaced }), PARSE_SUCCESS_REDIRECT_MS);
  } catch (error) {
    fail(reasonOf(error));
  }
}

/** Shows 'Error: {reason}' for UPLOAD_ERROR_RESET_MS, then returns to idle. */
function fail(reason: string): void {
  clearTimeout(timer);
  $upload.set({ phase: 'error', message: messages.upload.error(reason) });
  timer = setTimeout(() => $upload.set({ phase: 'idle' }), UPLOAD_ERROR_RESET_MS);
}

/**
 * Uploads and parses `file`. Returns 'refused' while another upload is processing, 'invalid' when SPEC §5
 * rejects the file (the reason goes to $uploadAlert) or it is empty (shown as 'Error: ...' without uploading),
 * otherwise 'started' with a promise of the flow's end.
 */
export function startUpload(file: UploadableFile & CandidateFile): { outcome: 'refused' | 'invalid' } | { outcome: 'started'; done: Promise<void> } {
  if (isProcessing()) return { outcome: 'refused' };
  const problem = uploadProblem(file);
  $uploadAlert.set(problem);
  if (problem) return { outcome: 'invalid' };
  const empty = contentProblem(file);
  if (empty) {
    fail(empty);
    return { outcome: 'invalid' };
  }
  clearTimeout(timer);
  $upload.set({ phase: 'uploading', progress: 0, bytes: file.size });
  return { outcome: 'started', done: run(file) };
}

/** Back to idle, forgetting any alert and pending timer (log-out, tests). */
export function resetUpload(): void {
  clearTimeout(timer);
  timer = undefined;
  $upload.set({ phase: 'idle' });
  $uploadAlert.set(null);
}

onLogOut(resetUpload);
