import type { Page } from '@playwright/test';
import { CV_DRAFT_KEY } from '../../src/lib/cv/draft-storage.ts';
import { emptyParsedCv, type ParsedCv } from '../../src/lib/cv/schema.ts';

/** A realistic CV for the editor specs (fictional person). */
export const SAMPLE_CV: ParsedCv = {
  ...emptyParsedCv(),
  first_name: 'Priya',
  surname: 'Raman',
  email: 'priya.raman@example.com',
  phone: '+44 7700 900123',
  headline: 'Senior Product Designer',
  location: { city: 'Leeds', country: 'UK' },
  links: [{ title: 'Portfolio', url: 'https://priya.example.com' }],
  profile_statement: 'Product designer with nine years of experience shaping fintech and health products.',
  skills: [{ name: 'Figma' }, { name: 'User research' }, { name: 'Design systems' }, { name: 'Prototyping' }],
  achievements: ['Raised checkout conversion by 18% with a redesigned flow', 'Led a design system adopted by 12 teams'],
  roles: [
    {
      company: 'Northwind Bank',
      title: 'Senior Product Designer',
      start: 'Mar 2021',
      end: '',
      current: true,
      summary: 'Lead designer for the mobile banking app.',
      highlights: ['Cut onboarding time by 35%', 'Mentored four junior designers'],
    },
    {
      company: 'Contoso Health',
      title: 'Product Designer',
      start: 'Jun 2017',
      end: 'Feb 2021',
      current: false,
      summary: 'Designed patient-facing booking tools.',
      highlights: ['Shipped online booking used by 2 million patients'],
    },
  ],
  education: [
    {
      institution: 'University of Leeds',
      location: { city: 'Leeds', country: 'UK' },
      qualifications: [{ qualification: 'BA (Hons)', course: 'Graphic Design', start: '2012', end: '2015', grade: 'First' }],
    },
  ],
  languages: [{ name: 'English', level: 'Native' }, { name: 'Tamil', level: 'Fluent' }],
};

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
