import { allowMethods, success, withErrors, type Handler } from '../http.ts';

/** GET /api/health: answers at once, so monitors (and tests) can tell the API is up. */
export const healthHandler: Handler = withErrors(allowMethods(['GET'], async () => success({ ok: true, time: new Date().toISOString() })));
