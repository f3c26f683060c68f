import { resolve } from 'node:path';
import { corpusDir } from '../fixtures/corpus/index.ts';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getApp, getSite } from '../../src/lib/content/index.ts';
import { collectPageErrors } from './console';
import { API_WAIT, IDENTITY, PASSWORD } from './platform';
import { waitForIslands } from './hydration';

/*
 * Scoring in the editor against the real local platform: a CV uploaded through the upload screen, scored by
 * POST /api/v1/score (real token check, the file read from the Storage emulation, the shared rubric), edited,
 * and re-scored. A visitor who is not signed in is asked to sign up, and the score follows by itself.
 */
const { scoreCard: copy, editorSections, auth, editor } = getApp();
const modal = getSite().auth;
const CV_PATH = resolve(corpusDir, 'cv003-plain.txt');
/** A quantified achievement: the CV has no Key Achievements section yet, so this should raise achievement focus. */
const ACHIEVEMENT = 'Negotiated supplier contracts that saved £536,000 (22%) across 9 projects';

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${process.pid}-${++counter}@example.com`;

async function createAccount(): Promise<string> {
  const email = uniqueEmail('score');
  const response = await fetch(`${IDENTITY}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(response.ok).toBe(true);
  return email;
}

/** Makes an account and signs in to it on /login, as a returning user would. */
async function signInToNewAccount(page: Page): Promise<void> {
  const email = await createAccount();
  await page.goto('/login');
  await page.getByLabel(auth.labels.email, { exact: true }).fill(email);
  await page.getByLabel(auth.labels.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: auth.login.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Uploads the CV through the upload screen and waits for the editor to show it. */
async function uploadCv(page: Page): Promise<void> {
  await page.goto('/upload');
  await waitForIslands(page);
  await page.locator('input[type="file"]').setInputFiles(CV_PATH);
  await expect(page).toHaveURL(/\/editor$/, API_WAIT);
  await expect(page.getByText('Kieran Caldwell', { exact: true }).first()).toBeVisible();
}

const card = (page: Page) => page.getByRole('region', { name: copy.heading });
const scoreButton = (page: Page) => card(page).getByRole('button', { name: /^(Score My CV|Analyzing CV\.\.\.|Re-score CV|Re-analyzing\.\.\.)$/ });
const overallRing = (page: Page) => card(page).getByRole('img', { name: /^Overall score: \d+ out of 100, (Needs work|Fair|Strong)$/ });

/** The official result's numbers, read from the card as a user would see them. */
async function resultOf(page: Page) {
  const ring = await overallRing(page).getAttribute('aria-label');
  const rows = await card(page).getByRole('list', { name: copy.subScoresHeading }).getByRole('listitem').allTextContents();
  const sub = (label: string) => Number(new RegExp(`^${label}: (\\d+) out of 100`).exec(rows.find((row) => row.startsWith(`${label}:`)) ?? '')?.[1]);
  return {
    overall: Number(/: (\d+) out of 100/.exec(ring ?? '')?.[1]),
    achievementFocus: sub(copy.subScores.achievement_focus),
    areas: await card(page).getByRole('list', { name: copy.areasToImprove }).getByRole('listitem').allTextContents(),
  };
}

async function addAchievement(page: Page, text: string): Promise<void> {
  const section = page.locator('[data-field="achievements"]');
  await section.getByRole('button', { name: editorSections.achievements.add }).click();
  await section.getByLabel(editorSections.achievements.newLabel, { exact: true }).fill(text);
  await section.getByRole('button', { name: editorSections.item.save }).click();
  await expect(section.getByText(text, { exact: true })).toBeVisible();
}

const scoreRequests = (page: Page) => {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/score') bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
};

/** axe over the score card: no serious or critical problems (contrast AA, names, roles). */
async function expectNoSeriousA11yProblems(page: Page) {
  const results = await new AxeBuilder({ page }).include('.score-card').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a signed-in user scores the CV, adds a quantified achievement, re-scores and sees the score move', async ({ page }) => {
  // A new account, an upload and two scores through functions that start cold for every request: past a minute
  // on two busy cores.
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInToNewAccount(page);
  const sent = scoreRequests(page);
  await uploadCv(page);

  // Before scoring: the button, the job description field and the live estimate.
  await expect(scoreButton(page)).toHaveText('Score My CV');
  await expect(card(page).getByRole('textbox', { name: copy.jobDescription.label })).toBeVisible();
  const estimate = card(page).getByRole('region', { name: copy.estimate.heading });
  await expect(estimate).toContainText(/\d+ out of 100 \((Needs work|Fair|Strong)\)/);

  await scoreButton(page).click();
  await expect(scoreButton(page)).toHaveText('Re-score CV', API_WAIT);
  await expect(overallRing(page)).toBeVisible();
  await expect(card(page).getByText(copy.official)).toBeVisible();
  const first = await resultOf(page);
  expect(first.overall).toBeGreaterThanOrEqual(0);
  expect(first.areas.join(' ')).toMatch(/Key Achievements|achievements/i);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ cvs: [{ gcs_url: expect.stringMatching(/^gs:\/\/.*cv003-plain\.txt$/) }], detailed_feedback: true });
  await expectNoSeriousA11yProblems(page);

  // An edit that matters: the estimate says what it did, the official score says it is out of date.
  await addAchievement(page, ACHIEVEMENT);
  await expect(estimate.getByRole('status')).toHaveText(/^Your last edit raised the estimate by \d+ points?\. Changed: .*Achievement focus \+\d+/);
  await expect(card(page).getByText(copy.stale)).toBeVisible();

  await scoreButton(page).click();
  await expect(card(page).getByText(copy.stale)).toHaveCount(0, API_WAIT);
  await expect(scoreButton(page)).toHaveText('Re-score CV');
  const second = await resultOf(page);
  expect(second.achievementFocus).toBeGreaterThan(first.achievementFocus);
  expect(second.overall).toBeGreaterThan(first.overall);
  expect(sent).toHaveLength(2);
  expect((sent[1]!.cv as { achievements: string[] }).achievements).toEqual([ACHIEVEMENT]);
  expect(errors).toEqual([]);
});

test('a visitor without an account is asked to sign up, and the score follows by itself', async ({ page }) => {
  const errors = collectPageErrors(page);
  await uploadCv(page);

  await scoreButton(page).click();
  const dialog = page.getByRole('dialog', { name: modal.signup.title });
  await expect(dialog).toBeVisible();
  await expect(card(page).getByText(copy.signInPrompt)).toBeVisible();

  // The anonymous visitor's account is upgraded in place, so the uploaded file stays theirs.
  const email = uniqueEmail('score-visitor');
  await dialog.getByLabel(modal.labels.email, { exact: true }).fill(email);
  await dialog.getByLabel(modal.labels.password, { exact: true }).fill(PASSWORD);
  await dialog.getByLabel(modal.labels.confirmPassword, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: modal.signup.submit }).click();
  await expect(page.getByRole('dialog', { name: modal.verify.title })).toBeVisible(API_WAIT);

  await expect(overallRing(page)).toBeVisible(API_WAIT);
  await page.getByRole('dialog', { name: modal.verify.title }).getByRole('button', { name: modal.close }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(scoreButton(page)).toHaveText('Re-score CV');
  await expect(card(page).getByText(copy.signInPrompt)).toHaveCount(0);
  await expect(card(page).getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the score and the pasted job advert survive a reload, from this browser and from the account', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signInToNewAccount(page);
  await uploadCv(page);

  const advert = 'Senior quantity surveyor: cost planning, NEC contracts, stakeholder reporting';
  const jd = card(page).getByRole('textbox', { name: copy.jobDescription.label });
  await jd.fill(advert);
  await scoreButton(page).click();
  await expect(scoreButton(page)).toHaveText('Re-score CV', API_WAIT);
  const scored = await resultOf(page);
  await expect(page.getByText(editor.save.cloudSaved)).toBeVisible(API_WAIT);

  // A reload: the local draft brings both back, and the score is still for this version.
  await page.reload();
  await expect(jd).toHaveValue(advert);
  expect((await resultOf(page)).overall).toBe(scored.overall);
  await expect(card(page).getByText(copy.official)).toBeVisible();
  await expect(card(page).getByText(copy.stale)).toHaveCount(0);

  // Another browser (no draft): the account's saved CV brings them back too.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(jd).toHaveValue(advert, API_WAIT);
  expect((await resultOf(page)).overall).toBe(scored.overall);

  // An edit, then a reload: the kept score says it is for an earlier version.
  await addAchievement(page, ACHIEVEMENT);
  await page.reload();
  await expect(card(page).getByText(copy.stale)).toBeVisible();
  await expect(overallRing(page)).toBeVisible();
  expect(errors).toEqual([]);
});
