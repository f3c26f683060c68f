// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, expect, test } from 'vitest';
import AchievementsSection from '@/screens/editor/sections/AchievementsSection';
import AdditionalDetailsSection from '@/screens/editor/sections/AdditionalDetailsSection';
import PersonalHeader from '@/screens/editor/sections/PersonalHeader';
import ProfileSection from '@/screens/editor/sections/ProfileSection';
import SkillsSection from '@/screens/editor/sections/SkillsSection';
import UnplacedLines from '@/screens/editor/sections/UnplacedLines';
import { layOutRows, openCv, renderInEditor, sections } from './harness';

/** Serious and critical axe violations in `container` (jsdom cannot compute colours: contrast is left to e2e). */
async function seriousViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

beforeEach(() => {
  layOutRows();
  openCv(
    {
      first_name: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      links: [{ title: 'Portfolio', url: 'https://ada.example.com' }],
      profile_statement: 'Engineer.',
      achievements: ['Cut costs by 20%', 'Led a team of 8'],
      skills: [{ name: 'TypeScript' }, { name: 'React' }],
      add_details: ['Driving licence'],
    },
    ['Unplaced line'],
  );
});

function renderAll() {
  return renderInEditor(
    <article>
      <UnplacedLines />
      <PersonalHeader />
      <ProfileSection />
      <AchievementsSection />
      <SkillsSection />
      <AdditionalDetailsSection />
    </article>,
  );
}

test('the sections in view mode have no serious accessibility problems', async () => {
  const { container } = renderAll();
  expect(await seriousViolations(container)).toEqual([]);
});

test('the sections with every editor open have no serious accessibility problems', async () => {
  const user = userEvent.setup();
  const { container } = renderAll();
  await user.click(screen.getByRole('button', { name: `Edit ${sections.personal.title}` }));
  await user.click(screen.getByRole('button', { name: 'Edit Profile Statement' }));
  await user.click(screen.getByRole('button', { name: 'Edit: Cut costs by 20%' }));
  await user.click(screen.getByRole('button', { name: sections.achievements.add }));
  await user.click(screen.getByRole('button', { name: 'Rename: React' }));
  await user.type(screen.getByRole('textbox', { name: sections.skills.newLabel }), '{Enter}');
  expect(await seriousViolations(container)).toEqual([]);
});
