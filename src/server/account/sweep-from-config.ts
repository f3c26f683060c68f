import { loadServerConfig } from '../config.ts';
import { accountDataFromConfig } from './firebase-account-data.ts';
import { describeAccountSweep, sweepDeletedAccounts, type AccountSweepResult } from './sweep-deleted-accounts.ts';

/** One account sweep over the Firebase project the environment configures, with one log line saying what it did. */
export async function sweepDeletedAccountsFromEnv(log: (line: string) => void = console.info): Promise<AccountSweepResult> {
  const result = await sweepDeletedAccounts(accountDataFromConfig(loadServerConfig()), log);
  log(describeAccountSweep(result));
  return result;
}
