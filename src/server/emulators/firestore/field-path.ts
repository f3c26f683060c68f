import { invalidArgument } from './errors.ts';
import type { Fields, Value } from './values.ts';

/**
 * Splits a field path as the SDKs send it (`onboarding.goals`, `` a.`b.c` ``): segments separated by dots;
 * a segment in backticks may hold any character, with `\` escaping a backtick or a backslash.
 */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  let started = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    if (quoted && char === '\\') {
      current += path[++i] ?? '';
    } else if (char === '`') {
      quoted = !quoted;
      started = true;
    } else if (char === '.' && !quoted) {
      if (!started && current === '') throw invalidArgument(`Invalid field path: ${path}`);
      segments.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (quoted || (!started && current === '')) throw invalidArgument(`Invalid field path: ${path}`);
  segments.push(current);
  return segments;
}

/** The value at a path, or undefined when any segment is missing or not a map. */
export function getField(fields: Fields, path: string[]): Value | undefined {
  let value: Value | undefined = { mapValue: { fields } };
  for (const segment of path) value = value?.mapValue?.fields?.[segment];
  return value;
}

/** Sets a value at a path in place, turning missing or non-map parents into maps. */
export function setField(fields: Fields, path: string[], value: Value): void {
  let map = fields;
  for (const segment of path.slice(0, -1)) {
    const child = map[segment];
    if (child?.mapValue === undefined) map[segment] = { mapValue: { fields: {} } };
    const next = map[segment]!.mapValue!;
    next.fields ??= {};
    map = next.fields;
  }
  map[path[path.length - 1]!] = value;
}

/** Removes the value at a path in place (nothing happens when it is absent). */
export function deleteField(fields: Fields, path: string[]): void {
  let map: Fields | undefined = fields;
  for (const segment of path.slice(0, -1)) map = map?.[segment]?.mapValue?.fields;
  if (map) delete map[path[path.length - 1]!];
}

/** Only the given paths of the fields (a read mask, or a query's select). */
export function projectFields(fields: Fields, paths: string[][]): Fields {
  const projected: Fields = {};
  for (const path of paths) {
    const value = getField(fields, path);
    if (value !== undefined) setField(projected, path, structuredClone(value));
  }
  return projected;
}
