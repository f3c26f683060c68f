import { fillTemplate } from '@/lib/content/template';
import type { EditorRecordsCopy } from '@/lib/content/schemas/app';

/**
 * Names and labels of record entries, built from app/editor-records.yaml `editorRecords` templates, and the view's date
 * ranges. Pure, so every section names things the same way.
 */

/** `name` as the name of something inside entry `parent` ('Qualification 1, Education 2'); `name` without one. */
export function nestedName(copy: EditorRecordsCopy, name: string, parent?: string): string {
  return parent ? fillTemplate(copy.nested, { entry: name, parent }) : name;
}

/** An entry's name from its list's `entry` template ('Role {n}') and 0-based position, inside `parent` if any. */
export function entryName(copy: EditorRecordsCopy, template: string, index: number, parent?: string): string {
  return nestedName(copy, fillTemplate(template, { n: index + 1 }), parent);
}

/** The screen-reader suffix that ties a label to its entry: '(Role 2)'. */
export function scopeOf(copy: EditorRecordsCopy, entry: string): string {
  return fillTemplate(copy.scope, { entry });
}

/** `text` named for entry `parent` when it belongs to one ('Delete highlight 1 (Role 2)'), else `text`. */
export function withScope(copy: EditorRecordsCopy, text: string, parent?: string): string {
  return parent ? `${text} ${scopeOf(copy, parent)}` : text;
}

/** 'Start – End' from the copy's range; one date alone when the other is missing; '' when both are. */
export function formatRange(copy: EditorRecordsCopy, start: string, end: string): string {
  if (start && end) return fillTemplate(copy.dates.range, { start, end });
  return start || end;
}
