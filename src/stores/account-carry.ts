/**
 * Carries a visitor's uploaded CV file into the account they log in to (DECISIONS.md 'Journey details').
 * Creating an account links the visitor's anonymous one (same uid), so the upload is the account's already.
 * Logging in to an account that exists cannot merge the two: the upload stays in the visitor's folder, which the
 * account may not read, and /api/v1/score rightly refuses it. So the file the visitor chose, kept in this browser
 * (lib/upload/kept-upload.ts), is uploaded again into the account's own folder, by itself, and the CV being
 * edited points at the copy: the CV, its edits and its draft stay exactly as they are. (The onboarding answers
 * are carried by stores/session.ts.)
 *
 * It runs when a visitor with a CV open signs in, when the editor opens a CV for someone signed in, and before
 * a score (stores/score.ts waits for it). One carry at a time; a failed one is tried again on the next score.
 */
import { uploadOwner } from '@/lib/cv/document';
import { forgetKeptUpload, readKeptUpload } from '@/lib/upload/kept-upload';
import { $cv, $cvGcsUrl, $editorLoad, moveUpload } from './cv';
import { $isSignedIn, $session } from './session';

/**
 * 'in-account': the CV's file is in the signed-in account's folder (now, or it was already). 'no-copy': it is
 * not, and this browser has no copy of it to upload (another browser, or nobody signed in). 'failed': uploading
 * the copy failed, for `reason` (the upload's own message); nothing was changed.
 */
export type CarryOutcome = { status: 'in-account' } | { status: 'no-copy' } | { status: 'failed'; reason: string };

let running: Promise<CarryOutcome> | null = null;

async function carry(): Promise<CarryOutcome> {
  const uid = $session.get().user?.uid;
  const from = $cvGcsUrl.get();
  if (!uid || !$isSignedIn.get() || !$cv.get()) return { status: 'no-copy' };
  if (uploadOwner(from) === uid) {
    // Saved to the account's folder: the browser's copy is not needed any more.
    await forgetKeptUpload();
    return { status: 'in-account' };
  }
  const kept = await readKeptUpload();
  if (!kept || kept.gcsUrl !== from) return { status: 'no-copy' };
  try {
    const { uploadCv } = await import('@/lib/firebase/storage');
    const { gsUrl } = await uploadCv(kept.file, { uid });
    // Logged out, or another CV opened, while it uploaded: this CV is not the one to point at the copy.
    if ($session.get().user?.uid !== uid || $cvGcsUrl.get() !== from) return { status: 'no-copy' };
    moveUpload(gsUrl);
    await forgetKeptUpload();
    return { status: 'in-account' };
  } catch (error) {
    return { status: 'failed', reason: error instanceof Error && error.message ? error.message : String(error) };
  }
}

/** Makes sure the CV's file is in the signed-in account's folder, uploading the kept copy when needed. Never rejects. */
export function carryUploadIntoAccount(): Promise<CarryOutcome> {
  running ??= carry().finally(() => (running = null));
  return running;
}

function carryWhenSignedIn(): void {
  if ($isSignedIn.get() && $cv.get()) void carryUploadIntoAccount();
}

$isSignedIn.listen(carryWhenSignedIn);
$editorLoad.listen(({ status }) => {
  if (status === 'ready') carryWhenSignedIn();
});
// This module may load after the CV and the session are known (the score card loads with the panel).
carryWhenSignedIn();
