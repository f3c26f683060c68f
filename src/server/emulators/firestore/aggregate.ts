import type { Caller } from './auth-token.ts';
import { FirestoreError } from './errors.ts';
import { getField, parseFieldPath } from './field-path.ts';
import type { StructuredQuery } from './query.ts';
import { announce, queryDocuments, transactionOf, type ReadOptions } from './reads.ts';
import type { EmulatorState } from './state.ts';
import { isNumber, toNumber, type Value } from './values.ts';

interface Aggregation {
  alias?: string;
  count?: { upTo?: number | string };
  sum?: { field: { fieldPath: string } };
  avg?: { field: { fieldPath: string } };
}

interface AggregationBody extends ReadOptions {
  structuredAggregationQuery?: { structuredQuery?: StructuredQuery; aggregations?: Aggregation[] };
}

/**
 * POST …/documents[/{document}]:runAggregationQuery: count() (getCountFromServer), sum() and average()
 * over a structured query, with the same access rules as the query itself.
 */
export function runAggregationQuery(state: EmulatorState, caller: Caller, parentName: string, body: AggregationBody) {
  const aggregation = body.structuredAggregationQuery;
  if (!aggregation?.structuredQuery) throw new FirestoreError('UNIMPLEMENTED', 'Only structured aggregation queries are supported.');
  const readTime = state.clock();
  const rows = queryDocuments(state, caller, parentName, aggregation.structuredQuery, readTime);
  const transaction = transactionOf(state, body);
  if (transaction.id) for (const [path, document] of rows) state.transactions.noteRead(transaction.id, path, document.updateTime);
  const aggregateFields: Record<string, Value> = {};
  (aggregation.aggregations ?? []).forEach((item, index) => {
    const alias = item.alias ?? `field_${index + 1}`;
    const numbers = (fieldPath: string) =>
      rows.map(([, document]) => getField(document.fields, parseFieldPath(fieldPath))).filter((value): value is Value => isNumber(value));
    if (item.count) {
      const upTo = item.count.upTo === undefined ? Infinity : Number(item.count.upTo);
      aggregateFields[alias] = { integerValue: String(Math.min(rows.length, upTo)) };
    } else if (item.sum) {
      aggregateFields[alias] = sum(numbers(item.sum.field.fieldPath));
    } else if (item.avg) {
      const values = numbers(item.avg.field.fieldPath);
      aggregateFields[alias] = values.length ? { doubleValue: values.reduce((total, value) => total + toNumber(value), 0) / values.length } : { nullValue: 'NULL_VALUE' };
    } else {
      throw new FirestoreError('UNIMPLEMENTED', 'Unsupported aggregation.');
    }
  });
  return announce([{ result: { aggregateFields }, readTime }], transaction.started, readTime);
}

/** Integers sum to an integer; any double makes the sum a double. */
function sum(values: Value[]): Value {
  if (values.every((value) => value.integerValue !== undefined)) {
    return { integerValue: values.reduce((total, value) => total + BigInt(value.integerValue!), 0n).toString() };
  }
  return { doubleValue: values.reduce((total, value) => total + toNumber(value), 0) };
}
