import { z } from 'zod';
import { EMAIL_ADDRESS_PATTERN } from '../../email.ts';
import { SUPPORT_EMAIL_LIMITS as max } from './support-limits.ts';

const text = (limit: number) => z.string().trim().min(1).max(limit);

/**
 * Body of POST /sendSupportEmail (SPEC §7 call 1), shared by the contact dialog and the server handler.
 * Plain fields only: the server never relays a client-chosen recipient or client HTML (SECURITY.md); it sends
 * to the configured support address and builds the mail from these fields itself. Unknown keys are dropped.
 */
export const supportEmailRequestSchema = z.object({
  /** Caller's label plus the sender's name, e.g. "Pricing Inquiry - Ada". */
  subject: text(max.subject),
  /** Sender's name. */
  name: text(max.name),
  /** Sender's address, where the reply goes. */
  email: z.string().trim().max(max.email).pipe(z.email({ pattern: EMAIL_ADDRESS_PATTERN })),
  /** Sender's company; optional (SPEC §5). */
  company: z.string().trim().max(max.company).optional(),
  /** The message itself, plain text. */
  message: text(max.message),
});

/** A validated support e-mail request. */
export type SupportEmailRequest = z.infer<typeof supportEmailRequestSchema>;

/**
 * Body of POST /sendSupportEmail for the early-access sign-up notification (SPEC §7 call 1b). It carries no
 * address: the server takes the new user's e-mail from the verified ID token in the Authorization header, so
 * nobody can make the support inbox announce someone else. Other keys (an `email` above all) are dropped.
 */
export const earlyAccessNotificationSchema = z.object({
  kind: z.literal('early-access'),
});

/** A validated early-access notification request. */
export type EarlyAccessNotification = z.infer<typeof earlyAccessNotificationSchema>;
