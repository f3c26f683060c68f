import { useCallback, useEffect, useRef } from 'react';

export interface KeepTyped {
  /** The form is done (its text added or saved, or cancelled): nothing is left to keep. */
  settle: () => void;
}

/**
 * Keeps what was typed into a form that adds or edits an item, when the user leaves without pressing its
 * button: `keep` runs when the page is left (reload, closing the tab: 'pagehide'; the CV is saved to this
 * browser at once, so it is there after the reload), and, with `onClose`, when the form goes away unsettled
 * (the section's tick). After `settle()`, or once kept, it does nothing more. `keep` may change on every render:
 * the latest one runs.
 */
export function useKeepTyped(keep: () => void, { onClose = false }: { onClose?: boolean } = {}): KeepTyped {
  const latest = useRef(keep);
  latest.current = keep;
  const settled = useRef(false);
  const closing = useRef(onClose);

  useEffect(() => {
    // A form mounted again (React's development double mount) has not been left yet.
    settled.current = false;
    const run = () => {
      if (settled.current) return;
      settled.current = true;
      latest.current();
    };
    window.addEventListener('pagehide', run);
    return () => {
      window.removeEventListener('pagehide', run);
      if (closing.current) run();
    };
  }, []);

  const settle = useCallback(() => {
    settled.current = true;
  }, []);
  return { settle };
}
