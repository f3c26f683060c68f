// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import trigger from '@/integrations/directives/trigger';
import { PENDING_CLICK_ATTRIBUTE } from '@/lib/hydration';

/*
 * client:trigger, the inline code that runs before any island of the page has loaded: on a slow connection the
 * island takes seconds, so the click must be kept and must show at once that it was taken.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = '<a href="/register" class="btn" data-early-access id="cta">Request Early Access</a>';
  const load = vi.fn(() => new Promise<() => Promise<void>>(() => undefined)); // the island is still downloading
  trigger(load, { name: 'trigger', value: '[data-early-access]' }, document.createElement('astro-island'));
  return { link: document.getElementById('cta')!, load };
}

describe('client:trigger', () => {
  test('a click before the island has loaded is kept for it and marks the link busy at once; the link is not followed', () => {
    const { link, load } = page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.hasAttribute(PENDING_CLICK_ATTRIBUTE)).toBe(true);
    expect(load).toHaveBeenCalledOnce();
  });

  test('a modified click keeps the link (a new tab) and is not marked busy', () => {
    const { link } = page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(link.hasAttribute('aria-busy')).toBe(false);
  });
});
