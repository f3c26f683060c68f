import { findDateRange } from './dates.ts';
import { isCountry } from './lexicon.ts';
import type { CvLink, CvLocation } from '../../../lib/cv/schema.ts';

/**
 * Contact details in a line part: e-mail, phone, web links with their printed label, and 'City, Country'.
 */

export const EMAIL_RE = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const PHONE_RE = /(?:\+|00)?\(?\+?\d[\d\s().\-/]{5,}\d/;
const URL_RE =
  /(?:https?:\/\/|www\.)[^\s|,;<>"'()]+|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|co\.uk|org\.uk|ac\.uk|co|uk|de|fr|es|it|nl|ai|app|info|eu|us|ca|au|in|ch|se|no|dk|fi|pl|pt|ie|be|at|tech|design|page|site|online|xyz|id|link|bio|cv)\/[^\s|,;<>"'()]*|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|me|co\.uk|ai|app|design|page|site|online|xyz)\b(?!\.)/i;
const LABEL_RE =
  /^(?:e-?mail|mail|phone|tel(?:ephone)?|mobile|mob|cell|ph|contact|address|location|based in|home|city|residence|linkedin|github|gitlab|portfolio|website|web|site|blog|orcid|twitter|behance|dribbble|medium|kaggle|stack ?overflow|google scholar|researchgate|url|homepage|personal website|online portfolio)\s*(?::|\.(?=\s))\s*|^[mtpex]\s*:\s*/i;

const DOMAIN_TITLES: Array<[RegExp, string]> = [
  [/linkedin\./i, 'LinkedIn'],
  [/github\./i, 'GitHub'],
  [/gitlab\./i, 'GitLab'],
  [/orcid\.org/i, 'ORCID'],
  [/behance\./i, 'Behance'],
  [/dribbble\./i, 'Dribbble'],
  [/medium\.com/i, 'Medium'],
  [/(twitter|x)\.com/i, 'Twitter'],
  [/stackoverflow\./i, 'Stack Overflow'],
  [/kaggle\./i, 'Kaggle'],
  [/scholar\.google/i, 'Google Scholar'],
  [/researchgate\./i, 'ResearchGate'],
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
};

/** The printed label of a link ('LinkedIn', 'Portfolio') from text like 'LinkedIn' or 'Portfolio:'. */
export function linkLabel(text: string): string | null {
  const key = text.toLowerCase().replace(/[^a-z]/g, '');
  return LINK_LABELS[key] ?? null;
}

/** Title for a link without a printed label, from its domain. */
export function titleForUrl(url: string): string {
  for (const [re, title] of DOMAIN_TITLES) if (re.test(url)) return title;
  return 'Website';
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
  return value;
}

/** Finds a web address in text (not an e-mail domain). */
export function findUrl(text: string): string | null {
  const withoutEmails = text.replace(new RegExp(EMAIL_RE.source, 'g'), ' ');
  const m = URL_RE.exec(withoutEmails);
  return m ? m[0].replace(/[.)\]]+$/, '') : null;
}

/** Reads 'City, Country' (or 'City, Region, Country', or a lone country). */
export function parseLocation(text: string, labelled = false): CvLocation | null {
  const clean = text.replace(/^(?:address|location|based in|home|city|residence)\s*[:.]?\s*/i, '').trim();
  if (!clean || clean.length > 80 || /\d{3,}|@/.test(clean)) return labelled && clean ? { city: clean, country: '' } : null;
  const parts = clean.split(/\s*,\s*/).filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  if (isCountry(last)) {
    if (parts.length === 1) return { city: '', country: last };
    return { city: parts[0]!, country: last };
  }
  if (labelled) return { city: parts[0]!, country: parts.length > 1 ? last : '' };
  return null;
}

/** Classifies one part of a header or contact line. */
export function classifyContactPart(part: string): ContactPart | null {
  const text = part.trim();
  if (!text) return null;
  const labelMatch = LABEL_RE.exec(text);
  const label = labelMatch ? labelMatch[0].replace(/[:.\s]+$/, '') : '';
  const body = labelMatch ? text.slice(labelMatch[0].length).trim() : text;
  const email = EMAIL_RE.exec(body);
  if (email && body.replace(email[0], '').replace(/[<>()\s]/g, '').length <= 2) return { kind: 'email', value: email[0] };
  const url = findUrl(body);
  if (url && body.replace(url, '').trim().length <= 2) {
    const printed = label ? linkLabel(label) : null;
    return { kind: 'link', value: { title: printed ?? (label && !/^(url)$/i.test(label) ? label : titleForUrl(url)), url }, labelled: !!label };
  }
  if (/^(?:phone|tel(?:ephone)?|mobile|mob|cell|m|t|p|ph)$/i.test(label) || !label) {
    const phone = findPhone(body);
    if (phone && body.replace(phone, '').replace(/[()\s]/g, '').length <= 1) return { kind: 'phone', value: phone };
  }
  if (/^(?:address|location|based in|home|city|residence)$/i.test(label)) {
    const location = parseLocation(body, true);
    if (location) return { kind: 'location', value: location };
  }
  if (!label) {
    const location = parseLocation(body);
    if (location) return { kind: 'location', value: location };
    const printed = linkLabel(body);
    if (printed) return { kind: 'label', value: printed };
  }
  return null;
}
