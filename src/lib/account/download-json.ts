/** How long the file's object URL lives after the click. */
const REVOKE_AFTER_MS = 30_000;

/** The local calendar date as YYYY-MM-DD (the user's own "today", not UTC's). */
export function localDateStamp(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The export's file name: `template` with {date} replaced by the local date, e.g. hirewise-data-2025-03-01.json. */
export function exportFileName(template: string, date: Date): string {
  return template.replace('{date}', localDateStamp(date));
}

/**
 * Saves `value` as a pretty-printed JSON file called `fileName`, the way a download link would: a Blob, an
 * object URL and a temporary <a download>. The URL is revoked after the click has handed it to the browser.
 */
export function downloadJson(value: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
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
    // Revoking at once can cancel the download in some browsers (FileSaver.js waits 40 s for the same reason).
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
