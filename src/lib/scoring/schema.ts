import { z } from 'zod';
import { MAX_AREAS, MAX_STRENGTHS } from './weights.ts';

/**
 * The CV score result (SPEC.md §3) and the explainable breakdown behind it.
 * Shared by the server's POST /api/v1/score and the browser's live estimate, so no Node APIs here.
 */

/** A whole-number score from 0 to 100. */
const score = z.number().int().min(0).max(100);

/** The five sub-scores checks feed, in the order SPEC.md lists them; `overall` is their weighted mean. */
export const SUB_SCORE_KEYS = ['ats_compatibility', 'relevance', 'skills_alignment', 'achievement_focus', 'presentation'] as const;

/** A sub-score name. */
export type SubScoreKey = (typeof SUB_SCORE_KEYS)[number];

/** The six scores of a result: `overall`, then the sub-scores, in the order SPEC.md lists them. */
export const SCORE_KEYS = ['overall', ...SUB_SCORE_KEYS] as const;

/** A score name: `overall` or a sub-score. */
export type ScoreKey = (typeof SCORE_KEYS)[number];

/** The six scores of a result. */
export const scoresSchema = z.object({
  /** Weighted mean of the five sub-scores below. */
  overall: score,
  /** How well applicant tracking systems can read the CV: contact details, headings, dates, text layer. */
  ats_compatibility: score,
  /** Fit to the job description, the coach's target role, or (without either) a clear professional focus. */
  relevance: score,
  /** Skills listed, evidenced in roles, and (with a target) matching it. */
  skills_alignment: score,
  /** Quantified results, action verbs, an achievements section. */
  achievement_focus: score,
  /** Length, bullet readability, consistent dates. */
  presentation: score,
});

/**
 * Caps on a result's text: the coach takes a result back from the browser and shows it to the model, so it is
 * bounded like the CV (issue 15). Far above what scoring writes (sentences of a few hundred characters).
 */
export const SCORE_FEEDBACK_MAX_CHARS = 2_000;
export const SCORE_ASSESSMENT_MAX_CHARS = 4_000;

/** The CV score result as the API answers it. */
export const scoreResultSchema = z.object({
  scores: scoresSchema,
  feedback: z.object({
    /** What the CV already does well, one sentence each. */
    strengths: z.array(z.string().max(SCORE_FEEDBACK_MAX_CHARS)).max(MAX_STRENGTHS),
    /** What to change, one actionable sentence each, most valuable first. */
    areas_to_improve: z.array(z.string().max(SCORE_FEEDBACK_MAX_CHARS)).max(MAX_AREAS),
  }),
  /** One or two sentences on fit (with a jd or target role) or on overall readiness. */
  match_assessment: z.string().max(SCORE_ASSESSMENT_MAX_CHARS),
});

export type Scores = z.infer<typeof scoresSchema>;
export type ScoreResult = z.infer<typeof scoreResultSchema>;

/** One named check as it counted towards a sub-score. */
export interface ScoreCheck {
  /** Stable id, e.g. 'contact_phone'. */
  id: string;
  /** Short human label, e.g. 'Phone number'. */
  label: string;
  /** The sub-score it feeds. */
  feeds: SubScoreKey;
  /** Its weight inside that sub-score. */
  weight: number;
  /** 1 = passed, 0 = failed, in between = partly passed. */
  value: number;
  /** What counted towards the sub-score, when more than `value` (a too-long shortfall is advice only). */
  scoreValue?: number;
  /** What to change, present whenever the check did not fully pass. */
  advice?: string;
}

/** Why the scores are what they are. */
export interface ScoreBreakdown {
  /** Every check that ran, in table order. */
  checks: ScoreCheck[];
  /** Key terms from the jd or target role found in the skills list or the roles. */
  matchedKeywords: string[];
  /** Key terms from the jd or target role the CV lacks everywhere (at most 8, those the advert stresses most first). */
  missingKeywords: string[];
}

/** Optional context for scoring. */
export interface ScoreContext {
  /** Job description text; when given, relevance and skills alignment measure the match against it. */
  jd?: string;
  /** Target role the coach collected; used when there is no jd. */
  targetRole?: string;
  /** 0..1 quality of the file's extracted text layer, when the parser measured it. */
  textLayerQuality?: number;
}
