import { beforeEach, describe, expect, test } from 'vitest';
import { $contactDialog, closeContactDialog, openContactDialog } from '@/stores/contact-dialog';

beforeEach(() => {
  $contactDialog.set({ open: false, subject: '' });
});

describe('$contactDialog', () => {
  test('starts closed', () => {
    expect($contactDialog.get().open).toBe(false);
  });

  test('openContactDialog opens it with the caller\'s subject', () => {
    openContactDialog('Pricing Inquiry');
    expect($contactDialog.get()).toEqual({ open: true, subject: 'Pricing Inquiry' });
  });

  test('closeContactDialog closes it and opening again takes the new subject', () => {
    openContactDialog('Pricing Inquiry');
    closeContactDialog();
    expect($contactDialog.get().open).toBe(false);
    openContactDialog('Contact');
    expect($contactDialog.get()).toEqual({ open: true, subject: 'Contact' });
  });

  test('subscribers hear each change', () => {
    const seen: boolean[] = [];
    const stop = $contactDialog.listen((state) => seen.push(state.open));
    openContactDialog('Contact');
    closeContactDialog();
    stop();
    expect(seen).toEqual([true, false]);
  });
});
