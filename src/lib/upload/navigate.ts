/** Where a parsed CV is edited (SPEC §4 'Upload flow'). */
export const EDITOR_PATH = '/editor';

/** Loads the editor. Its own module so tests can observe the redirect without a browser. */
export function goToEditor(): void {
  window.location.assign(EDITOR_PATH);
}
