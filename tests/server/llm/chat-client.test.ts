/**
 * The chat-completions client against a local OpenAI-compatible server: request shape, retry rules, per-attempt
 * timeout, the circuit breaker and the daily call budget (SECURITY.md §4). Waits are injected (a recording sleep, a settable clock), so
 * nothing here waits for real seconds.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createDailyInputBudget } from '../../../src/server/llm/call-budget.ts';
import { createChatClient, inputChars, type ChatClientOptions } from '../../../src/server/llm/chat-client.ts';
import { createCircuitBreaker } from '../../../src/server/llm/circuit-breaker.ts';
import { LlmFailure } from '../../../src/server/llm/llm-failure.ts';
import { createMemoryRateLimitStore } from '../../../src/server/rate-limit.ts';
import { answer, startFakeLlm, type FakeLlm } from './fake-llm-server.ts';

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const messages = [{ role: 'user' as const, content: 'Say {} as JSON.' }];
const sleep = vi.fn(async (_ms: number) => undefined);

function client(options: Partial<ChatClientOptions> = {}) {
  sleep.mockClear();
  return createChatClient({ baseUrl: fake.baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 2_000, sleep, ...options });
}

const failureOf = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('expected a failure'), (error: unknown) => error as LlmFailure);

test('posts an OpenAI chat-completions request and returns the assistant text', async () => {
  fake.reply = () => answer('{"ok": true}');
  await expect(client().complete(messages)).resolves.toBe('{"ok": true}');
  expect(fake.calls).toHaveLength(1);
  expect(fake.calls[0]!.authorization).toBe('Bearer test-key');
  expect(fake.calls[0]!.body).toMatchObject({ model: 'test-model', messages, temperature: 0, response_format: { type: 'json_object' } });
});

test('429 with Retry-After: 2 -> waits 2 s, retries once, succeeds', async () => {
  fake.reply = (_call, index) => (index === 0 ? { status: 429, headers: { 'Retry-After': '2' } } : answer('{}'));
  await expect(client().complete(messages, { deadline: Date.now() + 30_000 })).resolves.toBe('{}');
  expect(fake.calls).toHaveLength(2);
  expect(sleep).toHaveBeenCalledTimes(1);
  expect(sleep.mock.calls[0]![0]).toBe(2_000);
});

test('Retry-After is honoured only up to 5 s', async () => {
  fake.reply = (_call, index) => (index === 0 ? { status: 503, headers: { 'Retry-After': '120' } } : answer('{}'));
  await client().complete(messages, { deadline: Date.now() + 30_000 });
  expect(sleep.mock.calls[0]![0]).toBe(5_000);
});

test('no retry when less than 8 s would remain after the wait', async () => {
  fake.reply = () => ({ status: 500 });
  const failure = await failureOf(client().complete(messages, { deadline: Date.now() + 7_000 }));
  expect(failure).toMatchObject({ kind: 'unavailable', status: 500 });
  expect(fake.calls).toHaveLength(1);
  expect(sleep).not.toHaveBeenCalled();
});

test('a second failure is final: two calls, then unavailable', async () => {
  fake.reply = () => ({ status: 502 });
  const failure = await failureOf(client().complete(messages, { deadline: Date.now() + 30_000 }));
  expect(failure).toMatchObject({ kind: 'unavailable', status: 502 });
  expect(fake.calls).toHaveLength(2);
});

test('a 400 (wrong model, bad request) is not retried', async () => {
  fake.reply = () => ({ status: 400 });
  const failure = await failureOf(client().complete(messages, { deadline: Date.now() + 30_000 }));
  expect(failure).toMatchObject({ kind: 'rejected', status: 400 });
  expect(fake.calls).toHaveLength(1);
});

test('a connection error is retried', async () => {
  const fetchSpy = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('fetch failed')).mockImplementation((...args) => fetch(...args));
  fake.reply = () => answer('{}');
  await expect(client({ fetch: fetchSpy }).complete(messages, { deadline: Date.now() + 30_000 })).resolves.toBe('{}');
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});

test('a hanging server: the attempt is aborted at the timeout and the server sees the connection closed', async () => {
  fake.reply = () => ({ hang: true });
  const failure = await failureOf(client({ timeoutMs: 150 }).complete(messages, { deadline: Date.now() + 30_000 }));
  expect(failure).toMatchObject({ kind: 'timeout' });
  await fake.abortedCalls(1);
  expect(fake.calls).toHaveLength(1);
});

test('the attempt ends at the caller\'s deadline when that comes before the timeout', async () => {
  fake.reply = () => ({ hang: true });
  const failure = await failureOf(client({ timeoutMs: 20_000 }).complete(messages, { deadline: Date.now() + 150 }));
  expect(failure).toMatchObject({ kind: 'timeout' });
  await fake.abortedCalls(1);
});

test('the caller\'s signal aborts the call at once', async () => {
  fake.reply = () => ({ hang: true });
  const controller = new AbortController();
  const pending = failureOf(client({ timeoutMs: 20_000 }).complete(messages, { signal: controller.signal }));
  await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
  controller.abort();
  expect(await pending).toMatchObject({ kind: 'aborted' });
  await fake.abortedCalls(1);
});

describe('circuit breaker', () => {
  /** A client on a settable clock whose calls never retry (a retry needs an unlimited minimum of time left). */
  function noRetryClient(clock: () => number) {
    const llm = client({ retryMinRemainingMs: Infinity, now: clock, breaker: createCircuitBreaker({ now: clock }) });
    return { complete: (m: typeof messages) => llm.complete(m, { deadline: clock() + 30_000 }) };
  }

  test('opens after 5 failures in 60 s: the next call fails fast without reaching the server', async () => {
    fake.reply = () => ({ status: 500 });
    const llm = client({ retryMinRemainingMs: Infinity });
    const once = { deadline: Date.now() + 30_000 };
    for (let i = 0; i < 5; i++) await failureOf(llm.complete(messages, once));
    expect(fake.calls).toHaveLength(5);

    const failure = await failureOf(llm.complete(messages, once));
    expect(failure).toMatchObject({ kind: 'breaker_open' });
    expect(fake.calls).toHaveLength(5);
  });

  test('half-open after 30 s: one trial call; its success closes the breaker', async () => {
    let now = 1_000_000;
    const clock = () => now;
    fake.reply = () => ({ status: 503 });
    const llm = noRetryClient(clock);
    for (let i = 0; i < 5; i++) await failureOf(llm.complete(messages));
    now += 29_000;
    expect(await failureOf(llm.complete(messages))).toMatchObject({ kind: 'breaker_open' });

    now += 1_000;
    fake.reply = () => answer('{}');
    await expect(llm.complete(messages)).resolves.toBe('{}');
    await expect(llm.complete(messages)).resolves.toBe('{}');
    expect(fake.calls).toHaveLength(7);
  });

  test('a failed trial opens it again for another 30 s', async () => {
    let now = 1_000_000;
    const clock = () => now;
    fake.reply = () => ({ status: 503 });
    const llm = noRetryClient(clock);
    for (let i = 0; i < 5; i++) await failureOf(llm.complete(messages));
    now += 30_000;
    expect(await failureOf(llm.complete(messages))).toMatchObject({ kind: 'unavailable' });
    expect(await failureOf(llm.complete(messages))).toMatchObject({ kind: 'breaker_open' });
    expect(fake.calls).toHaveLength(6);
  });

  test('failures spread over more than 60 s do not open it', () => {
    let now = 0;
    const breaker = createCircuitBreaker({ now: () => now });
    for (let i = 0; i < 10; i++) {
      breaker.recordFailure();
      now += 15_000;
    }
    expect(breaker.state()).toBe('closed');
  });
});

describe('daily input budget (the spend breaker): it counts characters of model input, not calls', () => {
  const size = inputChars(messages);

  test('each attempt takes its input\'s size; once spent, no call reaches the server', async () => {
    fake.reply = () => answer('{}');
    const budget = createDailyInputBudget(createMemoryRateLimitStore(), 2 * size);
    const llm = client({ budget });
    await expect(llm.complete(messages)).resolves.toBe('{}');
    await expect(llm.complete(messages)).resolves.toBe('{}');
    expect(await failureOf(llm.complete(messages))).toMatchObject({ kind: 'budget_spent' });
    expect(fake.calls).toHaveLength(2);
  });

  test('one call larger than what is left is refused unmade, while a small one still fits', async () => {
    fake.reply = () => answer('{}');
    const llm = client({ budget: createDailyInputBudget(createMemoryRateLimitStore(), 10 * size) });
    const large = [{ role: 'user' as const, content: 'x'.repeat(10 * size + 1) }];
    expect(await failureOf(llm.complete(large))).toMatchObject({ kind: 'budget_spent' });
    expect(fake.calls).toHaveLength(0);
    await expect(llm.complete(messages)).resolves.toBe('{}');
    expect(fake.calls).toHaveLength(1);
  });

  test('a retry is an attempt too: a 429 and its retry spend the input twice, shared by every client on the store', async () => {
    fake.reply = (_call, index) => (index === 0 ? { status: 429, headers: { 'Retry-After': '1' } } : answer('{}'));
    const store = createMemoryRateLimitStore();
    const parse = client({ budget: createDailyInputBudget(store, 2 * size) });
    const coach = client({ budget: createDailyInputBudget(store, 2 * size) });
    await expect(parse.complete(messages, { deadline: Date.now() + 30_000 })).resolves.toBe('{}');
    expect(await failureOf(coach.complete(messages))).toMatchObject({ kind: 'budget_spent' });
    expect(fake.calls).toHaveLength(2);
  });
});
