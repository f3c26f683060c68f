import { SUPPORT_EMAIL_LIMITS as max } from '../../lib/api/schemas/support-limits.ts';
import type { ServerConfig } from '../config.ts';
import { toOneLine } from './build-support-message.ts';
import { escapeHtml } from './escape.ts';
import type { MailMessage } from './transport.ts';

/** SPEC §7 call 1b: the subject's fixed part; the new user's e-mail follows it. */
export const EARLY_ACCESS_SUBJECT = 'New Early Access Signup';

/**
 * Builds the early-access notice for support (pure): who signed up and when. `email` must come from a verified
 * ID token, never from the request body. It is still flattened to one line, as every header value is.
 */
export function buildEarlyAccessMessage(
  email: string,
  signedUpAt: Date,
  config: Pick<ServerConfig, 'supportEmail' | 'mailFrom'>,
): MailMessage {
  const address = toOneLine(email, max.email);
  const when = signedUpAt.toISOString();
  const text = `A new user signed up for early access.\n\nEmail: ${address}\nSigned up: ${when}\n`;
  const html = [
    '<!doctype html>',
    '<html><body>',
    '<p>A new user signed up for early access.</p>',
    `<p><strong>Email:</strong> ${escapeHtml(address)}</p>`,
    `<p><strong>Signed up:</strong> ${escapeHtml(when)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: config.supportEmail,
    from: config.mailFrom,
    replyTo: address,
    subject: `${EARLY_ACCESS_SUBJECT}: ${address}`,
    text,
    html,
  };
}
