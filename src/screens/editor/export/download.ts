/**
 * Saves a Blob as a download under `fileName`: an object URL on a temporary <a download>, clicked once. The
 * URL is revoked a moment later (revoking at once can cancel the download in some browsers).
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Opens the browser's print dialog (Save as PDF) with `title` as the document title meanwhile: browsers
 * name the PDF after it. The page's own title comes back when printing ends.
 */
export function printWithTitle(title: string): void {
  const previous = document.title;
  const restore = () => {
    document.title = previous;
    window.removeEventListener('afterprint', restore);
  };
  window.addEventListener('afterprint', restore);
  document.title = title;
  window.print();
}
