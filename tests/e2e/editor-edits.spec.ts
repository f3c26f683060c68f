import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { getApp } from '../../src/lib/content/index.ts';
import { CV_DRAFT_KEY } from '../../src/lib/cv/draft-storage.ts';
import type { ParsedCv } from '../../src/lib/cv/schema.ts';
import { collectPageErrors } from './console';
import { truncateLabel } from '../../src/screens/editor/sortable/sortable-a11y.ts';
import { sampleCv } from '../fixtures/sample-cv.ts';
import { extractDocx } from '../../src/server/cv-parse/extract/docx.ts';
import { seedDraft } from './editor-seed';
import { expectAnnounced, focusHandle, sensorListening } from './dnd-live';
import { API_WAIT, IDENTITY, PASSWORD } from './platform';

/*
 * Editing the CV in a real browser: every edit reaches the autosaved draft and survives a reload; deletions can
 * be undone once; lists reorder by keyboard (dnd-kit's keyboard sensor, Space / arrows / Space).
 */
const { editor, editorSections: sections, auth } = getApp();
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

async function draft(page: Page): Promise<ParsedCv> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).cv, CV_DRAFT_KEY);
}

const section = (page: Page, field: string) => page.locator(`[data-field="${field}"]`);

const SAMPLE = sampleCv();
const FULL_NAME = `${SAMPLE.first_name} ${SAMPLE.surname}`;
const SKILLS = SAMPLE.skills.map((skill) => skill.name);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await seedDraft(page, SAMPLE);
  await page.goto('/editor');
  await expect(page.getByText(FULL_NAME, { exact: true })).toBeVisible();
});

test('personal details: edited, an invalid e-mail refused, and kept after a reload', async ({ page }) => {
  const errors = collectPageErrors(page);
  const personal = section(page, 'personal');
  await personal.getByRole('button', { name: fill(editor.section.edit, { section: sections.personal.title }) }).click();
  await personal.getByLabel(sections.personal.labels.firstName).fill('Priyanka');
  await personal.getByLabel(sections.personal.labels.headline).fill('Lead Data Analyst');
  await personal.getByLabel(sections.personal.labels.email).fill('not-an-email');
  await personal.getByLabel(sections.personal.labels.email).press('Tab');
  await expect(personal.getByText(sections.personal.emailInvalid)).toBeVisible();
  expect((await draft(page)).email).toBe(SAMPLE.email);
  await personal.getByLabel(sections.personal.labels.email).fill('priyanka@example.com');
  await personal.getByLabel(sections.personal.labels.city).fill('York');
  await personal.getByRole('button', { name: fill(editor.section.done, { section: sections.personal.title }) }).click();
  await expect(page.getByText(`Priyanka ${SAMPLE.surname}`, { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Priyanka ${SAMPLE.surname}`, { exact: true })).toBeVisible();
  const saved = await draft(page);
  expect([saved.first_name, saved.email, saved.headline, saved.location.city]).toEqual([
    'Priyanka',
    'priyanka@example.com',
    'Lead Data Analyst',
    'York',
  ]);
  expect(errors).toEqual([]);
});

test('profile statement: Enter on Edit puts the caret in it; saved as you type, like every section; kept after a reload', async ({ page }) => {
  const profile = section(page, 'profile_statement');
  const pencil = profile.getByRole('button', { name: fill(editor.section.edit, { section: sections.profile.title }) });
  await pencil.focus();
  await page.keyboard.press('Enter');
  const box = profile.getByLabel(sections.profile.label, { exact: true });
  await expect(box).toBeFocused();
  await page.keyboard.type(' Remote only.');
  await expect(box).toHaveValue(`${SAMPLE.profile_statement} Remote only.`);
  // No Cancel or Save of its own: the same note as the other section forms, and the draft already has it.
  await expect(profile.getByText(editor.section.savedNote)).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await expect.poll(async () => (await draft(page)).profile_statement).toBe(`${SAMPLE.profile_statement} Remote only.`);

  // Reloaded before the tick: nothing typed is lost.
  await page.reload();
  await expect(profile.getByText(`${SAMPLE.profile_statement} Remote only.`)).toBeVisible();
});

test('skills: added, renamed (Enter saves, Escape cancels, blank ignored), deleted and undone', async ({ page }) => {
  const skills = section(page, 'skills');
  await expect(skills.getByText(sections.skills.hint)).toBeVisible();
  await skills.getByLabel(sections.skills.newLabel).fill('Tableau');
  await skills.getByLabel(sections.skills.newLabel).press('Enter');
  await expect(skills.getByText('Tableau', { exact: true })).toBeVisible();

  const [renamed, ...others] = SKILLS as [string, ...string[]];
  const deleted = others.at(-1)!;
  await skills.getByRole('button', { name: fill(sections.skills.rename, { label: renamed }) }).click();
  const rename = skills.getByLabel(fill(sections.skills.renameLabel, { label: renamed }));
  await rename.fill('Sketch');
  await rename.press('Escape');
  await expect(skills.getByText(renamed, { exact: true })).toBeVisible();
  await skills.getByRole('button', { name: fill(sections.skills.rename, { label: renamed }) }).click();
  await rename.fill('   ');
  await rename.press('Enter');
  await expect(skills.getByText(renamed, { exact: true })).toBeVisible();
  await skills.getByRole('button', { name: fill(sections.skills.rename, { label: renamed }) }).click();
  await rename.fill(`${renamed} & dbt`);
  await rename.press('Enter');
  await expect(skills.getByText(`${renamed} & dbt`, { exact: true })).toBeVisible();

  await skills.getByRole('button', { name: fill(sections.item.delete, { label: deleted }) }).click();
  await expect(skills.getByText(deleted, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: editor.undo.button }).click();
  await expect(skills.getByText(deleted, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: editor.undo.button })).toBeDisabled();

  await page.reload();
  expect((await draft(page)).skills.map((skill) => skill.name)).toEqual([`${renamed} & dbt`, ...others, 'Tableau']);
});

test('achievements: added with Ctrl+Enter, edit cancelled with Escape, edited, deleted and undone', async ({ page }) => {
  const achievements = section(page, 'achievements');
  await achievements.getByRole('button', { name: sections.achievements.add }).click();
  await achievements.getByLabel(sections.achievements.newLabel).fill('  Won the 2023 Leeds Digital data award  ');
  await page.keyboard.press('Control+Enter');
  await expect(achievements.getByText('Won the 2023 Leeds Digital data award', { exact: true })).toBeVisible();

  const first = SAMPLE.achievements[0]!;
  const editFirst = achievements.getByRole('button', { name: fill(sections.item.edit, { label: truncateLabel(first) }) });
  await editFirst.click();
  await achievements.getByLabel(sections.achievements.itemLabel, { exact: true }).fill('Changed my mind');
  await page.keyboard.press('Escape');
  await expect(achievements.getByText(first, { exact: true })).toBeVisible();
  await editFirst.click();
  await achievements.getByLabel(sections.achievements.itemLabel, { exact: true }).fill('Cut monthly reporting time from five days to half a day');
  await achievements.getByRole('button', { name: sections.item.save, exact: true }).click();
  await expect(achievements.getByText('Cut monthly reporting time from five days to half a day', { exact: true })).toBeVisible();

  const second = SAMPLE.achievements[1]!;
  await achievements.getByRole('button', { name: fill(sections.item.delete, { label: truncateLabel(second) }) }).click();
  await expect(achievements.getByText(second, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: editor.undo.button }).click();
  await expect(achievements.getByText(second, { exact: true })).toBeVisible();
  expect((await draft(page)).achievements).toEqual([
    'Cut monthly reporting time from five days to half a day',
    second,
    'Won the 2023 Leeds Digital data award',
  ]);
});

test('Ctrl+Z undoes the last delete: after deleting a skill, and outside a field after deleting an achievement', async ({ page }) => {
  const skills = section(page, 'skills');
  const deleted = SKILLS.at(-1)!;
  await skills.getByRole('button', { name: fill(sections.item.delete, { label: deleted }) }).click();
  await expect(skills.getByText(deleted, { exact: true })).toHaveCount(0);
  // Deleting left focus in the new-skill field, with nothing typed there since: Ctrl+Z means the deletion.
  await page.keyboard.press('Control+z');
  await expect(skills.getByText(deleted, { exact: true })).toBeVisible();
  await expect(page.getByText(editor.undo.done, { exact: true })).toHaveCount(1);

  // Typed into a field after deleting: Ctrl+Z there undoes the typing (the browser's), and the deletion stays.
  await skills.getByRole('button', { name: fill(sections.item.delete, { label: deleted }) }).click();
  await skills.getByLabel(sections.skills.newLabel).pressSequentially('Tab');
  await page.keyboard.press('Control+z');
  await expect(skills.getByLabel(sections.skills.newLabel)).not.toHaveValue('Tab');
  await expect(skills.getByText(deleted, { exact: true })).toHaveCount(0);

  const achievements = section(page, 'achievements');
  const second = SAMPLE.achievements[1]!;
  await achievements.getByRole('button', { name: fill(sections.item.delete, { label: truncateLabel(second) }) }).click();
  await expect(achievements.getByText(second, { exact: true })).toHaveCount(0);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(process.platform === 'darwin' ? 'Meta+z' : 'Control+z');
  await expect(achievements.getByText(second, { exact: true })).toBeVisible();
  await page.reload();
  expect((await draft(page)).achievements).toEqual(SAMPLE.achievements);
});

test('an achievement typed but not yet added is there after a reload', async ({ page }) => {
  const achievements = section(page, 'achievements');
  await achievements.getByRole('button', { name: sections.achievements.add }).click();
  await achievements.getByLabel(sections.achievements.newLabel).fill('Typed, then the page was reloaded');
  await page.reload();
  await expect(section(page, 'achievements').getByText('Typed, then the page was reloaded', { exact: true })).toBeVisible();
  expect((await draft(page)).achievements).toEqual([...SAMPLE.achievements, 'Typed, then the page was reloaded']);
});

test('skills and achievements reorder by keyboard: one press moves one place, and says which', async ({ page }) => {
  const say = (template: string, label: string, position: number, total: number) =>
    expectAnnounced(page, fill(template, { label: truncateLabel(label), position: String(position), total: String(total) }));

  // Skills are a two-column grid: ArrowRight moves into the next column, one place on.
  const skills = section(page, 'skills');
  const skill = SKILLS[0]!;
  await focusHandle(page, skills.getByRole('button', { name: fill(sections.sortable.handle, { label: skill }) }));
  await page.keyboard.press('Space');
  await say(sections.sortable.pickedUp, skill, 1, SKILLS.length);
  await sensorListening(page);
  await page.keyboard.press('ArrowRight');
  await say(sections.sortable.movedOver, skill, 2, SKILLS.length);
  await page.keyboard.press('Space');
  await say(sections.sortable.dropped, skill, 2, SKILLS.length);
  await expect.poll(async () => (await draft(page)).skills.map((item) => item.name)).toEqual([SKILLS[1], skill, ...SKILLS.slice(2)]);

  // Achievements, upwards: the second one press up is first.
  const achievements = section(page, 'achievements');
  const [first, second] = SAMPLE.achievements as [string, string];
  await focusHandle(page, achievements.getByRole('button', { name: fill(sections.sortable.handle, { label: truncateLabel(second) }) }));
  await page.keyboard.press('Space');
  await say(sections.sortable.pickedUp, second, 2, 2);
  await sensorListening(page);
  await page.keyboard.press('ArrowUp');
  await say(sections.sortable.movedOver, second, 1, 2);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await draft(page)).achievements).toEqual([second, first]);
});

test('Add role: no hint text reaches the export; exporting asks while the role still says New Position', async ({ page }) => {
  const { editorRecords: records, editorExport: exportCopy } = getApp();
  const roles = section(page, 'roles');
  const role3 = fill(records.roles.entry, { n: '3' });
  const field = (label: string) => roles.getByRole('textbox', { name: `${label} ${fill(records.scope, { entry: role3 })}` });
  await roles.getByRole('button', { name: fill(editor.section.edit, { section: records.roles.title }) }).click();
  await roles.getByRole('button', { name: records.roles.addEntry }).click();
  await roles.getByRole('button', { name: fill(editor.section.done, { section: records.roles.title }) }).click();

  // Download DOCX asks first, naming the role; Go back and fix lands in its title, the default words selected.
  await page.getByRole('button', { name: exportCopy.docx }).click();
  const question = page.getByRole('dialog', { name: exportCopy.unfinished.title });
  await expect(question).toContainText(fill(exportCopy.unfinished.role, { n: '3', title: 'New Position', company: 'New Company' }));
  await question.getByRole('button', { name: exportCopy.unfinished.fix }).click();
  await expect(question).toBeHidden();
  await expect(field(records.roles.fields.title)).toBeFocused();
  await page.keyboard.type('Design Intern');
  await field(records.roles.fields.company).fill('Fabrikam Studio');

  // Finished: the Word file comes at once and holds the role, and none of the hint text nobody wrote.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: exportCopy.docx }).click()]);
  const text = extractDocx(new Uint8Array(await readFile(await file.path()))).lines.map((line) => line.text).join('\n');
  expect(text).toContain('Design Intern');
  for (const unwritten of [records.roles.hints.summary, records.roles.hints.highlight, 'New Position', 'New Company']) expect(text).not.toContain(unwritten);
  expect((await draft(page)).roles[2]).toMatchObject({ title: 'Design Intern', company: 'Fabrikam Studio', summary: '', highlights: [] });
});

test('a line the parser could not place is reviewed: added to a section or dismissed', async ({ page }) => {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [CV_DRAFT_KEY, JSON.stringify({ cv: SAMPLE, gcsUrl: '', unplaced: ['Volunteer mentor, Code First Girls', 'Page 2 of 2'], cvId: 'cv-e2e' })] as const,
  );
  await page.reload();
  const review = page.getByRole('region', { name: sections.unplaced.title });
  await review.getByRole('button', { name: fill(sections.unplaced.toDetails, { label: truncateLabel('Volunteer mentor, Code First Girls') }) }).click();
  await review.getByRole('button', { name: fill(sections.unplaced.dismiss, { label: 'Page 2 of 2' }) }).click();
  await expect(review).toHaveCount(0);
  await expect(section(page, 'add_details').getByText('Volunteer mentor, Code First Girls')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: sections.unplaced.title })).toHaveCount(0);
});

test('a signed-in user’s edits are saved to their account and open in another browser', async ({ page, browser }) => {
  const email = `cloud-${Date.now()}-${process.pid}@example.com`;
  const created = await fetch(`${IDENTITY}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  expect(created.ok).toBe(true);
  const logIn = async (target: Page) => {
    await target.goto('/login');
    await target.getByLabel(auth.labels.email, { exact: true }).fill(email);
    await target.getByLabel(auth.labels.password, { exact: true }).fill(PASSWORD);
    await target.getByRole('button', { name: auth.login.submit }).click();
    await expect(target).toHaveURL(/\/dashboard$/);
  };

  await logIn(page);
  await page.goto('/editor');
  const profile = section(page, 'profile_statement');
  await profile.getByRole('button', { name: fill(editor.section.edit, { section: sections.profile.title }) }).click();
  await profile.getByLabel(sections.profile.label, { exact: true }).fill('Saved in the cloud, not just on this laptop.');
  await profile.getByRole('button', { name: fill(editor.section.done, { section: sections.profile.title }) }).click();
  await expect(page.getByText(editor.save.cloudSaved)).toBeVisible(API_WAIT);

  // Another browser: no local draft, so the editor opens the account's latest CV.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await logIn(elsewhere);
  await elsewhere.goto('/editor');
  await expect(section(elsewhere, 'profile_statement').getByText('Saved in the cloud, not just on this laptop.')).toBeVisible();
  await expect(elsewhere.getByText(FULL_NAME, { exact: true })).toBeVisible();
  await other.close();
});
