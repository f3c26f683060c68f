/** The coach's answers about one section of the CV: what the CV has there, and what would make it better. */
import type { CoachReplies } from '../content/schemas/app/coach-panel.ts';
import type { ParsedCv } from '../cv/schema.ts';
import { fillTemplate } from '../content/template.ts';
import { listPhrase } from '../scoring/text.ts';
import { thinRoles } from './cv-facts.ts';
import type { SectionTopic } from './intent.ts';
import { adviceFor, failingAdvice, type CvReview } from './review.ts';
import { itemLines, paragraph, roleName, sentence } from './sentences.ts';

/** At most this many entries of a section are named. */
const MAX_ENTRIES = 6;

type ListedSection = Exclude<SectionTopic, 'contact'>;

/** The parts that are present, joined: 'BSc Mathematics, University of Leeds'. */
const joined = (separator: string, ...parts: string[]) => parts.map((p) => p.trim()).filter(Boolean).join(separator);
/** 'French (C1)', or just 'French'. */
const withDetail = (name: string, detail: string) => (detail.trim() ? `${name.trim()} (${detail.trim()})` : name.trim());

/** Each entry of the section as it would be named in an answer (CV data, never HTML). */
function entries(section: ListedSection, cv: ParsedCv, replies: CoachReplies): string[] {
  const named = (() => {
    switch (section) {
      case 'experience':
        return [...cv.roles, ...cv.earlier_career].map((role) => roleName(role, replies));
      case 'education':
        return cv.education.flatMap((place) =>
          place.qualifications.length > 0
            ? place.qualifications.map((q) => joined(', ', joined(' ', q.qualification, q.course), place.institution))
            : [place.institution],
        );
      case 'certifications':
        return cv.certifications.map((c) => withDetail(c.name, c.issuer));
      case 'languages':
        return cv.languages.map((l) => withDetail(l.name, l.level));
      case 'memberships':
        return cv.professional_memberships.map((m) => joined(', ', m.name, m.institution));
      case 'publications':
        return cv.publications.map((p) => p.title);
      case 'details':
        return cv.add_details;
    }
  })();
  return named.map((entry) => entry.trim()).filter(Boolean);
}

function contactAnswer(review: CvReview, replies: CoachReplies): string {
  const problems = adviceFor(review, 'ats_compatibility').filter((advice) =>
    review.checks.some((c) => c.id.startsWith('contact_') && c.advice === advice),
  );
  return problems.length > 0 ? itemLines(problems, replies).join('\n') : replies.sections.contactComplete;
}

/** The answer about `section` of this CV. */
export function sectionAnswer(section: SectionTopic, cv: ParsedCv, review: CvReview, replies: CoachReplies): string {
  if (section === 'contact') return contactAnswer(review, replies);
  const name = replies.sections.names[section];
  const found = entries(section, cv, replies);
  const tip = replies.sections.tips[section];
  if (found.length === 0) {
    const advice = section === 'experience' ? failingAdvice(review, 'recent_experience') : undefined;
    return paragraph(fillTemplate(replies.sections.empty, { section: name }), advice ? sentence(advice) : tip);
  }
  const listed = fillTemplate(replies.sections.listed, { section: name, items: found.slice(0, MAX_ENTRIES).join('; ') });
  if (section !== 'experience') return paragraph(listed, tip);
  const thin = thinRoles(cv).map((role) => roleName(role, replies));
  const dates = ['dates_parseable', 'dates_consistent', 'career_gaps'].map((id) => failingAdvice(review, id)).filter((a): a is string => !!a);
  return paragraph(
    listed,
    thin.length > 0 && fillTemplate(replies.sections.thinRoles, { roles: listPhrase(thin.slice(0, MAX_ENTRIES)) }),
    ...dates.map(sentence),
    thin.length === 0 && dates.length === 0 && tip,
  );
}
