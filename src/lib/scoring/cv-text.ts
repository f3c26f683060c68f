import type { ParsedCv } from '../cv/schema.ts';
import { stemSet } from './text.ts';

/** The CV's text gathered once per scoring run, so each check does not walk the CV again. */
export interface CvText {
  /** Every role highlight and key achievement, trimmed, non-empty. */
  bullets: string[];
  /** Role titles, summaries and highlights: where skills are evidenced. */
  rolesText: string;
  /** All text of the CV joined with newlines. */
  allText: string;
  /** Stems of all text. */
  allStems: Set<string>;
  /** Stems of roles, achievements, profile and certifications: where a skill counts as used. */
  evidenceStems: Set<string>;
  /** Stems of the skills list plus the evidence text. */
  skillsAndEvidenceStems: Set<string>;
  /** Stems of headline, profile and role titles: where a target role should show. */
  positioningStems: Set<string>;
  /** The header's city ('' when none), compared with the city a job advert names. */
  city: string;
  /** Printed words no check reads but a job advert may ask for: link labels ('GitHub', 'Behance') and where each
   *  place of study is. */
  otherText: string;
  /** Each role's words as one entry (roleEntry), for a name whose words one role spreads over its lines. */
  roleEntries: string[];
}

/** Collects the CV text the checks read. */
export function collectCvText(cv: ParsedCv): CvText {
  const bullets = [...cv.roles.flatMap((r) => r.highlights), ...cv.achievements].map((b) => b.trim()).filter(Boolean);
  const rolesText = cv.roles.flatMap((r) => [r.title, r.summary, ...r.highlights]).join('\n');
  const evidenceText = [rolesText, cv.achievements.join('\n'), cv.profile_statement, cv.certifications.map((c) => c.name).join('\n')].join('\n');
  const skillsText = cv.skills.map((s) => s.name).join('\n');
  const allText = [
    `${cv.first_name} ${cv.surname}`,
    cv.headline,
    cv.profile_statement,
    skillsText,
    evidenceText,
    // Who issued a certificate and the country lived in are printed too ('CIPD', 'AWS').
    cv.certifications.map((c) => c.issuer).join('\n'),
    cv.location.country,
    cv.earlier_career.map((r) => `${r.title} ${r.company}`).join('\n'),
    cv.roles.map((r) => r.company).join('\n'),
    cv.education.flatMap((e) => [e.institution, ...e.qualifications.map((q) => `${q.qualification} ${q.course} ${q.grade}`)]).join('\n'),
    cv.languages.map((l) => `${l.name} ${l.level}`).join('\n'),
    cv.professional_memberships.map((m) => `${m.name} ${m.institution}`).join('\n'),
    cv.publications.map((p) => p.title).join('\n'),
    cv.add_details.join('\n'),
  ]
    .filter((s) => s.trim())
    .join('\n');
  return {
    bullets,
    rolesText,
    allText,
    allStems: stemSet(allText),
    evidenceStems: stemSet(evidenceText),
    skillsAndEvidenceStems: stemSet(`${skillsText}\n${evidenceText}`),
    positioningStems: stemSet([cv.headline, cv.profile_statement, ...cv.roles.map((r) => r.title)].join('\n')),
    city: cv.location.city.trim(),
    otherText: [...cv.links.map((l) => l.title), ...cv.education.flatMap((e) => [e.location.city, e.location.country])].filter((s) => s.trim()).join('\n'),
    roleEntries: cv.roles.map(roleEntry),
  };
}

/**
 * A role as one piece of evidence: its title, summary and highlights on one line, without each highlight's opening
 * verb ('Managed 8 workstreams' is what was done, not a management of everything the role names) and without figures.
 */
function roleEntry(role: ParsedCv['roles'][number]): string {
  const highlights = role.highlights.map((h) => h.trim().split(/\s+/).slice(1).join(' '));
  return [role.title, role.summary, ...highlights].join(' ').replace(/[\d.,%$£€]+/g, ' ');
}
