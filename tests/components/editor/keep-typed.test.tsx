// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { readDraft } from '@/lib/cv/draft-storage';
import AchievementsSection from '@/screens/editor/sections/AchievementsSection';
import CertificationsSection from '@/screens/editor/sections/CertificationsSection';
import RolesSection from '@/screens/editor/sections/RolesSection';
import SkillsSection from '@/screens/editor/sections/SkillsSection';
import { layOutRows, openCv, renderInEditor, sections } from './harness';
import { editButton, entry, fieldName, records } from './records-helpers';

/*
 * Text typed into a form that adds (or edits) an item, and not yet added, survives leaving the page: a reload
 * fires 'pagehide', the form adds what it holds, and the CV is in this browser's draft before the page goes.
 * (jsdom cannot reload; the event is what the browser sends, and the draft in localStorage is what the next
 * page load opens. tests/e2e/editor-edits.spec.ts reloads for real.)
 */
const leavePage = () => act(() => void window.dispatchEvent(new Event('pagehide')));
const saved = () => readDraft()!.cv;

beforeEach(() => {
  localStorage.clear();
  layOutRows();
  openCv({
    achievements: ['Cut costs by 20%'],
    skills: [{ name: 'SQL' }],
    roles: [{ title: 'Analyst', company: 'Acme', start: 'Jan 2020', end: '', current: true, summary: '', highlights: ['Built it'] }],
  });
});

describe('typed but not yet added: kept when the page is left', () => {
  test('a new achievement', async () => {
    const user = userEvent.setup();
    renderInEditor(<AchievementsSection />);
    await user.click(screen.getByRole('button', { name: sections.achievements.add }));
    await user.keyboard('Won the data award');
    leavePage();
    expect(saved().achievements).toEqual(['Cut costs by 20%', 'Won the data award']);
  });

  test('an achievement being edited', async () => {
    const user = userEvent.setup();
    renderInEditor(<AchievementsSection />);
    await user.click(screen.getByRole('button', { name: 'Edit: Cut costs by 20%' }));
    await user.keyboard(' in a year');
    leavePage();
    expect(saved().achievements).toEqual(['Cut costs by 20% in a year']);
  });

  test('a cancelled one is not kept, and nothing is added twice', async () => {
    const user = userEvent.setup();
    renderInEditor(<AchievementsSection />);
    await user.click(screen.getByRole('button', { name: sections.achievements.add }));
    await user.keyboard('Changed my mind');
    await user.click(screen.getByRole('button', { name: sections.item.cancel }));
    leavePage();
    expect(saved().achievements).toEqual(['Cut costs by 20%']);

    await user.click(screen.getByRole('button', { name: sections.achievements.add }));
    await user.keyboard('Added once{Control>}{Enter}{/Control}');
    leavePage();
    expect(saved().achievements).toEqual(['Cut costs by 20%', 'Added once']);
  });

  test('a skill name not yet added', async () => {
    const user = userEvent.setup();
    renderInEditor(<SkillsSection />);
    await user.type(screen.getByRole('textbox', { name: sections.skills.newLabel }), 'Tableau');
    leavePage();
    expect(saved().skills.map((skill) => skill.name)).toEqual(['SQL', 'Tableau']);
  });

  test('a new highlight of a role', async () => {
    const user = userEvent.setup();
    renderInEditor(<RolesSection />);
    await user.click(screen.getByRole('button', { name: editButton(records.roles.title) }));
    const role1 = entry(records.roles.entry, 1);
    await user.click(screen.getByRole('button', { name: fieldName(records.roles.highlights.addEntry, role1) }));
    await user.keyboard('Mapped 12 journeys');
    leavePage();
    expect(saved().roles[0]!.highlights).toEqual(['Built it', 'Mapped 12 journeys']);
  });

  test('a half-filled new entry of a record section', async () => {
    const user = userEvent.setup();
    renderInEditor(<CertificationsSection />);
    await user.click(screen.getByRole('button', { name: editButton(records.certifications.title) }));
    await user.click(screen.getByRole('button', { name: records.certifications.addEntry }));
    await user.keyboard('AWS Solutions Architect');
    leavePage();
    expect(saved().certifications).toEqual([{ name: 'AWS Solutions Architect', issuer: '', date: '' }]);
  });
});
