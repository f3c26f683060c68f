import { createContext, useContext, type ReactNode } from 'react';
import type { EditorCopy } from '@/lib/content/schemas/app';

/**
 * The editor's copy (src/content/app), given once to EditorScreen by the page and read anywhere inside it: the
 * sections are many and deep, and threading copy through every level would bury their real props.
 */
const EditorCopyContext = createContext<EditorCopy | null>(null);

export function EditorCopyProvider({ copy, children }: { copy: EditorCopy; children: ReactNode }) {
  return <EditorCopyContext.Provider value={copy}>{children}</EditorCopyContext.Provider>;
}

/** The editor's copy. Throws outside EditorCopyProvider: a section rendered without copy is a wiring bug. */
export function useEditorCopy(): EditorCopy {
  const copy = useContext(EditorCopyContext);
  if (!copy) throw new Error('useEditorCopy needs an EditorCopyProvider');
  return copy;
}
