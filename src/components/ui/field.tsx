import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './field.css';

/** What a field's control needs to be linked to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  /** The most characters the control takes, when the field has a limit. */
  maxLength?: number;
}

/** A field's most characters and what to say about its length now ('' while it is far from the limit). */
export interface FieldLimit {
  maxLength: number;
  count: string;
}

export interface FieldFrameProps {
  /** The control's id; a generated one when omitted. */
  id?: string;
  label: ReactNode;
  /** The field's problem, in human words; shown under the control and linked to it. */
  error?: string;
  /** A lasting note under the control (format, what it is for), linked to it. */
  hint?: ReactNode;
  /** The tighter spacing of the header's small auth modal. */
  compact?: boolean;
  /** The control's limit: it stops at `maxLength`, and `count` shows under it, read out politely as it changes. */
  limit?: FieldLimit;
  /** Renders the control (an input, a textarea) with the props that link it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A field's length near its limit, under the control (empty otherwise). Always rendered with a limit, so that
 * screen readers announce the count politely when it first appears; link it with aria-describedby while shown.
 */
export function FieldCount({ id, count }: { id: string; count: string }) {
  return (
    <p id={id} className="ui-field__count" aria-live="polite">
      {count}
    </p>
  );
}

/** Label, any control, hint and error, linked for assistive technology; `data-invalid` styles the error state. */
export function FieldFrame({ id, label, error, hint, compact, limit, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const countId = `${controlId}-count`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', limit?.count ? countId : ''].filter(Boolean).join(' ');
  return (
    <div className={compact ? 'ui-field ui-field--compact' : 'ui-field'} data-invalid={error ? '' : undefined}>
      <label htmlFor={controlId}>{label}</label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined, maxLength: limit?.maxLength })}
      {limit && <FieldCount id={countId} count={limit.count} />}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'>, Omit<FieldFrameProps, 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/** The one labelled text input: `<Field label error hint … />`, every other prop going to the <input>. */
export function Field({ id, label, error, hint, compact, limit, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} compact={compact} limit={limit}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
