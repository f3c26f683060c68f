import { createTransport } from '../email/transport.ts';
import type { Handler } from '../http.ts';
import type { RouteDeps } from '../route-deps.ts';
import { createSendSupportEmailHandler, uidFromToken } from './send-support-email.ts';

/**
 * POST /sendSupportEmail wired to the configured mail transport (SMTP, or the local outbox), with the per-user
 * limit for callers who send a valid ID token and the hourly cap on all mail (SUPPORT_MAIL_HOURLY_CAP).
 */
export function createSendSupportEmailHandlerFromConfig({ config, verifier, limiter }: RouteDeps): Handler {
  return createSendSupportEmailHandler({
    config,
    transport: createTransport(config),
    limiter,
    mailHourlyCap: config.mailHourlyCap,
    verifier,
    uidOf: uidFromToken(verifier),
  });
}
