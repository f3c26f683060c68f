import type { Caller } from './auth-token.ts';
import { permissionDenied } from './errors.ts';
import { isAllowed, type RuleRequest } from './rules.ts';

/** Throws PERMISSION_DENIED unless the caller is the admin or the security rules allow the request. */
export function authorize(caller: Caller, request: Omit<RuleRequest, 'auth'>): void {
  if (caller.kind === 'admin') return;
  const auth = caller.kind === 'user' ? { uid: caller.uid, token: caller.token } : null;
  if (!isAllowed({ ...request, auth })) throw permissionDenied();
}
