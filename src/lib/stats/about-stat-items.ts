import { ABOUT_USERS_BASE } from '@/lib/constants';
import type { AboutContent } from '@/lib/content/schemas/about';

/** One counter; its copy comes from about.yaml through the page. */
export interface StatCounterItem {
  /** Stable id, used as a test and CSS hook. */
  id: string;
  label: string;
  caption: string;
  /** Where the count ends (for the Users counter: the base before registered users are added). */
  value: number;
  /** Shown after the number, e.g. "+". */
  suffix?: string;
  /** Add stats/general.totalUsers to `value` once it has been read (SPEC §9: Users = 400 + totalUsers). */
  addTotalUsers?: boolean;
}

/**
 * The about page's counters in display order (SPEC §2: Users, CVs, Hired). Users starts at ABOUT_USERS_BASE;
 * the island adds stats/general.totalUsers when it can read it (SPEC §9).
 */
export function aboutStatItems(stats: AboutContent['stats']): StatCounterItem[] {
  return [
    { id: 'users', label: stats.users.label, caption: stats.users.caption, suffix: stats.users.suffix, value: ABOUT_USERS_BASE, addTotalUsers: true },
    { id: 'cvs', label: stats.cvs.label, caption: stats.cvs.caption, suffix: stats.cvs.suffix, value: stats.cvs.value },
    { id: 'hired', label: stats.hired.label, caption: stats.hired.caption, suffix: stats.hired.suffix, value: stats.hired.value },
  ];
}
