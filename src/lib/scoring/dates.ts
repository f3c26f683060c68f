/** CV dates ('Jan 2020', 'January 2020', '2020', and tolerated '01/2020', '2020-01') as month numbers. */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A parsed date: `month` is 0..11, or null when only the year is known. */
export interface CvDate {
  year: number;
  month: number | null;
}

/** Parses a CV date, or returns null when it cannot be read. */
export function parseCvDate(value: string): CvDate | null {
  const v = value.trim().toLowerCase();
  let m = /^([a-z]{3})[a-z]*\.?\s+(\d{4})$/.exec(v);
  if (m) {
    const month = MONTHS.indexOf(m[1] ?? '');
    return month >= 0 ? { year: Number(m[2]), month } : null;
  }
  if ((m = /^(\d{4})$/.exec(v))) return { year: Number(m[1]), month: null };
  if ((m = /^(\d{1,2})[/.-](\d{4})$/.exec(v)) && Number(m[1]) >= 1 && Number(m[1]) <= 12) return { year: Number(m[2]), month: Number(m[1]) - 1 };
  if ((m = /^(\d{4})-(\d{1,2})$/.exec(v)) && Number(m[2]) >= 1 && Number(m[2]) <= 12) return { year: Number(m[1]), month: Number(m[2]) - 1 };
  return null;
}

/** Months since year 0; a year-only start counts as January, a year-only end as December. */
export function monthIndex(date: CvDate, as: 'start' | 'end'): number {
  return date.year * 12 + (date.month ?? (as === 'start' ? 0 : 11));
}
