// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { installDialogStandIn } from '../setup/dialog-stand-in';

beforeAll(installDialogStandIn);

/** A button that opens the dialog, and a dialog whose Escape calls `onDismiss` (which closes it unless told not to). */
function Harness({ dismissible = true, returnToOther = false, onDismiss = vi.fn() }: { dismissible?: boolean; returnToOther?: boolean; onDismiss?: () => void }) {
  const [open, setOpen] = useState(false);
  const other = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <button ref={other}>Elsewhere</button>
      <Dialog
        open={open}
        onDismiss={() => {
          onDismiss();
          setOpen(false);
        }}
        dismissible={dismissible}
        returnFocusTo={returnToOther ? other : undefined}
        aria-label="Question"
      >
        <button>First</button>
        <button data-autofocus="">Answer</button>
        <button onClick={() => setOpen(false)}>Done</button>
      </Dialog>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Question' }) as HTMLDialogElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function open() {
  const opener = screen.getAllByRole('button', { name: 'Open' })[0]!;
  opener.focus();
  act(() => opener.click());
  return opener;
}

describe('Dialog', () => {
  test('opens as a modal with focus on the data-autofocus control, and closing returns focus to the opener', () => {
    render(<Harness />);
    const opener = open();
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(button('Answer'));
    act(() => button('Done').click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('Escape asks the caller, which closes it; focus goes where the caller says', () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} returnToOther />);
    open();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Elsewhere'));
  });

  test('Escape does nothing while the dialog may not be dismissed', () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} dismissible={false} />);
    open();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onDismiss).not.toHaveBeenCalled();
    expect(dialog().open).toBe(true);
  });

  test('a dialog the browser closes by itself is reported as dismissed, and focus still returns', () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    const opener = open();
    act(() => dialog().close());
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });
});
