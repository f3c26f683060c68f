import { findDateRange } from './dates.ts';
import { townNamed } from './gazetteer.ts';
import { companyScore, INSTITUTION_RE, isCountry, titleScore } from './lexicon.ts';
import type { CvLink, CvLocation } from '../../../lib/cv/schema.ts';

/**
 * Contact details in a line part: e-mail, phone, web links with their printed label, and 'City, Country'.
 */

/**
 * An e-mail address printed in a CV line (ASCII, ending in a label of two or more letters): the field the parser
 * fills, and the parse figures are measured with it. The LLM provenance check finds addresses with a wider
 * pattern on purpose (server/llm/provenance.ts); validating an address is src/lib/email.ts.
 */
export const EMAIL_RE = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
// An en dash joins a country code in some CVs ('+86–111111111'); date ranges are told apart in findPhone.
const PHONE_RE = /(?:\+|00)?\(?\+?\d[\d\s().\-–/]{5,}\d/;
const URL_RE =
  /(?:https?:\/\/|www\.)[^\s|,;<>"'()]+|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|co\.uk|org\.uk|ac\.uk|co|uk|de|fr|es|it|nl|ai|app|info|eu|us|ca|au|in|ch|se|no|dk|fi|pl|pt|ie|be|at|tech|design|page|site|online|xyz|id|link|bio|cv)\/[^\s|,;<>"'()]*|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|co\.uk|ai|app|design|page|site|online|xyz)\b(?!\.)/i;
/** A web address on any top-level domain, as printed after a label ('whiteraven.one', 'jdoe.studio/work'). */
const LABELLED_ADDRESS = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,12}(?:\/\S*)?$/i;
/** Words that label the place a person lives ('Address', 'Home address', 'City', 'Based in'), 'Adress' as often misspelt. */
const PLACE_WORDS = String.raw`(?:(?:street|permanent|current|present|home|postal|mailing|residential)\s+)?add?ress|location|based in|home|city|residence`;
/** A place label alone on its line or in its cell ('Address', 'City:'). */
export const PLACE_LABEL = new RegExp(String.raw`^(?:${PLACE_WORDS})\s*[:.]?$`, 'i');
/** A place label opening a value ('Location: Leeds'); a whole word, so 'Homestead' keeps its 'Home'. */
const PLACE_LABEL_BEFORE = new RegExp(String.raw`^(?:${PLACE_WORDS})\b\s*[:.]?\s*`, 'i');
const LABEL_RE = new RegExp(
  String.raw`^(?:${PLACE_WORDS}|(?:phone|mobile|contact|cell)\s+(?:number|no\.?)|e-?mail\s+id|e-?mail|mail|phone|tel(?:ephone)?|mobile|mob|cell|ph|contact|linkedin|github|gitlab|portfolio|website|web|site|blog|orcid|twitter|behance|dribbble|medium|kaggle|stack ?overflow|facebook|youtube|instagram|quora|leetcode|hackerrank|soundcloud|google scholar|researchgate|url|homepage|personal website|online portfolio)(?:\s*(?::|\.(?=\s))\s*|\s+[§»›→]\s+)|^[mtpex]\s*:\s*`,
  'i',
);

/** Sites known by name, matched on the address's host ('soundcloud.com', 'uk.linkedin.com'). */
const DOMAIN_TITLES: Array<[RegExp, string]> = [
  [/(?:^|\.)linkedin\./, 'LinkedIn'],
  [/(?:^|\.)github\.com$/, 'GitHub'],
  [/(?:^|\.)gitlab\./, 'GitLab'],
  [/(?:^|\.)orcid\.org$/, 'ORCID'],
  [/(?:^|\.)behance\./, 'Behance'],
  [/(?:^|\.)dribbble\./, 'Dribbble'],
  [/(?:^|\.)medium\.com$/, 'Medium'],
  [/(?:^|\.)twitter\.com$/, 'Twitter'],
  [/^x\.com$/, 'X'],
  [/(?:^|\.)stackoverflow\./, 'Stack Overflow'],
  [/(?:^|\.)kaggle\./, 'Kaggle'],
  [/^scholar\.google\./, 'Google Scholar'],
  [/(?:^|\.)researchgate\./, 'ResearchGate'],
  [/(?:^|\.)(?:facebook\.com|fb\.com|fb\.co)$/, 'Facebook'],
  [/(?:^|\.)(?:youtube\.com|youtu\.be)$/, 'YouTube'],
  [/(?:^|\.)quora\.com$/, 'Quora'],
  [/(?:^|\.)instagram\.com$/, 'Instagram'],
  [/(?:^|\.)soundcloud\./, 'SoundCloud'],
  [/(?:^|\.)leetcode\./, 'LeetCode'],
  [/(?:^|\.)hackerrank\./, 'HackerRank'],
  [/(?:^|\.)bitbucket\./, 'Bitbucket'],
];

const LINK_LABELS: Record<string, string> = {
  linkedin: 'LinkedIn',
  github: 'GitHub',
  gitlab: 'GitLab',
  portfolio: 'Portfolio',
  website: 'Website',
  web: 'Website',
  site: 'Website',
  blog: 'Blog',
  orcid: 'ORCID',
  twitter: 'Twitter',
  x: 'X',
  behance: 'Behance',
  dribbble: 'Dribbble',
  medium: 'Medium',
  kaggle: 'Kaggle',
  stackoverflow: 'Stack Overflow',
  googlescholar: 'Google Scholar',
  researchgate: 'ResearchGate',
  homepage: 'Website',
  personalwebsite: 'Website',
  onlineportfolio: 'Portfolio',
  facebook: 'Facebook',
  youtube: 'YouTube',
  quora: 'Quora',
  instagram: 'Instagram',
  soundcloud: 'SoundCloud',
  leetcode: 'LeetCode',
  hackerrank: 'HackerRank',
};

/** Where a handle printed after a site's label lives ('GitHub: @jdoe' → github.com/jdoe). */
const PROFILE_PREFIX: Record<string, string> = {
  GitHub: 'github.com/',
  GitLab: 'gitlab.com/',
  LinkedIn: 'linkedin.com/in/',
  Twitter: 'twitter.com/',
  X: 'x.com/',
  Facebook: 'facebook.com/',
  Instagram: 'instagram.com/',
  Behance: 'behance.net/',
  Dribbble: 'dribbble.com/',
  Kaggle: 'kaggle.com/',
};

/**
 * The printed label of a link ('LinkedIn', 'Portfolio') from text like 'LinkedIn' or 'Portfolio:', a word that
 * says it is the person's own there after it ('LinkedIn Profile', 'GitHub Page').
 */
export function linkLabel(text: string): string | null {
  const key = text.toLowerCase().replace(/[^a-z]/g, '');
  return LINK_LABELS[key] ?? LINK_LABELS[key.replace(/(?:profile|page|account)$/, '')] ?? null;
}

/** The host of a web address, lower case, without scheme, 'www.' or port ('https://www.x.com/a' → 'x.com'). */
export function linkHost(url: string): string {
  return url.toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^www\./, '').replace(/[/?#:].*$/, '');
}

const SITE_TITLES = new Set(DOMAIN_TITLES.map(([, title]) => title));

/**
 * What makes two links the same: a named site's title ('Facebook' for fb.co/dd and facebook.com/dd), else the
 * host (two 'Portfolio' links on different hosts are two links).
 */
export function siteKey(link: CvLink): string {
  return SITE_TITLES.has(link.title) ? link.title.toLowerCase() : linkHost(link.url);
}

/** An address as two links are compared: no scheme, no 'www.', no trailing slash, any case. */
export function urlKey(url: string): string {
  return url.toLowerCase().replace(/^[a-z]+:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
}

/** Title for a link without a printed label, from its site ('github.io' pages are the person's own website). */
export function titleForUrl(url: string): string {
  const host = linkHost(url);
  for (const [re, title] of DOMAIN_TITLES) if (re.test(host)) return title;
  return 'Website';
}

/**
 * A person's page on a site rather than a page about something else: the address names one account
 * ('github.com/jdoe', 'linkedin.com/in/jdoe', 'stackoverflow.com/users/123') and no repository or post under it.
 */
export function isProfileUrl(url: string): boolean {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/[?#].*$/, '').split('/').slice(1).filter(Boolean);
  if (path.length <= 1) return true;
  return path.length === 2 && /^(?:in|pub|u|user|users|profile|people|citations|company|channel|c|~\w+)$/i.test(path[0]!);
}

/**
 * A handle printed after a site's label, with an '@' or the template's '//' before it ('GitHub: @jdoe',
 * 'Github:// jdoe'): the address of that account on the site, or null.
 */
export function handleUrl(title: string, text: string): string | null {
  const prefix = PROFILE_PREFIX[title];
  if (!prefix) return null;
  // The site's own path may be printed before the handle ('LinkedIn: /in/jane-doe').
  const path = prefix.slice(prefix.indexOf('/') + 1);
  const handle = text.trim().replace(/^(?:\/\/|@)\s*/, '').replace(/^@/, '').replace(new RegExp(`^/?${path}`), '');
  if (!prefix || !/^[A-Za-z0-9][\w.-]{0,38}[A-Za-z0-9_]$/.test(handle)) return null;
  return prefix + handle;
}

/** What one part of a contact line is. */
export type ContactPart =
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'link'; value: CvLink; labelled: boolean }
  | { kind: 'location'; value: CvLocation }
  | { kind: 'label'; value: string };

/** Phone numbers have 7 to 15 digits and are not date ranges or years. */
export function findPhone(text: string): string | null {
  const m = PHONE_RE.exec(text);
  if (!m) return null;
  const value = m[0].trim().replace(/^\((?=[^)]*$)/, '');
  const digits = value.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  if (findDateRange(value) || /^(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)?\d{2}$/.test(value)) return null;
  // A date of birth ('31/07/1997', '1997-07-31') is no number to call.
  if (/^\d{1,2}[./-]\d{1,2}[./-](?:19|20)\d{2}$|^(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2}$/.test(value)) return null;
  return value;
}

/** Finds a web address in text (not an e-mail domain). */
export function findUrl(text: string): string | null {
  const withoutEmails = text.replace(new RegExp(EMAIL_RE.source, 'g'), ' ');
  const m = URL_RE.exec(withoutEmails);
  return m ? m[0].replace(/[.)\]]+$/, '') : null;
}

/** US state and territory codes, as printed after a city ('Austin, TX'). */
const US_STATES = new Set(
  ('AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC ' +
    'SD TN TX UT VT VA WA WV WI WY DC PR').split(' '),
);
/** 'TX' or 'IL 60614': a state code with an optional ZIP code. */
const STATE_ZIP = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/;
const STATE_NAMES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|' +
  'Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|' +
  'New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|' +
  'South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
/** A state's full name with its ZIP code: 'Pennsylvania 10111' (no town is named like that). */
const STATE_NAME_ZIP = new RegExp(`^(?:${STATE_NAMES})\\s+\\d{5}(?:-\\d{4})?$`);
const STATE_NAME = new RegExp(`^(?:${STATE_NAMES})$`);

/**
 * A state's full name alone ('California'): a region only where a town stands before it ('Burbank, California'),
 * since 'Georgia' and 'Washington' name other things too.
 */
export function isUsStateName(text: string): boolean {
  return STATE_NAME.test(text.trim());
}
/**
 * Postal codes inside a place part: '28014 Madrid', 'London SW1A 1AA', 'Dublin D04 X2Y5', and the spaced five digits
 * of Swedish, Czech, Slovak and Greek ones ('114 55 Stockholm', '618 00').
 */
const POSTCODE = /\b\d{4,6}(?:-\d{3,4})?\b|\b\d{3}\s\d{2}\b|\b\d{2}-\d{3}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]\d{2}\s?[A-Z\d]{4}\b/g;
/** Words of a street line ('1420 Larimer Street', 'Apt 4B', 'Calle de Alcalá 45', 'Hauptstraße 5'). */
const STREET =
  /\b(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|square|sq|terrace|close|crescent|parkway|highway|hwy|calle|avenida|rua|rue|via|viale|laan|straat|gracht|ul|ulica|apt|apartment|flat|suite|unit|floor|p\.?\s?o\.?\s?box)\b|(?:straße|strasse|str\.|gasse|weg|platz)\b/i;
/** Parts of an address that name an organisation rather than a place ('Department of Genetics'). */
const ORGANISATION = /\b(?:department|dept|faculty|division|school|institute|centre|center|laborator(?:y|ies)|hospital|ltd|inc|plc|llc|gmbh)\b/i;

const INDIAN_STATES =
  'Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|' +
  'Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|' +
  'Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Delhi|New Delhi';
const INDIAN_STATE = new RegExp(`^(?:${INDIAN_STATES})$`, 'i');

/**
 * A state or province with its postal code, printed after the town in Indian, Australian and Canadian
 * addresses ('Maharashtra 400001', 'NSW 2000', 'ON M5V 2T6'): a region, never the town.
 */
const REGION_CODE = new RegExp(
  `^(?:(?:${INDIAN_STATES})\\s*[-–]?\\s*\\d{6}` +
    '|(?:NSW|VIC|QLD|TAS|ACT|NT|WA|SA)\\s+\\d{4}' +
    '|(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE)\\s+[A-Z]\\d[A-Z]\\s?\\d[A-Z]\\d' +
    // A province's code alone after the town ('Edmonton, AB'); 'PE' alone is as often a Professional Engineer.
    '|ON|QC|BC|AB|MB|SK|NS|NB|NL)$',
);
/**
 * Canadian provinces and Australian states by name, printed after the town as US states are ('Toronto, Ontario',
 * 'Perth, Western Australia'): a region, never the town or the country.
 */
const REGION_NAME =
  /^(?:Ontario|Qu[eé]bec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|Newfoundland(?: and Labrador)?|Prince Edward Island|New South Wales|Victoria|Queensland|Tasmania|Western Australia|South Australia|Northern Territory|Australian Capital Territory)$/;
/**
 * The code of a Brazilian state after its town, as Brazilian addresses print it ('São Paulo - SP', 'Curitiba, PR');
 * the codes US states share ('PA', 'SC') are regions already.
 */
const BRAZILIAN_STATE = /^(?:AC|AP|AM|BA|CE|DF|GO|MG|PB|PE|PI|RJ|RN|RS|RO|RR|SP|SE|TO)$/;
/** Australian state codes that name the state alone after a town ('Sydney, NSW'); 'WA', 'SA', 'NT', 'ACT' name other things as often. */
const AU_STATE_ALONE = /^(?:NSW|VIC|QLD|TAS)$/;
/** A region's code or name alone after the town: a province's or Brazilian state's code, an Australian state's ('Sydney, NSW'), a province's name. */
const isRegionAfterTown = (part: string) => REGION_CODE.test(part) || REGION_NAME.test(part) || BRAZILIAN_STATE.test(part) || AU_STATE_ALONE.test(part);
/** Australian state codes left after a town once the postcode went ('Sydney NSW'). */
const AU_STATE_AFTER_TOWN = /(\p{L})\s+(?:NSW|VIC|QLD|TAS|ACT|NT)$/u;

/** A postal code alone, with letters and digits as British and Dutch ones have ('WS15 2NN', 'WS152NN', '1012 AB'). */
export function isPostcode(text: string): boolean {
  const t = text.trim();
  return t.length <= 9 && /\d/.test(t) && /[A-Z]/.test(t) && t.replace(POSTCODE, '').trim() === '';
}

/**
 * A street line ending in its postal code, the town left for the line below ('Finnboda parkväg 10, 131 72' / 'Nacka'):
 * a numbered street (not a date) and then a postal code of digits alone.
 */
export function endsInPostcode(text: string): boolean {
  const parts = text.split(/\s*,\s*/).map((p) => p.trim()).filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  const street = parts[0] ?? '';
  const houseNumber = /^\d+[A-Za-z]?\s+\p{L}{3,}|\p{L}{3,}\s+\d+[A-Za-z]?$/u.test(street) && !/\b(?:19|20)\d{2}\b/.test(street);
  return parts.length === 2 && houseNumber && /^\d[\d\s-]*\d$/.test(last) && last.replace(POSTCODE, '').trim() === '';
}

/** A US state code (with its ZIP code) ending a place: 'Chicago, IL 60614'. */
export function isUsState(text: string): boolean {
  const m = STATE_ZIP.exec(text.trim());
  return (!!m && US_STATES.has(m[1]!)) || STATE_NAME_ZIP.test(text.trim());
}

/**
 * The town among an address's parts: street lines (with a house number) and organisation names go, postal
 * codes are cut off. The town is the part the postal code sits in ('28014 Madrid', 'Kolkata - 700053') or
 * beside ('Orpington, BR6 6JG'; '1700, Gazipur'), else the first part left ('Leeds, West Yorkshire').
 */
function townOf(parts: string[]): string {
  const places = parts.map((part) => (isStreet(part) ? '' : placeIn(part)));
  // The postal code closes the address; a number like one earlier on is a house's ('F 0437, Brigade Lane, …, Bangalore - 560064').
  const coded = parts.findLastIndex((part, i) => places[i] && new RegExp(POSTCODE.source).test(part));
  if (coded >= 0) return places[coded]!;
  const bare = parts.findIndex((part) => part.replace(POSTCODE, '').trim() === '' && /\d/.test(part));
  if (bare >= 0) {
    // A postal code ends a British address after its town, and leads the town in many others.
    // A county between town and postcode ('Rugeley, Staffordshire, WS15 2NN') is no town.
    let before = bare - 1;
    while (before > 0 && COUNTY.test(places[before] ?? '')) before--;
    const beside = bare === parts.length - 1 ? places[before] : places[bare + 1];
    if (beside) return beside;
  }
  // A town named a city ('Batangas City', 'Quezon City') is the town, whatever quarter comes before it ('Brgy. Alangilan').
  const city = places.find((p) => / City$/.test(p));
  if (city) return city;
  // An administrative area printed before the town ('Koura District, Irbid, Jordan') is no town while a town follows;
  // nor is a building or a school of a student's address ('Fazlul Haque Hall, Khulna University …, Khulna').
  const first = places.find((p) => p && !ADMIN_AREA.test(p) && !BUILDING.test(p) && !INSTITUTION_RE.test(p)) ?? places.find((p) => p && !ADMIN_AREA.test(p)) ?? places.find(Boolean) ?? '';
  // A quarter or a street's name printed before the town ('Indiranagar, Bangalore', 'Koramangala, Bengaluru'): where
  // the first part is no town the gazetteer knows and a later one is, the later one is the town.
  return first && !townNamed(first) ? (places.find((p) => p && townNamed(p)) ?? first) : first;
}

/** Words closing the name of a building or a hall of residence: 'Fazlul Haque Hall', 'Tagore Hostel', 'Ashby House'. */
const BUILDING = /\b(?:hall|hostel|house|building|block|tower|towers|apartments?|residence|residency|dorm|dormitory|campus)$/i;

/** A town and its PIN code after a hyphen, as Indian addresses end. */
const INDIAN_PIN_AFTER_TOWN = /^(\p{Lu}[\p{L} .]*?)\s*[-–]\s*[1-9]\d{5}$/u;

/** Words naming an administrative area rather than a town: 'Koura District', 'Giza Governorate', 'Hunan Province'. */
const ADMIN_AREA = /\b(?:district|governorate|province|prefecture|oblast|county|municipality|region|tehsil|taluka?|neighbou?rhood)$/i;

/**
 * A street line closed by a full stop with the town after it in the same part ('15 Old Colony Road. Richmond Hill'):
 * two parts. Only after a numbered street, so that a saint's 'St. Paul' stays whole.
 */
function streetThenTown(part: string): string[] {
  const m = /^(.*\d.*?)\.\s+(\p{Lu}[^.\d]*)$/u.exec(part);
  return m && isStreet(m[1]!) ? [m[1]!, m[2]!] : [part];
}

/** A numbered street line alone ('25 King Street', 'Flat 4, 12 Elm Road'): an address, never a title. */
export function isStreetLine(text: string): boolean {
  return /\d/.test(text) && isStreet(text);
}

/** A street line: a street word ('Road', 'Apt', 'Straße'), but 'St.' before a town's name is a saint ('St. Paul', 'St Albans'). */
function isStreet(part: string): boolean {
  return STREET.test(part) && (/\d/.test(part) || !/^St\.?\s+\p{Lu}[\p{L}'’.-]*$/u.test(part));
}

/** A county or region name, as printed between a British town and its postcode. */
const COUNTY = /(?:shire|^(?:Greater|County|Co\.)\s.+|^(?:Kent|Essex|Surrey|Middlesex|Norfolk|Suffolk|Cornwall|Devon|Dorset|Cumbria|Merseyside|West Midlands|Tyne and Wear)$)$/;

/** The place named in one part of an address: postal codes, house numbers and districts cut off; '' when none. */
function placeIn(part: string): string {
  const place = part
    .replace(POSTCODE, ' ')
    // House and flat numbers before the town ('100/2 - 12345 Rome').
    .replace(/^[\d/.\s–—-]+(?=\p{L})/u, '')
    .replace(/[\s–—-]+$/, '')
    // A postal district after the town ('Dublin 2', 'Dublin 15') is part of the address, not of the town.
    .replace(/(\p{L})\s+\d{1,2}$/u, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(AU_STATE_AFTER_TOWN, '$1')
    // The full stop closing an address line ('New Osmanpura, Aurangabad.'); an abbreviation's stays ('D.C.').
    .replace(/(\p{Ll}{2,})\.$/u, '$1');
  if (!place || /\d/.test(place) || !/\p{L}{2}/u.test(place) || ORGANISATION.test(place) || INSTITUTION_RE.test(place) || MONTH.test(place)) return '';
  return place;
}

/** A date's month left after its numbers went ('26 November 1865' is a birthday, not an address). */
const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;

/** A remark in brackets after a place ('St. Paul, MN (Willing to relocate)') goes; a country in brackets ('Rome (Italy)') is the country. */
function withoutRemark(text: string): string {
  return text.replace(/\s*\(([^()]*)\)\s*$/, (_, inside: string) => (isCountry(inside.trim()) ? `, ${inside.trim()}` : ''));
}

/**
 * Reads 'City, Country', 'City, Region, Country', 'City, ST 12345' (US) or a full postal address ending in a
 * country. Unlabelled text needs a country or a state code to count as a place, or to be a postal address
 * (a street line and a postal code); `loose` also accepts 'City, Region' ('Leeds, West Yorkshire') and a town
 * after an organisation ('Random University, Beijing'), for header lines that already hold other contact details.
 */
export function parseLocation(text: string, labelled = false, loose = false): CvLocation | null {
  // A template's square brackets left around the filled-in address ('[3136 Wayne Rd, Falls Church, VA 22042]') go.
  const clean = withoutRemark(text.replace(PLACE_LABEL_BEFORE, '').trim().replace(/^\[([^[\]]*)\]$/, '$1').trim());
  if (!clean || clean.length > 120 || /@|\d{7,}/.test(clean)) return labelled && clean ? { city: clean, country: '' } : null;
  // Commas separate an address's parts, or spaced dashes where a template prints them ('Rue Belliard 40 – 1040 Brussels – Belgium'),
  // a hyphen too after a postcode ('Rua Michel Giacometti 21 2835-138 - Baixa da Banheira').
  // A Brazilian state's code after a hyphen ('São Paulo - SP') is a part of its own too.
  const split = clean
    .split(/\s*,\s*|\s+[–—]\s+|(?<=\d)\s+-\s+(?=\p{Lu})|\s+-\s+(?=[A-Z]{2}(?:\s*,|$))/u)
    .filter(Boolean)
    .flatMap(streetThenTown);
  // 'Missouri, Fully Remote': how the person works is no part of the place.
  const placed = split.filter((part) => !WORK_MODE_REMARK.test(part));
  const parts = placed.length ? placed : split;
  // A labelled town may carry its US state's code with no comma between ('Based in: Seattle WA').
  const stateAfter = labelled ? /^(\p{Lu}[\p{L} .'’-]*?)\s+([A-Z]{2})$/u.exec(parts[parts.length - 1] ?? '') : null;
  if (stateAfter && US_STATES.has(stateAfter[2]!)) parts.splice(-1, 1, stateAfter[1]!, stateAfter[2]!);
  let country = '';
  let region = false;
  // A postcode printed after the country ('New York, New York, United States of America 1234', 'Hosur, India - 635109'),
  // or as a part of its own after it ('Cali, VAC, Colombia, 760042', 'Pune, Maharashtra, India, 411001').
  if (parts.length > 2 && /^\d{4,6}$/.test(parts[parts.length - 1]!) && isCountry(parts[parts.length - 2]!)) parts.pop();
  const postcoded = /^(.*?\S)\s*(?:\s|[-–])\s*\d{4,6}$/u.exec(parts[parts.length - 1] ?? '');
  if (parts.length > 1 && postcoded && isCountry(postcoded[1]!)) parts[parts.length - 1] = postcoded[1]!;
  // A country after a US state and ZIP code with no comma between ('San Jose, CA 95192 USA').
  // So after an Australian state or Canadian province ('Sydney, NSW Australia', 'Toronto, ON Canada').
  const stateCountry = /^([A-Z]{2,3}(?:\s+\d{5}(?:-\d{4})?)?)\s+(\p{L}[\p{L} .]*)$/u.exec(parts[parts.length - 1] ?? '');
  if (parts.length > 1 && stateCountry && (isUsState(stateCountry[1]!) || isRegionAfterTown(stateCountry[1]!)) && isCountry(stateCountry[2]!)) {
    parts.splice(-1, 1, stateCountry[1]!, stateCountry[2]!);
  }
  // A ZIP code as a part of its own after the state ('Sunderland, MA, 01375').
  if (parts.length > 2 && /^\d{5}(?:-\d{4})?$/.test(parts[parts.length - 1]!) && isUsState(parts[parts.length - 2]!)) parts.pop();
  splitUsTownFromState(parts);
  let usState = false;
  if (parts.length > 1 && isUsState(parts[parts.length - 1]!)) {
    parts.pop();
    region = usState = true;
  } else if (isCountry(parts[parts.length - 1] ?? '')) {
    country = parts.pop()!;
    // A ZIP code as a part of its own after a state's name ('Cambridge, Massachusetts, 02139, USA').
    if (parts.length > 2 && /^\d{5}(?:-\d{4})?$/.test(parts[parts.length - 1]!) && isUsStateName(parts[parts.length - 2]!)) parts.pop();
    splitUsTownFromState(parts);
    // 'Springfield, Pennsylvania 10111, USA': the state before the country is no town either.
    const last = parts[parts.length - 1]!;
    usState = parts.length > 1 && (isUsState(last) || isUsStateName(last));
    if (parts.length > 1 && (usState || REGION_CODE.test(last))) parts.pop();
  } else if (parts.length > 1 && isRegionAfterTown(parts[parts.length - 1]!)) {
    parts.pop();
    region = true;
  } else if (parts.length === 2 && isCountry(parts[0]!) && isPlaceName(parts[1]!)) {
    // The country before the town, as many Eastern European CVs print it ('Russia, Saint-Petersburg', 'Ukraine, Kyiv').
    return { city: parts[1]!, country: parts[0]! };
  }
  if (!parts.length) return country ? { city: '', country } : null;
  // An Indian address ends in its town and six-digit PIN code ('Tuticorin-628008', 'Pune - 411001').
  const pin = INDIAN_PIN_AFTER_TOWN.exec(parts[parts.length - 1]!);
  if (pin && isPlaceName(pin[1]!) && !LABEL_RE.test(`${pin[1]}: x`)) return { city: pin[1]!, country };
  const city = (usState && usTownBeforeState(parts)) || townOf(parts);
  if (country || region) return city || country ? { city, country } : null;
  // A labelled value that names no town is taken whole, unless it is a street with its house number and no more
  // ('Address: Välimerenkatu 14 C 134'): still the person's address, but no town.
  if (labelled) {
    const whole = parts.length === 1 && (/\d/.test(parts[0]!) || isStreet(parts[0]!)) ? '' : parts[0]!;
    return { city: townAtEnd(parts) || city || whole, country: '' };
  }
  if (city && isPostalAddress(parts)) return { city, country: '' };
  if (loose && (isRegionPair(parts) || isLoneTownPart(parts))) return { city: parts[0]!, country: '' };
  if (loose) {
    // 'Random University, Beijing': a student's address at a school; the school goes, and one town is left.
    // An employer's ('Acme Ltd, Reading') is a role's place, not the person's.
    const rest = parts.filter((p) => !/\d/.test(p) && !isStreet(p) && !INSTITUTION_RE.test(p));
    if (rest.length === 1 && rest.length < parts.length && isLoneTownPart(rest)) return { city: rest[0]!, country: '' };
  }
  return null;
}

/** 'Los Angeles CA 90027': a town and its state's code and ZIP code printed with no comma between. */
const US_TOWN_STATE_ZIP = /^(\p{Lu}[\p{L} .'’-]*?)\s+([A-Z]{2}\s+\d{5}(?:-\d{4})?)$/u;

/** Splits a last part holding a town, its state's code and ZIP code ('Los Angeles CA 90027') into town and state. */
function splitUsTownFromState(parts: string[]) {
  const m = US_TOWN_STATE_ZIP.exec(parts[parts.length - 1] ?? '');
  if (m && isUsState(m[2]!) && isTownBeforeState(m[1]!)) parts.splice(-1, 1, m[1]!, m[2]!);
}

/** A street's name closing with its street word, the town after it in the same part ('3136 Wayne Rd Falls Church'). */
const STREET_THEN_TOWN =
  /^\d+[A-Za-z]?\s+[\p{L}\d .'’-]*?\b(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy|Terrace|Circle|Cir)\.?\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})$/u;

/**
 * A US address prints the town just before its state ('380 Thatcher Rd, Johnson Hall, Room 205, Amherst, MA 01003'):
 * the last part left once the state went is the town, rooms and buildings before it aside, or what follows the
 * street in that part when no comma closes the street ('3136 Wayne Rd Falls Church, VA 22042').
 */
function usTownBeforeState(parts: string[]): string {
  const last = parts[parts.length - 1] ?? '';
  const town = STREET_THEN_TOWN.exec(last)?.[1] ?? (isStreet(last) ? '' : last);
  return isTownBeforeState(town) ? town : '';
}

/** Its place before a state's code makes a name a town, though a word of it may read as an employer's ('Falls Church'). */
function isTownBeforeState(text: string): boolean {
  return text.split(/\s+/).length <= 3 && CAPITALISED_WORDS.test(text) && !INSTITUTION_RE.test(text);
}

/**
 * The town that ends an address running from its street or quarter to its town with no postcode or country to
 * mark it ('Home: Bulgurlu, Üsküdar, İstanbul', '12 Park Lane, Mayfair, London', 'Koramangala, Bengaluru,
 * Karnataka'): the last part, a state aside.
 */
function townAtEnd(parts: string[]): string {
  const named = parts.filter((part) => !INDIAN_STATE.test(part) && !isUsStateName(part));
  const last = named[named.length - 1] ?? '';
  const coded = parts.some((part) => new RegExp(POSTCODE.source).test(part));
  return parts.length >= 3 && named.length >= 2 && !coded && isPlaceName(last) ? last : '';
}

/** 'Flat 2, 3 Albert Road, Orpington, BR6 6JG': a numbered street line and a postal code make an address. */
function isPostalAddress(parts: string[]): boolean {
  return parts.length >= 2 && /\d/.test(parts[0]!) && isStreet(parts[0]!) && parts.some((p) => new RegExp(POSTCODE.source).test(p));
}

/** Capitalised words that are no place: a name's particle aside, statements a contact line also holds, a template's 'Job Title'. */
const NOT_A_TOWN = /\b(?:title|citizen|citizenship|nationality|national|licen[cs]e|visa|available|remote|relocat\w*|hybrid|freelance|contract|permanent)\b/i;

/** 'Birmingham' alone on a line: one to three capitalised words that name nothing else. */
export function isLoneTown(text: string): boolean {
  return isLoneTownPart([text]);
}

/** 'Birmingham' alone among contact details: one to three capitalised words that name nothing else. */
function isLoneTownPart(parts: string[]): boolean {
  const [part] = parts;
  // A label printed in a cell of its own ('Mobile | +44 …') is no town either, nor a state alone ('Missouri'),
  // unless a city bears its name.
  return parts.length === 1 && !NOT_A_TOWN.test(part!) && !LABEL_RE.test(`${part}: x`) && isPlaceName(part!) && !(isUsStateName(part!) && !STATE_AND_CITY.test(part!));
}

/** States whose name is a city's too. */
const STATE_AND_CITY = /^(?:New York|Washington)$/;

/** A remark on where or how one works, printed among the parts of a place: 'Fully Remote', 'Open to relocation', 'Hybrid'. */
const WORK_MODE_REMARK = /^(?:(?:fully|open to|willing to|available for)\s+)?(?:remote|relocat\w*|hybrid|on-?site)(?:\s+\w+)?$/i;

/** 'Leeds, West Yorkshire': two short capitalised names, neither a job title, an employer nor a school. */
function isRegionPair(parts: string[]): boolean {
  return parts.length === 2 && parts.every(isPlaceName);
}

/** Capitalised words, with the small words of towns' names between ('Stratford upon Avon', 'Frankfurt am Main'). */
const CAPITALISED_WORDS = /^(?:\p{Lu}[\p{L}'’.-]*)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|upon|on|de|del|la|le|am|im|sur))*$/u;

/** One to three capitalised words that read as no job title, employer, school or link label. */
export function isPlaceName(text: string): boolean {
  return (
    text.split(/\s+/).length <= 3 &&
    // Capitals run into lower case ('ACEMerlin') spell a handle or a brand, not a town ('McAllen', 'DeKalb' stay).
    !/\p{Lu}{2,}\p{Ll}/u.test(text) &&
    CAPITALISED_WORDS.test(text) &&
    titleScore(text) === 0 &&
    companyScore(text) === 0 &&
    !INSTITUTION_RE.test(text) &&
    !linkLabel(text)
  );
}

/** Classifies one part of a header or contact line. */
/** Where a person was born or is a citizen of is no address ('Place of birth: Drăgășani, Romania'). */
/** The kinds of site a LinkedIn profile names after an address, beyond the labels LINK_LABELS knows. */
const SITE_KIND = /^(?:Personal|Company|Other|RSS Feed)$/;

const BIRTH_OR_CITIZENSHIP = /^(?:place of birth|birth\s?place|born(?:\s+(?:in|at|on))?|date of birth|d\.o\.b\.?|nationality|citizenship)\b/i;

export function classifyContactPart(part: string): ContactPart | null {
  // Symbols standing in for icons ('✉ jane@x.com', '⌂ Berlin') and bullets left at a part's start are decoration,
  // and so is a lone asterisk: icon fonts without a Unicode map come out as one ('* Sunnyvale, CA' from AltaCV's pin).
  const text = part.trim().replace(/^(?:[\p{So}\p{Co}•·▪◦●]+|\*(?=\s))\s*/u, '');
  if (!text || BIRTH_OR_CITIZENSHIP.test(text)) return null;
  const labelMatch = LABEL_RE.exec(text);
  const label = labelMatch ? labelMatch[0].replace(/[:.\s§»›→]+$/, '') : '';
  const body = labelMatch ? text.slice(labelMatch[0].length).trim() : text;
  const email = EMAIL_RE.exec(body);
  if (email && body.replace(email[0], '').replace(/[<>()\s]/g, '').length <= 2) return { kind: 'email', value: email[0] };
  const spelt = spelledEmail(body);
  if (spelt) return { kind: 'email', value: spelt };
  // LinkedIn's export names the site after the address: 'arjun.github.io/ (Portfolio)'.
  // Its kinds of site besides the known labels ('amins.ir (Personal)', '(Company)', '(Other)') are titles as printed.
  const named = /^(\S+)\s+\(([^()]+)\)$/.exec(body);
  const namedTitle = named ? linkLabel(named[2]!) ?? (SITE_KIND.test(named[2]!) ? named[2]! : null) : null;
  // After the label, an address on any top-level domain ('amins.ir').
  const namedUrl = named && namedTitle ? findUrl(named[1]!) ?? (LABELLED_ADDRESS.test(named[1]!) ? named[1]!.replace(/[.)\]]+$/, '') : null) : null;
  if (named && namedTitle && namedUrl && namedUrl === named[1]) return { kind: 'link', value: { title: namedTitle, url: namedUrl }, labelled: true };
  const url = findUrl(body);
  if (url && body.replace(url, '').trim().length <= 2) {
    const printed = label ? linkLabel(label) : null;
    return { kind: 'link', value: { title: printed ?? (label && !/^(url)$/i.test(label) ? label : titleForUrl(url)), url }, labelled: !!label };
  }
  const site = label ? linkLabel(label) : null;
  // 'Website: whiteraven.one': after a link's label, an address on any top-level domain.
  if (site && LABELLED_ADDRESS.test(body)) return { kind: 'link', value: { title: site, url: body.replace(/[.)\]]+$/, '') }, labelled: true };
  const handle = site ? handleUrl(site, body) : null;
  if (site && handle) return { kind: 'link', value: { title: site, url: handle }, labelled: true };
  if (!label) {
    const named = siteNamedLink(text);
    if (named) return named;
  }
  if (/^(?:phone|tel(?:ephone)?|mobile|mob|cell|m|t|p|ph|(?:phone|mobile|contact|cell)\s+(?:number|no\.?))$/i.test(label) || !label) {
    // The kind of number after it ('7357316711 (Mobile)', as LinkedIn and Europass print it) is no part of it.
    const number = body
      .replace(/\s*\((?:mobile|home|work|cell|office|private|personal|landline)\)$/i, '')
      // A label without its colon or with a dash ('Phone 555.123.4567', 'Mobile - +91 98765 43210').
      .replace(/^(?:phone|tel|mobile|mob|cell)\.?\s*[-–]?\s+(?=[+(\d])/i, '');
    const phone = findPhone(number);
    if (phone && number.replace(phone, '').replace(/[()\s]/g, '').length <= 1) return { kind: 'phone', value: phone };
  }
  if (PLACE_LABEL.test(label)) {
    const location = parseLocation(body, true);
    if (location) return { kind: 'location', value: location };
  }
  if (!label) {
    // 'based in Seattle WA': the words say it is where the person lives, as a label would.
    const location = parseLocation(body, /^[Bb]ased\s+in\s+\p{Lu}[^@\d:]*$/u.test(body));
    if (location) return { kind: 'location', value: location };
    const printed = linkLabel(body);
    if (printed) return { kind: 'label', value: printed };
  }
  return null;
}

/** 'chris AT ashton.codes', 'jane [at] uni [dot] edu': an address spelt out against harvesting. */
const SPELT_EMAIL =
  /^([A-Za-z0-9._%+-]+)\s*(?:\[at\]|\(at\)|\{at\}|\s(?:at|AT)\s)\s*([A-Za-z0-9-]+(?:\s*(?:\.|\[dot\]|\(dot\)|\s(?:dot|DOT)\s)\s*[A-Za-z0-9-]+)+)$/;

/** The address an e-mail spelt out against harvesting stands for, or null. */
export function spelledEmail(text: string): string | null {
  const m = SPELT_EMAIL.exec(text.trim());
  // A capitalised word before 'at' is a job title or a name ('Lead at acme.com'), not an address's local part.
  if (!m || /^[A-Z][a-z]+$/.test(m[1]!)) return null;
  const address = `${m[1]}@${m[2]!.replace(/\s*(?:\[dot\]|\(dot\)|\s(?:dot|DOT)\s|\.)\s*/g, '.')}`;
  return EMAIL_RE.test(address) && /\.[A-Za-z]{2,}$/.test(address) ? address : null;
}

/**
 * 'Codeforces: codeforces.com/profile/jdoe': a label no list knows, but it names the site the address is on,
 * so it is that site's link and the label, as printed, its title.
 */
function siteNamedLink(text: string): ContactPart | null {
  const m = /^([A-Z][\w ]{1,24}?)\s*:\s*(\S+)$/.exec(text);
  const url = m ? findUrl(m[2]!) : null;
  if (!m || !url || url.length < m[2]!.length - 1) return null;
  const name = m[1]!.toLowerCase().replace(/[^a-z0-9]/g, '');
  const site = linkHost(url).split('.').slice(-2)[0]!;
  return name.length >= 3 && name === site.replace(/-/g, '') ? { kind: 'link', value: { title: m[1]!, url }, labelled: true } : null;
}

/** Where a new labelled detail starts inside a run of text ('… Email: a@b.com ORCID: …'). */
const LABEL_BOUNDARY =
  /\s+(?=(?:e-?mail|tel(?:ephone)?|phone|mobile|mob|cell|orcid|linkedin|github|gitlab|web(?:site)?|portfolio|address|location)\s*:)/i;
const SEPARATORS = /^[\s|•·,;/–—-]+|[\s|•·,;/–—-]+$/g;

/**
 * Splits a contact run that layout did not split: details separated only by spaces (icons between them are
 * dropped as private-use glyphs, leaving 'London, UK +44 20 7946 0958 jane@x.com') or several labelled
 * details on one line ('Tel: … Email: …'). A part that already reads as one detail is kept whole.
 */
export function splitContactRun(part: string): string[] {
  if (classifyContactPart(part)) return [part];
  const labelled = part.split(LABEL_BOUNDARY).map((p) => p.trim()).filter(Boolean);
  if (labelled.length > 1) return labelled.flatMap(splitContactRun);
  return splitAroundDetails(part);
}

/** Cuts the first e-mail, web address or phone number out of text, and the text around it recursively. */
function splitAroundDetails(text: string): string[] {
  const span = firstDetail(text);
  if (!span || (span.index === 0 && span.length === text.length)) return [text];
  const before = text.slice(0, span.index).replace(SEPARATORS, '');
  const rest = text.slice(span.index + span.length);
  const after = rest.replace(SEPARATORS, '');
  // Details set apart by spaced dashes ('jo@x.com - (630) 310-0049 - ATLANTA, GA - LINKEDIN'): the dashes part what follows too.
  const dashed = /^\s+[–—-]\s+/.test(rest) ? after.split(/\s+[–—-]\s+/) : [after];
  return [...(before ? splitAroundDetails(before) : []), text.slice(span.index, span.index + span.length), ...dashed.filter(Boolean).flatMap(splitAroundDetails)];
}

function firstDetail(text: string): { index: number; length: number } | null {
  const email = EMAIL_RE.exec(text);
  if (email) return { index: email.index, length: email[0].length };
  const url = URL_RE.exec(text);
  if (url) return { index: url.index, length: url[0].replace(/[.)\]]+$/, '').length };
  for (const m of text.matchAll(new RegExp(PHONE_RE.source, 'g'))) {
    const phone = findPhone(m[0]);
    if (phone) return { index: m.index! + m[0].indexOf(phone), length: phone.length };
  }
  return null;
}
