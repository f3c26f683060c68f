/**
 * The largest input the coach can send the model (issue 15): a request at every cap of src/lib/cv/limits.ts (the
 * CV, question, job description, score and onboarding answers; tests/fixtures/capped-requests.ts) goes through the
 * real coach handler and the real prompt builder, to a model client that only records what it is sent. Prints the
 * request's size, the prompt's characters and an estimate in tokens (4 characters each), for text that JSON leaves
 * as it is ('x') and for text it escapes ('"', two characters each: at every cap that request is over the body
 * cap, so it is refused).
 *
 *   npm run bench:coach-input
 */
import { getApp } from '../src/lib/content/index.ts';
import { COACH_MAX_BODY_BYTES, createCoachHandler } from '../src/server/handlers/coach.ts';
import type { ChatMessage } from '../src/server/llm/chat-client.ts';
import { createCoachResponder } from '../src/server/llm/coach-reply.ts';
import { createMemoryRateLimitStore } from '../src/server/rate-limit.ts';
import { coachRequestAtEveryCap } from '../tests/fixtures/capped-requests.ts';

async function largestInput(fill: string): Promise<void> {
  const sent: ChatMessage[][] = [];
  const handler = createCoachHandler({
    // A signed-in account: anonymous visitors never reach the model.
    verifier: { verify: async () => ({ uid: 'bench', email: 'bench@example.com', emailVerified: true, signInProvider: 'password', authTime: Date.now() }) },
    limiter: createMemoryRateLimitStore(),
    replies: () => getApp().coachPanel.replies,
    responder: createCoachResponder({
      client: {
        complete: async (messages) => {
          sent.push(messages);
          return 'Your CV reads well.';
        },
      },
    }),
    log: () => undefined,
  });
  const request = coachRequestAtEveryCap(fill);
  const body = JSON.stringify(request);
  const bytes = Buffer.byteLength(body);
  const response = await handler(
    new Request('http://localhost/api/v1/coach', { method: 'POST', headers: { Authorization: 'Bearer x.y.z', 'Content-Type': 'application/json' }, body }),
    { clientIp: '127.0.0.1' },
  );
  const prompt = sent[0]?.reduce((total, message) => total + message.content.length, 0) ?? 0;
  console.log(`text filled with ${JSON.stringify(fill)}: request ${bytes.toLocaleString('en')} bytes (cap ${COACH_MAX_BODY_BYTES.toLocaleString('en')}), answer ${response.status}`);
  if (response.status !== 200) console.log('  refused: nothing reaches the model');
  else console.log(`  model input: ${prompt.toLocaleString('en')} characters, about ${Math.round(prompt / 4).toLocaleString('en')} tokens`);
}

await largestInput('x');
await largestInput('"');
