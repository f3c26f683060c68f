/**
 * Whether two CV values hold the same content. CV edits (lib/cv/edit) copy only the path they change and keep
 * every other branch by identity, so the identity check first makes this walk only the edited path: cheap
 * enough to run on every keystroke, and it still sees that typing a letter and deleting it changed nothing.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(b).length) return false;
  const aRecord = a as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && sameContent(aRecord[key], bRecord[key]));
}
