import type { ClientDirective } from 'astro';
import { PENDING_CLICK_ATTRIBUTE } from '../../lib/hydration.ts';

/**
 * client:trigger="<selector>": hydrate on the first click of a matching element; pointer or focus intent
 * starts loading early. A click that arrives before hydration finishes is held: the element is marked
 * with PENDING_CLICK_ATTRIBUTE and the island handles it once mounted. It is also marked busy (aria-busy, which
 * global.css shows as a spinner on a button-styled link) at once: on a slow connection the island may take
 * seconds, and the click must show it was taken.
 */
const trigger: ClientDirective = (load, options) => {
  const selector = typeof options.value === 'string' ? options.value : '';
  if (!selector) throw new Error('client:trigger needs a CSS selector, e.g. client:trigger="[data-contact-trigger]"');
  let hydration: Promise<void> | undefined;
  const start = () => (hydration ??= load().then((hydrate) => hydrate()));
  const matching = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null);

  const onIntent = (event: Event) => {
    if (matching(event)) void start();
  };
  const onClick = (event: MouseEvent) => {
    const target = matching(event);
    // Modified clicks keep the link's own behaviour (new tab, download...).
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    target.setAttribute(PENDING_CLICK_ATTRIBUTE, '');
    target.setAttribute('aria-busy', 'true');
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
    void start();
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
};

export default trigger;
