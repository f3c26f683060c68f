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
