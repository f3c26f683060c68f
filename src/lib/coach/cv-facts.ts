/**
 * Facts about one CV that the coach's answers cite, computed with the scoring rubric's own rules (so the coach
 * and the score never disagree about, say, which bullets count as quantified).
 */
import type { CvRole, ParsedCv } from '../cv/schema.ts';
import { achievementChecks, startsWithActionVerb } from '../scoring/checks/achievements.ts';
import { collectCvText } from '../scoring/cv-text.ts';
import { phraseIn, words } from '../scoring/text.ts';

/** The CV with only the given roles and no key achievements, for asking the rubric about those roles alone. */
function withRolesOnly(cv: ParsedCv, roles: CvRole[]): ParsedCv {
  return { ...cv, roles, achievements: [] };
}

/** True when the rubric finds at least one quantified result among the role's bullets (or summary without bullets). */
export function roleShowsNumbers(cv: ParsedCv, role: CvRole): boolean {
  const only = withRolesOnly(cv, [role]);
  const quantified = achievementChecks({ cv: only, context: {}, text: collectCvText(only) }).find((c) => c.id === 'quantified_results');
  return (quantified?.value ?? 0) > 0;
}

/** Roles with something written about them, none of it quantified, in CV order. */
export function rolesWithoutNumbers(cv: ParsedCv): CvRole[] {
  return cv.roles.filter((role) => (role.highlights.some((h) => h.trim()) || role.summary.trim()) && !roleShowsNumbers(cv, role));
}

/** Role bullets and key achievements, trimmed, non-empty (the rubric's 'bullets'). */
export function bullets(cv: ParsedCv): string[] {
  return collectCvText(cv).bullets;
}

/** Bullets that do not open with an action verb, in CV order. */
export function bulletsWithoutActionVerb(cv: ParsedCv): string[] {
  return bullets(cv).filter((bullet) => !startsWithActionVerb(bullet));
}

/** Listed skills that no role, achievement, profile or certification mentions, in list order. */
export function skillsNotShownInRoles(cv: ParsedCv): string[] {
  const { evidenceStems } = collectCvText(cv);
  return cv.skills.map((s) => s.name.trim()).filter((name) => name && !phraseIn(name, evidenceStems));
}

/** The listed skills, trimmed, non-empty. */
export function skillNames(cv: ParsedCv): string[] {
  return cv.skills.map((s) => s.name.trim()).filter(Boolean);
}

/** Words in the whole CV, as the rubric's length check counts them. */
export function wordCount(cv: ParsedCv): number {
  return words(collectCvText(cv).allText).length;
}

/** Words in the profile statement. */
export function profileWordCount(cv: ParsedCv): number {
  return words(cv.profile_statement).length;
}

/** Roles described in fewer than `enough` bullets, in CV order. */
export function thinRoles(cv: ParsedCv, enough = 3): CvRole[] {
  return cv.roles.filter((role) => role.highlights.filter((h) => h.trim()).length < enough);
}
