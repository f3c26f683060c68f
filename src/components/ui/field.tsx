import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './field.css';

/** What a field's control needs to be linked to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
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
  /** Renders the control (an input, a textarea) with the props that link it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, any control, hint and error, linked for assistive technology; `data-invalid` styles the error state. */
export function FieldFrame({ id, label, error, hint, compact, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={compact ? 'ui-field ui-field--compact' : 'ui-field'} data-invalid={error ? '' : undefined}>
      <label htmlFor={controlId}>{label}</label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
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
export function Field({ id, label, error, hint, compact, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} compact={compact}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
