// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CV_DRAFT_KEY, readDraft } from '@/lib/cv/draft-storage';
import { addSkill, deleteSkill, renameSkill } from '@/lib/cv/edit';
import { emptyParsedCv, type ParsedCv } from '@/lib/cv/schema';
import * as firestore from '@/lib/firebase/firestore';
import { messages } from '@/lib/messages';
import {
  $canUndo,
  $cv,
  $cvGcsUrl,
  $editorLoad,
  $saveState,
  $unplaced,
  CLOUD_SAVE_DEBOUNCE_MS,
  deleteFromCv,
  editCv,
  loadEditorCv,
  resetCv,
  resolveUnplaced,
  undoLastDeletion,
} from '@/stores/cv';
import { $session, logOut } from '@/stores/session';

// The network edge: Firestore calls are fakes here (the real SDK against the emulation is covered by
// tests/server/firebase-client.contract.test.ts); the session comes from a fake auth watcher.
vi.mock('@/lib/firebase/firestore', () => ({ saveCv: vi.fn(async () => undefined), loadLatestCv: vi.fn(async () => null) }));
vi.mock('@/lib/firebase/auth', () => ({
  watchSession: (callback: (user: unknown) => void) => {
    callback(currentUser);
    return () => undefined;
  },
  logOut: vi.fn(async () => undefined),
}));

let currentUser: { uid: string; isAnonymous: boolean; email: string; emailVerified: boolean } | null = null;

const GS_URL = 'gs://demo-hirewise.appspot.com/cv-uploads/uid-1/1700000000000-kieran-cv.pdf';
const CV: ParsedCv = {
  ...emptyParsedCv(),
  first_name: 'Kieran',
  surname: 'Caldwell',
  skills: [{ name: 'TypeScript' }, { name: 'SQL' }],
  roles: [{ company: 'Acme', title: 'Engineer', start: 'Jan 2020', end: '', current: true, summary: '', highlights: ['Cut costs by 20%'] }],
};

const names = () => $cv.get()?.skills.map((skill) => skill.name);

function signIn(uid = 'uid-1') {
  currentUser = { uid, isAnonymous: false, email: 'k@example.com', emailVerified: true };
  $session.set({ status: 'signedIn', user: currentUser as never });
}

beforeEach(() => {
  resetCv();
  currentUser = null;
  $session.set({ status: 'signedOut', user: null });
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '');
  vi.mocked(firestore.saveCv).mockClear();
  vi.mocked(firestore.loadLatestCv).mockReset().mockResolvedValue(null);
});

afterEach(() => vi.useRealTimers());

describe('loading the CV (SPEC §4 Editor data loading)', () => {
  test('navigation state comes first and is removed, with the session keys, so a reload shows the saved edits', async () => {
    window.history.replaceState({ editor: { parsedCvData: CV, cvGcsUrl: GS_URL, unplaced: ['Stray line'] } }, '');
    window.sessionStorage.setItem('parsedCvData', JSON.stringify({ ...CV, first_name: 'Other' }));
    await loadEditorCv();
    expect($editorLoad.get()).toEqual({ status: 'ready', origin: 'navigation' });
    expect($cv.get()?.first_name).toBe('Kieran');
    expect($cvGcsUrl.get()).toBe(GS_URL);
    expect($unplaced.get()).toEqual(['Stray line']);
    expect(window.history.state).toBeNull();
    expect(window.sessionStorage.getItem('parsedCvData')).toBeNull();
  });

  test('otherwise the session keys, which are then removed (onboardingData stays for the coach)', async () => {
    window.sessionStorage.setItem('parsedCvData', JSON.stringify(CV));
    window.sessionStorage.setItem('cvGcsUrl', JSON.stringify(GS_URL));
    window.sessionStorage.setItem('onboardingData', JSON.stringify({ answers: {}, questionIndex: 1 }));
    await loadEditorCv();
    expect($editorLoad.get()).toEqual({ status: 'ready', origin: 'session' });
    expect($cv.get()?.surname).toBe('Caldwell');
    expect(window.sessionStorage.getItem('parsedCvData')).toBeNull();
    expect(window.sessionStorage.getItem('cvGcsUrl')).toBeNull();
    expect(window.sessionStorage.getItem('onboardingData')).not.toBeNull();
  });

  test('unreadable stored data gives SPEC’s message', async () => {
    window.sessionStorage.setItem('parsedCvData', '{"first_name": 42');
    await loadEditorCv();
    expect($editorLoad.get()).toEqual({ status: 'failed', message: messages.editor.loadFailed });
  });

  test('nothing anywhere gives a visitor SPEC §4’s no-data message: an upload is the way to a CV', async () => {
    await loadEditorCv();
    expect($editorLoad.get()).toEqual({ status: 'empty', message: 'No CV data available. Please upload a CV first.' });
  });

  test('a signed-in user whose account holds no CV gets SPEC §2’s editor state instead', async () => {
    signIn();
    await loadEditorCv();
    expect($editorLoad.get()).toEqual({ status: 'empty', message: 'No CV data available. Please upload or create a CV.' });
  });

  test('a signed-in user with no draft gets their latest saved CV', async () => {
    signIn();
    vi.mocked(firestore.loadLatestCv).mockResolvedValue({
      id: 'saved-1',
      data: { cv: { ...CV, first_name: 'Saved' }, gcsUrl: GS_URL, unplaced: [], cvId: 'saved-1' },
      updatedAt: new Date(),
    });
    await loadEditorCv();
    expect($editorLoad.get()).toEqual({ status: 'ready', origin: 'account' });
    expect($cv.get()?.first_name).toBe('Saved');
  });
});

describe('never losing work', () => {
  test('a draft saved over a cap (a field, the whole CV) loads as it was, to be shortened in the editor', async () => {
    const over = { ...CV, profile_statement: 'x'.repeat(100_000), achievements: Array.from({ length: 40 }, () => 'y'.repeat(2_000)) };
    window.localStorage.setItem(CV_DRAFT_KEY, JSON.stringify({ cv: over, gcsUrl: GS_URL, unplaced: [], cvId: 'draft-1' }));
    await loadEditorCv();
    expect($editorLoad.get()).toEqual({ status: 'ready', origin: 'draft' });
    expect($cv.get()?.profile_statement).toHaveLength(100_000);
    expect($cv.get()?.achievements.map((achievement) => achievement.text)).toEqual(over.achievements);
  });

  test('so does a CV saved to the account over a cap', async () => {
    signIn();
    vi.mocked(firestore.loadLatestCv).mockResolvedValue({
      id: 'saved-1',
      data: { cv: { ...CV, profile_statement: 'x'.repeat(100_000) }, gcsUrl: GS_URL, unplaced: [], cvId: 'saved-1' },
      updatedAt: new Date(),
    });
    await loadEditorCv();
    expect($editorLoad.get()).toEqual({ status: 'ready', origin: 'account' });
    expect($cv.get()?.profile_statement).toHaveLength(100_000);
  });

  test('every edit is in the local draft at once, and reopening the editor restores it', async () => {
    window.sessionStorage.setItem('parsedCvData', JSON.stringify(CV));
    await loadEditorCv();
    editCv((cv) => addSkill(cv, 'GraphQL'));
    expect(readDraft()?.cv.skills.map((skill) => skill.name)).toEqual(['TypeScript', 'SQL', 'GraphQL']);

    await loadEditorCv();
    expect($editorLoad.get()).toEqual({ status: 'ready', origin: 'draft' });
    expect(names()).toEqual(['TypeScript', 'SQL', 'GraphQL']);
  });

  test('a deletion can be undone once; a later edit forgets it', async () => {
    window.sessionStorage.setItem('parsedCvData', JSON.stringify(CV));
    await loadEditorCv();
    const [typescript, sql] = $cv.get()!.skills;
    deleteFromCv((cv) => deleteSkill(cv, typescript!.id));
    expect(names()).toEqual(['SQL']);
    expect($canUndo.get()).toBe(true);
    undoLastDeletion();
    expect(names()).toEqual(['TypeScript', 'SQL']);
    expect($canUndo.get()).toBe(false);
    expect(readDraft()?.cv.skills).toHaveLength(2);

    deleteFromCv((cv) => deleteSkill(cv, sql!.id));
    editCv((cv) => renameSkill(cv, typescript!.id, 'TS'));
    expect($canUndo.get()).toBe(false);
  });

  test('a signed-in user’s edits go to Firestore once, after the quiet time', async () => {
    vi.useFakeTimers();
    signIn();
    window.sessionStorage.setItem('parsedCvData', JSON.stringify(CV));
    window.sessionStorage.setItem('cvGcsUrl', JSON.stringify(GS_URL));
    await loadEditorCv();
    editCv((cv) => addSkill(cv, 'Go'));
    editCv((cv) => addSkill(cv, 'Rust'));
    expect($saveState.get().cloud).toBe('pending');
    await vi.advanceTimersByTimeAsync(CLOUD_SAVE_DEBOUNCE_MS);
    expect(firestore.saveCv).toHaveBeenCalledOnce();
    const [uid, cvId, document] = vi.mocked(firestore.saveCv).mock.calls[0]!;
    expect(uid).toBe('uid-1');
    expect(cvId).toBe('1700000000000-kieran-cv.pdf');
    expect((document as { cv: ParsedCv }).cv.skills.map((skill) => skill.name)).toEqual(['TypeScript', 'SQL', 'Go', 'Rust']);
    expect($saveState.get().cloud).toBe('saved');
  });

  test('a visitor without an account saves only on this device', async () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem('parsedCvData', JSON.stringify(CV));
    await loadEditorCv();
    editCv((cv) => addSkill(cv, 'Go'));
    await vi.advanceTimersByTimeAsync(CLOUD_SAVE_DEBOUNCE_MS * 2);
    expect(firestore.saveCv).not.toHaveBeenCalled();
    expect($saveState.get()).toEqual({ local: 'saved', cloud: 'off' });
  });

  test('a reviewed line leaves the review list, and the draft', async () => {
    window.history.replaceState({ editor: { parsedCvData: CV, cvGcsUrl: GS_URL, unplaced: ['One', 'Two'] } }, '');
    await loadEditorCv();
    resolveUnplaced(0);
    expect($unplaced.get()).toEqual(['Two']);
    expect(readDraft()?.unplaced).toEqual(['Two']);
  });

  test('logging out forgets the CV on this browser', async () => {
    signIn();
    window.sessionStorage.setItem('parsedCvData', JSON.stringify(CV));
    await loadEditorCv();
    expect(window.localStorage.getItem(CV_DRAFT_KEY)).not.toBeNull();
    await logOut();
    expect(window.localStorage.getItem(CV_DRAFT_KEY)).toBeNull();
    expect($cv.get()).toBeNull();
  });
});
