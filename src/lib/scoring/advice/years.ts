import type { ParsedCv } from '../../cv/schema.ts';
import { monthIndex, parseCvDate } from '../dates.ts';

/**
 * Months of experience the CV's role dates show: every role and earlier role with a readable start and a readable
 * end (or ongoing, to `today`), overlaps counted once, each month counted whole ('Jan 2020' to 'Dec 2020' is 12;
 * a year alone runs from January to December, so the count is never less than the dates allow). Null when no role
 * has both dates: then the CV says nothing about its years.
 */
export function monthsOfExperience(cv: ParsedCv, today: Date): number | null {
  const now = today.getFullYear() * 12 + today.getMonth();
  const spans: [number, number][] = [];
  for (const role of [...cv.roles, ...cv.earlier_career]) {
    const start = parseCvDate(role.start);
    const end = parseCvDate(role.end);
    // Ongoing: marked current, or the most recent role with no end date.
    const ongoing = 'current' in role && (role.current || (role === cv.roles[0] && !role.end.trim()));
    const to = end ? monthIndex(end, 'end') : ongoing ? now : null;
    if (start && to !== null && to >= monthIndex(start, 'start')) spans.push([monthIndex(start, 'start'), Math.min(to, now)]);
  }
  if (spans.length === 0) return null;
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let coveredTo = -Infinity;
  for (const [from, to] of spans) {
    const start = Math.max(from, coveredTo + 1);
    if (to >= start) months += to - start + 1;
    coveredTo = Math.max(coveredTo, to);
  }
  return months;
}
