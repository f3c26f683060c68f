/** Ease-out cubic: fast at first, settling gently on the final number. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * The whole number a counter shows `progress` of the way (0 to 1, clamped) through counting from `from` to `to`.
 */
export function countUpValue(from: number, to: number, progress: number): number {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 1));
  return Math.round(from + (to - from) * easeOutCubic(clamped));
}
