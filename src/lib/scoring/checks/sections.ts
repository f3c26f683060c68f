import type { ParsedCv } from '../../cv/schema.ts';
import { CV_SECTIONS, type CvSection, type StandardSection } from '../../cv/sections.ts';
import type { Check } from './types.ts';

/** The headings an ATS looks for, as advice names them; the registry says which sections count for each. */
const STANDARD_NAMES: Record<StandardSection, string> = {
  profile: 'Profile',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
};

/** True when the CV has something in `section`: a paragraph with text, a named skill, any entry of a list. */
function hasContent(cv: ParsedCv, section: CvSection): boolean {
  const value = cv[section.field];
  if (typeof value === 'string') return value.trim() !== '';
  if (section.items === 'names') return (value as { name: string }[]).some((item) => item.name.trim() !== '');
  return value.length > 0;
}

/** The headings an ATS looks for: profile, experience, education, skills. */
export const sectionChecks: Check = ({ cv }) => {
  const sections = Object.entries(STANDARD_NAMES).map(([standard, name]) => ({
    name,
    present: CV_SECTIONS.some((section) => section.standard === standard && hasContent(cv, section)),
  }));
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
