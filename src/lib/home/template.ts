/**
 * Fills `{name}` placeholders in a content string: `fillTemplate('{n} of {total}', { n: 1, total: 5 })` -> "1 of 5".
 * Unknown placeholders are left as they are, so a typo in content stays visible instead of vanishing.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
