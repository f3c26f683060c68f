import type { CvFieldKind } from '@/lib/cv/limits';
import type { TextFieldKind } from './TextField';

/**
 * How one field of a record is edited: the record form is driven by a list of these, so every record section
 * (earlier career, education, certifications ...) shares one form.
 */
export interface RecordField<T> {
  /** The field's key in its section's copy (`fields.<name>` in app/editor-records.yaml `editorRecords`). */
  name: string;
  kind: TextFieldKind;
  /** Its kind of text in src/lib/cv/limits.ts, which sets its most characters. */
  limit: CvFieldKind;
  /** The field's text in `item`. */
  read: (item: T) => string;
  /** The changes to `item` that give the field `text` (nested fields merge into their object). */
  write: (item: T, text: string) => Partial<T>;
}

/**
 * A field stored under its own key (`title`, `company` ...), with its cap's kind (CV_FIELD_KINDS); `name` is its
 * copy key when that differs.
 */
export function textField<T>(key: keyof T & string, limit: CvFieldKind, kind: TextFieldKind = 'text', name: string = key): RecordField<T> {
  return {
    name,
    kind,
    limit,
    read: (item) => String(item[key] ?? ''),
    write: (_item, text) => ({ [key]: text }) as Partial<T>,
  };
}

/** A record holding `blank` with every field's text from `values` (by field name; missing ones stay blank). */
export function recordFrom<T>(blank: T, fields: readonly RecordField<T>[], values: Readonly<Record<string, string>>): T {
  return fields.reduce<T>((item, field) => ({ ...item, ...field.write(item, values[field.name] ?? '') }), blank);
}
