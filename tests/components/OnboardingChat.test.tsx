// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COACH_TYPING_MS } from '@/lib/constants';
import { getApp } from '@/lib/content';
import { saveOnboardingAnswer } from '@/lib/firebase/firestore';
import OnboardingChat from '@/screens/chat/OnboardingChat';
import { resetOnboarding, startOnboarding } from '@/stores/onboarding';
import { $session } from '@/stores/session';

vi.mock('@/lib/firebase/firestore', () => ({ saveOnboardingAnswer: vi.fn(async () => undefined) }));

const { coach } = getApp();
const typingText = coach.typing.replace('{name}', coach.persona.name);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library waits a zero timeout after each event and only moves a fake clock for it when it sees
  // Jest; this tells it how to move Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  resetOnboarding();
  sessionStorage.clear();
  $session.set({ status: 'signedIn', user: { uid: 'u-1', email: 'a@example.com', emailVerified: true, isAnonymous: false } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setUp(onComplete = vi.fn()) {
  startOnboarding({ persona: coach.persona, greeting: coach.greeting, questions: coach.questions, thankYou: coach.thankYou }, { onComplete });
  render(<OnboardingChat copy={coach} />);
  // No delays between keystrokes: the fake clock moves only when a test says so.
  const user = userEvent.setup({ delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { user, onComplete, box: () => screen.getByRole('textbox', { name: coach.answerLabel }) as HTMLTextAreaElement };
}

const log = () => screen.getByRole('log');
const lastMessage = () => log().querySelector('li:last-child')!.textContent;

describe('OnboardingChat', () => {
  test('is a labelled region with the persona, and the conversation is a live log', () => {
    setUp();
    expect(screen.getByRole('complementary', { name: coach.label })).toBeTruthy();
    expect(screen.getByRole('heading', { name: coach.persona.name })).toBeTruthy();
    expect(screen.getByText(coach.persona.role)).toBeTruthy();
    expect(log().getAttribute('aria-live')).toBe('polite');
    expect(lastMessage()).toBe(`${coach.persona.name}: ${coach.questions.currentRole}`);
  });

  test('Enter sends; blank answers are not sent; the typing indicator shows 1.5 s before the next question', async () => {
    const { user, box } = setUp();
    await user.click(box());
    await user.keyboard('   {Enter}');
    expect(log().querySelectorAll('li')).toHaveLength(2);

    await user.clear(box());
    await user.keyboard('Project manager{Enter}');
    expect(lastMessage()).toBe(`${coach.you}: Project manager`);
    expect(box().value).toBe('');
    expect(screen.getByRole('status').textContent).toBe(typingText);
    expect(screen.getByRole('button', { name: coach.send })).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(COACH_TYPING_MS - 1));
    expect(lastMessage()).toBe(`${coach.you}: Project manager`);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(lastMessage()).toBe(`${coach.persona.name}: ${coach.questions.targetRole}`);
    expect(document.activeElement).toBe(box());
  });

  test('Shift+Enter adds a line in the multi-line answers; after the fifth answer the coach thanks and completes', async () => {
    const { user, box, onComplete } = setUp();
    for (const answer of ['PM', 'Director', '12 years']) {
      await user.type(box(), `${answer}{Enter}`);
      act(() => vi.advanceTimersByTime(COACH_TYPING_MS));
    }
    expect(box().rows).toBe(3);
    await user.type(box(), 'Lead a PMO{Shift>}{Enter}{/Shift}Mentor others');
    expect(box().value).toBe('Lead a PMO\nMentor others');
    await user.keyboard('{Enter}');
    expect(lastMessage()).toBe(`${coach.you}: Lead a PMO\nMentor others`);
    act(() => vi.advanceTimersByTime(COACH_TYPING_MS));
    await user.click(screen.getByRole('button', { name: coach.send })); // empty: not sent
    await user.type(box(), 'Remote');
    await user.click(screen.getByRole('button', { name: coach.send }));
    act(() => vi.advanceTimersByTime(COACH_TYPING_MS));

    expect(lastMessage()).toBe(`${coach.persona.name}: ${coach.thankYou}`);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(saveOnboardingAnswer).toHaveBeenCalledWith('u-1', 'goals', 'Lead a PMO\nMentor others');
    expect(JSON.parse(sessionStorage.getItem('onboardingData')!)).toMatchObject({
      answers: { currentRole: 'PM', targetRole: 'Director', experience: '12 years', goals: 'Lead a PMO\nMentor others', preferences: 'Remote' },
      questionIndex: 5,
    });
  });

  test('Shift+Enter in a single-line answer neither sends nor adds a line', async () => {
    const { user, box } = setUp();
    await user.type(box(), 'PM{Shift>}{Enter}{/Shift}');
    expect(box().value).toBe('PM');
    expect(log().querySelectorAll('li')).toHaveLength(2);
  });
});
