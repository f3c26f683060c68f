import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { editorCopy } from '@/lib/content/editor-copy';
import { cvDocumentSchema } from '@/lib/cv/document';
import type { ParsedCv } from '@/lib/cv/schema';
import { EditorCopyProvider } from '@/screens/editor/copy';
import { openDocument } from '@/stores/cv';

/**
 * Shared set-up of the editor section tests: the real app copy (src/content/app), a CV opened in the real store, and row
 * geometry for dnd-kit (jsdom lays nothing out, so every element would sit at 0,0 and nothing could be dragged).
 */

/** The editor copy exactly as the page gives it to the island. */
export const copy = editorCopy();
export const sections = copy.editorSections;

/** Renders `ui` inside the editor's copy provider. */
export function renderInEditor(ui: ReactNode) {
  return render(<EditorCopyProvider copy={copy}>{ui}</EditorCopyProvider>);
}

/** Opens a CV made of `cv` (everything else empty) in the editor store, as a fresh start. */
export function openCv(cv: Partial<ParsedCv>, unplaced: string[] = []): void {
  openDocument(cvDocumentSchema.parse({ cv, unplaced, cvId: 'cv-test' }), 'import');
}

export const ROW = { height: 40, gap: 10, width: 300 };

/**
 * Gives every `.sortable-row` a box by its place in its list: one column, or two for a grid list, rows
 * ROW.height high (or `heights[index]`, for rows of different heights such as roles) with ROW.gap between.
 * dnd-kit then measures and collides as it would in a browser.
 */
export function layOutRows(heights: readonly number[] = []): void {
  const heightOf = (index: number) => heights[index] ?? ROW.height;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('.sortable-row');
    if (!row || row !== this) return new DOMRect(0, 0, 0, 0);
    const list = row.parentElement!;
    const index = Array.from(list.children).indexOf(row);
    const columns = list.classList.contains('sortable-list--grid') ? 2 : 1;
    const column = index % columns;
    let top = 0;
    for (let above = column; above < index; above += columns) top += heightOf(above) + ROW.gap;
    return new DOMRect(column * (ROW.width + ROW.gap), top, ROW.width, heightOf(index));
  });
}
