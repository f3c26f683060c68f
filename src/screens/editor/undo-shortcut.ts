import { useEffect, useRef } from 'react';
import { $cvHistory } from '@/stores/cv';

/** Input types where the browser's own Ctrl+Z undoes typing. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number', 'date', 'month']);

/** True when `target` is a text field, where Ctrl+Z / Cmd+Z may mean 'undo my typing'. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/** True for Ctrl+Z (Cmd+Z on a Mac) alone: not with Shift (redo) or Alt. */
export function isUndoKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z';
}

/**
 * Ctrl+Z / Cmd+Z undoes the last deletion (`undo`), as the Undo delete button does, when that deletion is the
 * last thing the user did. In a text field where they have typed since, the browser's own undo of the typing is
 * what they mean, and the key is left to it. (Deleting often leaves focus in a text field, such as the new-skill
 * field; with nothing typed there since, Ctrl+Z still brings the deletion back.)
 */
export function useUndoShortcut(undo: () => void): void {
  // The listeners are attached once (what was typed since the deletion must survive re-renders): read the latest.
  const latestUndo = useRef(undo);
  latestUndo.current = undo;
  useEffect(() => {
    /** True once the user has typed into a field since the deletion that can be undone now. */
    let typedSince = false;
    const stopWatching = $cvHistory.listen((history, previous) => {
      if (history?.beforeDeletion && history.beforeDeletion !== previous?.beforeDeletion) typedSince = false;
    });
    const onInput = () => {
      typedSince = true;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isUndoKey(event) || !$cvHistory.get()?.beforeDeletion) return;
      if (typedSince && isTextEntry(event.target)) return;
      event.preventDefault();
      latestUndo.current();
    };
    document.addEventListener('input', onInput, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      stopWatching();
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
