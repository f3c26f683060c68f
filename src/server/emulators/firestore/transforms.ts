import { invalidArgument } from './errors.ts';
import { valuesEqual } from './value-order.ts';
import { clampInt64, isNumber, normalizeValue, toNumber, type Value } from './values.ts';

/** One entry of a write's `updateTransforms`. */
export interface FieldTransform {
  fieldPath: string;
  /** 'REQUEST_TIME', or 1 from firebase-admin's REST transport (enums as numbers). */
  setToServerValue?: string | number;
  increment?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  appendMissingElements?: { values?: unknown[] };
  removeAllFromArray?: { values?: unknown[] };
}

/**
 * The field's value after the transform, as Firestore computes it. `current` is the value after the write's
 * update part (undefined when absent); `requestTime` is the commit time.
 */
export function applyTransform(current: Value | undefined, transform: FieldTransform, requestTime: string): Value {
  if (transform.setToServerValue !== undefined) {
    if (transform.setToServerValue !== 'REQUEST_TIME' && transform.setToServerValue !== 1) throw invalidArgument('Unknown server value.');
    return { timestampValue: requestTime };
  }
  if (transform.increment !== undefined) return increment(current, numericOperand(transform.increment));
  if (transform.maximum !== undefined) return extreme(current, numericOperand(transform.maximum), 1);
  if (transform.minimum !== undefined) return extreme(current, numericOperand(transform.minimum), -1);
  if (transform.appendMissingElements !== undefined) {
    const values = [...(current?.arrayValue?.values ?? [])];
    for (const element of elements(transform.appendMissingElements)) if (!values.some((v) => valuesEqual(v, element))) values.push(element);
    return { arrayValue: { values } };
  }
  if (transform.removeAllFromArray !== undefined) {
    const remove = elements(transform.removeAllFromArray);
    return { arrayValue: { values: (current?.arrayValue?.values ?? []).filter((v) => !remove.some((r) => valuesEqual(v, r))) } };
  }
  throw invalidArgument(`Unsupported transform of ${transform.fieldPath}.`);
}

function numericOperand(raw: unknown): Value {
  const value = normalizeValue(raw);
  if (!isNumber(value)) throw invalidArgument('Numeric transforms need an integer or double operand.');
  return value;
}

const elements = (raw: { values?: unknown[] }): Value[] => (raw.values ?? []).map(normalizeValue);

/** Integer + integer stays an integer (saturating at int64); anything with a double is a double; a non-number becomes the operand. */
function increment(current: Value | undefined, operand: Value): Value {
  if (!current || !isNumber(current)) return operand;
  if (current.integerValue !== undefined && operand.integerValue !== undefined) {
    return { integerValue: clampInt64(BigInt(current.integerValue) + BigInt(operand.integerValue)).toString() };
  }
  return { doubleValue: toNumber(current) + toNumber(operand) };
}

/** maximum (direction 1) or minimum (-1): keeps the current number unless the operand goes further. */
function extreme(current: Value | undefined, operand: Value, direction: 1 | -1): Value {
  if (!current || !isNumber(current)) return operand;
  const difference = toNumber(operand) - toNumber(current);
  return difference * direction > 0 ? operand : current;
}
