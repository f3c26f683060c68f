import type { ParsedCv } from '../../cv/schema.ts';
import type { CvText } from '../cv-text.ts';
import type { TargetMatch } from '../keywords.ts';
import type { ScoreContext } from '../schema.ts';
import { words } from '../text.ts';
import { fold, foldedStems } from './forms.ts';
import { readAdvert, type AdvertReading } from './gaps.ts';

/**
 * What the advice verifier knows about a CV, read from the CV itself rather than from the checks, so that a
 * sentence is tested against the CV and not against the reasoning that produced it.
 */
export interface CvFacts {
  /** Folded stems of every word of the CV, personal details (town, country) included. */
  allStems: Set<string>;
  /** Folded stems of the skills list. */
  skillStems: Set<string>;
  /** Folded stems of the roles (titles, summaries, highlights) and key achievements: where a skill is shown. */
  roleStems: Set<string>;
  /** Folded stems of the headline. */
  headlineStems: Set<string>;
  /** Folded stems of the headline, profile and role titles: where a reader looks for the role. */
  positioningStems: Set<string>;
  /** Role highlights and key achievements, trimmed, non-empty. */
  bullets: string[];
  /** Words in the profile. */
  profileWords: number;
  /** Which parts of the CV have something in them. */
  filled: Record<CvField, boolean>;
  /** The advert's job title ('' when unknown). */
  targetTitle: string;
  /** What the job description (or target role) says of its words: stress, title, places (gaps.ts). */
  advert: AdvertReading;
  /** The advert reader's stress per term, when it gives one (it then wins). */
  givenStress?: Readonly<Record<string, number>>;
}

/** Parts of a CV a sentence can say are empty or filled. */
export type CvField = 'headline' | 'profile' | 'skills' | 'achievements' | 'email' | 'phone' | 'location' | 'links';

/** Separators after which an advert's first line stops being the title: 'Lead Data Analyst – Payments'. */
const TITLE_END = /\s[–—-]\s|\s?[|(:,/]|\s@\s|\s+at\s+/;
/** A label some adverts put before the title. */
const TITLE_LABEL = /^(job title|role|position|vacancy)\s*[:–-]\s*/i;
/** A first line longer than this is prose, not a title. */
const MAX_TITLE_WORDS = 7;

/**
 * The job title of an advert: its first line up to a dash, bar or bracket, when that is short enough to be a
 * title ('' otherwise). The advert reader (slice A) may supply a better one as `match.title`.
 */
export function advertTitle(advert: string): string {
  const first = advert.split('\n').map((l) => l.trim()).find(Boolean) ?? '';
  const line = first.replace(TITLE_LABEL, '');
  const title = line.split(TITLE_END)[0]?.trim() ?? '';
  const n = words(title).length;
  return n > 0 && n <= MAX_TITLE_WORDS && !/[.!?]$/.test(title) ? title : '';
}

/**
 * A TargetMatch that may carry the advert reader's job title and stress per term (slice A adds them; optional
 * fields, so either side can merge first). Without them the title and stress are read from the advert here.
 */
export type TitledMatch = TargetMatch & { title?: string; stress?: Readonly<Record<string, number>> };

/** Gathers the facts once per scoring run. */
export function collectFacts(cv: ParsedCv, text: CvText, context: ScoreContext, match: TitledMatch): CvFacts {
  const advert = context.jd?.trim() ?? '';
  const headline = cv.headline.trim();
  const targetTitle = match.title?.trim() || (match.source === 'jd' ? advertTitle(advert) : match.role);
  const roles = [text.rolesText, cv.achievements.join('\n')].join('\n');
  return {
    // The scoring run's stems, folded, plus what its text leaves out: the town, country and certificate issuers.
    allStems: new Set([
      ...[...text.allStems].map(fold),
      ...foldedStems([cv.location.city, cv.location.country, ...cv.certifications.map((c) => c.issuer)].join('\n')),
    ]),
    skillStems: foldedStems(cv.skills.map((s) => s.name).join('\n')),
    roleStems: foldedStems(roles),
    headlineStems: foldedStems(headline),
    positioningStems: new Set([...text.positioningStems].map(fold)),
    bullets: text.bullets,
    profileWords: words(cv.profile_statement).length,
    filled: {
      headline: headline !== '',
      profile: cv.profile_statement.trim() !== '',
      skills: cv.skills.some((s) => s.name.trim()),
      achievements: cv.achievements.some((a) => a.trim()),
      email: cv.email.trim() !== '',
      phone: /\d/.test(cv.phone),
      location: Boolean(cv.location.city.trim() || cv.location.country.trim()),
      links: cv.links.some((l) => l.url.trim()),
    },
    targetTitle,
    advert: readAdvert(advert, targetTitle),
    ...(match.stress ? { givenStress: match.stress } : {}),
  };
}
