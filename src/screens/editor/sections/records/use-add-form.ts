import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface AddForm {
  /** True while the add form is open (it then stands where the Add button was). */
  adding: boolean;
  open: () => void;
  /** Closes the form and puts focus back on the Add button, so keyboard users carry on where they were. */
  close: () => void;
  /** The Add button, also where focus goes after a deletion. */
  addButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The open/closed state of a list's add form, with focus handed back to the Add button when it closes.
 * `startOpen` opens it from the start (a new role's first highlight).
 */
export function useAddForm(startOpen = false): AddForm {
  const [adding, setAdding] = useState(startOpen);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useRef(false);

  // The button is only back in the page once the form has gone, so focus moves after that render.
  useEffect(() => {
    if (adding || !focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [adding]);

  const open = useCallback(() => setAdding(true), []);
  const close = useCallback(() => {
    focusAddButton.current = true;
    setAdding(false);
  }, []);
  return { adding, open, close, addButton };
}
