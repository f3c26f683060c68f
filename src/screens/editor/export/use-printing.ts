import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

const printQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('print') : null);

/**
 * True while the page is being printed: from `beforeprint` (window.print(), Ctrl+P) to `afterprint`, and
 * whenever the print media query matches (print emulation). The switch to true is rendered synchronously,
 * because the browser lays the page out for print as soon as `beforeprint` returns.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => printQuery()?.matches ?? false);
  useEffect(() => {
    const query = printQuery();
    const start = () => flushSync(() => setPrinting(true));
    const stop = () => setPrinting(query?.matches ?? false);
    const change = (event: MediaQueryListEvent) => (event.matches ? start() : stop());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', stop);
    query?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', stop);
      query?.removeEventListener('change', change);
    };
  }, []);
  return printing;
}
