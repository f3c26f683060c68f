import type { ComponentType, ReactNode } from 'react';
import { CV_SECTION_KEYS, type CvSectionKey } from '@/lib/cv/sections';
import { CvTextCount } from './CvTextCount';
import AchievementsSection from './sections/AchievementsSection';
import AdditionalDetailsSection from './sections/AdditionalDetailsSection';
import CertificationsSection from './sections/CertificationsSection';
import EarlierCareerSection from './sections/EarlierCareerSection';
import EducationSection from './sections/EducationSection';
import LanguagesSection from './sections/LanguagesSection';
import MembershipsSection from './sections/MembershipsSection';
import PersonalHeader from './sections/PersonalHeader';
import ProfileSection from './sections/ProfileSection';
import PublicationsSection from './sections/PublicationsSection';
import RolesSection from './sections/RolesSection';
import SkillsSection from './sections/SkillsSection';
import UnplacedLines from './sections/UnplacedLines';

/** The editor form of each section of the registry (src/lib/cv/sections.ts); a section without one fails to compile. */
const SECTION_FORMS: Record<CvSectionKey, ComponentType> = {
  profile: ProfileSection,
  achievements: AchievementsSection,
  skills: SkillsSection,
  roles: RolesSection,
  earlier: EarlierCareerSection,
  education: EducationSection,
  certifications: CertificationsSection,
  languages: LanguagesSection,
  memberships: MembershipsSection,
  publications: PublicationsSection,
  additional: AdditionalDetailsSection,
};

/** The editable CV, its sections in SPEC §2's order, with its length near its limit and the lines still to review above them. */
export default function CvView({ toolbar }: { toolbar: ReactNode }) {
  return (
    <article className="cv-view">
      {toolbar}
      <CvTextCount />
      <UnplacedLines />
      <PersonalHeader />
      {CV_SECTION_KEYS.map((key) => {
        const Form = SECTION_FORMS[key];
        return <Form key={key} />;
      })}
    </article>
  );
}
