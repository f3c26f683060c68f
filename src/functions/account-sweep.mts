import { sweepDeletedAccountsFromEnv } from '../server/account/sweep-from-config.ts';

/**
 * Netlify scheduled function (not an API route): every hour, finishes account deletions that stopped halfway and
 * removes users/{uid} documents of accounts that no longer exist (src/server/account/sweep-deleted-accounts.ts).
 * npm start runs the same sweep locally (src/server/local/lifecycle-sweeps.ts).
 */
export default async (): Promise<Response> => {
  await sweepDeletedAccountsFromEnv();
  return new Response(null, { status: 204 });
};

export const config = { schedule: '@hourly' };
