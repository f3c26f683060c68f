/**
 * Why a model call or its answer was not used. The kind is safe to log; the message never carries model output,
 * CV text or the prompt.
 */
export type LlmFailureKind =
  /** The circuit breaker is open: no call was made. */
  | 'breaker_open'
  /** The daily call budget is spent: no call was made. */
  | 'budget_spent'
  /** An attempt ran past its deadline (per-attempt timeout or the request's budget). */
  | 'timeout'
  /** The caller gave up (the request was aborted). */
  | 'aborted'
  /** 429, 5xx or a connection error, after the allowed retry. */
  | 'unavailable'
  /** Another HTTP error (e.g. 400/401: wrong model or key); retrying cannot help. */
  | 'rejected'
  /** The answer was not JSON matching the Parsed CV schema, even after the repair attempt. */
  | 'invalid_output'
  /** The answer repeated the system prompt's canary: the CV text steered the model. */
  | 'canary';

export class LlmFailure extends Error {
  override name = 'LlmFailure';
  readonly kind: LlmFailureKind;
  /** HTTP status of the model's answer, when there was one. */
  readonly status?: number;

  constructor(kind: LlmFailureKind, status?: number) {
    super(status === undefined ? `LLM ${kind}` : `LLM ${kind} (${status})`);
    this.kind = kind;
    this.status = status;
  }
}
