import { fillTemplate } from '@/lib/content/template';
import { copy } from './harness';

/** Helpers shared by the record section tests: the accessible names the forms give their controls. */
export const records = copy.editorRecords;

/** 'Job title (Earlier role 1)': a field's label named for its entry, as screen readers hear it. */
export function fieldName(label: string, entry: string): string {
  return `${label} ${fillTemplate(records.scope, { entry })}`;
}

/** 'Earlier role 2' from the list's `entry` template. */
export function entry(template: string, n: number): string {
  return fillTemplate(template, { n });
}

/** The section's pencil ('Edit Languages') and tick ('Save Languages'). */
export const editButton = (title: string) => fillTemplate(copy.editor.section.edit, { section: title });
export const doneButton = (title: string) => fillTemplate(copy.editor.section.done, { section: title });
