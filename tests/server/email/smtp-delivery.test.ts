import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, test } from 'vitest';
import { buildSupportMessage } from '@/server/email/build-support-message';
import { createSmtpTransport, createTransport } from '@/server/email/transport';
import { createSendSupportEmailHandler } from '@/server/handlers/send-support-email';
import { createMemoryRateLimitStore } from '@/server/rate-limit';
import { readEml } from './eml';

const config = { supportEmail: 'support@hirewise.example', mailFrom: 'Hirewise <no-reply@hirewise.example>' };

interface Received {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
async function startSmtpServer(options: { auth?: { user: string; pass: string } } = {}) {
  const received: Received[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    authOptional: !options.auth,
    hideSTARTTLS: true,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        logins.push(options.auth.user);
        return callback(null, { user: options.auth.user });
      }
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, logins, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('delivery through a real SMTP server', () => {
  test('the handler delivers to the support address only, with the subject and the escaped body', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const handler = createSendSupportEmailHandler({
      config,
      transport: createTransport({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false }, outboxDir: '/nonexistent' }),
      limiter: createMemoryRateLimitStore(),
      log: () => {},
    });
    const body = {
      subject: 'Pricing Inquiry - Ada\r\nBcc: victim@example.org',
      name: 'Ada <script>alert(1)</script>\r\nBcc: victim@example.org',
      email: 'ada@example.com',
      message: 'Hello & <b>welcome</b>',
    };
    const response = await handler(
      new Request('http://localhost/sendSupportEmail', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      { clientIp: '203.0.113.1' },
    );

    expect(response.status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [delivery] = smtp.received as [Received];
    expect(delivery.rcptTo).toEqual(['support@hirewise.example']);
    expect(delivery.mailFrom).toBe('no-reply@hirewise.example');
    const mail = readEml(delivery.raw);
    expect(mail.header('subject')).toBe('Pricing Inquiry - Ada Bcc: victim@example.org');
    expect(mail.header('to')).toBe('support@hirewise.example');
    expect(mail.header('reply-to')).toBe('ada@example.com');
    expect(mail.headerLines.filter((line) => /^(bcc|cc):/i.test(line))).toEqual([]);
    expect(mail.html).toContain('<p><strong>Name:</strong> Ada &lt;script&gt;alert(1)&lt;/script&gt; Bcc: victim@example.org</p>');
    expect(mail.html).toContain('Hello &amp; &lt;b&gt;welcome&lt;/b&gt;');
    expect(mail.html).not.toContain('<script');
  });

  test('logs in when SMTP_USER/SMTP_PASS are configured', async () => {
    const auth = { user: 'robot', pass: 's3cret' };
    const smtp = await startSmtpServer({ auth });
    cleanups.push(smtp.close);
    const message = buildSupportMessage({ subject: 'Hi', name: 'Ada', email: 'ada@example.com', message: 'Hello' }, config);
    await createSmtpTransport({ host: '127.0.0.1', port: smtp.port, secure: false, auth }).send(message);
    expect(smtp.logins).toEqual(['robot']);
    expect(smtp.received.map((r) => r.rcptTo)).toEqual([['support@hirewise.example']]);
  });

  test('a server that never greets fails the send within the timeout instead of hanging', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createTcpServer((socket) => void sockets.push(socket)); // accepts, never says a word
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          sockets.forEach((socket) => socket.destroy());
          silent.close(() => resolve());
        }),
    );
    const { port } = silent.address() as AddressInfo;
    const message = buildSupportMessage({ subject: 'Hi', name: 'Ada', email: 'ada@example.com', message: 'Hello' }, config);
    const started = Date.now();
    await expect(createSmtpTransport({ host: '127.0.0.1', port, secure: false }, 300).send(message)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
