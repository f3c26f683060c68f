import { CV_FIELD_KINDS as K, CV_FIELD_MAX_CHARS, CV_LIST_MAX_ITEMS, CV_MAX_TEXT_CHARS, textChars, type CvFieldKind, type CvListName } from '../../lib/cv/limits.ts';
import type { ParsedCv, ParseResult } from '../../lib/cv/schema.ts';

/**
 * Keeps a parse inside the CV's caps (src/lib/cv/limits.ts) without losing a word: a cap never fails a parse.
 * An over-long bullet becomes several bullets; the rest of an over-long single field, the items past a list's
 * cap, and (should the whole still be over CV_MAX_TEXT_CHARS) the last items of the lists, go to the lines for
 * review (`unplaced`), where the user sees them. Honest CVs never get here (tests/unit/cv/limits.test.ts).
 */

/** The longest a line for review may be (cvDocumentSchema's `unplaced` items). */
const UNPLACED_MAX_CHARS = CV_FIELD_MAX_CHARS.bullet;

/** `text` in pieces of at most `max` characters, cut after a sentence where one ends late enough, else at a space. */
export function splitToFit(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const head = rest.slice(0, max + 1);
    const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('; ')) + 1;
    const space = head.lastIndexOf(' ');
    const cut = sentence > max / 2 ? sentence : space > max / 2 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

type Spill = (text: string) => void;

/** One field: its first piece stays, the rest is spilled. */
function fitText(value: string, kind: CvFieldKind, spill: Spill): string {
  const [first = '', ...rest] = splitToFit(value, CV_FIELD_MAX_CHARS[kind]);
  rest.forEach(spill);
  return first;
}

/** Every string field of `record` named in `kinds`, fitted. */
function fitRecord<T extends object>(record: T, kinds: Partial<Record<string, CvFieldKind>>, spill: Spill): T {
  const fitted: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const [field, value] of Object.entries(record)) {
    const kind = kinds[field];
    if (kind && typeof value === 'string') fitted[field] = fitText(value, kind, spill);
  }
  return fitted as T;
}

/** The text of a record as one line for review, e.g. 'Analyst · Acme Ltd · 2019'. */
const lineOf = (item: unknown): string =>
  typeof item === 'string' ? item : item && typeof item === 'object' ? Object.values(item).map(lineOf).filter(Boolean).join(' · ') : '';

/** The first items up to the list's cap; the others are spilled. */
function capList<T>(items: T[], name: CvListName, spill: Spill): T[] {
  items.slice(CV_LIST_MAX_ITEMS[name]).forEach((item) => spill(lineOf(item)));
  return items.slice(0, CV_LIST_MAX_ITEMS[name]);
}

/** Bullets: an over-long one becomes several, then the list is capped. */
function fitBullets(items: string[], kind: CvFieldKind, name: CvListName, spill: Spill): string[] {
  return capList(
    items.flatMap((item) => splitToFit(item, CV_FIELD_MAX_CHARS[kind])),
    name,
    spill,
  );
}

/** Every field and list within its own cap. */
function fitFields(cv: ParsedCv, spill: Spill): ParsedCv {
  return {
    ...fitRecord(cv, K.cv, spill),
    location: fitRecord(cv.location, K.location, spill),
    links: capList(cv.links.map((link) => fitRecord(link, K.link, spill)), 'links', spill),
    skills: capList(cv.skills.map((skill) => fitRecord(skill, K.skill, spill)), 'skills', spill),
    achievements: fitBullets(cv.achievements, K.achievement, 'achievements', spill),
    roles: capList(
      cv.roles.map((role) => ({ ...fitRecord(role, K.role, spill), highlights: fitBullets(role.highlights, K.role.highlight, 'highlights', spill) })),
      'roles',
      spill,
    ),
    earlier_career: capList(cv.earlier_career.map((role) => fitRecord(role, K.earlier_role, spill)), 'earlier_career', spill),
    education: capList(
      cv.education.map((school) => ({
        ...fitRecord(school, K.education, spill),
        location: fitRecord(school.location, K.location, spill),
        qualifications: capList(school.qualifications.map((q) => fitRecord(q, K.qualification, spill)), 'qualifications', spill),
      })),
      'education',
      spill,
    ),
    languages: capList(cv.languages.map((language) => fitRecord(language, K.language, spill)), 'languages', spill),
    certifications: capList(cv.certifications.map((c) => fitRecord(c, K.certification, spill)), 'certifications', spill),
    professional_memberships: capList(cv.professional_memberships.map((m) => fitRecord(m, K.membership, spill)), 'professional_memberships', spill),
    publications: capList(cv.publications.map((p) => fitRecord(p, K.publication, spill)), 'publications', spill),
    add_details: fitBullets(cv.add_details, K.add_detail, 'add_details', spill),
  };
}

/** The lists whose last items go first when the whole CV is over its cap: the least central first. */
const SHED_ORDER = ['add_details', 'publications', 'professional_memberships', 'certifications', 'languages', 'earlier_career', 'achievements', 'skills', 'links', 'education', 'roles'] as const;

/** Sheds last items (a role's bullets before the role) until the CV's text is within CV_MAX_TEXT_CHARS. */
function fitWhole(cv: ParsedCv, spill: Spill): ParsedCv {
  const fitted = structuredClone(cv);
  for (const name of SHED_ORDER) {
    const list: unknown[] = fitted[name];
    while (textChars(fitted) > CV_MAX_TEXT_CHARS && list.length > 0) {
      const lastRole = name === 'roles' ? fitted.roles.at(-1) : undefined;
      spill(lineOf(lastRole?.highlights.length ? lastRole.highlights.pop() : list.pop()));
    }
  }
  return fitted;
}

/** The parse, within every cap, with whatever did not fit among the lines for review (after the others). */
export function fitParseResult({ data, unplaced }: ParseResult): ParseResult {
  const spilled: string[] = [];
  const spill: Spill = (text) => {
    if (text.trim()) spilled.push(...splitToFit(text.trim(), UNPLACED_MAX_CHARS));
  };
  const fitted = fitWhole(fitFields(data, spill), spill);
  return { data: fitted, unplaced: [...unplaced, ...spilled] };
}
