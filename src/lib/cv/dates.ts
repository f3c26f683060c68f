/**
 * The date forms a Parsed CV holds (SPEC.md §3): 'MMM YYYY' ('Jan 2020') or 'YYYY' ('2020'), the forms the
 * parser normalises every printed date to (server/cv-parse/structure/dates.ts). The editor accepts what the
 * user types either way and only points out anything else, so nothing typed is lost.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_YEAR = /^([a-z]{3}) ((?:19|20)\d{2})$/i;
const YEAR = /^(?:19|20)\d{2}$/;

/**
 * True when `value` (trimmed) is a CV date: 'MMM YYYY' with a three-letter English month in any case
 * ('Jan 2020', 'jan 2020'), or a year 'YYYY', years 1900 to 2099 as the parser reads them. An empty value is
 * valid too: a date is never required.
 */
export function isCvDate(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || YEAR.test(trimmed)) return true;
  const match = MONTH_YEAR.exec(trimmed);
  return match !== null && MONTHS.includes(match[1]!.toLowerCase());
}
