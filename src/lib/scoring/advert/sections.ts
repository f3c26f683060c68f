/**
 * Where in an advert a sentence sits, as a recruiter reads it: what the job must have, what would be nice,
 * what the job involves, and what describes the company or its benefits (never requirements).
 */

/** How a piece of an advert counts. */
export type Priority = 'must' | 'nice' | 'duty';
/** A section of an advert: a priority, company/benefit text, or how candidates are selected. */
export type Section = Priority | 'company' | 'benefits' | 'selection' | 'other';

const HEADINGS: [Section, RegExp][] = [
  ['nice', /\b(desirable|even better|(great|good) to have|nice if|desired (skills|experience|qualifications)|nice[- ]to[- ]haves?|bonus (points|skills)|preferred|would be (great|nice|a plus|an advantage)|advantageous|extra credit|plus points|ideally)\b/i],
  ['benefits', /\b(benefits|what('s| is) on offer|what you get|why us|working (here|with us|for us)|life at|what we offer|what you('ll| will) get|in return|we (can )?offer( you)?$|what('s| is) in it for you|perks|why (join|work)|our offer|package|rewards?)\b/i],
  ['company', /\b(^the (company|client|employer|organi[sz]ation)$|company profile|about (us|the (company|business|organi[sz]ation|team|employer|client|trust|school|practice|firm))|who we are|our (story|mission|company|client)|company (overview|description)|how to apply|to apply|closing date|equal opportunit)/i],
  ['must', /\b(requirements?|required (skills|experience|qualifications|competenc(y|ies))|(skills|experience|qualifications|competenc(y|ies)) required|what you('ll| will)? (need|bring|have)|about you|you (will|should|must) have|essential|must[- ]haves?|skills,? (and|&) (experience|qualifications)|experience,? (and|&) (skills|qualifications)|person specification|qualifications|who (we're|we are) looking for|what we('re| are) looking for|we('re| are) looking for (someone|a person|people|candidates?|applicants?)|(the|our) ideal (candidate|person)|^(the|about the) (person|candidate)$|what we(['’]d| would)? (need|like|want|expect)( (from|of) you)?|you(['’]ll| will) need|to (be successful|succeed)|what it takes|we(['’]d| would) love you to have|skills,? (and|&) (attributes|knowledge|abilities)|knowledge,? skills|(skills|experience|qualifications) (needed|wanted)|key skills|criteria|you have|you are|your (skills|experience|background|profile)|the successful (candidate|applicant)|^technical skills\b|^experience:?$)\b/i],
  // How candidates are assessed, not what they must show: the civil service's Success Profiles 'Behaviours'
  // ('Delivering at Pace', 'Making Effective Decisions') are judged at interview, never printed on a CV as skills.
  ['selection', /^(behaviou?rs|success profiles?|(the )?selection process|how (we|you('ll| will) be) (assess|select)\w*( you)?):?$/i],
  // 'Your tasks' / 'Your profile' (adverts from continental Europe, in English), 'What you'll work on', 'Job summary'.
  ['duty', /\b(responsibilit|in (this|the) role,? you(['’]ll| will)|role purpose|what you('ll| will) (do|be doing|work on|be working on)|the role|key duties|duties|day[- ]to[- ]day|your role|about the (role|job|position)|main (tasks|purpose)|key (tasks|accountabilities)|your (tasks|mission)|tasks$|job description|(job|position) summary|the job|the opportunity|overview)/i],
];

/** The section a line names inline ('Qualifications: MS or PhD...'), for that line only; null when it names none. */
export function inlineHeadingOf(line: string): Section | null {
  const label = /^\s*([^:]{2,40}):\s+\S/.exec(line)?.[1];
  // A question asked before its answer on one line ('What's in it for you? Overtime at time and a half, ...').
  const question = /^\s*([^:?]{2,40}\?)\s+\S/.exec(line)?.[1];
  const section = label ? headingOf(`${label}:`) : question ? headingOf(question) : null;
  return section === 'other' ? null : section;
}

/** A heading: a short line that ends with a colon, or a short line without a full stop that names a section. */
export function headingOf(line: string): Section | null {
  const text = line.trim().replace(/^[#*\s]+|[*\s]+$/g, '');
  const words = text.split(/\s+/).length;
  if (!text || words > 8) return null;
  const found = HEADINGS.find(([, re]) => re.test(text));
  if (/:$/.test(text)) return found ? found[0] : 'other';
  // A question names a section as a colon does ('What's in it for you?', 'Why join us?', 'Why Vantor?': the
  // employer's pitch); one that names none ('Interested?', 'Welsh speaker?') is no heading.
  if (/\?$/.test(text)) return found ? found[0] : /^why\b/i.test(text) ? 'benefits' : null;
  if (/[.!?]$/.test(text) || /^[-•*–]/.test(line.trim())) return null;
  return found && words <= 6 ? found[0] : null;
}

const NICE_CUE = /\b(desirable|nice to have|nice-to-have|((is|would be|are) )?an? (big |huge |real )?(plus|bonus|advantage)|an advantage|advantageous|bonus|preferred|preferable|ideally|beneficial|not essential|useful)\b/i;
const MUST_CUE = /\b(must|essential|required|requirement|mandatory|you('ll| will) (need|have|bring)|you (have|bring|hold)|need(s)? to (have|hold|be)|minimum|at least|proven|demonstrable|strong|solid|extensive|significant|expert|expertise|proficien(t|cy)|qualified|registered|hold(s|ing)?)\b/i;
const COMPANY_CUE = /^\s*(we|we're|we’re|we've|our|us|at \p{Lu}|founded|backed|headquartered|since \d)/iu;
/** A sentence saying what candidates will be assessed against ('We'll assess you against these behaviours during the
 *  selection process: ...'): what it lists is the selection's, as under a 'Behaviours' heading. */
const SELECTION_SENTENCE = /\b(?:assess(?:ed)?|judged?|tested?)\s+(?:you\s+)?(?:against|on)\s+(?:these|the following|the)\s+behaviou?rs\b/i;
const ABOUT_YOU = /\b(you|your|looking for|seeking|hiring|recruit|need|require|experience|candidate|applicant)\b/i;

/**
 * True when a sentence opens with the company's name, whole, or its first word as the subject ('Sentinel protects
 * offices...' of Sentinel Guarding Services, 'Thornfield makes...').
 */
function startsWithCompany(sentence: string, company: string): boolean {
  if (sentence.startsWith(company)) return true;
  const first = company.split(/\s+/)[0]!;
  return first.length >= 4 && first !== company && sentence.startsWith(first) && /^(?:['’]s)?\s+\p{Ll}/u.test(sentence.slice(first.length));
}

/** How one sentence counts, given the section it is in and the company's names. */
export function sentenceSection(sentence: string, section: Section, benefitSentence: RegExp, companies: readonly string[]): Section {
  if (section === 'company' || section === 'benefits' || section === 'selection') return section;
  if (SELECTION_SENTENCE.test(sentence)) return 'selection';
  // 'desirable but not essential, as training is provided': 'essential' here says nothing is required.
  const asked = MUST_CUE.test(sentence.replace(/\b(not|non)[- ]essential\b/gi, ''));
  if (benefitSentence.test(sentence) && !asked) return 'benefits';
  const aboutCompany = COMPANY_CUE.test(sentence) || companies.some((c) => startsWithCompany(sentence.trimStart(), c));
  if (aboutCompany && !ABOUT_YOU.test(sentence)) return 'company';
  if (NICE_CUE.test(sentence)) return 'nice';
  if (section === 'nice' || section === 'must') return section;
  return asked ? 'must' : section === 'other' ? 'duty' : section;
}
