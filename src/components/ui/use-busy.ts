import { useState } from 'react';

/**
 * `busy` is true while the action passed to `run` is under way, so a control can say it is working (and refuse
 * a second press). `run` resolves or rejects as the action does.
 */
export function useBusy(): [busy: boolean, run: (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}
