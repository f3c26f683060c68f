// @vitest-environment jsdom
/**
 * The score card against the real stores (score, CV, session, auth modal), the real API client and the real
 * rubric. Only the network edge is replaced: `fetch` (the API) and src/lib/firebase/* (the Firebase SDK behind
 * the session and cloud saves).
 */
import { messages } from '@/lib/messages';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getApp } from '@/lib/content';
import { addAchievement, deleteAchievement, updateProfileStatement } from '@/lib/cv/edit';
import type { ParsedCv } from '@/lib/cv/schema';
import { scoreCv } from '@/lib/scoring/score-cv';
import type { ScoreResult } from '@/lib/scoring/schema';
import { EditorCopyProvider } from '@/screens/editor/copy';
import ScoreCard from '@/screens/editor/panel/ScoreCard';
import { $authModal, close, dispatch, resetAuthModal } from '@/stores/auth-modal';
import { $cv, $cvGcsUrl, deleteFromCv, editCv, flushCloudSave, importDocument, loadEditorCv, openDocument, resetCv } from '@/stores/cv';
import { CV_DRAFT_KEY } from '@/lib/cv/draft-storage';
import { ESTIMATE_DEBOUNCE_MS, resetScore } from '@/stores/score';
import { $session, type SessionUser } from '@/stores/session';
import { uploadCv } from '@/lib/firebase/storage';
import { forgetKeptUpload, keepUpload, readKeptUpload } from '@/lib/upload/kept-upload';
import { sampleCv } from '../fixtures/sample-cv.ts';

/** The Firebase SDK wrapper: who is signed in is whatever the test says. */
const firebase = vi.hoisted(() => ({
  user: null as SessionUser | null,
  listener: null as ((user: SessionUser | null) => void) | null,
}));
vi.mock('@/lib/firebase/auth', () => ({
  watchSession: vi.fn((callback: (user: SessionUser | null) => void) => {
    firebase.listener = callback;
    callback(firebase.user);
    return () => undefined;
  }),
  getIdToken: vi.fn(async () => (firebase.user ? `token-of-${firebase.user.uid}` : null)),
}));
/** Firestore behind the account's saved CV: what the editor last saved, read back as the account's latest CV. */
const firestore = vi.hoisted(() => ({ saved: null as { id: string; data: unknown } | null }));
vi.mock('@/lib/firebase/firestore', () => ({
  saveCv: vi.fn(async (_uid: string, id: string, data: unknown) => void (firestore.saved = { id, data: JSON.parse(JSON.stringify(data)) })),
  loadLatestCv: vi.fn(async () => (firestore.saved ? { ...firestore.saved, updatedAt: null } : null)),
}));
/** Cloud Storage: the upload of a visitor's kept file into the account's folder. */
vi.mock('@/lib/firebase/storage', () => ({ uploadCv: vi.fn() }));

const app = getApp();
const copy = app.scoreCard;
const { coachPanel, ...rest } = app;
const GS_URL = 'gs://demo-hirewise.appspot.com/cv-uploads/user-1/1700000000000-0123456789abcdef-My_CV.pdf';
const MEMBER: SessionUser = { uid: 'user-1', email: 'member@example.com', emailVerified: true, isAnonymous: false };
const VISITOR: SessionUser = { uid: 'user-1', email: null, emailVerified: false, isAnonymous: true };

/** A promise the test settles when it wants, to observe the in-between state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
const success = (result: ScoreResult) => json({ status: 'success', data: [result] });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** Signs `user` in (or out, with null) as Firebase would report it. */
function signIn(user: SessionUser | null) {
  firebase.user = user;
  act(() => {
    if (firebase.listener) firebase.listener(user);
    else $session.set({ status: user ? 'signedIn' : 'signedOut', user });
  });
}

function setUp({ cv = sampleCv(), gcsUrl = GS_URL }: { cv?: ParsedCv; gcsUrl?: string } = {}) {
  act(() => openDocument({ cv, gcsUrl, unplaced: [], cvId: 'cv-test' }, 'navigation'));
  render(
    <EditorCopyProvider copy={{ coachPanel, ...rest }}>
      <ScoreCard />
    </EditorCopyProvider>,
  );
  return userEvent.setup();
}

const scoreButton = () => screen.getByRole('button', { name: /Score My CV|Analyzing CV\.\.\.|Re-score CV|Re-analyzing\.\.\./ });
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, unknown>;

beforeEach(() => {
  firestore.saved = null;
  resetCv();
  resetScore();
  resetAuthModal();
  localStorage.clear();
  firebase.user = MEMBER;
  $session.set({ status: 'signedIn', user: MEMBER });
  fetchMock = vi.fn<typeof fetch>(async () => success(scoreCv(sampleCv()).result));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('scoring a signed-in user\'s CV', () => {
  test('"Score My CV", then "Analyzing CV...", then the server\'s result with "Re-score CV"', async () => {
    const answer = deferred<Response>();
    fetchMock.mockImplementationOnce(() => answer.promise);
    const user = setUp();
    expect(screen.getByRole('heading', { name: copy.heading })).toBeTruthy();
    expect(scoreButton().textContent).toBe('Score My CV');
    expect(screen.getByText(copy.intro)).toBeTruthy();

    await user.click(scoreButton());
    expect(scoreButton().textContent).toBe('Analyzing CV...');
    expect(scoreButton().getAttribute('aria-disabled')).toBe('true');
    const result = scoreCv(sampleCv()).result;
    await act(async () => answer.resolve(success(result)));

    expect(scoreButton().textContent).toBe('Re-score CV');
    const { overall } = result.scores;
    const band = overall > 75 ? 'Strong' : overall >= 50 ? 'Fair' : 'Needs work';
    expect(screen.getByRole('img', { name: `Overall score: ${overall} out of 100, ${band}` })).toBeTruthy();
    expect(screen.getByText(`${overall} out of 100`)).toBeTruthy();
    expect(screen.getByText(copy.official)).toBeTruthy();
    expect(screen.getByText(`Your CV scored ${overall} out of 100: ${band}.`)).toBeTruthy();
  });

  test('the request is SPEC §7 call 2 with the Bearer token, the file address and the edited CV', async () => {
    const user = setUp();
    await user.type(screen.getByRole('textbox', { name: copy.jobDescription.label }), 'Data analyst, SQL and Kubernetes');
    await user.click(scoreButton());
    await screen.findByText('Re-score CV');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/score');
    expect(init!.method).toBe('POST');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer token-of-user-1');
    expect(sentBody()).toEqual({
      cvs: [{ filename: 'My_CV.pdf', gcs_url: GS_URL }],
      jd: 'Data analyst, SQL and Kubernetes',
      detailed_feedback: true,
      cv: sampleCv(),
    });
  });

  test('the result shows the five sub-scores with numbers and band words, strengths, areas to improve and the match assessment', async () => {
    const result: ScoreResult = {
      scores: { overall: 62, ats_compatibility: 90, relevance: 49, skills_alignment: 50, achievement_focus: 75, presentation: 76 },
      feedback: { strengths: ['Your contact details are complete'], areas_to_improve: ['Add a number to each role bullet, such as money saved or time cut'] },
      match_assessment: 'Partial match: your CV covers 6 of the 10 key terms in the job description.',
    };
    fetchMock.mockResolvedValueOnce(success(result));
    const user = setUp();
    await user.click(scoreButton());
    await screen.findByText('Re-score CV');

    const breakdown = screen.getByRole('list', { name: copy.subScoresHeading });
    const rows = within(breakdown).getAllByRole('listitem').map((row) => row.textContent);
    // Band edges (SPEC §5): under 50 red, 50 to 75 amber, above 75 green; always a word, never colour alone.
    expect(rows).toEqual([
      'ATS compatibility: 90 out of 100, StrongATS compatibility90Strong',
      'Relevance: 49 out of 100, Needs workRelevance49Needs work',
      'Skills alignment: 50 out of 100, FairSkills alignment50Fair',
      'Achievement focus: 75 out of 100, FairAchievement focus75Fair',
      'Presentation: 76 out of 100, StrongPresentation76Strong',
    ]);
    expect(breakdown.querySelector('[data-score="relevance"] .score-band')!.getAttribute('data-band')).toBe('red');
    expect(within(screen.getByRole('list', { name: copy.strengths })).getByText('Your contact details are complete')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: copy.areasToImprove })).getByText(/Add a number to each role bullet/)).toBeTruthy();
    expect(screen.getByText(result.match_assessment)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Overall score: 62 out of 100, Fair' })).toBeTruthy();
  });

  test('scores outside 0..100 are clamped on the ring and in the breakdown', async () => {
    const result = scoreCv(sampleCv()).result;
    fetchMock.mockResolvedValueOnce(success({ ...result, scores: { ...result.scores, overall: 140, presentation: -5 } }));
    const user = setUp();
    await user.click(scoreButton());
    expect(await screen.findByRole('img', { name: 'Overall score: 100 out of 100, Strong' })).toBeTruthy();
    expect(screen.getByText('Presentation: 0 out of 100, Needs work')).toBeTruthy();
  });

  test('re-scoring says "Re-analyzing...", keeps the last result meanwhile, and shows the new one', async () => {
    const user = setUp();
    await user.click(scoreButton());
    await screen.findByText('Re-score CV');
    const first = scoreCv(sampleCv()).result.scores.overall;

    const answer = deferred<Response>();
    fetchMock.mockImplementationOnce(() => answer.promise);
    act(() => editCv((cv) => addAchievement(cv, 'Cut cloud costs by 35% in six months')));
    expect(screen.getByText(copy.stale)).toBeTruthy();
    await user.click(scoreButton());
    expect(scoreButton().textContent).toBe('Re-analyzing...');
    expect(screen.getByRole('img', { name: new RegExp(`^Overall score: ${first} out of 100`) })).toBeTruthy();

    const edited = { ...sampleCv(), achievements: [...sampleCv().achievements, 'Cut cloud costs by 35% in six months'] };
    expect(sentBody(1).cv).toEqual(edited);
    await act(async () => answer.resolve(success({ ...scoreCv(edited).result, scores: { ...scoreCv(edited).result.scores, overall: 88 } })));
    expect(screen.getByRole('img', { name: 'Overall score: 88 out of 100, Strong' })).toBeTruthy();
    expect(screen.queryByText(copy.stale)).toBeNull();
  });

  test('the out-of-date note follows the content: typing a letter shows it, deleting that letter again hides it', async () => {
    const user = setUp();
    await user.click(scoreButton());
    await screen.findByText('Re-score CV');
    const original = $cv.get()!.profile_statement;

    act(() => editCv((cv) => updateProfileStatement(cv, `${original}s`)));
    expect(screen.getByText(copy.stale)).toBeTruthy();
    act(() => editCv((cv) => updateProfileStatement(cv, original)));
    expect(screen.queryByText(copy.stale)).toBeNull();
  });
});

/**
 * A reload as far as the stores can tell: everything in memory is forgotten (the page's modules start afresh),
 * what the browser and the account kept stays, and the editor loads the CV again and renders the card.
 */
async function reload({ keepDraft }: { keepDraft: boolean }) {
  const draft = localStorage.getItem(CV_DRAFT_KEY);
  cleanup();
  resetCv();
  resetScore();
  if (keepDraft && draft) localStorage.setItem(CV_DRAFT_KEY, draft);
  await act(() => loadEditorCv());
  render(
    <EditorCopyProvider copy={{ coachPanel, ...rest }}>
      <ScoreCard />
    </EditorCopyProvider>,
  );
}

const jdBox = () => screen.getByRole('textbox', { name: copy.jobDescription.label }) as HTMLTextAreaElement;
const JD = 'Data analyst: SQL, Python and stakeholder reporting';

describe('the score and the job advert are kept with the CV', () => {
  test('in this browser\'s draft: after a reload the advert and the official score are back, and still current', async () => {
    const user = setUp();
    await user.type(jdBox(), JD);
    await user.click(scoreButton());
    await screen.findByText('Re-score CV');
    const { overall } = scoreCv(sampleCv(), { jd: JD }).result.scores;
    fetchMock.mockClear();

    await reload({ keepDraft: true });
    expect(jdBox().value).toBe(JD);
    expect(screen.getByRole('img', { name: new RegExp(`^Overall score: ${overall} out of 100`) })).toBeTruthy();
    expect(screen.getByText(copy.official)).toBeTruthy();
    expect(screen.queryByText(copy.stale)).toBeNull();
    expect(scoreButton().textContent).toBe('Re-score CV');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a score kept for an earlier version of the CV (or advert) says so after the reload', async () => {
    const user = setUp();
    await user.click(scoreButton());
    await screen.findByText('Re-score CV');
    act(() => editCv((cv) => addAchievement(cv, 'Cut cloud costs by 35% in six months')));

    await reload({ keepDraft: true });
    expect(screen.getByText(copy.stale)).toBeTruthy();
    // Undoing the change by hand makes the kept score current again: versions are of content.
    act(() => deleteFromCv((cv) => ({ ...cv, achievements: cv.achievements.slice(0, -1) })));
    expect(screen.queryByText(copy.stale)).toBeNull();
    await user.type(jdBox(), 'x');
    expect(screen.getByText(copy.stale)).toBeTruthy();
  });

  test('for a signed-in user, in the saved CV: on a browser without the draft the advert and score come back', async () => {
    const user = setUp();
    await user.type(jdBox(), JD);
    await user.click(scoreButton());
    await screen.findByText('Re-score CV');
    await act(() => flushCloudSave());
    expect(firestore.saved?.data).toMatchObject({ jobDescription: JD, lastScore: { result: { scores: expect.any(Object) }, cvVersion: expect.any(String) } });

    await reload({ keepDraft: false });
    expect(jdBox().value).toBe(JD);
    expect(screen.getByText(copy.official)).toBeTruthy();
    expect(screen.queryByText(copy.stale)).toBeNull();
  });

  test('an unreadable saved score is dropped, and the CV still opens', async () => {
    const user = setUp();
    await user.click(scoreButton());
    await screen.findByText('Re-score CV');
    const draft = JSON.parse(localStorage.getItem(CV_DRAFT_KEY)!);
    localStorage.setItem(CV_DRAFT_KEY, JSON.stringify({ ...draft, lastScore: { result: 'high', cvVersion: '?' } }));

    await reload({ keepDraft: true });
    expect($cv.get()?.first_name).toBe(sampleCv().first_name);
    expect(scoreButton().textContent).toBe('Score My CV');
    expect(screen.getByText(copy.intro)).toBeTruthy();
  });
});

describe('failures (SPEC §8)', () => {
  test('an API error shows "API Error: {status} {statusText} - {message}" in an alert, and the button stays usable', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'error', errors: [{ code: 'FORBIDDEN_FILE', message: "You can't use this file." }] }, 403, 'Forbidden'));
    const user = setUp();
    await user.click(scoreButton());
    expect((await screen.findByRole('alert')).textContent).toBe("API Error: 403 Forbidden - You can't use this file.");
    expect(scoreButton().textContent).toBe('Score My CV');
    expect(scoreButton().getAttribute('aria-disabled')).toBeNull();
  });

  test('past the score limit (429, mocked at the API edge), the alert says when to try again, from Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 13, 23, 0));
    const refused = json({ status: 'error', errors: [{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }] }, 429, 'Too Many Requests');
    refused.headers.set('Retry-After', '2520');
    fetchMock.mockResolvedValueOnce(refused);
    const user = setUp();
    await user.click(scoreButton());
    expect((await screen.findByRole('alert')).textContent).toBe('API Error: 429 Too Many Requests - Too many requests. Please try again at 14:05.');
  });

  test.each([
    ['status is not success', { status: 'error' }],
    ['no data', { status: 'success', data: [] }],
  ])('%s -> "Failed to score CV"', async (_label, body) => {
    fetchMock.mockResolvedValueOnce(json(body));
    const user = setUp();
    await user.click(scoreButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to score CV');
  });

  test('without a gs:// file address -> "No CV file URL available. Please upload a CV first.", nothing sent', async () => {
    const user = setUp({ gcsUrl: '' });
    await user.click(scoreButton());
    expect((await screen.findByRole('alert')).textContent).toBe('No CV file URL available. Please upload a CV first.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a CV uploaded in a visitor session before logging in to another account says why it cannot be scored', async () => {
    const user = setUp({ gcsUrl: GS_URL.replace('/user-1/', '/visitor-9/') });
    await user.click(scoreButton());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.score.otherAccount);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a visitor who is not signed in', () => {
  test.each([
    ['signed out', null],
    ['anonymous', VISITOR],
  ])('%s: the sign-up modal opens, and the score runs by itself after sign-in', async (_label, who) => {
    signIn(who);
    const user = setUp();
    await user.click(scoreButton());
    expect($authModal.get().state).toBe('signup');
    expect(screen.getByText(copy.signInPrompt)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    signIn(MEMBER);
    expect(await screen.findByText('Re-score CV')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(copy.signInPrompt)).toBeNull();
  });

  test('closing the modal without signing in cancels the waiting score', async () => {
    signIn(null);
    const user = setUp();
    await user.click(scoreButton());
    act(() => dispatch(close));
    expect(screen.queryByText(copy.signInPrompt)).toBeNull();
    signIn(MEMBER);
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(scoreButton().textContent).toBe('Score My CV');
  });
});

describe('the live estimate', () => {
  const estimateOf = (cv: ParsedCv, jd = '') => scoreCv(cv, { jd }).result.scores.overall;
  const bandOf = (n: number) => (n > 75 ? 'Strong' : n >= 50 ? 'Fair' : 'Needs work');
  const estimateRegion = () => screen.getByRole('region', { name: copy.estimate.heading });

  /** The estimate follows edits after ESTIMATE_DEBOUNCE_MS of quiet. */
  const settle = () => act(() => vi.advanceTimersByTime(ESTIMATE_DEBOUNCE_MS));
  /** The card on the sample CV, with the estimate worked out for it. */
  const open = () => {
    const user = setUp();
    settle();
    return user;
  };

  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

  test('is the rubric\'s estimate for the CV being edited, labelled as an estimate', () => {
    open();
    const overall = estimateOf(sampleCv());
    expect(within(estimateRegion()).getByText(`${overall} out of 100 (${bandOf(overall)})`)).toBeTruthy();
    expect(within(estimateRegion()).getByText(copy.estimate.note)).toBeTruthy();
    expect(within(estimateRegion()).getByRole('status').textContent).toBe('');
  });


  test('each edit moves it and says politely by how much, and which sub-scores moved', () => {
    open();
    const before = sampleCv();
    // One edit that takes away every achievement (the sample has two; losing one alone moves nothing).
    act(() => deleteFromCv((cv) => cv.achievements.reduce((next, achievement) => deleteAchievement(next, achievement.id), cv)));
    settle();
    const after = { ...before, achievements: [] };
    const drop = estimateOf(before) - estimateOf(after);
    expect(drop).toBeGreaterThan(0);
    const status = within(estimateRegion()).getByRole('status');
    expect(status.textContent).toMatch(new RegExp(`^Your last edit lowered the estimate by ${drop} points?\\. Changed: .*Achievement focus \u2212\\d+`));
    expect(within(estimateRegion()).getByText(`${estimateOf(after)} out of 100 (${bandOf(estimateOf(after))})`)).toBeTruthy();

    act(() => editCv((cv) => addAchievement(cv, 'Cut report run time by 60% for 40 store managers')));
    settle();
    expect(status.textContent).toMatch(/^Your last edit raised the estimate by \d+ points?\./);
  });

  test('a burst of edits is worked out once, after the quiet time, as one change', () => {
    open();
    const status = within(estimateRegion()).getByRole('status');
    act(() => editCv((cv) => addAchievement(cv, 'Grew revenue by 25% in a year')));
    act(() => vi.advanceTimersByTime(ESTIMATE_DEBOUNCE_MS - 1));
    act(() => editCv((cv) => addAchievement(cv, 'Cut costs by 10% across 3 sites')));
    act(() => vi.advanceTimersByTime(ESTIMATE_DEBOUNCE_MS - 1));
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    const overall = estimateOf({ ...sampleCv(), achievements: [...sampleCv().achievements, 'Grew revenue by 25% in a year', 'Cut costs by 10% across 3 sites'] });
    expect(within(estimateRegion()).getByText(`${overall} out of 100 (${bandOf(overall)})`)).toBeTruthy();
    expect(status.textContent).toMatch(/^Your last edit /);
  });

  test('opening another CV (an import) starts a new baseline instead of counting as an edit', () => {
    open();
    act(() => editCv((cv) => addAchievement(cv, 'Grew revenue by 25% in a year')));
    settle();
    const status = within(estimateRegion()).getByRole('status');
    expect(status.textContent).not.toBe('');
    act(() => importDocument({ ...sampleCv(), achievements: [] }));
    settle();
    expect(status.textContent).toBe('');
    const overall = estimateOf({ ...sampleCv(), achievements: [] });
    expect(within(estimateRegion()).getByText(`${overall} out of 100 (${bandOf(overall)})`)).toBeTruthy();
  });

  test('a job description changes the estimate and starts a new baseline', async () => {
    vi.useRealTimers(); // user-event types on real timers
    const user = setUp();
    const jd = 'Platform engineer: Kubernetes, Terraform, Go and AWS';
    await user.type(screen.getByRole('textbox', { name: copy.jobDescription.label }), jd);
    const overall = estimateOf(sampleCv(), jd);
    expect(await within(estimateRegion()).findByText(`${overall} out of 100 (${bandOf(overall)})`)).toBeTruthy();
    expect(within(estimateRegion()).getByRole('status').textContent).toBe('');
  });
});

describe('a visitor who logs in to the account they already have', () => {
  // The visitor's anonymous session uploaded into its own folder; the account they log in to is another uid.
  const VISITOR_URL = GS_URL.replace('/user-1/', '/visitor-9/');
  const ACCOUNT_URL = GS_URL.replace('1700000000000', '1700000000999');
  const ANONYMOUS: SessionUser = { uid: 'visitor-9', email: null, emailVerified: false, isAnonymous: true };
  const file = () => new File(['Priya Raman\nData analyst'], 'My CV.pdf', { type: 'application/pdf' });

  beforeEach(async () => {
    vi.mocked(uploadCv).mockReset();
    await forgetKeptUpload();
    await keepUpload({ gcsUrl: VISITOR_URL, file: file() });
    signIn(ANONYMOUS);
  });

  test("their kept file goes into the account's folder by itself, and the score follows with it", async () => {
    vi.mocked(uploadCv).mockResolvedValue({ gsUrl: ACCOUNT_URL, objectPath: ACCOUNT_URL.split('.com/')[1]! });
    const user = setUp({ gcsUrl: VISITOR_URL });
    await user.click(scoreButton());
    expect($authModal.get().state).toBe('signup');

    signIn(MEMBER);

    expect(await screen.findByText('Re-score CV')).toBeTruthy();
    expect(uploadCv).toHaveBeenCalledOnce();
    expect(vi.mocked(uploadCv).mock.calls[0]![0]).toMatchObject({ name: 'My CV.pdf', type: 'application/pdf' });
    expect(vi.mocked(uploadCv).mock.calls[0]![1]).toMatchObject({ uid: 'user-1' });
    expect((sentBody().cvs as Array<{ gcs_url: string }>)[0]!.gcs_url).toBe(ACCOUNT_URL);
    expect(screen.queryByRole('alert')).toBeNull();
    // The CV (and its draft) now point at the account's copy; the browser's copy is no longer needed.
    expect($cvGcsUrl.get()).toBe(ACCOUNT_URL);
    expect(JSON.parse(localStorage.getItem('hirewise:cv-draft')!).gcsUrl).toBe(ACCOUNT_URL);
    expect(await readKeptUpload()).toBeNull();
  });

  test('when the copy cannot be uploaded, the card says so and keeps the CV; Score My CV tries again', async () => {
    vi.mocked(uploadCv).mockRejectedValue(new Error(messages.storage.uploadFailed));
    const user = setUp({ gcsUrl: VISITOR_URL });
    const before = $cv.get();
    await user.click(scoreButton());
    signIn(MEMBER);

    expect((await screen.findByRole('alert')).textContent).toBe(messages.score.carryFailed(messages.storage.uploadFailed));
    expect(fetchMock).not.toHaveBeenCalled();
    expect($cv.get()).toBe(before);
    expect($cvGcsUrl.get()).toBe(VISITOR_URL);
    expect(await readKeptUpload()).toMatchObject({ gcsUrl: VISITOR_URL });

    vi.mocked(uploadCv).mockResolvedValue({ gsUrl: ACCOUNT_URL, objectPath: 'x' });
    await user.click(scoreButton());
    expect(await screen.findByText('Re-score CV')).toBeTruthy();
    expect((sentBody().cvs as Array<{ gcs_url: string }>)[0]!.gcs_url).toBe(ACCOUNT_URL);
  });
});
