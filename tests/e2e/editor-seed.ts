import type { Page } from '@playwright/test';
import { CV_DRAFT_KEY } from '../../src/lib/cv/draft-storage.ts';
import type { ParsedCv } from '../../src/lib/cv/schema.ts';

/** Opens the editor the way the upload flow does: /editor pushed with the CV as navigation state, then loaded. */
export async function openWithNavigationState(page: Page, cv: ParsedCv, gcsUrl: string, unplaced: string[] = []): Promise<void> {
  await page.goto('/upload');
  await page.evaluate(
    (state) => {
      window.history.pushState({ editor: state }, '', '/editor');
      window.location.reload();
    },
    { parsedCvData: cv, cvGcsUrl: gcsUrl, unplaced },
  );
  await page.waitForURL(/\/editor$/);
}

/** Puts the upload flow's session keys in place (raw values, so a test can store broken ones), then opens /editor. */
export async function openWithSession(page: Page, values: Record<string, string>): Promise<void> {
  await page.goto('/upload');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, values);
  await page.goto('/editor');
}

/** Puts a local draft in place before the editor's first load. */
export async function seedDraft(page: Page, cv: ParsedCv, extra: { gcsUrl?: string; unplaced?: string[] } = {}): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [CV_DRAFT_KEY, JSON.stringify({ cv, gcsUrl: extra.gcsUrl ?? '', unplaced: extra.unplaced ?? [], cvId: 'cv-e2e' })] as const,
  );
}
