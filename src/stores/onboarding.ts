/**
 * The onboarding coach chat (SPEC §4 'Coach chat'): five questions in order, a typing pause before each next
 * one, each answer saved as it is given. Answers always go to sessionStorage onboardingData (with the question
 * reached, so the editor can carry on: DECISIONS.md 'Journey details'); a signed-in user's also go to
 * users/{uid}.onboarding. Copy comes from the page (app/coach.yaml `coach`) through startOnboarding.
 */
import { atom } from 'nanostores';
import { COACH_TYPING_MS } from '@/lib/constants';
import { ONBOARDING_FIELDS, type OnboardingAnswers, type OnboardingField } from '@/lib/firebase/types';
import { readSession, writeSession, type OnboardingData } from '@/lib/session-storage';
import { $isSignedIn, $session, onLogOut } from './session';

/** SPEC §9: these are answered on one line; goals and preferences get a multi-line box. */
const SINGLE_LINE_FIELDS: readonly OnboardingField[] = ['currentRole', 'targetRole', 'experience'];

/** True when the answer to `field` may span several lines. */
export function isMultiline(field: OnboardingField): boolean {
  return !SINGLE_LINE_FIELDS.includes(field);
}

/** SPEC §3 'Coach chat message'. */
export interface ChatMessage {
  id: string;
  text: string;
  /** The coach (by persona name) or the user. */
  sender: { name: string } | 'user';
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** What the coach says: persona, an opening line, the five questions by field and the closing thanks. */
export interface OnboardingScript {
  persona: { name: string };
  greeting: string;
  questions: Record<OnboardingField, string>;
  thankYou: string;
}

export interface StartOnboardingOptions {
  /** Called once after the last answer, with the completion time (ISO 8601). */
  onComplete?: (completedAt: string) => void;
}

export const $chat = atom<ChatMessage[]>([]);
/** The coach is 'typing' its next message. */
export const $typing = atom(false);
/** Answers so far and the index of the question being asked (5 once all are answered). */
export const $onboarding = atom<OnboardingData>({ answers: {}, questionIndex: 0 });

let script: OnboardingScript | null = null;
let completionCallback: StartOnboardingOptions['onComplete'];
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;
let stopKeeping: (() => void) | undefined;

/** At most this many messages are kept for the tab (the oldest go first). */
export const MAX_KEPT_MESSAGES = 200;

function say(text: string, sender: ChatMessage['sender']): void {
  nextId += 1;
  $chat.set([...$chat.get(), { id: `message-${nextId}`, text, sender, timestamp: Date.now() }]);
}

/** Adds a message to the conversation (the editor panel's coach answers through this). */
export function addMessage(text: string, sender: ChatMessage['sender']): void {
  say(text, sender);
}

/** The field of the question now awaiting an answer, or null when all are answered (or the chat has not started). */
export function currentField(): OnboardingField | null {
  if (!script) return null;
  return ONBOARDING_FIELDS[$onboarding.get().questionIndex] ?? null;
}

/** The coach's progress as it should travel to the editor (SPEC §4: 'any onboarding answers'). */
export function onboardingSnapshot(): OnboardingData {
  return $onboarding.get();
}

/** The previous save; each waits for it (see saveForSignedInUser). */
let saving: Promise<void> = Promise.resolve();

/**
 * Saves to users/{uid} for a signed-in user only; never rejects (SPEC §8: fails silently). Saves run one after
 * another: the first one may create the document, and a second one racing it would create it again and
 * overwrite the first answer.
 */
function saveForSignedInUser(field: keyof OnboardingAnswers, value: string): void {
  const uid = $session.get().user?.uid;
  if (!$isSignedIn.get() || !uid) return;
  saving = saving
    .then(() => import('@/lib/firebase/firestore'))
    .then(({ saveOnboardingAnswer }) => saveOnboardingAnswer(uid, field, value))
    .catch(() => undefined);
}

/** Thanks the user after the last answer, records the completion time and reports it (SPEC §4 'Coach chat'). */
function finish(asking: OnboardingScript, progress: OnboardingData): void {
  say(asking.thankYou, asking.persona);
  const completedAt = new Date().toISOString();
  const done: OnboardingData = { ...progress, answers: { ...progress.answers, completedAt } };
  $onboarding.set(done);
  writeSession('onboardingData', done);
  saveForSignedInUser('completedAt', completedAt);
  completionCallback?.(completedAt);
}

export interface ResumeOnboardingOptions extends StartOnboardingOptions {
  /** The conversation so far, shown again (e.g. restored after a reload). */
  messages?: ChatMessage[];
  /** Said before the question reached when the conversation starts afresh here. */
  intro?: string;
}

/**
 * Carries the onboarding on from `progress` (DECISIONS.md 'Journey details': the editor's panel continues the
 * upload screen's chat). The question reached is asked, unless it is already the last thing said; with every
 * question answered but no completion time (the page changed during the last typing pause), the chat is
 * finished now. Later calls do nothing until resetOnboarding.
 */
export function resumeOnboarding(onboardingScript: OnboardingScript, progress: OnboardingData, options: ResumeOnboardingOptions = {}): void {
  if (script) return;
  script = onboardingScript;
  completionCallback = options.onComplete;
  const messages = options.messages ?? [];
  // Restored ids are 'message-N': new ones continue after the highest.
  nextId = Math.max(nextId, ...messages.map((message) => Number(/^message-(\d+)$/.exec(message.id)?.[1] ?? 0)));
  $chat.set(messages);
  $onboarding.set(progress);

  const field = ONBOARDING_FIELDS[progress.questionIndex];
  if (!field) {
    if (!progress.answers.completedAt) finish(onboardingScript, progress);
    return;
  }
  const question = onboardingScript.questions[field];
  if (messages.at(-1)?.text === question) return;
  if (options.intro && messages.length === 0) say(options.intro, onboardingScript.persona);
  say(question, onboardingScript.persona);
}

/** The conversation this tab kept (sessionStorage coachConversation): what was said on earlier pages. */
export function keptConversation(): ChatMessage[] {
  return readSession('coachConversation') ?? [];
}

/**
 * Keeps the conversation in sessionStorage (coachConversation) from now on, so the next page shows it again: the
 * upload screen moves to the editor a second after parsing, mid-conversation, and the editor's panel carries on
 * with what came before on screen rather than a bare "let's carry on". Later calls do nothing until
 * resetOnboarding.
 */
export function keepConversation(): void {
  if (stopKeeping) return;
  const keep = (messages: readonly ChatMessage[]) => writeSession('coachConversation', messages.slice(-MAX_KEPT_MESSAGES));
  keep($chat.get());
  stopKeeping = $chat.listen(keep);
}

/** Starts the chat with its greeting and first question. Later calls do nothing until resetOnboarding. */
export function startOnboarding(onboardingScript: OnboardingScript, { onComplete }: StartOnboardingOptions = {}): void {
  if (script) return;
  script = onboardingScript;
  completionCallback = onComplete;
  say(onboardingScript.greeting, onboardingScript.persona);
  say(onboardingScript.questions[ONBOARDING_FIELDS[0]], onboardingScript.persona);
}

/**
 * Sends the user's answer to the current question. Refused (returns false) when it is empty or blank, while
 * the coach is typing, or when there is no question left. Then, after COACH_TYPING_MS, the coach asks the next
 * question, or thanks the user and reports completion.
 */
export function answerQuestion(text: string): boolean {
  const field = currentField();
  const answer = text.trim();
  if (!script || !field || !answer || $typing.get()) return false;

  say(answer, 'user');
  const { answers, questionIndex } = $onboarding.get();
  const progress: OnboardingData = { answers: { ...answers, [field]: answer }, questionIndex: questionIndex + 1 };
  $onboarding.set(progress);
  writeSession('onboardingData', progress);
  saveForSignedInUser(field, answer);

  $typing.set(true);
  const asking = script;
  timer = setTimeout(() => {
    timer = undefined;
    $typing.set(false);
    const next = ONBOARDING_FIELDS[progress.questionIndex];
    if (next) {
      say(asking.questions[next], asking.persona);
      return;
    }
    finish(asking, progress);
  }, COACH_TYPING_MS);
  return true;
}

/** Forgets the chat (log-out, tests). */
export function resetOnboarding(): void {
  stopKeeping?.();
  stopKeeping = undefined;
  clearTimeout(timer);
  timer = undefined;
  script = null;
  completionCallback = undefined;
  $chat.set([]);
  $typing.set(false);
  $onboarding.set({ answers: {}, questionIndex: 0 });
}

onLogOut(resetOnboarding);
