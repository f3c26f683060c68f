import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COACH_TYPING_MS } from '@/lib/constants';
import { getApp } from '@/lib/content';
import { saveOnboardingAnswer } from '@/lib/firebase/firestore';
import { readSession } from '@/lib/session-storage';
import { $chat, $onboarding, $typing, answerQuestion, currentField, resetOnboarding, startOnboarding, type OnboardingScript } from '@/stores/onboarding';
import { $session } from '@/stores/session';
import { memoryStorage } from '../upload/memory-storage';

vi.mock('@/lib/firebase/firestore', () => ({ saveOnboardingAnswer: vi.fn(async () => undefined) }));

const { coach } = getApp();
const SCRIPT: OnboardingScript = { persona: coach.persona, greeting: coach.greeting, questions: coach.questions, thankYou: coach.thankYou };
const ANSWERS = ['Project manager', 'Delivery director', '12 years', 'Lead a PMO\nand mentor', 'Remote, UK'];
const FIELDS = ['currentRole', 'targetRole', 'experience', 'goals', 'preferences'] as const;

const texts = () => $chat.get().map((message) => message.text);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-02T03:04:05.000Z'));
  vi.stubGlobal('window', { sessionStorage: memoryStorage() });
  resetOnboarding();
  $session.set({ status: 'signedOut', user: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Answers the current question and waits out the typing pause. */
async function answer(text: string) {
  expect(answerQuestion(text)).toBe(true);
  await vi.advanceTimersByTimeAsync(COACH_TYPING_MS);
}

describe('coach chat', () => {
  test('opens with the greeting and the first question, from the persona', () => {
    startOnboarding(SCRIPT);
    expect(texts()).toEqual([coach.greeting, coach.questions.currentRole]);
    expect($chat.get()[0]).toMatchObject({ sender: { name: coach.persona.name }, timestamp: Date.now() });
    startOnboarding(SCRIPT); // idempotent
    expect($chat.get()).toHaveLength(2);
  });

  test('asks the five questions in order, typing 1.5 s before each, then thanks and reports completion', async () => {
    const onComplete = vi.fn();
    startOnboarding(SCRIPT, { onComplete });
    for (const [index, field] of FIELDS.entries()) {
      expect(currentField()).toBe(field);
      expect(answerQuestion(ANSWERS[index]!)).toBe(true);
      expect($chat.get().at(-1)).toMatchObject({ text: ANSWERS[index], sender: 'user' });
      expect($typing.get()).toBe(true);
      await vi.advanceTimersByTimeAsync(COACH_TYPING_MS - 1);
      expect($typing.get()).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect($typing.get()).toBe(false);
    }
    expect(texts().filter((_, i) => i > 0 && i % 2 === 1)).toEqual([...FIELDS.map((field) => coach.questions[field]), coach.thankYou]);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('2026-01-02T03:04:12.500Z');
    expect(currentField()).toBeNull();
    expect(answerQuestion('more')).toBe(false);
  });

  test('blank answers are not sent, nor answers while the coach types', () => {
    startOnboarding(SCRIPT);
    expect(answerQuestion('')).toBe(false);
    expect(answerQuestion('  \n\t ')).toBe(false);
    expect($chat.get()).toHaveLength(2);
    expect(answerQuestion('  Engineer  ')).toBe(true);
    expect($chat.get().at(-1)?.text).toBe('Engineer');
    expect(answerQuestion('too early')).toBe(false);
  });

  test('keeps answers and the question reached in onboardingData for everyone, saving nothing for a visitor', async () => {
    $session.set({ status: 'signedIn', user: { uid: 'anon', email: null, emailVerified: false, isAnonymous: true } });
    startOnboarding(SCRIPT);
    await answer('Engineer');
    await answer('Lead engineer');
    expect(readSession('onboardingData')).toEqual({ answers: { currentRole: 'Engineer', targetRole: 'Lead engineer' }, questionIndex: 2 });
    expect($onboarding.get().questionIndex).toBe(2);
    expect(saveOnboardingAnswer).not.toHaveBeenCalled();
  });

  test('saves each answer and the completion time to users/{uid} for a signed-in user', async () => {
    $session.set({ status: 'signedIn', user: { uid: 'u-1', email: 'a@example.com', emailVerified: true, isAnonymous: false } });
    startOnboarding(SCRIPT);
    for (const text of ANSWERS) await answer(text);
    await vi.waitFor(() => expect(saveOnboardingAnswer).toHaveBeenCalledTimes(6));
    FIELDS.forEach((field, index) => expect(saveOnboardingAnswer).toHaveBeenCalledWith('u-1', field, ANSWERS[index]));
    expect(saveOnboardingAnswer).toHaveBeenCalledWith('u-1', 'completedAt', expect.stringMatching(/^2026-01-02T/));
    expect(readSession('onboardingData')?.answers.completedAt).toMatch(/^2026-01-02T/);
    expect(readSession('onboardingData')?.questionIndex).toBe(5);
  });
});

test('saves one answer at a time, so the first save (which may create the document) is never overtaken', async () => {
  $session.set({ status: 'signedIn', user: { uid: 'u-1', email: 'a@example.com', emailVerified: true, isAnonymous: false } });
  let finishFirst!: () => void;
  vi.mocked(saveOnboardingAnswer).mockImplementationOnce(() => new Promise<void>((resolve) => (finishFirst = resolve)));
  startOnboarding(SCRIPT);
  await answer('Engineer');
  await answer('Lead engineer');
  await vi.waitFor(() => expect(saveOnboardingAnswer).toHaveBeenCalledTimes(1));
  await vi.advanceTimersByTimeAsync(0);
  expect(saveOnboardingAnswer).toHaveBeenCalledTimes(1);
  finishFirst();
  await vi.waitFor(() => expect(saveOnboardingAnswer).toHaveBeenCalledTimes(2));
  expect(saveOnboardingAnswer).toHaveBeenLastCalledWith('u-1', 'targetRole', 'Lead engineer');
});
