import { useEffect, useRef } from 'react';
import { PENDING_CLICK_ATTRIBUTE } from '@/lib/hydration';

/**
 * Calls `onTrigger` for plain left clicks on elements matching `selector` anywhere in the page (the
 * element's default action, e.g. a mailto fallback, is prevented), and once on mount for a click that
 * arrived while this island was still loading (client:trigger marks it with PENDING_CLICK_ATTRIBUTE and busy;
 * both marks go before `onTrigger` runs, which may mark it busy again while it works).
 */
export function useTriggerClicks(selector: string, onTrigger: (trigger: HTMLElement) => void): void {
  const latest = useRef(onTrigger);
  latest.current = onTrigger;

  useEffect(() => {
    const pending = document.querySelector<HTMLElement>(`${selector}[${PENDING_CLICK_ATTRIBUTE}]`);
    if (pending) {
      pending.removeAttribute(PENDING_CLICK_ATTRIBUTE);
      pending.removeAttribute('aria-busy');
      latest.current(pending);
    }
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
      if (!trigger) return;
      event.preventDefault();
      latest.current(trigger);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [selector]);
}
