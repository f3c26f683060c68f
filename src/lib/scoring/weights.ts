import type { SubScoreKey } from './schema.ts';

/**
 * The one table of weights: which sub-score each check feeds and how much it counts there, and how much each
 * sub-score counts towards `overall`. Checks that need a target (jd or target role) only run when there is one.
 */
export const CHECK_TABLE = {
  contact_name: { feeds: 'ats_compatibility', weight: 1 },
  contact_email: { feeds: 'ats_compatibility', weight: 3 },
  contact_phone: { feeds: 'ats_compatibility', weight: 2 },
  contact_location: { feeds: 'ats_compatibility', weight: 1 },
  contact_links: { feeds: 'ats_compatibility', weight: 1 },
  standard_sections: { feeds: 'ats_compatibility', weight: 3 },
  dates_parseable: { feeds: 'ats_compatibility', weight: 2 },
  text_layer: { feeds: 'ats_compatibility', weight: 2 },
  headline: { feeds: 'relevance', weight: 1 },
  profile_statement: { feeds: 'relevance', weight: 2 },
  recent_experience: { feeds: 'relevance', weight: 2 },
  target_keywords: { feeds: 'relevance', weight: 5 },
  skills_listed: { feeds: 'skills_alignment', weight: 2 },
  skills_evidenced: { feeds: 'skills_alignment', weight: 2 },
  target_skills: { feeds: 'skills_alignment', weight: 5 },
  quantified_results: { feeds: 'achievement_focus', weight: 4 },
  action_verbs: { feeds: 'achievement_focus', weight: 3 },
  achievements_section: { feeds: 'achievement_focus', weight: 1 },
  length: { feeds: 'presentation', weight: 2 },
  bullet_readability: { feeds: 'presentation', weight: 2 },
  dates_consistent: { feeds: 'presentation', weight: 2 },
  career_gaps: { feeds: 'presentation', weight: 1 },
} as const satisfies Record<string, { feeds: SubScoreKey; weight: number }>;

/** A check id from the table. */
export type CheckId = keyof typeof CHECK_TABLE;

/** How much each sub-score counts towards `overall`. */
export const SUB_SCORE_WEIGHTS: Record<SubScoreKey, number> = {
  ats_compatibility: 25,
  relevance: 20,
  skills_alignment: 20,
  achievement_focus: 20,
  presentation: 15,
};

/** A check counts as a strength at or above this value, and as an area to improve below it. */
export const PASS_VALUE = 0.9;

/** At most this many strengths and areas to improve are reported. */
export const MAX_STRENGTHS = 4;
export const MAX_AREAS = 6;

/** At most this many missing keywords are named. */
export const MAX_MISSING_KEYWORDS = 8;
