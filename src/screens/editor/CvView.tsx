import type { ReactNode } from 'react';
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

/** The editable CV, its sections in SPEC §2's order, with the lines still to review above them. */
export default function CvView({ toolbar }: { toolbar: ReactNode }) {
  return (
    <article className="cv-view">
      {toolbar}
      <UnplacedLines />
      <PersonalHeader />
      <ProfileSection />
      <AchievementsSection />
      <SkillsSection />
      <RolesSection />
      <EarlierCareerSection />
      <EducationSection />
      <CertificationsSection />
      <LanguagesSection />
      <MembershipsSection />
      <PublicationsSection />
      <AdditionalDetailsSection />
    </article>
  );
}
