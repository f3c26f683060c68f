import { invalidArgument } from './errors.ts';
import { getField, parseFieldPath } from './field-path.ts';
import { enumName, firstInequalityField, matchesFilter, type FieldReader, type Filter } from './query-filter.ts';
import type { DocumentStore, StoredDocument } from './store.ts';
import { compareValues } from './value-order.ts';
import { normalizeValue, type Value } from './values.ts';

/** The parts of a structured query the SDKs send for this app (and a little more). */
export interface StructuredQuery {
  select?: { fields?: Array<{ fieldPath: string }> };
  from?: Array<{ collectionId?: string; allDescendants?: boolean }>;
  where?: Filter;
  orderBy?: Array<{ field: { fieldPath: string }; direction?: string | number }>;
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  /** A plain number in JSON; tolerated as `{value}` too. */
  limit?: number | { value?: number };
}

interface Cursor {
  values?: unknown[];
  before?: boolean;
}

interface Order {
  fieldPath: string;
  direction: 1 | -1;
}

const DIRECTIONS = ['', 'ASCENDING', 'DESCENDING'];

/**
 * Runs a query under `parentPath` ('' for the root, or a document path) and returns the matching documents
 * in order: filters, then order (explicit, else by the first inequality field; always ending with the
 * document name), cursors, offset and limit. Documents lacking an ordered field are left out, as in Firestore.
 */
export function runStructuredQuery(
  store: DocumentStore,
  parentPath: string,
  query: StructuredQuery,
  fullName: (path: string) => string,
): Array<[string, StoredDocument]> {
  const orders = ordersOf(query);
  const readerOf = (path: string, document: StoredDocument): FieldReader => (fieldPath) =>
    fieldPath === '__name__' ? { referenceValue: fullName(path) } : getField(document.fields, parseFieldPath(fieldPath));

  let rows = store
    .all()
    .filter(([path]) => inScope(path, parentPath, query.from ?? []))
    .map(([path, document]) => ({ path, document, read: readerOf(path, document) }))
    .filter(({ read }) => orders.every((order) => read(order.fieldPath) !== undefined))
    .filter(({ read }) => !query.where || matchesFilter(query.where, read));

  const compareRows = (a: FieldReader, b: FieldReader) => {
    for (const { fieldPath, direction } of orders) {
      const order = compareValues(a(fieldPath)!, b(fieldPath)!) * direction;
      if (order !== 0) return order;
    }
    return 0;
  };
  rows.sort((a, b) => compareRows(a.read, b.read));

  if (query.startAt) rows = rows.filter(({ read }) => passesCursor(read, orders, query.startAt!, 'start'));
  if (query.endAt) rows = rows.filter(({ read }) => passesCursor(read, orders, query.endAt!, 'end'));
  const limit = typeof query.limit === 'object' ? query.limit.value : query.limit;
  const offset = Number(query.offset ?? 0);
  rows = rows.slice(offset, limit === undefined ? undefined : offset + Number(limit));
  return rows.map(({ path, document }) => [path, document]);
}

/** Whether a stored path is a document the query's `from` selects under the parent. */
function inScope(path: string, parentPath: string, from: NonNullable<StructuredQuery['from']>): boolean {
  const prefix = parentPath === '' ? '' : `${parentPath}/`;
  if (!path.startsWith(prefix)) return false;
  const rest = path.slice(prefix.length).split('/');
  const collectionId = rest[rest.length - 2];
  return from.some((selector) =>
    selector.allDescendants
      ? selector.collectionId === undefined || selector.collectionId === collectionId
      : rest.length === 2 && selector.collectionId === collectionId,
  );
}

function ordersOf(query: StructuredQuery): Order[] {
  const orders: Order[] = (query.orderBy ?? []).map((order) => ({
    fieldPath: order.field.fieldPath,
    direction: enumName(order.direction, DIRECTIONS) === 'DESCENDING' ? -1 : 1,
  }));
  const inequality = firstInequalityField(query.where);
  if (orders.length === 0 && inequality) orders.push({ fieldPath: inequality, direction: 1 });
  if (!orders.some((order) => order.fieldPath === '__name__')) {
    orders.push({ fieldPath: '__name__', direction: orders[orders.length - 1]?.direction ?? 1 });
  }
  return orders;
}

/** startAt (before: true) / startAfter, endBefore (before: true) / endAt, compared on the ordered fields. */
function passesCursor(read: FieldReader, orders: Order[], cursor: Cursor, edge: 'start' | 'end'): boolean {
  const values: Value[] = (cursor.values ?? []).map(normalizeValue);
  if (values.length > orders.length) throw invalidArgument('Too many cursor values for the query order.');
  let order = 0;
  for (let i = 0; i < values.length && order === 0; i++) order = compareValues(read(orders[i]!.fieldPath)!, values[i]!) * orders[i]!.direction;
  if (edge === 'start') return cursor.before ? order >= 0 : order > 0;
  return cursor.before ? order < 0 : order <= 0;
}

/** The field paths of a query's select, or undefined when it returns whole documents. */
export function selectedPaths(query: StructuredQuery): string[][] | undefined {
  const fields = query.select?.fields;
  if (!fields) return undefined;
  return fields.filter((field) => field.fieldPath !== '__name__').map((field) => parseFieldPath(field.fieldPath));
}
