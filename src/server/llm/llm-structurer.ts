import type { ParsedCv } from '../../lib/cv/schema.ts';
import type { LlmConfig } from '../config.ts';
import { readCvAnswer } from './answer.ts';
import { createChatClient, type ChatClient, type ChatClientOptions } from './chat-client.ts';
import { LlmFailure } from './llm-failure.ts';
import { buildRepairMessages, buildStructuringPrompt } from './prompt.ts';
import { canaryDetector, newCanary } from './prompt-guard.ts';
import { dropInventedContacts } from './provenance.ts';

/** Turns CV text into a Parsed CV. */
export interface CvStructurer {
  /** Throws LlmFailure (or the signal's reason) when no usable answer came back in time. */
  structure(text: string, options?: { signal?: AbortSignal; deadline?: number }): Promise<ParsedCv>;
}

export interface LlmStructurerOptions {
  client: ChatClient;
  /** Secret marker in the system prompt; a fresh random one per structurer unless a test fixes it. */
  canary?: string;
  /** The single repair attempt is made only if this much of the deadline remains. Default 5 s. */
  repairMinRemainingMs?: number;
  now?: () => number;
}

/**
 * The optional LLM structurer (DECISIONS.md 'Backend, production'): asks the model for JSON matching the Parsed
 * CV schema, with the CV text fenced as untrusted data; an answer repeating the canary is refused outright; an
 * answer that is not valid gets one repair request if time allows; addresses the CV text lacks are removed.
 */
export function createLlmStructurer({ client, canary = newCanary(), repairMinRemainingMs = 5_000, now = Date.now }: LlmStructurerOptions): CvStructurer {
  const echoesCanary = canaryDetector(canary);
  return {
    async structure(text, { signal, deadline = Infinity } = {}) {
      const prompt = buildStructuringPrompt(text, canary);
      let messages = prompt.messages;
      for (let round = 1; ; round++) {
        const answer = await client.complete(messages, { signal, deadline });
        if (echoesCanary(answer)) throw new LlmFailure('canary');
        const check = readCvAnswer(answer);
        if (check.ok) return dropInventedContacts(check.cv, text);
        if (round >= 2 || deadline - now() < repairMinRemainingMs) throw new LlmFailure('invalid_output');
        messages = buildRepairMessages(prompt, answer, check.problem);
      }
    },
  };
}

/**
 * The structurer for the configured endpoint, or undefined when none is configured (then /parse uses the
 * built-in structurer only and never calls out). `overrides` lets tests shorten the timings.
 */
export function createLlmStructurerFromConfig(
  llm: LlmConfig | undefined,
  overrides: Partial<ChatClientOptions> & Omit<LlmStructurerOptions, 'client'> = {},
): CvStructurer | undefined {
  if (!llm) return undefined;
  const { canary, repairMinRemainingMs, ...clientOverrides } = overrides;
  const client = createChatClient({ ...llm, ...clientOverrides });
  return createLlmStructurer({ client, canary, repairMinRemainingMs, now: clientOverrides.now });
}
