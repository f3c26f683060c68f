import { ApiError, apiRequest } from './client.ts';
import type { EarlyAccessNotification, SupportEmailRequest } from './schemas/support.ts';
import { messages } from '@/lib/messages';

/** A contact message that was not sent: SPEC §8's 'Failed to send email', with the server's reason when it gave one. */
export class SendEmailError extends Error {
  override name = 'SendEmailError';

  constructor(
    /**
     * Why the API refused it, in words for the sender (ApiError.reason: the first message of its error envelope,
     * or for a 429 when to try again); undefined for a network failure or an answer without one.
     */
    readonly reason: string | undefined,
    options: ErrorOptions,
  ) {
    super(messages.contact.sendFailed, options);
  }
}

/**
 * Sends a contact message (SPEC §7 call 1). Success is the HTTP ok flag; the answer's body is not read.
 * Only the plain fields are sent, never a recipient or HTML: the server builds the mail itself.
 * Throws SendEmailError ('Failed to send email', SPEC §8) on any failure, with the cause attached and the
 * server's reason, when it gave one, in `reason`.
 */
export async function sendSupportEmail({ subject, name, email, company, message }: SupportEmailRequest): Promise<void> {
  const body: SupportEmailRequest = { subject, name, email, ...(company ? { company } : {}), message };
  try {
    await apiRequest('/sendSupportEmail', { method: 'POST', body });
  } catch (cause) {
    throw new SendEmailError(cause instanceof ApiError ? cause.reason : undefined, { cause });
  }
}

/**
 * Tells support that a new user signed up for early access (SPEC §7 call 1b). The server reads the e-mail from
 * the verified ID token, never from the body. Callers ignore its failure (SPEC §7), so it simply rejects.
 */
export async function notifyEarlyAccessSignup(idToken: string): Promise<void> {
  const body: EarlyAccessNotification = { kind: 'early-access' };
  await apiRequest('/sendSupportEmail', { method: 'POST', body, token: idToken });
}
