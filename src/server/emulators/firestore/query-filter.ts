import { invalidArgument } from './errors.ts';
import { compareValues, typeOrder, valuesEqual } from './value-order.ts';
import { normalizeValue, type Value } from './values.ts';

/** A structured query's `where` (field, composite or unary filter). Enums come as names, or as numbers from firebase-admin. */
export interface Filter {
  fieldFilter?: { field: { fieldPath: string }; op: string | number; value: unknown };
  compositeFilter?: { op: string | number; filters: Filter[] };
  unaryFilter?: { field: { fieldPath: string }; op: string | number };
}

/** Reads a field of a document being filtered or ordered (`__name__` is its full name as a reference). */
export type FieldReader = (fieldPath: string) => Value | undefined;

const FIELD_OPERATORS = ['', 'LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'EQUAL', 'NOT_EQUAL', 'ARRAY_CONTAINS', 'IN', 'ARRAY_CONTAINS_ANY', 'NOT_IN'];
const UNARY_OPERATORS = ['', '', 'IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL'];
const COMPOSITE_OPERATORS = ['', 'AND', 'OR'];
const INEQUALITIES = ['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'NOT_EQUAL', 'NOT_IN'];

/** An enum as its name, whichever way it was sent. */
export const enumName = (value: string | number | undefined, names: string[]): string | undefined =>
  typeof value === 'number' ? names[value] : value;

const isNaNValue = (value: Value) => value.doubleValue === 'NaN' || (typeof value.doubleValue === 'number' && Number.isNaN(value.doubleValue));
const listOf = (operand: Value): Value[] => operand.arrayValue?.values ?? [];

function matchesField(actual: Value | undefined, op: string | undefined, operand: Value): boolean {
  if (actual === undefined) return false;
  switch (op) {
    case 'EQUAL':
      return valuesEqual(actual, operand);
    case 'NOT_EQUAL':
      return actual.nullValue === undefined && !valuesEqual(actual, operand);
    case 'LESS_THAN':
      return typeOrder(actual) === typeOrder(operand) && compareValues(actual, operand) < 0;
    case 'LESS_THAN_OR_EQUAL':
      return typeOrder(actual) === typeOrder(operand) && compareValues(actual, operand) <= 0;
    case 'GREATER_THAN':
      return typeOrder(actual) === typeOrder(operand) && compareValues(actual, operand) > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return typeOrder(actual) === typeOrder(operand) && compareValues(actual, operand) >= 0;
    case 'ARRAY_CONTAINS':
      return (actual.arrayValue?.values ?? []).some((element) => valuesEqual(element, operand));
    case 'IN':
      return listOf(operand).some((candidate) => valuesEqual(actual, candidate));
    case 'ARRAY_CONTAINS_ANY':
      return (actual.arrayValue?.values ?? []).some((element) => listOf(operand).some((candidate) => valuesEqual(element, candidate)));
    case 'NOT_IN':
      return actual.nullValue === undefined && !listOf(operand).some((candidate) => valuesEqual(actual, candidate));
  }
  throw invalidArgument(`Unsupported filter operator: ${String(op)}`);
}

function matchesUnary(actual: Value | undefined, op: string | undefined): boolean {
  switch (op) {
    case 'IS_NAN':
      return actual !== undefined && isNaNValue(actual);
    case 'IS_NULL':
      return actual?.nullValue !== undefined;
    case 'IS_NOT_NAN':
      return actual !== undefined && actual.nullValue === undefined && !isNaNValue(actual);
    case 'IS_NOT_NULL':
      return actual !== undefined && actual.nullValue === undefined;
  }
  throw invalidArgument(`Unsupported filter operator: ${String(op)}`);
}

/** True when a document (seen through `read`) passes the filter. */
export function matchesFilter(filter: Filter, read: FieldReader): boolean {
  if (filter.fieldFilter) {
    const { field, op, value } = filter.fieldFilter;
    return matchesField(read(field.fieldPath), enumName(op, FIELD_OPERATORS), normalizeValue(value));
  }
  if (filter.unaryFilter) return matchesUnary(read(filter.unaryFilter.field.fieldPath), enumName(filter.unaryFilter.op, UNARY_OPERATORS));
  if (filter.compositeFilter) {
    const op = enumName(filter.compositeFilter.op, COMPOSITE_OPERATORS);
    const results = (filter.compositeFilter.filters ?? []).map((child) => matchesFilter(child, read));
    return op === 'OR' ? results.some(Boolean) : results.every(Boolean);
  }
  throw invalidArgument('Unsupported filter.');
}

/** The first field with an inequality filter: Firestore orders by it when the query names no order. */
export function firstInequalityField(filter: Filter | undefined): string | undefined {
  if (!filter) return undefined;
  if (filter.fieldFilter && INEQUALITIES.includes(enumName(filter.fieldFilter.op, FIELD_OPERATORS) ?? '')) return filter.fieldFilter.field.fieldPath;
  for (const child of filter.compositeFilter?.filters ?? []) {
    const field = firstInequalityField(child);
    if (field) return field;
  }
  return undefined;
}
