import type { InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  name: string;
  label: string;
  /** The field's problem; shown under it and linked to it for assistive technology. */
  problem?: string;
}

/** A labelled input with its inline problem message. */
export default function Field({ id, label, problem, ...input }: FieldProps) {
  const problemId = `${id}-problem`;
  return (
    <div className="auth-screen__field" data-invalid={problem ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined} {...input} />
      {problem && (
        <p id={problemId} className="auth-screen__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
