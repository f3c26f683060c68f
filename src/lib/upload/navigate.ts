/**
 * Navigation to the editor with the parsed CV as navigation state (SPEC §4 'Editor data loading' reads it
 * first). In this multi-page site the state rides on a history entry: pushState adds /editor with the state,
 * and reloading that entry keeps it, so the editor page finds it in `history.state`. The session keys stay the
 * fallback (a browser that drops the state, a new tab).
 */
import { z } from 'zod';
import { storedCvSchema, type ParsedCv } from '@/lib/cv/schema';

/** Where a parsed CV is edited (SPEC §4 'Upload flow'). */
export const EDITOR_PATH = '/editor';
/** The upload screen, where someone without a CV starts. */
export const UPLOAD_PATH = '/upload';

/** What the upload flow hands the editor. */
export const editorNavigationStateSchema = z.object({
  parsedCvData: storedCvSchema,
  cvGcsUrl: z.string().startsWith('gs://').max(2048),
  /** Lines the parser could not place, for review in the editor. */
  unplaced: z.array(z.string()).default([]),
});

export type EditorNavigationState = z.infer<typeof editorNavigationStateSchema>;

/** Opens the editor carrying `state`. Its own module so tests can observe the redirect without a browser. */
export function goToEditor(state?: { parsedCvData: ParsedCv; cvGcsUrl: string; unplaced: string[] }): void {
  if (!state) {
    window.location.assign(EDITOR_PATH);
    return;
  }
  window.history.pushState({ editor: state }, '', EDITOR_PATH);
  window.location.reload();
}

/**
 * Takes the navigation state of the current history entry: the state when it is valid, null when there is one
 * that cannot be read, undefined when there is none. It is removed either way, so a later reload of /editor
 * shows the saved edits instead of the CV as first parsed.
 */
export function takeEditorNavigationState(): EditorNavigationState | null | undefined {
  const raw = (window.history.state as { editor?: unknown } | null)?.editor;
  if (raw === undefined) return undefined;
  window.history.replaceState(null, '');
  const parsed = editorNavigationStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
