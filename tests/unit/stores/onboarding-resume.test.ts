import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { COACH_TYPING_MS } from '@/lib/constants';
import { getApp } from '@/lib/content';
import { saveOnboardingAnswer } from '@/lib/firebase/firestore';
import { readSession } from '@/lib/session-storage';
import { $chat, $onboarding, addMessage, answerQuestion, currentField, resetOnboarding, resumeOnboarding, type OnboardingScript } from '@/stores/onboarding';
import { $session } from '@/stores/session';
import { memoryStorage } from '../upload/memory-storage';

vi.mock('@/lib/firebase/firestore', () => ({ saveOnboardingAnswer: vi.fn(async () => undefined) }));

const { coach } = getApp();
const SCRIPT: OnboardingScript = { persona: coach.persona, greeting: coach.greeting, questions: coach.questions, thankYou: 'Thanks, over to your CV.' };
const texts = () => $chat.get().map((message) => message.text);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { sessionStorage: memoryStorage() });
  resetOnboarding();
  $session.set({ status: 'signedIn', user: { uid: 'u-1', email: 'a@example.com', emailVerified: true, isAnonymous: false } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('resumeOnboarding (the editor panel carries the onboarding on)', () => {
  test('asks the question reached after an intro, keeps the earlier answers and saves the next ones', async () => {
    resumeOnboarding(SCRIPT, { answers: { currentRole: 'Nurse', targetRole: 'Ward manager' }, questionIndex: 2 }, { intro: 'Welcome back.' });
    expect(texts()).toEqual(['Welcome back.', coach.questions.experience]);
    expect(currentField()).toBe('experience');

    expect(answerQuestion('9 years')).toBe(true);
    await vi.advanceTimersByTimeAsync(COACH_TYPING_MS);
    expect(texts().at(-1)).toBe(coach.questions.goals);
    expect(readSession('onboardingData')).toEqual({
      answers: { currentRole: 'Nurse', targetRole: 'Ward manager', experience: '9 years' },
      questionIndex: 3,
    });
    await vi.waitFor(() => expect(saveOnboardingAnswer).toHaveBeenCalledWith('u-1', 'experience', '9 years'));
  });

  test('shows a restored conversation without asking its last question twice, and new ids never repeat', () => {
    const restored = [
      { id: 'message-4', text: 'Nurse', sender: 'user' as const, timestamp: 1 },
      { id: 'message-7', text: coach.questions.targetRole, sender: coach.persona, timestamp: 2 },
    ];
    resumeOnboarding(SCRIPT, { answers: { currentRole: 'Nurse' }, questionIndex: 1 }, { messages: restored, intro: 'Welcome back.' });
    expect(texts()).toEqual(['Nurse', coach.questions.targetRole]);
    addMessage('extra', 'user');
    const ids = $chat.get().map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('all answered but never completed (the page changed during the last pause): thanks and completes now', async () => {
    const onComplete = vi.fn();
    resumeOnboarding(SCRIPT, { answers: { preferences: 'Remote' }, questionIndex: 5 }, { onComplete });
    expect(texts()).toEqual([SCRIPT.thankYou]);
    expect(onComplete).toHaveBeenCalledOnce();
    expect($onboarding.get().answers.completedAt).toMatch(/^\d{4}-/);
    await vi.waitFor(() => expect(saveOnboardingAnswer).toHaveBeenCalledWith('u-1', 'completedAt', expect.any(String)));
  });

  test('a completed onboarding says nothing more, and later calls do nothing', () => {
    resumeOnboarding(SCRIPT, { answers: { completedAt: '2026-01-01T00:00:00.000Z' }, questionIndex: 5 });
    resumeOnboarding(SCRIPT, { answers: {}, questionIndex: 0 });
    expect(texts()).toEqual([]);
    expect(currentField()).toBeNull();
  });
});
