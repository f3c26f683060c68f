import { describe, expect, test } from 'vitest';
import { SUPPORT_EMAIL_LIMITS } from '@/lib/api/schemas/support-limits';
import { buildSupportMessage, toOneLine } from '@/server/email/build-support-message';
import { escapeHtml } from '@/server/email/escape';

const config = { supportEmail: 'support@hirewise.example', mailFrom: 'Hirewise <no-reply@hirewise.example>' };
const ada = { subject: 'Pricing Inquiry - Ada', name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', message: 'Hello,\nhow much is Pro?' };

describe('escapeHtml', () => {
  test.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"quoted" & 'single'`, '&quot;quoted&quot; &amp; &#39;single&#39;'],
    ['&lt; already escaped', '&amp;lt; already escaped'],
    ['plain text, ünïcode ✓', 'plain text, ünïcode ✓'],
  ])('%s', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('buildSupportMessage', () => {
  test('addresses come from the config; the sender is only the Reply-To', () => {
    const message = buildSupportMessage(ada, config);
    expect(message).toMatchObject({
      to: 'support@hirewise.example',
      from: 'Hirewise <no-reply@hirewise.example>',
      replyTo: 'ada@example.com',
      subject: 'Pricing Inquiry - Ada',
    });
    expect(message.text).toBe('Name: Ada Lovelace\nEmail: ada@example.com\nCompany: Analytical Engines\n\nMessage:\nHello,\nhow much is Pro?\n');
    expect(message.html).toContain('<p><strong>Company:</strong> Analytical Engines</p>');
    expect(message.html).toContain('<p>Hello,<br>\nhow much is Pro?</p>');
  });

  test.each([
    ['without a company', { company: undefined }],
    ['with an empty company', { company: '' }],
    ['with a blank company', { company: '  \n ' }],
  ])('the Company line is left out %s', (_label, change) => {
    const message = buildSupportMessage({ ...ada, ...change }, config);
    expect(message.text).not.toContain('Company');
    expect(message.html).not.toContain('Company');
  });

  test.each([
    ['name', { name: '<script>alert("x")</script>' }, '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ['company', { company: '<img src=x onerror=alert(1)>' }, '&lt;img src=x onerror=alert(1)&gt;'],
    ['message', { message: '</p><a href="javascript:alert(1)">click</a>' }, '&lt;/p&gt;&lt;a href=&quot;javascript:alert(1)&quot;&gt;click&lt;/a&gt;'],
    ['email', { email: "o'neil@example.com" }, 'o&#39;neil@example.com'],
  ])('markup in the %s field is escaped in the HTML body', (_field, change, escaped) => {
    const { html, text } = buildSupportMessage({ ...ada, ...change }, config);
    expect(html).toContain(escaped);
    expect(html).not.toMatch(/<script|<img|<a /);
    // The plain-text body keeps what was typed: it is never rendered as markup.
    expect(text).toContain(Object.values(change)[0]);
  });

  test.each([
    ['CR/LF', 'Pricing Inquiry - x\r\nBcc: a@b.c', 'Pricing Inquiry - x Bcc: a@b.c'],
    ['a bare LF', 'Hello\nBcc: a@b.c', 'Hello Bcc: a@b.c'],
    ['a bare CR', 'Hello\rTo: a@b.c', 'Hello To: a@b.c'],
    ['tabs and NUL', 'Hello\t\u0000there', 'Hello there'],
    ['Unicode line separators', 'Hello\u2028\u2029there', 'Hello there'],
  ])('the subject stays on one line despite %s', (_label, subject, expected) => {
    expect(buildSupportMessage({ ...ada, subject }, config).subject).toBe(expected);
  });

  test('line breaks in the name cannot add lines to the body', () => {
    const { text, html } = buildSupportMessage({ ...ada, name: 'x\r\nEmail: attacker@example.org' }, config);
    expect(text.split('\n').filter((line) => line.startsWith('Email:'))).toEqual(['Email: ada@example.com']);
    expect(html).toContain('<p><strong>Name:</strong> x Email: attacker@example.org</p>');
  });

  test('message line ends become \\n and other control characters are dropped', () => {
    const { text } = buildSupportMessage({ ...ada, message: 'one\r\ntwo\rthree\u0007four' }, config);
    expect(text).toContain('Message:\none\ntwo\nthree four\n');
  });

  test.each(Object.entries(SUPPORT_EMAIL_LIMITS).filter(([field]) => field !== 'email'))('%s is capped at %i characters', (field, limit) => {
    const message = buildSupportMessage({ ...ada, [field]: 'é'.repeat(limit + 50) }, config);
    const built = field === 'subject' ? message.subject : message.text;
    expect(built).toContain('é'.repeat(limit));
    expect(built).not.toContain('é'.repeat(limit + 1));
  });

  test('caps count characters, so an emoji is never cut in half', () => {
    expect(toOneLine('😀'.repeat(5), 3)).toBe('😀😀😀');
  });
});
