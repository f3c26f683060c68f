/**
 * 'Is my summary good?': a judgement of the profile statement as a recruiter reads it: its length, whether it
 * shows a measurable result, names the CV's own skills, points at the role wanted, avoids the first person and
 * avoids clichés. What works and what to change are both said, quoting the user's own words.
 */
import type { CoachReplies } from '../content/schemas/app/coach-panel.ts';
import type { ParsedCv } from '../cv/schema.ts';
import { fillTemplate } from '../content/template.ts';
import { QUANTIFIED } from '../scoring/checks/achievements.ts';
import { listPhrase, phraseIn, stemSet, words } from '../scoring/text.ts';
import { skillNames } from './cv-facts.ts';
import { quote } from './sentences.ts';

/** A profile of this many words says who the candidate is without becoming an essay (the rubric's range). */
const PROFILE_WORDS = { min: 25, max: 120 };
/** At most this many skills are named as what works. */
const MAX_SKILLS = 3;

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
export function judgeProfile(cv: ParsedCv, targetRole: string, replies: CoachReplies): { works: string[]; change: string[] } {
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

  const firstPerson = sentences.find((s) => /\b(i|i'm|i've|i am|my|me)\b/i.test(s.replace(/[‘’]/g, "'")));
  if (firstPerson) change.push(fillTemplate(r.firstPerson, { quote: quote(firstPerson) }));

  const cliches = clichesIn(text);
  if (cliches.length > 0) change.push(fillTemplate(r.cliches, { quotes: listPhrase(cliches.map((c) => `"${c}"`)) }));
  return { works, change };
}
