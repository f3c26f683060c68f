/**
 * 'Is my summary good?' and 'is my experience section good?': a judgement as a recruiter reads it. The profile:
 * its length, a measurable result, the CV's own skills named, the role wanted, no first person, no clichés. The
 * Career History: numbers in each role, action verbs, role titles that point at the role wanted, no first person,
 * no clichés. What works and what to change are both said, quoting the user's own words.
 */
import type { CoachReplies } from '../content/schemas/app/coach-panel.ts';
import type { ParsedCv } from '../cv/schema.ts';
import { fillTemplate } from '../content/template.ts';
import { QUANTIFIED, startsWithActionVerb } from '../scoring/checks/achievements.ts';
import { listPhrase, phraseIn, stemSet, words } from '../scoring/text.ts';
import { rolesWithoutNumbers, skillNames } from './cv-facts.ts';
import { quote, roleName } from './sentences.ts';

/** A profile of this many words says who the candidate is without becoming an essay (the rubric's range). */
const PROFILE_WORDS = { min: 25, max: 120 };
/** At most this many skills or roles are named as what works. */
const MAX_SKILLS = 3;

/** What works and what to change, each a sentence. */
export interface Judgement {
  works: string[];
  change: string[];
}

/** First person: 'I', 'my', 'me'. */
const FIRST_PERSON = /\b(i|i'm|i've|my|me)\b/i;

/** Phrases every applicant writes about themselves, which a recruiter skips ('-' also matches a space). */
const CLICHES = [
  'hard-working', 'hardworking', 'team player', 'results-driven', 'results-oriented', 'self-starter', 'self-motivated',
  'go-getter', 'detail-oriented', 'attention to detail', 'passionate', 'dynamic', 'proactive', 'motivated',
  'think outside the box', 'go the extra mile', 'track record', 'excellent communication skills', 'strong work ethic',
  'works well under pressure', 'fast learner', 'quick learner', 'synergy', 'dedicated professional',
].map((phrase) => new RegExp(`\\b${phrase.replace(/-/g, '[-\\s]')}\\b`, 'i'));

/** Sentences of `text`, trimmed. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);

/** The clichés in `text`, as the user wrote them, in text order ('motivated' inside 'self-motivated' counts once). */
function clichesIn(text: string): string[] {
  const found = CLICHES.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [{ at: match.index, end: match.index + match[0].length, words: match[0] }] : [];
  });
  return found
    .filter((f) => !found.some((g) => g !== f && g.at <= f.at && g.end >= f.end && g.end - g.at > f.end - f.at))
    .sort((a, b) => a.at - b.at)
    .map((f) => f.words);
}

/** The target role without seniority, for asking whether the text names it ('Lead Data Analyst' → 'Data Analyst'). */
const roleCore = (role: string) => role.replace(/\b(senior|junior|lead|principal|head of|graduate|trainee|chief|staff)\b/gi, ' ').trim();

/** The judgement of the CV's profile statement, for the target role when one is known. */
export function judgeProfile(cv: ParsedCv, targetRole: string, replies: CoachReplies): Judgement {
  const text = cv.profile_statement.trim();
  const r = replies.judge;
  const works: string[] = [];
  const change: string[] = [];
  const count = words(text).length;
  if (count < PROFILE_WORDS.min) change.push(fillTemplate(r.tooShort, { count }));
  else if (count > PROFILE_WORDS.max) change.push(fillTemplate(r.tooLong, { count }));
  else works.push(fillTemplate(r.lengthGood, { count }));

  const sentences = sentencesOf(text);
  const measured = sentences.find((s) => QUANTIFIED.test(s));
  if (measured) works.push(fillTemplate(r.numbers, { quote: quote(measured) }));
  else change.push(r.noNumbers);

  const stems = stemSet(text);
  const named = skillNames(cv).filter((skill) => phraseIn(skill, stems));
  if (named.length > 0) works.push(fillTemplate(r.specific, { skills: listPhrase(named.slice(0, MAX_SKILLS)) }));
  else change.push(r.vague);

  const core = roleCore(targetRole);
  if (core) {
    if (phraseIn(core, stems)) works.push(fillTemplate(r.relevant, { role: targetRole }));
    else change.push(fillTemplate(r.notRelevant, { role: targetRole }));
  }

  change.push(...voiceAdvice(sentences, replies));
  return { works, change };
}

/** Advice on the first person and clichés in `texts`, quoting the first of each. */
function voiceAdvice(texts: readonly string[], replies: CoachReplies): string[] {
  const firstPerson = texts.find((s) => FIRST_PERSON.test(s.replace(/[‘’]/g, "'")));
  const cliches = [...new Set(texts.flatMap(clichesIn))];
  return [
    ...(firstPerson ? [fillTemplate(replies.judge.firstPerson, { quote: quote(firstPerson) })] : []),
    ...(cliches.length > 0 ? [fillTemplate(replies.judge.cliches, { quotes: listPhrase(cliches.map((c) => `"${c}"`)) })] : []),
  ];
}

/** The Career History's highlights (key achievements are a section of their own), trimmed, non-empty. */
export const roleHighlights = (cv: ParsedCv) => cv.roles.flatMap((role) => role.highlights.map((h) => h.trim())).filter(Boolean);

/** The judgement of the Career History's highlights, for the target role when one is known. */
export function judgeHighlights(cv: ParsedCv, targetRole: string, replies: CoachReplies): Judgement {
  const r = replies.judge;
  const works: string[] = [];
  const change: string[] = [];
  const all = roleHighlights(cv);
  const measured = all.find((b) => QUANTIFIED.test(b));
  if (measured) works.push(fillTemplate(r.highlightNumbers, { quote: quote(measured) }));
  const unmeasured = rolesWithoutNumbers(cv).map((role) => roleName(role, replies));
  if (unmeasured.length > 0) change.push(fillTemplate(r.rolesNoNumbers, { roles: listPhrase(unmeasured.slice(0, MAX_SKILLS)) }));

  const noVerb = all.find((b) => !startsWithActionVerb(b));
  if (noVerb) change.push(fillTemplate(r.noVerb, { quote: quote(noVerb) }));
  else if (all.length > 0) works.push(r.verbs);

  const core = roleCore(targetRole);
  if (core) {
    const pointing = cv.roles.filter((role) => phraseIn(core, stemSet(role.title))).map((role) => roleName(role, replies));
    if (pointing.length > 0) works.push(fillTemplate(r.rolesRelevant, { role: targetRole, roles: listPhrase(pointing.slice(0, MAX_SKILLS)) }));
    else change.push(fillTemplate(r.rolesNotRelevant, { role: targetRole }));
  }
  change.push(...voiceAdvice(all, replies));
  return { works, change };
}

/** The judgement as answer lines: `lead`, then what works and what to change as lists ('good' when nothing to change). */
export function judgementText(lead: string, { works, change }: Judgement, good: string, replies: CoachReplies): string {
  const items = (texts: string[]) => texts.map((text) => fillTemplate(replies.item, { text }));
  return [
    lead,
    ...(works.length > 0 ? [replies.judge.works, ...items(works)] : []),
    ...(change.length > 0 ? [replies.judge.change, ...items(change)] : [good]),
  ].join('\n');
}
