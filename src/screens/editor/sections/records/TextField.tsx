import { useState, type KeyboardEvent, type RefObject } from 'react';
import { FieldFrame } from '@/components/ui/field';
import { isCvDate } from '@/lib/cv/dates';
import type { CvFieldKind } from '@/lib/cv/limits';
import { useFieldLimit } from '../use-field-limit';
import { Suffix } from './Suffix';
import { useEditorCopy } from '../../copy';
import { GrowingTextarea } from './GrowingTextarea';

/** 'text' a line; 'date' a line with the date hint and check; 'long' a text area that grows to fit. */
export type TextFieldKind = 'text' | 'date' | 'long';

export interface TextFieldProps {
  /** The visible label ('Job title'). */
  label: string;
  /** Read after the label by screen readers to name the entry ('(Role 2)'), so every field has its own name. */
  scope?: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  kind?: TextFieldKind;
  /** The field's kind of text in src/lib/cv/limits.ts: the control stops at its cap and shows a count near it. */
  limit?: CvFieldKind;
  disabled?: boolean;
  /** A lasting note under the control (a date field has the date hint). */
  hint?: string;
  /** Hint text inside the empty control (a new role's summary); never a value, so never saved or exported. */
  placeholder?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * One labelled field of a record form. A date field shows the 'MMM YYYY or YYYY' hint and, once the user has
 * left it (or it arrived that way), a gentle note about any other form; the text is saved as typed either way.
 */
export function TextField({ label, scope, value, onChange, onBlur, kind = 'text', limit, disabled, hint, placeholder, onKeyDown, inputRef, textareaRef }: TextFieldProps) {
  const { dates } = useEditorCopy().editorRecords;
  const fieldLimit = useFieldLimit();
  const [checked, setChecked] = useState(() => !isCvDate(value));
  const isDate = kind === 'date';
  const error = isDate && checked && !disabled && !isCvDate(value) ? dates.invalid : undefined;
  const leave = () => {
    if (isDate) setChecked(true);
    onBlur?.();
  };
  const fullLabel = (
    <>
      {label}
      {scope && <Suffix text={scope} />}
    </>
  );

  return (
    <FieldFrame label={fullLabel} hint={hint ?? (isDate && !disabled ? dates.hint : undefined)} error={error} limit={limit && !disabled ? fieldLimit(value, limit) : undefined}>
      {(control) =>
        kind === 'long' ? (
          <GrowingTextarea
            {...control}
            textareaRef={textareaRef}
            value={value}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={leave}
            onKeyDown={onKeyDown}
          />
        ) : (
          <input
            {...control}
            ref={inputRef}
            type="text"
            value={value}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            onBlur={leave}
            onKeyDown={onKeyDown}
            spellCheck={isDate ? false : undefined}
            autoComplete="off"
          />
        )
      }
    </FieldFrame>
  );
}
