import { loadServerConfig } from '../config.ts';
import { refuseEmulatorsInProduction } from '../deployment.ts';
import { accountDataFromConfig } from './firebase-account-data.ts';
import { describeAccountSweep, sweepDeletedAccounts, type AccountSweepResult } from './sweep-deleted-accounts.ts';

/**
 * One account sweep over the Firebase project the environment configures, with one log line saying what it did.
 * Like every route, it refuses to run with an emulator variable set in production (deployment.ts).
 */
export async function sweepDeletedAccountsFromEnv(
  log: (line: string) => void = console.info,
  env: Record<string, string | undefined> = process.env,
): Promise<AccountSweepResult> {
  const config = loadServerConfig(env);
  refuseEmulatorsInProduction(env, config.firebase.projectId);
  const result = await sweepDeletedAccounts(accountDataFromConfig(config), log);
  log(describeAccountSweep(result));
  return result;
}
