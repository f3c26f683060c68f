import { allowMethods, success, withErrors, type Handler } from '../http.ts';

/** GET /api/health: answers at once, so monitors (and tests) can tell the API is up. */
export const healthHandler: Handler = withErrors(allowMethods(['GET'], async () => success({ ok: true, time: new Date().toISOString() })));

/** The health route's handler; it needs none of the shared pieces. */
export const createHealthHandler = () => healthHandler;
