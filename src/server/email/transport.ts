import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { ServerConfig, SmtpConfig } from '../config.ts';

/** A finished mail, ready to send: every field already checked and built by the server. */
export interface MailMessage {
  to: string;
  /** 'Name <address>' or a bare address. */
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** Somewhere mail can be handed to. `send` resolves once the mail is accepted and rejects on any failure. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** SECURITY.md §4: the mail provider gets 10 s, for each step and for the whole send. */
export const MAIL_TIMEOUT_MS = 10_000;

/**
 * Nodemailer options shared by both transports: CRLF line ends throughout (RFC 5322; bare LFs upset some
 * servers), and no reading of files or URLs, which the library would do if a field ever named one.
 */
const COMPOSE_OPTIONS = { newline: 'win', disableFileAccess: true, disableUrlAccess: true } as const;

/** Delivers through an SMTP server. The SMTP envelope names only `message.to`, whatever the headers say. */
export function createSmtpTransport(smtp: SmtpConfig, timeoutMs = MAIL_TIMEOUT_MS): MailTransport {
  const transporter = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.auth,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        ...message,
        ...COMPOSE_OPTIONS,
        envelope: { from: message.from, to: [message.to] },
        signal: AbortSignal.timeout(timeoutMs),
      });
    },
  };
}

/** A file name that sorts by time and never collides: 2026-01-02T03-04-05.678Z-1a2b3c4d5e6f.eml */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/:/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
}

/**
 * Writes each mail as an RFC 822 .eml file into `dir` (the local outbox, DECISIONS.md 'Backend, local'), so
 * mail can be read with any mail program without an SMTP server.
 */
export function createOutboxTransport(dir: string): MailTransport {
  return {
    async send(message) {
      const raw = await new MailComposer({ ...message, ...COMPOSE_OPTIONS }).compile().build();
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, outboxFileName(new Date())), raw, { flag: 'wx' });
    },
  };
}

/** SMTP when it is configured, otherwise the local outbox. */
export function createTransport(config: Pick<ServerConfig, 'smtp' | 'outboxDir'>): MailTransport {
  return config.smtp ? createSmtpTransport(config.smtp) : createOutboxTransport(config.outboxDir);
}
