// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { fillTemplate } from '@/lib/content/template';
import EducationSection from '@/screens/editor/sections/EducationSection';
import { $cv, undoLastDeletion } from '@/stores/cv';
import { openCv, renderInEditor } from './harness';
import { doneButton, editButton, entry, fieldName, records } from './records-helpers';

const copy = records.education;
const quals = copy.qualifications;

const leeds = {
  institution: 'University of Leeds',
  location: { city: 'Leeds', country: 'UK' },
  qualifications: [
    { qualification: 'BSc (Hons)', course: 'Computer Science', start: 'Sep 2012', end: 'Jun 2015', grade: 'First' },
    { qualification: 'MSc', course: 'Data Science', start: '2015', end: '2016', grade: 'Distinction' },
  ],
};
const college = { institution: 'Park College', location: { city: 'York', country: '' }, qualifications: [] };

const place = (n: number) => $cv.get()!.education[n - 1]!;
const educationName = (n: number) => entry(copy.entry, n);
/** 'Qualification 1, Education 1': a qualification is named inside its place. */
const qualificationName = (q: number, e: number) => fillTemplate(records.nested, { entry: entry(quals.entry, q), parent: educationName(e) });

async function openEditor() {
  const user = userEvent.setup();
  renderInEditor(<EducationSection />);
  await user.click(screen.getByRole('button', { name: editButton(copy.title) }));
  return user;
}

beforeEach(() => openCv({ education: [leeds, college] }));

describe('EducationSection', () => {
  test('view: each place with its city and country, and its qualifications with dates and grade', () => {
    renderInEditor(<EducationSection />);
    const section = screen.getByRole('region', { name: copy.title });
    expect(section.textContent).toContain('University of Leeds · Leeds, UK');
    expect(section.textContent).toContain('BSc (Hons) Computer Science · Sep 2012 – Jun 2015 · First');
    expect(section.textContent).toContain('MSc Data Science · 2015 – 2016 · Distinction');
    expect(section.textContent).toContain('Park College · York');
  });

  test('SPEC’s empty message', () => {
    openCv({});
    renderInEditor(<EducationSection />);
    expect(screen.getByText(copy.empty)).toBeTruthy();
  });

  test('institution, city and country are edited in place', async () => {
    const user = await openEditor();
    const city = screen.getByRole('textbox', { name: fieldName(copy.fields.city, educationName(2)) });
    await user.type(city, ' Minster');
    const country = screen.getByRole('textbox', { name: fieldName(copy.fields.country, educationName(2)) });
    await user.type(country, 'UK');
    expect(place(2).location).toEqual({ city: 'York Minster', country: 'UK' });
    expect(place(1)).toMatchObject(leeds);
  });

  test('qualifications: each field named for its qualification and place; edits save as typed', async () => {
    const user = await openEditor();
    expect(screen.getByRole('group', { name: `${entry(quals.entry, 2)} ${fillTemplate(records.scope, { entry: educationName(1) })}` })).toBeTruthy();
    const course = screen.getByRole('textbox', { name: fieldName(quals.fields.course, qualificationName(2, 1)) }) as HTMLInputElement;
    expect(course.value).toBe('Data Science');
    await user.clear(course);
    await user.type(course, 'Machine Learning');
    expect(place(1).qualifications[1]).toMatchObject({ qualification: 'MSc', course: 'Machine Learning' });
    expect(place(1).qualifications[0]).toEqual(leeds.qualifications[0]);
  });

  test('a qualification is added to its own place, from an empty form', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: `${quals.addEntry} ${fillTemplate(records.scope, { entry: educationName(2) })}` }));
    const newName = fillTemplate(records.nested, { entry: quals.newEntry, parent: educationName(2) });
    await user.type(screen.getByRole('textbox', { name: fieldName(quals.fields.qualification, newName) }), 'A levels');
    await user.type(screen.getByRole('textbox', { name: fieldName(quals.fields.grade, newName) }), 'AAB');
    await user.click(screen.getByRole('button', { name: records.add }));
    expect(place(2).qualifications).toEqual([{ qualification: 'A levels', course: '', start: '', end: '', grade: 'AAB' }]);
    expect(place(1).qualifications).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: doneButton(copy.title) }));
    expect(screen.getByRole('region', { name: copy.title }).textContent).toContain('A levels · AAB');
  });

  test('a qualification is deleted, and the deletion can be undone', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: `${fillTemplate(quals.deleteEntry, { n: 1 })} ${fillTemplate(records.scope, { entry: educationName(1) })}` }));
    expect(place(1).qualifications.map((item) => item.qualification)).toEqual(['MSc']);
    act(() => undoLastDeletion());
    expect(place(1).qualifications).toEqual(leeds.qualifications);
    expect((screen.getByRole('textbox', { name: fieldName(quals.fields.course, qualificationName(1, 1)) }) as HTMLInputElement).value).toBe('Computer Science');
  });

  test('a place is added (without qualifications yet) and deleted with its qualifications', async () => {
    const user = await openEditor();
    await user.click(screen.getByRole('button', { name: copy.addEntry }));
    const form = screen.getByRole('group', { name: copy.newEntry });
    await user.type(within(form).getByRole('textbox', { name: fieldName(copy.fields.institution, copy.newEntry) }), 'Open University');
    await user.type(within(form).getByRole('textbox', { name: fieldName(copy.fields.country, copy.newEntry) }), 'UK');
    await user.keyboard('{Enter}');
    expect(place(3)).toMatchObject({ institution: 'Open University', location: { city: '', country: 'UK' }, qualifications: [] });

    await user.click(screen.getByRole('button', { name: fillTemplate(copy.deleteEntry, { n: 1 }) }));
    expect($cv.get()!.education.map((item) => item.institution)).toEqual(['Park College', 'Open University']);
    act(() => undoLastDeletion());
    expect(place(1)).toMatchObject(leeds);
  });

  test('a qualification date in another form gets the gentle note', async () => {
    const user = await openEditor();
    const end = screen.getByRole('textbox', { name: fieldName(quals.fields.end, qualificationName(1, 1)) });
    await user.clear(end);
    await user.type(end, 'summer 15');
    await user.tab();
    expect(screen.getByText(records.dates.invalid)).toBeTruthy();
    expect(place(1).qualifications[0]!.end).toBe('summer 15');
  });
});
