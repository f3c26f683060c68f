import { isPlaceName, isUsState, isUsStateName, parseLocation } from './contact.ts';
import { placesNamed } from './gazetteer.ts';
import { brokenBeforeEndYear, cutSpan, findDateRange, findDate, loneDate, spanOfSpells, tidy, type DateRange } from './dates.ts';
import { isEditorRoleField, labelColumnRoles, withoutBracketShell } from './europass.ts';
import { companyScore, isCountry, STRONG_TITLE_WORDS, titleScore } from './lexicon.ts';
import { withoutRunInPlace, withoutWebAddress } from './employer-name.ts';
import { isLongName, isSentence, joinBroken, joinWrapped, partsByFont, splitParts, splitTopLevel, titleCase, TYPED_BULLET, type Joined, Placement } from './lines.ts';
import type { CvEarlierRole, CvRole } from '../../../lib/cv/schema.ts';
import type { TextLine } from '../types.ts';
import { mostCommon } from '../../../lib/tally.ts';

/**
 * Career history. Each role is anchored on its date range; its company and title come from the anchor line
 * and the short lines next to it, in the arrangement the first role shows (all roles of one CV share a
 * template). Which part is the title is decided for the whole section by how much each position reads
 * like a job title, so one ambiguous role cannot flip.
 */

interface Part {
  text: string;
  /** Where the part sat relative to its anchor: 'a0', 'a1' (anchor parts), 'b1', 'b2' (lines before), 'n1' ... */
  slot: string;
}

interface Draft {
  anchor: number;
  range: DateRange;
  parts: Part[];
  headerEntries: number[];
  /** The anchor line's text with its dates cut. */
  rest: string;
  /** A header-like line taken past a complete header, kept only if it turns out to hold the title or company. */
  spare?: { entry: number; slotPrefix: string };
  /** The header lines taken above the dates, nearest first. */
  above?: Array<{ entry: number; slotPrefix: string }>;
  /** The header line set beside the role's text, in a column of its own at the right (see takeHeaderBeside). */
  beside?: number;
}

/**
 * A short line that can be part of a role header. A list item can be one only when it sits left of the
 * anchor: '• Google ‖ Mountain View, CA' above 'Software Engineer ‖ Oct 2016 – Present', with the role's own
 * bullets further in.
 */
function isHeaderish(entry: Joined, anchor?: Joined): boolean {
  if (entry.first.bullet && !(anchor && !anchor.first.bullet && entry.first.x < anchor.first.x - 4)) return false;
  const text = entry.text.replace(STREET_ADDRESS, '');
  if (findDateRange(text)) return false;
  if (((isSentence(text) || text.split(/\s+/).length > 12) && !isLongName(text)) || isContactLine(text) || LIST_LABEL.test(text.trim())) return false;
  if (STACK_LINE.test(text.trim())) return false;
  return /\p{L}/u.test(text);
}

/**
 * The tools a role used, listed under its points ('Tech: React, TypeScript, Python'): the role's text, never
 * the header of the role below it.
 */
const STACK_LINE =
  /^(?:key\s+)?(?:tech(?:nolog(?:y|ies))?(?:\s+(?:stack|used))?|stack|tools?(?:\s+used)?|environment|skills(?:\s+used)?|technical\s+environment)\s*:\s*[^,]+(?:,[^,]+){2,}$/i;

/** A label printed before a role's dates, on their line or in their cell. */
const DATE_LABEL = /(?:^|(?<=\|\s*))(?:from|period|dates?|duration|tenure|time\s+period|employment\s+dates?)\s*:?\s*(?=$|\|)/gi;

/** Where a post or a course was held when it names no town: 'Remote', 'Hybrid', 'On-site', 'Online'. */
export const WORK_MODE = /^(?:remote|hybrid|on-?site|online|virtual)$/i;

/** A labelled line that says only where a role was: 'City: Moena', 'Country: Italy', 'Location: Remote'. */
const ROLE_PLACE_LINE = /^(?:city|country|location|town|place of work)\s*:\s*[^:.;]{1,60}$/i;

/** A note that the list goes on over the page. */
const CONTINUATION_NOTE = /^(?:\.{3}|…)?\s*\(?(?:continued|continues|cont\.)(?:\s+(?:on|over(?:leaf)?)(?:\s+the)?(?:\s+next)?(?:\s+page)?)?\)?\s*(?:\.{3}|…)?$/i;

/** How long a role lasted, printed apart: '(5 years and 10 months)', '2 yrs 3 mos'. */
const DURATION = /^\(?\d+\+?\s*(?:years?|yrs?|months?|mos?)(?:,?\s*(?:and\s+)?\d+\s*(?:months?|mos?))?\)?$/i;

/**
 * The employer's postal address after its name in a header ('Living Room, 2808 Sutton Blvd., Maplewood, MO 63143 —
 * Coffee Roaster'): a numbered street and the town, state and code after it, up to the header's next part.
 */
const STREET_ADDRESS =
  /,\s*\d{1,5}[A-Za-z]?\s+(?:[\p{Lu}\d][\p{L}\d'’.-]*\s+){0,4}(?:St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Ln|Lane|Way|Pl|Place|Ct|Court|Pkwy|Parkway|Hwy|Highway|Sq|Square)\b\.?(?:\s*,[^,–—|]+){0,3}(?=\s*(?:$|\s[–—|]\s))/gu;

/** Splits header text into parts: cells and ' | ', then ' – ', then ' at '. */
function headerParts(text: string, dashes = true): string[] {
  const out: string[] = [];
  for (const piece of splitParts(text.replace(STREET_ADDRESS, ''))) {
    const capsTitle = employerThenTitle(piece);
    if (capsTitle) {
      out.push(...capsTitle);
      continue;
    }
    // A spaced tilde parts a header as a dash does ('ASOS ~ Software Engineer ~ Nov 2020 – Dec 2023').
    const dashed = !dashes ? [piece.trim()] : piece.split(/\s+[–—~-]\s+|\s+[–—]\s*|\s*[–—]\s+|\s+~$/).map((p) => p.trim()).filter(Boolean);
    for (const d of dashed) {
      const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(d);
      // '@' glued to the employer ('Scientific Employee @UB'), as timelines and social profiles print it, parts them
      // whatever the post's words.
      const glued = /^(.+?)\s+@(?=\p{L})(.+)$/u.exec(d);
      const colon = at || glued ? null : colonParts(d);
      if (at && titleScore(at[1]!) > 0) out.push(at[1]!, at[2]!);
      else if (glued) out.push(glued[1]!, glued[2]!);
      else if (colon) out.push(...colon);
      else out.push(d);
    }
  }
  // A star or an icon's stand-in before a place ('* Sunnyvale, CA') is decoration; '... and also' above a second
  // role at one employer names nothing.
  // '(2 years 2 months)' after the dates tells how long, and names nothing either.
  let parts = out
    .map((p) => tidy(p.replace(/^[*✱]\s*/, '')))
    .filter((p) => p && !/^(?:\.{3}|…)/.test(p) && !DURATION.test(p));
  // 'Google ‖ Mountain View, CA': the place beside the employer is neither the title nor the employer.
  if (parts.length >= 2 && parts.some((p) => !isTownAndRegion(p))) parts = parts.filter((p) => !isTownAndRegion(p));
  // 'CMU Database Group, advised by Professor Andy Pavlo' alone on its line (the place aside): who supervised the
  // work is a remark, no part. Beside another name ('Purdue University') the caption tells which one is not the employer.
  if (parts.length === 1) parts = parts.map((p) => p.replace(SUPERVISED_BY, '')).filter(Boolean);
  // 'Title, Company' or 'Company, Title, City' in one part: split at commas when a piece is a job title
  // (a lone 'Company, City' stays whole; its title is looked for nearby).
  if (parts.length === 1) {
    // A trailing place is not a piece of its own ('DENVER HEALTH MEDICAL CENTER, Denver, CO' is one employer).
    // A semicolon parts a header as a comma does ('Volunteer Work; Food Bank').
    const pieces = withLegalForms(splitTopLevel(withoutSurePlace(parts[0]!), /[,;]/));
    // A piece reading more as an organisation than as a post is no title ('Institute for Advanced Research, Science
    // College' names an institute and the college it belongs to).
    const titled = pieces.filter((p) => titleScore(p) > 0 && titleScore(p) >= companyScore(p)).length;
    // 'Cryptography, Security, and Privacy Research Group': commas listing things up to an 'and' part no header.
    const listed = /^(?:and|&)\s/i.test(pieces[pieces.length - 1] ?? '');
    if (!listed && (pieces.length >= 3 || (pieces.length === 2 && titled >= 1))) return pieces;
    const held = memberOf(parts[0]!) ?? bracketedEmployer(parts[0]!);
    if (held) return held;
    const unspaced = titleThenEmployer(withoutSurePlace(parts[0]!)) ?? titleInEmployer(parts[0]!);
    if (unspaced) return unspaced;
  }
  return parts;
}

/** ', advised by Prof. Jane Roe' closing a header part: the supervisor of a research post. */
const SUPERVISED_BY = /(?:^|,\s*|\s+[–—-]\s+)(?:(?:co-?)?(?:advised|supervised|mentored)|under the (?:supervision|guidance) of)\b(?:\s+by)?\s+[^,]+$/i;

/** A company's legal form printed after a comma ('Acme, Inc.', 'Widget Co., Ltd.'). */
const LEGAL_FORM = /^(?:inc|incorporated|ltd|limited|llc|llp|plc|corp|co|gmbh|ag|s\.?a|s\.?l|b\.?v|n\.?v|l\.?p|pty\.?\s+ltd|pvt\.?\s+ltd)\.?$/i;

/** Comma pieces with each legal form joined back to the name before it: 'Engineer, Acme, Inc.' is a post and one employer. */
function withLegalForms(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    if (out.length && LEGAL_FORM.test(piece.trim())) out[out.length - 1] = `${out[out.length - 1]}, ${piece.trim()}`;
    else out.push(piece);
  }
  return out;
}

/** 'Internship in', 'Placement at': how the post was held, before the employer's name. */
const HELD_AS = /^(?:(?:summer\s+)?internship|placement|traineeship|secondment|apprenticeship)\s+(?:in|at|with)\s+(?=\p{Lu})/iu;

/** A label naming a header's field ('Company: Acme', 'Position | Senior Developer'), no part of the header. */
const HEADER_FIELD_LABEL = /^(?:company|employer|organi[sz]ation|(?:job\s+)?title|role|position|designation)$/i;

/**
 * 'Engineer of brain science: Internship in Tomorrow Advancing Life (NYSE: TAL)', 'Google: Software Engineer': a
 * colon outside brackets between a job title and an employer parts them, as a dash would. A label before the
 * colon ('Company: Acme') is no part.
 */
function colonParts(text: string): string[] | null {
  const pieces = splitTopLevel(text, /:/);
  if (pieces.length !== 2 || HEADER_FIELD_LABEL.test(pieces[0]!) || /^(?:client|project)$/i.test(pieces[0]!)) return null;
  const [left, right] = [pieces[0]!, pieces[1]!.replace(HELD_AS, '')];
  // A name followed by its initials in brackets ('Association for Computing Machinery (ACM)') is a body's, however long.
  const initialled = /^(.+?)\s*\(([^()]+)\)$/.exec(left);
  const named = left.split(/\s+/).length <= 4 || (!!initialled && isInitialsOf(initialled[2]!, initialled[1]!));
  const employerFirst = titleScore(right) > 0 && titleScore(left) === 0 && named;
  const titled = titleScore(left) > 0 || employerFirst || right !== pieces[1];
  return titled && /^\p{Lu}/u.test(right) ? [left, right] : null;
}

/**
 * Posts held in a club, society, team or charity, named with the body they are held in ('Member of Insan Project',
 * 'Volunteer at Oxfam', 'Trustee of the Red Cross'). The body must start in capitals: 'Member of staff' names none.
 */
const MEMBER_OF = /^((?:(?:founding|active|board|committee|team)\s+)?(?:member|volunteer|president|chair(?:man|woman|person)?|secretary|treasurer|captain|co-?founder|founder|trustee|governor|ambassador))\s+(?:of|at|for|with)\s+(?:the\s+)?(.+)$/i;

/**
 * 'Member of the Literacy Team in Ismailia', 'President of the Debating Society': the post and the body it is
 * held in, as volunteering and student roles are written ('Vice President of Sales' and 'Head of Data' are titles).
 */
function memberOf(text: string): [string, string] | null {
  const m = MEMBER_OF.exec(text.trim());
  return m && /^\p{Lu}/u.test(m[2]!) ? [m[1]!, m[2]!] : null;
}

/** How a post was held, in brackets after its title ('(Part-time)', '(Remote)'): no employer. */
const HOW_HELD = /\b(?:remote|hybrid|on-?site|part-?time|full-?time|contract(?:or)?|freelance|temporary|permanent|seasonal|voluntary|unpaid|paid|internship|placement|sabbatical|maternity|cover|current|acting|interim)\b/i;

/** A name as printed: words in capitals with their particles ('University of Bremen'), or a web address ('acme.de'). */
const PRINTED_NAME = /^(?:[\p{Lu}\d][\p{L}\d'’.&-]*(?:\s+(?:[\p{Lu}\d&][\p{L}\d'’.&-]*|of|for|and|the|de|du|der|la|le|von|van|in|&))*|[a-z\d-]+(?:\.[a-z\d-]+)+)$/u;

/**
 * 'Fullstack Engineer (University of Bremen)', 'IT Consultant (Acme GmbH)': the employer in brackets after the
 * job title. The bracket must hold a name (no remark, no sure place, not how the post was held) and the words
 * before it a title, or the bracket an employer's words.
 */
function bracketedEmployer(text: string): [string, string] | null {
  // Square brackets hold the employer as round ones do ('Project Hydrologist [Confluence Environmental Company]').
  const m = /^([^()[\]]+?)\s*(?:\(([^()[\]]+)\)|\[([^()[\]]+)\])$/.exec(text.trim());
  if (!m) return null;
  const [title, employer] = [m[1]!.trim(), (m[2] ?? m[3])!.trim()];
  if (!PRINTED_NAME.test(employer) || employer.split(/\s+/).length > 6 || HOW_HELD.test(employer) || titleScore(employer) > 0) return null;
  if (isCountry(employer) || isUsState(employer) || isTownAndRegion(employer) || isSurePlace(employer)) return null;
  // 'Lahore University of Management Sciences (LUMS)': an employer with its short name.
  // 'Scientific Employee / Software Development (University of Bremen)': a post named with its field reads as a
  // business too, but a bracketed name reading as much an employer, beside a title's word, is the employer.
  const fieldPost = titleScore(title) > 0 && companyScore(employer) >= companyScore(title);
  if ((companyScore(title) > titleScore(title) && !fieldPost) || isInitialsOf(employer, title)) return null;
  return titleScore(title) > 0 || companyScore(employer) > 0 ? [title, employer] : null;
}

/** 'SWOC' for 'Social Winter of Code': the initials of a name's words, its particles or not. */
function isInitialsOf(short: string, name: string): boolean {
  if (!/^\p{Lu}[\p{Lu}\d&.-]{1,7}$/u.test(short)) return false;
  const letters = short.replace(/[^\p{L}]/gu, '').toLowerCase();
  const words = name.split(/[\s/-]+/).filter(Boolean);
  const all = words.map((w) => w[0]!.toLowerCase()).join('');
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]!.toLowerCase()).join('');
  return letters === all || letters === capitalised;
}

/** A word in capitals, or a bracket in capitals after it ('(PART-TIME)'). */
const CAPS_WORD = /^[\p{Lu}\d(][\p{Lu}\d.&'’()/+-]*$/u;

/**
 * 'WEB DEVELOPER Erevo Technologies', 'ICT LECTURER (PART-TIME) BORMI DEGREE COLLEGE': the title and the employer
 * on one line with nothing between them, as the Europass layout prints them (the title in capitals). The title
 * ends where the capitals end, or, all in capitals, at a job title's head word with an employer's words after it;
 * in title case ('Web Development Officer University of Portsmouth') only at a head word (see titleCaseSplit).
 */
function titleThenEmployer(text: string): [string, string] | null {
  const words = text.trim().split(/\s+/);
  const capsRun = words.findIndex((w) => !CAPS_WORD.test(w));
  if (capsRun > 0) {
    const title = words.slice(0, capsRun).join(' ');
    const employer = words.slice(capsRun).join(' ');
    // Two words at least in capitals, naming a post: one acronym ('IBM Global Services') is no contrast of case.
    if (capsRun >= 2 && titleScore(title) >= 2 && /^\p{Lu}\p{Ll}/u.test(employer) && !isSentence(employer) && titleScore(employer) === 0) return [title, employer];
    return null;
  }
  if (capsRun === 0) return titleCaseSplit(words);
  for (let i = 2; i < words.length; i++) {
    const head = words[i - 1]!.startsWith('(') ? words[i - 2] : words[i - 1];
    // A bracket after the head word ('(PART-TIME)') is still the title's.
    if (!head || !STRONG_TITLE_WORDS.has(head.toLowerCase()) || words[i]!.startsWith('(')) continue;
    const title = words.slice(0, i).join(' ');
    const employer = words.slice(i).join(' ');
    if (companyScore(employer) >= 2 && titleScore(employer) === 0) return [title, employer];
  }
  return null;
}

/**
 * 'Web Development Officer University of Portsmouth', 'Software Engineer E.SUN BANK': a post in title case run
 * into its employer's name, as a page whose title and employer differed only in colour or weight reads once its
 * styling is gone. The post ends at a job title's head word; what follows must be a capitalised name that reads
 * as an employer (its words say so) and names no post.
 */
function titleCaseSplit(words: string[]): [string, string] | null {
  const capitalised = (w: string) => /^[\p{Lu}\d]/u.test(w);
  for (let i = 1; i < words.length && i <= 5 && capitalised(words[i - 1]!); i++) {
    if (!STRONG_TITLE_WORDS.has(words[i - 1]!.toLowerCase())) continue;
    const rest = words.slice(i);
    const employer = rest.join(' ');
    // A post's head word after it ('Software Engineer Intern') means the post goes on; a lesser title word can
    // be the employer's ('Health Management Hospital').
    const namesPost = rest.some((w) => STRONG_TITLE_WORDS.has(w.toLowerCase()));
    if (!PRINTED_NAME.test(employer) || namesPost || companyScore(employer) < Math.max(2, titleScore(employer))) continue;
    return [words.slice(0, i).join(' '), employer];
  }
  return null;
}

/** The last word of a name that says it is a business: its legal form, or the kind of business it is. */
const BUSINESS_CLOSE = /(?:^|\s)(?:llc|ltd|inc|plc|gmbh|corp|co|limited|company|corporation|bank)\.?$/i;

/**
 * 'Java developer in Dataprizma LLC', 'Intern in M-Bank company': the post and its employer joined by 'in', as CVs
 * written from languages that say 'in the company' print them. Only a name closed by a legal form or a business's
 * kind is the employer: after 'in', a field of work ('Researcher in Machine Learning') is the post's own.
 */
function titleInEmployer(text: string): [string, string] | null {
  const m = /^(.+)\s+in\s+(\p{Lu}.*?)\.?$/u.exec(text.trim());
  if (!m) return null;
  const [title, employer] = [m[1]!.trim(), m[2]!.trim()];
  return titleScore(title) > 0 && titleScore(employer) < companyScore(employer) && BUSINESS_CLOSE.test(employer) ? [title, employer] : null;
}

/**
 * 'Air Sciences, Inc. NETWORK ADMINISTRATOR (INTERN & PART-TIME)': the employer in mixed case and the title after
 * it in capitals, on one line with nothing between them (an Awesome-CV entry left without place and dates). The
 * title is the run of words in capitals that closes the line, two words or more naming a post.
 */
function employerThenTitle(text: string): [string, string] | null {
  const words = text.trim().split(/\s+/);
  let start = words.length;
  while (start > 0 && !/\p{Ll}/u.test(words[start - 1]!)) start--;
  // Short words in capitals before the run's first letter word belong to the employer ('CSM Alumni …' keeps 'CSM').
  while (start < words.length && !/^[\p{Lu}(]/u.test(words[start]!)) start++;
  const title = words.slice(start).join(' ');
  const employer = words.slice(0, start).join(' ').replace(/[\s,–—-]+$/, '');
  const titleWords = words.slice(start).filter((w) => /\p{L}{2}/u.test(w));
  // 'Laney Media, Denver, CO — CFO': a run opening a comma's piece and parted by a dash starts with the employer's
  // place ('CO'), and the dash parts the header ('CSM Alumni Association SOFTWARE DEVELOPER - WEBSITE' keeps its run).
  if (/,$/.test(words[start - 1] ?? '') && words.slice(start).some((w) => /^[–—-]$/.test(w))) return null;
  if (!employer || !/\p{Ll}/u.test(employer) || !/^\p{Lu}/u.test(employer) || titleWords.length < 2) return null;
  const head = titleWords.slice(0, 3).map((w) => w.replace(/[^\p{L}-]/gu, '').toLowerCase());
  if (!head.some((w) => STRONG_TITLE_WORDS.has(w)) || titleScore(employer) >= 2) return null;
  return [title, employer];
}

/** Drops a trailing ', City, Country' or ', City, ST' (a bare ', City' could as well be an employer). */
function withoutSurePlace(text: string): string {
  const parts = splitTopLevel(text, /,/);
  const tail = parts[parts.length - 1] ?? '';
  return parts.length >= 2 && (isCountry(tail) || isUsState(tail)) ? withoutPlace(text).value : text;
}

/** A name closed by a bracket ('Airbus UK (Broughton)', 'Magazine Luiza (Luizalabs)'). */
const CLOSING_BRACKET = /^(.+?)\s*\(([^()]+)\)$/;

/**
 * Drops a place in brackets after an employer ('Airbus UK (Broughton)', 'Acme (Remote)'). Where the CV prints its
 * places so, it does for every role; among three roles or more, a bracket after one employer only ('Magazine Luiza
 * (Luizalabs)', 'Blue Falls Manufacturing (Arctic Spas)') names the brand or the group, and stays, unless it is
 * a sure place (a country, a town with its country or state) or says the post was remote.
 */
function withoutBracketedPlace(company: string, loneBracket = false): string {
  const m = CLOSING_BRACKET.exec(company);
  if (!m) return company;
  // '(Canada / USA / UK)': several places, each one a place.
  const places = m[2]!.split(/\s*\/\s*/).map((p) => p.trim());
  // '(Toronto, Canada)': a town with its country or state is a place however few employers print one.
  const isPlace = (inside: string) =>
    isCountry(inside) ||
    WORK_MODE.test(inside) ||
    isTownAndRegion(inside) ||
    (!loneBracket && inside.split(/\s+/).length <= 3 && /^\p{Lu}[\p{L}'’. -]*$/u.test(inside) && companyScore(inside) === 0 && titleScore(inside) === 0);
  return places.every(isPlace) ? m[1]! : company;
}

/** Words naming a part of an organisation ('TerarkDB Team', 'Medical-Surgical Unit'), which places never hold. */
const ORG_UNIT = /\b(?:team|unit|ward|desk|squad|division|branch|section|practice|programme|program|project|platform)\b/i;

/** Words naming a field of work or a team's trade ('Geo Targeting', 'Search Quality', 'Web Ops'), which places never hold. */
const FIELD_WORD =
  /\b(?:science|sciences|ops|operations|quality|research|design|sales|finance|product|data|security|infrastructure|support|intelligence|targeting|learning|marketing|computing|accounting|testing|training|planning)\b/i;

/**
 * A name after a comma that is no place though shaped like one: a field or a team ('Machine Learning Engineer, Geo
 * Targeting', 'Williams College, Computer Science'), a name run together ('AlphaZero', 'RikaResource') or a number
 * ('Boy Scouts of America, Troop 52').
 */
function namesNoPlace(text: string): boolean {
  return FIELD_WORD.test(text) || /\p{Ll}{2}\p{Lu}/u.test(text) || /\d/.test(text);
}

/** The words of a place name but its particles ('Jerez de la Frontera' has two). */
function placeWords(text: string): number {
  return text.split(/\s+/).filter((w) => !/^(?:de|del|la|le|les|los|las|di|da|do|dos|das|am|im|an|der|sur|upon|on|en)$/.test(w)).length;
}

/**
 * A title's trailing ', Place' ('Software Engineer, London'), dropped only where the gazetteer knows the place: after
 * a post, a comma as often adds its field or team ('Co-Founder, Import/Export', 'Graphic Designer, Social Banners'),
 * which the shape of a capitalised name alone cannot tell from a town.
 */
function titleWithoutPlace(printed: string): string {
  const { value, place } = withoutPlace(printed);
  const known = (part: string) => placesNamed(part).length > 0 || isCountry(part) || isUsState(part) || WORK_MODE.test(part);
  return !place || known(place) ? value : printed;
}

/** Drops a trailing ', Place' from a company or title ('Ocado Group, Raleigh' → 'Ocado Group'). */
function withoutPlace(printed: string): { value: string; place: string } {
  // 'Orange, Jerez de la Frontera (Spain)', as Europass prints an employer: the country in brackets closes the place.
  const bracketed = /^(.*,[^,()]+?)\s*\(([^()]+)\)$/.exec(printed);
  const text = bracketed && isCountry(bracketed[2]!) ? bracketed[1]! : printed;
  // 'Some Big Corp in Paris, France': the employer and where it is.
  const inPlace = /^(.+?)\s+in\s+([^,]+(?:,[^,]+){1,2})$/.exec(text);
  if (inPlace && isSurePlace(inPlace[2]!)) return { value: inPlace[1]!, place: inPlace[2]! };
  const parts = splitTopLevel(text, /,/);
  if (parts.length < 2) return { value: text, place: '' };
  // 'Developer - Website, Newsletter, Graphics, Audio, Video': a list of things done, no place at its end.
  if (parts.length >= 4 && parts.slice(1).every((p) => !/\s/.test(p))) return { value: text, place: '' };
  const tail = parts[parts.length - 1]!;
  // A header in capitals ('GOOGLE, LONDON') names its town in capitals too, which alone makes no acronym.
  const caps = tail === tail.toUpperCase() && text === text.toUpperCase();
  const isPlace =
    isCountry(tail) ||
    isUsState(tail) ||
    (placeWords(tail) <= 3 &&
      /^\p{Lu}/u.test(tail) &&
      companyScore(caps ? titleCase(tail) : tail) === 0 &&
      titleScore(tail) === 0 &&
      !/\b(inc|ltd|llc|plc)\b/i.test(tail) &&
      !ORG_UNIT.test(tail) &&
      !namesNoPlace(tail));
  if (!isPlace) return { value: text, place: '' };
  // 'Company, City, Country': drop both place parts.
  let keep = parts.slice(0, -1);
  // 'Company, City, ST, USA' names the state between the town and the country: both go.
  for (let n = 0; n < 2 && keep.length >= 2 && (isCountry(tail) || isUsState(tail)); n++) {
    const city = keep[keep.length - 1]!;
    if (city.split(/\s+/).length > 3 || companyScore(city) !== 0 || titleScore(city) !== 0) break;
    const region = isUsState(city) || isUsStateName(city);
    keep = keep.slice(0, -1);
    if (!region) break;
  }
  return { value: keep.join(', '), place: tail };
}

interface Anchor {
  index: number;
  range: DateRange;
}

/**
 * A remark in brackets, in lower case and several words long, after a header's parts ('DfE (generally working in
 * SQL and R)'): it says how the work was done and names neither the title nor the employer.
 */
const ASIDE = /\s*\((?=\p{Ll})[^()]*?\s[^()]*?\s[^()]*\)/gu;

/** A date range beside a short header: the line a role hangs on. */
function rangeAnchor(entry: Joined, index: number, minX: number): Anchor | null {
  const range = findDateRange(entry.text);
  if (!range) return null;
  const rest = cutSpan(entry.text, range.index, range.length).replace(ASIDE, '');
  // A note in brackets after the title ('Digital Design Engineer (Promoted from Grade 3 to Grade 5 in 18 months)')
  // lengthens the header, not the post: the words are counted without it.
  const words = withoutBrackets(rest).split(/\s+/).filter((w) => w !== '|').length;
  const indented = entry.first.x > minX + 8 && !leadsDateCell(entry);
  const dateCell = leadsDateCell(entry);
  if (toldRole(tidy(rest))) return { index, range };
  if (words > 14 || (indented && words > 8)) return null;
  if (isSentence(withoutBrackets(rest)) && !isNameList(rest) && !(dateCell && (isPartList(rest) || isShortCellBeside(entry))) && !isBoldHeader(entry, rest)) return null;
  return { index, range };
}

/**
 * '08/02/2013–Present ‖ Business process and systems manager': a row led by its date cell, as Europass and other
 * date-column layouts print a role, with one short cell beside the dates (one clause, no comma or colon closing it) is the role's header,
 * however many of its words are in lower case: a job title written in sentence case is no sentence.
 */
function isShortCellBeside(entry: Joined): boolean {
  const beside = entry.first.cells.slice(1).map((c) => c.text.trim()).filter(Boolean);
  if (entry.lines.length !== 1 || beside.length !== 1) return false;
  // A full stop may close it ('Intern as Java developer in Acme LLC.') when it is the cell's only stop: one clause.
  const cell = beside[0]!.replace(/\.$/, '');
  const oneClause = cell === beside[0] || !/[.!?;]\s/.test(cell);
  return cell.split(/\s+/).length <= 8 && oneClause && !/[.!?:;,]$/.test(cell);
}

const TOLD_VERB = String.raw`^(?:I\s+)?(?:worked|working|employed|served)\s+`;
const TOLD_ARTICLE = String.raw`(?:(?:an?|the|their|its)\s+)?`;
/** The wordings of a role told in one sentence, in the order they are tried, with the groups holding post and employer. */
const TOLD_ROLE: { pattern: RegExp; title: number; employer: number }[] = [
  // 'Worked at Acme as a Data Analyst'
  { pattern: new RegExp(String.raw`${TOLD_VERB}(?:at|with|for)\s+(\p{Lu}.+?)\s+as\s+${TOLD_ARTICLE}(.+)$`, 'iu'), title: 2, employer: 1 },
  // 'Worked as Apprentice Trainee in the design division … at Acme Space Centre'
  { pattern: new RegExp(String.raw`${TOLD_VERB}as\s+${TOLD_ARTICLE}(.+?)\s+(?:in|at|with|for)\s.*?\bat\s+(\p{Lu}.+)$`, 'iu'), title: 1, employer: 2 },
  // 'Worked as a Data Analyst at Acme'
  { pattern: new RegExp(String.raw`${TOLD_VERB}as\s+${TOLD_ARTICLE}(.+?)\s+at\s+(\p{Lu}.+)$`, 'iu'), title: 1, employer: 2 },
  // 'Working as a course instructor in Acme Academy', 'Worked as an intern with Acme Ltd.': after 'in' only a name
  // in capitals is the employer ('… in the payments team' is not), so this one is matched case by case.
  { pattern: new RegExp(String.raw`^(?:I\s+)?(?:[Ww]orked|[Ww]orking|[Ee]mployed|[Ss]erved)\s+as\s+(?:(?:an?|the)\s+)?(.+?)\s+(?:in|with|for)\s+(\p{Lu}.+)$`, 'u'), title: 1, employer: 2 },
];

/** The post and the employer are a header's length, the employer no clause of its own. */
function toldFits(title: string, employer: string): boolean {
  return title.split(/\s+/).length <= 10 && employer.split(/\s+/).length <= 12 && !/[.;:!?]\s|,\s*I\b/.test(employer);
}

/**
 * A role told in one sentence around its dates, as plain word-processed CVs write it: 'Worked at Acme Ltd as a Data
 * Analyst from June 2018 to May 2019.', 'Worked as Apprentice Trainee in the design division for a period 21 Oct
 * 2019 to 23 Mar 2020 at Acme Space Centre.', 'Data Analyst Internship with Acme Consulting Limited from June 2016
 * to July 2016.' The post and the employer, as a header's parts (title first); null for any other wording.
 */
function toldRole(rest: string): [string, string] | null {
  const text = rest.replace(/[\s.,;]+$/, '').replace(/\s+\.\s+/g, ' ').trim();
  for (const { pattern, title, employer } of TOLD_ROLE) {
    const found = pattern.exec(text);
    if (found && titleScore(found[title]!) > 0 && toldFits(found[title]!, found[employer]!)) return [found[title]!, found[employer]!];
  }
  // A title and an employer alone around 'with', with no more words than a header has ('As a volunteer with Acme, I
  // …' is a sentence).
  const withBody = /^(\p{Lu}[^,]+?)\s+with\s+(\p{Lu}.+)$/u.exec(text);
  const short = (part: string) => part.split(/\s+/).length <= 8 && !isSentence(part);
  if (withBody && short(withBody[1]!) && short(withBody[2]!) && titleScore(withBody[1]!) > 0 && companyScore(withBody[2]!) >= 1 && titleScore(withBody[2]!) < 1) return [withBody[1]!, withBody[2]!];
  return null;
}

/**
 * A short bold line with no closing stop, parted by a comma or a bar: a header however it is cased ('Quiz Team
 * leader, DAV public school (2019-2021)'), where lower-case words would otherwise make it read as a sentence.
 */
function isBoldHeader(entry: Joined, rest: string): boolean {
  const text = rest.replace(/[\s|,()–—-]+$/, '').trim();
  if (!entry.first.bold || entry.first.bullet || entry.lines.length > 1 || /[.!?:;]$/.test(text)) return false;
  const parts = text.split(/\s*[,|]\s*/).filter(Boolean);
  return parts.length >= 2 && parts.length <= 3 && parts.every((p) => p.split(/\s+/).length <= 5);
}

/**
 * Short parts parted by commas and closed by a full stop ('Mathematics tutor, UCL, Louvain-la-Neuve.'): how
 * moderncv prints an entry beside its date column (title, employer, place), a header and no sentence.
 */
function isPartList(text: string): boolean {
  const parts = text.replace(/^[\s|]+/, '').replace(/\.$/, '').split(/,\s+/);
  return parts.length >= 2 && parts.every((part) => /^[\p{Lu}\d]/u.test(part) && part.split(/\s+/).length <= 5 && !/[.;:!?]/.test(part.replace(/\b\p{Lu}\./gu, '')));
}

/**
 * A header with the rest of its text in brackets ('Senior Software Engineer (Translation as a Service scale up)'):
 * the remark says what the employer does, and its little words do not make the header a sentence.
 */
function withoutBrackets(text: string): string {
  const bare = tidy(text.replace(/\s*\([^()]*\)/g, ' '));
  return bare && /\p{L}/u.test(bare) ? bare : text;
}

/**
 * A row led by a cell holding only its dates ('October 2019 - Present ‖ Senior Software Engineer'): a date column
 * set flush right starts each row at its own x, so where the row starts says nothing about an indent.
 */
function leadsDateCell(entry: Joined): boolean {
  const cells = entry.first.cells;
  if (cells.length < 2) return false;
  const range = findDateRange(cells[0]!.text);
  return !!range && !/\p{L}{4,}/u.test(cutSpan(cells[0]!.text, range.index, range.length).replace(DATE_LABEL, ''));
}

/**
 * Names in capitals separated by commas, however many ('Fast Stream Analyst, Schools and Academies Revenue
 * Funding Unit, DfE'): a long header, not a sentence, as no word but the little ones is in lower case.
 */
function isNameList(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return /,/.test(text) && !/[.!?]$/.test(text.trim()) && words.every((w) => /^[\p{Lu}\d&(]/u.test(w) || /^(?:of|and|the|for|in|at|on|de|du|la|le|von|van|der|&)$/.test(w));
}

/**
 * The lines holding each role's dates. Usually plain lines with a date range; when a CV numbers its roles
 * ('1. Infosys Limited, Pune (July 2019 – Present)') every header is a list item, so list items with a range
 * count when no plain line has one. A header with one date ('Summer 2015') counts when it prints that date
 * apart (its own cell or brackets) among roles that have ranges.
 */
function findAnchors(entries: Joined[]): Anchor[] {
  const plain = entries.filter((e) => !isItem(e));
  const minX = plain.length ? Math.min(...plain.map((e) => e.first.x)) : Math.min(...entries.map((e) => e.first.x));
  let anchors = entries.flatMap((entry, index) => (isItem(entry) ? [] : (rangeAnchor(entry, index, minX) ?? [])));
  if (!anchors.length) {
    anchors = entries.flatMap((entry, index) => {
      const anchor = isItem(entry) ? rangeAnchor(entry, index, minX) : null;
      const rest = anchor ? cutSpan(entry.text, anchor.range.index, anchor.range.length) : '';
      return anchor && (rest.split(/\s+/).length <= 10 || toldRole(tidy(rest))) ? [anchor] : [];
    });
  }
  anchors = withDateCellAnchors(entries, anchors);
  if (!anchors.length) return singleDateAnchors(entries);
  const dated = new Set(anchors.map((a) => a.index));
  // When the headers are list items, a list item at their indent dated by one date is a header too.
  const itemX = anchors.every((a) => entries[a.index]!.first.bullet) ? entries[anchors[0]!.index]!.first.x : null;
  const headers = anchors.map((a) => entries[a.index]!);
  const bodySize = Math.min(...entries.map((e) => e.first.size));
  // Where every role prints its dates on a line of their own, its header on other lines ('Teaching Assistant' over
  // 'September 2017 - February 2020 (2 years 6 months)'), a line of words with one date ('Data Structures (Winter
  // 2018)') is the text of a role, not a header dated in it.
  if (anchors.every((a) => datesAlone(entries[a.index]!, a.range))) return [...anchors, ...loneDateAnchors(entries, anchors)].sort((a, b) => a.index - b.index);
  // Where every dated header opens on its range and a separator ('2021 – 2023 – Acme – Engineer'), a header in their
  // type opening on one date and the same separator ('2020 – FooBar – Developer') is a role of that year.
  const separators = new Set(anchors.map((a) => (a.range.index === 0 ? separatorAfterDate(entries[a.index]!.text, a.range.length) : null)));
  const datesFirst = separators.size === 1 && !separators.has(null) ? [...separators][0]! : null;
  entries.forEach((entry, index) => {
    if (dated.has(index) || (entry.first.bullet && (itemX === null || Math.abs(entry.first.x - itemX) > 2))) return;
    const styled = styledLikeAnchors(entry, headers, bodySize);
    const single = singleDateHeader(entry.text, styled || inDateColumn(entry, headers)) ?? (styled && datesFirst ? leadingDateHeader(entry.text, datesFirst) : null);
    if (single) anchors.push({ index, range: single });
  });
  return anchors.sort((a, b) => a.index - b.index);
}

/**
 * A short note in brackets after dates printed first ('July 2019 - July 2021 (SDE II)'): the level or the way the
 * post was held in that spell, no part of the header.
 */
const DATES_NOTE = /^\([^()]{1,30}\)$/;

/** A line holding a role's dates and nothing more but how long it lasted ('May 2019 - Present (2 years)') or a note. */
function datesAlone(entry: Joined, range: DateRange): boolean {
  const rest = tidy(cutSpan(entry.text, range.index, range.length).replace(DATE_LABEL, '')).replace(/^[|·•\s]+|[|·•\s]+$/g, '');
  return !rest || DURATION.test(rest) || (range.index === 0 && DATES_NOTE.test(rest));
}

/**
 * Where every role prints its dates alone on a line in a type of their own, a line holding one date alone in that
 * type ('Summer 2014' among 'August 2017 - July 2019') dates a role held for that season or year. So does one set
 * where the dates are, under a line in the look of the lines over them ('ICAER Volunteer' over '[ 12/2019 ]' as
 * 'Outreach Volunteer' over '[ 07/2019 – 03/2020 ]'), however plain the dates' type.
 */
function loneDateAnchors(entries: Joined[], anchors: Anchor[]): Anchor[] {
  const dated = new Set(anchors.map((a) => a.index));
  const headers = anchors.map((a) => entries[a.index]!);
  const bodySize = Math.min(...entries.map((e) => e.first.size));
  const placedLike = (index: number) => index > 0 && anchors.every((a) => a.index > 0 && sameLook(entries[a.index]!, entries[index]!) && sameLook(entries[a.index - 1]!, entries[index - 1]!));
  return entries.flatMap((entry, index) => {
    if (dated.has(index) || entry.first.bullet || !(styledLikeAnchors(entry, headers, bodySize) || placedLike(index))) return [];
    const date = wholeDate(entry.text.trim());
    return date ? [{ index, range: { start: date[0], end: date[1], current: false, index: 0, length: entry.text.length } }] : [];
  });
}

/** Two lines set alike: one weight, size and face and colour, no bullet. */
function sameLook(a: Joined, b: Joined): boolean {
  return !a.first.bullet && !b.first.bullet && sameWeightAndSize(a, b) && a.first.style === b.first.style;
}

/** Two lines in one weight and size, whatever their face. */
function sameWeightAndSize(a: Joined, b: Joined): boolean {
  return a.first.bold === b.first.bold && Math.abs(a.first.size - b.first.size) < 0.05;
}

/**
 * Roles each dated by one year or month printed apart ('Data Science Intern ‖ 2024', 'Analyst (2019)') where no
 * role has a range: two or more such headers make the section's anchors.
 */
function singleDateAnchors(entries: Joined[]): Anchor[] {
  const anchors = entries.flatMap((entry, index) => {
    const single = entry.first.bullet ? null : (singleDateHeader(entry.text) ?? timelineMark(entry.text));
    return single ? [{ index, range: single }] : [];
  });
  if (anchors.length === 1 && isLoneDatedRole(entries, anchors[0]!)) return anchors;
  return anchors.length >= 2 ? anchors : [];
}

/**
 * '10/2018 Software Engineer @UB': a mark on a timeline, its date first, then a post and the employer it was held
 * at. The date says when the post began; a timeline prints no end (the next mark may be another post, an event or
 * a degree). Marks naming no post ('5/2016 Startup Weekend') are events, no role.
 */
function timelineMark(text: string): DateRange | null {
  const date = findDate(text);
  if (!date || date.index !== 0) return null;
  const rest = tidy(text.slice(date.length));
  const parts = headerParts(rest);
  if (parts.length !== 2 || !rest.includes('@') || isSentence(rest) || parts.some((p) => p.split(/\s+/).length > 6)) return null;
  return { start: date.date, end: '', current: false, index: 0, length: date.length };
}

/**
 * The one role of a short career, dated by one year ('Pension Plan Administrator – Acme Benefits | 2019'): a header
 * naming a post and another part beside it, with its points under it, is a role though no other role shows the form.
 */
function isLoneDatedRole(entries: Joined[], anchor: Anchor): boolean {
  const entry = entries[anchor.index]!;
  const parts = headerParts(tidy(cutSpan(entry.text, anchor.range.index, anchor.range.length)));
  return parts.length >= 2 && parts.some((p) => titleScore(p) > 0) && !!entries[anchor.index + 1]?.first.bullet;
}

/**
 * A list item, flagged or with its bullet still in the text: a row sharing its line with the section's heading
 * ('EXPERIENCE ‖ • Backend Team Lead, Skylead ‖ Jun 2023 – Present') keeps the glyph the extractor did not see.
 */
function isItem(entry: Joined): boolean {
  return entry.first.bullet || /^[•▪◦‣●]\s/u.test(entry.text.trim());
}

/**
 * Rows led by a date column ('2019 ‖ Freelance Pirate' among '2016–2017 ‖ Captain'): a row whose first cell is one
 * date with a short header beside it is a role held in that year, when the section's other anchors sit in the
 * same column or when two or more rows read so and no range anchors anything.
 */
function withDateCellAnchors(entries: Joined[], anchors: Anchor[]): Anchor[] {
  const column = anchors.filter((a) => findDateRange(entries[a.index]!.first.cells[0]?.text ?? '')?.index === 0 && entries[a.index]!.first.cells.length > 1);
  if (anchors.length && column.length < anchors.length * 0.5) return anchors;
  const dated = new Set(anchors.map((a) => a.index));
  const more = entries.flatMap((entry, index) => {
    const range = dated.has(index) ? null : dateCellAnchor(entry);
    return range ? [{ index, range }] : [];
  });
  if (!anchors.length && more.length < 2) return anchors;
  return [...anchors, ...more].sort((a, b) => a.index - b.index);
}

/** A row whose first cell is one date alone, with a short header in the cells beside it. */
function dateCellAnchor(entry: Joined): DateRange | null {
  const cells = entry.first.cells;
  if (entry.first.bullet || cells.length < 2) return null;
  const date = wholeDate(cells[0]!.text.trim());
  const rest = cells.slice(1).map((c) => c.text).join(' | ');
  if (!date || isSentence(rest) || rest.split(/\s+/).length > 14 || !/\p{L}/u.test(rest)) return null;
  return { start: date[0], end: date[1], current: false, index: Math.max(0, entry.text.indexOf(cells[0]!.text)), length: cells[0]!.text.length };
}

/**
 * 'Logistics Intern — Caterpillar Inc. | Summer 2016' or '… (2015)': a role header dated by one date printed apart.
 * A bracketed date may also sit between the header's parts, as the section's ranges do ('EV (2022) | Tech Lead'
 * among 'Sky (2018 – 2019) | Senior Engineer').
 */
function singleDateHeader(text: string, styled = false): DateRange | null {
  // The date in the last cell first: a bracket before it ('Analyst (Acme) | Nov. 2011') names the employer.
  const datesOf = (m: RegExpExecArray | null) => (m ? (wholeDate(m[1]!) ?? twoDates(m[1]!) ?? dateAndPlace(m[1]!)) : null);
  let apart = /(?:^|\s\|\s)\(?([^|()]{4,20}?)\)?$/.exec(text);
  let dates = datesOf(apart);
  if (!dates) {
    apart = /\(([^()]{4,20})\)(?:$|(?=\s*\|\s))/.exec(text);
    dates = datesOf(apart);
  }
  if (!dates) {
    // After a spaced dash at the end, as the section's ranges are printed ('Intern, Acme Inc. — 2011').
    apart = /\s[-–—]\s+([^|()–—-]{4,20})$/.exec(text);
    dates = datesOf(apart);
  }
  if (!dates) {
    // After a comma closing the line, as CVs print a year after the post ('EnerNOC ‖ Software Intern, 2016').
    apart = /,\s+([^,|()–—-]{4,20})$/.exec(text);
    dates = datesOf(apart);
  }
  if (!dates || !apart) return null;
  const rest = tidy(cutSpan(text, apart.index, apart[0].length));
  const words = rest.split(/\s+/).length;
  if (!rest || isSentence(rest)) return null;
  // Set in the style of the section's dated headers, the line is a header whatever its words.
  if (!styled && (words > 10 || (titleScore(rest) === 0 && companyScore(rest) === 0))) return null;
  if (words > 16) return null;
  return { start: dates[0], end: dates[1], current: false, index: apart.index, length: apart[0].length };
}

/** A separator after a date opening a header: a spaced dash, a bar, a comma or a colon, maybe after a note in brackets. */
const AFTER_LEADING_DATE = /^(?:\s*\([^()]{1,30}\))?(?:\s+([-–—])\s+|\s*([|,:])\s+)(?=\S)/;

/** The separator after the dates opening a header ('-' for any dash); null for none. */
function separatorAfterDate(text: string, dateLength: number): string | null {
  const after = AFTER_LEADING_DATE.exec(text.slice(dateLength));
  return after ? (after[1] ? '-' : after[2]!) : null;
}

/**
 * '2020 (6 months) – FooBar – Developer': a header opening on one date, then the separator the section's dated
 * headers print after their ranges, then two parts or more. Only asked of lines in the type of those headers.
 */
function leadingDateHeader(text: string, separator: string): DateRange | null {
  const date = findDate(text);
  if (!date || date.index !== 0 || findDateRange(text) || separatorAfterDate(text, date.length) !== separator) return null;
  const rest = text.slice(date.length).replace(AFTER_LEADING_DATE, '');
  if (isSentence(rest) || rest.split(/\s+/).length > 16 || headerParts(rest).length < 2) return null;
  return { start: date.date, end: date.date, current: false, index: 0, length: date.length };
}

/**
 * 'Rigel Infotech ‖ Dec 2024' among 'Eduskill ‖ June 2025 – July 2025': where every dated header prints its range
 * alone in its row's last cell (a date column at the right), a row of as many cells whose last cell is one date
 * alone is a header dated in that column, whatever its words.
 */
function inDateColumn(entry: Joined, headers: Joined[]): boolean {
  const cells = entry.first.cells;
  if (entry.first.bullet || cells.length < 2 || !headers.length || !wholeDate(cells[cells.length - 1]!.text.trim())) return false;
  return headers.every((header) => {
    const row = header.first.cells;
    const last = row[row.length - 1]!.text.trim();
    const range = findDateRange(last);
    return row.length === cells.length && !!range && !tidy(cutSpan(last, range.index, range.length));
  });
}

/**
 * A line in the type of every dated header of the section (bold, or larger than the text), as the one-date
 * header among them is ('CAMPAIGN TITLE | CHARITY | 08/2013' under 'ANCHOR | CHURCH | 08/2013 – 07/2014').
 */
function styledLikeAnchors(entry: Joined, headers: Joined[], bodySize: number): boolean {
  if (entry.first.bullet || !headers.length) return false;
  const { bold, size } = headers[0]!.first;
  if (!bold && size <= bodySize + 0.05) return false;
  return [...headers, entry].every((line) => sameWeightAndSize(line, headers[0]!));
}

/**
 * Roles printed with no dates at all ('Volunteer Coordinator, Oxfam' in bold over its bullets): each header
 * starts at a short line set apart from the body by weight or size, with the role's bullet points under its
 * header lines (bold lines over prose or over more bold text are other things: a sidebar, a list of facts).
 */
function undatedAnchors(entries: Joined[]): Anchor[] {
  const plain = entries.filter((e) => !e.first.bold);
  if (!plain.length) return [];
  const bodySize = Math.min(...plain.map((e) => e.first.size));
  // A label ('Phone:') is no header; nor is a bold line over more bold text (a sidebar of facts).
  const styled = (e: Joined | undefined) =>
    !!e && !e.first.bullet && (e.first.bold || e.first.size > bodySize + 0.05) && isHeaderish(e) && !/:$/.test(e.text.trim());
  const anchors: Anchor[] = [];
  entries.forEach((entry, index) => {
    if (!styled(entry) || styled(entries[index - 1])) return;
    let end = index;
    while (styled(entries[end + 1])) end++;
    const body = entries[end + 1];
    if (body?.first.bullet && /\p{L}{2}/u.test(body.text)) anchors.push({ index, range: { start: '', end: '', current: false, index: 0, length: 0 } });
  });
  return anchors;
}

/** How many header lines a role printed without dates sets over its text at most (employer, then post). */
const UNDATED_HEADER_LINES = 2;

/**
 * Roles printed with no dates, their headers told from the body by look alone ('VisioLab ‖ Osnabrück' in a face of
 * its own over 'DEEP LEARNING & IOS DEVELOPER' in small capitals, then bullets): one or two short lines each set
 * otherwise than the body text (colour, weight or size, smaller too), over bullets. The same look must head two
 * entries or more: one odd line over a list is a label, and a repeated look is how a template sets its entries.
 * (Styled lines over a paragraph are left alone: in Word files they are as often sub-headings of one role.)
 */
function repeatedLookAnchors(entries: Joined[]): Anchor[] {
  const bodyLook = commonestLook(entries);
  const apart = (e: Joined | undefined) => !!e && !e.first.bullet && lookOf(e.first) !== bodyLook && isHeaderish(e) && !/:$/.test(e.text.trim());
  const isBody = (e: Joined | undefined) => !!e && e.first.bullet && /\p{L}{2}/u.test(e.text);
  const heads: Array<{ index: number; look: string }> = [];
  entries.forEach((entry, index) => {
    if (!apart(entry) || apart(entries[index - 1])) return;
    let end = index;
    while (end - index + 1 < UNDATED_HEADER_LINES && apart(entries[end + 1])) end++;
    if (!isBody(entries[end + 1])) return;
    heads.push({ index, look: entries.slice(index, end + 1).map((e) => lookOf(e.first)).join(' / ') });
  });
  const seen = new Map<string, number>();
  for (const head of heads) seen.set(head.look, (seen.get(head.look) ?? 0) + 1);
  return heads.filter((h) => seen.get(h.look)! >= 2).map(({ index }) => ({ index, range: { start: '', end: '', current: false, index: 0, length: 0 } }));
}

/** The look most of a section's lines are set in: its body text. */
function commonestLook(entries: Joined[]): string {
  return mostCommon(entries.flatMap((e) => e.lines).map(lookOf)) ?? '';
}

/**
 * A career section that is a bare list of posts, one a line, with no dates ranged and no points under them
 * ('Mechanical Design Engineer (LAG)', 'Open Source Contributor, GSoC 2024'): every line is short and no sentence,
 * and each that parts into a post and an employer is a role (a year closing the line dates it). Two signs: the
 * section holds nothing but such lines, and the lines' wording names posts.
 */
function postListAnchors(entries: Joined[]): Anchor[] {
  if (!entries.length || entries.length > 8) return [];
  const short = (e: Joined) => !e.first.bullet && e.lines.length === 1 && e.text.split(/\s+/).length <= 8 && !isSentence(e.text) && !/[.:;]$/.test(e.text.trim());
  if (!entries.every(short)) return [];
  return entries.flatMap((entry, index): Anchor[] => {
    const year = /\s((?:19|20)\d{2})$/.exec(entry.text.trim());
    const range = year ? { start: year[1]!, end: year[1]!, current: false, index: year.index, length: year[0].length } : { start: '', end: '', current: false, index: 0, length: 0 };
    const parts = headerParts(tidy(cutSpan(entry.text, range.index, range.length)));
    return parts.length === 2 && parts.some((part) => titleScore(part) > 0) ? [{ index, range }] : [];
  });
}

/**
 * A header line without its dates. Dates printed in brackets with where the post was, the two parted by a slash
 * or a bar ('Software Developer (Los Angeles / Aug 2020 – Feb 2023)', '(Remote | 2021 – Present)'), take the
 * bracket with them: the place names no part of the header. (After a comma, '(2019 – 2021, Canada)', the place
 * stays in its bracket, which the employer's reading drops.) A bracket holding a name beside the dates keeps the
 * name alone ('(Acme Corp / 2019 – 2021)' → '(Acme Corp)').
 */
function withoutDatesAndPlace(text: string, range: DateRange): string {
  const open = text.lastIndexOf('(', range.index);
  const close = text.indexOf(')', range.index + range.length);
  if (open < 0 || close < 0) return cutSpan(text, range.index, range.length);
  const [before, after] = [text.slice(open + 1, range.index), text.slice(range.index + range.length, close)];
  // What the bracket holds beside its dates, parted from them by a slash or a bar, before them or after.
  const beside = !after.trim() ? /^([^()]*?)\s*[/|·]\s*$/.exec(before)?.[1] : !before.trim() ? /^\s*[/|·]\s*([^()]*)$/.exec(after)?.[1] : undefined;
  const where = beside ? tidy(beside) : '';
  if (!where) return cutSpan(text, range.index, range.length);
  return tidy(`${text.slice(0, open)} ${isWhere(where) ? '' : `(${where})`} ${text.slice(close + 1)}`);
}

/**
 * 'Nová Mosilana / Brno / Mar 2018 - Present': dates set off by a spaced slash show the slash parting the line's
 * fields, as a bar would, so the rest splits at it into the employer and its place ('Team leader / Senior developer'
 * alone keeps its slash).
 */
function slashFields(text: string, range: DateRange, rest: string): string[] | null {
  const before = text.slice(0, range.index);
  const after = text.slice(range.index + range.length);
  if (!/\s\/\s*$/.test(before) && !/^\s*\/\s/.test(after)) return null;
  const fields = rest.split(/\s+\/\s+/);
  if (fields.length < 2) return null;
  // A field after the first naming a town ('Cherkasy (UKR)') is where the post was: no part of the header.
  const named = fields.filter((field, i) => i === 0 || !isWhere(field.replace(/\s*\([^()]*\)$/, '')));
  return named.flatMap((field) => headerParts(field));
}

/** Where a post was: a work mode, a town, a town with its region, or a sure place. */
function isWhere(text: string): boolean {
  return WORK_MODE.test(text) || isPlaceName(text) || isTownAndRegion(text) || isSurePlace(text);
}

/** 'Summer 2015' (or '[ 12/2019 ]') → the role's start and end. */
function wholeDate(raw: string): [string, string] | null {
  const date = loneDate(raw);
  return date ? [date, date] : null;
}

/** '(2025, Remote)', '(2019, Berlin)': the date with where the role was. */
function dateAndPlace(raw: string): [string, string] | null {
  const [first, ...rest] = raw.split(/\s*,\s*/);
  const placed = rest.length > 0 && rest.every((p) => /^\p{Lu}[\p{L}'’. -]*$/u.test(p) && p.split(/\s+/).length <= 3 && titleScore(p) === 0);
  return placed ? wholeDate(first!) : null;
}

/** 'Summer 2012 and 2013': a role held in two spells, from the first to the second. */
function twoDates(raw: string): [string, string] | null {
  const m = /^(.+?)\s+(?:and|&)\s+(.+)$/.exec(raw.trim());
  const first = m && wholeDate(m[1]!);
  const second = m && wholeDate(m[2]!);
  return first && second ? [first[0], second[0]] : null;
}

/**
 * A dated header whose names only a font change parts ('**Bosch** _Machine Learning Engineer_ | March 2023 – Present',
 * as Typst and LaTeX templates set an employer before its post): the two names, or null when anything else parts them.
 */
function oneFontApart(entry: Joined, rest: string): string[] | null {
  const parts = entry.lines.length === 1 ? partsByFont(entry.first, rest) : null;
  // A dash, a comma or a bracket after the lead ('Consultant — Toronto, CA', 'Tech Lead, Acme (Remote)') parts the header
  // itself, so the font adds nothing; a place after it ('**Analyst, Acme** Leeds') leaves the whole header in the lead.
  if (!parts || !/^[\p{L}\p{N}]/u.test(parts[1]) || isWhere(parts[1])) return null;
  // The font change must part what nothing else does: a comma inside the lead ('**KPMG China, Hong Kong** Trainee')
  // sets the employer's town beside it, and the post starts where the font changes.
  const pieces = headerParts(rest);
  return pieces.slice(1).some((piece) => parts[1].startsWith(piece)) ? null : parts;
}

/** Parses an experience section into roles; marks the lines it used. */
export function parseRoles(lines: TextLine[], placement: Placement): CvRole[] {
  return parseCareer(lines, placement).roles;
}

/**
 * A career section read: its roles, and the lines of the undated entries printed among them (see
 * isUndatedEntryName), which are no role's text and are left unplaced for the caller to read as projects.
 */
export interface Career {
  roles: CvRole[];
  undated: TextLine[];
}

/** Parses an experience section into roles and the undated entries among them; marks the lines the roles used. */
export function parseCareer(lines: TextLine[], placement: Placement): Career {
  const known = readsOf(lines);
  if (known?.roles) {
    // Read already, for the header looks, and its roles handed to no one: placed as that read placed them.
    placement.take(...known.taken);
    const roles = known.roles;
    known.roles = null;
    return { roles, undated: known.undated };
  }
  const read = readRoles(lines, placement);
  const undated = read.flatMap((r) => r.undated ?? []);
  rememberReads(lines, { headers: read.map((r) => r.header), roles: null, taken: [], undated });
  return { roles: read.flatMap((r) => r.roles), undated };
}

/**
 * What a read of a career section gave (readRoles depends on its lines alone): roleHeaderLooks reads every career
 * section for its header looks, and parseRoles then reads the same lines again. Whichever comes first leaves its
 * read here for the other: the headers, and the roles with the lines the read placed while no one has them yet.
 */
interface Reads {
  texts: string[];
  headers: TextLine[][];
  roles: CvRole[] | null;
  taken: TextLine[];
  undated: TextLine[];
}
const readsByFirstLine = new WeakMap<TextLine, Array<{ lines: TextLine[] } & Reads>>();

/** The read of exactly these lines, unchanged since (same line objects, same texts), if one was kept. */
function readsOf(lines: TextLine[]): Reads | undefined {
  const kept = lines.length ? readsByFirstLine.get(lines[0]!) : undefined;
  return kept?.find((k) => k.lines.length === lines.length && k.lines.every((l, i) => l === lines[i] && l.text === k.texts[i]));
}

function rememberReads(lines: TextLine[], reads: Omit<Reads, 'texts'>): void {
  if (!lines.length) return;
  const kept = readsByFirstLine.get(lines[0]!) ?? [];
  kept.push({ lines: [...lines], texts: lines.map((l) => l.text), ...reads });
  readsByFirstLine.set(lines[0]!, kept);
}

/**
 * A header naming a project and no post ('Another Research Project', 'Michigan Tech Undergraduate Projects' over
 * 'Fall 2011: File System Analyzer'): the employer slot ends in 'Project(s)' and no job title stands beside it.
 */
function namesProjectOnly(role: CvRole): boolean {
  return /\bprojects?$/i.test(role.company) && titleScore(role.title) < 1;
}

/** A role as read, with its header lines (the dated one first) and every line it took. */
interface ReadRole {
  roles: CvRole[];
  header: TextLine[];
  lines: TextLine[];
  /** The lines of undated entries after the role's text, left unplaced (see isUndatedEntryName). */
  undated?: TextLine[];
}

/**
 * How a line is set: its colour, its weight and its size. The face is left out: a template sets an activity's post
 * in italic where the jobs' posts are upright ('Cloud Ambassador' under 'Amazon Web Services'), or the same face
 * is embedded twice, and the size, weight and colour still tell a header from the text below it.
 */
function lookOf(line: TextLine): string {
  const colour = line.style?.split(' ')[1] ?? '';
  return `${colour}|${line.bold ? 'b' : ''}|${line.size.toFixed(2)}`;
}

/** How a CV sets its role headers: the look of the lines holding the dates, and of the header lines beside them. */
export interface HeaderLooks {
  dated: Set<string>;
  beside: Set<string>;
}

/** The role header looks of the CV's career sections (each section's lines apart), read without placing anything. */
export function roleHeaderLooks(sections: TextLine[][]): HeaderLooks {
  const looks: HeaderLooks = { dated: new Set(), beside: new Set() };
  for (const lines of sections) {
    let headers = readsOf(lines)?.headers;
    if (!headers) {
      const trial = new Placement();
      const read = readRoles(lines, trial);
      headers = read.map((r) => r.header);
      rememberReads(lines, { headers, roles: read.flatMap((r) => r.roles), taken: [...trial.used], undated: read.flatMap((r) => r.undated ?? []) });
    }
    for (const header of headers) {
      looks.dated.add(lookOf(header[0]!));
      for (const line of header.slice(1)) looks.beside.add(lookOf(line));
    }
  }
  return looks;
}

/**
 * Entries of a section that is no career section ('Activities', 'Honors, Awards & Activities') set in the very
 * look of the CV's role headers (the dated line, and every header line beside it), with a job title and an
 * organisation: positions held, printed as the CV prints its roles. Awards and talks in a look of their own, or
 * with no job title, stay with the section.
 */
export function rolesInHeaderLook(lines: TextLine[], placement: Placement, looks: HeaderLooks): CvRole[] {
  // Only a dated header in the roles' look heads a role: a section with no such line, nor any date, is not read on trial.
  if (!looks.dated.size || !lines.some((l) => looks.dated.has(lookOf(l))) || !lines.some((l) => findDate(l.text))) return [];
  const roles: CvRole[] = [];
  for (const read of readRoles(lines, new Placement())) {
    const [dated, ...beside] = read.header;
    if (read.roles.length !== 1 || !looks.dated.has(lookOf(dated!)) || beside.some((l) => !looks.beside.has(lookOf(l)) && !looks.dated.has(lookOf(l)))) continue;
    const role = read.roles[0]!;
    // Among awards the section's own entries say little of which line is the title: the job title is the one that names a post.
    const [title, company] = titleScore(role.company) > titleScore(role.title) ? [role.company, role.title] : [role.title, role.company];
    // A post needs a title that names one ('Volunteer', 'Senior Patrol Leader'), a body it was held in, and its text
    // under the header as roles have: a one-line entry ('2019 | Reviewer, IEEE TPAMI') is a list item.
    const described = role.highlights.length > 0 || role.summary !== '';
    if (!company || !namesPost(title, role) || AWARD_WORD.test(title) || !(role.start || role.end) || !described) continue;
    roles.push({ ...role, title, company });
    placement.take(...read.lines);
  }
  return roles;
}

/**
 * Posts listed one to a line among entries of another kind: in a section whose heading joins positions to other
 * kinds ('Certifications, Awards, Publications, Volunteering'; 'Awards & Leadership'), read as its first-named kind,
 * or among papers (a post listed after the papers a job produced). Entries dated by a span ('Sep 2019 – Mar 2020',
 * where an award or a paper has one date) that name a post and the body it was held in ('Student Chapter of the
 * ACM: Treasurer', or a post the career names already) are positions. The points right under such a line are its
 * highlights.
 */
export function postsAmongEntries(lines: TextLine[], placement: Placement, heldBefore: CvRole[]): CvRole[] {
  // A post the CV's career names already ('Public Relations' at another employer) is one, whatever its words.
  const knownPosts = new Set(heldBefore.map((role) => role.title.toLowerCase()).filter(Boolean));
  const roles: CvRole[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const range = findDateRange(line.text);
    if (!range || placement.has(line) || !(range.current || (range.start && range.end && range.start !== range.end))) continue;
    // A point dated by a span is an entry of its own; the points under a dated line are its.
    let end = i + 1;
    while (!line.bullet && end < lines.length && lines[end]!.bullet) end++;
    const entry = lines.slice(i, end);
    const [role, ...more] = parseRoles(entry, new Placement());
    const namesPost = titleScore(role?.title ?? '') > 0 || knownPosts.has(role?.title.toLowerCase() ?? '');
    if (!role || more.length || !role.title || !role.company || !namesPost || AWARD_WORD.test(role.title)) continue;
    roles.push(role);
    placement.take(...entry);
    i = end - 1;
  }
  return roles;
}

/** How many words a post named by a weak word has at most: a longer line is an honour ('Finalist in the 2020 ...'). */
const WEAK_POST_WORDS = 4;

/**
 * Whether an entry's title names a post. A short title with a word that only may name one ('Member', 'Ambassador',
 * 'Treasurer') does with points under it telling what was done there ('Member' of a debate forum who organised its
 * colloquia, 'Cloud Ambassador' who ran workshops): a part taken, printed as the CV prints its roles.
 */
function namesPost(title: string, role: CvRole): boolean {
  const weak = titleScore(title) > 0 && title.split(/\s+/).length <= WEAK_POST_WORDS && role.highlights.length > 0;
  return titleScore(title) >= 1 || weak;
}

/** An award's name ('Undergraduate Researcher Award', 'Dean's Scholarship'), which names no post. */
const AWARD_WORD = /\b(?:award|prize|scholarship|medal|trophy)\b/i;

function readRoles(lines: TextLine[], placement: Placement): ReadRole[] {
  // Europass's label column: the dates over the organisation at the left, the title beside the dates.
  const labelled = labelColumnRoles(lines);
  if (labelled) {
    for (const read of labelled) placement.take(...read.lines);
    return labelled;
  }
  // Points typed with a dash become list items here, so the steps after read the bullet flag alone.
  const entries = withLabelCellsRead(typedBullets(joinBrokenRanges(joinBrokenHeaders(splitSwallowedBodies(joinWrapped(lines, 2))))));
  if (!entries.length) return [];
  // Headers dated by a range first; failing those, headers dated apart or by one date; failing those, a bare list of posts.
  let anchors = findAnchors(entries);
  if (!anchors.length) anchors = undatedAnchors(entries);
  if (!anchors.length) anchors = repeatedLookAnchors(entries);
  if (!anchors.length) anchors = postListAnchors(entries);
  if (!anchors.length) return [];

  // How many parts each anchor line carries itself, and where the rest of the header sits.
  const taken = new Set<number>();
  const drafts: Draft[] = anchors.map(({ index, range }) => {
    const entry = entries[index]!;
    // 'Saint John’s University. 09/2022 – Current.' leaves the two full stops around the dates behind, and
    // 'Member of the Team (2011 – 2013).' the one after them.
    let rest = withoutBracketShell(withoutDatesAndPlace(entry.text, range).replace(/\s*\.\s*\.$|\s+\.$/, ''));
    // A second spell at the same post ('2023.2–2023.6, 2023.9–2024.2') is no header part either: the post runs on to its end.
    let spans = range;
    for (let more = findDateRange(rest); more; more = findDateRange(rest)) {
      spans = spanOfSpells(spans, more);
      rest = cutSpan(rest, more.index, more.length);
    }
    // A label before the dates ('From: 2012 – Present', 'Period: 2019 – 2021') names nothing.
    rest = tidy(rest.replace(DATE_LABEL, '').replace(ASIDE, ''));
    if (range.index === 0 && DATES_NOTE.test(rest)) rest = '';
    // Dates with only a place beside them ('July 2012 – Ongoing | Sunnyvale, CA') carry no header part.
    const parts = (toldRole(rest) ?? slashFields(entry.text, range, rest) ?? oneFontApart(entry, rest) ?? headerParts(rest))
      .filter((text, _, all) => all.length > 1 || !isPlaceAlone(text))
      .map((text, i) => ({ text, slot: `a${i}` }));
    taken.add(index);
    return { anchor: index, range: spans, parts, headerEntries: [index], rest };
  });
  takeLabelledTitles(drafts, entries, taken);
  keepTemplateParts(drafts);
  splitLikeTemplate(drafts);
  joinDatedLineLikeTemplate(drafts, entries, taken);
  keepTitleUnderPlacedEmployer(drafts, entries);
  const first = drafts[0]!;
  const needed = Math.max(0, 2 - first.parts.length);
  let direction: 'before' | 'after' | 'none' = 'none';
  if (needed > 0) {
    const above = headerAboveByFirstShown(drafts, entries);
    direction = above && !goesOnBesideDates(entries, first.anchor) ? 'before' : 'after';
  }
  if (direction === 'none') {
    takeStyledLinesAbove(drafts, entries, taken);
    takeSpareLinesBelow(drafts, entries, taken);
  }
  // The look of the section's text, and whether a line is set apart from it by weight or size.
  const bodyLook = commonestLook(entries);
  const textSize = Math.min(...entries.map((e) => e.first.size));
  const setApart = (entry: Joined) => entry.first.bold || entry.first.size > textSize + 0.05;
  drafts.forEach((draft, k) => {
    if (direction === 'none') return;
    const want = Math.max(0, 2 - draft.parts.length);
    if (!want) return;
    const limit = direction === 'before' ? (k > 0 ? drafts[k - 1]!.anchor : -1) : k + 1 < drafts.length ? drafts[k + 1]!.anchor : entries.length;
    const step = direction === 'before' ? -1 : 1;
    const anchorX = direction === 'after' && !draft.parts.length ? besideDateX(entries, draft.anchor) : headerTextX(entries[draft.anchor]!);
    let got = 0;
    let n = 1;
    let placeAbove: { entry: number; n: number } | null = null;
    // Before the dates, take both header lines even when the nearer one has two parts ('Title, City' under
    // 'Company'); after them, take one line past a complete header as a spare: 'Jun 2018 – Present · Berlin'
    // above 'Product Owner' and 'Zalando SE' only shows which line is the employer once all roles are compared.
    const enough = () => (direction === 'before' ? n > 2 : got >= want + 1);
    for (let i = draft.anchor + step; i !== limit && !enough() && n <= 3; i += step, n++) {
      const entry = entries[i]!;
      if (direction === 'after' && !taken.has(i) && DURATION.test(entry.text.trim())) {
        // '(5 years and 10 months)' under the dates belongs to them, wherever it is printed.
        draft.headerEntries.push(i);
        taken.add(i);
        n--;
        continue;
      }
      if (direction === 'after' && got >= want && !taken.has(i) && isPlaceLine(entry) && isTownAndRegion(entry.text.trim())) {
        // 'Milwaukee, WI' under 'Title | 2016 – Present' and 'TechCanary': past a complete header, a town and its
        // region on a line of their own are where the role was, no spare header part to weigh as an employer.
        draft.headerEntries.push(i);
        taken.add(i);
        continue;
      }
      if (direction === 'before' && !taken.has(i) && (isPlaceLine(entry) || DURATION.test(entry.text.trim())) && entry.first.x <= anchorX) {
        // 'London, United Kingdom' between the employer and the dates is where the role was, and '3 years 2 months'
        // how long all roles there lasted: the title may still sit above ('Software Engineer' / 'Google' / place / dates).
        draft.headerEntries.push(i);
        taken.add(i);
        placeAbove ??= isPlaceLine(entry) ? { entry: i, n } : null;
        n--;
        continue;
      }
      // Above a header line set apart from the text (the employer in bold over the dates), a line in the text's own
      // look is the end of the role before ('Dev Ops: Azure, Docker' over 'Mash' over 'January 2019 – …').
      if (direction === 'before' && n >= 2 && taken.has(i + 1) && setApart(entries[i + 1]!) && !setApart(entry) && lookOf(entry.first) === bodyLook) break;
      const setIn = entry.first.x > anchorX && !(direction === 'after' && setInOverPoints(entry, entries[draft.anchor]!, entries[i + 1]));
      if (taken.has(i) || !isHeaderish(entry, direction === 'before' ? entries[draft.anchor] : undefined) || setIn) break;
      // Past a complete header, a line ending in a full stop ('Ran analytics.') is the role's text; above the
      // dates it ends the text of the role before ('Built the search.' over 'Engineer' and its dates).
      if ((direction === 'before' ? endsStatement(entry.text) : got >= want && endsSentence(entry.text))) break;
      // A header's lines are set together: past a complete one, a line after a gap starts the role's text.
      if (direction === 'after' && got >= want && entry.first.gapBefore) break;
      // After the dates, a line completing a header is one part: 'Nurse Manager, Quality & Patient Safety'
      // under 'DENVER HEALTH MEDICAL CENTER | March 2017 – Present' is one title, not a title and an employer.
      // A town and region in a cell of its own does not count ('Storage System R&D Intern, TerarkDB Team | Beijing, China').
      const pieces = splitParts(entry.text).filter((p, _, all) => all.length === 1 || !isTownAndRegion(p));
      // A dash between two names neither of which is a post ('Government of Ontario – Ministry of Culture') parts a
      // body from its branch, no title from an employer: the line is one part still.
      const oneMissing =
        direction === 'after' && want - got === 1 && pieces.length === 1 && (!/\s[–—-]\s|\s(?:at|@)\s/i.test(pieces[0]!) || namesBranch(pieces[0]!));
      // Above the dates, a line completing a header keeps a dash that parts no title from an employer: 'National
      // Aeronautics and Space Administration - Jet Propulsion Laboratory', 'Project Intern — ML Data Processing'.
      const placeApart = splitParts(entry.text).length > pieces.length;
      const wholeAbove = direction === 'before' && want - got === 1 && pieces.length === 1 && keepsDashWhole(pieces[0]!, placeApart);
      // Under an employer set larger ('JP MORGAN CHASE & CO.' over 'Associate, Software Engineering'), the line over the
      // dates is the title whole: its comma parts the post from its team, not a title from an employer.
      const underEmployer = direction === 'before' && n === 1 && entry.first.cells.length === 1 && isLargerLineOver(entries[i - 1], entry, taken.has(i - 1));
      const byFont = entry.lines.length === 1 ? partsByFont(entry.first) : null;
      const parts = byFont ? byFont.map(tidy) : underEmployer ? [tidy(entry.text)] : oneMissing || wholeAbove ? [tidy(pieces[0]!.replace(SUPERVISED_BY, ''))] : headerParts(entry.text);
      const prefix = direction === 'before' ? 'b' : 'n';
      const added = parts.map((text, j) => ({ text, slot: `${prefix}${n}.${j}` }));
      if (direction === 'before') draft.parts.unshift(...added);
      else draft.parts.push(...added);
      if (direction === 'after' && got >= want) draft.spare = { entry: i, slotPrefix: `${prefix}${n}.` };
      if (direction === 'before') (draft.above ??= []).push({ entry: i, slotPrefix: `${prefix}${n}.` });
      draft.headerEntries.push(i);
      taken.add(i);
      got += parts.length;
    }
    // Nothing above the place line: it names the employer before its town and country ('Beauly Mini Market,
    // Dundee, Scotland' over 'Retail Assistant | Sep 2023 – Present'), and the place is dropped from it later.
    if (direction === 'before' && !got && placeAbove && namesEmployerAndPlace(entries[placeAbove.entry]!.text)) {
      draft.parts.unshift({ text: entries[placeAbove.entry]!.text.trim(), slot: `b${placeAbove.n}.0` });
      (draft.above ??= []).push({ entry: placeAbove.entry, slotPrefix: `b${placeAbove.n}.` });
    }
  });

  if (direction === 'before') releaseSmallerEmployers(drafts, entries, taken);
  takeHeaderBeside(drafts, entries, taken);
  if (direction === 'after') liftLinesUnderBareDates(drafts);
  joinLinesLikeTemplate(drafts, entries);
  splitLinesLikeTemplate(drafts);
  const { titleSlot, companySlot } = chooseSlots(drafts);
  // How many roles print a bracket after the employer: one among three or more is part of that name.
  const bracketed = drafts.filter((d) => d.parts.some((p) => p.slot === companySlot && CLOSING_BRACKET.test(withoutPlace(p.text).value))).length;
  const loneBracket = drafts.length >= 3 && bracketed === 1;
  for (const draft of drafts) releaseUnusedSpare(draft, [titleSlot, companySlot], taken);
  const bodyLevels = bodyIndentLevels(entries, taken);
  const wrapIndent = bulletWrapIndent(entries);
  // A town alone on the first line under two or more headers ('Croydon' under 'Senior Bridge Engineer, Mott
  // MacDonald') is where each role was, printed in a column of the template: no highlight.
  const firstBody = drafts.map((d) => entries[Math.max(...d.headerEntries) + 1]);
  const townLines = firstBody.filter((e) => e && !taken.has(entries.indexOf(e)) && isLoneTownLine(e));
  // So is a lone town where the other roles print a town with its country ('Bangalore' among 'Hyderabad Area, India').
  const townsApart = townLines.length >= 2 || (townLines.length === 1 && firstBody.filter((e) => e && !taken.has(entries.indexOf(e)) && isPlaceLine(e)).length >= 1);
  const pointsX = indentedPointsX(entries, drafts, taken);
  const roles: CvRole[] = [];
  const read: ReadRole[] = [];
  drafts.forEach((draft, k) => {
    let title = draft.parts.find((p) => p.slot === titleSlot) ?? null;
    let company = draft.parts.find((p) => p.slot === companySlot) ?? null;
    if (title && !company && draft.parts.length === 1 && isPlacedEmployer(title.text)) [title, company] = [null, title];
    const others = draft.parts.filter((p) => p !== title && p !== company);
    if (!company && others.length) company = others.shift()!;
    // A header in mixed case prints a short word in capitals because it is an acronym ('CFO', 'NHSEI').
    const acronyms = draft.parts.some((p) => p.text !== p.text.toUpperCase());
    const role: CvRole = {
      company: company ? cleanName(withoutBracketedPlace(withoutRunInPlace(withoutPlace(withoutWebAddress(company.text)).value), loneBracket), acronyms) : '',
      title: title ? cleanName(titleWithoutPlace(title.text), acronyms) : '',
      start: draft.range.start,
      end: draft.range.end,
      current: draft.range.current,
      summary: '',
      highlights: [],
    };
    if (!role.title && others.length) role.title = cleanName(titleWithoutPlace(others.shift()!.text));
    // 'Another Research Project, July 2018 – June 2020' or 'Current Projects  July 2012 – Present' under a role: a
    // dated project of the post above, no post of its own. Printed as a header of its own, the lines under it go to
    // the projects; bulleted, it is a point of the post above, and its lines stay for review.
    if (roles.length && namesProjectOnly(role)) {
      if (entries[draft.anchor]!.first.bullet) return;
      const [, end] = bodyRange(drafts, k, entries.length);
      const mine = new Set(draft.headerEntries);
      const under = entries.slice(draft.anchor + 1, end).filter((_, j) => mine.has(draft.anchor + 1 + j) || !taken.has(draft.anchor + 1 + j));
      read.push({ roles: [], header: [entries[draft.anchor]!.first], lines: [], undated: under.flatMap((e) => e.lines) });
      return;
    }
    // A title with no employer beside it may name the body it was held in ('Member of Insan Project').
    const held = role.company ? null : memberOf(role.title);
    if (held) [role.title, role.company] = [held[0], cleanName(held[1].replace(/\s*\.$/, ''))];
    // Several titles under one employer ('BBC', then 'Web Developer', 'Test Engineer' with their dates): a role
    // whose header has no employer line is held at the employer above it. Where the employer stands on the
    // title's own line ('Title @ Company — Place'), a title alone there names none ('Freelance Consultant').
    const above = roles[roles.length - 1];
    const ownLine = slotLine(companySlot) === slotLine(titleSlot);
    if (!company && role.title && above?.company && companySlot && !ownLine && !draft.parts.some((p) => p.slot === companySlot)) role.company = above.company;
    // A later post at the same employer printed with its title in the employer's place and no title line ('Hooli |
    // Jan 2014 — Apr 2014' over 'Senior Engineer', then 'Software Engineer | Jan 2013 — Jan 2014'): held there too.
    else if (role.company && !role.title && draft.parts.length === 1 && above?.company && readsAsTitleOnly(role.company)) [role.title, role.company] = [role.company, above.company];
    for (const i of draft.headerEntries) placement.take(...entries[i]!.lines);
    const beside = draft.beside === undefined ? null : entries[draft.beside]!;
    if (beside) placement.take(...beside.lines);
    const [bodyStart, end] = bodyRange(drafts, k, entries.length);
    let summary: string[] = [];
    // Under 'Achievements/Tasks' or 'Key responsibilities:' the lines are the points it announces, glyphs or none.
    let listed = false;
    // 'ASSOCIATE SOFTWARE ENGINEER' between the points, in the type of the title beside the dates: an earlier post at
    // the same employer printed with no dates of its own (an Awesome-CV entry left without place and dates).
    const later: CvRole[] = [];
    let post = role;
    const titledAnchor = titleSlot.startsWith('a') && draft.parts.some((p) => p.slot === titleSlot);
    // On a timeline every line is a mark of its own: the events and degrees between the posts are no text of theirs.
    const onTimeline = !!timelineMark(entries[draft.anchor]!.text);
    let undated: TextLine[] = [];
    const glyphlessPoints =
      !bodyLevels.glyphs && (isSentencePerLine(entries, bodyStart, end, taken) || isIndentedParagraphs(entries, bodyStart, end, taken, draft.headerEntries, pointsX));
    for (let i = bodyStart; i < end; i++) {
      if (taken.has(i)) continue;
      const entry = entries[i]!;
      const text = entry.text.trim();
      if (!text || (onTimeline && findDate(text)?.index === 0)) continue;
      // Under the title beside the role's text, lines in smaller type are its tags ('TypeScript Node.js React'), set
      // as chips the text cannot part: no text of the role. Left for review.
      if (beside && i > draft.beside! && entry.first.x >= beside.first.x - 4 && entry.first.size < beside.first.size * 0.8 && !/[.!?]$/.test(text)) continue;
      if (isBracketedCaption(entry)) {
        // '【NLP Text Analysis Project】' over points: the name of a project within the post, bracketed as a caption,
        // neither a later post's title nor a point nor the summary. Left for review.
        continue;
      }
      if (titledAnchor && i > bodyStart && isUndatedTitle(entry, entries[draft.anchor]!, entries[i + 1])) {
        post.summary = joinProse(summary);
        summary = [];
        listed = false;
        post = { company: role.company, title: cleanName(text), start: '', end: '', current: false, summary: '', highlights: [] };
        later.push(post);
        placement.take(...entry.lines);
        continue;
      }
      if ((post.highlights.length || summary.length) && isUndatedEntryName(entry, draft.headerEntries.map((h) => entries[h]!), entries[i + 1], end - i > 1)) {
        // 'Shift Your Life – productivity app' in the type of the header above, with no dates, over points of its
        // own: an entry the CV lists among its roles without dates (a project), which ends this role's text.
        undated = entries.slice(i, end).filter((_, j) => !taken.has(i + j)).flatMap((e) => e.lines);
        break;
      }
      if (CONTINUATION_NOTE.test(text) || isGroupLabel(entry) || isContactLine(text)) {
        // '… continues on the next page …' is the template talking; 'Part Time' over a group of roles labels them;
        // 'Email info@acme.com | Website www.acme.com' is how to reach the employer, which no field holds.
        placement.take(...entry.lines);
        continue;
      }
      if ((post.highlights.length || summary.length) && isLargerLineAfterText(entry)) {
        // 'Student Design Teams' after a role's last point, set larger after a gap: a heading the section did not
        // tell apart, or the next entry's name; no text of this role. Left for review.
        continue;
      }
      if (isListLabel(entry, entries[i + 1])) {
        placement.take(...entry.lines);
        listed = true;
        continue;
      }
      if (i === bodyStart && ((isPlacedHeader(entry) && isHeaderish(entry)) || mirrorsHeaderCells(entry, draft.headerEntries.map((h) => entries[h]!)))) {
        // 'Developer · Project Lead · Full-Time ‖ Chennai, India' right under the header: a name with the place in a
        // cell of its own at the right is a header line the template prints below the first, no summary or point.
        // So is a name with a short cell where the header sets its dates ('Systems lab ‖ Northfield University').
        // Left for review.
        continue;
      }
      if (i === bodyStart && isAddressLine(entry)) {
        // '123, Bd Ney, 75023 Paris (France)': the employer's address, which no field holds; left for review.
        continue;
      }
      if (!post.highlights.length && !summary.length && ROLE_PLACE_LINE.test(text)) {
        // 'City: Moena' / 'Country: Italy' under the header (the Europass online editor's labels): where the role was,
        // for which there is no field.
        placement.take(...entry.lines);
        continue;
      }
      if (i === bodyStart && (isPlaceLine(entry) || (townsApart && townLines.includes(entry)) || isPlaceUnderDates(entry, entries[i - 1]!, entries[draft.anchor]!, draft.range))) {
        // 'London, England, United Kingdom' under the dates: where the role was, for which there is no field.
        placement.take(...entry.lines);
        continue;
      }
      if (isEditorRoleField(text)) {
        // The employer's sector and addresses, as the Europass editor labels them: no field holds them; left for review.
        continue;
      }
      const previous = entries[i - 1]!;
      const lostGlyph = isPointWithoutGlyph(entries, i, end, taken, draft.headerEntries);
      // A line going on from a point goes on from the role's last point; with none read yet (the line above was the
      // employer's web address behind a link icon, set aside as contact text) it is read as a line of its own.
      if (i > bodyStart && !taken.has(i - 1) && post.highlights.length > 0 && continuesBullet(entry, previous, wrapIndent, entries[i + 1])) {
        post.highlights[post.highlights.length - 1] = joinBroken(post.highlights[post.highlights.length - 1]!, text);
      } else if (glyphlessPoints) post.highlights.push(text);
      else if (!listed && !lostGlyph && !post.highlights.length && !summary.length && (isLeadIn(entries, i, end, taken, bodyLevels) || isLoneParagraph(entries, i, end, taken, draft.headerEntries))) summary.push(text);
      else if (TYPED_BULLET.test(text)) post.highlights.push(text.replace(TYPED_BULLET, ''));
      else if (entry.first.bullet || listed || lostGlyph || isHighlightLevel(entry, bodyLevels)) post.highlights.push(text);
      else summary.push(text);
      placement.take(...entry.lines);
    }
    post.summary = joinProse(summary);
    roles.push(role, ...later);
    const header = [draft.anchor, ...draft.headerEntries.filter((i) => i !== draft.anchor)].map((i) => entries[i]!.first);
    const span = entries.slice(Math.min(...draft.headerEntries), end).flatMap((e) => e.lines);
    read.push({ roles: [role, ...later], header, lines: span.filter((l) => placement.has(l)), undated });
  });
  return read;
}

/**
 * Headers read upwards from the dates ('Google' / 'Engineer' / dates): where the employer lines are set no smaller
 * than the titles under them, a line above a title set smaller than it (and than those employers) is the text of
 * the role before, not an employer. LinkedIn's export sets employer, title and text in three sizes, and under one
 * employer a title whose role follows another has only that role's last line of text above it.
 */
function releaseSmallerEmployers(drafts: Draft[], entries: Joined[], taken: Set<number>): void {
  const pairs = drafts.map((d) => (d.above && d.above.length >= 2 ? { draft: d, title: entries[d.above[0]!.entry]!, employer: d.above[1]! } : null));
  const sizeOf = (i: number) => entries[i]!.first.size;
  const employers = pairs.filter((p) => p && sizeOf(p.employer.entry) >= p.title.first.size - 0.02);
  if (!employers.length) return;
  const employerSize = Math.min(...employers.map((p) => sizeOf(p!.employer.entry)));
  for (const pair of pairs) {
    if (!pair) continue;
    const size = sizeOf(pair.employer.entry);
    if (size >= pair.title.first.size - 0.02 || size >= employerSize - 0.02) continue;
    const { draft, employer } = pair;
    draft.parts = draft.parts.filter((p) => !p.slot.startsWith(employer.slotPrefix));
    draft.headerEntries = draft.headerEntries.filter((i) => i !== employer.entry);
    draft.above = draft.above!.filter((a) => a !== employer);
    taken.delete(employer.entry);
  }
}

/**
 * 'DICTUC UC ‖ Santiago, Chile' over 'DATA SCIENTIST AT JOINT VENTURE WITH AGROSUPER ‖ March 2019 – June 2020', as
 * Awesome-CV sets a role: the line right above the dates names the employer with the place in a cell of its own, so
 * the text beside the dates is one title, however it reads ('Engineer · Cloud Department', 'Intern, Research Group').
 */
function keepTitleUnderPlacedEmployer(drafts: Draft[], entries: Joined[]): void {
  for (const draft of drafts) {
    if (draft.parts.length < 2 || draft.rest.includes('|')) continue;
    const above = entries[draft.anchor - 1];
    if (above && isPlacedHeader(above) && isHeaderish(above)) draft.parts = [{ text: tidy(draft.rest), slot: 'a0' }];
  }
}

/** A line wholly in square or lenticular brackets ('【Data Pipeline Project】', '[Payments platform]'). */
const BRACKETED = /^(?:【[^【】]+】|\[[^[\]]+\])$/u;

/** A caption in brackets on a line of its own, not a point: what the points under it belong to. */
function isBracketedCaption(entry: Joined): boolean {
  return !entry.first.bullet && entry.lines.length === 1 && BRACKETED.test(entry.text.trim());
}

/**
 * A short title line among a role's points, set in the size and ink of the title beside the dates, at the header's
 * left edge, with points under it.
 */
function isUndatedTitle(entry: Joined, anchor: Joined, next: Joined | undefined): boolean {
  const ink = (e: Joined) => e.first.style?.split(' ')[1];
  const text = entry.text.trim();
  return (
    !entry.first.bullet && entry.lines.length === 1 && entry.first.cells.length === 1 && !!next?.first.bullet &&
    !!ink(anchor) && ink(entry) === ink(anchor) && Math.abs(entry.first.size - anchor.first.size) < 0.02 &&
    entry.first.x <= anchor.first.x + 2 && !findDateRange(text) && !isSentence(text) && text.split(/\s+/).length <= 8 && titleScore(text) > 0
  );
}

/**
 * An entry's name among a role's text, printed as the CV prints a role's header but with no dates: in the look
 * (weight, size and ink) of one of the header's lines that is set apart from the text (bold or larger), at that
 * line's left edge, with text of its own under it, naming no post ('Shift Your Life – productivity app' or
 * 'pitt-cli ‖ Node.js' after a dated post's points). An undated project listed among the roles.
 */
function isUndatedEntryName(entry: Joined, header: Joined[], next: Joined | undefined, textBelow: boolean): boolean {
  const text = entry.text.trim();
  // A year the date reader did not take ('2012 Aug. – Dec.'), on the name's line or the header line under it, still dates the entry.
  const dated = (t: string) => !!findDate(t) || /\b(?:19|20)\d{2}\b/.test(t);
  if (!textBelow || !next || dated(text) || (!next.first.bullet && dated(next.text)) || titleScore(text) >= 1 || /:$/.test(text)) return false;
  const styled = (line: TextLine) => line.bold || line.size >= 1.05;
  const sameLook = (h: Joined) => styled(h.first) && lookOf(h.first) === lookOf(entry.first) && Math.abs(h.first.x - entry.first.x) <= 3;
  return header.some(sameLook) && lookOf(next.first) !== lookOf(entry.first);
}

/**
 * 'Google ‖ Mountain View, CA', 'Tangram Vision ‖ Remote': a name, and a place in a cell of its own at the right
 * (after a glyph drawn before it, as in '‖ • Cardiff, UK').
 */
function isPlacedHeader(entry: Joined): boolean {
  const cells = entry.first.cells;
  if (entry.first.bullet || entry.lines.length > 1 || cells.length !== 2) return false;
  const place = cells[1]!.text.replace(/^[•·]\s*/, '').trim();
  return /\p{L}/u.test(cells[0]!.text) && (isSurePlace(place) || isTownAndRegion(place) || WORK_MODE.test(place));
}

/** How far left of the header's right cell a line's own right cell may start and still stand in that column. */
const HEADER_COLUMN_SLACK = 30;

/**
 * One printed line in two cells whose second, a short name and no date, starts in the column where the header sets
 * its dates ('Research Intern · Internship ‖ Pune' under 'Harbour Bank ‖ Jun 2025 - Jul 2025'): the second header
 * line of a two-column entry (LaTeX's resumeSubheading, Typst and pdfmake templates), no prose, though its name may
 * read as a phrase ('Systems lab, supervised by Prof. Ortiz ‖ Northfield University').
 */
function mirrorsHeaderCells(entry: Joined, header: Joined[]): boolean {
  const cells = entry.first.cells;
  if (entry.first.bullet || entry.lines.length > 1 || cells.length !== 2) return false;
  const [left, right] = [cells[0]!.text.trim(), cells[1]!.text.trim()];
  if (findDate(entry.text) || right.split(/\s+/).length > 4 || /[.!?]$/.test(right)) return false;
  // A sentence at the left is the role's text with a note at the right, not a name.
  if (/[.!?]$/.test(left) || left.split(/\s+/).length > 12 || !/\p{L}/u.test(left)) return false;
  return header.some((h) => h.first.cells.length >= 2 && cells[1]!.x >= h.first.cells[h.first.cells.length - 1]!.x - HEADER_COLUMN_SLACK);
}

/**
 * 'SOFTWARE ENGINEER' in bold over 'Google | London | 2019 – 2021': the anchors hold two parts already, but every
 * one of them has one line right above it set apart in weight or size, between the role before and the dates.
 * That line is part of each header (the title, as the parts are compared later), not the end of the role above.
 */
function takeStyledLinesAbove(drafts: Draft[], entries: Joined[], taken: Set<number>): void {
  const above = drafts.map((d) => {
    const i = d.anchor - 1;
    const line = entries[i];
    const anchor = entries[d.anchor]!;
    if (!line || taken.has(i) || !isHeaderish(line) || line.lines.length > 1) return null;
    // An employer line further left than the list item it heads ('Institute for Advanced Research' over
    // '• Research Student, Science Department | 2004 – 2005') is set apart by its place.
    const outdented = anchor.first.bullet && !line.first.bullet && line.first.x < anchor.first.x - 4;
    const styled = (line.first.bold && !anchor.first.bold) || line.first.size > anchor.first.size + 0.05 || outdented;
    const before = entries[i - 1];
    const apart = !before || before.first.bullet || taken.has(i - 1) || !isHeaderish(before);
    return styled && apart ? i : null;
  });
  if (above.some((i) => i === null)) return;
  if (drafts.length < 2 && !entries[drafts[0]!.anchor]!.first.bullet) return;
  drafts.forEach((draft, k) => {
    const i = above[k]!;
    draft.parts.unshift(...headerParts(entries[i]!.text).map((text, j) => ({ text, slot: `b1.${j}` })));
    draft.headerEntries.push(i);
    taken.add(i);
  });
}

/** A line naming the post by its label ('Role: Team leader', 'Position: Front-end developer'). */
const LABELLED_TITLE = /^(?:role|position|job\s+title|title|designation)\s*:\s*\S/i;

/**
 * 'Role: Team leader / Senior developer' right under the dates, the employer over them: the label says this line
 * is the title, wherever the rest of the header stands, so it joins the header before the employer is looked for.
 */
function takeLabelledTitles(drafts: Draft[], entries: Joined[], taken: Set<number>): void {
  for (const draft of drafts) {
    const i = draft.anchor + 1;
    const line = entries[i];
    if (!line || taken.has(i) || line.first.bullet || line.lines.length > 1 || !LABELLED_TITLE.test(line.text.trim())) continue;
    draft.parts.push({ text: line.text.trim(), slot: 't' });
    draft.headerEntries.push(i);
    taken.add(i);
  }
}

/** A header line set larger than the line under it, the two in one column: an employer over its post. */
function isLargerLineOver(above: Joined | undefined, line: Joined, taken: boolean): boolean {
  return !!above && !taken && isHeaderish(above) && Math.abs(above.first.x - line.first.x) < 3 && above.first.size > line.first.size + 0.05;
}

/**
 * A header set in two columns, as an HTML page prints a row: the employer and the dates at the left over the role's
 * text, the title at the right. The extractor reads the left column first, so the title comes after the text: the
 * first line past the dates that starts after a gap far right of them, in the type of the dates or larger, is a
 * header part of the role. Taken only where two roles or more print one, as a CV prints all its roles alike.
 */
function takeHeaderBeside(drafts: Draft[], entries: Joined[], taken: Set<number>): void {
  const found = drafts.map((draft, k) => {
    const anchor = entries[draft.anchor]!.first;
    const next = drafts[k + 1];
    const end = next ? Math.min(next.anchor, ...next.headerEntries) : entries.length;
    const column = anchor.right ?? Infinity;
    for (let i = draft.anchor + 1; i < end; i++) {
      const entry = entries[i]!;
      if (taken.has(i) || !entry.first.gapBefore || entry.first.x <= column) continue;
      return entry.lines.length === 1 && entry.first.size >= anchor.size - 0.05 && isHeaderish(entry) ? i : -1;
    }
    return -1;
  });
  if (found.filter((i) => i >= 0).length < 2) return;
  found.forEach((i, k) => {
    if (i < 0) return;
    drafts[k]!.parts.push({ text: entries[i]!.text.trim(), slot: 'r0' });
    drafts[k]!.beside = i;
    taken.add(i);
  });
}

/**
 * 'Shelf Stacker, Tesco' among anchors each holding a title and an employer ('Barista, Starbucks', split there
 * because 'Barista' reads as a job title): the one comma splits this header the same way, as all roles of a CV
 * share one template, though neither of its words is in the lexicon.
 */
function splitLikeTemplate(drafts: Draft[]): void {
  for (const draft of drafts) {
    if (draft.parts.length !== 1) continue;
    const others = drafts.filter((d) => d !== draft);
    if (!others.length || others.filter((d) => d.parts.length === 2).length < others.length * 0.5) continue;
    const pieces = commaPair(draft.parts[0]!.text);
    if (pieces) draft.parts = pieces.map((text, i) => ({ text, slot: `a${i}` }));
  }
}

/**
 * The other way round on the dated line: 'Co-Founder, Import/Export' beside its dates, with 'Vandelay Industries'
 * under it, where the other roles of the CV print their dated line whole ('Hand Model', 'Special Projects
 * Coordinator') and their employer below: the comma parts a post from the field it covers, so the line is one
 * title and the employer is read from the line below, as in the other roles.
 */
function joinDatedLineLikeTemplate(drafts: Draft[], entries: Joined[], taken: Set<number>): void {
  const whole = drafts.filter((d) => d.parts.length === 1).length;
  for (const draft of drafts) {
    const [first, second] = draft.parts;
    if (draft.parts.length !== 2 || draft.rest.trim() !== `${first!.text}, ${second!.text}`) continue;
    const split = drafts.filter((d) => d.parts.length === 2).length;
    const below = entries[draft.anchor + 1];
    if (whole < 2 || whole <= split || !below || taken.has(draft.anchor + 1) || !isHeaderish(below)) continue;
    draft.parts = [{ text: draft.rest.trim(), slot: 'a0' }];
  }
}

/**
 * '2017 - 2018' alone on its row, then 'FASHION DESIGNER' and 'PARIS MILAN SHOWROOM' under it, where most roles of
 * the CV print the title beside the dates ('2019 ‖ WEB DESIGNER' over 'FREELANCE'): the first line under the bare
 * dates holds what the others print on the dated line, and each line after it what the line above holds in them.
 */
function liftLinesUnderBareDates(drafts: Draft[]): void {
  const dated = drafts.filter((d) => d.parts.some((p) => p.slot.startsWith('a')));
  if (dated.length < 2 || dated.length <= drafts.length / 2 || !dated.every((d) => d.parts.some((p) => p.slot.startsWith('n1.')))) return;
  const lifted = (slot: string) => slot.replace(/^n(\d+)\./, (_, n: string) => (n === '1' ? 'a' : `n${Number(n) - 1}.`));
  for (const draft of drafts) {
    if (draft.rest || draft.parts.some((p) => p.slot.startsWith('a')) || !draft.parts.some((p) => p.slot.startsWith('n2.'))) continue;
    draft.parts = draft.parts.map((p) => ({ ...p, slot: lifted(p.slot) }));
    if (draft.spare) draft.spare = { ...draft.spare, slotPrefix: lifted(draft.spare.slotPrefix) };
  }
}

/** The header line a slot's part was read from ('a' for the dated line, 'p1.' for the line above it). */
function slotLine(slot: string): string {
  return slot.replace(/\d+$/, '');
}

/**
 * The same for a header line above or below the dates ('Shelf Stacker, Tesco' over 'May 2015 - May 2018', among
 * 'Shift Lead, Starbucks' split at its comma): a line left whole splits where the same line of most roles did.
 */
function splitLinesLikeTemplate(drafts: Draft[]): void {
  const lineOf = slotLine;
  for (const draft of drafts) {
    for (const part of [...draft.parts]) {
      const line = lineOf(part.slot);
      if (line === 'a' || draft.parts.filter((p) => lineOf(p.slot) === line).length !== 1) continue;
      const others = drafts.filter((d) => d !== draft);
      const split = others.filter((d) => d.parts.filter((p) => lineOf(p.slot) === line).length === 2).length;
      const pieces = split >= 1 && split >= others.length * 0.5 ? commaPair(part.text) : null;
      if (!pieces) continue;
      const at = draft.parts.indexOf(part);
      draft.parts.splice(at, 1, ...pieces.map((text, j) => ({ text, slot: `${line}${j}` })));
    }
  }
}

/**
 * The other way round: a line above the dates split at its comma ('Analyst, Software Engineering') where two roles
 * or more, and more than split it, keep the same line whole ('Associate, Software Engineering' under its employer)
 * is whole too.
 */
function joinLinesLikeTemplate(drafts: Draft[], entries: Joined[]): void {
  for (const draft of drafts) {
    for (const { entry, slotPrefix } of draft.above ?? []) {
      const pieces = draft.parts.filter((p) => slotLine(p.slot) === slotPrefix);
      const whole = `${pieces[0]?.text}, ${pieces[1]?.text}`;
      if (pieces.length !== 2 || entries[entry]!.text.trim() !== whole) continue;
      const others = drafts.filter((d) => d !== draft).map((d) => d.parts.filter((p) => slotLine(p.slot) === slotPrefix).length);
      const kept = others.filter((n) => n === 1).length;
      if (kept < 2 || kept <= others.filter((n) => n === 2).length) continue;
      draft.parts.splice(draft.parts.indexOf(pieces[0]!), 2, { text: whole, slot: `${slotPrefix}0` });
    }
  }
}

/**
 * A header line's one part whose dash parts no title from an employer nor an employer from its place: a title
 * and what it covered ('Project Intern — ML Data Processing'), or, with the place printed apart in a cell of its
 * own, one employer's name ('National Aeronautics and Space Administration - Jet Propulsion Laboratory').
 */
function keepsDashWhole(text: string, placeApart: boolean): boolean {
  if (/\s(?:at|@)\s/i.test(text)) return false;
  const sides = text.split(/\s+[–—-]\s+/);
  if (sides.length !== 2) return false;
  const [a, b] = [sides[0]!, sides[1]!];
  const employer = (t: string) => companyScore(t) > titleScore(t);
  if (titleScore(a) > 0 && titleScore(b) > 0) return !employer(a) && !employer(b);
  return placeApart && titleScore(a) === 0 && titleScore(b) === 0;
}

/** 'Government of Ontario – Ministry of Culture': a body and its branch, two names, neither a post nor a place. */
function namesBranch(text: string): boolean {
  const sides = text.split(/\s+[–—-]\s+/);
  // 'AILiveSim – Helsinki, Finlande': a side with a comma is a town and its region, however the country is spelt.
  // A place in brackets after the branch ('Ministry of Culture (Toronto, Canada)') is dropped later.
  const place = (side: string) => /,/.test(side.replace(/\([^()]*\)/g, '')) || isPlaceName(side) || isCountry(side) || isUsState(side);
  return keepsDashWhole(text, true) && !sides.some(place);
}

/** Two capitalised names parted by one comma or by 'at' ('Shelf Stacker, Tesco', 'Shelf Stacker at Tesco'). */
function commaPair(text: string): string[] | null {
  const commas = splitTopLevel(text, /,/);
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(text);
  const pieces = commas.length === 2 ? commas : at ? [at[1]!, at[2]!] : [];
  return pieces.length === 2 && pieces.every((p) => /\p{Lu}/u.test(p[0]!) && !isSentence(p)) ? pieces : null;
}

/**
 * 'Google | Jan 2019 – Present | London' over 'Software Engineer' and then the points: the anchors hold two parts,
 * but each has one short line between it and its points. Taken as spares, those lines join the headers only if
 * the parts compared across roles make one of them the title or the employer; otherwise they go back to the text.
 */
function takeSpareLinesBelow(drafts: Draft[], entries: Joined[], taken: Set<number>): void {
  const below = drafts.map((d) => {
    const i = Math.max(...d.headerEntries) + 1;
    const line = entries[i];
    const next = entries[i + 1];
    const fits = line && !taken.has(i) && isHeaderish(line) && line.lines.length === 1 && !endsSentence(line.text);
    return fits && next?.first.bullet && (line.first.x <= headerTextX(entries[d.anchor]!) || setInOverPoints(line, entries[d.anchor]!, next)) ? i : null;
  });
  if (drafts.length < 2 || below.some((i) => i === null)) return;
  drafts.forEach((draft, k) => {
    const i = below[k]!;
    draft.parts.push(...headerParts(entries[i]!.text).map((text, j) => ({ text, slot: `n1.${j}` })));
    draft.spare = { entry: i, slotPrefix: 'n1.' };
    draft.headerEntries.push(i);
    taken.add(i);
  });
}

/**
 * A header line set in a little under the dated line ('CEMEX MEXICO | Monterrey, Mexico | Oct 2018 – Apr 2020' over
 * '  Digital Operations Analyst') with the points below it set in much further: part of the header, not its text.
 */
function setInOverPoints(line: Joined, anchor: Joined, points: Joined | undefined): boolean {
  const x = line.first.x;
  return !!points?.first.bullet && x <= anchor.first.x + HANGING_INDENT && x < points.first.x - HANGING_INDENT;
}

/** Three words or more closed by a full stop ('Built the search.'): a statement, not a name ('Yahoo!', 'Acme Inc.'). */
function endsStatement(text: string): boolean {
  return /\.$/.test(text.trim()) && text.trim().split(/\s+/).length >= 3 && endsSentence(text);
}

/** Text ending in a full stop, not one closing an abbreviation ('Acme Inc.'). */
function endsSentence(text: string): boolean {
  const last = text.trim().split(/\s+/).pop() ?? '';
  return /[.!?]$/.test(last) && !/^\p{Lu}[\p{L}.]{0,4}\.$/u.test(last);
}

/**
 * All roles of a CV share one header template: where most anchors hold N parts and one holds more only because a
 * dash inside a part split it ('DECISIONS ARE FOREVER – TEENAGE PREGNANCY CAMPAIGN | OIC | 08/2013' among
 * 'YOUTH NEWS ANCHOR | CHURCH | 08/2013 – 07/2014'), the dash is part of a name and the parts stay whole.
 */
function keepTemplateParts(drafts: Draft[]): void {
  const counts = drafts.map((d) => d.parts.length);
  if (counts.length < 3) return;
  const usual = mostCommon(counts)!;
  if (counts.filter((c) => c === usual).length < 2) return;
  for (const draft of drafts) {
    if (draft.parts.length <= usual) continue;
    const whole = headerParts(draft.rest, false).filter((text, _, all) => all.length > 1 || !isPlaceAlone(text));
    if (whole.length === usual) draft.parts = whole.map((text, i) => ({ text, slot: `a${i}` }));
  }
}

/** A dash set against a capital ('-Led a quiz team'): a point typed with no space after its dash. */
const DASH_POINT = /^[-–—](?=\p{Lu}\p{Ll})/u;

/** A bullet glyph left in a flagged point's text. */
const LEFT_GLYPH = /^[•▪◦‣●]\s+(?=\S)/u;

/**
 * Points typed with a dash ('— Development of smart contracts on the Tezos blo-' with 'ckchain (SmartPy …)' set
 * in under it), which the extractor took for text: each is a list item, and the lines hanging under its text,
 * right of the dash, are its own, so the role's points read as the glyphed ones do.
 */
function typedBullets(entries: Joined[]): Joined[] {
  const out: Joined[] = [];
  let point: Joined | null = null;
  for (const entry of entries) {
    const text = entry.text.trim();
    if (entry.first.bullet && LEFT_GLYPH.test(text)) {
      // The extractor flagged the point and kept its glyph in the text too ('• Hired students …').
      out.push({ ...entry, text: text.replace(LEFT_GLYPH, '') });
      point = null;
      continue;
    }
    if (!entry.first.bullet && (TYPED_BULLET.test(text) || DASH_POINT.test(text))) {
      point = { text: text.replace(TYPED_BULLET, '').replace(DASH_POINT, ''), first: { ...entry.first, bullet: true }, lines: [...entry.lines] };
      out.push(point);
      continue;
    }
    const hangs =
      !!point && !entry.first.bullet && entry.first.x > point.first.x + 3 && entry.first.x < point.first.x + HANGING_INDENT && entry.first.size === point.first.size && entry.first.bold === point.first.bold && !findDateRange(entry.text);
    if (hangs) {
      point!.text = joinBroken(point!.text, text);
      point!.lines.push(...entry.lines);
      continue;
    }
    point = null;
    out.push(entry);
  }
  return out;
}

/**
 * A complete header line the extractor took the role's first line of text into ('CQS (2013 – 2013) | Analyst'
 * with 'A $13bn credit hedge fund. I worked in …' as its wrap): the dates anchor no role in such a long entry,
 * so when the first line alone is a header and the whole is not, the lines below it are the role's text.
 */
function splitSwallowedBodies(entries: Joined[]): Joined[] {
  return entries.flatMap((entry) => {
    if (entry.first.bullet || entry.lines.length < 2 || rangeAnchor(entry, 0, entry.first.x)) return [entry];
    const head: Joined = { text: entry.first.text, first: entry.first, lines: [entry.first] };
    if (!rangeAnchor(head, 0, entry.first.x)) return [entry];
    const rest = entry.lines.slice(1);
    const body: Joined = { text: rest.map((l) => l.text).reduce((a, b) => joinBroken(a, b)), first: rest[0]!, lines: rest };
    return [head, body];
  });
}

/** A lone date or 'Present' filling a cell: the end of a range whose start sits in the cell above. */
const LONE_END = /^(?:(?:present|current|now|ongoing|today|to date)|.*\d{2}.*)$/i;

/**
 * A date column too narrow for its ranges breaks them after the dash ('March 2019 –' above 'Present', each in
 * the first cell of its row) or after the end's month: the end in the row below completes the range above, and the rest of that row is
 * the role's text. A date column at the right breaks the same way ('Legal Intern, ‖ Aug 2021-' above 'Acme
 * Ltd ‖ Present', 'Human Resource, ‖ May - Jun' above 'Acme Ltd ‖ 2021'): the row's last cell takes the end, and
 * the cells before it in the row below are the next header line.
 */
function joinBrokenRanges(entries: Joined[]): Joined[] {
  const out: Joined[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const next = entries[i + 1];
    const joined = next && (joinFirstCells(entry, next) ?? joinLastCells(entry, next) ?? joinEndYear(entry, next));
    if (!joined) {
      out.push(entry);
      continue;
    }
    out.push(...joined);
    i++;
  }
  return out;
}

/** The range a broken head and the end printed under it make, when they are one ('March 2019 –' and 'Present'). */
function closedRange(head: string, end: string): DateRange | null {
  // The start may close on its dash ('Aug 2021-'), or be two months waiting for their year ('May - Jun' over '2021').
  const openStart = /\d{2}\s*[–—−-]$/.test(head) && LONE_END.test(end);
  const monthsOnly = /^\p{L}{3,}\.?\s*[–—−-]\s*\p{L}{3,}\.?$/u.test(head) && /^(?:19|20)\d{2}$/.test(end);
  if (!openStart && !monthsOnly && !brokenBeforeEndYear(head, end)) return null;
  const closed = findDateRange(`${head} ${end}`);
  if (!closed || closed.current !== /^\p{L}+(?:\s\p{L}+)?$/u.test(end) || closed.length < head.length) return null;
  return closed;
}

/**
 * '• Circle Leader – CAT Reloaded (Jan 2021 – Oct' over '2021)': a header whose range wrapped before its end year,
 * the year alone (its bracket closing after it) on the line below, in the header's own type.
 */
function joinEndYear(entry: Joined, next: Joined): Joined[] | null {
  const year = next.text.trim();
  const last = entry.lines[entry.lines.length - 1]!;
  if (next.first.bullet || next.lines.length > 1 || next.first.bold !== last.bold || !/^(?:19|20)\d{2}\)?$/.test(year)) return null;
  const tail = /\S+\s*[–—−-]\s*\p{L}{3,}\.?$/u.exec(entry.text.trim());
  if (!tail || !brokenBeforeEndYear(tail[0], year.replace(/\)$/, ''))) return null;
  const text = `${entry.text.trim()} ${year}`;
  const range = findDateRange(text);
  if (!range || range.index + range.length < entry.text.trim().length) return null;
  return [{ text, first: entry.first, lines: [...entry.lines, ...next.lines] }];
}

/** The range broken in the first cells of two rows: the dates column at the left. */
function joinFirstCells(entry: Joined, next: Joined): Joined[] | null {
  const head = entry.first.cells[0]?.text.trim() ?? '';
  // The end may head a row that goes on beside it (moderncv: 'current' under 'February 2006–', the role's
  // description starting in the next cell and wrapping below): the row's own lines stay with that text.
  const end = !next.first.bullet && (next.lines.length === 1 || next.first.cells.length > 1) ? (next.first.cells[0]?.text.trim() ?? '') : '';
  if (!(/\d{2}\s*[–—−-]$/.test(head) ? findDateRange(head)?.current : true) || !closedRange(head, end)) return null;
  const restCells = next.first.cells.slice(1);
  const text = entry.text.replace(head, `${head} ${end}`);
  if (!restCells.length) return [{ text, first: entry.first, lines: [...entry.lines, ...next.lines] }];
  const restText = restCells.map((c) => c.text).join(' | ') + next.text.slice(next.first.text.length);
  return [
    { text, first: entry.first, lines: entry.lines },
    { text: restText, first: { ...next.first, text: restText, cells: restCells, x: restCells[0]!.x }, lines: next.lines },
  ];
}

/** The range broken in the last cells of two one-line rows, one above the other: the dates column at the right. */
function joinLastCells(entry: Joined, next: Joined): Joined[] | null {
  const [cells, below] = [entry.first.cells, next.first.cells];
  if (cells.length < 2 || below.length < 2 || entry.lines.length > 1 || next.lines.length > 1 || next.first.bullet) return null;
  const [headCell, endCell] = [cells[cells.length - 1]!, below[below.length - 1]!];
  if (Math.abs(headCell.x - endCell.x) > 40 || !closedRange(headCell.text.trim(), endCell.text.trim())) return null;
  const text = [...cells.slice(0, -1).map((c) => c.text), `${headCell.text.trim()} ${endCell.text.trim()}`].join(' | ');
  const restCells = below.slice(0, -1);
  const restText = restCells.map((c) => c.text).join(' | ');
  return [
    { text, first: entry.first, lines: entry.lines },
    { text: restText, first: { ...next.first, text: restText, cells: restCells }, lines: next.lines },
  ];
}

/**
 * A header line ending in a comma goes on in the next one ('Institute for Experimental Pharmacology,' above
 * 'University of Lübeck | 6/2023 – Now'), in the same style and column, even when the extractor did not join
 * them; so does a sentence going on in lower case on the next line.
 */
function joinBrokenHeaders(entries: Joined[]): Joined[] {
  const out: Joined[] = [];
  const widest = Math.max(0, ...entries.flatMap((e) => e.lines.map((l) => l.text.length)));
  for (const entry of entries) {
    const prev = out[out.length - 1];
    const last = prev?.lines[prev.lines.length - 1];
    const sameStyle = !!prev && !!last && !entry.first.bullet && Math.abs(entry.first.x - last.x) < 2 && entry.first.bold === last.bold && entry.first.size === last.size;
    const brokenHeader = sameStyle && !prev!.first.bullet && /,$/.test(prev!.text.trim()) && prev!.text.split(/\s+/).length <= 12;
    // A paragraph the extractor left in pieces: the next line goes on mid-sentence, in lower case.
    // So does any line after one that stopped where no phrase can ('… rebuilt their' / 'CI/CD pipeline …'), or
    // after a line of running prose filled to the margin ('… and Italy. As the team's' / 'Senior Engineer, I …').
    const goesOn = sameStyle && (/^\p{Ll}/u.test(entry.text.trim()) || endsOpen(prev!.text) || (isFullLine(last, widest) && /[.!?]\s+\p{Lu}/u.test(last!.text)));
    // A gap above the line ('Bangalore', then a paragraph starting 'worked on …' in lower case) starts a new block.
    const brokenProse =
      sameStyle && !(entry.first.gapBefore && entry.first.page === last!.page) && !/[.!?:;]$/.test(prev!.text.trim()) && goesOn && !findDateRange(entry.text) && !ledByDateCell(entry);
    if (prev && (brokenHeader || brokenProse)) {
      out[out.length - 1] = { text: joinBroken(prev.text, entry.text), first: prev.first, lines: [...prev.lines, ...entry.lines] };
      continue;
    }
    out.push(entry);
  }
  return out;
}

/**
 * A row whose first cell is its dates alone ('dec/2014 ‖ Volunteer · Red Cross'): a date column starts an entry, though
 * small capitals (which the text layer gives in lower case) make it read like prose going on.
 */
function ledByDateCell(entry: Joined): boolean {
  return entry.first.cells.length > 1 && (!!wholeDate(entry.first.cells[0]!.text.trim()) || leadsDateCell(entry));
}

/** Words no phrase ends on: an article, a preposition, a conjunction or a possessive. */
const OPEN_END = /\b(?:a|an|the|their|our|my|his|her|its|of|to|in|on|for|with|from|by|and|or|but|as|at|into|that|which|who)$/i;

/** Text broken off before its phrase ends ('… moved them onto Kubernetes, rebuilt their'). */
function endsOpen(text: string): boolean {
  return OPEN_END.test(text.trim());
}

/** A line of prose as long as the section's longest: the text reached the margin and broke there. */
function isFullLine(line: TextLine | undefined, widest: number): boolean {
  return !!line && !line.bullet && widest >= 60 && line.text.length >= widest * 0.9;
}

/**
 * Where the anchor's header text starts: past a date printed in a column of its own ('2019 – now | Supply
 * Chain Manager', or one date alone, '12/2015 | Volunteer'), and past a list number's hanging indent, so the
 * lines below it line up with it.
 */
function headerTextX(entry: Joined): number {
  const cells = entry.first.cells;
  const first = cells[0]?.text.trim() ?? '';
  const lone = findDate(first);
  const dateCell =
    cells.length > 1 &&
    ((findDateRange(first)?.index === 0 && !/\p{L}{4,}/u.test(cutDateRange(first))) || (!!lone && lone.index === 0 && lone.length === first.length));
  const x = dateCell ? cells[1]!.x : entry.first.x;
  return entry.first.bullet ? x + HANGING_INDENT : x + 3;
}

/**
 * Where the header goes on after a line holding only dates: the date in a left column of its own ('2019 –
 * Present', with 'Operations Manager' and 'DHL, Coventry' further right below it) puts the header in the next
 * line's column, so the lines there are header lines, not body text indented under the dates.
 */
function besideDateX(entries: Joined[], anchor: number): number {
  const x = headerTextX(entries[anchor]!);
  const next = entries[anchor + 1];
  return next && !next.first.bullet && isHeaderish(next) ? Math.max(x, next.first.x + 3) : x;
}

/**
 * A header that goes on under itself beside a date column: '2012–Now ‖ LEHMAN BROTHERS' with '1st Year Analyst'
 * starting where the employer's cell starts. The lines above the dates ('Full Time') are then not the header.
 */
function goesOnBesideDates(entries: Joined[], anchor: number): boolean {
  const cells = entries[anchor]!.first.cells;
  const next = entries[anchor + 1];
  if (cells.length < 2 || !next || next.first.bullet || !isHeaderish(next)) return false;
  const dateCell = findDateRange(cells[0]!.text)?.index === 0 && !/\p{L}{4,}/u.test(cutDateRange(cells[0]!.text));
  return dateCell && Math.abs(next.first.x - cells[1]!.x) < 3;
}

/** How far a list item's text may sit right of its number or bullet. */
const HANGING_INDENT = 20;

function cutDateRange(text: string): string {
  const range = findDateRange(text);
  return range ? cutSpan(text, range.index, range.length) : text;
}

/**
 * 'Davanni’s, Coon Rapids, MN' alone in a header whose template elsewhere holds a title too: an employer with
 * the town and state it is in, reading as no job title, is the employer.
 */
function isPlacedEmployer(text: string): boolean {
  const { value, place } = withoutPlace(text);
  return !!place && value !== text && titleScore(value) === 0 && (isCountry(place) || isUsState(place));
}

/** A spare header line that holds neither the title nor the company is the role's text after all. */
function releaseUnusedSpare(draft: Draft, usedSlots: string[], taken: Set<number>): void {
  const spare = draft.spare;
  if (!spare) return;
  const spareParts = draft.parts.filter((p) => p.slot.startsWith(spare.slotPrefix));
  if (spareParts.some((p) => usedSlots.includes(p.slot))) return;
  draft.parts = draft.parts.filter((p) => !spareParts.includes(p));
  draft.headerEntries = draft.headerEntries.filter((i) => i !== spare.entry);
  taken.delete(spare.entry);
  draft.spare = undefined;
}

/**
 * The last line of a bullet point the extractor did not join: it sits where the point's wrapped lines sit, and
 * the point stopped mid-sentence ('… on Tensor' / 'Processing Units (TPU).').
 */
function continuesBullet(entry: Joined, previous: Joined, wrapIndent: number | null, next?: Joined): boolean {
  if (entry.first.bullet || !previous.first.bullet) return false;
  // Level with where points wrap, after a point that stopped mid-sentence, the rest of the point goes on, however
  // many lines the extractor kept together ('… 600 million monthly active' / 'users and generated … last' / 'year').
  const hangs = wrapIndent !== null ? Math.abs(entry.first.x - (previous.first.x + wrapIndent)) < 2 : brokenOffUnder(entry, previous);
  const midSentence = hangs && !/[.!?:;]$/.test(previous.text.trim());
  // After a point that ended its sentence, a line closing on a colon over points of its own opens the next list
  // ('Most of the code I make here is open source:' over its repositories): the role's text, not the point's.
  if (!midSentence && opensList(entry, next)) return false;
  // Where points wrap flush under their own first letter, a plain line level with them is the point's next
  // paragraph, full stop or not ('… with minimal latency.' / 'Enabled by Kafka + Node.js, …'); a label opens none.
  if (hangs && wrapIndent !== null && wrapIndent < 2 && !entry.first.bold && !/^[^\s:]{2,30}:/.test(entry.text.trim())) return true;
  if (entry.lines.length > 1) return midSentence;
  // Level with the point's own wrapped lines, a line is part of the point (a paragraph of the same item);
  // level with where the section's other points wrap, it is too, full stop or not: only a point's text is set
  // there ('Wrote the runbooks.' / 'Trained two new starters on them.'), never a role's summary.
  if (previous.lines.length > 1) return Math.abs(entry.first.x - previous.lines[previous.lines.length - 1]!.x) < 2;
  return midSentence || (hangs && wrapIndent !== null);
}

/** A role's lines of prose as one text, a word hyphenated at a line's end made whole ('Math-' / 'ematical'). */
function joinProse(lines: string[]): string {
  return lines.reduce((text, line) => (text ? joinBroken(text, line) : line), '');
}

/** A line of the role's text ending on a colon with a point right under it: the lead-in of a list. */
function opensList(entry: Joined, next: Joined | undefined): boolean {
  return /:$/.test(entry.text.trim()) && !!next?.first.bullet;
}

/**
 * With no other point to show where points wrap: a line set in right of the point, after a point broken off in
 * a word or a phrase ('… with adaptive par-' / 'allel strategies …'), or going on in lower case.
 */
function brokenOffUnder(entry: Joined, previous: Joined): boolean {
  const offset = entry.first.x - previous.first.x;
  const text = previous.text.trim();
  return offset > 3 && offset <= 30 && (/\p{L}-$/u.test(text) || endsOpen(text) || /^\p{Ll}/u.test(entry.text.trim()));
}

/**
 * How far right of its bullet a point's wrapped lines sit, as the section's longer points show, or else as
 * the plain lines right after points do.
 */
function bulletWrapIndent(entries: Joined[]): number | null {
  const offsets = entries.filter((e) => e.first.bullet && e.lines.length > 1).map((e) => Math.round(e.lines[1]!.x - e.first.x));
  if (offsets.length) return mostCommon(offsets)!;
  // Only lines right of the point can be its wraps: the next role's header, back at the margin, tells nothing.
  const after = entries.flatMap((e, i) => {
    const previous = entries[i - 1];
    const offset = previous?.first.bullet && !e.first.bullet ? Math.round(e.first.x - previous.first.x) : 0;
    return offset > 3 ? [offset] : [];
  });
  const indent = after.length >= 2 ? mostCommon(after)! : null;
  return indent !== null && indent > 3 && indent <= 30 ? indent : null;
}

/** A line naming only a place with its country or state ('London, England, United Kingdom', 'Austin, TX'). */
function isPlaceLine(entry: Joined): boolean {
  if (entry.first.bullet || entry.lines.length > 1) return false;
  return isSurePlace(entry.text);
}

/**
 * 'Beauly Mini Market, Dundee, Scotland': a name, then a town and its country or state. A place alone names a
 * region or a country second ('London, England, United Kingdom', 'Austin, Texas, USA').
 */
function namesEmployerAndPlace(text: string): boolean {
  const parts = text.split(/\s*,\s*/);
  if (parts.length !== 3) return false;
  const [, town, tail] = parts as [string, string, string];
  return !isCountry(town) && !isUsState(town) && !isUsStateName(town) && (isCountry(tail) || isUsState(tail));
}

/**
 * The employer's postal address on a line of its own ('123, Bd Ney, 75023 Paris (France)'), as the Europass
 * layout prints it under the employer: a numbered street, a postal code and a town, and nothing said.
 */
function isAddressLine(entry: Joined): boolean {
  if (entry.first.bullet || entry.lines.length > 1) return false;
  const text = entry.text.trim();
  if (!/,/.test(text) || !/\b\d{4,6}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/.test(text) || text.split(/\s+/).length > 10 || isSentence(text)) return false;
  return !!parseLocation(text)?.city;
}

/**
 * A short town with its state or country ('Atlanta, GA', 'Mountain View, CA'): longer ones are left alone, since
 * 'Midwest Grocers Cooperative, Chicago, IL' and 'Davanni’s, Coon Rapids, MN' read the same way.
 */
export function isTownAndRegion(text: string): boolean {
  // 'Hopkinsville, KY & Clarksville, TN': a post held in two towns names both, each with its region.
  const towns = text.split(/\s+(?:&|and)\s+/);
  if (towns.length === 2 && towns.every((town) => isOneTownAndRegion(town))) return true;
  return isOneTownAndRegion(text);
}

function isOneTownAndRegion(text: string): boolean {
  // 'Remote / Pittsburgh, PA, USA' and 'San Francisco, US (remote)', 'London, UK (Virtual)': working remotely for a place.
  const place = text.replace(/^(?:remote|hybrid|on-?site)\s*[/|·–-]\s*/i, '').replace(/\s*[([](?:remote|hybrid|on-?site|online|virtual)[)\]]$/i, '');
  const parts = place.split(/\s*,\s*/);
  const regions = parts.slice(1);
  return (
    parts.length >= 2 &&
    regions.length <= 2 &&
    parts[0]!.split(/\s+/).length <= 2 &&
    isSurePlace(place) &&
    (regions.length === 1 || regions.every((r) => isCountry(r) || isUsState(r)))
  );
}

/**
 * A place beside a role's dates with nothing else there: a town with its region, or a country or nation alone
 * ('Nov 2019 – Present · Northern Ireland', as AltaCV prints the place of a post).
 */
function isPlaceAlone(text: string): boolean {
  return isTownAndRegion(text) || isCountry(text);
}

/**
 * Text naming only a place with its country or state ('Burbank, California' too: a town before the state). A place
 * printed in capitals ('BRUSSELS, BELGIUM', as Europass and many Word templates print a header) reads as its words.
 */
function isSurePlace(printed: string): boolean {
  if (/\d/.test(printed)) return false;
  const text = /\p{Ll}/u.test(printed) ? printed : titleCase(printed);
  const place = parseLocation(text);
  const parts = text.split(/\s*,\s*/);
  const stateAfterTown = parts.length === 2 && isUsStateName(parts[1]!) && isPlaceName(parts[0]!);
  const named = stateAfterTown || (!!place && (!!place.country || isUsState(text.split(',').pop() ?? '')));
  return named && text.split(/\s*,\s*/).every((part) => isPlaceName(part) || isCountry(part) || isUsState(part));
}

/**
 * A line right under a dates line that holds the dates alone, in its size and weight (its colour may be paler) with
 * no gap, naming places and nothing else ('Dhanmondi, Dhaka', 'India and Los Angeles' under 'November 2019 - Present
 * (2 years 7 months)', as LinkedIn's export prints a post): where the role was, though no country says so.
 */
function isPlaceUnderDates(entry: Joined, above: Joined, anchor: Joined, range: DateRange): boolean {
  if (entry.first.bullet || entry.first.gapBefore || entry.lines.length > 1 || entry.first.cells.length > 1 || /\d/.test(entry.text)) return false;
  if (above !== anchor || !datesAlone(anchor, range) || entry.first.bold !== anchor.first.bold || Math.abs(entry.first.size - anchor.first.size) > 0.01) return false;
  return entry.text.trim().split(/\s*,\s*|\s+(?:and|&)\s+/).every((part) => isPlaceName(part));
}

/** One to three capitalised words on a line of their own, naming nothing but a place. */
function isLoneTownLine(entry: Joined): boolean {
  return !entry.first.bullet && entry.lines.length === 1 && entry.first.cells.length === 1 && !/\d/.test(entry.text) && isPlaceName(entry.text.trim());
}

/**
 * Whether the roles' headers stand above their dates, as the first role short of a header with a header-like line
 * on either side of its dates shows. The first role alone can show nothing: its title line reads as a sentence
 * ('Textile production worker in fiber treatment' over 'Nová Mosilana / Brno / Mar 2018 - Present', points
 * under it) where the next roles' titles read as titles ('Sale assistant').
 */
function headerAboveByFirstShown(drafts: Draft[], entries: Joined[]): boolean {
  let first: boolean | null = null;
  for (const d of drafts) {
    if (d.parts.length >= 2) continue;
    const anchor = entries[d.anchor]!;
    const before = countHeaderish(entries, d.anchor, -1, 0, anchor);
    // Short of a full header above, the header is still there when nothing header-like follows the dates.
    const after = countHeaderish(entries, d.anchor, 1, 0, anchor);
    const above = before.parts >= 2 - d.parts.length || before.parts > after.parts;
    first ??= above;
    if (before.parts || after.parts) return above;
  }
  return !!first;
}

function countHeaderish(entries: Joined[], from: number, step: number, stop: number, anchor: Joined): { parts: number } {
  let parts = 0;
  for (let i = from + step, n = 0; i >= stop && i < entries.length && n < 3; i += step, n++) {
    if (!isHeaderish(entries[i]!, step < 0 ? anchor : undefined)) break;
    parts += headerParts(entries[i]!.text).length;
  }
  return { parts };
}

/**
 * A name with words in lower case beyond the little ones ('ALCHEM Group, supervised by Prof. Qian'): a caption
 * about the post, while employers are named in capitals ('Purdue University').
 */
function isCaptioned(text: string): boolean {
  return text.split(/\s+/).filter((w) => /^\p{Ll}{2,}/u.test(w) && !/^(?:of|and|the|for|in|at|on|de|des|du|di|da|del|la|le|von|van|der|und|et|y|e)$/.test(w)).length >= 2;
}

/** Picks the slots holding the title and the company across all roles. */
function chooseSlots(drafts: Draft[]): { titleSlot: string; companySlot: string } {
  const stats = new Map<string, { title: number; company: number; headCompany: number; count: number; order: number }>();
  for (const draft of drafts) {
    draft.parts.forEach((part, order) => {
      const s = stats.get(part.slot) ?? { title: 0, company: 0, headCompany: 0, count: 0, order: 0 };
      s.title += titleScore(withoutPlace(part.text).value);
      s.company += companyScore(part.text) - (isCaptioned(part.text) ? 2 : 0);
      // 'Data Analyst, Retail Analytics': the title comes first and the team after it; the team's words
      // ('analytics', 'software') make no employer of the part, nor do a department's after a middle dot
      // ('Software Engineer · Network & Cloud Services Department').
      s.headCompany += companyScore(splitTopLevel(part.text, /[,·]/)[0] ?? part.text) - (isCaptioned(part.text) ? 2 : 0);
      s.count++;
      s.order += order;
      stats.set(part.slot, s);
    });
  }
  const common = [...stats.entries()].filter(([, s]) => s.count >= drafts.length * 0.5);
  const pool = common.length >= 2 ? common : [...stats.entries()];
  if (!pool.length) return { titleSlot: '', companySlot: '' };
  const rank = (s: { title: number; headCompany: number; count: number }) => (s.title - s.headCompany) / s.count;
  // One part per role ('Inhabit (2022 – 2023)'): it is the title only if it reads like one.
  if (pool.length === 1) return rank(pool[0]![1]) > 0 ? { titleSlot: pool[0]![0], companySlot: '' } : { titleSlot: '', companySlot: pool[0]![0] };
  const byTitle = [...pool].sort((a, b) => rank(b[1]) - rank(a[1]) || a[1].order / a[1].count - b[1].order / b[1].count);
  const titleSlot = byTitle[0]![0];
  // The company is the most company-like of the rest, else the earliest: later parts are usually places.
  const rest = pool.filter(([slot]) => slot !== titleSlot);
  rest.sort((a, b) => b[1].company / b[1].count - a[1].company / a[1].count || a[1].order / a[1].count - b[1].order / b[1].count);
  return { titleSlot, companySlot: rest[0]?.[0] ?? '' };
}

/** One labelled address or number ('Email info@acme.com', 'Website: www.acme.com', 'Tel +44 20 7946 0000'). */
const CONTACT_PART = /^(?:(?:e-?mail|website|web|url|links?|phone|tel|mobile)\s*:?\s*)?(?:\S+@\S+\.\w+|(?:https?:\/\/|www\.)\S+|\+?[\d ()-]{8,})$/i;

/** A person's name of two or three words in capitals ('Craig Davis'). */
const PERSON_NAME = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,2}$/u;

/**
 * A line of nothing but the employer's contact details, or a page's running footer giving the person's name before
 * an address and a number ('Craig Davis — craig@example.com — (999) 888-7777').
 */
function isContactLine(text: string): boolean {
  const parts = text.split(/\s+[|—–·•]\s+/).map((p) => p.trim());
  const named = parts.length >= 3 && PERSON_NAME.test(parts[0]!) && /@/.test(text);
  return (named ? parts.slice(1) : parts).every((p) => CONTACT_PART.test(p)) && /[@.]/.test(text);
}

/**
 * A short bold line set larger than the text ('Full Time', 'Part Time' over the roles of each kind): a label
 * grouping roles, neither a role's header nor its text.
 */
function isGroupLabel(entry: Joined): boolean {
  return !entry.first.bullet && entry.first.bold && entry.first.size >= 1.2 && entry.lines.length === 1 && entry.text.split(/\s+/).length <= 4 && !/\d/.test(entry.text);
}

/**
 * A short line, not a point, set larger than the text after a gap ('Student Design Teams', 'Primary Engineer,
 * Narrow-Bridge Vehicle Detection'): where a role's text has begun, a heading or an entry's name, never a point.
 */
function isLargerLineAfterText(entry: Joined): boolean {
  const text = entry.text.trim();
  return !entry.first.bullet && entry.first.gapBefore && entry.first.size >= 1.15 && text.split(/\s+/).length <= 8 && !/[.!?]$/.test(text);
}

/** A post's name and nothing of an employer's ('Software Engineer', 'Senior Data Analyst'). */
function readsAsTitleOnly(text: string): boolean {
  return titleScore(text) >= 2 && titleScore(text) > companyScore(text) && !/[,|@]|\s(?:at|for)\s/i.test(text);
}

/** Words a label over a role's points is made of ('Achievements/Tasks', 'Key Responsibilities:', 'Main duties'). */
const LIST_LABEL =
  /^(?:(?:key|main|major|core|principal|selected|notable|detailed|some|my)\s+)?(?:achievements?|accomplishments?|tasks?|responsibilit(?:y|ies)|duties|highlights|contributions|activities|results)(?:\s*(?:[/&,]|and)\s*(?:(?:key|main)\s+)?(?:achievements?|accomplishments?|tasks?|responsibilit(?:y|ies)|duties|highlights|contributions|activities|results))*\s*:?$/i;

/**
 * A line of its own naming what the lines under it are ('Achievements/Tasks', 'Responsibilities:'): a label the
 * template prints over a role's points, neither a point nor the summary. A label running on into its point
 * ('Achievements: cut costs by 20%') is a point and is left as it is.
 */
function isListLabel(entry: Joined, next: Joined | undefined): boolean {
  if (entry.first.bullet || entry.lines.length !== 1) return false;
  const text = entry.text.trim();
  // Any short label closed by a colon over points ('Assignments:', 'Tools used:') announces them as LIST_LABEL's do.
  return LIST_LABEL.test(text) || (/^\p{L}[\p{L}\s]*:$/u.test(text) && text.split(/\s+/).length <= 3 && !!next?.first.bullet);
}

/** A label over a role's text where a table prints it in a cell ('Description', 'Summary'; 'Responsibilities' is a LIST_LABEL). */
const TEXT_LABEL = /^(?:description|summary|details|overview)$/i;

/** The label in a row's first cell, when the row has a value beside it. */
function labelCell(entry: Joined): string {
  const cells = entry.first.cells;
  return cells.length >= 2 ? cells[0]!.text.trim().replace(/\s*:$/, '') : '';
}

/**
 * A table printing each field of an entry in a row of its own, its label in the first cell ('Position ‖ Senior
 * Developer – 2012 – Present', 'Employer ‖ Acme', 'Description ‖ …'), where two labels or more name a header's
 * fields and its text: the header rows read as labelled lines ('Employer: Acme'), the text rows without their
 * label. A lone 'Company ‖ City, Country' is a template's placeholder, not a table's label.
 */
function withLabelCellsRead(entries: Joined[]): Joined[] {
  const isLabel = (label: string) => HEADER_FIELD_LABEL.test(label) || TEXT_LABEL.test(label) || LIST_LABEL.test(label);
  const labels = new Set(entries.map(labelCell).filter(isLabel).map((label) => label.toLowerCase()));
  if (labels.size < 2 || ![...labels].some((label) => HEADER_FIELD_LABEL.test(label))) return entries;
  return entries.map((entry) => {
    const label = labelCell(entry);
    if (!isLabel(label)) return entry;
    const value = entry.text.trim().replace(/^[^|]*\|\s*/, '');
    return { ...entry, text: HEADER_FIELD_LABEL.test(label) ? `${label}: ${value}` : value };
  });
}

/**
 * A line set in from the header to the very edge of the text of the point after it (where that point's wrapped
 * lines stand): the first point of a list whose glyph was lost (a list's first disc drawn where the extractor did
 * not take it for one). A role's lead-in stands left of its points' text, at the header's level or the glyphs'.
 */
function isPointWithoutGlyph(entries: Joined[], index: number, end: number, taken: Set<number>, headerEntries: number[]): boolean {
  const entry = entries[index]!;
  let next = index + 1;
  while (next < end && taken.has(next)) next++;
  const following = entries[next];
  const textEdge = following?.first.bullet ? following.lines[1]?.x : undefined;
  if (entry.first.bullet || textEdge === undefined) return false;
  const headerX = Math.max(...headerEntries.map((h) => headerTextX(entries[h]!) - 3));
  return entry.first.x > headerX + 5 && Math.abs(entry.first.x - textEdge) <= 1;
}

/**
 * The first paragraph of a role's text, not a list item, set at the text's own level: when list items follow it,
 * it is the short paragraph introducing the role (its summary), full stop or none ('Designing posters, banners
 * and catalogues for' over a list of clients).
 */
function isLeadIn(entries: Joined[], index: number, end: number, taken: Set<number>, levels: { summaryX: number; multiple: boolean; glyphs: boolean }): boolean {
  const entry = entries[index]!;
  if (entry.first.bullet || (levels.multiple && entry.first.x > levels.summaryX + 3)) return false;
  // A caption of a few words ('Payments platform lead') names a part of the post; a summary is a phrase at least.
  if (entry.text.split(/\s+/).length < 5) return false;
  let next = index + 1;
  while (next < end && taken.has(next)) next++;
  const following = entries[next];
  return !!following?.first.bullet;
}

/**
 * A role's text set as points with no glyphs: three lines or more, level with each other, each one sentence on one
 * printed line (a capital to start, its stop to close, nothing wrapping on), as a list reads when its bullets were
 * lost or never typed. A paragraph's lines break mid-sentence or run a sentence over two, so never all do so.
 */
function isSentencePerLine(entries: Joined[], start: number, end: number, taken: Set<number>): boolean {
  const body = entries.slice(start, end).filter((e, k) => !taken.has(start + k) && e.text.trim());
  const sentence = (e: Joined) => e.lines.length === 1 && /^\p{Lu}/u.test(e.text.trim()) && /[.!?]$/.test(e.text.trim()) && e.text.split(/\s+/).length >= 4;
  return body.length >= 3 && body.every((e) => !e.first.bullet && Math.abs(e.first.x - body[0]!.first.x) < 3 && sentence(e));
}

/**
 * A role's text set deeper than its header as two paragraphs or more, level with each other, each starting afresh
 * (its first line no wrap of the line above): a list whose bullets are drawings, as an HTML page printed to PDF
 * draws its list's discs. A summary is one paragraph, unless two roles or more of the section set their points so
 * (pointsX, their level): there one paragraph at that level is a point too. Deeper means more than 8pt in (a narrow
 * column's list may sit 10pt in).
 */
function isIndentedParagraphs(entries: Joined[], start: number, end: number, taken: Set<number>, headerEntries: number[], pointsX: number | null = null): boolean {
  return indentedParagraphsX(entries, start, end, taken, headerEntries, pointsX) !== null;
}

/** The level (x) of a role's text set as indented paragraphs (see isIndentedParagraphs), or null when it is not. */
function indentedParagraphsX(entries: Joined[], start: number, end: number, taken: Set<number>, headerEntries: number[], pointsX: number | null = null): number | null {
  // The employer's web address under the header ('https://acme.com/') is contact text, set aside: no paragraph.
  const body = entries.slice(start, end).filter((e, k) => !taken.has(start + k) && e.text.trim() && !isContactLine(e.text.trim()));
  // One paragraph is a point too where other roles of the section set theirs so, at the same level.
  const enough = body.length >= 2 || (body.length === 1 && pointsX !== null && Math.abs(body[0]!.first.x - pointsX) < 3);
  if (!enough || body.some((e) => e.first.bullet || e.first.wrap === 2 || Math.abs(e.first.x - body[0]!.first.x) >= 3)) return null;
  const headerX = Math.max(...headerEntries.map((h) => headerTextX(entries[h]!) - 3));
  return body[0]!.first.x > headerX + 8 && body.every((e) => /^\p{Lu}/u.test(e.text.trim())) ? body[0]!.first.x : null;
}

/** Where a role's text lies: past its last header line, up to the first header line of the next role. */
function bodyRange(drafts: Draft[], k: number, count: number): [start: number, end: number] {
  const next = drafts[k + 1];
  return [Math.max(...drafts[k]!.headerEntries) + 1, next ? Math.min(...next.headerEntries) : count];
}

/** Where two roles or more of a section set their text as indented paragraphs at one level: that level's x. */
function indentedPointsX(entries: Joined[], drafts: Draft[], taken: Set<number>): number | null {
  const xs = drafts.flatMap((draft, k) => {
    const x = indentedParagraphsX(entries, ...bodyRange(drafts, k, entries.length), taken, draft.headerEntries);
    return x === null ? [] : [Math.round(x)];
  });
  return xs.length >= 2 && xs.every((x) => Math.abs(x - xs[0]!) < 3) ? xs[0]! : null;
}

/**
 * The only text under a role, a phrase of four words or more level with its header lines: the short paragraph
 * saying what the post was ('Evaluation of European Commission youth training support measures for …', 'Principles
 * of Compiler Design' under a teaching post), with or without a full stop. A caption of three words or fewer ('Night
 * shifts only') is listed like a point. Set in deeper than the header, it may be a point whose glyph is a drawing.
 */
function isLoneParagraph(entries: Joined[], index: number, end: number, taken: Set<number>, headerEntries: number[]): boolean {
  const entry = entries[index]!;
  if (entry.first.bullet || entry.text.split(/\s+/).length < 4) return false;
  for (let i = index + 1; i < end; i++) if (!taken.has(i) && entries[i]!.text.trim()) return false;
  const headerX = Math.max(...headerEntries.map((h) => headerTextX(entries[h]!) - 3));
  return entry.first.x <= headerX + 3;
}

/** Indent levels of non-bullet body lines: with two levels, the deeper one holds bullet points drawn as graphics. */
function bodyIndentLevels(entries: Joined[], taken: Set<number>): { summaryX: number; multiple: boolean; glyphs: boolean } {
  const xs = entries.filter((e, i) => !taken.has(i) && !e.first.bullet && !isGroupLabel(e)).map((e) => e.first.x);
  // A glyph before a web address ('🔗 https://acme.com/') is its icon, no list's bullet.
  const glyphs = entries.some((e, i) => !taken.has(i) && e.first.bullet && !isContactLine(e.text.trim()));
  if (!xs.length) return { summaryX: 0, multiple: false, glyphs };
  const min = Math.min(...xs);
  return { summaryX: min, multiple: xs.some((x) => x > min + 3), glyphs };
}

function isHighlightLevel(entry: Joined, levels: { summaryX: number; multiple: boolean; glyphs: boolean }): boolean {
  if (levels.multiple) return entry.first.x > levels.summaryX + 3;
  // One level only, where the section marks its points with glyphs: a line without one is the role's prose, when
  // a phrase at least (a caption of a few words, 'Payments platform lead', is listed like a point).
  if (levels.glyphs && entry.text.split(/\s+/).length >= 5) return false;
  // No glyphs anywhere: a summary is prose ending with a full stop; highlights are listed without one.
  return !/[.!?]$/.test(entry.text.trim());
}

function cleanName(text: string, acronyms = false): string {
  const value = tidy(text.replace(/^[^:]+:\s*/, (label) => (HEADER_FIELD_LABEL.test(label.replace(/\s*:\s*$/, '')) ? '' : label)));
  if (acronyms && /^\p{Lu}{2,5}$/u.test(value)) return value;
  return value === value.toUpperCase() && /\p{Lu}{3}/u.test(value) ? titleCase(value) : value;
}

/** Parses one-line earlier roles ('Project Manager, Capgemini (2006 – 2008)'). */
export function parseEarlier(lines: import('../types.ts').TextLine[], placement: Placement): CvEarlierRole[] {
  const entries = joinWrapped(lines, 2);
  const drafts: Array<{ parts: string[]; start: string; end: string; entry: Joined }> = [];
  for (const entry of entries) {
    const range = findDateRange(entry.text);
    let text = entry.text;
    let start = '';
    let end = '';
    if (range) {
      start = range.start;
      end = range.end;
      text = cutSpan(text, range.index, range.length);
    } else {
      const single = findDate(text);
      if (single) {
        end = single.date;
        text = cutSpan(text, single.index, single.length);
      }
    }
    let parts = headerParts(text);
    if (parts.length === 1) parts = splitTopLevel(parts[0]!, /,/);
    if (!parts.length) continue;
    drafts.push({ parts, start, end, entry });
  }
  // Title position decided over the whole list, as for roles.
  const score = [0, 0, 0];
  for (const d of drafts) d.parts.slice(0, 3).forEach((p, i) => (score[i]! += titleScore(p) - companyScore(p)));
  const titleAt = score.indexOf(Math.max(...score.slice(0, Math.max(1, Math.min(3, ...drafts.map((d) => d.parts.length))))));
  return drafts.map((d) => {
    placement.take(...d.entry.lines);
    const t = d.parts.length > 1 ? Math.min(titleAt, d.parts.length - 1) : 0;
    const title = d.parts[t] ?? '';
    const company = d.parts.length > 1 ? d.parts.find((_, i) => i !== t) ?? '' : '';
    return { title: cleanName(title), company: cleanName(withoutRunInPlace(withoutPlace(company).value)), start: d.start, end: d.end };
  });
}
