import type { ChangeEvent } from 'react';
import type { CommittedText } from './records/use-committed-text';

/** The props that bind an <input> (or `<Field>`) to a text from `useCommittedText`. */
export function inputProps({ value, onChange, onBlur }: CommittedText) {
  return { value, onBlur, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) };
}
