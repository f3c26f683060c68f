/** Longest stored name; object paths are capped at 1,024 bytes and nobody needs more to recognise a CV. */
export const MAX_STORED_NAME_LENGTH = 100;

/**
 * The file name as stored (SPEC §5): every character other than an ASCII letter, digit, dot or hyphen becomes
 * one underscore (an emoji is one character, so one underscore). Names longer than MAX_STORED_NAME_LENGTH are
 * cut in the middle so the extension survives; a name with nothing left is 'file'.
 */
export function sanitiseFileName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9.-]/gu, '_');
  if (!safe) return 'file';
  if (safe.length <= MAX_STORED_NAME_LENGTH) return safe;
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
  return safe.slice(0, MAX_STORED_NAME_LENGTH - extension.length) + extension;
}
