import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getApp } from '../../src/lib/content/index.ts';
import { f1Of, scoreFields, sumCounts } from '../../src/lib/cv/field-score.ts';
import { parsedCvSchema, type ParsedCv } from '../../src/lib/cv/schema.ts';
import { extractDocx } from '../../src/server/cv-parse/extract/docx.ts';
import { collectPageErrors } from './console';
import { corpusDir } from '../fixtures/corpus/index.ts';
import { sampleCv } from '../fixtures/sample-cv.ts';
import { seedDraft } from './editor-seed';

/*
 * The editor's exports in a real browser: the print stylesheet's PDF read back by our own parser (field F1
 * against the exported CV, with the project's field scorer), the DOCX download holding the CV's text, and a JSON export
 * imported again in a fresh browser.
 */
const copy = getApp().editorExport;

/** A realistic CV: a long two-page one from the team's corpus (earlier career, certificates, publications ...). */
const PERSON: ParsedCv = parsedCvSchema.parse(JSON.parse(readFileSync(join(corpusDir, 'cv024-classic.json'), 'utf8')));
const fullName = (cv: ParsedCv) => `${cv.first_name} ${cv.surname}`;
/** The download name: the name as written, then ' CV' (file-name.ts keeps letters such as 'ø'). */
const fileBase = (cv: ParsedCv) => `${fullName(cv)} CV`;

async function openEditor(page: Page, cv: ParsedCv): Promise<void> {
  await seedDraft(page, cv);
  await page.goto('/editor');
  await expect(page.getByRole('group', { name: copy.label })).toBeVisible();
}

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return file;
}

/** The CV as Export JSON writes it: what every other export is compared with. */
async function exportedJson(page: Page): Promise<{ file: Download; cv: ParsedCv }> {
  const file = await download(page, copy.json);
  const envelope = JSON.parse(await readFile(await file.path(), 'utf8'));
  return { file, cv: parsedCvSchema.parse(envelope.cv) };
}

/** Our parser on a file, through the same entry as `npm run parse`. */
function parseWithOurParser(path: string): ParsedCv {
  const run = spawnSync(process.execPath, ['scripts/parse.ts', path], { encoding: 'utf8', timeout: 60_000 });
  expect(run.status, run.stderr).toBe(0);
  return parsedCvSchema.parse(JSON.parse(run.stdout).data);
}

test('the printed PDF is the CV alone, and our parser reads it back (field F1 ≥ 0.95)', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openEditor(page, PERSON);
  const { cv: exported } = await exportedJson(page);

  // On screen the print copy is not shown; in print it is the only thing on the page.
  await expect(page.locator('.printable-cv')).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('body > .printable-cv[data-print-root]');
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('heading', { level: 1 })).toHaveText(fullName(exported));
  await expect(page.getByRole('group', { name: copy.label })).toBeHidden();
  const shown = await page.evaluate(() =>
    [...document.body.children].filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.className),
  );
  expect(shown).toEqual(['printable-cv']);

  const dir = await mkdtemp(join(tmpdir(), 'hirewise-print-'));
  const pdfPath = join(dir, `${fileBase(exported)}.pdf`);
  await writeFile(pdfPath, await page.pdf({ format: 'A4' }));
  const parsed = parseWithOurParser(pdfPath);
  expect(fullName(parsed)).toBe(fullName(exported));
  expect(parsed.roles.map((r) => r.title)).toEqual(exported.roles.map((r) => r.title));

  const overall = sumCounts(scoreFields(exported, parsed).values());
  console.log(`print-PDF field F1 ${f1Of(overall).toFixed(3)} (TP ${overall.tp}, FP ${overall.fp}, FN ${overall.fn})`);
  expect(f1Of(overall)).toBeGreaterThanOrEqual(0.95);
  expect(errors).toEqual([]);
});

test('Download DOCX gives a Word file named after the CV that holds its text', async ({ page }) => {
  await openEditor(page, PERSON);
  const file = await download(page, copy.docx);
  expect(file.suggestedFilename()).toBe(`${fileBase(PERSON)}.docx`);
  const lines = extractDocx(new Uint8Array(await readFile(await file.path()))).lines.map((line) => line.text);
  const expected = [
    fullName(PERSON),
    PERSON.headline,
    PERSON.email,
    copy.document.headings.roles,
    ...PERSON.roles.flatMap((role) => [`${role.title} – ${role.company}`, ...role.highlights]),
    copy.document.headings.education,
    ...PERSON.education.map((e) => e.institution),
  ];
  let at = -1;
  for (const text of expected) {
    const found = lines.findIndex((line, index) => index > at && line.includes(text));
    expect(found, `"${text}" in order`).toBeGreaterThan(at);
    at = found;
  }
});

test('a JSON export imports again in a fresh browser, after asking', async ({ page, browser }) => {
  await openEditor(page, PERSON);
  const { file, cv: exported } = await exportedJson(page);
  expect(file.suggestedFilename()).toBe(`${fileBase(PERSON)}.json`);
  const saved = join(await mkdtemp(join(tmpdir(), 'hirewise-json-')), file.suggestedFilename());
  await file.saveAs(saved);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const errors = collectPageErrors(other);
  await openEditor(other, sampleCv());
  await expect(other.getByText(fullName(sampleCv()), { exact: true })).toBeVisible();
  const input = other.getByLabel(copy.import);

  // Escape answers 'no': the CV stays.
  await input.setInputFiles(saved);
  const dialog = other.getByRole('dialog', { name: copy.confirm.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: copy.confirm.cancel })).toBeFocused();
  const axe = await new AxeBuilder({ page: other }).include('dialog').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await other.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(other.getByText(fullName(sampleCv()), { exact: true })).toBeVisible();

  await input.setInputFiles(saved);
  await dialog.getByRole('button', { name: copy.confirm.replace }).click();
  await expect(other.getByRole('status').filter({ hasText: copy.done.imported.replace('{file}', file.suggestedFilename()) })).toBeAttached();
  await expect(other.getByText(fullName(exported), { exact: true })).toBeVisible();
  for (const role of exported.roles) await expect(other.getByText(role.title, { exact: true }).first()).toBeVisible();
  const { cv: again } = await exportedJson(other);
  expect(again).toEqual(exported);

  // A file that is not a CV is refused with the reason, and nothing changes.
  await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"todo": ["call Sam"]}') });
  await expect(other.getByRole('alert').filter({ hasText: copy.errors.notCv })).toBeVisible();
  await expect(other.getByText(fullName(exported), { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
  await fresh.close();
});

test('export names keep the letters of the name ("Søren Ødegård CV"), and Download PDF says it opens the print dialog', async ({ page }) => {
  const soren = parsedCvSchema.parse({ ...sampleCv(), first_name: 'Søren', surname: 'Ødegård' });
  // The print dialog itself cannot be driven here: record the title the PDF would be saved under instead.
  await page.addInitScript(() => {
    window.print = () => void ((window as unknown as { printedAs: string }).printedAs = document.title);
  });
  await openEditor(page, soren);

  const pdf = page.getByRole('button', { name: copy.pdf });
  await expect(page.getByText(copy.pdfHint)).toBeVisible();
  await expect(pdf).toHaveAccessibleDescription(copy.pdfHint);
  await pdf.click();
  expect(await page.evaluate(() => (window as unknown as { printedAs: string }).printedAs)).toBe('Søren Ødegård CV');

  expect((await download(page, copy.docx)).suggestedFilename()).toBe('Søren Ødegård CV.docx');
  expect((await download(page, copy.json)).suggestedFilename()).toBe('Søren Ødegård CV.json');
});
