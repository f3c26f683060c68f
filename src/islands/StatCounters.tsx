import { useEffect, useRef, useState } from 'react';
import { COUNTER_ANIMATION_MS } from '@/lib/constants';
import { countUpValue } from '@/lib/stats/count-up';
import { readFirebaseConfig } from '@/lib/firebase/config';
import { readTotalUsers } from '@/lib/stats/read-total-users';
import type { StatCounterItem } from '@/lib/stats/about-stat-items';
import './StatCounters.css';
import { prefersReducedMotion } from '@/lib/motion';

export type { StatCounterItem };

export interface StatCountersProps {
  items: StatCounterItem[];
}

const numberFormat = new Intl.NumberFormat('en-GB');


/**
 * The number to show while counting up to `target` over `durationMs` with requestAnimationFrame.
 * Starts at `target` (what the server rendered), counts from 0 once mounted, and tweens from the number
 * on screen when the target changes later. Shows the target at once under prefers-reduced-motion.
 */
function useCountUp(target: number, durationMs: number): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  const hasCounted = useRef(false);

  useEffect(() => {
    const show = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    if (prefersReducedMotion()) {
      show(target);
      return;
    }
    const from = hasCounted.current ? shownRef.current : 0;
    hasCounted.current = true;
    let start: number | undefined;
    let frame = 0;
    const step = (now: number) => {
      start ??= now;
      const progress = (now - start) / durationMs;
      show(countUpValue(from, target, progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}

/** Registered users from the stats document, or null while unknown or unreadable (SPEC: fails silently). */
function useTotalUsers(enabled: boolean): number | null {
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const { web, emulators } = readFirebaseConfig();
    void readTotalUsers({
      projectId: web.projectId,
      emulatorHost: emulators.firestore && `${emulators.firestore.host}:${emulators.firestore.port}`,
    }).then((value) => {
      if (current) setTotal(value);
    });
    return () => {
      current = false;
    };
  }, [enabled]);
  return total;
}

function StatCounter({ item, target }: { item: StatCounterItem; target: number }) {
  const shown = useCountUp(target, COUNTER_ANIMATION_MS);
  const suffix = item.suffix ?? '';
  return (
    <div className="stat-counter" data-stat={item.id}>
      <dt className="stat-counter__label">{item.label}</dt>
      <dd className="stat-counter__value">
        {/* Screen readers get the final number once; the moving digits are for the eyes only. */}
        <span className="visually-hidden">{`${numberFormat.format(target)}${suffix}`}</span>
        <span aria-hidden="true" data-counter>{`${numberFormat.format(shown)}${suffix}`}</span>
      </dd>
      <dd className="stat-counter__caption">{item.caption}</dd>
    </div>
  );
}

/**
 * The about page's animated counters (Users, CVs, Hired). The server-rendered HTML already shows the final
 * numbers; once visible the island counts up from 0 over COUNTER_ANIMATION_MS with an ease-out.
 */
export default function StatCounters({ items }: StatCountersProps) {
  const totalUsers = useTotalUsers(items.some((item) => item.addTotalUsers));
  return (
    <dl className="stat-counters" data-slot="stat-counters">
      {items.map((item) => (
        <StatCounter key={item.id} item={item} target={item.value + (item.addTotalUsers ? (totalUsers ?? 0) : 0)} />
      ))}
    </dl>
  );
}
