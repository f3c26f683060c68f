/**
 * A circuit breaker for one dependency (SECURITY.md §4, LLM circuit breaker): after `failureThreshold` failures
 * within `windowMs` it opens and callers fail fast; after `openMs` it lets one trial call through (half-open);
 * that call's success closes it, its failure opens it again.
 */

export interface CircuitBreakerOptions {
  /** Failures within the window that open the breaker. Default 5. */
  failureThreshold?: number;
  /** Window the failures are counted in. Default 60 s. */
  windowMs?: number;
  /** How long it stays open before a trial call. Default 30 s. */
  openMs?: number;
  now?: () => number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreaker {
  /** True when a call may go ahead now; in half-open state only one trial call at a time is let through. */
  tryPass(): boolean;
  recordSuccess(): void;
  recordFailure(): void;
  state(): CircuitState;
}

export function createCircuitBreaker({
  failureThreshold = 5,
  windowMs = 60_000,
  openMs = 30_000,
  now = Date.now,
}: CircuitBreakerOptions = {}): CircuitBreaker {
  let failures: number[] = [];
  let openedAt: number | null = null;
  let trialInFlight = false;

  const state = (): CircuitState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= openMs ? 'half-open' : 'open';
  };

  return {
    tryPass() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    recordSuccess() {
      failures = [];
      openedAt = null;
      trialInFlight = false;
    },
    recordFailure() {
      const at = now();
      if (openedAt !== null) {
        // A failed trial (or a call that started before the breaker opened): stay open for another period.
        openedAt = at;
        trialInFlight = false;
        return;
      }
      failures = failures.filter((time) => time > at - windowMs);
      failures.push(at);
      if (failures.length >= failureThreshold) {
        openedAt = at;
        failures = [];
      }
    },
    state,
  };
}
