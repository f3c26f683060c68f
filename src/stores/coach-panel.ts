/**
 * The coach chat in the editor's coaching panel. It continues the onboarding where the upload screen left it
 * (DECISIONS.md 'Journey details': same script and saving rules, through stores/onboarding.ts), then becomes the
 * CV coach: each question goes, with the CV being edited, the onboarding answers, the job description typed
 * into the score card and the server's latest score, to POST /api/v1/coach, which answers by the rules in
 * lib/coach/advise.ts or, when the server has an LLM configured, in the model's words grounded in them. When
 * that call fails in any way (no session, offline, refused, unreadable, or no answer in COACH_ANSWER_WAIT_MS),
 * the same rules answer here in the browser, so every question gets an answer. The conversation is kept in
 * sessionStorage (coachConversation) and restored on reload within the tab.
 */
import { askCoach } from '@/lib/api/coach';
import { COACH_ANSWER_WAIT_MS, COACH_TYPING_MS } from '@/lib/constants';
import { adviseOnCv, type CoachContext } from '@/lib/coach/advise';
import type { CoachAnswer } from '@/lib/coach/request';
import type { CoachReplies } from '@/lib/content/schemas/app/coach-panel';
import { fillTemplate } from '@/lib/content/template';
import { toParsedCv } from '@/lib/cv/editable';
import { ONBOARDING_FIELDS } from '@/lib/firebase/types';
import { readSession } from '@/lib/session-storage';
import { untilAborted } from '@/lib/until-aborted';
import {
  $chat,
  $onboarding,
  $typing,
  addMessage,
  answerQuestion,
  currentField,
  keepConversation,
  keptConversation,
  resumeOnboarding,
  type OnboardingScript,
} from './onboarding';
import { $cv } from './cv';
import { $jobDescription, $score } from './score';
import { getSessionToken, onLogOut } from './session';

/** What the panel's coach says besides its answers. */
export interface PanelCoachScript extends OnboardingScript {
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
let persona: OnboardingScript['persona'] | null = null;
/** The question being answered; aborting it (a reset) drops its answer. */
let asking: AbortController | undefined;

/** What the coach knows about the CV as it is now, or null when there is no CV. */
function currentContext(): CoachContext | null {
  const cv = $cv.get();
  if (!cv) return null;
  return { cv: toParsedCv(cv), onboarding: $onboarding.get().answers, jobDescription: $jobDescription.get(), serverScore: $score.get().result };
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** The API's answer to `question`, or null when nobody (not even an anonymous visitor) is signed in. */
async function askApi(question: string, context: CoachContext, signal: AbortSignal): Promise<CoachAnswer | null> {
  const idToken = await getSessionToken();
  return idToken ? askCoach(question, context, { idToken, signal }) : null;
}

/**
 * The answer to `question` about the CV in `context`: the API's when it gives one within COACH_ANSWER_WAIT_MS,
 * else the rules' worked out here.
 */
async function answerFor(question: string, context: CoachContext | null, words: CoachReplies, signal: AbortSignal): Promise<string> {
  if (!context) return words.noCv;
  const call = new AbortController();
  const giveUp = () => call.abort();
  const timer = setTimeout(giveUp, COACH_ANSWER_WAIT_MS);
  signal.addEventListener('abort', giveUp, { once: true });
  try {
    const answer = await untilAborted(askApi(question, context, call.signal), call.signal, () => new Error('No coach answer in time.'));
    if (answer) return answer.answer;
  } catch {
    // Any failure: the browser's rules answer instead, below.
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', giveUp);
  }
  return adviseOnCv(question, context, words);
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
  // What was said before, on the upload screen or before a reload, stays on screen.
  const kept = keptConversation();
  const progress = readSession('onboardingData');

  if (progress && progress.questionIndex < ONBOARDING_FIELDS.length) {
    resumeOnboarding(script, progress, { messages: kept, intro: progress.questionIndex === 0 ? script.start : script.resume });
  } else if (progress) {
    // Answered already; this still finishes a chat whose last typing pause the page change cut short.
    resumeOnboarding(script, progress, { messages: kept });
  } else {
    $chat.set(kept);
  }
  if ($chat.get().length === 0) {
    const name = $cv.get()?.first_name.trim() || script.someone;
    addMessage(fillTemplate(script.welcome, { name }), script.persona);
  }
  keepConversation();
}

/**
 * Sends the user's message: an answer to the onboarding question while one is open, otherwise a question for
 * the CV coach about the CV as it is now. The coach types while the API answers, for at least COACH_TYPING_MS.
 * Refused (returns false) when blank, while the coach is typing, or before the chat started.
 */
export function sendPanelMessage(text: string): boolean {
  if (currentField()) return answerQuestion(text);
  const question = text.trim();
  const words = replies;
  const coach = persona;
  if (!words || !coach || !question || $typing.get()) return false;
  addMessage(question, 'user');
  $typing.set(true);
  const turn = new AbortController();
  asking = turn;
  const context = currentContext();
  void Promise.all([answerFor(question, context, words, turn.signal), pause(COACH_TYPING_MS, turn.signal)]).then(([answer]) => {
    if (turn.signal.aborted) return; // reset while waiting: the answer belongs to a chat that is gone
    asking = undefined;
    $typing.set(false);
    addMessage(answer, coach);
  });
  return true;
}

/**
 * Stops the panel's chat (log-out, tests), dropping any answer still on its way; the onboarding chat itself (and
 * the keeping of the conversation) is reset by resetOnboarding.
 */
export function resetPanelCoach(): void {
  asking?.abort();
  asking = undefined;
  replies = null;
  persona = null;
}

onLogOut(resetPanelCoach);
