import type { ParsedCv, ParseResult } from '../../lib/cv/schema.ts';

/**
 * The CV text the LLM structurer reads, and what stays unplaced after it. The built-in parser answers with the
 * Parsed CV plus every line it could not place, so together they hold all of the CV's text; when the parser
 * also hands over the extracted text itself, that is used instead.
 */

/** A parse result that may carry the text it was structured from. */
export type ParseResultWithText = ParseResult & { text?: string };

const joined = (parts: string[], separator = ' | ') => parts.map((part) => part.trim()).filter(Boolean).join(separator);
const span = (start: string, end: string, current = false) => joined([start, current ? 'Present' : end], ' - ');

/** Renders a Parsed CV as plain CV text, section by section, with the unplaced lines at the end. */
export function renderCvText({ data: cv, unplaced }: ParseResult): string {
  const lines: string[] = [];
  const section = (heading: string, body: string[]) => {
    const content = body.filter((line) => line.trim() !== '');
    if (content.length) lines.push('', heading.toUpperCase(), ...content);
  };
  lines.push(
    joined([cv.first_name, cv.surname], ' '),
    cv.headline,
    joined([cv.location.city, cv.location.country], ', '),
    cv.email,
    cv.phone,
    ...cv.links.map((link) => joined([link.title, link.url], ': ')),
  );
  section('Profile', [cv.profile_statement]);
  section('Key achievements', cv.achievements.map((item) => `- ${item}`));
  section('Skills', [cv.skills.map((skill) => skill.name).join(', ')]);
  section(
    'Experience',
    cv.roles.flatMap((role) => ['', joined([role.title, role.company, span(role.start, role.end, role.current)]), role.summary, ...role.highlights.map((item) => `- ${item}`)]),
  );
  section('Earlier career', cv.earlier_career.map((role) => joined([role.title, role.company, span(role.start, role.end)])));
  section(
    'Education',
    cv.education.flatMap((place) => [
      '',
      joined([place.institution, joined([place.location.city, place.location.country], ', ')]),
      ...place.qualifications.map((q) => joined([q.qualification, q.course, span(q.start, q.end), q.grade])),
    ]),
  );
  section('Languages', cv.languages.map((language) => joined([language.name, language.level], ': ')));
  section('Certifications', cv.certifications.map((item) => joined([item.name, item.issuer, item.date])));
  section('Professional memberships', cv.professional_memberships.map((item) => joined([item.name, item.institution])));
  section('Publications', cv.publications.map((item) => joined([item.title, item.pub_type, item.date])));
  section('Additional details', cv.add_details);
  section('Other text', unplaced);
  return lines
    .filter((line, index, all) => line.trim() !== '' || (index > 0 && all[index - 1]!.trim() !== ''))
    .join('\n')
    .trim();
}

/** The text to structure: the parser's own text when it has it, else the rendering of its result. */
export function sourceTextOf(result: ParseResultWithText): string {
  return typeof result.text === 'string' && result.text.trim() !== '' ? result.text : renderCvText(result);
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Every string in the CV, normalised and joined, for "does this text appear anywhere" checks. */
function allText(value: unknown): string {
  if (typeof value === 'string') return normalise(value);
  if (Array.isArray(value)) return value.map(allText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(allText).join('\n');
  return '';
}

/** The built-in parser's unplaced lines that the LLM's answer does not contain either: still nowhere else. */
export function stillUnplaced(unplaced: string[], cv: ParsedCv): string[] {
  const everything = allText(cv);
  return unplaced.filter((line) => {
    const text = normalise(line);
    return text !== '' && !everything.includes(text);
  });
}
