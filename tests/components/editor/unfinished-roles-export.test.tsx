// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fillTemplate } from '@/lib/content/template';
import ExportMenu from '@/screens/editor/export/ExportMenu';
import RolesSection from '@/screens/editor/sections/RolesSection';
import { $cv, resetCv } from '@/stores/cv';
import { installDialogStandIn } from '../../setup/dialog-stand-in';
import { copy, layOutRows, openCv, renderInEditor } from './harness';
import { doneButton, editButton, entry, fieldName } from './records-helpers';

/*
 * Exporting a CV with a role that still says 'New Position' / 'New Company' asks first (issue 16). The print
 * dialog is the browser's own and cannot open in jsdom: window.print is a stand-in that records the call.
 */
const exportCopy = copy.editorExport;
const unfinished = exportCopy.unfinished;
const roles = copy.editorRecords.roles;
const finishedRole = { title: 'Product Manager', company: 'Acme Ltd', start: 'Jan 2021', end: '', current: true, summary: '', highlights: [] };

let print: ReturnType<typeof vi.fn>;
beforeAll(installDialogStandIn);
beforeEach(() => {
  layOutRows();
  print = vi.fn();
  window.print = print as unknown as typeof window.print;
  openCv({ first_name: 'Asha', surname: 'Patel', roles: [finishedRole] });
});
afterEach(() => resetCv());

async function addRoleAndLeave() {
  const user = userEvent.setup();
  renderInEditor(
    <>
      <ExportMenu />
      <RolesSection />
    </>,
  );
  await user.click(screen.getByRole('button', { name: editButton(roles.title) }));
  await user.click(screen.getByRole('button', { name: roles.addEntry }));
  await user.click(screen.getByRole('button', { name: doneButton(roles.title) }));
  return user;
}

describe('export with an unfinished role', () => {
  test('a finished CV prints at once, without a question', async () => {
    const user = userEvent.setup();
    renderInEditor(<ExportMenu />);
    await user.click(screen.getByRole('button', { name: exportCopy.pdf }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Download PDF asks first, naming the role; Export anyway prints', async () => {
    const user = await addRoleAndLeave();
    await user.click(screen.getByRole('button', { name: exportCopy.pdf }));
    const dialog = screen.getByRole('dialog', { name: unfinished.title });
    expect(print).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      fillTemplate(unfinished.role, { n: 2, title: 'New Position', company: 'New Company' }),
    );
    // The choice that loses nothing has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: unfinished.fix }));

    await user.click(within(dialog).getByRole('button', { name: unfinished.exportAnyway }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(print).toHaveBeenCalledOnce();
  });

  test('Go back and fix opens Career History on that role with its title selected; once fixed, export asks nothing', async () => {
    const user = await addRoleAndLeave();
    await user.click(screen.getByRole('button', { name: exportCopy.docx }));
    await user.click(screen.getByRole('button', { name: unfinished.fix }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const title = screen.getByRole('textbox', { name: fieldName(roles.fields.title, entry(roles.entry, 2)) }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect([title.selectionStart, title.selectionEnd]).toEqual([0, 'New Position'.length]);
    await user.keyboard('Design Intern');
    const company = screen.getByRole('textbox', { name: fieldName(roles.fields.company, entry(roles.entry, 2)) });
    await user.clear(company);
    await user.type(company, 'Fabrikam');
    expect($cv.get()!.roles[1]).toMatchObject({ title: 'Design Intern', company: 'Fabrikam' });

    await user.click(screen.getByRole('button', { name: exportCopy.pdf }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(print).toHaveBeenCalledOnce();
  });

  test('Export JSON (the user’s own copy to import again) is not held up', async () => {
    const user = await addRoleAndLeave();
    URL.createObjectURL = vi.fn(() => 'blob:test/0');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: exportCopy.json }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(click).toHaveBeenCalledOnce();
  });
});
