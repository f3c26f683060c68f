import { afterEach, describe, expect, test, vi } from 'vitest';
import { SendEmailError, sendSupportEmail } from '@/lib/api/support';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ada = { subject: 'Pricing Inquiry - Ada', name: 'Ada', email: 'ada@example.com', message: 'Hello' };

describe('sendSupportEmail', () => {
  test('posts exactly the plain fields to /sendSupportEmail and resolves on an ok answer', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    // Extra keys a caller might sneak in (a recipient, HTML) never leave the browser.
    await sendSupportEmail({ ...ada, company: 'Analytical Engines', ...{ to: 'victim@example.org', html: '<b>x</b>' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/sendSupportEmail');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ ...ada, company: 'Analytical Engines' });
  });

  test('leaves out an empty company', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await sendSupportEmail({ ...ada, company: '' });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual(ada);
  });

  test.each([
    { case: 'a 500 answer', fetch: async () => new Response('oops', { status: 500, statusText: 'Internal Server Error' }) },
    { case: 'a network failure', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) },
  ])('throws "Failed to send email" on $case', async ({ fetch }) => {
    vi.stubGlobal('fetch', vi.fn(fetch));
    await expect(sendSupportEmail(ada)).rejects.toThrow(/^Failed to send email$/);
  });

  test('carries the reason from the API error envelope, keeping SPEC\'s "Failed to send email"', async () => {
    const reason = 'Too many requests. Please wait a few minutes.';
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ status: 'error', errors: [{ code: 'RATE_LIMITED', message: reason }] }, { status: 429 })));
    const error = await sendSupportEmail(ada).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendEmailError);
    expect(error).toMatchObject({ message: 'Failed to send email', reason });
  });

  test.each([
    { case: 'a network failure', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) },
    { case: 'a body that is not JSON', fetch: async () => new Response('oops', { status: 500 }) },
    { case: 'an envelope without messages', fetch: async () => Response.json({ status: 'error', errors: [] }, { status: 500 }) },
  ])('has no reason on $case', async ({ fetch }) => {
    vi.stubGlobal('fetch', vi.fn(fetch));
    await expect(sendSupportEmail(ada)).rejects.toMatchObject({ message: 'Failed to send email', reason: undefined });
  });
});
