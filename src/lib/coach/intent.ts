import { CV_SECTION_COACH_TOPICS, type CvSectionCoachTopic } from '../cv/sections.ts';

/**
 * What a question to the CV coach is about, by keywords: simple and explainable, so the same question always
 * gets the same answer. Topics are tried in table order and the first match wins (the specific before the
 * general: 'how do I improve my skills?' is about skills, not a general review); greetings and thanks count
 * only when no topic matched, and a question with no CV topic at all is off-topic. Two asks come before the
 * topics because they carry the user's words: rewording a highlight (the highlight quoted, or after a colon) and
 * the skills missing for a role (the role named after 'for', 'as' or 'become').
 */

/** What a question can name of the CV: a section (the registry's coach topics, sections.ts) or the contact details. */
export const SECTION_TOPICS = [...CV_SECTION_COACH_TOPICS, 'contact'] as const;

export type SectionTopic = CvSectionCoachTopic | 'contact';

export type CoachIntent =
  /** How to word a highlight; `text` is the highlight quoted in the question ('' when none was). */
  | { kind: 'phrase'; text: string }
  /** Which skills a role asks for that the CV lacks; `role` as the question names it ('' when it names none). */
  | { kind: 'missingSkills'; role: string }
  /** Whether the Career History (its highlights) is good. */
  | { kind: 'judgeExperience' }
  /** How to tailor the CV to the job advert. */
  | { kind: 'tailor' }
  | { kind: 'target' }
  | { kind: 'achievements' }
  | { kind: 'skills' }
  | { kind: 'profile' }
  | { kind: 'length' }
  | { kind: 'ats' }
  | { kind: 'section'; section: SectionTopic }
  | { kind: 'score' }
  | { kind: 'priorities' }
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'offTopic' };

type TopicKind = Exclude<CoachIntent['kind'], 'section' | 'greeting' | 'thanks' | 'offTopic' | 'phrase' | 'missingSkills' | 'judgeExperience'>;

/** Topics in the order they are tried. */
const TOPICS: readonly (readonly [TopicKind | SectionTopic, RegExp])[] = [
  // First, so a 'phone number' is not taken for the numbers of quantified achievements.
  ['contact', /\b(contact|e-?mail|phone|mobile|linkedin|github|portfolio|website|profile links?|(home|postal|e-?mail) address|location)\b/],
  ['tailor', /\b(tailor(ed|ing)?|job ads?|adverts?|advertisements?|job descriptions?|job posts?|job postings?|vacanc(y|ies)|(this|the|that) (job|post|position))\b/],
  ['target', /\b(target(ed|ing)?|aim(ing)?|career change|chang(e|ing) careers?|switch(ing)?|transition|move into|next (role|job|step)|dream job|job titles?|suit(ed|able)? for|fit for|right for)\b/],
  ['achievements', /\b(achievements?|accomplishments?|numbers?|quantif\w*|metrics?|results?|impact|measurable|bullets?|bullet points?|action verbs?|verbs?|responsible for)\b/],
  ['skills', /\b(skills?|keywords?|competenc(e|ies|y)|tools?|technolog(y|ies)|tech stack|abilities|strengths?)\b/],
  ['profile', /\b(profile|summary|personal statement|about me|intro(duction)?|headline|objective|bio|tagline)\b/],
  ['length', /\b(length|how long|too long|too short|long|short|pages?|word count|words|concise|wordy|cut down|shorten)\b/],
  ['ats', /\b(ats|applicant tracking|tracking systems?|format(ting)?|layout|fonts?|templates?|design|columns?|tables?|parse|parsing|robots?|scann(ed|ers?))\b/],
  ['education', /\b(education|degrees?|universit(y|ies)|college|school|qualifications?|diplomas?|gcses?|a-levels?|grades?)\b/],
  ['certifications', /\b(certificat(e|es|ion|ions)|certified|licen[cs]es?|accreditations?)\b/],
  ['languages', /\b(languages?|fluent|bilingual|spoken)\b/],
  ['memberships', /\b(memberships?|professional bod(y|ies)|institutes?|chartered)\b/],
  ['publications', /\b(publications?|published|papers?|articles?|talks?|books?)\b/],
  ['details', /\b(additional details|hobbies|interests|driving licen[cs]e)\b/],
  ['experience', /\b(experience|volunteer(ing)?|career history|work history|employment|jobs?|roles?|positions?|employers?|career gaps?|gaps?)\b/],
  ['score', /\b(scores?|scored|scoring|rating|rated|marks?|points|percent(age)?|how (good|bad|strong|weak) is|is (it|my (cv|resume)) (good|ok|okay|ready|strong))\b/],
  ['priorities', /\b(fix|first|missing|priorit(y|ies|ise|ize)|most important|biggest|improve\w*|better|weak(ness|nesses|est)?|change|feedback|review|advice|advise|tips?|suggest\w*|recommend\w*|next steps?|start|begin|what else|help|cv|resume|résumé)\b/],
];

const SECTIONS = new Set<string>(SECTION_TOPICS);

const GREETING = /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening)|yo)\b/;
const THANKS = /\b(thanks|thank you|thank u|thx|ta|cheers|much appreciated|appreciate it)\b/;

/** Asking for a highlight to be worded: a wording verb and something to word (or a highlight quoted). */
const PHRASE = [
  /\b(phrase|rephrase|reword|rewrite|re-write|write|improve|strengthen|polish)\b|\bhow (should|do|can|would) i (word|put)\b/,
  /\b(highlights?|bullets?|bullet points?|achievements?|this (line|sentence|point))\b/,
];
/** Asking which skills are missing or needed: a skills word and a word of lack or need. */
const MISSING_SKILLS = [
  /\b(skills?|keywords?|tools?|technolog(y|ies)|competenc(e|ies|y)|qualifications?)\b/,
  /\b(missing|miss|lack(ing|s)?|gaps?|need(ed)?|require[sd]?|should i (add|learn|have|get)|usually ask|ask for|look for|to become|for (an? |the )?\S+ (\S+ )?(roles?|jobs?|positions?|posts?))\b/,
];
/** Asking for a judgement of the Career History: a judging word and the section (not the profile's words). */
const JUDGE_EXPERIENCE = [
  /\b(good|ok|okay|fine|strong|weak|right|enough|rate|judge|think of|any good)\b/,
  /\b(experience|career history|work history|bullets?|bullet points?|highlights?)\b/,
];
const PROFILE_WORDS = /\b(profile|summary|personal statement|about me|headline)\b/;
/** The role a question names: '… for a data analyst role?', '… to become a nurse'. */
const NAMED_ROLE = /\b(?:for|as|into|become)\s+(?:an?\s+|the\s+|my\s+)?([\p{L}&/+.\- ]{2,60}?)\s*(?:roles?|jobs?|positions?|posts?|vacanc(?:y|ies)|careers?)?\s*[?.!]*$/iu;
/** The role a question names as the one who needs the skills: 'what skills does a product manager need?'. */
const ROLE_THAT_NEEDS = /\b(?:does|do|would|will)\s+(?:an?\s+|the\s+)?([\p{L}&/+.\- ]{2,60}?)\s+(?:need|want|ask for|look for|require)\b/iu;
/** A lack asked about without a skills word: 'what am I missing for a data analyst role?'. */
const LACK = /\b(missing|lack(ing|s)?|gaps?)\b/;
/** What NAMED_ROLE can catch that is no role. */
const NOT_A_ROLE = /^(it|this|that|them|me|my cv|my resume|this one|the advert|a job|one|jobs?|roles?|positions?|posts?|adverts?|vacanc(y|ies)|cv|resume)$/i;
/** Text the user quotes in the question: "…", “…” or '…' of three or more characters. */
const QUOTED = /"([^"]{3,})"|“([^”]{3,})”|(?:^|\s)'([^']{3,})'(?=\s|[?.!,:;]|$)/;

/** Lower case, curly quotes straightened, runs of space collapsed. */
function normalise(question: string): string {
  return question.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
}

/** The text quoted in `question` ('' when none). */
function quotedText(question: string): string {
  const quoted = QUOTED.exec(question);
  return quoted ? (quoted[1] ?? quoted[2] ?? quoted[3] ?? '').trim() : '';
}

/** What follows the question's first colon ('rewrite this: Responsible for rotas'), '' when none. */
function afterColon(question: string): string {
  const colon = question.indexOf(':');
  return colon >= 0 ? question.slice(colon + 1).trim() : '';
}

/** The role `question` names, as the user wrote it ('' when none). */
function namedRole(question: string): string {
  const role = (NAMED_ROLE.exec(question.trim()) ?? ROLE_THAT_NEEDS.exec(question))?.[1]?.trim() ?? '';
  return NOT_A_ROLE.test(role) || /^(i|you|we|they|employers?|recruiters?)$/i.test(role) ? '' : role;
}

/** The intent of `question` (see the module comment for the rules). */
export function detectIntent(question: string): CoachIntent {
  const quoted = quotedText(question);
  // Topics are read from the question without the quoted highlight, whose words are the user's CV, not the ask.
  const asked = quoted ? question.replace(quoted, ' ') : question;
  const text = normalise(asked);
  const highlight = quoted || afterColon(asked);
  const [wording, something] = PHRASE;
  if (wording!.test(text) && (highlight || something!.test(text))) return { kind: 'phrase', text: highlight };
  const role = namedRole(asked);
  if (MISSING_SKILLS.every((pattern) => pattern.test(text)) || (LACK.test(text) && role)) return { kind: 'missingSkills', role };
  if (JUDGE_EXPERIENCE.every((pattern) => pattern.test(text)) && !PROFILE_WORDS.test(text)) return { kind: 'judgeExperience' };
  for (const [kind, pattern] of TOPICS) {
    if (!pattern.test(text)) continue;
    return SECTIONS.has(kind) ? { kind: 'section', section: kind as SectionTopic } : { kind: kind as TopicKind };
  }
  if (THANKS.test(text)) return { kind: 'thanks' };
  if (GREETING.test(text)) return { kind: 'greeting' };
  return { kind: 'offTopic' };
}
