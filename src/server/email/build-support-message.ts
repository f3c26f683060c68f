import type { SupportEmailRequest } from '../../lib/api/schemas/support.ts';
import { SUPPORT_EMAIL_LIMITS as max } from '../../lib/api/schemas/support-limits.ts';
import type { ServerConfig } from '../config.ts';
import { escapeHtml } from './escape.ts';
import type { MailMessage } from './transport.ts';

/** Line breaks, tabs and other control characters (Unicode line separators too): never allowed on one line. */
const CONTROL_CHARS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
/** The same, minus the line feed a message body may keep. */
const CONTROL_CHARS_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f\u2028\u2029]+/g;

/** At most `limit` characters, counted in code points so an emoji is never cut in half. */
function cap(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length > limit ? chars.slice(0, limit).join('') : text;
}

/**
 * One line of text, safe for a mail header: CR/LF and other control characters become a space, so a value like
 * "x\r\nBcc: a@b.c" stays inside its own header instead of starting a new one.
 */
export function toOneLine(text: string, limit: number): string {
  return cap(text.replace(CONTROL_CHARS, ' ').replace(/ {2,}/g, ' ').trim(), limit);
}

/** Multi-line plain text with "\n" line ends and no other control characters. */
function toPlainText(text: string, limit: number): string {
  return cap(text.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS_BUT_NEWLINE, ' ').trim(), limit);
}

/**
 * Builds the support mail from validated contact fields (pure). The recipient and sender come from the server's
 * config, never from the request; the sender's address is only the Reply-To. The HTML body is rebuilt here from
 * escaped fields, so nothing the caller typed can become markup.
 */
export function buildSupportMessage(fields: SupportEmailRequest, config: Pick<ServerConfig, 'supportEmail' | 'mailFrom'>): MailMessage {
  const name = toOneLine(fields.name, max.name);
  const email = toOneLine(fields.email, max.email);
  const company = toOneLine(fields.company ?? '', max.company);
  const message = toPlainText(fields.message, max.message);

  const rows: Array<[label: string, value: string]> = [
    ['Name', name],
    ['Email', email],
    ...(company ? [['Company', company] as [string, string]] : []),
  ];
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${message}\n`;
  const html = [
    '<!doctype html>',
    '<html><body>',
    ...rows.map(([label, value]) => `<p><strong>${label}:</strong> ${escapeHtml(value)}</p>`),
    '<p><strong>Message:</strong></p>',
    `<p>${escapeHtml(message).replace(/\n/g, '<br>\n')}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    to: config.supportEmail,
    from: config.mailFrom,
    replyTo: email,
    subject: toOneLine(fields.subject, max.subject),
    text,
    html,
  };
}
