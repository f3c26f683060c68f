import type { Fields, Value } from './values.ts';

/**
 * Storage sizes as Firestore documents them ("Storage size calculations"): it limits a document to
 * 1 MiB, and our rules limit saved CVs by the same measure.
 */

/** Firestore's maximum document size: 1 MiB. */
export const MAX_DOCUMENT_BYTES = 1_048_576;

/** A string costs its UTF-8 bytes plus one. */
const stringSize = (text: string): number => Buffer.byteLength(text, 'utf8') + 1;

/** A document name costs each collection id and document id, plus 16. */
export function nameSize(path: string): number {
  return path.split('/').reduce((sum, segment) => sum + stringSize(segment), 16);
}

export function valueSize(value: Value): number {
  if (value.nullValue !== undefined || value.booleanValue !== undefined) return 1;
  if (value.integerValue !== undefined || value.doubleValue !== undefined || value.timestampValue !== undefined) return 8;
  if (value.stringValue !== undefined) return stringSize(value.stringValue);
  if (value.bytesValue !== undefined) return Buffer.byteLength(value.bytesValue, 'base64');
  if (value.referenceValue !== undefined) return nameSize(value.referenceValue.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, ''));
  if (value.geoPointValue !== undefined) return 16;
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).reduce((sum, item) => sum + valueSize(item), 0);
  return fieldsSize(value.mapValue?.fields ?? {});
}

export function fieldsSize(fields: Fields): number {
  return Object.entries(fields).reduce((sum, [name, value]) => sum + stringSize(name) + valueSize(value), 0);
}

/** A document costs its name, its fields and 32 bytes. `path` is relative to the documents root. */
export function documentSize(path: string, fields: Fields): number {
  return nameSize(path) + fieldsSize(fields) + 32;
}
