// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { exportCvJson } from '@/lib/cv/export/json';
import { parsedCvSchema, type ParsedCv } from '@/lib/cv/schema';
import ExportMenu from '@/screens/editor/export/ExportMenu';
import PrintableCv from '@/screens/editor/export/PrintableCv';
import { $cv, currentDocument, resetCv } from '@/stores/cv';
import { installDialogStandIn } from '../setup/dialog-stand-in';
import { copy as editorCopy, openCv, renderInEditor } from './editor/harness';

const copy = editorCopy.editorExport;

const current: Partial<ParsedCv> = {
  first_name: 'Asha',
  surname: 'Patel-Jones',
  headline: 'Product Manager',
  roles: [{ title: 'Product Manager', company: 'Acme Ltd', start: 'Jan 2021', end: '', current: true, summary: '', highlights: ['Launched payouts'] }],
};
const imported: Partial<ParsedCv> = {
  first_name: 'Élodie',
  surname: 'Chevalier',
  roles: [{ title: 'UX Designer', company: 'Studio Nord', start: 'Mar 2019', end: 'Jun 2023', current: false, summary: '', highlights: [] }],
};

const jsonFile = (text: string, name = 'elodie-chevalier-cv.json') => new File([text], name, { type: 'application/json' });
const importedCv = jsonFile(exportCvJson({ cv: parsedCvSchema.parse(imported) }));
const fileInput = () => screen.getByLabelText(copy.import) as HTMLInputElement;
const cvName = () => `${$cv.get()?.first_name} ${$cv.get()?.surname}`;

/** Captures what downloadBlob hands to the browser: the Blob and the download name. */
function captureDownloads() {
  const downloads: Array<{ blob: Blob; name: string }> = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ blob: blobs.get(this.href)!, name: this.download });
  });
  return downloads;
}

function setUp(cv: Partial<ParsedCv> | null = current) {
  if (cv) openCv(cv);
  else resetCv();
  const user = userEvent.setup();
  renderInEditor(<ExportMenu />);
  return user;
}

beforeAll(installDialogStandIn);
beforeEach(() => localStorage.clear());
afterEach(() => resetCv());

describe('ExportMenu: controls', () => {
  test('a named group of four controls, the import a labelled file input for .json', () => {
    setUp();
    const group = screen.getByRole('group', { name: copy.label });
    for (const name of [copy.pdf, copy.docx, copy.json]) expect(within(group).getByRole('button', { name })).toBeTruthy();
    expect(fileInput().type).toBe('file');
    expect(fileInput().accept).toContain('.json');
  });

  test('without a CV nothing can be exported, but a CV can be imported without a question', async () => {
    const user = setUp(null);
    for (const name of [copy.pdf, copy.docx, copy.json]) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    await user.upload(fileInput(), importedCv);
    await waitFor(() => expect(cvName()).toBe('Élodie Chevalier'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(copy.done.imported.replace('{file}', 'elodie-chevalier-cv.json'));
  });
});

describe('ExportMenu: import', () => {
  test('a good file asks first; Cancel keeps the CV, Replace imports it and says so', async () => {
    const user = setUp();
    await user.upload(fileInput(), importedCv);
    const dialog = await screen.findByRole('dialog', { name: copy.confirm.title });
    expect(dialog.textContent).toContain(copy.confirm.body.replace('{file}', 'elodie-chevalier-cv.json'));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: copy.confirm.cancel }));

    await user.click(within(dialog).getByRole('button', { name: copy.confirm.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cvName()).toBe('Asha Patel-Jones');

    // The same file again is a change too (the input is cleared after each choice).
    await user.upload(fileInput(), importedCv);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: copy.confirm.replace }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cvName()).toBe('Élodie Chevalier');
    expect($cv.get()!.roles.map((role) => role.title)).toEqual(['UX Designer']);
    expect(screen.getByRole('status').textContent).toBe(copy.done.imported.replace('{file}', 'elodie-chevalier-cv.json'));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  test.each([
    ['not JSON', jsonFile('Asha Patel-Jones, Product Manager', 'notes.json'), copy.errors.notJson],
    ['JSON that is not a CV', jsonFile('{"name": "my-app", "version": "1.0.0"}', 'package.json'), copy.errors.notCv],
    ['a newer format', jsonFile('{"format": "hirewise-cv", "version": 7, "cv": {}}'), copy.errors.wrongVersion.replace('{version}', '7')],
  ])('%s: the reason in an alert, and the CV unchanged', async (_name, file, message) => {
    const user = setUp();
    const before = $cv.get();
    await user.upload(fileInput(), file);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($cv.get()).toBe(before);
    await user.click(screen.getByRole('button', { name: copy.dismiss }));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  test('a file over the limit is refused without being read', async () => {
    const user = setUp();
    const file = jsonFile('{}');
    Object.defineProperty(file, 'size', { value: 50 * 1024 * 1024 });
    const read = vi.spyOn(file, 'text');
    await user.upload(fileInput(), file);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(copy.errors.tooLarge.replace('{limit}', '2 MB')));
    expect(read).not.toHaveBeenCalled();
    expect(cvName()).toBe('Asha Patel-Jones');
  });
});

describe('ExportMenu: downloads', () => {
  test('Export JSON downloads the envelope of the current CV, named after it', async () => {
    const downloads = captureDownloads();
    const user = setUp();
    await user.click(screen.getByRole('button', { name: copy.json }));
    expect(downloads.map((d) => d.name)).toEqual(['Asha Patel-Jones CV.json']);
    expect(downloads[0]!.blob.type).toBe('application/json');
    const value = JSON.parse(await downloads[0]!.blob.text());
    expect(value).toMatchObject({ format: 'hirewise-cv', version: 1, cv: currentDocument()!.cv });
    expect(screen.getByRole('status').textContent).toBe(copy.done.json.replace('{file}', 'Asha Patel-Jones CV.json'));
  });

  test('Download DOCX builds the Word file on demand', async () => {
    const downloads = captureDownloads();
    const user = setUp();
    await user.click(screen.getByRole('button', { name: copy.docx }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['Asha Patel-Jones CV.docx']));
    const bytes = new Uint8Array(await downloads[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect(screen.getByRole('status').textContent).toBe(copy.done.docx.replace('{file}', 'Asha Patel-Jones CV.docx'));
  });

  test('Download PDF says it opens the print dialog, prints with the file name as the title, then restores the title', async () => {
    document.title = 'CV editor | Hirewise';
    const titles: string[] = [];
    const print = vi.fn(() => titles.push(document.title));
    window.print = print;
    const user = setUp();
    const button = screen.getByRole('button', { name: copy.pdf });
    // What the button does is said beside it, and read with it: the PDF is saved from the print dialog.
    expect(screen.getByText(copy.pdfHint)).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(copy.pdfHint).id);
    await user.click(button);
    expect(print).toHaveBeenCalledOnce();
    expect(titles).toEqual(['Asha Patel-Jones CV']);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(document.title).toBe('CV editor | Hirewise');
  });
});

describe('PrintableCv', () => {
  const printRoot = () => document.body.querySelector<HTMLElement>(':scope > [data-print-root]');

  test('exists only while printing, as a document at the end of <body> that follows edits', () => {
    openCv(current);
    renderInEditor(<PrintableCv />);
    // On screen the CV is shown once, by the editor; the print copy is not even in the page.
    expect(printRoot()).toBeNull();

    act(() => void window.dispatchEvent(new Event('beforeprint')));
    const root = printRoot()!;
    expect(root.classList.contains('printable-cv')).toBe(true);
    expect(within(root).getByRole('heading', { level: 1 }).textContent).toBe('Asha Patel-Jones');
    expect(within(root).getByRole('heading', { level: 2 }).textContent).toBe(copy.document.headings.roles);
    expect(root.textContent).toContain('Product Manager – Acme Ltd');
    expect(root.textContent).toContain(`Jan 2021 – ${copy.document.present}`);
    act(() => openCv(imported));
    expect(printRoot()!.textContent).toContain('UX Designer – Studio Nord');
    expect(printRoot()!.textContent).toContain('Mar 2019 – Jun 2023');

    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(printRoot()).toBeNull();
  });
});
