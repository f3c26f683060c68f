import { expect, test, type Locator, type Page } from '@playwright/test';
import { getApp } from '../../src/lib/content/index.ts';
import { CV_DRAFT_KEY } from '../../src/lib/cv/draft-storage.ts';
import { NEW_ROLE_COMPANY, NEW_ROLE_TITLE } from '../../src/lib/cv/edit.ts';
import type { ParsedCv } from '../../src/lib/cv/schema.ts';
import { truncateLabel } from '../../src/screens/editor/sortable/sortable-a11y.ts';
import { collectPageErrors } from './console';
import { sampleCv } from '../fixtures/sample-cv.ts';
import { seedDraft } from './editor-seed';
import { expectAnnounced, focusHandle, sensorListening } from './dnd-live';

const SAMPLE = sampleCv();

/*
 * The record sections in a real browser: career history (roles, their dates, the current flag and the
 * highlights, reordered by keyboard) and the forms of the other lists. Every change reaches the autosaved
 * draft and is there after a reload.
 */
const { editor, editorSections: sections, editorRecords: records } = getApp();
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
/** 'Job title (Role 3)': a field's name, as screen readers hear it. */
const named = (label: string, entry: string) => `${label} ${fill(records.scope, { entry })}`;

async function draft(page: Page): Promise<ParsedCv> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).cv, CV_DRAFT_KEY);
}

const section = (page: Page, field: string) => page.locator(`[data-field="${field}"]`);
const openSection = (page: Page, field: string, title: string) =>
  section(page, field).getByRole('button', { name: fill(editor.section.edit, { section: title }) }).click();
const closeSection = (page: Page, field: string, title: string) =>
  section(page, field).getByRole('button', { name: fill(editor.section.done, { section: title }) }).click();

/**
 * Keyboard reorder with dnd-kit's sensor: Space, then one arrow press per place, each announced with the place
 * it reaches (one press = one place, whatever the rows' heights), then Space, announced as dropped there.
 */
async function moveByKeyboard(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown', places: number[], total: number): Promise<void> {
  const label = (await handle.getAttribute('aria-label'))!.replace(fill(sections.sortable.handle, { label: '' }), '');
  await focusHandle(page, handle);
  await page.keyboard.press('Space');
  await expectAnnounced(page, fill(sections.sortable.pickedUp, { label, position: places[0]! + (key === 'ArrowUp' ? 1 : -1), total }));
  await sensorListening(page);
  for (const position of places) {
    await page.keyboard.press(key);
    await expectAnnounced(page, fill(sections.sortable.movedOver, { label, position, total }));
  }
  await page.keyboard.press('Space');
  await expectAnnounced(page, fill(sections.sortable.dropped, { label, position: places.at(-1)!, total }));
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await seedDraft(page, SAMPLE);
  await page.goto('/editor');
  await expect(page.getByText(`${SAMPLE.first_name} ${SAMPLE.surname}`, { exact: true })).toBeVisible();
});

test('career history: a new role from SPEC’s default, its dates, the current flag, summary and highlights', async ({ page }) => {
  const errors = collectPageErrors(page);
  const roles = section(page, 'roles');
  await openSection(page, 'roles', records.roles.title);
  await roles.getByRole('button', { name: records.roles.addEntry }).click();

  const role3 = fill(records.roles.entry, { n: 3 });
  const field = (label: string) => roles.getByRole('textbox', { name: named(label, role3) });
  // The title has focus with SPEC's default words selected: typing replaces them.
  await expect(field(records.roles.fields.title)).toBeFocused();
  await expect(field(records.roles.fields.title)).toHaveValue(NEW_ROLE_TITLE);
  await page.keyboard.type('Design Intern');
  await expect(field(records.roles.fields.title)).toHaveValue('Design Intern');
  await expect(field(records.roles.fields.company)).toHaveValue(NEW_ROLE_COMPANY);
  // SPEC's summary placeholder is hint text, not a value.
  await expect(field(records.roles.fields.summary)).toHaveValue('');
  await expect(field(records.roles.fields.summary)).toHaveAttribute('placeholder', records.roles.hints.summary);
  // A current role: the end date is shown as Present and cannot be typed into.
  await expect(field(records.roles.fields.end)).toHaveValue(records.roles.present);
  await expect(field(records.roles.fields.end)).toBeDisabled();

  await field(records.roles.fields.company).fill('Fabrikam Studio');
  await field(records.roles.fields.start).fill('Jun 2015');
  await roles.getByRole('checkbox', { name: named(records.roles.fields.current, role3) }).uncheck();
  await expect(field(records.roles.fields.end)).toBeEnabled();
  await field(records.roles.fields.end).fill('Sep 2015');
  await field(records.roles.fields.summary).fill('Summer placement in the brand team.');

  // Highlights: SPEC's 'one highlight placeholder' is the new-highlight field, open and empty with the hint;
  // the first typed there is added with Ctrl+Enter, then edited (its text area grows to fit), a second added.
  const highlight = (n: number) => roles.getByRole('textbox', { name: named(fill(records.roles.highlights.entry, { n }), role3) });
  const newHighlight = roles.getByRole('textbox', { name: named(records.roles.highlights.newEntry, role3) });
  await expect(newHighlight).toHaveValue('');
  await expect(newHighlight).toHaveAttribute('placeholder', records.roles.hints.highlight);
  await newHighlight.fill('Redrew the icon set');
  await page.keyboard.press('Control+Enter');
  const oneLine = (await highlight(1).boundingBox())!.height;
  await highlight(1).fill('Redrew the studio’s icon set of 140 icons, which shipped in two products and cut support tickets about unclear icons by a third');
  await expect.poll(async () => (await highlight(1).boundingBox())!.height).toBeGreaterThan(oneLine);
  await roles.getByRole('button', { name: named(records.roles.highlights.addEntry, role3) }).click();
  await newHighlight.fill('  Ran five user interviews  ');
  await page.keyboard.press('Control+Enter');
  await expect(highlight(2)).toHaveValue('Ran five user interviews');

  await closeSection(page, 'roles', records.roles.title);
  const view = roles.getByRole('article').nth(2);
  await expect(view.getByRole('heading', { name: 'Design Intern' })).toBeVisible();
  await expect(view).toContainText(`Fabrikam Studio · ${fill(records.dates.range, { start: 'Jun 2015', end: 'Sep 2015' })}`);
  await expect(roles.getByRole('article').first()).toContainText(fill(records.dates.range, { start: SAMPLE.roles[0]!.start, end: records.roles.present }));

  await page.reload();
  expect((await draft(page)).roles[2]).toEqual({
    company: 'Fabrikam Studio',
    title: 'Design Intern',
    start: 'Jun 2015',
    end: 'Sep 2015',
    current: false,
    summary: 'Summer placement in the brand team.',
    highlights: [
      'Redrew the studio’s icon set of 140 icons, which shipped in two products and cut support tickets about unclear icons by a third',
      'Ran five user interviews',
    ],
  });
  expect(errors).toEqual([]);
});

test('career history: highlights deleted and undone, then highlights and roles reordered by keyboard', async ({ page }) => {
  const roles = section(page, 'roles');
  await openSection(page, 'roles', records.roles.title);
  const role1 = fill(records.roles.entry, { n: 1 });
  const [first, second, ...rest] = SAMPLE.roles[0]!.highlights as [string, string, ...string[]];

  await roles.getByRole('button', { name: named(fill(records.roles.highlights.deleteEntry, { n: 1 }), role1) }).click();
  await expect.poll(async () => (await draft(page)).roles[0]!.highlights).toEqual([second, ...rest]);
  await page.getByRole('button', { name: editor.undo.button }).click();
  await expect.poll(async () => (await draft(page)).roles[0]!.highlights).toEqual([first, second, ...rest]);

  // One press, one place: the first bullet down to the last place, each place announced on the way.
  const total = 2 + rest.length;
  const places = Array.from({ length: total - 1 }, (_, index) => index + 2);
  await moveByKeyboard(page, roles.getByRole('button', { name: fill(sections.sortable.handle, { label: truncateLabel(first) }) }), 'ArrowDown', places, total);
  await expect.poll(async () => (await draft(page)).roles[0]!.highlights).toEqual([second, ...rest, first]);

  const [latest, earlier] = SAMPLE.roles as [(typeof SAMPLE.roles)[number], (typeof SAMPLE.roles)[number]];
  const handle = roles.getByRole('button', { name: fill(sections.sortable.handle, { label: truncateLabel(`${earlier.title}, ${earlier.company}`) }) });
  // A role row is hundreds of pixels high: still one press moves it one place up.
  await moveByKeyboard(page, handle, 'ArrowUp', [1], 2);
  await expect.poll(async () => (await draft(page)).roles.map((role) => role.company)).toEqual([earlier.company, latest.company]);
  await expect(roles.getByRole('textbox', { name: named(records.roles.fields.company, role1) })).toHaveValue(earlier.company);

  await page.reload();
  const saved = await draft(page);
  expect(saved.roles.map((role) => role.company)).toEqual([earlier.company, latest.company]);
  expect(saved.roles[1]!.highlights).toEqual([second, ...rest, first]);
});

test('the other sections’ forms: earlier career, education with a qualification, certifications, languages, memberships, publications and additional details', async ({ page }) => {
  const errors = collectPageErrors(page);

  /** Opens a section, adds one entry through its form, and leaves edit mode. */
  async function addEntry(field: string, block: { title: string; newEntry: string; addEntry: string; fields: Record<string, string> }, values: Record<string, string>) {
    await openSection(page, field, block.title);
    await section(page, field).getByRole('button', { name: block.addEntry }).click();
    const form = section(page, field).getByRole('group', { name: block.newEntry });
    for (const [key, value] of Object.entries(values)) await form.getByRole('textbox', { name: named(block.fields[key]!, block.newEntry) }).fill(value);
    await form.getByRole('button', { name: records.add, exact: true }).click();
    await closeSection(page, field, block.title);
  }

  await addEntry('earlier_career', records.earlierCareer, { title: 'Junior Designer', company: 'Tailspin Toys', start: 'Jan 2014', end: 'May 2017' });
  await addEntry('certifications', records.certifications, { name: 'Certified Usability Analyst', issuer: 'HFI', date: '2019' });
  await addEntry('languages', records.languages, { name: 'Spanish', level: 'Conversational' });
  await addEntry('professional_memberships', records.memberships, { institution: 'Interaction Design Foundation', name: 'Member' });
  await addEntry('publications', records.publications, { title: 'Designing calm banking apps', type: 'Article', date: 'Oct 2023' });

  // Education: a qualification added to the place the CV already has.
  const education = section(page, 'education');
  const place1 = fill(records.education.entry, { n: 1 });
  await openSection(page, 'education', records.education.title);
  await education.getByRole('button', { name: named(records.education.qualifications.addEntry, place1) }).click();
  const newQualification = fill(records.nested, { entry: records.education.qualifications.newEntry, parent: place1 });
  await education.getByRole('textbox', { name: named(records.education.qualifications.fields.qualification, newQualification) }).fill('MA');
  await education.getByRole('textbox', { name: named(records.education.qualifications.fields.course, newQualification) }).fill('Interaction Design');
  await education.getByRole('textbox', { name: named(records.education.qualifications.fields.end, newQualification) }).fill('2016');
  await education.getByRole('button', { name: records.add, exact: true }).click();
  await closeSection(page, 'education', records.education.title);

  const details = section(page, 'add_details');
  await details.getByRole('button', { name: sections.additionalDetails.add }).click();
  await details.getByRole('textbox', { name: sections.additionalDetails.newLabel }).fill('Clean DBS check');
  await page.keyboard.press('Control+Enter');

  // What the view shows, section by section (each new entry after the sample's own).
  await expect(section(page, 'earlier_career')).toContainText('Tailspin Toys');
  await expect(section(page, 'certifications')).toContainText('Certified Usability Analyst');
  await expect(section(page, 'languages')).toContainText('Spanish');
  await expect(section(page, 'professional_memberships')).toContainText('Interaction Design Foundation');
  await expect(section(page, 'publications')).toContainText('Designing calm banking apps');
  await expect(education).toContainText('Interaction Design');
  await expect(details).toContainText('Clean DBS check');

  await page.reload();
  const saved = await draft(page);
  expect(saved.earlier_career).toEqual([...SAMPLE.earlier_career, { title: 'Junior Designer', company: 'Tailspin Toys', start: 'Jan 2014', end: 'May 2017' }]);
  expect(saved.certifications).toEqual([...SAMPLE.certifications, { name: 'Certified Usability Analyst', issuer: 'HFI', date: '2019' }]);
  expect(saved.languages).toEqual([...SAMPLE.languages, { name: 'Spanish', level: 'Conversational' }]);
  expect(saved.professional_memberships).toEqual([...SAMPLE.professional_memberships, { institution: 'Interaction Design Foundation', name: 'Member' }]);
  expect(saved.publications).toEqual([...SAMPLE.publications, { title: 'Designing calm banking apps', pub_type: 'Article', date: 'Oct 2023' }]);
  expect(saved.education[0]!.qualifications).toEqual([
    ...SAMPLE.education[0]!.qualifications,
    { qualification: 'MA', course: 'Interaction Design', start: '', end: '2016', grade: '' },
  ]);
  expect(saved.add_details).toEqual([...SAMPLE.add_details, 'Clean DBS check']);
  expect(errors).toEqual([]);
});
