import type { Page } from '@playwright/test';

/**
 * Collects console errors, CSP violations and uncaught exceptions of a page.
 * A CSP refusal shows up here, so every spec that uses it also proves netlify.toml's policy allows the page.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
