import type { CvText } from './cv-text.ts';
import type { ScoreContext } from './schema.ts';
import { keywordTokens, type Token } from './text.ts';

/** At most this many key terms are taken from a job description. */
const MAX_JD_KEYWORDS = 20;

/** What the CV is measured against, and how it fared. */
export interface TargetMatch {
  /** 'jd' when a job description was given, else 'role' when a target role was, else null. */
  source: 'jd' | 'role' | null;
  /** The target role as given (trimmed), for sentences. */
  role: string;
  /** Key terms, most important first, as first written in the target. */
  keywords: string[];
  /** Key terms found anywhere in the CV (relevance). */
  found: string[];
  /** Key terms found in the skills list or the roles (skills alignment). */
  evidenced: string[];
  /** Key terms not found in the skills list or the roles, most important first. */
  missing: string[];
}

/** Distinct key terms of a text: most frequent first, ties in order of first appearance. */
export function extractKeywords(text: string, limit = Infinity): Token[] {
  const seen = new Map<string, { token: Token; count: number; first: number }>();
  keywordTokens(text).forEach((token, i) => {
    if (token.stem.length < 2) return;
    const entry = seen.get(token.stem);
    if (entry) entry.count += 1;
    else seen.set(token.stem, { token, count: 1, first: i });
  });
  return [...seen.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map((e) => e.token);
}

/** Matches the CV against the jd, else the target role; with neither, `source` is null and the lists are empty. */
export function matchTarget(context: ScoreContext, text: CvText): TargetMatch {
  const jd = context.jd?.trim() ?? '';
  const role = context.targetRole?.trim() ?? '';
  const source = jd ? 'jd' : role ? 'role' : null;
  const tokens = jd ? extractKeywords(jd, MAX_JD_KEYWORDS) : role ? extractKeywords(role) : [];
  // For a bare role name, the words must show where a reader looks for positioning, not just anywhere.
  const relevanceStems = source === 'role' ? text.positioningStems : text.allStems;
  return {
    source,
    role,
    keywords: tokens.map((t) => t.surface),
    found: tokens.filter((t) => relevanceStems.has(t.stem)).map((t) => t.surface),
    evidenced: tokens.filter((t) => text.skillsAndEvidenceStems.has(t.stem)).map((t) => t.surface),
    missing: tokens.filter((t) => !text.skillsAndEvidenceStems.has(t.stem)).map((t) => t.surface),
  };
}
