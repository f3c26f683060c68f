import { isUsState } from './contact.ts';
import { cutSpan, findDate, findDateRange, findLastDate, tidy } from './dates.ts';
import { DEGREE_RE, INSTITUTION_RE, isCountry } from './lexicon.ts';
import { joinWrapped, splitParts, splitTopLevel, titleCase, type Placement } from './lines.ts';
import type { CvEducation, CvLocation, CvQualification } from '../../../lib/cv/schema.ts';
import type { TextLine } from '../types.ts';

/**
 * Education: institutions (with their place) and the qualifications earned there, in whichever order the CV
 * prints them, with dates and grades split off.
 */

const GRADE_WORDS =
  /^(?:first(?: class)?(?: honours| hons)?|upper second(?: class)?(?: \(2:1\))?|lower second(?: class)?(?: \(2:2\))?|2:1|2:2|third(?: class)?|distinction|merit|pass|honours|hons|with honours|with distinction|with merit|(?:summa |magna )?cum laude|summa cum laude|magna cum laude|\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?|\d(?:\.\d+)?)$/i;

/** Splits a grade off a qualification: '(Grade: First)', '– GPA 3.9/4.0', '– 2:1'. */
export function splitGrade(text: string): { rest: string; grade: string } {
  const label = /[\s,;–—-]*(\(?)\s*\b(?:grade|classification|result|final grade|mark|honours|degree class)\s*[:\-–]\s*/i.exec(text);
  if (label) {
    let grade = text.slice(label.index + label[0].length).trim();
    // '(Grade: Upper Second Class (2:1))': drop the bracket that opened before the label.
    if (label[1] && grade.endsWith(')')) grade = grade.slice(0, -1);
    if (grade) return { rest: tidy(text.slice(0, label.index)), grade: tidy(grade) };
  }
  let m = /[\s,;(–—-]*\(?\s*((?:c?gpa|grade point average)\s*[:\-]?\s*\d[\d.,]*(?:\s*\/\s*\d[\d.]*)?(?:\s*(?:out of|of)\s*\d[\d.]*)?)\s*\)?\s*$/i.exec(text);
  if (m) return { rest: tidy(text.slice(0, m.index)), grade: tidy(m[1]!) };
  m = /(?:\s+[–—-]\s+|,\s*|\s*\(\s*)([^()–—,]+?)\)?\s*$/.exec(text);
  // '(Hons)' printed as part of the degree's name ('Bachelor of Design (Honours)') is not a grade.
  const degreeEnd = DEGREE_RE.exec(text.trim())?.[0].length ?? 0;
  if (m && GRADE_WORDS.test(m[1]!.trim()) && m.index >= degreeEnd) return { rest: tidy(text.slice(0, m.index)), grade: tidy(m[1]!) };
  return { rest: text, grade: '' };
}

/** The grade when a whole piece of text is one: 'Distinction', '2:1', 'GPA 3.8/4.0', 'Grade: First'. */
export function wholeGrade(text: string): string {
  return splitGrade(` – ${text.trim()}`).grade;
}

/** Splits 'BSc (Hons) in Computer Science' into qualification and course. */
export function splitDegree(text: string): { qualification: string; course: string } {
  const clean = tidy(text);
  const m = DEGREE_RE.exec(clean);
  if (m) {
    // The degree's abbreviation belongs to its name: 'Master of Business Administration (MBA)', and as
    // professional networks print it, 'Bachelor of Science - BS, Computer Science'.
    const abbreviation = /^\s*\([A-Z][A-Za-z.]{1,7}\)|^\s+[–-]\s+[A-Z][A-Za-z.]{0,6}[A-Z.](?=,|$)/.exec(clean.slice(m[0].length));
    const name = m[0] + (abbreviation?.[0] ?? '');
    const qualification = name.trim();
    let course = clean.slice(name.length);
    // 'in', and its Spanish, French and Portuguese kin ('Licenciatura en Ciencias …').
    course = tidy(course.replace(/^\s*(?:(?:in|of|on|en|em|de)\b|\(|:|,|–|—|-)\s*/i, ''));
    // A course in brackets ('MSc (Data Science)') loses its closing bracket with the opening one.
    if (count(course, ')') > count(course, '(')) course = tidy(course.replace(/\)\s*$/, ''));
    return { qualification, course };
  }
  const inAt = /^(.+?)\s+in\s+(.+)$/i.exec(clean);
  if (inAt) return { qualification: inAt[1]!, course: inAt[2]! };
  return { qualification: clean, course: '' };
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Up to four capitalised words, with the small words place names hold ('Newcastle upon Tyne', 'Isle of Man'). */
const PLACE_WORDS = /^(?=(?:\S+\s+){0,3}\S+$)\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|upon|on|of|de|del|la|le|am|im|sur|an|der))*$/u;

/** Splits 'University of X — City, Country' into institution and place. */
export function splitInstitution(text: string): { institution: string; location: CvLocation } {
  const dashed = /\s+[–—-]\s+|\s*[–—|]\s*/.exec(text);
  let name = text;
  let place = '';
  if (dashed && dashed.index > 0) {
    name = text.slice(0, dashed.index);
    place = text.slice(dashed.index + dashed[0].length);
  } else {
    const parts = splitTopLevel(text, /,/);
    if (parts.length >= 2) {
      // The institution is the part naming one; what follows it is the place, when it reads as one (the
      // commas of 'Konstfack University of Arts, Crafts and Design' are the name's own).
      const at = parts.findIndex((p) => INSTITUTION_RE.test(p));
      const cut = at >= 0 ? at + 1 : 1;
      const rest = parts.slice(cut);
      if (rest.every((p) => PLACE_WORDS.test(p) || isCountry(p) || isUsState(p))) {
        name = parts.slice(0, cut).join(', ');
        place = rest.join(', ');
      }
    }
  }
  const location: CvLocation = { city: '', country: '' };
  const placeParts = splitTopLevel(place, /,/);
  if (placeParts.length) {
    const last = placeParts[placeParts.length - 1]!;
    if (placeParts.length === 1) {
      if (isCountry(last)) location.country = last;
      else location.city = last;
    } else {
      location.city = placeParts[0]!;
      // 'Evanston, IL': a US state is no country.
      location.country = isUsState(last) ? '' : last;
    }
  }
  const institution = tidy(name);
  return { institution: institution === institution.toUpperCase() ? titleCase(institution) : institution, location };
}

const isQualification = (text: string) => DEGREE_RE.test(text.trim());
const isInstitution = (text: string) => INSTITUTION_RE.test(text);

interface Dates {
  start: string;
  end: string;
}

/** Cuts a date range or a single date (the end) out of text. */
function takeDates(text: string): { rest: string; dates: Dates | null } {
  const range = findDateRange(text);
  if (range) return { rest: cutSpan(text, range.index, range.length), dates: { start: range.start, end: range.current ? '' : range.end } };
  const single = findLastDate(text) ?? findDate(text);
  if (single) return { rest: cutSpan(text, single.index, single.length), dates: { start: '', end: single.date } };
  return { rest: text, dates: null };
}

function emptyQualification(): CvQualification {
  return { qualification: '', course: '', start: '', end: '', grade: '' };
}

/** Parses an education section; marks the lines it used. */
export function parseEducation(lines: TextLine[], placement: Placement): CvEducation[] {
  const entries = joinWrapped(lines, 2);
  const out: CvEducation[] = [];
  let current: CvEducation | null = null;
  let pendingDates: Dates | null = null;
  let lastQualification: CvQualification | null = null;
  const newEntry = (): CvEducation => {
    const entry: CvEducation = { institution: '', location: { city: '', country: '' }, qualifications: [] };
    out.push(entry);
    return entry;
  };
  // Entries whose qualifications were printed before the institution ('M.Sc. …' then 'Erasmus University'):
  // in that order a qualification after the institution opens the next entry.
  const qualificationsFirst = new Set<CvEducation>();
  for (const entry of entries) {
    const dated = takeDates(entry.text);
    // A GPA may trail anything on the line ('…, VIT University, Vellore, 2016, CGPA 8.4/10'): it grades the qualification.
    const { rest, gpa } = takeGpa(dated.rest);
    const dates = dated.dates;
    const parts = splitParts(rest);
    let used = false;
    // A line may hold an institution and a qualification together ('BSc Physics, University of X').
    const inlineInstitution = parts.length === 1 ? splitInlineInstitution(rest) : null;
    const instPart = inlineInstitution
      ? undefined
      : (parts.find((p) => isInstitution(p) && !isQualification(p)) ?? (parts.length === 1 && !isQualification(rest) && isInstitution(rest) ? rest : undefined));
    const otherParts = instPart ? parts.filter((p) => p !== instPart) : [];
    // Parts beside the institution that are not a degree are its place ('NEWCASTLE UNIVERSITY | Newcastle, UK').
    const placeParts = otherParts.filter((p) => !isQualification(p) && !wholeGrade(p));
    const qualText = instPart ? otherParts.filter((p) => !placeParts.includes(p)).join(' – ') : rest;
    if (instPart || inlineInstitution) {
      const inst = splitInstitution(inlineInstitution?.institution ?? [instPart!, ...placeParts].join(' — '));
      if (!current || current.institution || current.qualifications.length === 0 || lastQualification === null) {
        current = current && !current.institution && current.qualifications.length ? current : newEntry();
      }
      if (!current.institution && current.qualifications.length) qualificationsFirst.add(current);
      current.institution = inst.institution;
      current.location = inst.location;
      used = true;
      const q = inlineInstitution?.qualification ?? qualText;
      if (q && isQualification(q)) {
        lastQualification = addQualification(current, withGrade(q, gpa), dates);
      } else if (dates) {
        if (lastQualification && current.qualifications.includes(lastQualification) && !lastQualification.end) Object.assign(lastQualification, dates);
        else pendingDates = dates;
      }
    } else if (isQualification(rest)) {
      if (!current || (current.institution && qualificationsFirst.has(current))) current = newEntry();
      lastQualification = addQualification(current, withGrade(rest, gpa), dates ?? pendingDates);
      pendingDates = null;
      used = true;
    } else if (lastQualification && !lastQualification.grade && wholeGrade(rest)) {
      lastQualification.grade = wholeGrade(rest);
      if (dates && !lastQualification.end) Object.assign(lastQualification, dates);
      used = true;
    } else if (!rest && dates) {
      if (lastQualification && !lastQualification.end && !lastQualification.start) Object.assign(lastQualification, dates);
      else pendingDates = dates;
      used = true;
    } else if (gpa && lastQualification && !lastQualification.grade && !rest) {
      lastQualification.grade = gpa;
      used = true;
    } else if (DETAIL_LABEL.test(rest)) {
      // 'Thesis: …', 'Modules: …': a detail of the qualification above, for which there is no field.
    } else if (rest && (!current || (current.institution && current.qualifications.length))) {
      // An unrecognised line where an institution would start: take it as one.
      const inst = splitInstitution(rest);
      current = newEntry();
      current.institution = inst.institution;
      current.location = inst.location;
      pendingDates = dates;
      lastQualification = null;
      used = true;
    } else if (rest && current && current.institution && !current.qualifications.length) {
      lastQualification = addQualification(current, rest, dates ?? pendingDates);
      pendingDates = null;
      used = true;
    }
    if (used) placement.take(...entry.lines);
  }
  return out.filter((e) => e.institution || e.qualifications.length);
}

/** A labelled line ('Thesis: …', 'Relevant modules: …') under a qualification. */
const DETAIL_LABEL = /^[\p{L} ]{2,30}:\s/u;

/** A GPA anywhere in a line: 'CGPA 8.4/10', 'GPA: 3.7'. */
const GPA = /[\s,;(–—-]*\(?\s*(?:(?:grade|result)\s*:\s*)?\b((?:c?gpa|grade point average)\s*[:\-]?\s*\d[\d.,]*(?:\s*\/\s*\d[\d.]*)?)\s*\)?/i;

function takeGpa(text: string): { rest: string; gpa: string } {
  const m = GPA.exec(text);
  if (!m) return { rest: text, gpa: '' };
  return { rest: tidy(`${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`), gpa: tidy(m[1]!) };
}

/** Puts a grade found elsewhere on the line back beside its qualification, where splitGrade reads it. */
function withGrade(qualification: string, grade: string): string {
  return grade ? `${qualification} (${grade})` : qualification;
}

/**
 * A qualification and its institution on one line, in either order: 'BSc Physics, University of X',
 * 'University of X — BSc Physics, 2:1', 'B.Eng. Computer Engineering — American University of Sharjah'.
 * Dashes separate more surely than commas (a course or a grade may hold commas), so they are tried first.
 */
function splitInlineInstitution(text: string): { institution: string; qualification: string } | null {
  const dashed = text.split(/\s+[–—-]\s+|\s*[–—]\s*/).map((p) => p.trim()).filter(Boolean);
  if (dashed.length >= 2) {
    const q = dashed.findIndex(isQualification);
    const i = dashed.findIndex((p) => isInstitution(p) && !isQualification(p));
    if (q >= 0 && i >= 0) return gradeFromInstitution({ qualification: dashed[q]!, institution: dashed.filter((_, k) => k !== q).join(' — ') });
  }
  const parts = splitTopLevel(text, /,/);
  if (parts.length < 2) return null;
  const at = parts.findIndex((p) => isInstitution(p) && !isQualification(p));
  if (at > 0 && isQualification(parts.slice(0, at).join(', '))) {
    return gradeFromInstitution({ qualification: parts.slice(0, at).join(', '), institution: parts.slice(at).join(', ') });
  }
  const q = parts.findIndex(isQualification);
  if (at === 0 && q > 0) return { institution: parts.slice(0, q).join(', '), qualification: parts.slice(q).join(', ') };
  return null;
}

/**
 * 'University of Edinburgh (Distinction)', 'Swansea University – First Class': a grade printed after the
 * institution belongs to the qualification.
 */
function gradeFromInstitution(split: { institution: string; qualification: string }): { institution: string; qualification: string } {
  const m = /\s*\(([^()]+)\)\s*$|(?:\s+[–—-]\s+|,\s*)([^,–—()]+)$/.exec(split.institution);
  const grade = m?.[1] ?? m?.[2];
  if (!m || !grade || !wholeGrade(grade)) return split;
  return { institution: split.institution.slice(0, m.index).trim(), qualification: `${split.qualification} (${grade.trim()})` };
}

function addQualification(entry: CvEducation, text: string, dates: Dates | null): CvQualification {
  const q = emptyQualification();
  const { rest, grade } = splitGrade(text);
  const { qualification, course } = splitDegree(rest);
  q.qualification = qualification;
  q.course = course;
  q.grade = grade;
  if (dates) Object.assign(q, dates);
  entry.qualifications.push(q);
  return q;
}
