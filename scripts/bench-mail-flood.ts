/**
 * How much mail a flood of contact messages gets out of /sendSupportEmail: the real handler, the real rate-limit
 * store (in memory, as one function instance counts), the configured hourly cap (SUPPORT_MAIL_HOURLY_CAP, its
 * default unless set) and the local outbox transport, in process. Two floods:
 * - from one IPv6 /64, a fresh address inside it for every request, as a client that owns the /64 can send;
 * - from as many different /64s as requests (a botnet), which only the hourly cap stops.
 * Prints the answers by status and the mails written to the outbox.
 *
 *   npm run bench:mail-flood [-- --requests 10000]
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadServerConfig } from '../src/server/config.ts';
import { createOutboxTransport } from '../src/server/email/transport.ts';
import { createSendSupportEmailHandler } from '../src/server/handlers/send-support-email.ts';
import { createMemoryRateLimitStore } from '../src/server/rate-limit.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '10000' } } });
const requests = Number(values.requests);
const config = loadServerConfig();
const body = JSON.stringify({ subject: 'Hello', name: 'Flood', email: 'flood@example.com', company: '', message: 'Buy now' });

async function flood(name: string, addressOf: (index: number) => string): Promise<void> {
  const outbox = await mkdtemp(join(tmpdir(), 'mail-flood-'));
  const handler = createSendSupportEmailHandler({
    config,
    transport: createOutboxTransport(outbox),
    limiter: createMemoryRateLimitStore({ maxKeys: requests + 10 }),
    mailHourlyCap: config.mailHourlyCap,
    log: () => undefined,
  });
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (let index = 0; index < requests; index++) {
    const request = new Request('http://localhost/sendSupportEmail', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const response = await handler(request, { clientIp: addressOf(index) });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  const mails = (await readdir(outbox)).length;
  await rm(outbox, { recursive: true, force: true });
  console.log(`${name}: ${requests} requests in ${seconds.toFixed(1)} s`);
  console.log(`  answers: ${[...statuses].map(([status, count]) => `${status} x${count}`).join(', ')}`);
  console.log(`  mails in the outbox: ${mails}`);
}

console.log(`hourly cap on all mail: ${config.mailHourlyCap}`);
await flood('one /64, a fresh address per request', (index) => `2001:db8:7:7::${(index + 1).toString(16)}`);
await flood('a different /64 per request', (index) => `2001:db8:${(index >> 16).toString(16)}:${(index & 0xffff).toString(16)}::1`);
