/**
 * 'What should I fix first?': the checks that cost this CV the most points of its overall score, biggest first,
 * each with where in the CV it is and, where the check is about one, the item of this CV (a role, a bullet, skills).
 */
import type { CoachReplies } from '../content/schemas/app/coach-panel.ts';
import type { CvRole, ParsedCv } from '../cv/schema.ts';
import { fillTemplate } from '../content/template.ts';
import type { ScoreCheck } from '../scoring/schema.ts';
import { listPhrase } from '../scoring/text.ts';
import { PASS_VALUE, SUB_SCORE_WEIGHTS } from '../scoring/weights.ts';
import { bulletsWithoutActionVerb, rolesWithoutNumbers, skillsNotShownInRoles } from './cv-facts.ts';
import { lowestArea, type CvReview } from './review.ts';
import { quote, roleName, sentence } from './sentences.ts';

/** At most this many fixes are listed. */
const MAX_PRIORITIES = 3;
/** At most this many items (skills, terms) are named for one fix. */
const MAX_ITEMS = 3;

type Place = keyof CoachReplies['priorities']['places'];

/** Where in the CV a check points, by its id (ids of src/lib/scoring/checks/*). */
function placeOf(id: string): Place {
  if (id.startsWith('contact_')) return 'contact';
  if (id.startsWith('dates_') || id === 'career_gaps') return 'dates';
  if (id.startsWith('target_')) return 'target';
  if (id.startsWith('skills_')) return 'skills';
  const places: Record<string, Place> = {
    headline: 'headline',
    profile_statement: 'profile',
    recent_experience: 'experience',
    quantified_results: 'experience',
    action_verbs: 'experience',
    bullet_readability: 'experience',
    achievements_section: 'achievements',
    length: 'length',
    standard_sections: 'sections',
  };
  return places[id] ?? 'file';
}

/** The item of this CV a failing check is about, and the word that names it in the rubric's advice. */
interface Item {
  /** As said in the answer: 'Data Analyst at Contoso', '"Responsible for rotas"', 'R, Snowflake and Excel'. */
  named: string;
  /** What the advice would contain if it already names the item (a company, the first skill). */
  key: string;
}

const roleItem = (role: CvRole | undefined, replies: CoachReplies): Item | null =>
  role ? { named: roleName(role, replies), key: role.company.trim() || role.title.trim() } : null;
const listItem = (names: readonly string[]): Item | null => (names.length > 0 ? { named: listPhrase(names.slice(0, MAX_ITEMS)), key: names[0]! } : null);

/** The item of this CV a failing check is about (null when the check is about the CV as a whole). */
function itemOf(check: ScoreCheck, cv: ParsedCv, review: CvReview, replies: CoachReplies): Item | null {
  switch (check.id) {
    case 'quantified_results':
      return roleItem(rolesWithoutNumbers(cv)[0], replies);
    case 'action_verbs': {
      const bullet = bulletsWithoutActionVerb(cv)[0];
      return bullet ? { named: `"${quote(bullet)}"`, key: bullet } : null;
    }
    case 'skills_evidenced':
      return listItem(skillsNotShownInRoles(cv));
    case 'recent_experience':
      return roleItem(cv.roles[0], replies);
    case 'target_keywords':
    case 'target_skills':
      return listItem(review.missingKeywords);
    default:
      return null;
  }
}

/** Points of the overall score a check loses: its share of its sub-score's weight, times what it fell short. */
function pointsLost(check: ScoreCheck, checks: readonly ScoreCheck[]): number {
  const total = checks.filter((c) => c.feeds === check.feeds).reduce((sum, c) => sum + c.weight, 0);
  return total === 0 ? 0 : (SUB_SCORE_WEIGHTS[check.feeds] * check.weight * (1 - check.value)) / total;
}

/** The answer to 'what should I fix first?'. */
export function prioritiesAnswer(cv: ParsedCv, review: CvReview, replies: CoachReplies): string {
  const losses = review.checks
    .filter((c) => c.value < PASS_VALUE && c.advice)
    .map((c) => ({ check: c, points: pointsLost(c, review.checks) }))
    .sort((a, b) => b.points - a.points)
    .slice(0, MAX_PRIORITIES);
  if (losses.length === 0) return replies.priorities.none;
  const lowest = lowestArea(review);
  const lines = losses.map(({ check, points }) => {
    const line = fillTemplate(replies.priorities.line, {
      place: replies.priorities.places[placeOf(check.id)],
      points: Math.max(1, Math.round(points)),
      advice: sentence(check.advice!),
    });
    const item = itemOf(check, cv, review, replies);
    // An item the advice already names is not said twice.
    const said = !item || (check.advice ?? '').toLowerCase().includes(item.key.toLowerCase());
    return said ? line : fillTemplate(replies.priorities.example, { line, item: item.named.replace(/\.+$/, '') });
  });
  return [fillTemplate(replies.priorities.intro, { area: replies.areas[lowest.key], score: lowest.score }), ...lines].join('\n');
}
