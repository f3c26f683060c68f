// @vitest-environment jsdom
/**
 * The editor keeps the user inside the CV's caps (issue 15, src/lib/cv/limits.ts): every field stops at its cap
 * (maxLength), shows a count from 80% of it, read out politely, and the whole CV shows its length as it nears the
 * 60,000 characters the coach and scoring take, or says it is over (a draft saved over the cap loads as it was).
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { CV_FIELD_MAX_CHARS, CV_MAX_TEXT_CHARS } from '@/lib/cv/limits';
import { CvTextCount } from '@/screens/editor/CvTextCount';
import { PersonalForm } from '@/screens/editor/sections/PersonalForm';
import ProfileSection from '@/screens/editor/sections/ProfileSection';
import { $cv } from '@/stores/cv';
import { copy, openCv, renderInEditor, sections } from './harness';

const limits = copy.editor.limits;
const role = { company: 'Acme', title: 'Engineer', start: '2020', end: '', current: true, highlights: [] };

/** The live count linked to `control`, and its text. */
function countOf(control: HTMLElement) {
  const count = document.getElementById(`${control.id}-count`)!;
  return { count, text: count.textContent, linked: (control.getAttribute('aria-describedby') ?? '').split(' ').includes(count.id) };
}

describe('a field near its cap', () => {
  async function editProfile(statement: string) {
    openCv({ profile_statement: statement });
    const user = userEvent.setup();
    renderInEditor(<ProfileSection />);
    await user.click(screen.getByRole('button', { name: 'Edit Profile Statement' }));
    return { user, box: screen.getByRole('textbox', { name: sections.profile.label }) as HTMLTextAreaElement };
  }

  test('far from it: the text area stops at the cap, and its (polite) count is empty and unlinked', async () => {
    const { box } = await editProfile('Engineer who ships.');
    expect(box.maxLength).toBe(CV_FIELD_MAX_CHARS.paragraph);
    const { count, text, linked } = countOf(box);
    expect(count.getAttribute('aria-live')).toBe('polite');
    expect(text).toBe('');
    expect(linked).toBe(false);
  });

  test('from 80% of it: "4,000 of 5,000 characters" shows under it, linked to it, and follows the typing', async () => {
    const { user, box } = await editProfile('x'.repeat(4_000));
    expect(countOf(box)).toMatchObject({ text: '4,000 of 5,000 characters', linked: true });
    await user.type(box, 'yz');
    expect(countOf(box).text).toBe('4,002 of 5,000 characters');
    expect(limits.field).toBe('{count} of {max} characters');
  });

  test('at it: typing adds nothing more, so the CV never goes over what the API takes', async () => {
    const { user, box } = await editProfile('x'.repeat(CV_FIELD_MAX_CHARS.paragraph - 1));
    await user.type(box, 'abc');
    expect(box.value).toHaveLength(CV_FIELD_MAX_CHARS.paragraph);
    // Saved as typed: the CV holds exactly the cap.
    expect($cv.get()!.profile_statement).toHaveLength(CV_FIELD_MAX_CHARS.paragraph);
  });

  test('the personal fields stop at their own caps: a name at the short one, the headline at the line one', () => {
    openCv({ first_name: 'Ada', headline: 'x'.repeat(450) });
    renderInEditor(<PersonalForm />);
    const first = screen.getByRole('textbox', { name: sections.personal.labels.firstName }) as HTMLInputElement;
    const headline = screen.getByRole('textbox', { name: sections.personal.labels.headline }) as HTMLInputElement;
    expect(first.maxLength).toBe(CV_FIELD_MAX_CHARS.short);
    expect(headline.maxLength).toBe(CV_FIELD_MAX_CHARS.line);
    expect(countOf(headline)).toMatchObject({ text: '450 of 500 characters', linked: true });
  });
});

describe('the whole CV near 60,000 characters', () => {
  /** Opens a CV of `chars` characters of text: roles whose summaries are full paragraphs, the last one shorter. */
  const withText = (chars: number) => {
    const max = CV_FIELD_MAX_CHARS.paragraph;
    const own = role.company.length + role.title.length + role.start.length;
    const roles = Array.from({ length: Math.ceil(chars / (max + own)) }, () => ({ ...role, summary: '' }));
    let left = chars;
    for (const each of roles) {
      each.summary = 'x'.repeat(Math.min(max, left - own));
      left -= own + each.summary.length;
    }
    openCv({ roles });
  };
  const note = () => document.querySelector('.cv-text-count')!;

  test('under 80% of it: nothing shows, but the polite live region is there to speak when it does', () => {
    withText(20_000);
    renderInEditor(<CvTextCount />);
    expect(note().getAttribute('aria-live')).toBe('polite');
    expect(note().textContent).toBe('');
  });

  test('from 80%: the count shows, and follows the edits', () => {
    withText(50_000);
    renderInEditor(<CvTextCount />);
    expect(note().textContent).toBe('Your CV has 50,000 of 60,000 characters of text, the most the coach and scoring take.');
    act(() => openCv({ roles: [{ ...role, summary: 'x'.repeat(3_000) }] }));
    expect(note().textContent).toBe('');
  });

  test('a draft saved over it says so, and how to get advice again', () => {
    withText(CV_MAX_TEXT_CHARS + 1_500);
    renderInEditor(<CvTextCount />);
    expect(note().textContent).toBe('Your CV has 61,500 characters of text, over the 60,000 the coach and scoring take. Shorten it to get their advice.');
    expect(note().hasAttribute('data-over')).toBe(true);
  });
});
