// @vitest-environment jsdom
/**
 * The coaching panel's chat against the real stores, the real API client and the real rules. Only the edges are
 * replaced: `fetch` (the API; unreachable unless a test says otherwise, so answers come from the browser's rules)
 * and src/lib/firebase/* (the Firebase SDK: Firestore saves, and the ID token that getSessionToken in
 * src/stores/session.ts reads through a dynamic import of '@/lib/firebase/auth').
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COACH_ANSWER_WAIT_MS, COACH_TYPING_MS } from '@/lib/constants';
import type { ParsedCv } from '@/lib/cv/schema';
import '@/lib/firebase/auth';
import { saveOnboardingAnswer } from '@/lib/firebase/firestore';
import CoachPanelChat from '@/screens/editor/panel/CoachPanelChat';
import { $typing, answerQuestion, keepConversation, resetOnboarding, startOnboarding } from '@/stores/onboarding';
import { resetPanelCoach } from '@/stores/coach-panel';
import { resetCv } from '@/stores/cv';
import { $session } from '@/stores/session';
import { sampleCv } from '../../fixtures/sample-cv.ts';
import { copy, openCv, renderInEditor } from './harness';

/** The signed-in user's ID token, as the Firebase SDK wrapper gives it (null: nobody signed in). */
const firebase = vi.hoisted(() => ({ token: 'token-of-u-1' as string | null }));
vi.mock('@/lib/firebase/auth', () => ({ getIdToken: vi.fn(async () => firebase.token) }));
vi.mock('@/lib/firebase/firestore', () => ({ saveOnboardingAnswer: vi.fn(async () => undefined), saveCv: vi.fn(async () => undefined) }));

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const { coach, coachPanel } = copy;
const typingText = coach.typing.replace('{name}', coach.persona.name);

/** The sample CV, its second role's bullets without numbers. */
function cv(): ParsedCv {
  const parsed = sampleCv();
  parsed.roles[1]!.highlights = ['Managed stakeholder requests across departments', 'Responsible for weekly reporting to the logistics team'];
  return parsed;
}

function keep(key: string, value: unknown) {
  sessionStorage.setItem(key, JSON.stringify(value));
}
const kept = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? 'null');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  firebase.token = 'token-of-u-1';
  fetchMock = vi.fn<typeof fetch>(offline);
  vi.stubGlobal('fetch', fetchMock);
  resetPanelCoach();
  resetOnboarding();
  sessionStorage.clear();
  resetCv();
  $session.set({ status: 'signedIn', user: { uid: 'u-1', email: 'a@example.com', emailVerified: false, isAnonymous: false } });
  openCv(cv());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setUp() {
  renderInEditor(<CoachPanelChat />);
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { user, box: () => screen.getByRole('textbox') as HTMLTextAreaElement };
}

const log = () => screen.getByRole('log');
const said = () => Array.from(log().querySelectorAll('li'), (item) => item.textContent);
const lastMessage = () => said().at(-1);
const coachSays = (text: string) => `${coach.persona.name}: ${text}`;

/** Lets `ms` pass on the fake clock, with every promise that can settle on the way. */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Types `text` into the box, sends it with Enter and lets the coach finish typing. */
async function send(user: ReturnType<typeof userEvent.setup>, box: HTMLTextAreaElement, text: string) {
  await user.type(box, text);
  await user.keyboard('{Enter}');
  await pass(COACH_TYPING_MS);
}

describe('CoachPanelChat', () => {
  test('carries on the onboarding from question 3, saves the answers, then answers a question about this CV', async () => {
    keep('onboardingData', { answers: { currentRole: 'Data analyst', targetRole: 'Analytics lead' }, questionIndex: 2 });
    const { user, box } = setUp();

    expect(screen.getByRole('heading', { name: coach.persona.name })).toBeTruthy();
    expect(screen.getByText(coachPanel.status)).toBeTruthy();
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(said()).toEqual([coachSays(coachPanel.resume), coachSays(coach.questions.experience)]);
    expect(screen.getByRole('textbox', { name: coach.answerLabel })).toBe(box());

    await send(user, box(), '7 years');
    expect(lastMessage()).toBe(coachSays(coach.questions.goals));
    await user.type(box(), 'Lead a team{Shift>}{Enter}{/Shift}Mentor juniors');
    expect(box().value).toBe('Lead a team\nMentor juniors');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe(typingText);
    await pass(COACH_TYPING_MS);
    await send(user, box(), 'Remote');

    expect(lastMessage()).toBe(coachSays(coachPanel.thankYou));
    expect(kept('onboardingData')).toMatchObject({
      answers: { currentRole: 'Data analyst', targetRole: 'Analytics lead', experience: '7 years', goals: 'Lead a team\nMentor juniors', preferences: 'Remote' },
      questionIndex: 5,
    });
    expect(kept('onboardingData').answers.completedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    await vi.waitFor(() => expect(saveOnboardingAnswer).toHaveBeenCalledWith('u-1', 'completedAt', expect.any(String)));
    expect(saveOnboardingAnswer).toHaveBeenCalledWith('u-1', 'experience', '7 years');
    expect(saveOnboardingAnswer).toHaveBeenCalledWith('u-1', 'preferences', 'Remote');
    expect(saveOnboardingAnswer).not.toHaveBeenCalledWith('u-1', 'currentRole', expect.anything());

    // Now the CV coach: the same box, with SPEC's prompt.
    const question = screen.getByRole('textbox', { name: coachPanel.messageLabel }) as HTMLTextAreaElement;
    expect(question).toBe(box());
    expect(question.placeholder).toBe(coachPanel.prompt);
    await user.type(question, 'Which roles lack numbers?');
    await user.keyboard('{Enter}');
    expect(lastMessage()).toBe(`${coach.you}: Which roles lack numbers?`);
    expect(screen.getByRole('status').textContent).toBe(typingText);
    await pass(COACH_TYPING_MS);
    expect(lastMessage()).toContain('Data Analyst at Contoso Logistics');
    expect(lastMessage()).not.toContain('Northwind');
  });

  test('greets by name when onboarding was done; Shift+Enter adds a line and blank questions are not sent', async () => {
    keep('onboardingData', { answers: { targetRole: 'Analytics lead', completedAt: '2026-01-01T00:00:00.000Z' }, questionIndex: 5 });
    const { user, box } = setUp();
    expect(said()).toEqual([coachSays(coachPanel.welcome.replace('{name}', 'Priya'))]);

    await user.type(box(), '   ');
    await user.keyboard('{Enter}');
    expect(said()).toHaveLength(1);
    expect(screen.getByRole('button', { name: coach.send })).toHaveProperty('disabled', true);

    await user.clear(box());
    await user.type(box(), 'Hi{Shift>}{Enter}{/Shift}what should I fix first?');
    expect(box().value).toBe('Hi\nwhat should I fix first?');
    await user.click(screen.getByRole('button', { name: coach.send }));
    await pass(COACH_TYPING_MS);
    expect(lastMessage()).toMatch(new RegExp(`^${coach.persona.name}: .+ out of 100`));
    expect(saveOnboardingAnswer).not.toHaveBeenCalled();
  });

  test('the conversation is kept for the tab and comes back after a reload, without asking again', async () => {
    keep('onboardingData', { answers: {}, questionIndex: 4 });
    const { user, box } = setUp();
    await send(user, box(), 'Hybrid');
    await send(user, box(), 'hello');
    const before = said();
    expect(before.at(-1)).toBe(coachSays(coachPanel.replies.greeting.replace('{name}', 'Priya')));

    // A reload: fresh stores, the same tab's sessionStorage.
    cleanup();
    resetPanelCoach();
    resetOnboarding();
    setUp();
    expect(said()).toEqual(before);
    expect(screen.getByRole('textbox', { name: coachPanel.messageLabel })).toBeTruthy();
  });

  test('a page change during the last typing pause still ends the onboarding with thanks', () => {
    keep('onboardingData', { answers: { preferences: 'Remote' }, questionIndex: 5 });
    keep('coachConversation', [{ id: 'message-9', text: 'Remote', sender: 'user', timestamp: 1 }]);
    setUp();
    expect(said()).toEqual([`${coach.you}: Remote`, coachSays(coachPanel.thankYou)]);
    expect(kept('onboardingData').answers.completedAt).toMatch(/^\d{4}-/);
  });

  test('CV text in answers is shown as text, never as markup', async () => {
    openCv({ ...cv(), skills: [{ name: '<img src=x onerror=alert(1)>' }, { name: 'SQL' }] });
    const { user, box } = setUp();
    await send(user, box(), 'What about my skills?');
    expect(lastMessage()).toContain('<img src=x onerror=alert(1)>');
    expect(log().querySelector('img')).toBeNull();
  });
});

describe('the coach asks the API', () => {
  const QUESTION = 'Which roles lack numbers?';
  const SERVER_ANSWER = 'Your Contoso Logistics role needs a number: say how many reports you automated each week.';
  const json = (body: unknown, status = 200, statusText = 'OK') =>
    new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
  const answered = (answer = SERVER_ANSWER, source = 'llm') => json({ status: 'success', data: { answer, source } });

  /** Opens the chat as the CV coach (onboarding done) and sends QUESTION. */
  async function ask() {
    keep('onboardingData', { answers: { targetRole: 'Analytics lead', completedAt: '2026-01-01T00:00:00.000Z' }, questionIndex: 5 });
    const { user, box } = setUp();
    await user.type(box(), QUESTION);
    await user.keyboard('{Enter}');
    expect(lastMessage()).toBe(`${coach.you}: ${QUESTION}`);
    expect(screen.getByRole('status').textContent).toBe(typingText);
  }

  test('the server\'s answer is shown after the typing pause; the request carries the token, the question, the CV and the answers', async () => {
    fetchMock.mockImplementation(async () => answered());
    await ask();
    await pass(COACH_TYPING_MS);
    expect(lastMessage()).toBe(coachSays(SERVER_ANSWER));
    expect(screen.getByRole('status').textContent).toBe('');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/coach');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-of-u-1', 'Content-Type': 'application/json' } });
    const body = JSON.parse(String(init!.body)) as { question: string; cv: ParsedCv; onboarding: Record<string, string> };
    expect(body.question).toBe(QUESTION);
    expect(body.cv.roles.map((role) => role.company)).toEqual(['Northwind Retail', 'Contoso Logistics']);
    // Only the five answers go: completedAt stays in the browser.
    expect(body.onboarding).toEqual({ targetRole: 'Analytics lead' });
    expect(Object.keys(body).sort()).toEqual(['cv', 'onboarding', 'question']);
  });

  test('the typing pause lasts at least COACH_TYPING_MS even when the server answers at once', async () => {
    fetchMock.mockImplementation(async () => answered());
    await ask();
    await pass(COACH_TYPING_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastMessage()).toBe(`${coach.you}: ${QUESTION}`);
    expect(screen.getByRole('status').textContent).toBe(typingText);
    await pass(1);
    expect(lastMessage()).toBe(coachSays(SERVER_ANSWER));
  });

  test('a slow server keeps the coach typing until its answer comes', async () => {
    fetchMock.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(answered()), 4_000)));
    await ask();
    await pass(3_999);
    expect(screen.getByRole('status').textContent).toBe(typingText);
    await pass(1);
    expect(lastMessage()).toBe(coachSays(SERVER_ANSWER));
  });

  test.each([
    ['the API refuses (503)', () => fetchMock.mockImplementation(async () => json({ status: 'error', errors: [{ code: 'UPSTREAM_UNAVAILABLE', message: 'Busy.' }] }, 503, 'Service Unavailable'))],
    ['the network fails', () => fetchMock.mockImplementation(offline)],
    ['the answer is unreadable', () => fetchMock.mockImplementation(async () => json({ status: 'success', data: { answer: '', source: 'oracle' } }))],
    ['the answer is not JSON', () => fetchMock.mockImplementation(async () => new Response('<html>Bad gateway</html>', { status: 200 }))],
    ['nobody is signed in (no token)', () => (firebase.token = null)],
  ])('%s -> the rules answer after the typing pause', async (_label, arrange) => {
    arrange();
    await ask();
    await pass(COACH_TYPING_MS);
    expect(lastMessage()).toMatch(new RegExp(`^${coach.persona.name}: .*Data Analyst at Contoso Logistics`));
    expect(screen.getByRole('status').textContent).toBe('');
    if (firebase.token === null) expect(fetchMock).not.toHaveBeenCalled();
  });

  test('no answer within COACH_ANSWER_WAIT_MS -> the rules answer, and the call is aborted', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });
    await ask();
    await pass(COACH_ANSWER_WAIT_MS - 1);
    expect(screen.getByRole('status').textContent).toBe(typingText);
    expect(signal?.aborted).toBe(false);
    await pass(1);
    expect(lastMessage()).toMatch(new RegExp(`^${coach.persona.name}: .*Data Analyst at Contoso Logistics`));
    expect(signal?.aborted).toBe(true);
  });

  test('a reset while waiting drops the late answer', async () => {
    let reply!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (reply = resolve)));
    await ask();
    await pass(COACH_TYPING_MS);
    act(() => resetPanelCoach());
    reply(answered());
    await pass(COACH_ANSWER_WAIT_MS);
    expect(said()).not.toContain(coachSays(SERVER_ANSWER));
    expect(lastMessage()).toBe(`${coach.you}: ${QUESTION}`);
  });

  test('while the coach waits for an answer, another question is not sent', async () => {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    await ask();
    expect($typing.get()).toBe(true);
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(box, 'And my skills?');
    await user.keyboard('{Enter}');
    expect(said().filter((text) => text?.startsWith(`${coach.you}:`))).toEqual([`${coach.you}: ${QUESTION}`]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

test("the upload screen's conversation is shown in the editor, and the answers carry on from the question reached", async () => {
  // The upload screen, as it runs the chat: greeting, first question, the user's answer, the second question.
  startOnboarding({ persona: coach.persona, greeting: coach.greeting, questions: coach.questions, thankYou: coach.thankYou });
  keepConversation();
  answerQuestion('Water network engineer');
  await pass(COACH_TYPING_MS);
  // A second later it moves to the editor: a new page, fresh stores, the same tab's sessionStorage.
  resetOnboarding();

  const { user, box } = setUp();

  expect(said()).toEqual([
    coachSays(coach.greeting),
    coachSays(coach.questions.currentRole),
    `${coach.you}: Water network engineer`,
    coachSays(coach.questions.targetRole),
  ]);
  expect(said()).not.toContain(coachSays(coachPanel.resume));
  await send(user, box(), 'Delivery director');
  expect(lastMessage()).toBe(coachSays(coach.questions.experience));
  expect(kept('onboardingData').answers).toEqual({ currentRole: 'Water network engineer', targetRole: 'Delivery director' });
});

test('with no answer given before the editor opened, the coach introduces itself and asks the first question', () => {
  keep('onboardingData', { answers: {}, questionIndex: 0 });
  setUp();
  expect(said()).toEqual([coachSays(coachPanel.start.replace('{name}', coach.persona.name)), coachSays(coach.questions.currentRole)]);
});

test('without any onboarding in this tab, the chat is the CV coach from the start', () => {
  setUp();
  expect(said()).toEqual([coachSays(coachPanel.welcome.replace('{name}', 'Priya'))]);
  expect(screen.getByRole('textbox', { name: coachPanel.messageLabel })).toHaveProperty('placeholder', coachPanel.prompt);
});
