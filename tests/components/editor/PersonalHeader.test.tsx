// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { ParsedCv } from '@/lib/cv/schema';
import PersonalHeader from '@/screens/editor/sections/PersonalHeader';
import { $cv, undoLastDeletion } from '@/stores/cv';
import { openCv, renderInEditor, sections } from './harness';

const copy = sections.personal;
const cv = () => $cv.get()!;

const ada: Partial<ParsedCv> = {
  first_name: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  headline: 'Analytical engine programmer',
  location: { city: 'London', country: 'United Kingdom' },
  links: [
    { title: 'Portfolio', url: 'ada.example.com' },
    { title: 'Bad', url: 'javascript:alert(1)' },
  ],
};

function setUp(data: Partial<ParsedCv> = ada) {
  openCv(data);
  const user = userEvent.setup();
  renderInEditor(<PersonalHeader />);
  return user;
}

const openForm = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: `Edit ${copy.title}` }));
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('Personal header: view', () => {
  test('name, headline, contact line and links', () => {
    setUp();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Analytical engine programmer')).toBeTruthy();
    for (const item of ['ada@example.com', '+44 20 7946 0000', 'London, United Kingdom']) expect(screen.getByText(item)).toBeTruthy();
    const links = within(screen.getByRole('list', { name: copy.links.legend }));
    expect(links.getByRole('link', { name: 'Portfolio' }).getAttribute('href')).toBe('https://ada.example.com/');
    // An address that is not a web or mail address stays text.
    expect(links.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(links.getByText('Bad')).toBeTruthy();
  });

  test('an empty header says what to add', () => {
    setUp({});
    expect(screen.getByText(copy.empty)).toBeTruthy();
  });
});

describe('Personal header: edit form', () => {
  test('every SPEC field is there, labelled, holding the CV', async () => {
    const user = setUp();
    await openForm(user);
    const expected: [string, string][] = [
      ['First Name', 'Ada'],
      ['Surname', 'Lovelace'],
      ['Email', 'ada@example.com'],
      ['Phone', '+44 20 7946 0000'],
      ['City', 'London'],
      ['Country', 'United Kingdom'],
      ['Headline', 'Analytical engine programmer'],
    ];
    for (const [label, value] of expected) expect(field(label).value).toBe(value);
  });

  test('edits are saved as typed (trimmed), and the tick closes the form showing them', async () => {
    const user = setUp();
    await openForm(user);
    await user.clear(field('First Name'));
    await user.type(field('First Name'), ' Augusta ');
    await user.clear(field('City'));
    await user.type(field('City'), 'Marylebone');
    await user.clear(field('Headline'));
    await user.type(field('Headline'), 'Mathematician and writer');
    expect(cv().first_name).toBe('Augusta');
    expect(cv().location).toEqual({ city: 'Marylebone', country: 'United Kingdom' });
    // The field keeps what was typed, spaces and all, while the CV holds it trimmed.
    expect(field('First Name').value).toBe(' Augusta ');
    await user.click(screen.getByRole('button', { name: `Save ${copy.title}` }));
    expect(screen.getByText('Augusta Lovelace')).toBeTruthy();
    expect(screen.getByText('Mathematician and writer')).toBeTruthy();
    expect(screen.getByText('Marylebone, United Kingdom')).toBeTruthy();
  });

  test('an invalid e-mail is refused: inline error, and the CV keeps the valid address', async () => {
    const user = setUp();
    await openForm(user);
    // Typing over the selected address: every state of the field on the way is invalid.
    await user.tripleClick(field('Email'));
    await user.keyboard('ada at example');
    await user.tab();
    expect(cv().email).toBe('ada@example.com');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(copy.emailInvalid)).toBeTruthy();
    // Fixing it saves it and clears the error.
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ada@lovelace.dev');
    expect(cv().email).toBe('ada@lovelace.dev');
    expect(screen.queryByText(copy.emailInvalid)).toBeNull();
  });

  test('the e-mail may be removed: a CV need not show one', async () => {
    const user = setUp();
    await openForm(user);
    await user.clear(field('Email'));
    await user.tab();
    expect(cv().email).toBe('');
    expect(field('Email').hasAttribute('aria-invalid')).toBe(false);
  });

  test('links: edit, add (blank refused), remove and undo', async () => {
    const user = setUp();
    await openForm(user);
    const title1 = field('Link 1 title');
    await user.clear(title1);
    await user.type(title1, 'My portfolio');
    expect(cv().links[0]).toMatchObject({ title: 'My portfolio', url: 'ada.example.com' });

    await user.click(screen.getByRole('button', { name: copy.links.add }));
    expect(screen.getByText(copy.links.addBlank)).toBeTruthy();
    expect(cv().links).toHaveLength(2);

    await user.type(field(copy.links.newTitle), 'GitHub');
    await user.type(field(copy.links.newUrl), 'https://github.com/ada{Enter}');
    expect(cv().links.map(({ title, url }) => ({ title, url }))).toEqual([
      { title: 'My portfolio', url: 'ada.example.com' },
      { title: 'Bad', url: 'javascript:alert(1)' },
      { title: 'GitHub', url: 'https://github.com/ada' },
    ]);
    expect(field('Link 3 title').value).toBe('GitHub');
    expect(field(copy.links.newTitle).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Remove link: Bad' }));
    expect(cv().links.map((link) => link.title)).toEqual(['My portfolio', 'GitHub']);
    act(() => undoLastDeletion());
    expect(cv().links.map((link) => link.title)).toEqual(['My portfolio', 'Bad', 'GitHub']);
    expect(field('Link 2 title').value).toBe('Bad');
  });
});
