import { fillTemplate } from '@/lib/content/template';
import { downloadBlob } from '@/lib/download-blob';

/** The local calendar date as YYYY-MM-DD (the user's own "today", not UTC's). */
export function localDateStamp(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The export's file name: `template` with {date} replaced by the local date, e.g. hirewise-data-2025-03-01.json. */
export function exportFileName(template: string, date: Date): string {
  return fillTemplate(template, { date: localDateStamp(date) });
}

/** Saves `value` as a pretty-printed JSON file called `fileName`. */
export function downloadJson(value: unknown, fileName: string): void {
  downloadBlob(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }), fileName);
}
