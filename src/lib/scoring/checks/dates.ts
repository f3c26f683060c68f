import { monthIndex, parseCvDate } from '../dates.ts';
import type { Check } from './types.ts';

/** Gaps longer than this many months between roles are mentioned (gently). */
const GAP_MONTHS = 6;

/** Dates an ATS can read; start before end; current roles open-ended; most recent first; gaps explained. */
export const dateChecks: Check = ({ cv }) => {
  const dated = [...cv.roles, ...cv.earlier_career];
  let readable = 0;
  let expected = 0;
  for (const r of dated) {
    expected += 1;
    if (parseCvDate(r.start)) readable += 1;
    const current = 'current' in r && r.current;
    if (!current) {
      expected += 1;
      if (parseCvDate(r.end)) readable += 1;
    }
  }
  const spans = cv.roles.map((r) => {
    const start = parseCvDate(r.start);
    const end = parseCvDate(r.end);
    return { role: r, start: start && monthIndex(start, 'start'), end: r.current ? Infinity : end && monthIndex(end, 'end') };
  });
  const problems = spans.filter(
    (s) => (s.start !== null && s.end !== null && s.start > s.end) || (s.role.current && s.role.end.trim() !== ''),
  ).length;
  // CV order is most recent first, so each readable start should be no later than the one listed above it.
  const starts = spans.flatMap((s) => (s.start === null ? [] : [s.start]));
  const outOfOrder = starts.some((start, i) => i > 0 && start > (starts[i - 1] ?? start));
  const consistency = cv.roles.length === 0 ? 0.5 : Math.max(0, 1 - problems / cv.roles.length - (outOfOrder ? 0.25 : 0));

  const ordered = spans.filter((s) => s.start !== null && s.end !== null).sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
  const gaps: string[] = [];
  let coveredTo = -Infinity;
  for (const s of ordered) {
    if (coveredTo !== -Infinity && (s.start ?? 0) - coveredTo > GAP_MONTHS) gaps.push(s.role.start);
    coveredTo = Math.max(coveredTo, s.end ?? 0);
  }

  return [
    {
      id: 'dates_parseable',
      label: 'Readable dates',
      value: expected === 0 ? 0.5 : readable / expected,
      advice: 'Write every role date as month and year, e.g. Jan 2020 to Mar 2023, so tracking systems can read your history',
      strength: 'Your dates are written in a format tracking systems can read',
    },
    {
      id: 'dates_consistent',
      label: 'Consistent dates',
      value: consistency,
      advice: outOfOrder && problems === 0
        ? 'List your roles with the most recent first'
        : 'Check your role dates: each should start before it ends, and only your current role should be open-ended',
    },
    {
      id: 'career_gaps',
      label: 'Career gaps',
      value: gaps.length === 0 ? 1 : 0.7,
      advice: `Consider a line explaining the break before ${gaps[0] ?? 'a role'} (study, caring, travel ...) so readers do not have to guess`,
    },
  ];
};
