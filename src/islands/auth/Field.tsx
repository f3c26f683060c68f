import { useId, type InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Marks the control the dialog focuses when this screen appears. */
  autoFocusTarget?: boolean;
}

/** A labelled input of the auth forms. Browser validation (required, type=email) checks it before submit. */
export function Field({ label, autoFocusTarget, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="auth-modal__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} data-autofocus={autoFocusTarget ? '' : undefined} />
    </div>
  );
}
