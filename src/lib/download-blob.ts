/** How long a download's object URL lives after the click. */
const REVOKE_AFTER_MS = 30_000;

/**
 * Saves `blob` as a file called `fileName`, the way a download link would: an object URL on a temporary
 * <a download>, clicked once. The URL is revoked later, not at once: revoking straight away can cancel the
 * download in some browsers (FileSaver.js waits 40 s for the same reason).
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
