import { describe, expect, test } from 'vitest';
import {
  addHighlight,
  addRole,
  deleteHighlight,
  deleteRole,
  moveHighlight,
  NEW_ROLE_COMPANY,
  NEW_ROLE_TITLE,
  updateHighlight,
  updateRole,
} from '../../../src/lib/cv/edit.ts';
import { collectIds, normaliseCv, type EditableCv } from '../../../src/lib/cv/editable.ts';
import { unfinishedRoles } from '../../../src/lib/cv/unfinished.ts';
import { emptyParsedCv } from '../../../src/lib/cv/schema.ts';
import { sampleCv, sampleCvWithDuplicates } from '../../fixtures/sample-cv.ts';
import { deepFreeze, sampleEditableCv } from './fixtures.ts';

const sample = sampleCv();
const [first, second] = sample.roles as [(typeof sample.roles)[number], (typeof sample.roles)[number]];
const H0 = 'highlight-northwind-retail-senior-data-analyst-0';
const H1 = 'highlight-northwind-retail-senior-data-analyst-1';
const texts = (cv: EditableCv, at = 0) => cv.roles[at]!.highlights.map((h) => h.text);

describe('addRole', () => {
  test("appends SPEC's default role: 'New Company', 'New Position', current; no summary or highlight of text nobody wrote", () => {
    const cv = sampleEditableCv();
    const next = addRole(cv);
    expect(next.roles).toHaveLength(3);
    expect(next.roles[2]).toEqual({
      id: 'role-2',
      company: 'New Company',
      title: 'New Position',
      start: '',
      end: '',
      current: true,
      summary: '',
      highlights: [],
    });
    expect([NEW_ROLE_COMPANY, NEW_ROLE_TITLE]).toEqual(['New Company', 'New Position']);
    expect(cv.roles).toHaveLength(2);
  });

  test('two added roles get distinct role ids, and their first highlights distinct ids', () => {
    let cv = addRole(addRole(deepFreeze(normaliseCv(emptyParsedCv()))));
    expect(cv.roles.map((role) => role.id)).toEqual(['role-0', 'role-1']);
    cv = addHighlight(addHighlight(cv, 'role-0', 'Shipped it'), 'role-1', 'Shipped it');
    expect(cv.roles.map((role) => role.highlights[0]!.id)).toEqual([
      'highlight-new-company-new-position-0',
      'highlight-new-company-new-position-0~2',
    ]);
  });
});

describe('unfinishedRoles (asked about before exporting)', () => {
  test("names the roles that still say 'New Position' or 'New Company', by their place", () => {
    let cv = addRole(addRole(sampleEditableCv()));
    cv = updateRole(cv, cv.roles[3]!.id, { title: 'Design Intern' });
    expect(unfinishedRoles(cv)).toEqual([
      { id: cv.roles[2]!.id, number: 3, title: 'New Position', company: 'New Company' },
      { id: cv.roles[3]!.id, number: 4, title: 'Design Intern', company: 'New Company' },
    ]);
    cv = updateRole(cv, cv.roles[3]!.id, { company: 'Fabrikam' });
    cv = updateRole(cv, cv.roles[2]!.id, { title: 'Intern', company: 'Tailspin' });
    expect(unfinishedRoles(cv)).toEqual([]);
    expect(unfinishedRoles(sampleEditableCv())).toEqual([]);
  });
});

describe('updateRole', () => {
  test.each([
    ['trims and merges fields', 'role-1', { title: ' Senior PM ', summary: ' Led pricing. ' },
      { title: 'Senior PM', summary: 'Led pricing.', current: false, end: second.end }],
    ['marking a role current clears its end date', 'role-1', { current: true }, { current: true, end: '' }],
    ['current wins over an end date given with it', 'role-1', { current: true, end: 'Jan 2024' }, { current: true, end: '' }],
    ['an end date ends an ongoing role', 'role-0', { end: ' Mar 2025 ' }, { current: false, end: 'Mar 2025' }],
    ['clearing current keeps the end empty until one is given', 'role-0', { current: false }, { current: false, end: '' }],
    ['an end date with current: false is kept', 'role-0', { current: false, end: 'Apr 2025' }, { current: false, end: 'Apr 2025' }],
  ])('%s', (_name, id, changes, expected) => {
    const cv = sampleEditableCv();
    const role = updateRole(cv, id, changes).roles.find((r) => r.id === id)!;
    expect(role).toMatchObject({ ...expected, id });
  });

  test('keeps the role id and highlight ids when company and title change', () => {
    const cv = sampleEditableCv();
    const next = updateRole(cv, 'role-0', { company: 'Globex', title: 'Head of Product' });
    expect(next.roles[0]!.id).toBe('role-0');
    expect(next.roles[0]!.highlights).toBe(cv.roles[0]!.highlights);
    expect(next.roles[1]).toBe(cv.roles[1]);
    expect(cv.roles[0]!.company).toBe(first.company);
  });

  test('an unknown id, or changes that change nothing, return the CV itself', () => {
    const cv = sampleEditableCv();
    expect(updateRole(cv, 'role-9', { title: 'x' })).toBe(cv);
    expect(updateRole(cv, 'role-0', { title: ` ${first.title} `, current: true })).toBe(cv);
  });
});

describe('deleteRole', () => {
  test('removes the role with its highlights', () => {
    const cv = sampleEditableCv();
    const next = deleteRole(cv, 'role-0');
    expect(next.roles.map((r) => r.id)).toEqual(['role-1']);
    expect(collectIds(next).has(H0)).toBe(false);
    expect(deleteRole(cv, 'role-9')).toBe(cv);
  });
});

describe('highlights', () => {
  test('addHighlight appends trimmed text with an id from company, title and position', () => {
    const cv = sampleEditableCv();
    const next = addHighlight(cv, 'role-0', '  Hired 3 analysts ');
    expect(next.roles[0]!.highlights.at(-1)).toEqual({ id: 'highlight-northwind-retail-senior-data-analyst-3', text: 'Hired 3 analysts' });
    expect(texts(cv)).toEqual(first.highlights);
    expect(next.roles[1]).toBe(cv.roles[1]);
  });

  test('addHighlight avoids ids used by another role with the same company and title', () => {
    // role-2 of this variant is an earlier stint with role-0's company and title, so their ids would collide.
    const next = addHighlight(sampleEditableCv(sampleCvWithDuplicates()), 'role-2', 'Second');
    expect(next.roles[2]!.highlights.map((h) => h.id)).toEqual([
      'highlight-northwind-retail-senior-data-analyst-0~2',
      'highlight-northwind-retail-senior-data-analyst-1~2',
    ]);
  });

  test.each([
    ['add: blank text', (cv: EditableCv) => addHighlight(cv, 'role-0', '  ')],
    ['add: unknown role', (cv: EditableCv) => addHighlight(cv, 'role-9', 'Text')],
    ['update: blank text', (cv: EditableCv) => updateHighlight(cv, 'role-0', H0, ' ')],
    ['update: same text', (cv: EditableCv) => updateHighlight(cv, 'role-0', H0, `${first.highlights[0]} `)],
    ['update: unknown highlight', (cv: EditableCv) => updateHighlight(cv, 'role-0', 'h-9', 'Text')],
    ['delete: unknown highlight', (cv: EditableCv) => deleteHighlight(cv, 'role-0', 'h-9')],
    ['delete: highlight of another role', (cv: EditableCv) => deleteHighlight(cv, 'role-1', H1)],
    ['move: same place', (cv: EditableCv) => moveHighlight(cv, 'role-0', H0, H0)],
  ])('ignored (%s): returns the CV itself', (_name, edit) => {
    const cv = sampleEditableCv();
    expect(edit(cv)).toBe(cv);
  });

  test('updateHighlight rewords, trimmed, keeping the id', () => {
    const cv = sampleEditableCv();
    const next = updateHighlight(cv, 'role-0', H1, ' Reduced forecast error by 25% ');
    expect(next.roles[0]!.highlights[1]).toEqual({ id: H1, text: 'Reduced forecast error by 25%' });
    expect(texts(cv)[1]).toBe(first.highlights[1]);
  });

  test('deleteHighlight removes only that highlight of that role', () => {
    const cv = sampleEditableCv();
    const next = deleteHighlight(cv, 'role-0', H0);
    expect(texts(next)).toEqual(first.highlights.slice(1));
    expect(texts(next, 1)).toEqual(second.highlights);
  });

  test('moveHighlight reorders within the role', () => {
    const cv = sampleEditableCv();
    const [h0, h1, ...rest] = first.highlights;
    expect(texts(moveHighlight(cv, 'role-0', H1, H0))).toEqual([h1, h0, ...rest]);
    expect(texts(cv)).toEqual(first.highlights);
  });
});
