import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Which item takes focus when the menu opens: the first (click, Enter, Space, ArrowDown) or the last (ArrowUp). */
type Landing = 'first' | 'last';

/**
 * The WAI-ARIA menu button pattern: a button (aria-haspopup, aria-expanded) that opens a role="menu" list of
 * role="menuitem" elements. Opening focuses an item; ArrowUp/ArrowDown move round the items, Home/End jump to
 * the ends; Escape closes and returns focus to the button; a click outside closes, and so does focus leaving
 * (Tab moves on past the menu as it would anywhere else).
 *
 * Spread `buttonProps` on the button, `menuProps` on the list, and `containerProps` on an element holding both.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const landing = useRef<Landing>('first');
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  function openMenu(at: Landing) {
    landing.current = at;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  // The menu is in the page only while open: focus its item once it is.
  useEffect(() => {
    if (!open) return;
    const all = items();
    (landing.current === 'first' ? all[0] : all.at(-1))?.focus();
  }, [open]);

  // A press anywhere outside closes it, leaving focus where the press put it.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moveTo: Record<string, number | undefined> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (moveTo[event.key] !== undefined) {
      event.preventDefault();
      all[moveTo[event.key]!]?.focus();
    }
  }

  function onContainerBlur(event: FocusEvent) {
    const next = event.relatedTarget as Node | null;
    if (next && !containerRef.current?.contains(next)) setOpen(false);
  }

  return {
    open,
    close,
    containerProps: { ref: containerRef, onBlur: onContainerBlur },
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openMenu('first')),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu', 'aria-labelledby': buttonId, hidden: !open, onKeyDown: onMenuKeyDown },
  };
}
