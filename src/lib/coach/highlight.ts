/**
 * 'How should I phrase this highlight?': the user's highlight reworded to open with an action verb and end with
 * a result, from the user's own words. A figure is never invented: where the highlight has no number, a
 * '[number]' prompt is left for the user to fill with what is true.
 */
import type { CoachReplies } from '../content/schemas/app/coach-panel.ts';
import type { ParsedCv } from '../cv/schema.ts';
import { fillTemplate } from '../content/template.ts';
import { QUANTIFIED, startsWithActionVerb } from '../scoring/checks/achievements.ts';
import { bullets } from './cv-facts.ts';

/** Openers that describe a duty rather than what was done; the words after them are kept. */
const WEAK_OPENER = /^(?:i\s+)?(?:was\s+)?(?:responsible for|in charge of|duties included|tasked with|involved in|worked on|working on|part of|took part in|participated in|contributed to|helped(?: to| with)?|assisted(?: with| in)?)\s+/i;
/** Past tenses that do not end in '-ed'. */
const IRREGULAR: Readonly<Record<string, string>> = {
  run: 'ran', lead: 'led', build: 'built', make: 'made', write: 'wrote', teach: 'taught', sell: 'sold', set: 'set',
  win: 'won', grow: 'grew', drive: 'drove', bring: 'brought', buy: 'bought', take: 'took', give: 'gave', keep: 'kept',
  meet: 'met', oversee: 'oversaw', cut: 'cut', put: 'put', get: 'got', do: 'did', hold: 'held', find: 'found',
};
/** A highlight whose object is people ('a team of nurses', 'the regional sales team'): it is about leading them. */
const PEOPLE = /^(?:an?\s+|the\s+|my\s+|our\s+)?(?:[\p{L}-]+\s+){0,2}(team|staff|people|colleagues|volunteers|students|trainees|apprentices|reports)\b/iu;

/** The past tense of a verb given as its base ('manage') or its '-ing' form ('managing'). */
function pastTense(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  const gerund = lower.endsWith('ing') && lower.length > 4;
  const base = gerund ? lower.slice(0, -3) : lower;
  const irregular = IRREGULAR[base] ?? IRREGULAR[base.replace(/(.)\1$/, '$1')] ?? IRREGULAR[`${base}e`];
  if (irregular) return irregular;
  if (gerund) return `${base}ed`; // managing → managed, planning → planned, using → used
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The highlight reworded: an action verb first, the user's words kept, a result with a number prompt when none. */
export function rewriteHighlight(highlight: string, replies: CoachReplies): string {
  const original = highlight.trim().replace(/^[-•*–\s]+/, '').replace(/[.;\s]+$/, '');
  const stripped = original.replace(WEAK_OPENER, '');
  let body: string;
  if (stripped !== original) {
    const [first = '', ...rest] = stripped.split(/\s+/);
    // 'Responsible for managing rotas' → 'Managed rotas'; 'Helped to plan events' → 'Planned events'.
    const isVerb = /ing$/i.test(first) || (/^(helped|assisted)/i.test(original) && !/^(the|a|an|my|our|their|with|in|to|on)$/i.test(first));
    body = isVerb ? [capitalise(pastTense(first)), ...rest].join(' ') : `${PEOPLE.test(stripped) ? replies.phrase.people : replies.phrase.other} ${stripped}`;
  } else if (startsWithActionVerb(original)) {
    body = capitalise(original);
  } else {
    body = `${PEOPLE.test(original) ? replies.phrase.people : replies.phrase.other} ${original.charAt(0).toLowerCase()}${original.slice(1)}`;
  }
  return QUANTIFIED.test(body) ? body : `${body}${replies.phrase.result}`;
}

/** The highlight to reword: the one quoted in the question, else the CV's first without a number (else its first). */
function highlightToReword(cv: ParsedCv, quoted: string): string {
  if (quoted.trim()) return quoted.trim();
  const all = bullets(cv);
  return all.find((b) => !QUANTIFIED.test(b) && !startsWithActionVerb(b)) ?? all.find((b) => !QUANTIFIED.test(b)) ?? all[0] ?? '';
}

/** The answer to 'how should I phrase this highlight?'. */
export function phraseAnswer(cv: ParsedCv, quoted: string, replies: CoachReplies): string {
  const original = highlightToReword(cv, quoted);
  if (!original) return replies.phrase.none;
  const rewrite = rewriteHighlight(original, replies);
  return [fillTemplate(replies.phrase.rewrite, { original, rewrite }), QUANTIFIED.test(original) ? replies.phrase.kept : replies.phrase.why].join('\n');
}
