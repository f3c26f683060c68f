import { z } from 'zod';
import { SUPPORT_EMAIL_LIMITS } from '../../lib/api/schemas/support-limits.ts';
import { earlyAccessNotificationSchema, supportEmailRequestSchema, type SupportEmailRequest } from '../../lib/api/schemas/support.ts';
import type { WelcomeRecords } from '../account/welcome-records.ts';
import { ANONYMOUS_SIGN_IN, type TokenVerifier } from '../auth/verify-id-token.ts';
import type { ServerConfig } from '../config.ts';
import { DAY_MS, HOUR_MS } from '../durations.ts';
import { buildEarlyAccessMessage } from '../email/build-early-access-message.ts';
import { buildSupportMessage } from '../email/build-support-message.ts';
import type { MailMessage, MailTransport } from '../email/transport.ts';
import { allowMethods, HttpError, readJson, success, withErrors, type Handler } from '../http.ts';
import { addressRule, RATE_LIMITED_MESSAGE, rateLimit, type RateLimitRule, type RateLimitStore } from '../rate-limit.ts';

/** Plenty for the largest valid form (about 5.6 kB of text, more if every character needs \u escaping). */
export const SUPPORT_EMAIL_MAX_BODY_BYTES = 16 * 1024;

/** SECURITY.md §4: 5 messages an hour per client address, 3 per signed-in user. */
export const SUPPORT_EMAIL_RATE_LIMITS = {
  perIp: { limit: 5, windowMs: HOUR_MS },
  perUid: { limit: 3, windowMs: HOUR_MS },
} as const;

/**
 * Issue 15: one early-access notice per address a day, whichever account asks, so deleting and re-creating
 * accounts for one address cannot flood support (each account itself gets one notice ever: WelcomeRecords).
 */
export const EARLY_ACCESS_ADDRESS_WINDOW_MS = DAY_MS;

export const FOREIGN_RECIPIENT_MESSAGE = 'Messages can only be sent to our support team.';
const HTML_REFUSED_MESSAGE = 'Messages are sent as plain text: HTML is not accepted.';
const UNKNOWN_FIELD_MESSAGE = 'This request has fields we do not accept.';
const TOO_LARGE_MESSAGE = `This message is too long. Please keep it under ${SUPPORT_EMAIL_LIMITS.message} characters.`;
const MAIL_UNAVAILABLE_MESSAGE = 'Our e-mail service is not answering. Please try again in a minute.';
export const MAIL_CAP_MESSAGE = 'We are receiving too many messages right now. Please try again in an hour.';
/** One counter for every mail the route sends, contact messages and notices alike. */
export const OUTGOING_MAIL_KEY = 'support-email:all';
const SIGN_IN_MESSAGE = 'Please sign in again.';
const EMAIL_ACCOUNT_MESSAGE = 'Please sign in with an e-mail account first.';
export const VERIFY_EMAIL_FIRST_MESSAGE = 'Please verify your e-mail address first.';

/** The shared contact schema, but strict: the server refuses fields the client has no business sending. */
const fieldsSchema = z.strictObject(supportEmailRequestSchema.shape);

export interface SendSupportEmailDeps {
  config: Pick<ServerConfig, 'supportEmail' | 'mailFrom'>;
  transport: MailTransport;
  limiter: RateLimitStore;
  /** Mails sent in any hour across every instance (SUPPORT_MAIL_HOURLY_CAP); past it every send is 429. */
  mailHourlyCap?: number;
  /**
   * The caller's uid when the request carries a valid Firebase ID token, else undefined (uidFromToken): a signed-in
   * sender is also limited per uid. Without it only the per-address limit applies.
   */
  uidOf?: (request: Request) => Promise<string | undefined>;
  /**
   * Checks the Authorization header of early-access notices (`{kind: 'early-access'}`), which must carry the new
   * user's ID token: the announced address is the token's. Without a verifier every such notice is 401.
   */
  verifier?: Pick<TokenVerifier, 'verify'>;
  /**
   * The once-per-account markers of early-access notices and the user counter (server-side Firestore). Needed
   * with the verifier: without either every notice is 401.
   */
  welcome?: WelcomeRecords;
  /** The clock for the notice's sign-up time. */
  now?: () => Date;
  /** Gets one line per request with the outcome code only, never any content. */
  log?: (line: string) => void;
}

/** The JSON object in the body; an oversized body is refused before it is buffered, with a message about the form. */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readJson(request, z.looseObject({}), SUPPORT_EMAIL_MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError && error.code === 'PAYLOAD_TOO_LARGE') throw new HttpError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
    throw error;
  }
}

/**
 * Checks the JSON body: a recipient other than the support address and client HTML are refused outright (the
 * server never relays), then the contact fields must match the strict schema. Errors name the field, never its value.
 */
function parseSupportRequest(body: Record<string, unknown>, supportEmail: string): SupportEmailRequest {
  const { to, html, ...fields } = body;
  if (to !== undefined && (typeof to !== 'string' || to.trim().toLowerCase() !== supportEmail.toLowerCase())) {
    throw new HttpError(400, 'INVALID_REQUEST', FOREIGN_RECIPIENT_MESSAGE);
  }
  if (html !== undefined) throw new HttpError(400, 'INVALID_REQUEST', HTML_REFUSED_MESSAGE);

  const result = fieldsSchema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') throw new HttpError(400, 'INVALID_REQUEST', UNKNOWN_FIELD_MESSAGE);
  const field = issue.path.join('.');
  const message = /received undefined/.test(issue.message)
    ? `Please fill in the ${field} field.`
    : `Please check the ${field} field: ${issue.message.toLowerCase()}.`;
  throw new HttpError(400, 'INVALID_REQUEST', message.slice(0, 160));
}

/**
 * A `uidOf` seam built on a token verifier: the uid of a valid Bearer ID token, else undefined (a contact
 * message needs no sign-in, so a missing or bad token only means no per-uid limit).
 */
export function uidFromToken(verifier: Pick<TokenVerifier, 'verify'>): (request: Request) => Promise<string | undefined> {
  return async (request) => {
    const header = request.headers.get('authorization');
    if (!header) return undefined;
    return verifier.verify(header).then(
      (caller) => caller.uid,
      () => undefined,
    );
  };
}

/** A mail to send, and what to put back when it cannot be sent (an early-access notice's claim). */
interface Outgoing {
  message: MailMessage;
  undo?: () => Promise<void>;
}

/** Awaits `step`; when it fails, runs `undo` (gives back an early-access notice's claim) and rethrows. */
async function orUndo<T>(step: Promise<T>, undo?: () => Promise<void>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    await undo?.();
    throw error;
  }
}

/** The body asks for the early-access notice rather than a contact message. */
function isEarlyAccess(body: Record<string, unknown>): boolean {
  return body.kind === 'early-access';
}

/** A code safe to log: the library's error code or error name, never its message (which can quote the mail). */
function failureCode(error: unknown): string {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,40}$/.test(code)) return code;
  if (typeof name === 'string' && /^[A-Za-z]{1,40}$/.test(name)) return name;
  return 'error';
}

/**
 * POST /sendSupportEmail (SPEC §7 call 1): validates the contact fields, rate-limits the caller, builds the mail
 * itself and sends it to the configured support address only. 200 {sent: true} once the transport accepted it.
 * `{kind: 'early-access'}` with a Bearer ID token sends the early-access sign-up notice instead.
 */
export function createSendSupportEmailHandler({
  config,
  transport,
  limiter,
  mailHourlyCap,
  uidOf,
  verifier,
  welcome,
  now = () => new Date(),
  log = console.info,
}: SendSupportEmailDeps): Handler {
  const perUid = (uid: string): RateLimitRule => ({ key: `support-email:uid:${uid}`, ...SUPPORT_EMAIL_RATE_LIMITS.perUid });

  /** A contact message: valid fields, then the per-IP limit (and per-uid when signed in). */
  async function contactMessage(request: Request, body: Record<string, unknown>, clientIp: string): Promise<MailMessage> {
    const fields = parseSupportRequest(body, config.supportEmail);
    // Counted only once the request is valid, so a sender fixing a typo does not use up their messages.
    const uid = await uidOf?.(request);
    const rules: RateLimitRule[] = [addressRule('support-email', SUPPORT_EMAIL_RATE_LIMITS.perIp, clientIp)];
    if (uid) rules.push(perUid(uid));
    await rateLimit(limiter, rules);
    return buildSupportMessage(fields, config);
  }

  /**
   * The early-access notice (SPEC §7 call 1b) and the new account's +1 on the user counter: only for a caller
   * proven by an ID token of an account whose address is verified (or a Google sign-in), announcing that address
   * (any address in the body is ignored). Counted once per account, the notice sent once per account ever and
   * once a day per address (issue 15); null when this account's notice went before. No per-IP limit here:
   * sign-ups are already throttled by the identity provider, and a shared office address must not lose notices.
   */
  async function earlyAccessNotice(request: Request, body: Record<string, unknown>): Promise<Outgoing | null> {
    if (!verifier || !welcome) throw new HttpError(401, 'AUTH_REQUIRED', SIGN_IN_MESSAGE);
    const caller = await verifier.verify(request.headers.get('authorization'));
    if (!caller.email || caller.signInProvider === ANONYMOUS_SIGN_IN) throw new HttpError(401, 'AUTH_REQUIRED', EMAIL_ACCOUNT_MESSAGE);
    // Anyone may register someone else's address; only its owner can verify it (Google verifies its own).
    if (!caller.emailVerified && caller.signInProvider !== 'google.com') throw new HttpError(403, 'EMAIL_NOT_VERIFIED', VERIFY_EMAIL_FIRST_MESSAGE);
    earlyAccessNotificationSchema.parse(body);
    await rateLimit(limiter, [perUid(caller.uid)]);
    await welcome.countUser(caller.uid);
    if (!(await welcome.claimNotice(caller.uid))) return null;
    const releaseNotice = () => welcome.releaseNotice(caller.uid);
    const address = caller.email.toLowerCase();
    const signedUpAt = now();
    const waitMs = await orUndo(welcome.claimAddress(address, signedUpAt.getTime(), EARLY_ACCESS_ADDRESS_WINDOW_MS), releaseNotice);
    if (waitMs > 0) {
      await releaseNotice();
      throw new HttpError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, { 'Retry-After': String(Math.ceil(waitMs / 1000)) });
    }
    const undo = async () => {
      await Promise.all([releaseNotice(), welcome.releaseAddress(address)]);
    };
    return { message: buildEarlyAccessMessage(caller.email, signedUpAt, config), undo };
  }

  /** The global cap, counted last so that refused requests do not use it up; reaching it is logged for the operator. */
  async function withinMailCap(): Promise<void> {
    if (mailHourlyCap === undefined) return;
    const { allowed, retryAfterSeconds } = await limiter.hit(OUTGOING_MAIL_KEY, mailHourlyCap, HOUR_MS);
    if (allowed) return;
    log(`sendSupportEmail: the hourly cap of ${mailHourlyCap} mails is reached`);
    throw new HttpError(429, 'RATE_LIMITED', MAIL_CAP_MESSAGE, { 'Retry-After': String(Math.max(1, retryAfterSeconds)) });
  }

  const send: Handler = async (request, { clientIp }) => {
    const body = await readBody(request);
    const outgoing = isEarlyAccess(body) ? await earlyAccessNotice(request, body) : { message: await contactMessage(request, body, clientIp) };
    if (!outgoing) {
      log('sendSupportEmail: already sent');
      return success({ sent: false });
    }
    await orUndo(withinMailCap(), outgoing.undo);

    try {
      await transport.send(outgoing.message);
    } catch (error) {
      await outgoing.undo?.().catch(() => undefined);
      log(`sendSupportEmail: UPSTREAM_UNAVAILABLE (${failureCode(error)})`);
      throw new HttpError(503, 'UPSTREAM_UNAVAILABLE', MAIL_UNAVAILABLE_MESSAGE, { 'Retry-After': '60' });
    }
    log('sendSupportEmail: sent');
    return success({ sent: true });
  };

  const logRefusals: Handler = async (request, context) => {
    try {
      return await send(request, context);
    } catch (error) {
      if (error instanceof HttpError && error.code !== 'UPSTREAM_UNAVAILABLE') log(`sendSupportEmail: ${error.code}`);
      throw error;
    }
  };

  return withErrors(allowMethods(['POST'], logRefusals), log);
}
