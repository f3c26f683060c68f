// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COACH_TYPING_MS } from '@/lib/constants';
import type { ParsedCv } from '@/lib/cv/schema';
import { saveOnboardingAnswer } from '@/lib/firebase/firestore';
import CoachPanelChat from '@/screens/editor/panel/CoachPanelChat';
import { resetCoach } from '@/stores/coach';
import { resetPanelCoach } from '@/stores/coach-panel';
import { resetCv } from '@/stores/cv';
import { $session } from '@/stores/session';
import { sampleCv } from '../../unit/scoring/sample-cv';
import { copy, openCv, renderInEditor } from './harness';

vi.mock('@/lib/firebase/firestore', () => ({ saveOnboardingAnswer: vi.fn(async () => undefined), saveCv: vi.fn(async () => undefined) }));

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
  resetPanelCoach();
  resetCoach();
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

/** Types `text` into the box, sends it with Enter and lets the coach finish typing. */
async function send(user: ReturnType<typeof userEvent.setup>, box: HTMLTextAreaElement, text: string) {
  await user.type(box, text);
  await user.keyboard('{Enter}');
  act(() => vi.advanceTimersByTime(COACH_TYPING_MS));
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
    act(() => vi.advanceTimersByTime(COACH_TYPING_MS));
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
    act(() => vi.advanceTimersByTime(COACH_TYPING_MS));
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
    act(() => vi.advanceTimersByTime(COACH_TYPING_MS));
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
    resetCoach();
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
