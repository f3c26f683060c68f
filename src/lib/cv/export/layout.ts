import type { CvLink, ParsedCv } from '../schema.ts';
import { linkHref } from '../link-href.ts';
import { CV_SECTION_KEYS, type CvSectionKey } from '../sections.ts';

/**
 * The exported CV as a document: what is printed, in which order, with which words. The print view (PDF) and
 * the DOCX writer both render this one model, so the two files never disagree, and every line is written in
 * a form our own parser reads back (src/server/cv-parse/structure): known section headings, 'MMM YYYY – Present'
 * date ranges beside the entry they date, 'Title – Company' role lines, contacts on lines of their own.
 */

/** Sections in SPEC §2 order: the registry's (sections.ts). */
export { CV_SECTION_KEYS, type CvSectionKey };

/** The words the document prints itself (from content: `editorExport.document`). */
export interface CvDocumentLabels {
  headings: Record<CvSectionKey, string>;
  /** The end of an ongoing role's dates. */
  present: string;
  /** The label before a qualification's grade. */
  grade: string;
}

/** A line of an entry: text on the left, its dates on the right ('' when undated). */
export interface CvRow {
  text: string;
  dates: string;
}

/** A role, an institution, or a one-line item (earlier role, certificate ...). */
export interface CvEntry {
  /** The entry's first line; `strong` entries print it bold (roles, institutions). */
  head: CvRow;
  strong: boolean;
  /** Further dated lines (an institution's qualifications). */
  rows: CvRow[];
  /** A paragraph under the head (a role's summary). */
  summary: string;
  /** Bullet points (a role's highlights). */
  bullets: string[];
}

export type CvBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  /** Short items printed as one flowing line with separators (skills). */
  | { kind: 'inline'; items: string[] }
  | { kind: 'entries'; entries: CvEntry[] };

export interface CvLayoutSection {
  key: CvSectionKey;
  heading: string;
  block: CvBlock;
}

/** A link as printed: 'LinkedIn: https://linkedin.com/in/asha', pointing at `href`. */
export interface CvLayoutLink {
  label: string;
  /** The address as the CV gives it (printed whole, so that reading the PDF back recovers it exactly). */
  display: string;
  /** The address to open (https:// added when it had no scheme); null when it must stay text (linkHref). */
  href: string | null;
}

export interface CvLayout {
  /** 'First Surname' ('' when the CV has no name). */
  name: string;
  headline: string;
  /** Contact lines: e-mail, phone, 'City, Country' (each its own line). */
  contacts: string[];
  links: CvLayoutLink[];
  /** Non-empty sections only, in SPEC §2 order. */
  sections: CvLayoutSection[];
}

const joinNonEmpty = (parts: string[], separator: string) => parts.map((p) => p.trim()).filter(Boolean).join(separator);

/** 'Jan 2020 – Present', 'Jan 2018 – Dec 2020', '2019' (one date alone), or ''. */
export function formatDates(start: string, end: string, current: boolean, present: string): string {
  const last = current ? present : end.trim();
  const first = start.trim();
  if (first && last) return first === last ? first : `${first} – ${last}`;
  return first || last;
}

function linkOf(link: CvLink): CvLayoutLink | null {
  const url = link.url.trim();
  if (!url) return null;
  return { label: link.title.trim(), display: url, href: linkHref(url) };
}

function entry(head: CvRow, options: Partial<Omit<CvEntry, 'head'>> = {}): CvEntry {
  return { head, strong: false, rows: [], summary: '', bullets: [], ...options };
}

const textItems = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** Builds the document for `cv`. Blank items are left out, and so are sections with nothing in them. */
export function buildCvLayout(cv: ParsedCv, labels: CvDocumentLabels): CvLayout {
  const dates = (start: string, end: string, current = false) => formatDates(start, end, current, labels.present);
  const blocks: Record<CvSectionKey, CvBlock | null> = {
    profile: cv.profile_statement.trim() ? { kind: 'paragraph', text: cv.profile_statement.trim() } : null,
    achievements: { kind: 'bullets', items: textItems(cv.achievements) },
    skills: { kind: 'inline', items: textItems(cv.skills.map((s) => s.name)) },
    roles: {
      kind: 'entries',
      entries: cv.roles
        .filter((r) => r.title.trim() || r.company.trim())
        .map((r) =>
          entry(
            { text: joinNonEmpty([r.title, r.company], ' – '), dates: dates(r.start, r.end, r.current) },
            { strong: true, summary: r.summary.trim(), bullets: textItems(r.highlights) },
          ),
        ),
    },
    earlier: {
      kind: 'entries',
      entries: cv.earlier_career
        .filter((r) => r.title.trim() || r.company.trim())
        .map((r) => entry({ text: joinNonEmpty([r.title, r.company], ' – '), dates: dates(r.start, r.end) })),
    },
    education: {
      kind: 'entries',
      entries: cv.education
        .filter((e) => e.institution.trim() || e.qualifications.some((q) => q.qualification.trim() || q.course.trim()))
        .map((e) =>
          entry(
            { text: joinNonEmpty([e.institution, joinNonEmpty([e.location.city, e.location.country], ', ')], ' – '), dates: '' },
            {
              strong: true,
              rows: e.qualifications
                .filter((q) => q.qualification.trim() || q.course.trim())
                .map((q) => ({
                  text: joinNonEmpty(
                    [joinNonEmpty([q.qualification, q.course], ' in '), q.grade.trim() ? `(${labels.grade}: ${q.grade.trim()})` : ''],
                    ' ',
                  ),
                  dates: dates(q.start, q.end),
                })),
            },
          ),
        ),
    },
    certifications: {
      kind: 'entries',
      entries: cv.certifications
        .filter((c) => c.name.trim())
        .map((c) => entry({ text: joinNonEmpty([c.name, c.issuer], ' – '), dates: c.date.trim() })),
    },
    languages: {
      kind: 'entries',
      entries: cv.languages.filter((l) => l.name.trim()).map((l) => entry({ text: joinNonEmpty([l.name, l.level], ' – '), dates: '' })),
    },
    memberships: {
      kind: 'entries',
      entries: cv.professional_memberships
        .filter((m) => m.institution.trim() || m.name.trim())
        .map((m) => entry({ text: joinNonEmpty([m.institution, m.name], ' – '), dates: '' })),
    },
    publications: {
      kind: 'entries',
      entries: cv.publications
        .filter((p) => p.title.trim())
        .map((p) => entry({ text: joinNonEmpty([`“${p.title.trim()}”`, p.pub_type], '. '), dates: p.date.trim() })),
    },
    additional: { kind: 'bullets', items: textItems(cv.add_details) },
  };
  const sections = CV_SECTION_KEYS.flatMap((key): CvLayoutSection[] => {
    const block = blocks[key];
    return block && !isEmpty(block) ? [{ key, heading: labels.headings[key], block }] : [];
  });
  return {
    name: joinNonEmpty([cv.first_name, cv.surname], ' '),
    headline: cv.headline.trim(),
    contacts: textItems([cv.email, cv.phone, joinNonEmpty([cv.location.city, cv.location.country], ', ')]),
    links: cv.links.map(linkOf).filter((link): link is CvLayoutLink => link !== null),
    sections,
  };
}

function isEmpty(block: CvBlock): boolean {
  switch (block.kind) {
    case 'paragraph':
      return !block.text;
    case 'bullets':
    case 'inline':
      return block.items.length === 0;
    case 'entries':
      return block.entries.length === 0;
  }
}
