import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while React hydrates it, true afterwards (and on any later mount). Islands use
 * it to render the server's markup first:
 * - the auth form keeps its buttons disabled until then, so an early press cannot submit the form as a plain GET
 *   that would put the password in the address bar;
 * - the session controls show nothing until then. A store another island filled before this one hydrated would
 *   otherwise make the first client render differ from the server's (React error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
