import type { Check } from './types.ts';

/** The headings an ATS looks for: profile, experience, education, skills. */
export const sectionChecks: Check = ({ cv }) => {
  const sections = [
    { name: 'Profile', present: cv.profile_statement.trim() !== '' },
    { name: 'Experience', present: cv.roles.length > 0 || cv.earlier_career.length > 0 },
    { name: 'Education', present: cv.education.length > 0 },
    { name: 'Skills', present: cv.skills.some((s) => s.name.trim()) },
  ];
  const missing = sections.filter((s) => !s.present).map((s) => s.name);
  return [
    {
      id: 'standard_sections',
      label: 'Standard sections',
      value: (sections.length - missing.length) / sections.length,
      advice: `Add ${missing.length === 1 ? 'a section' : 'sections'} headed ${missing.join(', ')}: tracking systems look for these standard headings`,
      strength: 'Your CV uses the standard sections recruiters and tracking systems look for',
    },
  ];
};
