import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while React hydrates it, true afterwards (and on any later mount). The
 * server-rendered form keeps its buttons disabled until then, so an early press cannot submit the form as a
 * plain GET that would put the password in the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
