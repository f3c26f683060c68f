import { expect, test, type Page } from '@playwright/test';
import { getApp } from '../../src/lib/content/index.ts';
import { collectPageErrors } from './console';
import { sampleCv } from '../fixtures/sample-cv.ts';
import { seedDraft } from './editor-seed';
import { API_WAIT } from './platform';

/*
 * The coaching panel's chat once the onboarding is done: the coach answers questions about the CV being edited
 * (after its typing pause), its answers follow the edits, and the conversation is kept for the tab.
 */
const { coach, coachPanel, editorRecords: records, editor } = getApp();
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The sample with two skills that no role shows yet, for the coach to name. */
const SAMPLE = sampleCv();
const CV = sampleCv({ skills: [...SAMPLE.skills, { name: 'Tableau' }, { name: 'Looker' }] });

/** The five answers given on the upload screen, as the upload flow keeps them for the tab. */
const ONBOARDING_DONE = {
  answers: {
    currentRole: 'Senior Data Analyst',
    targetRole: 'Analytics Lead',
    experience: '7 years',
    goals: 'Lead an analytics team',
    preferences: 'Hybrid, Leeds',
    completedAt: '2026-11-20T10:00:00.000Z',
  },
  questionIndex: 5,
};

const chat = (page: Page) => page.getByRole('log');
const coachMessages = (page: Page) => chat(page).locator('li').filter({ hasText: new RegExp(`^${coach.persona.name}: `) });

async function ask(page: Page, question: string): Promise<void> {
  const count = await coachMessages(page).count();
  const box = page.getByRole('textbox', { name: coachPanel.messageLabel });
  await box.fill(question);
  await watchStatuses(page);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(coachMessages(page)).toHaveCount(count + 1, API_WAIT);
  // The typing status shows only while the coach works (at least COACH_TYPING_MS): recorded as it appears rather
  // than polled for, so a busy machine cannot pass between two polls.
  expect(await statusesSeen(page)).toContain(fill(coach.typing, { name: coach.persona.name }));
}

/** Starts recording every text a live status region of the page shows from now on. */
async function watchStatuses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusesSeen: string[] }).statusesSeen = seen;
    const record = () => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function statusesSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await seedDraft(page, CV);
  await page.goto('/upload');
  await page.evaluate((progress) => sessionStorage.setItem('onboardingData', JSON.stringify(progress)), ONBOARDING_DONE);
  await page.goto('/editor');
  await expect(page.getByText(`${CV.first_name} ${CV.surname}`, { exact: true })).toBeVisible();
});

test('the coach answers a question about this CV, follows an edit, and keeps the conversation for the tab', async ({ page }) => {
  const errors = collectPageErrors(page);
  await expect(page.getByRole('heading', { name: coach.persona.name })).toBeVisible();
  await expect(page.getByText(coachPanel.status, { exact: true })).toBeVisible();
  await expect(coachMessages(page).first()).toHaveText(`${coach.persona.name}: ${fill(coachPanel.welcome, { name: CV.first_name })}`);
  await expect(page.getByRole('textbox', { name: coachPanel.messageLabel })).toHaveAttribute('placeholder', coachPanel.prompt);

  // Two of the seven listed skills appear in no role: the answer names them.
  await ask(page, 'Are my skills shown in my roles?');
  const first = coachMessages(page).last();
  await expect(first).toContainText('Tableau and Looker');

  // Tableau now appears in a highlight: asked again, the coach no longer names it.
  const roles = page.locator('[data-field="roles"]');
  await roles.getByRole('button', { name: fill(editor.section.edit, { section: records.roles.title }) }).click();
  const role1 = fill(records.roles.entry, { n: 1 });
  const highlight = roles.getByRole('textbox', { name: `${fill(records.roles.highlights.entry, { n: 2 })} ${fill(records.scope, { entry: role1 })}` });
  await highlight.fill(`${CV.roles[0]!.highlights[1]}, shared in Tableau`);
  await ask(page, 'Are my skills shown in my roles?');
  const second = coachMessages(page).last();
  await expect(second).toContainText('Looker');
  await expect(second).not.toContainText('Tableau');

  // The conversation stays with the tab.
  const said = await chat(page).locator('li').allTextContents();
  await page.reload();
  await expect(chat(page).locator('li')).toHaveText(said);
  expect(errors).toEqual([]);
});

test('a blank message is not sent; Shift+Enter makes a new line', async ({ page }) => {
  const box = page.getByRole('textbox', { name: coachPanel.messageLabel });
  // The panel arrives after the CV (lazily loaded): count once its greeting is there.
  await expect(coachMessages(page).first()).toBeVisible();
  const before = await chat(page).locator('li').count();
  await box.fill('   ');
  await box.press('Enter');
  await box.fill('First line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('First line\nsecond line');
  await expect(chat(page).locator('li')).toHaveCount(before);
});
