import { DocumentReference, GeoPoint, Timestamp } from './firestore-api.ts';
import type { ExportedValue } from '../../lib/api/schemas/account.ts';

/**
 * A value read by firebase-admin Firestore as plain JSON: timestamps become ISO 8601 strings, references
 * their document path, geo points {latitude, longitude}, bytes base64; maps and arrays are converted
 * field by field. Whatever else could appear (NaN, Infinity) becomes null, as JSON.stringify would write it.
 */
export function firestoreToJson(value: unknown): ExportedValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) return value.map(firestoreToJson);
  if (typeof value === 'object') return fieldsToJson(value as Record<string, unknown>);
  return null;
}

/** A document's fields as plain JSON (see firestoreToJson). */
export function fieldsToJson(fields: Record<string, unknown>): { [key: string]: ExportedValue } {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, firestoreToJson(value)]));
}
