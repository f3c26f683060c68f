/**
 * A local OpenAI-compatible chat-completions server for tests: node:http on a free loopback port. Each call is
 * recorded (body, headers, whether the client hung up before an answer); `reply` decides each answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  [key: string]: unknown;
}

export interface RecordedCall {
  body: ChatBody;
  authorization: string | undefined;
  /** The client closed the connection before any answer was sent (an aborted request). */
  abortedByClient: boolean;
}

/** One answer: assistant text, a raw HTTP answer, or no answer at all (the connection is left hanging). */
export type Reply = { content: string } | { status: number; headers?: Record<string, string>; body?: string } | { hang: true };

export interface FakeLlm {
  /** Base URL to configure as LLM_BASE_URL. */
  baseUrl: string;
  calls: RecordedCall[];
  /** Decides the answer to call number `index` (0-based). Default: an empty JSON object. */
  reply: (call: RecordedCall, index: number) => Reply;
  /** Resolves once `count` calls have been aborted by the client. */
  abortedCalls(count: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

/** Answers with this text as the assistant's message. */
export const answer = (content: string): Reply => ({ content });
/** Answers with this value as JSON text. */
export const answerJson = (value: unknown): Reply => ({ content: JSON.stringify(value) });

export async function startFakeLlm(): Promise<FakeLlm> {
  let server: Server;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const notifyAborts = () => {
    const aborted = fake.calls.filter((call) => call.abortedByClient).length;
    for (const waiter of waiters.filter((w) => aborted >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  const fake: FakeLlm = {
    baseUrl: '',
    calls: [],
    reply: () => answerJson({}),
    abortedCalls(count) {
      return new Promise((resolve) => {
        waiters.push({ count, resolve });
        notifyAborts();
      });
    },
    reset() {
      fake.calls.length = 0;
      fake.reply = () => answerJson({});
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };

  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call: RecordedCall = {
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody,
        authorization: req.headers.authorization,
        abortedByClient: false,
      };
      const index = fake.calls.push(call) - 1;
      res.on('close', () => {
        if (!res.writableEnded) {
          call.abortedByClient = true;
          notifyAborts();
        }
      });
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const reply = fake.reply(call, index);
      if ('hang' in reply) return;
      if ('content' in reply) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: `chatcmpl-${index}`, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }] }));
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body ?? JSON.stringify({ error: { message: 'fake failure' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
