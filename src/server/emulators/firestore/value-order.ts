import { timestampNanos, toNumber, type Value } from './values.ts';

/** Firestore's order of value types: null < booleans < numbers < timestamps < strings < bytes < references < geo points < arrays < maps. */
export function typeOrder(value: Value): number {
  if (value.nullValue !== undefined) return 0;
  if (value.booleanValue !== undefined) return 1;
  if (value.integerValue !== undefined || value.doubleValue !== undefined) return 2;
  if (value.timestampValue !== undefined) return 3;
  if (value.stringValue !== undefined) return 4;
  if (value.bytesValue !== undefined) return 5;
  if (value.referenceValue !== undefined) return 6;
  if (value.geoPointValue !== undefined) return 7;
  if (value.arrayValue !== undefined) return 8;
  return 9;
}

const sign = (n: number | bigint): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** Numbers compare by value across integers and doubles; NaN sorts before every other number. */
function compareNumbers(a: Value, b: Value): number {
  if (a.integerValue !== undefined && b.integerValue !== undefined) return sign(BigInt(a.integerValue) - BigInt(b.integerValue));
  const x = toNumber(a);
  const y = toNumber(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : 1;
  return sign(x - y);
}

/** Strings order by their UTF-8 bytes, as Firestore stores them. */
const compareUtf8 = (a: string, b: string): number => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Reference and document names order segment by segment. */
export function compareNames(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const order = compareUtf8(x[i]!, y[i]!);
    if (order !== 0) return order;
  }
  return sign(x.length - y.length);
}

function compareArrays(a: Value[], b: Value[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = compareValues(a[i]!, b[i]!);
    if (order !== 0) return order;
  }
  return sign(a.length - b.length);
}

function compareMaps(a: Record<string, Value>, b: Record<string, Value>): number {
  const x = Object.keys(a).sort(compareUtf8);
  const y = Object.keys(b).sort(compareUtf8);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const order = compareUtf8(x[i]!, y[i]!) || compareValues(a[x[i]!]!, b[y[i]!]!);
    if (order !== 0) return order;
  }
  return sign(x.length - y.length);
}

/** Total order over Firestore values (negative, zero or positive), as queries and cursors use it. */
export function compareValues(a: Value, b: Value): number {
  const byType = typeOrder(a) - typeOrder(b);
  if (byType !== 0) return sign(byType);
  switch (typeOrder(a)) {
    case 0:
      return 0;
    case 1:
      return sign(Number(a.booleanValue) - Number(b.booleanValue));
    case 2:
      return compareNumbers(a, b);
    case 3:
      return sign(timestampNanos(a.timestampValue!) - timestampNanos(b.timestampValue!));
    case 4:
      return compareUtf8(a.stringValue!, b.stringValue!);
    case 5:
      return Buffer.compare(Buffer.from(a.bytesValue!, 'base64'), Buffer.from(b.bytesValue!, 'base64'));
    case 6:
      return compareNames(a.referenceValue!, b.referenceValue!);
    case 7:
      return (
        sign((a.geoPointValue!.latitude ?? 0) - (b.geoPointValue!.latitude ?? 0)) ||
        sign((a.geoPointValue!.longitude ?? 0) - (b.geoPointValue!.longitude ?? 0))
      );
    case 8:
      return compareArrays(a.arrayValue!.values ?? [], b.arrayValue!.values ?? []);
    default:
      return compareMaps(a.mapValue!.fields ?? {}, b.mapValue!.fields ?? {});
  }
}

/** Equality as Firestore's `==` sees it (1 == 1.0; the SDKs turn `== NaN` and `== null` into unary filters). */
export const valuesEqual = (a: Value, b: Value): boolean => compareValues(a, b) === 0;
