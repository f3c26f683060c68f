import { vi } from 'vitest';

/**
 * A module's exports (`actual`, from a vi.mock factory's importOriginal) with the functions named in `names`
 * replaced by spies that keep the real behaviour: a test can then prove a component calls a shared rule, and
 * override one answer to show that the rule decides.
 */
export function watchedExports(actual: unknown, ...names: string[]): Record<string, unknown> {
  const watched: Record<string, unknown> = { ...(actual as Record<string, unknown>) };
  for (const name of names) watched[name] = vi.fn(watched[name] as (...args: unknown[]) => unknown);
  return watched;
}
