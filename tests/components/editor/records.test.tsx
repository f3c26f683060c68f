// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { RecordList } from '@/lib/cv/edit';
import { fillTemplate } from '@/lib/content/template';
import CertificationsSection from '@/screens/editor/sections/CertificationsSection';
import EarlierCareerSection from '@/screens/editor/sections/EarlierCareerSection';
import LanguagesSection from '@/screens/editor/sections/LanguagesSection';
import MembershipsSection from '@/screens/editor/sections/MembershipsSection';
import PublicationsSection from '@/screens/editor/sections/PublicationsSection';
import { $canUndo, $cv, undoLastDeletion } from '@/stores/cv';
import { openCv, renderInEditor } from './harness';
import { doneButton, editButton, entry, fieldName, records } from './records-helpers';

/**
 * The five flat record sections share one form; each is driven here through the same story: view, empty
 * message, edit a field, add an entry, delete it and undo, and (where it has one) the date check.
 */
interface Case {
  Component: ComponentType;
  list: Exclude<RecordList, 'links' | 'education'>;
  block: { title: string; empty: string; entry: string; newEntry: string; addEntry: string; deleteEntry: string; fields: Record<string, string> };
  /** Two entries as the CV holds them. */
  items: Record<string, string>[];
  /** Field names (copy keys) with the CV key they edit. */
  keys: Record<string, string>;
  /** What view mode shows for the first entry. */
  shows: string[];
  date?: string;
}

const cases: Case[] = [
  {
    Component: EarlierCareerSection,
    list: 'earlier_career',
    block: records.earlierCareer,
    items: [
      { title: 'Analyst', company: 'Northern Bank', start: 'Sep 2008', end: 'Jun 2011' },
      { title: 'Intern', company: 'City Council', start: '2007', end: '2008' },
    ],
    keys: { title: 'title', company: 'company', start: 'start', end: 'end' },
    shows: ['Analyst', 'Northern Bank', 'Sep 2008 – Jun 2011'],
    date: 'start',
  },
  {
    Component: CertificationsSection,
    list: 'certifications',
    block: records.certifications,
    items: [
      { name: 'PRINCE2 Practitioner', issuer: 'Axelos', date: 'Mar 2019' },
      { name: 'Scrum Master', issuer: 'Scrum Alliance', date: '2017' },
    ],
    keys: { name: 'name', issuer: 'issuer', date: 'date' },
    shows: ['PRINCE2 Practitioner', 'Axelos', 'Mar 2019'],
    date: 'date',
  },
  {
    Component: LanguagesSection,
    list: 'languages',
    block: records.languages,
    items: [
      { name: 'French', level: 'C1' },
      { name: 'Hindi', level: 'Native' },
    ],
    keys: { name: 'name', level: 'level' },
    shows: ['French', 'C1'],
  },
  {
    Component: MembershipsSection,
    list: 'professional_memberships',
    block: records.memberships,
    items: [
      { institution: 'CIPD', name: 'Chartered Member (MCIPD)' },
      { institution: 'BCS', name: 'Professional Member' },
    ],
    keys: { institution: 'institution', name: 'name' },
    shows: ['CIPD', 'Chartered Member (MCIPD)'],
  },
  {
    Component: PublicationsSection,
    list: 'publications',
    block: records.publications,
    items: [
      { title: 'Payments at scale', pub_type: 'Article', date: 'Nov 2022' },
      { title: 'Open banking in practice', pub_type: 'Conference Paper', date: '2020' },
    ],
    keys: { title: 'title', type: 'pub_type', date: 'date' },
    shows: ['Payments at scale', 'Article', 'Nov 2022'],
    date: 'date',
  },
];

const stored = (list: Case['list']) => ($cv.get()![list] as Record<string, string>[]).map(({ id: _id, ...item }) => item);

describe.each(cases)('$block.title', ({ Component, list, block, items, keys, shows }) => {
  const fieldNames = Object.keys(keys);
  const first = fieldNames[0]!;
  const label = (field: string, n: number) => fieldName(block.fields[field]!, entry(block.entry, n));
  const section = () => screen.getByRole('region', { name: block.title });

  async function openEditor() {
    const user = userEvent.setup();
    renderInEditor(<Component />);
    await user.click(screen.getByRole('button', { name: editButton(block.title) }));
    return user;
  }

  beforeEach(() => openCv({ [list]: items }));

  test('shows its entries under SPEC’s heading', () => {
    renderInEditor(<Component />);
    expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeTruthy();
    const entries = within(section()).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    for (const text of shows) expect(entries[0]!.textContent).toContain(text);
  });

  test('says SPEC’s empty message when there is nothing, in view and edit mode', async () => {
    openCv({});
    const user = userEvent.setup();
    renderInEditor(<Component />);
    expect(within(section()).getByText(block.empty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: editButton(block.title) }));
    expect(within(section()).getByText(block.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: block.addEntry })).toBeTruthy();
  });

  test('edit mode: one labelled group per entry, every field named for its entry', async () => {
    await openEditor();
    expect(screen.getByRole('group', { name: entry(block.entry, 1) })).toBeTruthy();
    expect(screen.getByRole('group', { name: entry(block.entry, 2) })).toBeTruthy();
    for (const [field, key] of Object.entries(keys)) {
      const input = screen.getByRole('textbox', { name: label(field, 2) }) as HTMLInputElement;
      expect(input.value).toBe(items[1]![key]);
    }
  });

  test('a change is saved as it is typed (trimmed), and the view shows it after the tick', async () => {
    const user = await openEditor();
    const input = screen.getByRole('textbox', { name: label(first, 1) }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'Brand new words ');
    // The field keeps what was typed, trailing space included; the CV holds it trimmed.
    expect(input.value).toBe('Brand new words ');
    expect(stored(list)[0]![keys[first]!]).toBe('Brand new words');
    expect(stored(list)[1]).toEqual(items[1]);

    await user.click(screen.getByRole('button', { name: doneButton(block.title) }));
    expect(within(section()).getAllByRole('listitem')[0]!.textContent).toContain('Brand new words');
  });

  test('Add opens an empty entry form; Add saves it last and focus returns to the Add button', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: block.addEntry }));
    const form = screen.getByRole('group', { name: block.newEntry });
    const firstField = within(form).getByRole('textbox', { name: fieldName(block.fields[first]!, block.newEntry) });
    expect(document.activeElement).toBe(firstField);

    // An entry without any text is not added: the form says so.
    await user.click(within(form).getByRole('button', { name: records.add }));
    expect(screen.getByRole('alert').textContent).toBe(records.blank);
    expect(stored(list)).toHaveLength(2);

    await user.type(firstField, '  Added entry ');
    await user.click(within(form).getByRole('button', { name: records.add }));
    expect(stored(list)).toHaveLength(3);
    expect(stored(list)[2]![keys[first]!]).toBe('Added entry');
    expect(screen.queryByRole('group', { name: block.newEntry })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: block.addEntry }));
    expect((screen.getByRole('textbox', { name: label(first, 3) }) as HTMLInputElement).value).toBe('Added entry');
  });

  test('Escape and Cancel leave the add form without adding', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: block.addEntry }));
    await user.keyboard('Something{Escape}');
    expect(screen.queryByRole('group', { name: block.newEntry })).toBeNull();
    await user.click(screen.getByRole('button', { name: block.addEntry }));
    await user.keyboard('Something');
    await user.click(screen.getByRole('button', { name: records.cancel }));
    expect(stored(list)).toHaveLength(2);
  });

  test('leaving edit mode with the add form half-filled keeps what was typed', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: block.addEntry }));
    await user.keyboard('Typed, then the tick');
    await user.click(screen.getByRole('button', { name: doneButton(block.title) }));
    expect(stored(list)[2]![keys[first]!]).toBe('Typed, then the tick');
    expect(within(section()).getAllByRole('listitem')).toHaveLength(3);
  });

  test('Delete removes an entry, and the deletion can be undone once', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: fillTemplate(block.deleteEntry, { n: 1 }) }));
    expect(stored(list)).toEqual([items[1]]);
    expect(screen.queryByRole('group', { name: entry(block.entry, 2) })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: block.addEntry }));
    expect($canUndo.get()).toBe(true);

    act(() => undoLastDeletion());
    expect(stored(list)).toEqual(items);
    expect((screen.getByRole('textbox', { name: label(first, 1) }) as HTMLInputElement).value).toBe(items[0]![keys[first]!]);
    expect($canUndo.get()).toBe(false);
  });
});

describe.each(cases.filter((item) => item.date))('$block.title dates', ({ Component, list, block, items, keys, date }) => {
  const label = (field: string, n: number) => fieldName(block.fields[field]!, entry(block.entry, n));

  async function openEditor() {
    const user = userEvent.setup();
    renderInEditor(<Component />);
    await user.click(screen.getByRole('button', { name: editButton(block.title) }));
    return user;
  }

  beforeEach(() => openCv({ [list]: items }));

  test('a date in another form gets a gentle note once the field is left, and is kept as typed', async () => {
    const user = await openEditor();
    const input = screen.getByRole('textbox', { name: label(date!, 1) }) as HTMLInputElement;
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText(records.dates.hint).length).toBeGreaterThan(0);

    await user.clear(input);
    await user.type(input, 'March 2019');
    expect(screen.queryByText(records.dates.invalid)).toBeNull();
    await user.tab();
    expect(screen.getByText(records.dates.invalid)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(stored(list)[0]![keys[date!]!]).toBe('March 2019');

    await user.clear(input);
    await user.type(input, 'Mar 2019');
    expect(screen.queryByText(records.dates.invalid)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
