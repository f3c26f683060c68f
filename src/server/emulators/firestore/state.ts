import type { Clock } from './clock.ts';
import type { Names } from './names.ts';
import type { DocumentStore } from './store.ts';
import type { TransactionRegistry } from './transactions.ts';

/** What every emulator operation works on. */
export interface EmulatorState {
  store: DocumentStore;
  names: Names;
  clock: Clock;
  transactions: TransactionRegistry;
}
