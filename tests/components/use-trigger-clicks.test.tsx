// @vitest-environment jsdom
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PENDING_CLICK_ATTRIBUTE } from '@/lib/hydration';
import { useTriggerClicks } from '@/islands/use-trigger-clicks';

function Listener({ onTrigger }: { onTrigger: (el: HTMLElement) => void }) {
  useTriggerClicks('[data-open]', onTrigger);
  return null;
}

function page() {
  document.body.innerHTML = '<a href="mailto:x@example.com" data-open id="a">Open</a><a href="/elsewhere" id="b">Other</a>';
  return { trigger: document.getElementById('a')!, other: document.getElementById('b')! };
}

describe('useTriggerClicks', () => {
  test('handles a click that arrived while the island was loading, once, and clears the busy mark client:trigger set', () => {
    const { trigger } = page();
    trigger.setAttribute(PENDING_CLICK_ATTRIBUTE, '');
    trigger.setAttribute('aria-busy', 'true');
    const onTrigger = vi.fn();
    render(<Listener onTrigger={onTrigger} />);
    expect(onTrigger).toHaveBeenCalledExactlyOnceWith(trigger);
    expect(trigger.hasAttribute(PENDING_CLICK_ATTRIBUTE)).toBe(false);
    expect(trigger.hasAttribute('aria-busy')).toBe(false);
  });

  test('later clicks on a trigger are handled and their fallback link is not followed; other clicks are ignored', async () => {
    const { trigger, other } = page();
    const onTrigger = vi.fn();
    render(<Listener onTrigger={onTrigger} />);
    expect(onTrigger).not.toHaveBeenCalled();
    const followed: boolean[] = [];
    document.addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    await userEvent.click(trigger);
    await userEvent.click(other);
    expect(onTrigger).toHaveBeenCalledExactlyOnceWith(trigger);
    expect(followed).toEqual([false, true]);
  });
});
