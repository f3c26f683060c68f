/**
 * Fills `{name}` placeholders in a content string: `fillTemplate('{n} of {total}', { n: 1, total: 5 })` -> "1 of 5".
 * Every placeholder in copy is filled here. Values are inserted as they are (a '$' in a file name stays a '$'),
 * and unknown placeholders are left as they are, so a typo in content stays visible instead of vanishing.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
