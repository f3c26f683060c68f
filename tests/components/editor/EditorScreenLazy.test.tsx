// @vitest-environment jsdom
/**
 * The editor screen's loading order (issue 16, slow connections): the CV from this browser's draft is on
 * screen before the coaching panel's and the export buttons' code has arrived (React.lazy), each place saying
 * what is loading meanwhile, and both then appear. Real stores and copy; only the Firebase SDK is replaced
 * (nobody is signed in), as jsdom has no network.
 */
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { getApp } from '@/lib/content';
import { editorCopy } from '@/lib/content/editor-copy';
import { cvDocumentSchema } from '@/lib/cv/document';
import { writeDraft } from '@/lib/cv/draft-storage';
import EditorScreen from '@/screens/editor/EditorScreen';
import { resetCv } from '@/stores/cv';
import { sampleCv } from '../../fixtures/sample-cv.ts';

vi.mock('@/lib/firebase/auth', () => ({
  watchSession: vi.fn((callback: (user: null) => void) => {
    callback(null);
    return () => undefined;
  }),
  getIdToken: vi.fn(async () => null),
}));
vi.mock('@/lib/firebase/firestore', () => ({ saveCv: vi.fn(async () => undefined), loadLatestCv: vi.fn(async () => null) }));

const copy = editorCopy();
const { scoreCard, editorExport } = getApp();
const CV = sampleCv();

beforeEach(() => {
  resetCv();
  writeDraft(cvDocumentSchema.parse({ cv: CV, cvId: 'cv-lazy' }));
});
afterEach(() => resetCv());

test('the CV shows first; the panel and the export buttons say they are loading, then arrive', async () => {
  act(() => void render(<EditorScreen heading="CV editor" copy={copy} />));

  // Rendered with the CV: its name and sections, while the panel's code is still on its way.
  expect(screen.getByText(`${CV.first_name} ${CV.surname}`, { exact: true })).toBeTruthy();
  expect(screen.getByRole('heading', { name: copy.editorRecords.roles.title })).toBeTruthy();
  const panel = screen.getByRole('complementary', { name: copy.editor.layout.panel });
  expect(within(panel).getByRole('status').textContent).toBe(copy.editor.layout.panelLoading);
  expect(screen.getByText(editorExport.loading).getAttribute('role')).toBe('status');
  expect(screen.queryByRole('heading', { name: scoreCard.heading })).toBeNull();

  // Then the score card, the coach and the export buttons, and the loading lines are gone.
  expect(await within(panel).findByRole('heading', { name: scoreCard.heading })).toBeTruthy();
  expect(await screen.findByRole('group', { name: editorExport.label })).toBeTruthy();
  expect(within(panel).getByRole('button', { name: scoreCard.score })).toBeTruthy();
  expect(screen.queryByText(copy.editor.layout.panelLoading)).toBeNull();
  expect(screen.queryByText(editorExport.loading)).toBeNull();
});
