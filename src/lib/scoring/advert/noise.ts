import { isLexiconWord, scanTitles } from './lexicon.ts';
import { escapeRegExp, wordsOf } from './normalise.ts';
import { isPlaceWord } from './places.ts';

/**
 * What an advert says that is not a requirement: the company's name, words describing the company or the
 * job's appeal, and benefits. These are read so that they can be told apart, and are never reported as gaps.
 */

/** Words that praise or size the company or the role, and benefits: never requirements. */
export const FILLER_WORDS = new Set(
  (
    'fast fast-growing growing growth small large leading award award-winning winning innovative dynamic exciting ' +
    'passionate vibrant friendly supportive collaborative ambitious disruptive global international established ' +
    'successful rapidly rapid scaling scale-up start-up startup well-funded funded backed series mission purpose ' +
    'purpose-driven driven impact diverse inclusive welcoming hybrid remote flexible flexibility competitive ' +
    'salary package bonus pension holiday holidays annual leave days healthcare insurance dental gym discount ' +
    'discounts perks benefits wellbeing well-being allowance equity shares options cycle scheme parking free ' +
    'lunch lunches snacks drinks social socials events culture values team family generous enhanced maternity ' +
    'paternity parental sick pay career progression development training opportunity opportunities world-class ' +
    'best-in-class cutting-edge state-of-the-art unique fun rewarding brilliant amazing great excellent fantastic ' +
    'talented motivated self-starter hardworking hard-working enthusiastic energetic proactive positive attitude ' +
    'ideal perfect right candidate person people individual'
  ).split(/\s+/),
);

/** Lines or sentences that describe benefits or pay. */
export const BENEFIT_SENTENCE =
  /\b((full )?training (is |will be )?provided|we('ll| will) (train|provide)|committed to (safeguarding|equality|diversity|inclusion)|equal opportunit|we welcome applications|disability confident|guaranteed interview|we offer|we('| a)re offering|what we offer|benefits?|perks|salary|(?:company|workplace|contributory|generous|matched|employer) pensions?|pensions? (?:scheme|contributions?|plan|matching)|annual leave|holiday allowance|days'? holiday|per annum|p\/?a\b|per hour|hourly rate|bonus scheme|share options|(?:private |free )?healthcare (?:cover|plan|scheme|insurance)|private healthcare|wellbeing|£|€|\$\s?\d)/i;

/** Words that end a capitalised run when finding company names ('Join Brightpay as...'). */
const RUN_STOP = new Set(['As', 'And', 'The', 'A', 'An', 'To', 'In', 'On', 'For', 'With', 'We', 'Our', 'You', 'Your', 'Is', 'Are', 'Of', 'At']);

/** Capitalised words that are never a company name on their own. */
const NOT_COMPANY = new Set(
  (
    'We Our Us You Your The A An This That It Join About Why Who What How Where When Team Role Job Company Business ' +
    'Master Masters Bachelor Bachelors Children Child People Today World Nation Customer Customers Client Clients ' +
    'Patient Patients Everyone Employer Candidate Members Member Sector Industry Group Trust Our Local Hybrid Remote ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August ' +
    'September October November December'
  ).split(/\s+/),
);

const CAP = String.raw`\p{Lu}[\p{L}\p{N}&'’.-]*`;
/** Up to four capitalised words in a row, on one line. */
const NAME = String.raw`(${CAP}(?:[ \t]+(?:&[ \t]+)?${CAP}){0,3})`;

const COMPANY_PATTERNS: RegExp[] = [
  // 'at Brightpay', 'join Brightpay', 'About Brightpay', 'Brightpay is a ...', 'Brightpay's platform'
  new RegExp(String.raw`\b(?:[Aa]t|[Jj]oin|[Jj]oining|[Aa]bout|[Ww]elcome to|[Ww]ork for|[Ww]orking for|[Hh]ere at)\s+${NAME}`, 'gu'),
  new RegExp(String.raw`${NAME}\s+(?:is|are)\s+(?:(?:a|an)\s+(?!plus|must|bonus|big plus|huge plus|requirement|advantage|nice|definite)|the|one of|proud|on a mission|growing|hiring|looking|seeking|recruiting|expanding)\b`, 'gu'),
  new RegExp(String.raw`${NAME}['’]s\s+(?!\d)`, 'gu'),
  new RegExp(String.raw`${NAME}\s+(?:Ltd|Limited|plc|PLC|LLP|Inc|GmbH|Group|Holdings|Partners|Trust|Council)\b`, 'gu'),
  // 'We are Brightpay', 'We're Brightpay'
  new RegExp(String.raw`\b[Ww]e(?:\s+are|['’]re)\s+${NAME}`, 'gu'),
];

/** Trims a capitalised run to the words that can be a name: stops at joining words, drops leading ones. */
function nameFrom(run: string): string | null {
  const words = run.split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (RUN_STOP.has(word) && kept.length > 0) break;
    if (RUN_STOP.has(word) || NOT_COMPANY.has(word)) continue;
    kept.push(word);
  }
  const name = kept.join(' ').replace(/['’]s$/, '').replace(/[.,-]+$/, '');
  if (!name || kept.every((w) => NOT_COMPANY.has(w) || isPlaceWord(w) || (isLexiconWord(w) && !/^\p{Lu}[\p{Ll}]+[\p{Lu}]/u.test(w)))) return null;
  // 'the Head Chef's absence': a job title, not a company.
  if (scanTitles(wordsOf(name)).some((t) => t.written === name)) return null;
  return name;
}

/** Company names an advert uses for itself (the employer, its clients), as written. */
export function companyNames(text: string): string[] {
  const names = new Set<string>();
  for (const pattern of COMPANY_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const name = nameFrom(match[1]!);
      if (name) names.add(name);
    }
  }
  // The header line under the title: 'Sentinel Guarding Services, Columbus | Shifts | £13.50 per hour'. The name
  // must be named again below it ('Sentinel protects offices...'), so a place or a pay line is not taken.
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  lines.slice(1, 4).forEach((line, i) => {
    const run = HEADER_NAME.exec(line)?.[1];
    const name = run ? nameFrom(run) : null;
    const first = name?.split(/\s+/)[0] ?? '';
    if (name && first.length >= 4 && ![...names].some((n) => n.includes(first)) && namedBelow(first, lines.slice(i + 2))) names.add(name);
  });
  return [...names];
}

/** Whether `word` stands as a whole word in one of `lines`. */
function namedBelow(word: string, lines: string[]): boolean {
  const whole = new RegExp(String.raw`(?<!\p{L})${escapeRegExp(word)}(?!\p{L})`, 'u');
  return lines.some((line) => whole.test(line));
}

/** A capitalised name opening a line and ended by a comma, bar, dash or middle dot: the header under an advert's
 *  title ('Tallyhive · Edinburgh (Hybrid) · Full-time', as LinkedIn prints it). */
const HEADER_NAME = new RegExp(String.raw`^${NAME}\s*(?:,|\||[–—·]|-\s)`, 'u');

/**
 * How an agency describes the client it recruits for: an appositive after 'our client' ('Our client, a fast-growing
 * accountancy practice in Milton Keynes, is looking for...') or what it partners with or recruits for ('partnering
 * with a well-established logistics business in Nottingham to recruit...'). What the client is asks for nothing.
 */
const CLIENT_DESCRIPTION = [
  /\b(?:our|my) client,\s+((?:an?|one of)\s[^,;]+),/giu,
  /\b(?:partnering|working|recruiting) (?:with|for|on behalf of)\s+((?:an?|one of)\s(?:(?!\s(?:to|who|that|which|as|and is)\s)[^,;])+)/giu,
];

/** The words of a sentence that describe an agency's client, as written ([] when there are none). */
export function clientDescriptions(sentence: string): string[] {
  return CLIENT_DESCRIPTION.flatMap((re) => [...sentence.matchAll(re)].map((m) => m[1]!));
}
