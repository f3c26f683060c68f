/**
 * The coach chat in the editor's coaching panel. It continues the onboarding where the upload screen left it
 * (DECISIONS.md 'Journey details': same script and saving rules, through stores/coach.ts), then becomes the
 * CV coach: each question is answered by the rules in lib/coach/advise.ts from the CV being edited, the
 * onboarding answers, the job description typed into the score card and the server's latest score. The
 * conversation is kept in sessionStorage (coachConversation) and restored on reload within the tab. Answers
 * come from rules only: the product has no chat route to an LLM.
 */
import { COACH_TYPING_MS } from '@/lib/constants';
import { adviseOnCv } from '@/lib/coach/advise';
import type { CoachReplies } from '@/lib/content/schemas/coach-panel';
import { toParsedCv } from '@/lib/cv/editable';
import { ONBOARDING_FIELDS } from '@/lib/firebase/types';
import { readSession, writeSession } from '@/lib/session-storage';
import { $chat, $onboarding, $typing, addMessage, answerQuestion, currentField, resumeCoach, type CoachScript } from './coach';
import { $cv } from './cv';
import { $jobDescription, $score } from './score';
import { onLogOut } from './session';

/** At most this many messages are kept for the tab (the oldest go first). */
export const MAX_KEPT_MESSAGES = 200;

/** What the panel's coach says besides its answers. */
export interface PanelCoachScript extends CoachScript {
  /** Said before the first question when none was answered before. */
  start: string;
  /** Said before the next question when the onboarding carries on here. */
  resume: string;
  /** The first line when onboarding was already done; {name} is the CV's first name. */
  welcome: string;
  /** Used for {name} when the CV has no first name. */
  someone: string;
}

let replies: CoachReplies | null = null;
let persona: CoachScript['persona'] | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let stopKeeping: (() => void) | undefined;

/** The coach's answer to `question` about the CV as it is now. */
function answerFor(question: string, words: CoachReplies): string {
  const cv = $cv.get();
  if (!cv) return words.noCv;
  return adviseOnCv(
    question,
    { cv: toParsedCv(cv), onboarding: $onboarding.get().answers, jobDescription: $jobDescription.get(), serverScore: $score.get().result },
    words,
  );
}

/**
 * Starts the panel's chat once per page (later calls do nothing until resetPanelCoach): restores the kept
 * conversation, carries on the onboarding from onboardingData's question (when that is below five), and
 * otherwise greets the user as the CV coach unless the conversation already has messages.
 */
export function startPanelCoach(script: PanelCoachScript, coachReplies: CoachReplies): void {
  if (replies) return;
  replies = coachReplies;
  persona = script.persona;
  const kept = readSession('coachConversation') ?? [];
  const progress = readSession('onboardingData');

  if (progress && progress.questionIndex < ONBOARDING_FIELDS.length) {
    resumeCoach(script, progress, { messages: kept, intro: progress.questionIndex === 0 ? script.start : script.resume });
  } else if (progress) {
    // Answered already; this still finishes a chat whose last typing pause the page change cut short.
    resumeCoach(script, progress, { messages: kept });
  } else {
    $chat.set(kept);
  }
  if ($chat.get().length === 0) {
    const name = $cv.get()?.first_name.trim() || script.someone;
    addMessage(script.welcome.replace('{name}', name), script.persona);
  }
  writeSession('coachConversation', $chat.get().slice(-MAX_KEPT_MESSAGES));
  stopKeeping = $chat.listen((messages) => writeSession('coachConversation', messages.slice(-MAX_KEPT_MESSAGES)));
}

/**
 * Sends the user's message: an answer to the onboarding question while one is open, otherwise a question for
 * the CV coach, answered after COACH_TYPING_MS. Refused (returns false) when blank, while the coach is
 * typing, or before the chat started.
 */
export function sendPanelMessage(text: string): boolean {
  if (currentField()) return answerQuestion(text);
  const question = text.trim();
  const words = replies;
  const coach = persona;
  if (!words || !coach || !question || $typing.get()) return false;
  addMessage(question, 'user');
  $typing.set(true);
  timer = setTimeout(() => {
    timer = undefined;
    $typing.set(false);
    addMessage(answerFor(question, words), coach);
  }, COACH_TYPING_MS);
  return true;
}

/** Stops the panel's chat (log-out, tests); the onboarding chat itself is reset by resetCoach. */
export function resetPanelCoach(): void {
  clearTimeout(timer);
  timer = undefined;
  stopKeeping?.();
  stopKeeping = undefined;
  replies = null;
  persona = null;
}

onLogOut(resetPanelCoach);
