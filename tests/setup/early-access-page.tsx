import { render, screen } from '@testing-library/react';
import EarlyAccessButton from '@/islands/auth/EarlyAccessButton';
import type { AuthModalCopy } from '@/lib/content/schemas/site';

/** The EarlyAccessButton island plus a header-style trigger, as Header.astro renders them; returns the trigger. */
export function renderEarlyAccessPage(copy: AuthModalCopy): HTMLElement {
  render(
    <>
      <a href="/register" data-early-access>
        Request Early Access
      </a>
      <EarlyAccessButton copy={copy} />
    </>,
  );
  return screen.getByRole('link', { name: 'Request Early Access' });
}
