import { useState } from 'react';

/** What a text control bound with `useCommittedText` takes. */
export interface CommittedText {
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
}

/**
 * A text control whose every change is saved at once (`commit`, an edit through stores/cv), while the control
 * keeps showing exactly what was typed: the CV trims text, and may refuse a change (a record left without any
 * text, a blank highlight), so it cannot drive the control keystroke by keystroke. When the saved value changes
 * from elsewhere (undo, import) the control follows; on leaving the control, text the CV refused gives way to
 * the saved value.
 */
export function useCommittedText(saved: string, commit: (text: string) => void): CommittedText {
  const [draft, setDraft] = useState(saved);
  const [seen, setSeen] = useState(saved);
  if (saved !== seen) {
    setSeen(saved);
    if (saved !== draft.trim()) setDraft(saved);
  }
  return {
    value: draft,
    onChange: (text) => {
      setDraft(text);
      commit(text);
    },
    onBlur: () => {
      if (draft.trim() !== saved) setDraft(saved);
    },
  };
}
