import { invalidArgument } from './errors.ts';

/**
 * A Firestore value in the REST/JSON encoding: exactly one of these keys is set. Integers travel as decimal
 * strings (int64), doubles as numbers or 'NaN' / 'Infinity' / '-Infinity', timestamps as RFC 3339 strings,
 * bytes as base64.
 */
export interface Value {
  nullValue?: 'NULL_VALUE';
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: Value[] };
  mapValue?: { fields?: Fields };
}

/** A document's (or a map's) fields by name. */
export type Fields = Record<string, Value>;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Checks a value from a request and returns it in canonical form. firebase-admin's REST transport sends
 * enums as numbers (`nullValue: 0`) and may send integers as numbers; both become the string forms.
 */
export function normalizeValue(raw: unknown): Value {
  if (!isObject(raw)) throw invalidArgument('Invalid value: expected an object.');
  const keys = Object.keys(raw);
  if (keys.length !== 1) throw invalidArgument('Invalid value: exactly one value type must be set.');
  const kind = keys[0]!;
  const inner = raw[kind];
  switch (kind) {
    case 'nullValue':
      return { nullValue: 'NULL_VALUE' };
    case 'booleanValue':
      if (typeof inner !== 'boolean') break;
      return { booleanValue: inner };
    case 'integerValue':
      return { integerValue: parseInteger(inner).toString() };
    case 'doubleValue':
      if (typeof inner === 'number' || inner === 'NaN' || inner === 'Infinity' || inner === '-Infinity') return { doubleValue: inner };
      if (typeof inner === 'string' && inner.trim() !== '' && Number.isFinite(Number(inner))) return { doubleValue: Number(inner) };
      break;
    case 'timestampValue':
      if (typeof inner !== 'string' || !TIMESTAMP.test(inner)) break;
      return { timestampValue: inner };
    case 'stringValue':
      if (typeof inner !== 'string') break;
      return { stringValue: inner };
    case 'bytesValue':
      if (typeof inner !== 'string') break;
      return { bytesValue: inner };
    case 'referenceValue':
      if (typeof inner !== 'string') break;
      return { referenceValue: inner };
    case 'geoPointValue':
      if (!isObject(inner)) break;
      return { geoPointValue: { latitude: Number(inner.latitude ?? 0), longitude: Number(inner.longitude ?? 0) } };
    case 'arrayValue': {
      if (!isObject(inner)) break;
      const values = inner.values ?? [];
      if (!Array.isArray(values)) break;
      return { arrayValue: { values: values.map(normalizeValue) } };
    }
    case 'mapValue':
      if (!isObject(inner)) break;
      return { mapValue: { fields: normalizeFields(inner.fields ?? {}) } };
  }
  throw invalidArgument(`Invalid value for ${kind}.`);
}

/** Checks a fields object from a request (`document.fields`, `mapValue.fields`). */
export function normalizeFields(raw: unknown): Fields {
  if (!isObject(raw)) throw invalidArgument('Invalid fields: expected an object.');
  const fields: Fields = {};
  for (const [name, value] of Object.entries(raw)) fields[name] = normalizeValue(value);
  return fields;
}

function parseInteger(raw: unknown): bigint {
  if ((typeof raw === 'number' && Number.isInteger(raw)) || (typeof raw === 'string' && /^-?\d+$/.test(raw))) {
    const value = BigInt(raw);
    if (value >= INT64_MIN && value <= INT64_MAX) return value;
  }
  throw invalidArgument('Invalid value for integerValue.');
}

/** Integer arithmetic saturates at the int64 bounds, as Firestore's increment does. */
export function clampInt64(value: bigint): bigint {
  return value < INT64_MIN ? INT64_MIN : value > INT64_MAX ? INT64_MAX : value;
}

export const isNumber = (value: Value | undefined): boolean =>
  value !== undefined && (value.integerValue !== undefined || value.doubleValue !== undefined);

/** The numeric value of an integerValue or doubleValue (NaN for anything else). */
export function toNumber(value: Value): number {
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  return Number.NaN;
}

/** Nanoseconds since the epoch of an RFC 3339 timestamp (any precision, any offset). */
export function timestampNanos(timestamp: string): bigint {
  const match = TIMESTAMP.exec(timestamp);
  if (!match) throw invalidArgument(`Invalid timestamp: ${timestamp}`);
  const millis = Date.parse(`${match[1]}${match[3]}`);
  if (Number.isNaN(millis)) throw invalidArgument(`Invalid timestamp: ${timestamp}`);
  return BigInt(millis) * 1_000_000n + BigInt((match[2] ?? '').padEnd(9, '0'));
}

/** True when the two timestamps name the same instant, whatever their precision or offset. */
export const sameInstant = (a: string, b: string): boolean => timestampNanos(a) === timestampNanos(b);
