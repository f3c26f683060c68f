import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createOutboxTransport, type MailTransport } from '@/server/email/transport';
import { createSendSupportEmailHandler, MAIL_CAP_MESSAGE, type SendSupportEmailDeps } from '@/server/handlers/send-support-email';
import { createMemoryRateLimitStore } from '@/server/rate-limit';
import { readEml } from '../email/eml';

const config = { supportEmail: 'support@hirewise.example', mailFrom: 'Hirewise <no-reply@hirewise.example>' };
const ada = { subject: 'Pricing Inquiry - Ada', name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'How much is Pro for a team of 5?' };
const URL_ = 'http://localhost:4321/sendSupportEmail';

let outbox: string;
let logs: string[];

beforeEach(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'outbox-'));
  logs = [];
});
afterEach(async () => {
  await rm(outbox, { recursive: true, force: true });
});

function makeHandler(deps: Partial<SendSupportEmailDeps> = {}) {
  return createSendSupportEmailHandler({
    config,
    transport: createOutboxTransport(outbox),
    limiter: createMemoryRateLimitStore(),
    log: (line) => logs.push(line),
    ...deps,
  });
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function outboxMails() {
  const files = (await readdir(outbox)).sort();
  return Promise.all(files.map(async (file) => ({ file, mail: readEml(await readFile(join(outbox, file))) })));
}

/** The one mail in the outbox (fails if there is not exactly one). */
async function onlyMail() {
  const mails = await outboxMails();
  expect(mails).toHaveLength(1);
  return mails[0]!.mail;
}

async function errorOf(response: Response) {
  return ((await response.json()) as { errors: Array<{ code: string; message: string }> }).errors[0];
}

describe('POST /sendSupportEmail', () => {
  test('happy path: 200 {sent: true} and one .eml in the outbox, to the support address, with the escaped body', async () => {
    const handler = makeHandler();
    const response = await handler(post({ ...ada, message: 'Is <b>Pro</b> & Team the same?\nThanks' }), { clientIp: '203.0.113.1' });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', data: { sent: true } });
    const mail = await onlyMail();
    expect(await readdir(outbox)).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{12}\.eml$/)]);
    expect(mail.header('subject')).toBe('Pricing Inquiry - Ada');
    expect(mail.header('to')).toBe('support@hirewise.example');
    expect(mail.header('from')).toBe('Hirewise <no-reply@hirewise.example>');
    expect(mail.header('reply-to')).toBe('ada@example.com');
    expect(mail.html).toContain('<p><strong>Name:</strong> Ada Lovelace</p>');
    expect(mail.html).toContain('<p><strong>Company:</strong> Analytical Engines</p>');
    expect(mail.html).toContain('Is &lt;b&gt;Pro&lt;/b&gt; &amp; Team the same?<br>');
    expect(mail.text).toContain('Message:\r\nIs <b>Pro</b> & Team the same?\r\nThanks');
    expect(logs).toEqual(['sendSupportEmail: sent']);
  });

  test.each(['subject', 'name', 'email', 'message'] as const)('a missing %s is 400 naming the field, and nothing is sent', async (field) => {
    const { [field]: _dropped, ...body } = ada;
    const response = await makeHandler()(post(body), { clientIp: '203.0.113.1' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'INVALID_REQUEST', message: `Please fill in the ${field} field.` });
    expect(await outboxMails()).toHaveLength(0);
  });

  test.each([
    ['email', { email: 'not an address' }],
    ['name', { name: '   ' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['company', { company: 42 }],
  ])('a bad %s is 400 naming the field, never echoing the value', async (field, change) => {
    const response = await makeHandler()(post({ ...ada, ...change }), { clientIp: '203.0.113.1' });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error?.code).toBe('INVALID_REQUEST');
    expect(error?.message).toMatch(new RegExp(`^Please check the ${field} field: `));
    expect(error?.message).not.toContain(String(Object.values(change)[0]).slice(0, 10));
    expect(await outboxMails()).toHaveLength(0);
  });

  test.each([
    ['another address', 'victim@example.org'],
    ['a list that includes us', ['support@hirewise.example', 'victim@example.org']],
    ['our address plus a Bcc', 'support@hirewise.example\r\nBcc: victim@example.org'],
  ])('a `to` of %s is refused with 400, and nothing is written', async (_label, to) => {
    const response = await makeHandler()(post({ ...ada, to }), { clientIp: '203.0.113.1' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'INVALID_REQUEST', message: 'Messages can only be sent to our support team.' });
    expect(await outboxMails()).toHaveLength(0);
  });

  test('a `to` naming the support address itself is harmless and accepted', async () => {
    const response = await makeHandler()(post({ ...ada, to: ' Support@Hirewise.example ' }), { clientIp: '203.0.113.1' });
    expect(response.status).toBe(200);
    expect((await outboxMails())[0]?.mail.header('to')).toBe('support@hirewise.example');
  });

  test.each([
    ['html', { html: '<script>alert(1)</script>' }, 'Messages are sent as plain text: HTML is not accepted.'],
    ['bcc', { bcc: 'victim@example.org' }, 'This request has fields we do not accept.'],
    ['text', { text: 'relay me' }, 'This request has fields we do not accept.'],
  ])('a client-supplied %s field is refused with 400', async (_field, extra, message) => {
    const response = await makeHandler()(post({ ...ada, ...extra }), { clientIp: '203.0.113.1' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'INVALID_REQUEST', message });
    expect(await outboxMails()).toHaveLength(0);
  });

  test('a 1 MB message is 413 with a clear message, read no further than the limit', async () => {
    const response = await makeHandler()(post({ ...ada, message: 'x'.repeat(1024 * 1024) }), { clientIp: '203.0.113.1' });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'This message is too long. Please keep it under 5000 characters.' });
    expect(await outboxMails()).toHaveLength(0);
  });

  test('a streamed body with no Content-Length is cut off after the limit, not buffered', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(pulled === chunk.byteLength ? new TextEncoder().encode('{"message":"') : chunk);
        if (pulled >= 1024 * 1024) controller.close();
      },
    });
    const request = new Request(URL_, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit);
    const response = await makeHandler()(request, { clientIp: '203.0.113.1' });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(64 * 1024);
  });

  test('script in every field arrives escaped in the HTML body, never as markup', async () => {
    const script = '<script>alert("pwned")</script>';
    const response = await makeHandler()(
      post({ subject: `Hi ${script}`, name: script, email: 'ada@example.com', company: `<img src=x onerror="alert(1)">`, message: script }),
      { clientIp: '203.0.113.1' },
    );
    expect(response.status).toBe(200);
    const mail = await onlyMail();
    expect(mail.html).not.toMatch(/<script|<img/i);
    expect(mail.html).toContain('<p><strong>Name:</strong> &lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;</p>');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  test('CR/LF in the subject and name cannot add headers: one Subject line, no Bcc', async () => {
    const response = await makeHandler()(post({ ...ada, subject: 'Pricing Inquiry - x\r\nBcc: a@b.c', name: 'x\r\nBcc: a@b.c' }), { clientIp: '203.0.113.1' });
    expect(response.status).toBe(200);
    const mail = await onlyMail();
    expect(mail.headerLines.filter((line) => /^subject:/i.test(line))).toEqual(['Subject: Pricing Inquiry - x Bcc: a@b.c']);
    expect(mail.headerLines.filter((line) => /^(bcc|cc):/i.test(line))).toEqual([]);
  });

  test('a burst of 20 from one address: 5 are sent, 15 get 429 with Retry-After; another address is unaffected', async () => {
    const handler = makeHandler();
    const responses = [];
    for (let i = 0; i < 20; i++) responses.push(await handler(post(ada), { clientIp: '198.51.100.7' }));

    expect(responses.map((r) => r.status)).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    for (const response of responses.slice(5)) {
      expect(await errorOf(response)).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes.' });
      const retryAfter = Number(response.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    expect(await outboxMails()).toHaveLength(5);
    expect(logs.filter((line) => line === 'sendSupportEmail: RATE_LIMITED')).toHaveLength(15);

    expect((await handler(post(ada), { clientIp: '198.51.100.8' })).status).toBe(200);
  });

  test('rotating X-Forwarded-For does not reset the count: the key is the platform-reported address', async () => {
    const handler = makeHandler();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await handler(post(ada, { 'X-Forwarded-For': `10.0.0.${i}` }), { clientIp: '198.51.100.7' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test('a flood from one IPv6 /64, a fresh address per request, sends 5 mails: the /64 is one sender', async () => {
    const handler = makeHandler();
    const statuses = [];
    for (let i = 1; i <= 40; i++) statuses.push((await handler(post(ada), { clientIp: `2001:db8:7:7:${i.toString(16)}::${i.toString(16)}` })).status);
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(35).fill(429)]);
    expect(await outboxMails()).toHaveLength(5);
    // The next /64 is another sender.
    expect((await handler(post(ada), { clientIp: '2001:db8:7:8::1' })).status).toBe(200);
  });

  test('past the hourly cap on all mail, senders from any address get 429 with its message, and the operator a log line', async () => {
    const handler = makeHandler({ mailHourlyCap: 3 });
    const responses = [];
    for (let i = 0; i < 5; i++) responses.push(await handler(post(ada), { clientIp: `203.0.113.${i}` }));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 429, 429]);
    expect(await errorOf(responses[3]!)).toEqual({ code: 'RATE_LIMITED', message: MAIL_CAP_MESSAGE });
    expect(Number(responses[3]!.headers.get('Retry-After'))).toBeGreaterThan(3500);
    expect(await outboxMails()).toHaveLength(3);
    expect(logs).toContain('sendSupportEmail: the hourly cap of 3 mails is reached');
  });

  test('refused requests do not use up the sender’s allowance', async () => {
    const handler = makeHandler();
    for (let i = 0; i < 6; i++) expect((await handler(post({ ...ada, email: 'typo' }), { clientIp: '198.51.100.7' })).status).toBe(400);
    expect((await handler(post(ada), { clientIp: '198.51.100.7' })).status).toBe(200);
  });

  test('with a signed-in caller, 3 an hour per uid apply across addresses', async () => {
    const handler = makeHandler({ uidOf: async (request) => (request.headers.get('Authorization') === 'Bearer good' ? 'uid-1' : undefined) });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await handler(post(ada, { Authorization: 'Bearer good' }), { clientIp: `198.51.100.${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await handler(post(ada), { clientIp: '198.51.100.9' })).status).toBe(200);
  });

  test('a mail service failure is 503 UPSTREAM_UNAVAILABLE with Retry-After, and the log has the code only', async () => {
    const failing: MailTransport = {
      send: async () => {
        throw Object.assign(new Error(`Greeting never received for ${ada.email}`), { code: 'ETIMEDOUT' });
      },
    };
    const response = await makeHandler({ transport: failing })(post(ada), { clientIp: '203.0.113.1' });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(await errorOf(response)).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: 'Our e-mail service is not answering. Please try again in a minute.' });
    expect(logs).toEqual(['sendSupportEmail: UPSTREAM_UNAVAILABLE (ETIMEDOUT)']);
  });

  test('logs carry outcome codes only, never what was sent', async () => {
    const handler = makeHandler();
    await handler(post(ada), { clientIp: '203.0.113.1' });
    await handler(post({ ...ada, to: 'victim@example.org' }), { clientIp: '203.0.113.1' });
    await handler(post({ ...ada, name: '' }), { clientIp: '203.0.113.1' });
    expect(logs).toEqual(['sendSupportEmail: sent', 'sendSupportEmail: INVALID_REQUEST', 'sendSupportEmail: INVALID_REQUEST']);
    for (const secret of [ada.name, ada.email, ada.message, 'victim', '203.0.113.1']) expect(logs.join('\n')).not.toContain(secret);
  });

  test('GET is 405 with Allow: POST', async () => {
    const response = await makeHandler()(new Request(URL_), { clientIp: '203.0.113.1' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect((await errorOf(response))?.code).toBe('METHOD_NOT_ALLOWED');
  });

  test.each([
    ['a form post', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'name=Ada', 415, 'UNSUPPORTED_TYPE', 'Send the request as JSON.'],
    ['broken JSON', { 'Content-Type': 'application/json' }, '{"name": "Ada"', 400, 'INVALID_REQUEST', 'The request is not valid JSON.'],
    ['a JSON array', { 'Content-Type': 'application/json' }, '[]', 400, 'INVALID_REQUEST', undefined],
    ['JSON null', { 'Content-Type': 'application/json' }, 'null', 400, 'INVALID_REQUEST', undefined],
  ])('%s is refused with %i %s', async (_label, headers, body, status, code, message) => {
    const response = await makeHandler()(new Request(URL_, { method: 'POST', headers, body }), { clientIp: '203.0.113.1' });
    expect(response.status).toBe(status);
    const error = await errorOf(response);
    expect(error?.code).toBe(code);
    if (message) expect(error?.message).toBe(message);
    expect(await outboxMails()).toHaveLength(0);
  });
});
