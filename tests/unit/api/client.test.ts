import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api/client';

/** A fetch that answers every call with `response` (or rejects with it), recording the calls. */
function fakeFetch(response: Response | Error) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const json = (body: unknown, init: ResponseInit) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  test('posts JSON to the same origin and resolves with the JSON answer', async () => {
    const fetch = fakeFetch(json({ status: 'success', data: [1] }, { status: 200 }));
    await expect(apiRequest('/parse', { method: 'POST', body: { cv: { filename: 'a.pdf' } }, token: 'tok' })).resolves.toEqual({
      status: 'success',
      data: [1],
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/parse');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"cv":{"filename":"a.pdf"}}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
  });

  test('a GET sends no body, no content type and no token it was not given', async () => {
    const fetch = fakeFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/health', { method: 'GET' })).resolves.toBeUndefined();
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  test.each([
    {
      case: '400 with errors[]',
      response: json(
        { status: 'error', errors: [{ code: 'INVALID_REQUEST', message: 'name is required' }, { code: 'INVALID_REQUEST', message: 'email is invalid' }] },
        { status: 400, statusText: 'Bad Request' },
      ),
      status: 400,
      message: 'API Error: 400 Bad Request - name is required, email is invalid',
    },
    {
      case: '429 with a detail text',
      response: json({ detail: 'Too many requests, try again in a minute' }, { status: 429, statusText: 'Too Many Requests' }),
      status: 429,
      message: 'API Error: 429 Too Many Requests - Too many requests, try again in a minute',
    },
    {
      case: '500 with a body that is not JSON',
      response: new Response('<html>Internal Server Error</html>', { status: 500, statusText: 'Internal Server Error' }),
      status: 500,
      message: 'API Error: 500 Internal Server Error',
    },
    {
      case: '503 with an empty errors[] and no status text',
      response: json({ status: 'error', errors: [] }, { status: 503 }),
      status: 503,
      message: 'API Error: 503',
    },
  ])('$case -> ApiError "$message"', async ({ response, status, message }) => {
    fakeFetch(response);
    const error = await apiRequest('/api/v1/score', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  test('a network failure rejects with the network error itself', async () => {
    const offline = new TypeError('Failed to fetch');
    fakeFetch(offline);
    await expect(apiRequest('/parse', { method: 'POST', body: {} })).rejects.toBe(offline);
  });

  test('keeps the parsed error body for callers that show errors[0].message', async () => {
    fakeFetch(json({ status: 'error', errors: [{ code: 'NO_TEXT', message: 'This file has no text.' }] }, { status: 422 }));
    const error = (await apiRequest('/parse', { method: 'POST', body: {} }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.body).toEqual({ status: 'error', errors: [{ code: 'NO_TEXT', message: 'This file has no text.' }] });
    expect(error.reason).toBe('This file has no text.');
  });

  test('a 429 with Retry-After says when to try again, in its message and its reason, instead of the server\'s general words', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 13, 23, 0));
    try {
      fakeFetch(
        new Response(JSON.stringify({ status: 'error', errors: [{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }] }), {
          status: 429,
          statusText: 'Too Many Requests',
          headers: { 'Content-Type': 'application/json', 'Retry-After': '2520' },
        }),
      );
      const error = (await apiRequest('/api/v1/score', { method: 'POST', body: {} }).catch((caught: unknown) => caught)) as ApiError;
      expect(error.message).toBe('API Error: 429 Too Many Requests - Too many requests. Please try again at 14:05.');
      expect(error.reason).toBe('Too many requests. Please try again at 14:05.');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a 429 without a readable Retry-After keeps the server\'s words', async () => {
    fakeFetch(json({ status: 'error', errors: [{ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' }] }, { status: 429 }));
    const error = (await apiRequest('/parse', { method: 'POST', body: {} }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.reason).toBe('Too many requests. Please wait a few minutes.');
  });
});
