import { isUsState, isUsStateName, parseLocation } from './contact.ts';
import { brokenBeforeEndYear, cutSpan, findDate, findDateRange, findLastDate, tidy } from './dates.ts';
import { isAffiliation, withoutAffiliation } from './education-affiliation.ts';
import { headingField, labelledCourse, labelledEntries, type EducationField, type LabelledEntry } from './education-labels.ts';
import { editorEducation, labelColumnEducation } from './europass.ts';
import { DEGREE_RE, INSTITUTION_RE, isCountry, titleScore } from './lexicon.ts';
import { levelledQualification } from './qualification-level.ts';
import { isSentence, joinBroken, joinWrapped, splitLastDash, splitParts, splitTopLevel, titleCase, withoutFullStop, type Joined, type Placement } from './lines.ts';
import type { CvEducation, CvLocation, CvQualification } from '../../../lib/cv/schema.ts';
import type { TextLine } from '../types.ts';

/**
 * Education: institutions (with their place) and the qualifications earned there, in whichever order the CV
 * prints them, with dates and grades split off.
 */

const GRADE_WORDS =
  /^(?:(?:first class|1st class|second class|honou?rs|first class honou?rs) with (?:high(?:est)? )?(?:distinction|merit|honou?rs)(?:\s*\(\d[\d.]*%?\))?|first(?: class)?(?: honours| hons)?|(?:1st|2nd|3rd)[ -]class(?: honours| hons)?|with (?:high |highest )?hono(?:u)?rs|(?:(?:very )?high(?:est)?|great(?:est)?|maximum) distinction|very good|good|excellent|outstanding|satisfactory|upper second(?: class)?(?: \(2:1\))?|(?:mention )?(?:très bien|assez bien|bien|très honorable|honorable|passable)|lower second(?: class)?(?: \(2:2\))?|2:1|2:2|third(?: class)?|distinction|merit|pass|honours|hons|with honours|with distinction|with merit|(?:summa |magna )?cum laude|summa cum laude|magna cum laude|(?:second|2nd)[ -]class[ -](?:upper|lower)(?:[ -]division)?|(?:first|1st|second|2nd|third|3rd)[ -](?:class[ -])?division|\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?|\d{2,3}(?:[.,]\d+)?\s*%|\d{2,3} (?:ucas )?points|\d(?:\.\d+)?)$/i;

/** Splits a grade off a qualification: '(Grade: First)', '– GPA 3.9/4.0', '– 2:1'. */
export function splitGrade(text: string): { rest: string; grade: string } {
  // 'MSc (Distinction) in Data Science', 'M.Sc. Eng. (Maximum Distinction), Department of …': a class of degree in
  // brackets right after the degree's name ('(Hons)' there is the name's own).
  const degree = DEGREE_RE.exec(text.trim())?.[0] ?? '';
  // An abbreviation that completes the degree's name may come between ('M.Sc. Eng.').
  const bracket = degree ? /^((?:\s+\p{L}{2,5}\.)?)\s*\(([^()]+)\)/u.exec(text.trim().slice(degree.length)) : null;
  const inside = bracket?.[2]!.trim() ?? '';
  if (bracket && GRADE_WORDS.test(inside) && !/^(?:hons?|honou?rs|honors)\.?$/i.test(inside) && !/^\d/.test(inside)) {
    const after = text.trim().slice(degree.length + bracket[0].length);
    return { rest: tidy(`${degree}${bracket[1]}${after}`), grade: tidy(inside) };
  }
  // 'B.A. summa cum laude, Economics': the honour printed between the degree's name and its subject.
  const between = degree ? GRADE_BEFORE_SUBJECT.exec(text.trim().slice(degree.length)) : null;
  if (between) return { rest: tidy(`${degree} ${text.trim().slice(degree.length + between[0].length)}`), grade: tidy(between[1]!) };
  const leading = LEADING_GRADE.exec(text.trim());
  if (leading && DEGREE_RE.test(text.trim().slice(leading[0].length))) return { rest: tidy(text.trim().slice(leading[0].length)), grade: tidy(leading[1]!) };
  // Labels that only say 'this is the grade' go: 'Grade: First', 'Percentage: 94.2%', German 'Note: 1,3'.
  // A word qualifying the label goes with it ('Overall Grade: 1.9', 'Final Result: Pass').
  const label = /[\s,;|–—-]*(\(?)\s*\b(?:(?:overall|final|total|cumulative)\s+(?=(?:grade|result|mark|score|percentage)\b))?(?:grade|classification|result|final grade|mark|marks|percentage|aggregate|score|honours|degree class|note(?=\s*:\s*\d))\s*[:\-–]\s*/i.exec(text);
  if (label) {
    let grade = text.slice(label.index + label[0].length).trim();
    // '(Grade: Upper Second Class (2:1))': drop the bracket that opened before the label.
    if (label[1] && grade.endsWith(')')) grade = grade.slice(0, -1);
    if (grade) return { rest: tidy(text.slice(0, label.index)), grade: tidy(grade) };
  }
  let m = /[\s,;(–—-]*\(?\s*((?:c?gpa|grade point average)\s*[:\-]?\s*\d[\d.,]*(?:\s*\/\s*\d[\d.]*)?(?:\s*(?:out of|of)\s*\d[\d.]*)?)\s*\)?\s*$/i.exec(text);
  if (m) return { rest: tidy(withoutOpenAside(text.slice(0, m.index))), grade: tidy(m[1]!) };
  m = /(?:\s+[–—-]\s+|,\s*|\s*\(\s*)([^()–—,]+?)\)?\s*$/.exec(text);
  // '(Hons)' printed as part of the degree's name ('Bachelor of Design (Honours)') is not a grade.
  const degreeEnd = DEGREE_RE.exec(text.trim())?.[0].length ?? 0;
  if (m && GRADE_WORDS.test(m[1]!.trim()) && m.index >= degreeEnd) return { rest: tidy(text.slice(0, m.index)), grade: tidy(m[1]!) };
  m = TRAILING_GRADE.exec(text);
  const honoursAfter = m?.[2] !== undefined;
  if (m && m.index >= degreeEnd && (!honoursAfter || subjectBetween(text, degreeEnd, m.index))) return { rest: tidy(text.slice(0, m.index)), grade: tidy(m[1] ?? m[2]!) };
  return { rest: text, grade: '' };
}

/**
 * What is left of a bracket the GPA closed ('Computer Science (Dean’s List with' before 'GPA 3.579)'): an honour
 * beside the grade, for which there is no field.
 */
function withoutOpenAside(text: string): string {
  const open = text.lastIndexOf('(');
  return open > 0 && !text.slice(open).includes(')') ? text.slice(0, open) : text;
}

/** Words of a subject between the degree's name and what follows it ('BSc Computer Science Hons', not 'BSc Hons'). */
function subjectBetween(text: string, degreeEnd: number, at: number): boolean {
  return degreeEnd > 0 && /\p{L}{3}/u.test(text.slice(degreeEnd, at).replace(/\b(?:in|of)\b/gi, ''));
}

/** A British class of degree: 'first class', 'upper second-class', '2nd class'. */
const DEGREE_CLASS_SOURCE = String.raw`(?:first|1st|second|2nd|upper second|lower second|third|3rd)[- ]class`;
/** A Latin honour or a distinction: 'magna cum laude', 'with highest distinction', 'with honours'. */
const HONOURS_SOURCE = String.raw`(?:summa |magna )?cum laude|with (?:high(?:est)? )?(?:distinction|honou?rs)`;

/** A class of degree or a cum laude opening a line. */
const CLASS_OF_DEGREE = new RegExp(String.raw`^(?:${DEGREE_CLASS_SOURCE}|${HONOURS_SOURCE})\b`, 'i');

/** A grade printed before the degree ('Cum Laude B.A. in Project Management'). */
const LEADING_GRADE = new RegExp(String.raw`^(${HONOURS_SOURCE}|first class(?: honou?rs)?)\s+(?=\S)`, 'i');

/** A Latin honour or a class of degree, then a comma before the subject ('B.A. summa cum laude, Economics'). */
const GRADE_BEFORE_SUBJECT = new RegExp(String.raw`^\s*,?\s+(${HONOURS_SOURCE}|${DEGREE_CLASS_SOURCE}(?: honou?rs)?)\s*,\s*(?=\p{L})`, 'iu');

/**
 * A grade of several words that needs no separator before it ('MSci (Hons) Computer Science First Class', 'M.Sc.
 * magna cum laude', 'B.A. in Linguistics with General Honors'), and honours named after the subject ('B. Tech Computer
 * Science Hons.'), which only a subject may stand before (in 'BSc Hons' they are the degree's name).
 */
const TRAILING_GRADE =
  /\s+(2:[12]|(?:first|1st|second|2nd|third|3rd|upper second|lower second)[- ]class(?:\s+(?:honours|hons|honors|degree))?|(?:summa |magna )?cum laude|with (?:[a-z-]+ ){0,2}(?:distinction|merit|honou?rs))$|(?<=\S\s+\S+)\s+(hons\.?|honou?rs)$/i;

/** The grade when a whole piece of text is one: 'Distinction', '2:1', 'GPA 3.8/4.0', 'Grade: First'. */
export function wholeGrade(text: string): string {
  // 'Graduated with Distinction', 'Passed with Merit': the grade is what they were awarded.
  // 'Graduated scoring first class with honours.': the verb that says how it was earned goes too, and the sentence's full stop.
  const lead = /^(?:graduated|passed(?:\s+out)?|completed|awarded|achieved|obtained)\s+(?:(?:with|scoring|achieving|receiving|earning)\s+)?(?:an?\s+)?(?=\S)/i.exec(text.trim());
  const awarded = lead ? withoutFullStop(text.trim().slice(lead[0].length)) : text.trim();
  if (GRADE_WORDS.test(awarded)) return tidy(awarded);
  // 'Expected 1st Class with Honours': a grade still to come is the grade as printed.
  const predicted = /^(?:expected|predicted|anticipated)\s+/i.exec(text.trim());
  if (predicted && GRADE_WORDS.test(text.trim().slice(predicted[0].length))) return tidy(text);
  return splitGrade(` – ${awarded}`).grade;
}

/** The grade a whole line gives: the line is one, or starts with one ('1st class, with Honours, BCS-accredited'). */
function lineGrade(text: string): string {
  const whole = wholeGrade(text);
  if (whole || !text) return whole;
  const first = splitTopLevel(text, /,/)[0] ?? '';
  if (first !== text.trim() && wholeGrade(first) === first.trim() && !isQualification(text) && !isInstitution(text)) return tidy(text);
  // 'Honours with Highest Distinction; CAP 4.8/5.0': the grade before the semicolon.
  const clause = splitTopLevel(text, /;/)[0] ?? '';
  return clause !== text.trim() ? wholeGrade(clause) : '';
}

/** Splits 'BSc (Hons) in Computer Science' into qualification and course. */
export function splitDegree(text: string): { qualification: string; course: string } {
  const clean = tidy(withoutMode(text.replace(STATUS, '')));
  // 'Honours Bachelor of Science in Statistics': the word is part of the degree's name as printed.
  const honours = HONOURS_FIRST.exec(clean);
  if (honours && DEGREE_RE.test(clean.slice(honours[0].length))) {
    const split = splitDegree(clean.slice(honours[0].length));
    return { ...split, qualification: `${honours[0]}${split.qualification}` };
  }
  if (acronymOfWhole(clean)) return { qualification: clean, course: '' };
  const schoolYear = schoolYearAndStream(clean);
  if (schoolYear) return schoolYear;
  const levelled = levelledQualification(clean);
  if (levelled) return levelled;
  const parted = degreeAmongParts(clean);
  if (parted) return parted;
  const m = DEGREE_RE.exec(clean);
  if (m) {
    // The degree's abbreviation belongs to its name: 'Master of Business Administration (MBA)', and as
    // professional networks print it, 'Bachelor of Science - BS, Computer Science'.
    const after = clean.slice(m[0].length);
    // 'PhD Student in Computer Science', 'Master student in …': the degree is the qualification; the student studies for it.
    const student = STUDENT_AFTER.exec(after);
    if (student) return splitDegree(`${m[0]}${after.slice(student[0].length)}`);
    const dashed = /^\s+[–-]\s+([A-Z][A-Za-z.]{0,7})(?=,|$)/.exec(after);
    const bracketed = /^\s*\(([A-Z][A-Za-z.]{1,7})\)/.exec(after);
    const abbreviation =
      (bracketed && !subjectCode(bracketed[1]!, m[0]) ? bracketed : null) ?? spelledOutDegree(after) ?? (dashed && DEGREE_RE.exec(dashed[1]!)?.[0] === dashed[1] ? dashed : null);
    // 'PhD Candidate in Physics', 'MSc student': the standing is part of the qualification as printed.
    const standing = abbreviation ? null : STANDING.exec(after);
    // 'B.Sc. & M.Sc. in Physics': two degrees of one course are one qualification as printed.
    const joined = DEGREES_JOINED.exec(after);
    const second = joined && !abbreviation && !standing ? DEGREE_RE.exec(after.slice(joined[0].length)) : null;
    const pair = second ? joined![0] + second[0] : '';
    // 'Bachelor of Science Degree', 'BS-MS Dual Degree': the word for what it is belongs to the name, not the course.
    // 'M.Sc. Eng., Department of …': a short abbreviation closing the name, before a comma or the end, completes it.
    const word = abbreviation || standing ? null : (DEGREE_WORD.exec(after.slice(pair.length)) ?? kindWord(m[0], after.slice(pair.length)) ?? (pair ? null : NAME_ABBREVIATION.exec(after)));
    // 'Bachelor of Mathematics, Honours (with …)': the honours programme, named after a comma, is part of the name too.
    const honours = abbreviation || standing || second || word ? null : HONOURS_AFTER.exec(after);
    const pairOrWord = pair + (word?.[0] ?? '');
    const name = m[0] + (abbreviation?.[0] ?? standing?.[0] ?? (pairOrWord || (honours?.[0] ?? '')));
    const qualification = name.trim();
    let course = clean.slice(name.length);
    // 'in', and its Spanish, French and Portuguese kin ('Licenciatura en Ciencias …').
    course = tidy(course.replace(/^\s*(?:(?:in|of|on|en|em|de)\b|\(|:|,|–|—|-)\s*/i, ''));
    // A course in brackets ('MSc (Data Science)') loses its closing bracket with the opening one.
    if (count(course, ')') > count(course, '(')) course = tidy(course.replace(/\)\s*$/, ''));
    // 'Master’s degree in Mathematics (MMath)': the degree's own abbreviation after the course names it.
    const own = /\s*\(([^()]+)\)$/.exec(course);
    if (own && DEGREE_RE.exec(own[1]!)?.[0] === own[1] && !abbreviation) return { qualification: own[1]!, course: tidy(course.slice(0, own.index)) };
    // 'Bachelor of Arts, Major in Economics': the major is the course.
    return { qualification, course: tidy(course.replace(MINOR_PARTS, '').replace(COURSE_TAIL, '').replace(/^(?:major(?:ing)?|concentration)(?:\s+in|:)\s+/i, '')) };
  }
  const named = degreeAfterSubject(clean) ?? namedQualificationThenSubject(clean);
  if (named) return named;
  // 'Term Exchange, Faculty of Mathematics': the stay is the qualification; the faculty that hosted it is no course.
  const stay = EXCHANGE.exec(clean);
  if (stay) return { qualification: stay[0], course: tidy(clean.slice(stay[0].length).replace(/^\s*(?:in\b|,|–|—|-|:)\s*/i, '').replace(FACULTY, '')) };
  const programme = programmeAndSubject(clean);
  if (programme) return programme;
  const inAt = /^(.+?)\s+in\s+(.+)$/i.exec(clean);
  if (inAt) return { qualification: inAt[1]!, course: inAt[2]! };
  // 'Mathematics and Physics' where a degree would stand names what was studied, no degree: it is the course.
  if (fieldOfStudy(clean)) return { qualification: '', course: clean };
  return { qualification: clean, course: '' };
}

/**
 * 'BE (Bachelor of Engineering) Mechanical', 'B.Tech (Bachelor of Technology) in CSE': the degree's name spelled out in
 * brackets after its abbreviation, as Indian CVs often print it, belongs to the qualification; what follows is the subject.
 */
function spelledOutDegree(afterDegree: string): RegExpExecArray | null {
  const m = /^\s*\(([^()]{4,60})\)/.exec(afterDegree);
  return m && /\sof\s/i.test(m[1]!) && !/\d/.test(m[1]!) && DEGREE_RE.test(m[1]!.trim()) ? m : null;
}

/** A school year named by its number, then what was studied in it: 'Grade 12th, PCM (CS)', 'Class XII – Science'. */
const SCHOOL_YEAR_THEN_STREAM = /^((?:grade|class|std\.?|standard)\s+(?:\d{1,2}(?:st|nd|rd|th)?|[XVI]{1,4})|\d{1,2}(?:st|nd|rd|th)\s+(?:grade|class|std\.?|standard))\s*(?:,|\s[–—-])\s*(\S.*)$/i;

/**
 * 'Grade 12th, PCM (CS)', as LinkedIn prints a school year and its field of study: the year is the qualification, the
 * stream its course. A board that set the exams ('Class XII, CBSE'), a grade or anything dated is no course.
 */
function schoolYearAndStream(text: string): { qualification: string; course: string } | null {
  const m = SCHOOL_YEAR_THEN_STREAM.exec(text);
  if (!m || SCHOOL_BOARD.test(m[2]!.trim()) || wholeGrade(m[2]!) || /\d/.test(m[2]!)) return null;
  return { qualification: m[1]!, course: tidy(m[2]!) };
}

/** The department that taught a subject, named after it ('Computer Engineering and Systems Department'). */
const DEPARTMENT_AFTER = /\s+(?:department|dept\.?)$/i;

/**
 * 'COMPUTER SCIENCE AND ENGINEERING | B.S.', 'Computer Engineering and Systems Department | Bachelor’s Degree': a
 * row of parts (cells, bars or dots between them), one of them a degree and the others a subject or the board
 * that examined it. The degree is the qualification, the subject its course, whichever part comes first.
 */
function degreeAmongParts(text: string): { qualification: string; course: string } | null {
  const parts = splitParts(text);
  if (parts.length < 2) return null;
  const degrees = parts.filter((p) => isQualification(p) && (DEGREE_RE.test(p) || QUALIFICATION_TAIL.test(p)));
  if (degrees.length !== 1) return null;
  const subjects = parts.filter((p) => p !== degrees[0]).map((p) => p.replace(DEPARTMENT_AFTER, ''));
  if (!subjects.every((p) => fieldOfStudy(p) || SCHOOL_BOARD.test(p))) return null;
  const degree = splitDegree(degrees[0]!);
  const course = subjects.filter((p) => !SCHOOL_BOARD.test(p)).join(', ');
  return { qualification: degree.qualification, course: degree.course || course };
}

/** A programme named by its kind, then a comma or a dash and what it taught. */
const PROGRAMME_THEN_SUBJECT = /^(.{0,40}?\b(?:course|boot ?camp|programme|program|training|nanodegree))\s*(?:,|\s[–—-])\s*(\S.*)$/i;

/** 'The Coding Boot Camp – Full Stack Web Development', 'College Course, Category Theory': the programme, then its subject. */
function programmeAndSubject(text: string): { qualification: string; course: string } | null {
  const m = PROGRAMME_THEN_SUBJECT.exec(text.trim());
  return m ? { qualification: tidy(m[1]!), course: tidy(m[2]!) } : null;
}

/**
 * 'Master of Computer Applications (MCA)', 'Bachelor of Science in Nursing (BSN)': the acronym in brackets spells
 * the whole name before it, so the whole is the degree's name, subject and all.
 */
function acronymOfWhole(text: string): boolean {
  const m = /^(.+?)\s*\(([A-Z][A-Za-z.]{1,7})\)$/.exec(text);
  if (!m || !DEGREE_RE.test(m[1]!)) return false;
  const initials = m[1]!
    .split(/[\s-]+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');
  return initials.length >= 3 && initials.toUpperCase() === m[2]!.replace(/\./g, '').toUpperCase();
}

/**
 * 'B.Tech (CSE)', 'B.E(CSE)', 'B.Sc (IT)': capitals in brackets after a degree's name that neither name a degree nor
 * spell the name's initials ('Master of Business Administration (MBA)') are the subject's short form, its course.
 */
function subjectCode(bracketed: string, degree: string): boolean {
  // 'Class XII (CBSE)': the board that examined it is no subject.
  if (!/^[A-Z]{2,5}$/.test(bracketed) || DEGREE_RE.exec(bracketed)?.[0] === bracketed || SCHOOL_BOARD.test(bracketed)) return false;
  const initials = degree
    .split(/[\s.-]+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');
  return initials.toUpperCase() !== bracketed;
}

/** Boards that set school-leaving exams, printed in brackets after the class ('Class XII (CBSE)'). */
const SCHOOL_BOARD = /^(?:CBSE|ICSE|ISC|SSC|HSC|IGCSE|IB|WAEC|NECO|KCSE|NIOS|GCE)$/;

/** The word for what was awarded right after a degree's name ('Dual Degree' after a joined pair's, 'A level certification'). */
const DEGREE_WORD = /^\s+(?:dual\s+)?(?:degree|diploma|certificate|certification)\b/i;

/**
 * A word for what kind of study it was, closing the name ('Higher Secondary Course', 'Bachelor of Science Programme'):
 * the name's, no subject. 'Education' only after a school level ('Higher Secondary Education'; in 'BSc Education' it is the subject).
 */
/** A short abbreviation right after a degree's name, ending it ('M.Sc. Eng.'). */
const NAME_ABBREVIATION = /^\s+\p{L}{2,5}\.(?=\s*(?:,|$))/u;

const KIND_WORD = /^\s*(?:course|programme|program|examination|exam|certificate)\s*$/i;
const SCHOOL_LEVEL_WORD = /\b(?:secondary|primary|school)\b/i;
const kindWord = (degree: string, after: string) =>
  KIND_WORD.exec(after) ?? (SCHOOL_LEVEL_WORD.test(degree) ? /^\s*education\s*$/i.exec(after) : null);

/**
 * What joins two degrees of one course: 'B.Sc. & M.Sc.', 'BA/MA', and a bare hyphen, as Indian institutes name their
 * integrated programmes ('BS-MS Dual Degree', 'B.Tech-M.Tech').
 */
const DEGREES_JOINED = /^(?:\s*(?:&|and|\/)\s*|[-‐‑–](?=\S))/i;

/** 'Honours' after a comma right after the degree's name ('Bachelor of Mathematics, Honours'), as Canadian universities name theirs. */
const HONOURS_AFTER = /^\s*,\s*honou?rs\b(?!\s+(?:in|with)\b)/i;

/** A candidate's standing after the degree's name ('PhD Candidate'), which is part of the qualification as printed. */
const STANDING = /^\s+candidate\b/i;
/** 'Student' after the degree's name ('PhD Student'): who studies for it, no part of its name. */
const STUDENT_AFTER = /^\s+student\b/i;

/**
 * The degree's status in brackets, no part of its name or course: '(Near Completion)', '(Incomplete)', '(Expected)', '(Final Year)',
 * '(didn't graduate)'; and its level on a qualifications framework ('(EQF 7)', '(NQF level 8)').
 */
const STATUS =
  /\s*\((?:near completion|incomplete|not completed|in progress|ongoing|on going|pending|expected|anticipated|current|did(?:n['’]t| not) (?:graduate|finish|complete)|not graduated|unfinished|discontinued|final year|(?:first|second|third|fourth|1st|2nd|3rd|4th) year|(?:EQF|ISCED|NQF)(?:\s+level)?\s*\d|level\s+\d\s+(?:EQF|ISCED|NQF))\)/gi;

/**
 * What may trail a course and is no part of it: a minor ('…, Minor in Business'), a thesis title ('PhD - Thesis Title: …'),
 * the cohort ('Bachelor of Cybersecurity, Third Cohort') and the faculty that taught it ('Masters in Political Science, Faculty of Commerce').
 */
const COURSE_TAIL = /[\s,;–—-]*\b(?:(?:with an? )?minor(?:s)?(?: in|:)\s.*|(?:thesis|dissertation)(?: title)?\s*:.*|(?:first|second|third|fourth|fifth|\d+(?:st|nd|rd|th))\s+(?:cohort|batch|intake))$|(?:^|,\s*)(?:the\s+)?(?:faculty|department|dept\.?)\s+of\s.*$/i;

/**
 * Parts after the subject that name a minor or a concentration, as US résumés print them ('Computer Science |
 * Artificial Intelligence Concentration | Spanish Minor', '… (with Computer Science minor)'): no part of the course.
 */
const MINOR_PARTS = /(?:\s*[|;]\s*[^|;]*\b(?:minors?|concentration)\b[^|;]*|\s*\((?:with\s+(?:an?\s+)?)?[^()]*\bminors?\))+$|^with\s+(?:an?\s+)?[^()|;]*\bminors?$/i;

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Up to four capitalised words, with the small words place names hold ('Newcastle upon Tyne', 'Isle of Man'). */
const PLACE_WORDS = /^(?=(?:\S+\s+){0,3}\S+$)\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|upon|on|of|de|del|la|le|am|im|sur|an|der))*$/u;

/**
 * Splits 'University of X — City, Country' into institution and place. With `findPlace` false (the place
 * was printed apart) the whole text is the name.
 */
export function splitInstitution(printed: string, findPlace = true): { institution: string; location: CvLocation } {
  const text = withoutAffiliation(printed);
  // A spaced slash parts them as a dash does ('Cherkasy State Business-College / Cherkasy (UKR)').
  const dashed = /\s+[–—\/-]\s+|\s*[–—|]\s*/.exec(text);
  let name = text;
  let place = '';
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/.exec(text.trim()) ?? /^(.+?)\s+@\s+(.+)$/.exec(text.trim());
  const town = bracketed ? townBeforeBracket(bracketed[1]!, bracketed[2]!) : null;
  if (!findPlace) {
    // The name is all there is.
  } else if (town) {
    // 'Università di Genova, Genova (Italy)', 'VELLORE INSTITUTE OF TECHNOLOGY, VELLORE (VIT)': the town between the
    // name and a bracket that holds the country or the name's own initials.
    name = town.name;
    place = isCountry(bracketed![2]!) ? `${town.town}, ${bracketed![2]!}` : town.town;
  } else if (bracketed && townAndState(bracketed[2]!)) {
    // 'University of Washington (Seattle WA)', 'Stanford University (Stanford, California)': a US town and its state.
    name = bracketed[1]!;
    place = townAndState(bracketed[2]!)!;
  } else if (bracketed && (isPlace(bracketed[2]!) || townAfterShortName(bracketed[1]!, bracketed[2]!))) {
    // 'UFABC (Santo André, Brazil)', 'University of Toronto @ Toronto, CA': the school, then where it is.
    name = bracketed[1]!;
    place = bracketed[2]!;
  } else if (dashed && dashed.index > 0 && !isInstitution(text.slice(dashed.index + dashed[0].length))) {
    // What follows a dash is the place, unless it names a school itself ('… State University - The National Engineering University').
    name = text.slice(0, dashed.index);
    place = text.slice(dashed.index + dashed[0].length);
  } else {
    const parts = splitTopLevel(text, /,/);
    if (parts.length >= 2) {
      // The institution is the part naming one; what follows it is the place, when it reads as one (the
      // commas of 'Konstfack University of Arts, Crafts and Design' are the name's own).
      const at = parts.findIndex((p) => INSTITUTION_RE.test(p));
      let cut = at >= 0 ? at + 1 : 1;
      // 'University of California, Berkeley': a state's university names its campus after the comma.
      if (STATE_SYSTEM.test(parts[cut - 1]!) && parts.length === cut + 1 && !isCountry(parts[cut]!) && !isUsState(parts[cut]!)) cut++;
      const rest = parts.slice(cut);
      // 'University of Belgrade, Faculty of Mathematics': the faculty is part of the name, no place.
      if (rest.every((p) => (PLACE_WORDS.test(p) && !FACULTY.test(p)) || isCountry(p) || isUsState(p))) {
        name = parts.slice(0, cut).join(', ');
        place = rest.join(', ');
      }
    }
  }
  // 'Georgia Institute of Technology ‖ Remote - Part Time', '… ‖ Online': how or whether it was studied stands where a place would.
  if (NO_PLACE.test(place.trim())) place = '';
  // 'Nairobi, Kenya & Online', 'Toronto, Canada / Remote': the mode joined to the place is no part of it.
  place = place.replace(MODE_AFTER_PLACE, '');
  const location: CvLocation = { city: '', country: '' };
  const placeParts = splitTopLevel(place, /,/);
  if (placeParts.length) {
    // '…, Los Angeles, USA.': the full stop of a line written as a sentence is no part of the country.
    const printedLast = placeParts[placeParts.length - 1]!;
    const last = isCountry(printedLast.replace(/\.$/, '')) ? printedLast.replace(/\.$/, '') : printedLast;
    if (placeParts.length === 1) {
      const country = trailingCountry(last);
      if (isCountry(last)) location.country = last;
      else if (country) Object.assign(location, country);
      else location.city = last;
    } else {
      location.city = placeParts[0]!;
      // 'Evanston, IL': a US state is no country, nor a region ('Toronto, Ontario') or a grade after the town ('Orsay, Mention Bien').
      location.country = isCountry(last) ? last : '';
    }
  }
  let institution = withoutFullStop(tidy(name));
  // 'Adam Mickiewicz University in Poznan, Poland': the town after 'in', with its country after it, is the place; without
  // one it is the school's own name as printed ('Washington University in St. Louis', 'The American University in Cairo').
  const inTown = IN_TOWN.exec(institution);
  if (findPlace && inTown && !location.city && location.country) {
    institution = inTown[1]!;
    location.city = inTown[2]!;
  }
  return { institution: institution === institution.toUpperCase() ? capitalisedName(institution) : institution, location };
}

/** A town and its US state, by code or by name, the comma between them left out or not: 'Seattle WA', 'Stanford, California'. */
const TOWN_STATE = /^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}?),?\s+([A-Z]{2}|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)$/u;

/** 'Seattle WA' → 'Seattle, WA'; null when the text is no town and state. */
function townAndState(text: string): string | null {
  const m = TOWN_STATE.exec(text.trim());
  if (!m || !(isUsState(m[2]!) || isUsStateName(m[2]!)) || isUsStateName(m[1]!)) return null;
  return `${m[1]}, ${m[2]}`;
}

/** 'School, Town' before a bracket holding a country or the school's initials: the name and the town. */
function townBeforeBracket(before: string, bracket: string): { name: string; town: string } | null {
  const parts = splitTopLevel(before, /,/).map((p) => p.trim());
  if (parts.length !== 2 || !isInstitution(parts[0]!) || isInstitution(parts[1]!) || !readsAsTown(parts[1]!)) return null;
  const initials = parts[0]!
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w) && !/^(?:OF|AND|THE|FOR|DI|DE)$/.test(w))
    .map((w) => w[0])
    .join('');
  return isCountry(bracket) || initials === bracket.trim().toUpperCase() ? { name: parts[0]!, town: parts[1]! } : null;
}

/** Words that name a town, read in title case when printed in capitals ('VELLORE', 'NEW DELHI'). */
function readsAsTown(text: string): boolean {
  const shown = text === text.toUpperCase() ? lowerSmallWords(text).replace(/\p{L}+/gu, (w) => w[0] + w.slice(1).toLowerCase()) : text;
  return PLACE_WORDS.test(shown);
}

/** A name printed in capitals, in title case; a school's short name stays as it is ('MIT', 'IIT BOMBAY' → 'IIT Bombay'). */
function capitalisedName(text: string): string {
  const printed = text.split(/\s+/);
  const acronym = (word: string) => word.length <= 5 && INSTITUTION_RE.exec(word)?.[0] === word;
  // One short word in capitals is an acronym ('INSEAD').
  if (printed.length === 1 && text.length <= 6) return text;
  return titleCase(lowerSmallWords(text))
    .split(/\s+/)
    .map((word, i) => (printed[i] && acronym(printed[i]!) ? printed[i]! : word))
    .join(' ');
}

/** The small words of a name in capitals stay small when it is title-cased ('INSTITUTE OF TECHNOLOGY' → 'Institute of Technology'). */
function lowerSmallWords(text: string): string {
  return text.replace(/(?<=\s)(?:OF|AND|THE|FOR|IN|AT|DE|DU|DES|LA|LE|DER|UND)(?=\s)/g, (w) => w.toLowerCase());
}

/** A mode of study ('Online', 'Remote - Part Time') or a status ('Expected') printed in a school's place slot: no place. */
const MODE_WORD = String.raw`(?:remote|online|virtual|hybrid|distance(?:[- ]learning)?|part[- ]time|full[- ]time)`;
const MODE_AFTER_PLACE = new RegExp(String.raw`\s*(?:[-–—/&|+]|\b(?:and|or)\b)\s*${MODE_WORD}\s*$`, 'i');
const NO_PLACE = new RegExp(String.raw`^(?:${MODE_WORD}(?:\s*[-–—,/&|]\s*${MODE_WORD})*|expected|anticipated|ongoing|in progress)$`, 'i');

/** A US state's university, whose campuses are named after a comma ('University of Wisconsin, Madison'). */
const STATE_SYSTEM =
  /^(?:the\s+)?university of (?:alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming)$/i;

const IN_TOWN = /^(.*\b(?:University|College|Institute|School|Academy|Polytechnic|Universit\p{L}+)\b.*?)\s+in\s+(\p{Lu}[\p{L}'’.-]+(?:[\s-]\p{Lu}[\p{L}'’.-]+)?)$/u;

/** A degree's name followed by a word that makes the line about something else ('Master's thesis: …'). */
const NOT_A_DEGREE = /^(?!pre-?university\s+course\b)\S+(?:'s|’s)?\s+(?:thesis|dissertation|project|courses?|coursework|modules?)\b/i;

/**
 * Work done while studying, which names the school it was done at ('MS Thesis at Indian Institute of Technology',
 * 'Master Project – PrIMA (University of Bremen)'): a detail of the entry above, never a school of its own.
 */
const STUDY_WORK = /^(?:\S+(?:'s|’s)?\s+)?(?:thesis|dissertation|project|capstone)\b/i;
const aboutStudyWork = (text: string) => STUDY_WORK.test(text.trim());
/** 'London United Kingdom': a town and its country without a comma between them. */
function trailingCountry(text: string): CvLocation | null {
  const words = text.trim().split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const country = words.slice(i).join(' ');
    if (isCountry(country) && country.length > 3) return { city: words.slice(0, i).join(' '), country };
  }
  return null;
}

const isQualification = (text: string) =>
  (DEGREE_RE.test(withoutMode(text).replace(HONOURS_FIRST, '')) || EXCHANGE.test(text.trim()) || QUALIFICATION_TAIL.test(text.replace(STATUS, '').trim())) && !NOT_A_DEGREE.test(text.trim()) && !schoolAlone(text);

/** 'Honours' before a degree's name, as Canadian universities name theirs ('Honours Bachelor of Science'). */
const HONOURS_FIRST = /^(?:joint |combined )?honou?rs\s+(?=\S)/i;

/**
 * How a degree was studied, printed before its name ('Part-time PGDip', 'Integrated master’s degree'), or that it is
 * still to come ('Expecting Bachelor Degree in …'): no part of the name we match.
 */
const STUDY_MODE = /^(?:part[- ]time|full[- ]time|integrated|online|distance(?:[- ]learning)?|expect(?:ing|ed))\s+/i;

function withoutMode(text: string): string {
  return text.trim().replace(STUDY_MODE, '');
}

/**
 * A school's name and nothing else, whatever degree it spells ('MIT' is no M.IT), also when a school of the
 * university follows its initials ('MIT Sloan School of Management').
 */
function schoolAlone(text: string): boolean {
  const t = text.trim();
  const m = INSTITUTION_RE.exec(t);
  if (!m || m.index !== 0 || m[0] !== m[0].toUpperCase()) return false;
  const after = t.slice(m[0].length);
  // A school of it, not a university: 'MIT Deakin University' is a Master of IT at Deakin.
  return !after || /^\s+(?:\p{Lu}[\p{L}.'’-]*\s+){0,3}(?:School|College|Institute)\b/u.test(after);
}

/** The faculty or department that hosted a course of study ('Faculty of Mathematics'): no subject itself. */
const FACULTY = /^(?:the\s+)?(?:faculty|department|dept\.?)\s+of\s+.*$/i;

/** A faculty or department on a line of its own ('Faculty of Foreign Languages – Philology', '(faculty: Applied Mathematics)'). */
const FACULTY_LINE = /^\(?\s*(?:the\s+)?(?:faculty|department|dept\.?)\s*(?:of\s|:)\s*(.*?)\)?$/i;

/** A faculty named alone; 'Faculty of Law, University of Elmfield' names its school too, and is that school's line. */
function facultyAlone(text: string): boolean {
  const m = FACULTY_LINE.exec(text.trim());
  return !!m && !isInstitution(m[1]!);
}

/** A faculty's line without the brackets an aside sets it in ('(Faculty of Law)'). */
function outOfBrackets(text: string): string {
  return text.trim().replace(/^\(|\)$/g, '');
}

/** What was studied at the faculty a line names: the subject a label or a department names, else the faculty's whole name. */
function facultyCourse(text: string): string {
  const m = FACULTY_LINE.exec(text.trim())!;
  const subjectNamed = /^\(?\s*(?:\p{L}+\s*:|(?:the\s+)?(?:department|dept\.?)\s+of\s)/iu.test(text.trim());
  return subjectNamed ? tidy(m[1]!) : tidy(outOfBrackets(text));
}

/** A stay that stands for a degree: 'Exchange Semester', 'Visiting Student', 'Term Exchange', 'Study Abroad Programme', 'Semester Abroad'. */
const EXCHANGE =
  /^(?:(?:term|semester|year|erasmus)\s+)?(?:exchange|visiting|study abroad|(?<=(?:semester|year)\s+)abroad)(?:\s+(?:student|semester|programme|program|term|year|scholar|researcher|period))?(?=$|\s*[,(–—:]|\s+-\s|\s+(?:in|at)\s)/i;
const isInstitution = (text: string) => INSTITUTION_RE.test(text) || TECH_SCHOOL.test(text.trim());

/** A school known by its state and 'Tech' ('Georgia Tech', 'Virginia Tech'). */
const TECH_SCHOOL = /^(?:\p{Lu}[\p{L}.]+\s+){1,2}Tech$/u;

/** A place as printed beside a school: 'Ithaca, NY', 'Pittsburgh, PA, USA', 'Tehran, Iran', 'India'. */
export function isPlace(text: string): boolean {
  const t = text.trim();
  if (!t || isInstitution(t) || isQualification(t)) return false;
  const parts = splitTopLevel(t, /,/);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length > 3 || !(isCountry(last) || isUsState(last))) return false;
  return parts.every((p) => PLACE_WORDS.test(p) || isCountry(p) || isUsState(p));
}

interface Dates {
  start: string;
  end: string;
}

/**
 * Words that introduce a date rather than being part of a name: 'Expected May 2024', 'Grad. May 2011', 'Year of
 * passing: 2019', 'estimated graduation Dec. 2025'; the label's colon may be a spaced dash ('Year of Completion – 2017').
 */
const DATE_LABEL =
  /\(?\s*\b(?:expected|anticipated|estimated|graduat(?:ed|ion|ing)|grad\.|completed|class of|(?:year|date)(?:\s+of\s+(?:passing|completion|graduation))?(?=\s*(?::|\s[–—-])))(?:\s+(?:graduation|date|in|on))*\s*(?::|\s[–—-])?\s*$/i;

/** A dash after a date with nothing after it but a closing bracket: the range is still open. */
const OPEN_AFTER = /^\s*[–—-]+\s*(?=\)|$)/;
/** 'since 2019', 'from 2019': the date that began what goes on. */
const SINCE = /\b(?:since|from)\s+$/i;

/** Cuts a date and the label that introduces it out of text. */
function cutDate(text: string, index: number, length: number): string {
  const label = DATE_LABEL.exec(text.slice(0, index));
  const from = label ? label.index : index;
  // '2024.7(expected)', 'Sep 2024 – Sep 2028 (In Progress)': a status after the date goes with it (it is no place).
  // '2016 - present (expected to graduate in June 2020)': an aside on when it will end goes too.
  const status = /^\s*\((?:(?:expected|anticipated|est\.?|in progress|ongoing|on going|current|pending)|(?:expected|anticipated)\s+(?:to\s+)?(?:graduat|finish|complet)[^()]*)\)/i.exec(text.slice(index + length));
  return cutSpan(text, from, index + length + (status?.[0].length ?? 0) - from);
}

/**
 * 'Learners Guild, 2017–2018, web development': dates printed between commas part the line as a cell break would
 * (the school before them, what was studied after), so the two are not read as one name. Null when the dates do
 * not stand between two comma pieces.
 */
function partAtDate(text: string, index: number, length: number): string | null {
  const before = /^(.*\S)\s*,\s*$/.exec(text.slice(0, index));
  const after = /^\s*,\s*(\S.*)$/.exec(text.slice(index + length));
  if (!before || !after || /\|/.test(text)) return null;
  return `${tidy(before[1]!)} | ${tidy(after[1]!)}`;
}

/**
 * Cuts a date range or single dates out of text. Two single dates are a start and an end
 * ('September 2009 (expected graduation date: July 2013)'); one is the end.
 */
function takeDates(text: string): { rest: string; dates: Dates | null } {
  const range = findDateRange(text);
  if (range) return { rest: partAtDate(text, range.index, range.length) ?? cutDate(text, range.index, range.length), dates: { start: range.start, end: range.current ? '' : range.end } };
  const first = findDate(text);
  const last = findLastDate(text);
  if (first && last && last.index > first.index) {
    const rest = cutDate(cutDate(text, last.index, last.length), first.index, first.length);
    return { rest, dates: { start: first.date, end: last.date } };
  }
  const single = last ?? first;
  // '(2019-)', '2019 –', 'since 2019': a date left open is when it began.
  const open = single && OPEN_AFTER.exec(text.slice(single.index + single.length));
  const since = single && SINCE.test(text.slice(0, single.index));
  if (single && (open || since)) {
    const cut = cutDate(text, single.index - (since ? SINCE.exec(text.slice(0, single.index))![0].length : 0), single.length + (open?.[0].length ?? 0) + (since ? SINCE.exec(text.slice(0, single.index))![0].length : 0));
    return { rest: cut, dates: { start: single.date, end: '' } };
  }
  if (single) return { rest: cutDate(text, single.index, single.length), dates: { start: '', end: single.date } };
  return { rest: text, dates: null };
}

/**
 * Labelled fields as the Europass layout prints them, each in its own cell, with or without a colon ('Field of study
 * Computer Science', 'Field(s) of study: Electronics', 'Final grade 2:1', 'Address: Praha (Czechia)'); the labels
 * that carry nothing for us are dropped with their value. 'Thesis: …' with a colon is a detail left for review.
 */
const FIELD_LABEL =
  /^(?!thesis\s*:)(field\(?s?\)? of study|final grade|level in eqf|eqf level|national classification|address|website|thesis|type of credits|number of credits|main subjects(?: or occupational skills covered)?)\s*:?\s+(.+)$/i;

/** Where the next labelled field starts inside one cell, its label capitalised as the layout prints it. */
const NEXT_LABEL = /\s+(?=(?:Field\(?s?\)? of study|Final grade|Level in EQF|EQF level|National classification|Address|Website|Thesis|Type of credits|Number of credits|Main subjects)\s)/;

/** A cell of labelled fields the extractor did not part ('Website https://… Field of study Applied Electronics'), one per field. */
function splitAtLabels(part: string): string[] {
  return FIELD_LABEL.test(part) ? part.split(NEXT_LABEL) : [part];
}

/** Row labels of the older Europass layout; those in the group name rows with nothing for us. */
const ROW_LABEL =
  /^(?:dates?|title of qualification awarded|name and type of organi[sz]ation[\p{L}\s/]*|(principal subjects[\p{L}\s/]*|level in national or international classification))$/iu;

function takeLabelledFields(text: string): { rest: string; course: string; grade: string; address: string; found: boolean } {
  let course = '';
  let grade = '';
  let address = '';
  let found = false;
  const rest: string[] = [];
  const parts = splitParts(text);
  // The older Europass layout puts a label in the left column of each row ('Title of qualification awarded ‖ …').
  const rowLabel = parts.length >= 2 ? ROW_LABEL.exec(parts[0]!) : null;
  // Rows with nothing for us are left for review.
  if (rowLabel) return { rest: rowLabel[1] ? '' : parts.slice(1).join(' | '), course: '', grade: '', address: '', found: false };
  for (const part of parts.flatMap(splitAtLabels)) {
    const m = FIELD_LABEL.exec(part);
    if (!m) {
      rest.push(part);
      continue;
    }
    found = true;
    const label = m[1]!.toLowerCase();
    if (label.startsWith('field')) course = tidy(m[2]!);
    else if (label === 'final grade') grade = takeGpa(m[2]!).gpa || tidy(m[2]!);
    // The school's address: its town and country are the entry's place.
    else if (label === 'address') address = tidy(m[2]!);
  }
  return { rest: rest.join(' | '), course, grade, address, found };
}

/** Takes out cells and a trailing dashed part that are a place ('MSc … ‖ Pittsburgh, PA, USA', '… – Princeton, NJ'). */
function takePlace(text: string): { rest: string; place: string } {
  const parts = splitParts(text);
  if (parts.length >= 2) {
    const places = parts.filter(isPlace);
    if (places.length && places.length < parts.length) return { rest: parts.filter((p) => !places.includes(p)).join(' | '), place: places[0]! };
  }
  if (isPlace(text)) return { rest: '', place: text };
  const dashed = splitLastDash(text);
  if (dashed && isPlace(dashed[1])) return { rest: dashed[0], place: dashed[1] };
  return { rest: text, place: '' };
}

function placeToLocation(place: string): CvLocation {
  return splitInstitution(`x — ${place}`).location;
}

function emptyQualification(): CvQualification {
  return { qualification: '', course: '', start: '', end: '', grade: '' };
}

/** The layout of one line, as far as education reads it. */
interface LineShape {
  x: number;
  bold: boolean;
  size: number;
  bullet: boolean;
}

function sameShape(a: LineShape, b: LineShape): boolean {
  return Math.abs(a.x - b.x) <= 2 && a.bold === b.bold && Math.abs(a.size - b.size) < 0.05;
}

/** The date cell that leads a line in a dates-column layout ('2011–2012 ‖ Masters of Commerce ‖ …'), or null. */
function leadingDateCell(entry: Joined): boolean {
  const cells = entry.first.cells;
  if (cells.length < 2) return false;
  const first = cells[0]!.text;
  return !!(findDateRange(first) || findDate(first)) && !takeDates(first).rest;
}

/**
 * Joins onto the line above a line that only closes its bracket ('… · (June' / '2023 - January 2027)'), and a
 * line indented under a bulleted sentence, which the extractor may not have seen as wrapped.
 */
function joinContinuations(entries: Joined[]): Joined[] {
  const out: Joined[] = [];
  let bulletX: number | null = null;
  for (const entry of entries) {
    const prev = out[out.length - 1];
    const openBracket = prev && count(prev.text, '(') > count(prev.text, ')') && count(entry.text, ')') > count(entry.text, '(');
    const underBullet = prev && bulletX !== null && !entry.first.bullet && entry.first.x > bulletX + 3 && !leadingDateCell(entry);
    // '… College, Roseburg, OR' / '— Generals': a dash opening the line goes on from a school's place above.
    const dashAfterPlace = prev && !entry.first.gapBefore && !entry.first.bullet && /^[—–]\s/.test(entry.text.trim()) && endsInPlace(prev.text);
    const dateWrap = prev && wrappedDateColumn(prev, entry);
    if (prev && dateWrap) {
      prev.text = dateWrap;
      prev.lines.push(...entry.lines);
      continue;
    }
    if (prev && (openBracket || underBullet || wrapsSchoolName(prev, entry) || dashAfterPlace)) {
      prev.text = joinBroken(prev.text, entry.text);
      prev.lines.push(...entry.lines);
      continue;
    }
    bulletX = entry.first.bullet && isSentence(entry.text) ? entry.first.x : null;
    out.push({ ...entry, lines: [...entry.lines] });
  }
  return out;
}

/**
 * A narrow dates column wraps the range's year onto the next row, beside the rest of the text column's line
 * ('September 2010 – October ‖ Master Degree in … Computer' / '2012 ‖ Engineering'): the two rows are one, as printed.
 */
function wrappedDateColumn(prev: Joined, entry: Joined): string | null {
  const [above, below] = [splitParts(prev.text), splitParts(entry.text)];
  if (prev.lines.length > 1 || above.length < 2 || below.length !== 2 || !brokenBeforeEndYear(above[0]!.trim(), below[0]!.trim())) return null;
  if (!findDateRange(`${above[0]} ${below[0]}`)) return null;
  return [`${above[0]} ${below[0]}`, joinBroken(above[1]!, below[1]!), ...above.slice(2)].join(' | ');
}

/** A school's line ending in its town and state or country ('Umpqua Community College, Roseburg, OR'). */
function endsInPlace(text: string): boolean {
  const parts = splitTopLevel(text, /,/);
  return parts.length >= 3 && isSchool(parts[0]!) && isPlace(parts.slice(-2).join(', '));
}

/** The word a school's name ends in, opening the line a narrow column wrapped it onto ('Brigham Young' / 'University - Idaho,'). */
const SCHOOL_WORD_FIRST = /^(?:university|college|institute|school|academy|polytechnic)\b/i;

/** A name a narrow column broke before its school word: the line above names nothing on its own. */
function wrapsSchoolName(prev: Joined, entry: Joined): boolean {
  const above = prev.text.trim();
  // 'University of Toronto' is a whole name: the subject above it ('Computer Science') is no part of it.
  if (entry.first.gapBefore || entry.first.bullet || !SCHOOL_WORD_FIRST.test(entry.text.trim()) || /^\S+\s+of\b/i.test(entry.text.trim()) || prev.lines.length > 1) return false;
  if (above.split(/\s+/).length > 4 || /\d|[,;:]/.test(above) || isInstitution(above) || isQualification(above) || isSentence(above)) return false;
  return /^\p{Lu}/u.test(above) && isInstitution(`${above} ${entry.text.trim()}`);
}

/** Text that could name a qualification: words, mostly capitalised ('Certified Captain', not 'Something left over'). */
function readsAsName(text: string): boolean {
  const lower = text.split(/\s+/).filter((w) => /^\p{Ll}/u.test(w) && !/^(?:of|and|in|on|for|the|with|at|de|en|&)$/.test(w));
  return /\p{L}{2}/u.test(text) && lower.length <= 1;
}

/** An honour or an award printed among an entry's lines ('Dean’s List', 'Merit Scholarship'): no school. */
const HONOUR = /\b(?:(?:dean|president)['’]?s(?: honou?r)? list|honorific|mention|honou?rs? list|scholarship|scholar|award|prize|honou?r roll|valedictorian|salutatorian|fellowship|medal)\b/i;

/** A web address (a course's certificate link, 'https://coursera.org/share/…'): no school's name, however its scheme was misread. */
const WEB_ADDRESS = /^(?:\S*:\/\/|www\.)\S*$/i;

/**
 * What reads like a name under a school but names neither a school nor a degree: a post held ('President, Robotics
 * Club', 'Teaching Assistant for CS101'), a club or society, a list of modules.
 */
function notAName(text: string): boolean {
  return (
    COURSE_CODE.test(text) ||
    WEB_ADDRESS.test(text) ||
    titleScore(text) >= 2 ||
    /\b(?:club|society|societies|team|committee)\b/i.test(text) ||
    /^(?:modules?|courses?|coursework|subjects?)\b/i.test(text) ||
    TERM_HEADING.test(text) ||
    aboutStudyWork(text)
  );
}

/** A heading over one year's or term's modules ('Year 2', 'Semester III', 'Final Year'). */
const TERM_HEADING = /^(?:(?:year|semester|term|quarter)\s+(?:\d{1,2}|[IVX]{1,4}|one|two|three|four|five)|(?:first|second|third|fourth|final)\s+(?:year|semester|term))\s*:?$/i;

/** A sentence under a school that says what was completed there ('Graduated High School in Science Stream with 57%'): no school of its own. */
const COMPLETION_LEAD = /^(?:graduated|earned|completed|passed|obtained)\s/i;

/** A module's code opening a line of coursework ('CS2011 - Java Introduction', 'MATH 201: Linear Algebra'). */
const COURSE_CODE = /^\p{Lu}{2,5}(?:\d{3,5}|\s(?!(?:19|20)\d{2}\b)\d{3,5})\p{Lu}?\b/u;

/** Words of a course or a certificate, which no school is named by ('ScrumMaster Training and Certification'). */
const COURSE_WORDS = /\b(?:certificat(?:e|ion)s?|training|course|bootcamp|workshop|nanodegree)\b/i;

/** 'Computer Science Major', 'Majoring in Computer Science': the course, said in words. */
const MAJOR = /^(?:major(?:ing)?(?:\s+in|:)\s*(.+)|(.+?)\s+major)\.?$/i;

/** '(faculty: Applied mathematics)', '(major: Economics)': the subject in brackets, under its label, on a line of its own. */
const BRACKETED_COURSE = /^\(\s*(?:faculty|major|speciali[sz]ation|specialty|speciality|field of study|department)\s*:\s*([^()]+)\)$/i;

/** The course a 'Major: …' names, without the minor after it ('Major: Statistics Minor: Biology'); '' when none. */
function majorOf(text: string): string {
  // '- Majoring in Statistics': a dash the text layer left as a bullet's glyph is no part of it.
  const major = MAJOR.exec(text.replace(/^[-–—]\s+/, ''))?.slice(1).find(Boolean);
  return major ? tidy(major.replace(COURSE_TAIL, '')) : '';
}

/** What a line holds once its labelled fields, dates, GPA and place are taken out; `rest` is what is left. */
interface LineRead {
  fields: ReturnType<typeof takeLabelledFields>;
  dates: Dates | null;
  gpa: string;
  place: CvLocation | null;
  /** The place as printed. */
  placeText: string;
  rest: string;
}

/** What a date cut from a sentence-like line leaves at its end: the comma before it, empty quotes, the full stop ('…, 2020.'). */
const DATE_REMNANT = /(?:\s*[,;:]\s*|\s*["“]\s*["”]\s*)+\.?\s*$/;

/**
 * '2015 – 2019, Nagpur, Maharashtra': after dates that open the line, two or three capitalised names parted by
 * commas are where the school is, whether or not the last is a country.
 */
function datesThenPlace(text: string, rest: string): { rest: string; place: string } | null {
  const lead = findDateRange(text) ?? findDate(text);
  if (!lead || lead.index !== 0 || !rest) return null;
  const parts = splitTopLevel(rest, /,/);
  if (parts.length < 2 || parts.length > 3 || isInstitution(rest) || isQualification(rest)) return null;
  return parts.every((p) => PLACE_WORDS.test(p.trim()) && !isInstitution(p) && !isQualification(p)) ? { rest: '', place: rest } : null;
}

/** A bullet glyph opening a cell ('Cardiff University ‖ • Cardiff, UK'), printed as an ornament before a place or a date. */
const CELL_BULLET = /(^|\|\s*)[•·▪◦●‣∙]\s*/g;

/** ', in progress', '(ongoing)' closing a line: the degree's status, no part of a name or a place. */
const TRAILING_STATUS = /(?:\s*[,–—-]\s*|\s+\(\s*)(?:in progress|ongoing|on going|incomplete|not completed)\s*\)?\s*$/i;

function readLine(text: string): LineRead {
  const fields = takeLabelledFields(text.replace(CELL_BULLET, '$1').replace(TRAILING_STATUS, ''));
  const cut = takeDates(fields.rest);
  const dated = cut.dates ? { ...cut, rest: tidy(cut.rest.replace(DATE_REMNANT, '')) } : cut;
  // A GPA may trail anything on the line ('…, VIT University, Vellore, 2016, CGPA 8.4/10'): it grades the qualification.
  const gpaTaken = takeGpa(dated.rest.replace(RANK, ''));
  // '…, Country CC, 2016 – 2021. GPA: 4.0/4.0.': with the dates and the GPA gone, the commas and stop between them go too.
  if (gpaTaken.gpa && dated.dates) gpaTaken.rest = tidy(gpaTaken.rest.replace(DATE_REMNANT, ''));
  const placed = datesThenPlace(fields.rest, gpaTaken.rest) ?? takePlace(gpaTaken.rest);
  // A cell left holding the tail of what was cut from it (', rank 26/101' after the GPA) is no part of anything.
  const cells = splitParts(placed.rest);
  const leftovers = cells.filter((p) => /^[,;]/.test(p));
  const rest = leftovers.length ? cells.filter((p) => !leftovers.includes(p)).join(' | ') : placed.rest;
  return {
    fields,
    dates: dated.dates,
    gpa: gpaTaken.gpa || fields.grade,
    place: placed.place ? placeToLocation(placed.place) : fields.address ? parseLocation(fields.address, true) : null,
    placeText: placed.place,
    rest: cells.length > 1 ? rest : degreeFirst(rest),
  };
}

/**
 * Puts the degree first when the subject was printed before it ('Computer Science, BSc (Hons)', 'Physics (MSc)'),
 * so that it reads like 'BSc (Hons) in Computer Science'. Only a part that is a degree's name and nothing more counts.
 */
export function degreeFirst(text: string): string {
  const m = /^([^,()]+?)\s*(?:,\s*([^,]+)|\(([^()]+)\))$/.exec(text.trim());
  if (!m) return text;
  const subject = m[1]!.trim();
  const degree = (m[2] ?? m[3]!).trim();
  const name = DEGREE_RE.exec(degree)?.[0] ?? '';
  const wholeName = name.length === degree.length || /^\s*\((?:hons?|honours|honors)\.?\)$/i.test(degree.slice(name.length));
  if (!name || !wholeName || isQualification(subject) || isInstitution(subject) || isPlace(subject) || wholeGrade(subject) || /\d/.test(subject)) return text;
  return `${degree} in ${subject}`;
}

/** A certificate's name, which no school awards as a degree: 'ScrumMaster Training and Certification', 'Java Programmer (SCJP 6.0) Certificate'. */
const CERTIFICATE_NAME = /\bcertifi(?:cation|ed)\b|\bcertificate\s*$/i;

/**
 * 'Education & Training' lists certificates among the degrees: a line naming one (no degree, no school) and the
 * lines under it up to the next degree, school or date (its issuer) are a certificate, which the certification
 * reader takes, one block at a time. Sentences describing it stay with the section.
 */
export function splitCertificates(lines: TextLine[]): { education: TextLine[]; certificates: TextLine[][] } {
  const education: TextLine[] = [];
  const certificates: TextLine[][] = [];
  let open: TextLine[] | null = null;
  for (const line of lines) {
    const text = tidy(takeDates(splitParts(line.text)[0] ?? '').rest.replace(DATE_REMNANT, ''));
    // 'Georgia Tech: Supply Chain Management Certificate' names the school that taught it before the colon.
    // A point may name one too ('• Certified Big Data Hadoop Developer by Simplilearn'), where it reads as no sentence.
    if ((!line.bullet || !isSentence(text)) && line.wrap !== 2 && CERTIFICATE_NAME.test(text) && !text.includes(':') && !DEGREE_RE.test(text.trim()) && !isInstitution(line.text) && !isQualification(text)) {
      certificates.push((open = [line]));
      continue;
    }
    const under = open && !line.bullet && !isSentence(line.text) && !findDate(line.text) && !isInstitution(line.text) && !isQualification(line.text);
    if (under) open!.push(line);
    else {
      open = null;
      education.push(line);
    }
  }
  return { education, certificates };
}

/** Entries read from a layout of rows: the lines they took, the lines left for review, and the entries. */
interface ReadRows {
  used: TextLine[];
  skipped: TextLine[];
  entries: CvEducation[];
}

/**
 * A column's heading and nothing more ('Level', 'Degree', 'Name of the Institution', 'College/School'): two such cells
 * alone head a table of two columns, where a row of values ('B.Sc ‖ Hill Arts College') would name a degree and a
 * school in words of its own.
 */
const BARE_COLUMN_HEADING =
  /^(?:name of (?:the )?)?(?:level|degree|qualifications?|course|exam(?:ination)?|programme|program|standard|class|institut(?:e|ion)|college|school|university|(?:college|school|university)\s*\/\s*(?:college|school|university))(?: name)?$/i;

/** A two-column table's headings: a qualification's and an institution's, each a bare heading. */
function twoColumnHeadings(header: TextLine, columns: EducationField[]): boolean {
  return header.cells.every((c) => BARE_COLUMN_HEADING.test(c.text.trim())) && columns.includes('qualification') && columns.includes('institution');
}

/**
 * The columns a row of an education table's headings names, or null when it is no such row (three known, none
 * twice; or two bare headings, a qualification's and an institution's).
 */
function gridColumns(header: TextLine): EducationField[] | null {
  if (header.cells.length < 2) return null;
  const columns = header.cells.map((c) => headingField(c.text));
  if (header.cells.length === 2) return twoColumnHeadings(header, columns) ? columns : null;
  const known = columns.filter(Boolean);
  if (known.length < 3 || !columns.includes('institution') && !columns.includes('qualification')) return null;
  return new Set(known).size === known.length ? columns : null;
}

/** A row of an education table: as many cells as its heading row, or one short of it with the last cell empty. */
function gridRow(row: TextLine | undefined, header: TextLine): boolean {
  return !!row && (row.cells.length === header.cells.length || row.cells.length >= 3 && row.cells.length === header.cells.length - 1);
}

/**
 * An education table's row of column headings with a row under it ('S.No | Name of the degree | University/College |
 * Year of Passing | Percentage'): it names when and where, besides what was studied. Such a table begins the
 * education wherever it stands, even in a section of personal details without a heading of its own.
 */
export function educationTableAt(lines: TextLine[], h: number): number {
  const columns = gridColumns(lines[h]!);
  if (!columns || !columns.includes('year') && !columns.includes('grade')) return 0;
  let end = h + 1;
  while (gridRow(lines[end], lines[h]!)) end++;
  return end - h - 1;
}

/** A cell that says nothing ('--NULL--', 'N/A', '-'). */
const EMPTY_CELL = /^[\s–—-]*(?:null|nil|n\/?a|none)?[\s–—-]*$/i;

/**
 * An education table with a row of column headings ('COURSE | COLLEGE/SCHOOL | UNIVERSITY/BOARD | YEAR OF PASSING |
 * PERCENTAGE/CGPA'), as many CVs from India print it: each row under it with as many cells is one qualification,
 * read column by column. The board that set the exam names no field.
 */
function readGrid(lines: TextLine[]): ReadRows | null {
  for (let h = 0; h < lines.length; h++) {
    const header = lines[h]!;
    const columns = gridColumns(header);
    if (!columns) continue;
    const used = [header];
    const entries: CvEducation[] = [];
    for (let i = h + 1; gridRow(lines[i], header); i++) {
      const row = lines[i]!;
      const value = (kind: EducationField) => {
        const text = tidy(row.cells[columns.indexOf(kind)]?.text ?? '');
        return EMPTY_CELL.test(text) ? '' : text;
      };
      const degree = columns.includes('qualification') ? splitDegree(value('qualification')) : { qualification: '', course: '' };
      const place = columns.includes('institution') ? splitInstitution(value('institution')) : { institution: '', location: { city: '', country: '' } };
      const range = findDateRange(value('year'));
      const single = range ? null : findLastDate(value('year'));
      entries.push({
        institution: place.institution,
        location: place.location,
        qualifications: [{
          ...emptyQualification(),
          qualification: degree.qualification,
          course: value('course') || degree.course,
          start: range?.start ?? '',
          end: range ? (range.current ? '' : range.end) : single?.date ?? '',
          grade: value('grade'),
        }],
      });
      used.push(row);
    }
    // Two rows of one school ('SSLC' and 'HSC' at the same school) are two qualifications of one entry.
    if (entries.length) return { used, skipped: [], entries: mergeSameInstitution(entries) };
  }
  return null;
}

/** The level Europass prints beside a qualification ('EQF level 4', 'ISCED 3'): no field holds it. */
const LEVEL_CELL = /^(?:EQF|ISCED|NQF)(?:\s+level)?\s*\d$|^level\s+\d\s+(?:EQF|ISCED)$/i;

/**
 * Europass's rows: the dates alone in the margin cell beside the qualification ('2012–2014 | Bachillerato |
 * EQF level 4'), the school and its place on the line under it ('IES Padre Luis Coloma, Jerez (Spain)'). Read only
 * when the section holds two such rows or more; what is printed under them (subjects, skills) stays for review.
 */
function readMarginDatedRows(lines: TextLine[]): ReadRows | null {
  const heads = lines.flatMap((line, i) => {
    // The qualification may wrap onto lines of its own before the school's.
    let at = i + 1;
    while (lines[at]?.wrap === 2 && lines[at]!.cells.length === 1) at++;
    const under = lines[at];
    if (line.bullet || line.cells.length < 2 || line.cells.length > 3 || !under || under.cells.length !== 1 || under.bullet) return [];
    const range = findDateRange(line.cells[0]!.text);
    if (!range || range.length < line.cells[0]!.text.trim().length - 1) return [];
    if (line.cells.length === 3 && !LEVEL_CELL.test(line.cells[2]!.text.trim())) return [];
    if (findDateRange(under.text) || !/,|\([^()]+\)\s*$/.test(under.text)) return [];
    // The school beside the dates and the degree under it is another layout, read as usual.
    if (INSTITUTION_RE.test(line.cells[1]!.text) || DEGREE_RE.test(under.text.trim())) return [];
    const named = [line.cells[1]!.text, ...lines.slice(i + 1, at).map((l) => l.text)].join(' ');
    return [{ i, at, range, named }];
  });
  if (heads.length < 2) return null;
  const used: TextLine[] = [];
  const skipped: TextLine[] = [];
  const entries: CvEducation[] = [];
  const byName = new Map<string, CvEducation>();
  heads.forEach(({ i, at, range, named }, k) => {
    // 'IES Romero Vargas, Jerez de la Frontera (Spain)': the country in brackets closes the place.
    const under = lines[at]!.text;
    const bracketed = /^(.*\S)\s*\(([^()]+)\)$/.exec(under);
    const country = bracketed && isCountry(bracketed[2]!) ? bracketed[2]! : '';
    const { institution, location } = splitInstitution(country ? bracketed![1]! : under);
    if (country) location.country = country;
    const degree = splitDegree(named);
    const qualification: CvQualification = {
      ...emptyQualification(),
      qualification: degree.qualification || (degree.course ? '' : tidy(named)),
      course: degree.course,
      start: range.start,
      end: range.current ? '' : range.end,
    };
    // The same school printed twice ('IES Padre Luis Coloma.' and '… Coloma') holds both qualifications.
    const key = institution.toLowerCase().replace(/[^\p{L}\d]+/gu, '');
    const same = byName.get(key);
    if (same) same.qualifications.push(qualification);
    else {
      const entry = { institution: institution.replace(/\.$/, ''), location, qualifications: [qualification] };
      byName.set(key, entry);
      entries.push(entry);
    }
    used.push(...lines.slice(i, at + 1));
    skipped.push(...lines.slice(at + 1, k + 1 < heads.length ? heads[k + 1]!.i : lines.length));
  });
  return { used, skipped, entries };
}

/** Entries printed one labelled field a line ('Qualification: …' / 'Institution: …' / 'Duration: …'). */
function readLabelledEntries(lines: TextLine[]): ReadRows | null {
  const labelled = labelledEntries(lines);
  if (!labelled) return null;
  const entries = labelled.map(({ fields: printed }): CvEducation => {
    const fields = { ...printed, ...datesInField(printed) };
    const degree = splitDegree(fields.qualification ?? '');
    const place = splitInstitution(fields.institution ?? '');
    const range = findDateRange(fields.year ?? '');
    const single = range ? null : findLastDate(fields.year ?? '');
    const qualification: CvQualification = {
      qualification: degree.qualification,
      course: fields.course ?? degree.course,
      start: range?.start ?? '',
      end: range ? (range.current ? '' : range.end) : single?.date ?? '',
      grade: wholeGrade(fields.grade ?? '') || (fields.grade ?? ''),
    };
    return { institution: place.institution, location: place.location, qualifications: [qualification] };
  });
  return { used: labelled.flatMap((e) => e.lines), skipped: [], entries: mergeSameInstitution(entries) };
}

/**
 * 'Degree Title: Master of Science – 2003/Sep to 2005/May': with no field of its own for the years, the dates are
 * printed in the degree's or the school's field; they are cut from it to be the entry's years.
 */
function datesInField(fields: LabelledEntry['fields']): LabelledEntry['fields'] {
  if (fields.year !== undefined) return {};
  for (const name of ['qualification', 'institution'] as const) {
    const range = findDateRange(fields[name] ?? '');
    if (range) return { [name]: tidy(cutSpan(fields[name]!, range.index, range.length).replace(/[\s,–—-]+$/, '')), year: fields[name]!.slice(range.index, range.index + range.length) };
  }
  return {};
}

/** Parses an education section; marks the lines it used. */
export function parseEducation(lines: TextLine[], placement: Placement): CvEducation[] {
  const read = readGrid(lines) ?? readMarginDatedRows(lines) ?? readLabelledEntries(lines) ?? editorEducation(lines) ?? labelColumnEducation(lines);
  if (!read) return withoutRepeatedDegrees(mergeSameInstitution(parseEducationLines(lines, placement)));
  placement.take(...read.used);
  const rest = lines.filter((l) => !read.used.includes(l) && !read.skipped.includes(l));
  return withoutRepeatedDegrees(mergeSameInstitution([...read.entries, ...(rest.length ? parseEducationLines(rest, placement) : [])]));
}

/**
 * 'PhD | Princeton University, PhD in Computer Science': a degree printed apart (a column, a label) and again before
 * the subject in the entry's text. The course is the subject alone, the degree already being the qualification.
 */
function withoutRepeatedDegrees(entries: CvEducation[]): CvEducation[] {
  for (const q of entries.flatMap((e) => e.qualifications)) {
    if (!q.qualification || !q.course) continue;
    const again = splitDegree(q.course);
    const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    if (again.course && key(again.qualification) === key(q.qualification)) q.course = again.course;
  }
  return entries;
}

/**
 * 'Priyadarshini Institute of Technology/Bachelor of Engineering', as a Word template prints 'School/Degree': the
 * slash parts the school from the degree, as a cell break would.
 */
function partAtSlash(line: TextLine): void {
  if (line.bullet || line.cells.length !== 1) return;
  const m = /^([^/]*\S)\s*\/\s*(\S[^/]*)$/.exec(line.cells[0]!.text.trim());
  if (!m || !INSTITUTION_RE.test(m[1]!) || INSTITUTION_RE.test(m[2]!) || !DEGREE_RE.test(m[2]!)) return;
  line.cells = [{ text: m[1]!, x: line.x }, { text: m[2]!, x: line.x + 1 }];
  line.text = `${m[1]} | ${m[2]}`;
}

function parseEducationLines(lines: TextLine[], placement: Placement): CvEducation[] {
  lines.forEach(partAtSlash);
  // A line under a degree that starts with a class of degree ('1st class, with Honours, BCS-accredited') is its
  // own, however full the degree's line.
  const unwrapped = lines.map((l, i) =>
    l.wrap && !l.bullet && i > 0 && isQualification(lines[i - 1]!.text) && CLASS_OF_DEGREE.test(l.text) && lineGrade(l.text) ? { ...l, wrap: 0 as const } : l,
  );
  const entries = joinContinuations(joinWrapped(unwrapped, 2));
  const out: CvEducation[] = [];
  let current: CvEducation | null = null;
  let pendingDates: Dates | null = null;
  let pendingPlace: CvLocation | null = null;
  let lastQualification: CvQualification | null = null;
  // The line that opened the current entry, and the shapes of lines that named institutions: a line that
  // names none opens an entry only when it looks like them.
  let head: LineShape | null = null;
  const headShapes: LineShape[] = [];
  // In a dates-column layout, where the text column starts: lines there belong to the entry above.
  let bodyX: number | null = null;
  let previousWasQualification = false;
  // What the qualification line said before it was split, for when a labelled field gives the course.
  const printed = new Map<CvQualification, string>();
  const newEntry = (): CvEducation => {
    flushDates();
    const entry: CvEducation = { institution: '', location: { city: '', country: '' }, qualifications: [] };
    if (pendingPlace) entry.location = pendingPlace;
    pendingPlace = null;
    out.push(entry);
    return entry;
  };
  // Dates under an institution that names no degree ('National University of Singapore ‖ Aug 2022 – Jul 2023').
  // A grade on a line of its own under such a school ('Secured 81.7%.') grades what it was there.
  const flushDates = () => {
    const grade = schoolGrade && schoolGrade.entry === current ? schoolGrade.grade : '';
    if ((pendingDates || grade) && current && current.institution && !current.qualifications.length) {
      current.qualifications.push({ ...emptyQualification(), ...(pendingDates ?? {}), grade });
      pendingDates = null;
      schoolGrade = null;
    }
  };
  const setLocation = (entry: CvEducation, location: CvLocation) => {
    if (!entry.location.city && !entry.location.country && (location.city || location.country)) entry.location = location;
  };
  // Adds the qualifications a line names; a grade found elsewhere on the line grades the first.
  // A GPA printed beside the school's name ('Koç University (GPA: 3.57/4)'), held for the degree under it.
  let schoolGrade: { entry: CvEducation; grade: string } | null = null;
  // The qualifications the last degree line named: a double degree's grades follow it one a line ('WAM: 80.4' / 'GPA: 3.4').
  let lineQualifications: CvQualification[] = [];
  const addTo = (entry: CvEducation, text: string, dates: Dates | null, grade = ''): CvQualification => {
    let first: CvQualification | null = null;
    lineQualifications = [];
    if (!grade && schoolGrade?.entry === entry) grade = schoolGrade.grade;
    schoolGrade = null;
    for (const q of splitQualifications(text)) {
      const added = addQualification(entry, q, dates, first ? '' : grade);
      printed.set(added, q);
      lineQualifications.push(added);
      first ??= added;
    }
    return first!;
  };
  // Entries whose qualifications were printed before the institution ('M.Sc. …' then 'Erasmus University'):
  // in that order a qualification after the institution opens the next entry.
  const qualificationsFirst = new Set<CvEducation>();
  // A subject printed over its school ('Computer engineering ‖ Sep 2019 — Present' / 'Bilkent University'), held for the school's line.
  let subjectAbove: CvQualification | null = null;
  // The line above, and where a course's label stood alone ('Course' / 'Computer Engineering'), when one did.
  let previousLine: TextLine | null = null;
  let courseLabelX: number | null = null;
  for (const [index, entry] of entries.entries()) {
    const line = entry.first;
    const above = previousLine;
    previousLine = entry.lines[entry.lines.length - 1] ?? line;
    const underLabel = courseLabelX !== null && Math.abs(line.x - courseLabelX) <= 2;
    courseLabelX = null;
    const shape: LineShape = { x: line.x, bold: line.bold, size: line.size, bullet: line.bullet };
    const dateLed = leadingDateCell(entry);
    if (dateLed) bodyX = line.cells[1]!.x;
    // A line below its entry's first line, indented as detail: a bullet further in, or the text column of a
    // dates-column layout; and a wrapped line whose start another section took.
    // Under a bulleted head, a bullet a little further in is the next entry's (one-line entries '• Masters in …, 2020.').
    const detail = (!!head && !head.bullet && line.bullet && line.x > head.x + 3) || (bodyX !== null && !dateLed && line.x >= bodyX - 2) || line.wrap === 2;
    // Under an entry printed as a bullet, a bullet level with it is the next entry however it reads ('• SRM University, Chennai, B. Tech …, Passed out with First Class.').
    const siblingBullet = !!head?.bullet && line.bullet && Math.abs(line.x - head.x) <= 2;
    const { fields, dates, gpa, place, placeText, rest } = readLine(entry.text);
    // Under a school that has no degree yet, set like the school below ('St. Mary's School' / 'Grade 12th · (2025 - 2026)' /
    // 'Hillside Academy'), the line is that school's own, as LinkedIn prints every entry.
    const underSchool = !!current?.institution && !current.qualifications.length && !!above && sameLook(above, entries[index + 1]?.first);
    if (current?.institution && !dates && isAffiliation(rest)) {
      // 'Affiliated to APJ Abdul Kalam Technological University' under the college: no school of its own.
      placement.take(...entry.lines);
      continue;
    }
    if (dates && !detail && entries[index + 1] && !underSchool && subjectOverSchool(entry, rest, entries[index + 1]!)) {
      subjectAbove = { ...emptyQualification(), ...(SCHOOL_LEVEL.test(rest) ? { qualification: rest } : { course: rest }), ...dates };
      placement.take(...entry.lines);
      previousWasQualification = false;
      continue;
    }
    if (fields.found && lastQualification && fields.course) {
      // The course in its own field: the qualification is the whole degree as printed ('BSC ENGINEERING').
      lastQualification.qualification = splitGrade(printed.get(lastQualification) ?? lastQualification.qualification).rest;
      lastQualification.course = fields.course;
    }
    const parts = splitParts(rest);
    let used = false;
    let isQualificationLine = false;
    // A line may hold an institution and a qualification together ('BSc Physics, University of X').
    const inlineInstitution = parts.length === 1 ? splitInlineInstitution(rest) : null;
    const instCell = inlineInstitution
      ? undefined
      : (parts.find((p) => isInstitution(p) && !isQualification(p)) ??
        (parts.length === 1 && !isQualification(rest) && isInstitution(rest) ? rest : undefined) ??
        nameBesideDegree(parts));
    // A school named by its initials leaves the other cell to the qualification, never to a place.
    const initials = inlineInstitution || instCell ? undefined : acronymApart(parts);
    const school = instCell ?? initials;
    // An honour beside the school ('… ‖ President’s Honour List') is a detail: neither its place nor a degree.
    const otherParts = school ? parts.filter((p) => p !== school && !(HONOUR.test(p) && !isQualification(p))) : [];
    // Parts beside the institution that are not a degree are its place ('NEWCASTLE UNIVERSITY | Newcastle, UK').
    // A part right after the degree that is no place is its subject ('Bachelor of Engineering | Mechanical | University of Auckland').
    const subjectAt = (p: string) => parts.indexOf(p) > 0 && isQualification(parts[parts.indexOf(p) - 1]!) && !isPlace(p);
    const placeParts = otherParts.filter((p) => !initials && !isQualification(p) && !wholeGrade(p) && !subjectAt(p));
    const degreeCells = otherParts.filter((p) => !placeParts.includes(p)).join(' – ');
    // 'MS ‖ Stanford University, Electrical Engineering': the subject after the school belongs to the degree beside it.
    const subject = school && degreeCells ? splitSubject(school) : null;
    const instPart = subject?.institution ?? school;
    const qualText = school ? (subject ? `${degreeCells} in ${subject.subject}` : degreeCells) : rest;
    // Under a degree that opened its entry with its own dates, a school's line with other dates of its own is the
    // next entry's head ('BSc … ‖ Sep 2009 – Present' / 'Fallibroome High School ‖ Sep 2002 – July 2009'), not the degree's school.
    const datedApart: boolean = !!dates && !qualText && !inlineInstitution && !!current && !current.institution && !!lastQualification && current.qualifications.includes(lastQualification) && otherDates(lastQualification, dates);
    const opensEntry = !current || current.institution || current.qualifications.length === 0 || lastQualification === null || datedApart;
    // A school named below a complete entry, less prominent than the institutions, is part of it ('College of Engineering').
    // A line in a larger font than the body, or with a place of its own, names a school of its own.
    const lesser = headShapes.length > 0 && headShapes.every((s) => s.bold && !shape.bold) && shape.size < 1.05 && !placeParts.length && !place && !dates;
    const offShape = !!instPart && !qualText && !!current?.institution && current.qualifications.length > 0 && lesser;
    // 'Thesis: … school age': a labelled detail names no school, whatever words it holds.
    const label = rest.slice(0, rest.indexOf(':'));
    const labelled = DETAIL_LABEL.test(rest) && !isQualification(rest) && (!isInstitution(label) || titleScore(label) >= 2);
    // '(faculty: Applied mathematics)', 'Specialization: Mathematics', 'Stream: Science' under the school: what was studied
    // there, under its label, not a school of its own. A 'Major: …' line is read below, with the lines around it.
    const courseUnderLabel = current?.institution && !dates ? (BRACKETED_COURSE.exec(rest)?.[1] ?? (majorOf(rest) ? '' : labelledCourse(rest))) : '';
    if (courseUnderLabel) {
      if (!lastQualification || !current!.qualifications.includes(lastQualification)) {
        lastQualification = { ...emptyQualification(), ...(pendingDates ?? {}) };
        pendingDates = null;
        current!.qualifications.push(lastQualification);
      }
      lastQualification.course ||= tidy(courseUnderLabel);
      used = true;
    } else if (current?.institution && !current.qualifications.length && !dates && /^\([A-Z][A-Z0-9&.-]{1,9}\)$/.test(rest) && !current.institution.includes('(')) {
      // '(NKUST)' alone under the school's name: its short form, printed on a line of its own.
      current.institution = `${current.institution} ${rest}`;
      used = true;
    } else if (lastQualification && !lastQualification.course && previousWasQualification && !dates && !line.bullet && kindWord(lastQualification.qualification, rest)) {
      // 'DAV International School — Higher Secondary' / 'Education': the kind of study wrapped from the degree's name is its end.
      lastQualification.qualification = `${lastQualification.qualification} ${rest}`;
      isQualificationLine = true;
      used = true;
    } else if (lastQualification && lastQualification.course && previousWasQualification && !dates && (wrapsBesideDate(line, above) || wrapsInTextColumn(line, above)) && isCourseEnd(rest, line.bullet)) {
      // 'MSc Data Intensive ‖ 2021' / 'Astrophysics': the name wrapped before the date column, in the same bold.
      lastQualification.course = tidy(`${lastQualification.course} ${rest}`);
      isQualificationLine = true;
      used = true;
    } else if (lastQualification && COURSE_LABEL.test(rest)) {
      // 'Course' alone over what was studied, as some HTML templates print it.
      courseLabelX = line.x;
      used = true;
    } else if (lastQualification && underLabel && rest && !dates && isCourseText(rest)) {
      lastQualification.course = tidy(`${lastQualification.course} ${rest}`);
      courseLabelX = line.x;
      used = true;
    } else if (current?.institution && !dates && facultyAlone(rest)) {
      // The faculty or department under the school's name, no school of its own: under the school's name alone it
      // completes the name ('University of Belgrade, Faculty of Mathematics'); under its dates or degree it is what was studied.
      flushDates();
      const degree: CvQualification | undefined = current.qualifications[current.qualifications.length - 1];
      if (!degree) current.institution = `${current.institution}, ${outOfBrackets(rest)}`;
      else {
        if (!degree.course) degree.course = facultyCourse(rest);
        // A grade printed under it ('GPA: 3.19 / 4.00') is the degree's.
        lastQualification = degree;
      }
      used = true;
    } else if ((instPart || inlineInstitution) && !(detail && current?.institution) && !offShape && !labelled && !(current && aboutStudyWork(rest)) && !(current?.institution && COMPLETION_LEAD.test(rest)) && !(current?.institution && !dates && describesSchool(rest) && !siblingBullet)) {
      // A place printed apart leaves the whole name to the institution ('University of Minnesota – Twin Cities ‖ Minneapolis, MN').
      // 'Mathematical Grammar School (7th–8th grade)': the school years attended, in brackets after the name.
      const years = inlineInstitution ? null : SCHOOL_YEARS.exec(instPart!);
      const schoolName = years ? instPart!.slice(0, years.index) : instPart!;
      const inst = inlineInstitution
        ? splitInstitution(inlineInstitution.institution, !place)
        : placeParts.length
          ? { institution: splitInstitution(schoolName, false).institution, location: splitInstitution(`x — ${placeParts.join(', ')}`).location }
          : splitInstitution(schoolName, !place);
      if (opensEntry) {
        current = current && !current.institution && current.qualifications.length && !datedApart ? current : newEntry();
      }
      if (!current!.institution && current!.qualifications.length) qualificationsFirst.add(current!);
      current!.institution = inst.institution;
      if (subjectAbove && !current!.qualifications.length) {
        current!.qualifications.push(subjectAbove);
        lastQualification = subjectAbove;
      }
      subjectAbove = null;
      if (inst.location.city || inst.location.country) current!.location = inst.location;
      if (place) setLocation(current!, place);
      if (!detail) {
        head = shape;
        headShapes.push(shape);
      }
      used = true;
      let q = inlineInstitution?.qualification ?? qualText;
      // 'Aalto University (Exchange)': how they attended stands for the degree when none is named.
      const stay = STAY.exec(current!.institution);
      if (stay && !q) {
        current!.institution = current!.institution.slice(0, stay.index).trim();
        q = stay[1]!;
      }
      if (years && !q) q = years[1]!;
      if (q && (isQualification(q) || isQualification(splitGrade(q).rest) || QUALIFICATION_TAIL.test(q) || stay?.[1] === q || years?.[1] === q || inlineInstitution?.title)) {
        lastQualification = addTo(current!, q, dates ?? pendingDates, gpa);
        pendingDates = null;
        isQualificationLine = true;
      } else if (q && inlineInstitution?.studied && degreeInBrackets(q)) {
        lastQualification = { ...degreeInBrackets(q)!, ...(dates ?? pendingDates ?? {}) };
        if (gpa) lastQualification.grade = gpa;
        current!.qualifications.push(lastQualification);
        isQualificationLine = true;
      } else if (q && inlineInstitution?.studied) {
        // No degree named, only what was studied ('Computer Science Major').
        // 'College Course, Category Theory': a programme named by its kind is the qualification, what it taught the course.
        const programme = programmeAndSubject(q);
        const degreeAbove = lastQualification && current!.qualifications.includes(lastQualification) && !lastQualification.course ? lastQualification : null;
        if (degreeAbove && majorOf(q)) {
          // 'Master of Arts' / 'Major in Economics, University B': the major is the course of the degree printed above.
          degreeAbove.course = majorOf(q);
          if (gpa && !degreeAbove.grade) degreeAbove.grade = gpa;
        } else {
          lastQualification = { ...emptyQualification(), ...(programme ?? { course: majorOf(q) || q }), grade: gpa, ...(dates ?? {}) };
          current!.qualifications.push(lastQualification);
        }
        isQualificationLine = true;
      } else if (dates) {
        if (lastQualification && current!.qualifications.includes(lastQualification) && !lastQualification.end) {
          // A double degree printed over its school ('BTech in … + MTech in …' / 'IIT Bombay [2019 – Current]'): both degrees' dates.
          const above = lineQualifications.includes(lastQualification) ? lineQualifications : [lastQualification];
          for (const q of above) if (!q.end && !q.start) Object.assign(q, dates);
          Object.assign(lastQualification, dates);
        } else pendingDates = dates;
      }
      if (gpa && !q && !current!.qualifications.length) schoolGrade = { entry: current!, grade: gpa };
      // 'Computer Programming and Analysis' / 'Seneca Polytechnic, Toronto, ON GPA: 3.9/4.0': the subject above gets the school line's grade.
      else if (gpa && !q && current!.qualifications.length === 1 && lastQualification === current!.qualifications[0] && !lastQualification.grade) lastQualification.grade = gpa;
    } else if (current?.institution && !current.qualifications.length && !dateLed && !/\d/.test(rest) && !isInstitution(rest) && majorOf(rest)) {
      // Under a school that named no degree, 'Major: Computer Science, Applied Math': what was studied there.
      // (A subject without its label, 'Mathematics and Physics', was tried too: it lost more on held-out CVs than it won.)
      lastQualification = { ...emptyQualification(), course: majorOf(rest), grade: gpa, ...(dates ?? pendingDates ?? {}) };
      current.qualifications.push(lastQualification);
      pendingDates = null;
      isQualificationLine = true;
      used = true;
    } else if (current && gradedQualifications(rest)) {
      // 'AAB (A-Levels), B (AS Level)': school-leaving results, each grade before the qualification it was earned in.
      for (const q of gradedQualifications(rest)!) current.qualifications.push({ ...emptyQualification(), ...q, ...(dates ?? {}) });
      lastQualification = current.qualifications[current.qualifications.length - 1]!;
      used = true;
    } else if (!dates && lastQualification && previousWasQualification && refines(lastQualification, rest)) {
      // 'Baccalauréat' in the entry's row, then 'Baccalauréat scientifique – Mention Bien' under it: the same
      // qualification printed again in full gives its course and grade.
      const { rest: named, grade } = splitGrade(rest);
      lastQualification.course = tidy(named.slice(lastQualification.qualification.length).replace(/^\s*(?:in\b|,|:|–|—|-)\s*/i, ''));
      if (!lastQualification.grade) lastQualification.grade = gpa || grade;
      isQualificationLine = true;
      used = true;
    } else if (isQualification(rest) && !(detail && line.bullet && !current)) {
      const startsNew = !current || (current.institution && qualificationsFirst.has(current)) || (dateLed && !current.institution && current.qualifications.length > 0);
      if (startsNew) {
        current = newEntry();
        head = shape;
      }
      // An honour in a part of its own ('… | 4.0 GPA | Honorific Mention of Excellence') grades the degree, no part of its subject.
      const honours = parts.length > 1 ? parts.filter((p) => HONOUR.test(p) && !isQualification(p)) : [];
      const degreeText = honours.length ? parts.filter((p) => !honours.includes(p)).join(' | ') : rest;
      lastQualification = addTo(current!, degreeText, dates ?? pendingDates, [gpa, ...honours].filter(Boolean).join(' | '));
      if (place) setLocation(current!, place);
      pendingDates = null;
      isQualificationLine = true;
      used = true;
    } else if (gpa && !rest && current?.institution && !current.qualifications.length) {
      // A grade alone under a school that named no degree: the school's, not the degree's of the entry above.
      schoolGrade = { entry: current, grade: gpa };
      used = true;
    } else if (lastQualification && lastQualification.grade && gpa && !rest && lineQualifications.includes(lastQualification) && lineQualifications.some((q) => !q.grade)) {
      // The next of a double degree's grades, one a line, grades the next of its degrees.
      lineQualifications.find((q) => !q.grade)!.grade = gpa;
      used = true;
    } else if (lastQualification && (!lastQualification.grade || (gpa && !rest && !/\d/.test(lastQualification.grade))) && (gpa || lineGrade(rest))) {
      // A GPA on a line of its own outranks an honour in words above it ('Magna Cum Laude' / 'Cum. GPA: 3.83 / 4.0').
      // A grade on a line of its own, or among the details ('• GPA: 3.97/4.00, Valedictorian').
      lastQualification.grade = (gpa && gpaClause(entry.text)) || gpa || lineGrade(rest);
      if (dates && !detail && !lastQualification.end) Object.assign(lastQualification, dates);
      used = true;
    } else if (!rest && place && current && !current.institution && current.qualifications.length && previousWasQualification && namedPlace(placeText)) {
      // Under a degree that opened its entry, 'INSEAD, Fontainebleau, France': a school no word names, then its town and country.
      const named = namedPlace(placeText)!;
      current.institution = named.institution;
      setLocation(current, named.location);
      if (dates && !lastQualification?.end && !lastQualification?.start) Object.assign(lastQualification!, dates);
      qualificationsFirst.add(current);
      used = true;
    } else if (!rest && (dates || place)) {
      // Dates or a place on a line of their own: the entry above's, unless it has them already (then the next's).
      // The town the school's own name gave ('University of Manchester, Manchester') is no place the entry has apart.
      const placeAbove = place && (current?.location.city || current?.location.country) && !(place.city && place.city === current?.location.city);
      const ownQualification = lastQualification && current?.qualifications.includes(lastQualification) ? lastQualification : null;
      const aboveHasThem = !current || placeAbove || (dates && ownQualification && (ownQualification.end || ownQualification.start));
      if (aboveHasThem) {
        if (dates) pendingDates = dates;
        if (place) pendingPlace = place;
      } else {
        if (dates && ownQualification) Object.assign(ownQualification, dates);
        else if (dates) pendingDates = dates;
        if (place) setLocation(current!, place);
      }
      used = true;
    } else if (fields.found) {
      used = true;
    } else if (lastQualification && previousWasQualification && dates && !lastQualification.start && !lastQualification.end && isCourseEnd(rest, line.bullet)) {
      // The end of the degree's line wrapped with its dates ('… Artificial Intelligence and Machine' / 'Learning · (July 2027)').
      // 'Majoring in Statistics, estimated graduation Dec. 2025' under a degree without its subject: the major is the course.
      lastQualification.course = tidy(`${lastQualification.course} ${(!lastQualification.course && majorOf(rest)) || rest}`);
      Object.assign(lastQualification, dates);
      used = true;
    } else if (lastQualification && !lastQualification.course && previousWasQualification && isCourseLine(rest, detail, printed.get(lastQualification) ?? '')) {
      lastQualification.course = majorOf(rest) || rest;
      // 'Majoring in Statistics, estimated graduation Dec. 2025': dates printed with the subject are the degree's.
      if (dates && !lastQualification.start && !lastQualification.end) Object.assign(lastQualification, dates);
      used = true;
    } else if (DETAIL_LABEL.test(rest) || detail || line.bullet || isSentence(rest) || /^\(.*\)$/.test(rest) || HONOUR.test(rest) || (current && aboutStudyWork(rest))) {
      // 'Thesis: …', a bullet, a sentence, an aside in brackets, an honour: a detail of the qualification above, for which there is no field.
      // Dates beside it ('2010 – 2014 · Dean’s List') are the qualification's when it has none.
      if (dates && !line.bullet && lastQualification && !lastQualification.start && !lastQualification.end) Object.assign(lastQualification, dates);
    } else if (dateLed && dates && readsAsName(rest) && !notAName(rest) && !HONOUR.test(rest) && !isSentence(rest) && !DETAIL_LABEL.test(rest)) {
      // In a dates column layout each dated row opens an entry: what it names is what was studied, whatever its words
      // ('September 2006 – August 2012 ‖ Piano Level 8'); the school follows in the text column.
      current = newEntry();
      head = shape;
      lastQualification = addTo(current, rest, dates);
      isQualificationLine = true;
      used = true;
    } else if (
      readsAsName(rest) &&
      !COURSE_WORDS.test(rest) &&
      !notAName(rest) &&
      // 'Percentage - 87.2%' with no qualification above to grade (its entry was read apart): a grade, never a school.
      !gpa &&
      !lineGrade(rest) &&
      (!current || (current.institution && current.qualifications.length)) &&
      // A place of its own beside the name marks a school's line too, whatever its font ('Sciences Po ‖ Paris, France').
      (!headShapes.length || headShapes.some((s) => sameShape(s, shape)) || !!place)
    ) {
      // An unrecognised line where an institution would start, looking like the lines that name institutions: take it as one.
      const inst = splitInstitution(rest);
      current = newEntry();
      current.institution = inst.institution;
      setLocation(current, inst.location);
      if (place) setLocation(current, place);
      head = shape;
      pendingDates = dates;
      lastQualification = null;
      used = true;
    } else if (current && current.institution && !current.qualifications.length && readsAsName(rest) && !notAName(rest)) {
      lastQualification = addTo(current, rest, dates ?? pendingDates, gpa);
      pendingDates = null;
      isQualificationLine = true;
      used = true;
    }
    // An aside in brackets, or the degree's dates on a line of their own, leaves the line under them the degree's neighbour.
    if (!/^\(.*\)$/.test(rest) && !(dates && !rest && previousWasQualification)) previousWasQualification = isQualificationLine;
    if (used) placement.take(...entry.lines);
  }
  flushDates();
  return out.filter((e) => e.institution || e.qualifications.length);
}

/**
 * One entry per institution: degrees printed under the same school's name twice ('Stanford University' over
 * each degree, each with its own dates or not) are its qualifications, as the public set's README and the team
 * corpus write truths.
 */
function mergeSameInstitution(entries: CvEducation[]): CvEducation[] {
  const out: CvEducation[] = [];
  const byName = new Map<string, CvEducation>();
  for (const entry of entries) {
    const key = entry.institution.toLowerCase();
    const first = key ? byName.get(key) : undefined;
    if (first) {
      first.qualifications.push(...entry.qualifications);
      if (!first.location.city && !first.location.country) first.location = entry.location;
      continue;
    }
    if (key) byName.set(key, entry);
    out.push(entry);
  }
  return out;
}

/** Words that name a kind of qualification or a stage of schooling, not a subject ('Higher Secondary', 'Diploma'). */
const QUALIFICATION_KIND =
  /\b(?:diplomas?|degrees?|certificat\w*|courses?|programmes?|programs?|training|levels?|grades?|class|standard|exams?|examinations?|schools?|secondary|primary|student|candidate|fellow\w*|exchange|semesters?|years?|boot ?camp|speciali[sz]ation|apprentice\w*|graduat\w*|baccalaur\w*|studies)\b/i;

/** Text that names a field of study and nothing else: a few words, a subject's word among them, no kind of qualification. */
function fieldOfStudy(text: string): boolean {
  return text.split(/\s+/).length <= 6 && SUBJECT_WORDS.test(text) && !QUALIFICATION_KIND.test(text) && !/\d/.test(text) && !isInstitution(text) && !isSentence(text);
}

/** A qualification that has dates of its own, other than these. */
function otherDates(q: CvQualification, dates: Dates): boolean {
  return !!(q.start || q.end) && (q.start !== dates.start || q.end !== dates.end);
}

/** Words that name a subject of study, which no place is named by. */
const SUBJECT_WORDS =
  /\b(?:engineering|sciences?|studies|mathematics|maths|physics|chemistry|biology|economics|management|administration|informatics|computing|technology|design|law|medicine|business|finance|accounting|psychology|history|literature|philosophy|education|nursing|architecture|marketing|statistics|linguistics)\b/i;

/** 'Stanford University, Electrical Engineering': the institution, then the subject studied there. */
function splitSubject(text: string): { institution: string; subject: string } | null {
  const parts = splitTopLevel(text, /,/);
  if (parts.length !== 2 || !isInstitution(parts[0]!) || isInstitution(parts[1]!) || !SUBJECT_WORDS.test(parts[1]!) || isPlace(parts[1]!)) return null;
  return { institution: parts[0]!, subject: parts[1]! };
}

/**
 * In a row of cells, the name in the cell beside a degree's is the school's, whatever words it holds
 * ('since 1865 ‖ Ph.D. candidate in Computer Science ‖ Wonderland'); a subject, a place, a grade or an honour is not.
 */
function nameBesideDegree(parts: string[]): string | undefined {
  if (parts.length !== 2) return undefined;
  const degrees = parts.filter((p) => isQualification(p));
  const other = parts.find((p) => !isQualification(p));
  if (degrees.length !== 1 || !other || /\d/.test(other) || other.split(/\s+/).length > 6 || !readsAsName(other) || isSentence(other)) return undefined;
  if (isPlace(other) || wholeGrade(other) || SUBJECT_WORDS.test(other) || COURSE_WORDS.test(other) || HONOUR.test(other) || DETAIL_LABEL.test(other) || MAJOR.test(other)) return undefined;
  return other;
}

/**
 * 'Web Development Specialization course. ‖ UTFPR': a school's initials in a cell of their own after what was
 * studied there (a dated entry whose place is set flush right). Initials that are a degree, a place, a grade or
 * a subject ('MBA', 'USA', 'GPA', 'CSE') are not a school's.
 */
function acronymApart(parts: string[]): string | undefined {
  const last = parts[1];
  if (parts.length !== 2 || !last || !/^[A-Z][A-Z&]{2,7}$/.test(last)) return undefined;
  if (isQualification(last) || isPlace(last) || wholeGrade(last) || SUBJECT_WORDS.test(last) || isInstitution(parts[0]!)) return undefined;
  return last;
}

/** 'INSEAD, Fontainebleau, France': a name before a town and its country (a middle part that is a state or a country makes it a place). */
function namedPlace(text: string): { institution: string; location: CvLocation } | null {
  const parts = splitTopLevel(text, /,/);
  if (parts.length !== 3 || isCountry(parts[1]!) || isUsState(parts[1]!) || isCountry(parts[0]!)) return null;
  return { institution: parts[0]!, location: placeToLocation(parts.slice(1).join(', ')) };
}

/** A level of schooling, not a school's name ('Middle school', 'High School', 'Highschool'): what was attended there. */
const SCHOOL_LEVEL = /^(?:(?:primary|elementary|middle|secondary|high|junior high|senior high|upper secondary|lower secondary)\s+school|highschool)$/i;

/** A course's label on a line of its own. */
const COURSE_LABEL = /^(?:course|major|field of study|speciali[sz]ation|programme|program)$/i;

/** Text that can be (part of) a course: a few words, no sentence, school, degree, place or date. */
function isCourseText(text: string): boolean {
  return text.split(/\s+/).length <= 8 && !/\d/.test(text) && !isSentence(text) && !isInstitution(text) && !isQualification(text) && !isPlace(text);
}

/**
 * A dated line naming what was studied, over an undated line naming the school in another style: the subject of
 * that school's entry ('Computer engineering ‖ Sep 2019 — Present' / 'Bilkent University'), or, for a level of
 * schooling, what was attended there ('Middle school ‖ 2013 — 2016' / 'Hill Middle School').
 */
function subjectOverSchool(entry: Joined, rest: string, below: Joined): boolean {
  if (!rest || rest.split(/\s+/).length > 6 || isSentence(rest) || isQualification(rest) || HONOUR.test(rest) || notAName(rest) || DETAIL_LABEL.test(rest)) return false;
  if (isInstitution(rest) && !SCHOOL_LEVEL.test(rest)) return false;
  const next = readLine(below.text);
  return !sameLook(entry.first, below.first) && !next.dates && isSchool(next.rest) && !splitInlineInstitution(next.rest) && !SCHOOL_LEVEL.test(next.rest);
}

/** Two lines in the same weight and size. */
function sameLook(a: TextLine, b: TextLine | undefined): boolean {
  return !!b && a.bold === b.bold && Math.abs(a.size - b.size) < 0.1;
}

/** A line in the bold of the line above, which held its date in a cell of its own: the above's name wrapped. */
function wrapsBesideDate(line: TextLine, above: TextLine | null): boolean {
  if (!above || !line.bold || !above.bold || line.gapBefore || Math.abs(line.size - above.size) >= 0.05 || Math.abs(line.x - above.x) > 2) return false;
  const cells = above.cells;
  return cells.length >= 2 && !!findDate(cells[cells.length - 1]!.text) && line.cells.length <= 1;
}

/**
 * A line alone in the text column of a dates-column row whose text was long: that text wrapped
 * ('September 2007 – August 2010 ‖ Degree in … Information Systems and Computer' / 'Engineering').
 */
function wrapsInTextColumn(line: TextLine, above: TextLine | null): boolean {
  if (!above || line.gapBefore || line.cells.length > 1 || above.cells.length !== 2 || Math.abs(line.size - above.size) >= 0.05) return false;
  const [date, text] = above.cells as [TextLine['cells'][number], TextLine['cells'][number]];
  return !!findDate(date.text) && Math.abs(line.x - text.x) <= 2 && text.text.length >= 40;
}

/** A word or three that can end a course: not a school, a degree, a place or a sentence. */
function isCourseEnd(text: string, bullet: boolean): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  return !bullet && words.length >= 1 && words.length <= 3 && !/\d/.test(text) && !isInstitution(text) && !isQualification(text) && !isPlace(text) && !wholeGrade(text);
}

/**
 * The line under a qualification that names none of its subject is the subject, when the degree's line ended
 * in 'in' or the line sits in the text column under it ('Bachelor of Technology' / 'Computer Science and Engineering').
 */
function isCourseLine(text: string, detail: boolean, qualification: string): boolean {
  // 'Major: Communications Media' is labelled, but the label says it is the course.
  if (MAJOR.test(text) && !/\d/.test(text) && !isInstitution(text)) return true;
  // A full stop closing the subject ('Computer Science and Engineering.') ends no sentence.
  if (!text || /\d/.test(text) || isSentence(withoutFullStop(text)) || isPlace(text) || isInstitution(text) || isQualification(text) || DETAIL_LABEL.test(text)) return false;
  if (text.split(/\s+/).length > 8) return false;
  // A few words naming a field of study ('Computer Science') are the subject of the degree above, whatever the layout.
  return /\b(?:in|of)$/i.test(qualification.trim()) || detail || (SUBJECT_WORDS.test(text) && text.split(/\s+/).length <= 6 && readsAsName(text) && isQualification(qualification));
}

/** A line that starts with the qualification above, named again with more after it, when the qualification has no course yet. */
function refines(q: CvQualification, text: string): boolean {
  if (!q.qualification || q.course || text.length <= q.qualification.length + 1) return false;
  return text.toLowerCase().startsWith(`${q.qualification.toLowerCase()} `) && !isInstitution(text);
}

/** Letter grades as school-leaving results print them: 'AAB', 'A*A*A', 'B'. */
const LETTER_GRADES_SOURCE = String.raw`(?:[A-G][*+]?){1,6}`;
const LETTER_GRADES = new RegExp(`^${LETTER_GRADES_SOURCE}$`);
/** A clause saying how the degree was passed, after its subject: ', Passed out with First Class.', '; graduated with Distinction'. */
const PASSED_WITH = /\s*[,;]\s*((?:passed(?:\s+out)?|graduated)\s+with\s+[^,;]+?)\.?$/i;
/** Letter grades before the subjects they were earned in: 'C’s and D’s in Maths', 'A*-C in English', 'AAB in Maths, Physics'. */
const GRADES_WRITTEN = String.raw`${LETTER_GRADES_SOURCE}(?:['’]?s)?`;
const GRADES_IN_SUBJECT = new RegExp(String.raw`^(${GRADES_WRITTEN}(?:\s*(?:-|–|/|,|&|and|or|to)\s*${GRADES_WRITTEN})*)\s+in\s+(\p{Lu}.*)$`, 'u');

/**
 * School-leaving results, one per part: the grades before the qualification ('AAB (A-Levels), B (AS Level)'), or
 * a count of them ('13 GCSEs (11 at A or A-star)', whose grade is all it says). Null unless every part is one.
 */
function gradedQualifications(text: string): Array<{ qualification: string; grade: string }> | null {
  const parts = splitTopLevel(text.replace(/[,;]\s*$/, ''), /[,;]/).map((p) => p.trim()).filter(Boolean);
  const wholeDegree = (t: string) => DEGREE_RE.exec(t.trim())?.[0].length === t.trim().length;
  const out: Array<{ qualification: string; grade: string }> = [];
  for (const part of parts) {
    const graded = /^(\S+)\s*\(([^()]+)\)$/.exec(part);
    const counted = /^\d{1,2}\s+([^()]+?)(?:\s*\([^()]+\))?$/.exec(part);
    if (graded && LETTER_GRADES.test(graded[1]!) && wholeDegree(graded[2]!)) out.push({ qualification: graded[2]!.trim(), grade: graded[1]! });
    else if (counted && wholeDegree(counted[1]!)) out.push({ qualification: counted[1]!.trim(), grade: part });
    else return null;
  }
  return out.length ? out : null;
}

/** What joins two degrees printed on one line: a spaced plus, 'and' or an ampersand. */
const DEGREE_JOINER = /\s+(?:\+|and|&)\s+/gi;

/**
 * 'BTech in Mechanical Engineering + MTech in Computer Integrated Manufacturing', 'BEng Mechatronic Engineering and
 * Diploma in Professional Practice': two degrees, each with a subject of its own, are two qualifications. A pair sharing
 * one subject ('B.Sc. & M.Sc. in Physics') is one, and so is a subject of two words ('BSc Physics and Secondary Education').
 */
export function degreesWithOwnSubjects(text: string): [string, string] | null {
  for (const joiner of text.matchAll(DEGREE_JOINER)) {
    const [first, second] = [text.slice(0, joiner.index).trim(), text.slice(joiner.index + joiner[0].length).trim()];
    if (!DEGREE_RE.test(first) || !DEGREE_RE.test(second)) continue;
    if (splitDegree(first).course && splitDegree(second).course) return [first, second];
  }
  return null;
}

/** 'M.Sc in Technology Entrepreneurship, B.Sc in Design': two degrees printed on one line. */
function splitQualifications(text: string): string[] {
  // 'Bachelor of Engineering (Honours) / Bachelor of Computer Science': a double degree, each named in full around a
  // spaced slash ('BA/MA in Economics', one course of two degrees, stays one).
  const slashed = text.split(/\s+\/\s+/);
  if (slashed.length === 2 && slashed.every((p) => DEGREE_RE.test(p.trim()) && /\S\s+\S/.test(p.trim()))) return slashed.map((p) => p.trim());
  const joined = degreesWithOwnSubjects(text);
  if (joined) return joined;
  const parts = splitTopLevel(text, /,/);
  const starts = parts.map((p, i) => (i === 0 || isQualification(p) ? i : -1)).filter((i) => i >= 0);
  if (starts.length < 2 || !parts.slice(1).some((p) => isQualification(p) && /\s/.test(p))) return [text];
  return starts.map((s, k) => parts.slice(s, starts[k + 1] ?? parts.length).join(', '));
}


/** A labelled line ('Thesis: …', 'Relevant modules: …') under a qualification. */
const DETAIL_LABEL = /^[\p{L} &/'’-]{2,30}:\s/u;

/**
 * A GPA anywhere in a line, with the word that qualifies it and a second scale in brackets: 'CGPA 8.4/10',
 * 'GPA: 3.7', 'Cumulative GPA: 3.7 / 4.0', 'GPA: 3.74 out of 4.00', 'GPA to date: 3.95/4.00', 'GPA: 3.66 (9.15/10.0)', 'G.P.A: 3.74'; or the number first: '3.8/4.0 GPA', '8.1/10 CGPA', with what it averages between: '3.6 CS GPA', '3.44 Cumulative GPA'.
 */
const GPA =
  /[\s,;(–—-]*\(?\s*(?:(?:grade|result)\s*:\s*)?((?:(?:cumulative|cum\.|overall|major|final|current|total)\s+)?\b(?:c?gpa|(?:c\.?)?g\.p\.a\.?|CAP|WAM|grade point average)(?:\s+(?:scored|secured|obtained|achieved|to\s+date))?\s*[:\-]?\s*\d[\d.,]*(?:\s*\/\s*\d[\d.]*|\s+out\s+of\s+\d[\d.]*)?%?(?:\s*\(\s*\d[\d.,]*\s*\/\s*\d[\d.]*\s*\))?|\b\d\.\d{1,3}(?:\s*\/\s*\d{1,2}(?:\.\d+)?)?\s+(?:[A-Z]{2,4}\s+|(?:cumulative|overall|major|final)\s+)?c?gpa\b)\s*\)?/i;

/** A class rank beside a grade ('(Rank 5/120)', 'Top 5%'): no field holds it. */
const RANK = /[\s,;]*\(?\s*\b(?:rank(?:ed|ing)?|top)\s*:?\s*(?:\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*%)\s*\)?/gi;

/** An average printed as the grade, whose label says only that it is one: 'Term Average 89.8/100', 'Average: 85%'. */
const AVERAGE = /[\s,;(–—-]*\(?\s*\b(?:(?:term|weighted|cumulative|overall|final)\s+)?(?:average(?:\s+(?:grade|mark|score))?|avg\.)\s*:?\s*(\d[\d.,]*(?:\s*\/\s*\d[\d.]*|\s*%)?)\s*\)?/i;

/** A percentage a sentence says the degree was passed with: 'Graduated in Civil Engineering with 71%', '… with an aggregate of 68.5%'. */
const WITH_PERCENT = /[\s,]*\bwith\s+(?:an?\s+)?(?:(?:aggregate|overall|percentage|score|marks)\s+(?:of\s+)?)?(\d{2,3}(?:\.\d+)?\s*%)(?=[\s.,;]*$)/i;

/**
 * 'Honors: Summa Cum Laude (4.0 GPA), Dean's List': the first item of a list of honours, when it holds the GPA, is the
 * grade as printed (an honour in words with the GPA beside it is one grade); otherwise the GPA alone.
 */
function gpaClause(text: string): string {
  const clause = splitTopLevel(text.replace(/^\s*hono(?:u)?rs\s*:\s*/i, ''), /[,;]/)[0]?.trim() ?? '';
  const { rest, gpa } = takeGpa(clause);
  if (!gpa) return '';
  // 'Secured 81.7%': the word saying it was earned is no part of the grade.
  if (!rest && PERCENT_GRADE.test(clause)) return gpa;
  return !rest || wholeGrade(rest.replace(/[()]/g, '').trim()) ? tidy(clause) : gpa;
}

/**
 * A percentage printed as the grade at the end of a line or of a cell: alone in its cell ('Intermediate XII | 82.4%', a right-aligned
 * column), after an equals sign ('12th = 63%'), or after a word saying it was earned ('Secured 81.7%.', 'Percentage
 * scored 87%'); the word goes with it.
 */
const PERCENT_GRADE =
  /(?:\s*\|\s*|\s*=\s*|[\s,;(–—-]*\b(?:(?:overall|total)\s+)?(?:secured|scored|obtained|achieved|percentage(?:\s+(?:scored|secured|obtained))?|aggregate|marks(?:\s+obtained)?)\s*[:\-–=]?\s*)(\d{2,3}(?:\.\d+)?\s*%)\s*\)?\.?\s*(?=\||$)/i;

function takeGpa(text: string): { rest: string; gpa: string } {
  const m = GPA.exec(text) ?? AVERAGE.exec(text) ?? WITH_PERCENT.exec(text) ?? PERCENT_GRADE.exec(text);
  if (!m) return { rest: text, gpa: '' };
  // '3.7 GPA, Cum Laude': an honour after the GPA, closing its cell, is one grade with it as printed.
  const after = text.slice(m.index + m[0].length);
  const honour = /^\s*[,;]\s*([^,;|]+?)\s*(?=\||$)/.exec(after);
  if (honour && GRADE_WORDS.test(honour[1]!) && !/\d/.test(honour[1]!)) {
    return { rest: tidy(`${text.slice(0, m.index)} ${after.slice(honour[0].length)}`), gpa: tidy(`${m[1]}, ${honour[1]}`) };
  }
  // '(Dean’s List with GPA 3.579)': the GPA closed a bracket; the words that opened it go with it.
  const before = text.slice(0, m.index);
  if (count(m[0], ')') > count(m[0], '(')) return { rest: tidy(`${withoutOpenAside(before)} ${after}`), gpa: tidy(m[1]!) };
  return { rest: tidy(`${before} ${after}`), gpa: tidy(m[1]!) };
}


/**
 * A qualification and its institution on one line, in either order: 'BSc Physics, University of X',
 * 'University of X — BSc Physics, 2:1', 'B.Eng. Computer Engineering — American University of Sharjah'.
 * Dashes separate more surely than commas (a course or a grade may hold commas), so they are tried first.
 */
function splitInlineInstitution(text: string): InlineSplit | null {
  // 'Currently pursuing Master’s in … at San Jose State University': a sentence's verb before the degree is no part of it.
  const led = withoutStudyLead(text);
  if (led) return splitInlineInstitution(led);
  // A semicolon parts them as surely ('Integrated master’s degree in Mathematics (MMath); University of Leeds').
  // 'University of Waterloo – Candidate for Bachelor of Mathematics': the words of standing before the degree go.
  // A spaced tilde parts them as a dash does ('Sheffield Hallam University ~ BSc Computer Science').
  const dashed = text.split(/\s+[–—~-]\s+|\s*[–—;]\s*/).map((p) => withoutStudyLead(p.trim()) || p.trim()).filter(Boolean);
  if (dashed.length >= 2) {
    const q = dashed.findIndex(isQualification);
    const i = dashed.findIndex(isSchool);
    if (q >= 0 && i >= 0) return gradeFromInstitution({ qualification: dashed[q]!, institution: dashed.filter((_, k) => k !== q).join(' — ') });
    // 'Category Theory - UFABC (Santo André, Brazil)': a name with its town in brackets, after what was studied, is
    // the school, whatever it is called.
    const last = dashed[dashed.length - 1]!;
    // So is it after a qualification ('Associate Degree, Analysis and Systems Development; FIAP (São Paulo)') or a
    // course whose name holds a school's word ('College Course, Category Theory; UFABC (Santo André)').
    if ((i < 0 || COURSE_WORDS.test(dashed[i]!)) && placedName(last)) return { institution: last, qualification: dashed.slice(0, -1).join(' — '), studied: q < 0 };
  }
  const other = splitSchoolInBrackets(text) ?? splitSubjectAfterDash(text) ?? splitStayAt(text) ?? splitDegreeAt(text) ?? splitSubjectFirst(text) ?? splitByColon(text) ?? splitByCase(text) ?? splitBySentence(text) ?? splitAfterInstitution(text);
  if (other) return other;
  const parts = splitTopLevel(text, /,/);
  if (parts.length < 2) return null;
  const at = parts.findIndex(isSchool);
  // 'Computer Science, Bachelor of Science, Williams College': the subject may come before the degree.
  const before = at > 0 ? degreeFirst(parts.slice(0, at).join(', ')) : '';
  if (at > 0 && isQualification(before)) {
    return gradeFromInstitution({ qualification: before, institution: parts.slice(at).join(', ') });
  }
  // 'Major in Economics, University B, Los Angeles, USA': what was studied, then the school it was studied at.
  if (at === 1 && majorOf(parts[0]!)) return { qualification: parts[0]!.trim(), institution: parts.slice(at).join(', '), studied: true };
  // 'Shatin College, Hong Kong, Bilingual IB Diploma': a part ending in the word for a qualification names one.
  const q = parts.findIndex((p) => isQualification(p) || QUALIFICATION_TAIL.test(p));
  // 'University of Massachusetts, Amherst, MA': a state after the town is no Master of Arts.
  if (at === 0 && q > 0 && !isPlace(parts.slice(1).join(', '))) return { institution: parts.slice(0, q).join(', '), qualification: parts.slice(q).join(', ') };
  return programmeBesideName(parts);
}

/** A programme's word ('Bootcamp', 'Fellow', 'Nanodegree'). */
const PROGRAMME_WORD = /\b(?:boot ?camp|fellow(?:ship)?|nanodegree|course|training|programme|program)\b/i;

/** A short name in capitals of its words, perhaps with its town in brackets ('Le Wagon', 'Galvanize (Seattle, WA)'). */
const SHORT_NAME = /^\p{Lu}[\p{L}.&'’-]*(?:\s+\p{Lu}[\p{L}.&'’-]*){0,2}(?:\s*\([^()]+\))?$/u;

/**
 * 'Le Wagon, Full Stack Development Bootcamp', 'Data Science Fellow, Galvanize (Seattle, WA)': a programme and, on
 * the other side of the comma, a short name that is no degree, subject or place: the school that ran it, though no
 * word names it one.
 */
function programmeBesideName(parts: string[]): InlineSplit | null {
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((p) => p.trim()) as [string, string];
  const name = (p: string) => SHORT_NAME.test(p) && !PROGRAMME_WORD.test(p) && !isQualification(p) && !fieldOfStudy(p) && !isPlace(p);
  // 'Le Wagon, Full Stack Development Bootcamp': a programme of some words after the school is what was earned there.
  if (PROGRAMME_WORD.test(b) && name(a)) return { institution: a, qualification: b, title: /\S\s+\S+\s+\S/.test(b) };
  if (PROGRAMME_WORD.test(a) && name(b)) return { institution: b, qualification: a, title: true };
  return null;
}

/** A verb of studying that opens a sentence naming a degree: 'Currently pursuing', 'Graduated as', 'Candidate for', 'Earned partial credit toward a'. */
const STUDY_LEAD = /^(?:(?:currently|presently)\s+)?(?:pursuing|studying(?:\s+for)?|enrolled\s+in|candidate\s+for|graduated(?:\s+(?:as|with))?|earned|completed|obtained|received)\s+/i;

/** The line from the degree's name on, when a verb of studying and a few small words before it are all that precede it; else ''. */
function withoutStudyLead(text: string): string {
  const lead = STUDY_LEAD.exec(text);
  if (!lead) return '';
  const words = text.slice(lead[0].length).split(/\s+/);
  for (let k = 0; k <= 4 && k < words.length; k++) {
    if (k > 0 && !/^\p{Ll}+$/u.test(words[k - 1]!)) return '';
    const rest = words.slice(k).join(' ');
    if (isQualification(rest)) return rest;
  }
  return '';
}

/**
 * 'Umpqua Community College, Roseburg, OR — Generals': the school (and its place), a long dash, then what was studied
 * there with no degree named, as a common word-processor template prints it. A lone word after the dash is the
 * subject only when the school's place was printed before it ('Harvard University — Cambridge' is a place).
 */
function splitSubjectAfterDash(text: string): InlineSplit | null {
  const m = /^(.+)\s+[—–]\s+([^—–]+)$/.exec(text.trim());
  if (!m) return null;
  const [school, subject] = [m[1]!.trim(), m[2]!.trim()];
  if (!isSchool(splitTopLevel(school, /,/)[0]!) || splitAfterInstitution(splitTopLevel(school, /,/)[0]!) || isQualification(subject) || isInstitution(subject) || isPlace(subject) || wholeGrade(subject)) return null;
  if (/\d/.test(subject) || subject.split(/\s+/).length > 6 || isSentence(subject)) return null;
  const placed = splitInstitution(school).location;
  return SUBJECT_WORDS.test(subject) || placed.city || placed.country ? { institution: school, qualification: subject, studied: true } : null;
}

/** A short capitalised name with a place in brackets after it ('UFABC (Santo André, Brazil)', 'FIAP (São Paulo)'). */
function placedName(text: string): boolean {
  const m = /^(\p{Lu}[^()]*?)\s*\(([^()]+)\)$/u.exec(text.trim());
  return !!m && m[1]!.split(/\s+/).length <= 5 && !/\d/.test(m[1]!) && !isQualification(m[1]!) && (isPlace(m[2]!) || townAfterShortName(m[1]!, m[2]!));
}

/**
 * A town the lexicon does not know, in brackets after a school's one-word short name ('UFABC (Santo André)'): one to
 * three words in title case, and no stay ('Aalto (Exchange)').
 */
function townAfterShortName(name: string, bracket: string): boolean {
  return name.trim().split(/\s+/).length === 1 && /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,2}$/u.test(bracket.trim()) && !STAY.test(` (${bracket.trim()})`);
}

/** A part naming a school: not a degree, nor only the faculty that taught it ('Term Exchange, Faculty of Mathematics'). */
/** A title in quotes ('Thesis: ‘… the Virtual University’'): the words inside name no school. */
const QUOTED = /[‘“"][^‘’“”"]*[’”"]/g;
const isSchool = (part: string) => isInstitution(part.replace(QUOTED, ' ')) && !isQualification(part) && !FACULTY.test(part.trim());

/** A stay named in brackets after the school, in place of a degree: '(Exchange)', '(Study Abroad)'. */
const STAY = /\s*\(((?:exchange|study abroad|visiting)(?: (?:student|semester|programme|program|term|scholar|researcher))?)\)$/i;

/** School years in brackets after a school's name: '(7th–8th grade)', '(Grades 9–12)', '(Years 7-11)'. */
const SCHOOL_YEARS = /\s*\(((?:\d{1,2}(?:st|nd|rd|th)\s*[–-]\s*)?\d{1,2}(?:st|nd|rd|th)\s+grades?|grades?\s+\d{1,2}(?:\s*[–-]\s*\d{1,2})?|years?\s+\d{1,2}(?:\s*[–-]\s*\d{1,2})?)\)\s*$/i;

/** A few capitalised words ending in the word for a qualification: 'Bilingual IB Diploma', 'Foundation Degree'. */
const QUALIFICATION_TAIL = /^\p{Lu}[\p{L}.&'’-]*(?:\s+[\p{L}.&'’-]+){0,4}\s+(?:[Dd]iploma|[Dd]egree|[Cc]ertificate|[Cc]redential|DIPLOMA|DEGREE|CERTIFICATE)(?:\s*\(\p{Lu}[\p{L}.]{1,9}\))?$/u;

interface InlineSplit {
  institution: string;
  qualification: string;
  /** What follows the institution names what was studied even when it names no degree ('…: Full Stack web development'). */
  studied?: boolean;
  /** What precedes the institution is the qualification as printed, though no word names it a degree ('STUDENT …'). */
  title?: boolean;
}

/** 'Study abroad at National University of Singapore', 'Exchange semester in ETH Zurich': the stay, then the school. */
function splitStayAt(text: string): InlineSplit | null {
  const stay = EXCHANGE.exec(text);
  const m = stay ? /^\s+(?:at|in)\s+(.+)$/i.exec(text.slice(stay[0].length)) : null;
  return m && isSchool(m[1]!) ? { institution: m[1]!.trim(), qualification: stay![0] } : null;
}

/**
 * 'Business Administration, School of Continuing Education (SCE), The American University in Cairo (AUC)': a subject,
 * then schools from the unit that taught it to the university; the last is the institution, the subject what was studied.
 */
function splitSubjectFirst(text: string): InlineSplit | null {
  const parts = splitTopLevel(text, /,/).map((p) => p.trim());
  const schools = parts.map((p, i) => (isSchool(p) || FACULTY.test(p) ? i : -1)).filter((i) => i > 0);
  const subject = parts[0] ?? '';
  if (schools.length < 2 || schools[0] !== 1 || !SUBJECT_WORDS.test(subject) || isInstitution(subject) || isQualification(subject) || /\d/.test(subject)) return null;
  const last = schools[schools.length - 1]!;
  if (!isSchool(parts[last]!) || FACULTY.test(parts[last]!)) return null;
  return { institution: parts.slice(last).join(', '), qualification: subject, studied: true };
}

/**
 * 'M.Sc. Digital Media (University of Bremen)', '8 GCSEs (Netherthorpe School)', 'Semester Abroad (University of
 * Melbourne)': the degree or the stay, then its school in brackets.
 */
function splitSchoolInBrackets(text: string): InlineSplit | null {
  const m = /^(.+?)\s*\(([^()]+)\)$/.exec(text.trim());
  if (!m || !isSchool(m[2]!) || isInstitution(m[1]!)) return null;
  // A count of school-leaving exams before their name ('4 A levels, 1 AS level') is no part of it.
  const degree = m[1]!.replace(/^\d{1,2}\s+(?=\D)/, '');
  return isQualification(degree) ? { qualification: degree, institution: m[2]!.trim() } : null;
}

/** 'B.Sc. in Computer Science at the University of Ghana, Legon': the degree, then the school it was earned at. */
function splitDegreeAt(text: string): InlineSplit | null {
  const m = /^(.+?)\s+(?:at|from)\s+(?:the\s+)?(.+)$/i.exec(text);
  return m && isQualification(m[1]!) && isSchool(splitTopLevel(m[2]!, /,/)[0]!) ? { qualification: m[1]!.trim(), institution: m[2]!.trim() } : null;
}

/** 'Ashford University: B.A. in Project Management', 'John Hopkins University: Full Stack web development'. */
function splitByColon(text: string): InlineSplit | null {
  const m = /^((?:[^:–—]|:(?!\s)){3,80}?):\s+(.+)$/.exec(text);
  if (!m) return null;
  // 'Physics 2:1 (BSc & ARCS): Imperial College London': the school after the colon.
  if (!isInstitution(m[1]!) && isInstitution(m[2]!) && !isQualification(m[2]!) && !DETAIL_LABEL.test(text)) return { institution: m[2]!.trim(), qualification: m[1]!.trim(), studied: true };
  // 'School Psychologist: Internship in …' is a job title, not a school.
  if (!isInstitution(m[1]!) || isQualification(m[1]!) || titleScore(m[1]!) >= 2) return null;
  return { institution: m[1]!.trim(), qualification: m[2]!.trim(), studied: true };
}

/** 'Computer Systems (Post-Baccalaureate Diploma)', 'Physics (BSc)': the subject, then the degree in brackets. */
function degreeAfterSubject(text: string): { qualification: string; course: string } | null {
  const m = /^([^()]+?)\s*\(([^()]+)\)$/.exec(text);
  if (!m || !isQualification(m[2]!) || isQualification(m[1]!) || isInstitution(m[1]!)) return null;
  return { qualification: tidy(m[2]!), course: tidy(m[1]!) };
}

/** 'Bhutan Higher Secondary Education Certificate (BHSEC), Science Stream': a certificate named in words, a comma, what was studied. */
function namedQualificationThenSubject(text: string): { qualification: string; course: string } | null {
  const [name, subject, ...more] = splitTopLevel(text, /,/);
  if (more.length || !subject || !QUALIFICATION_TAIL.test(name!) || !fieldOfStudy(subject)) return null;
  return { qualification: name!, course: subject };
}

/** 'Physics (BSc & ARCS)': the subject with the degree in brackets after it. */
function degreeInBrackets(text: string): CvQualification | null {
  const m = /^(.+?)\s*\(([^()]+)\)\s*(.*)$/.exec(text);
  if (!m || !isQualification(m[2]!) || isQualification(m[1]!)) return null;
  const { rest, grade } = splitGrade(tidy(`${m[1]!} ${m[3]!}`));
  return { ...emptyQualification(), qualification: m[2]!.trim(), course: rest, grade };
}

/**
 * 'BSC ENGINEERING University of Chittagong': a degree in capitals, then the institution in mixed case (as the
 * Europass layout prints them). A long aside in brackets after the name is the awarding board, not the name.
 */
function splitByCase(text: string): InlineSplit | null {
  const m = /^((?:[\p{Lu}\d][\p{Lu}\d.&'’()-]*\s+)+)(\p{Lu}\p{Ll}.*)$/u.exec(text);
  // Two words at least in capitals: one capitalised abbreviation ('M.S. Engineering') is no contrast of case.
  if (!m || m[1]!.trim().split(/\s+/).length < 2 || !isQualification(m[1]!)) return m && capitalsBeforeSchool(m[1]!, m[2]!) ? { institution: m[2]!.trim(), qualification: m[1]!.trim(), title: true } : null;
  const institution = m[2]!.replace(/\s*\(([^()]*)\)\s*$/, (all, inner: string) => (inner.includes(',') || inner.split(/\s+/).length >= 4 ? '' : all)).trim();
  if (isSentence(institution)) return null;
  return { institution, qualification: m[1]!.trim() };
}

/**
 * 'STUDENT Technical University of Cluj-Napoca': a title in capitals no word names as a degree, before a name in
 * mixed case that names a school, is what was earned or held there (the Europass layout sets them so).
 */
function capitalsBeforeSchool(capitals: string, name: string): boolean {
  const title = capitals.trim();
  // One word in capitals is a title only when it reads as one ('STUDENT'); else it may be the school's acronym ('PES University').
  const titled = title.split(/\s+/).length >= 2 || titleScore(title) > 0;
  return titled && /\p{Lu}{3}/u.test(title) && !isInstitution(title) && !isCountry(title) && name.trim().split(/\s+/).length >= 2 && isSchool(name.trim()) && !isSentence(name);
}

/** 'Saint John’s University. Computer Science Major. …': sentences, the first naming the institution. */
function splitBySentence(text: string): InlineSplit | null {
  const sentences = text
    .split(/(?<=\p{Ll}{2}|\p{Lu}{2})\.\s+|\.$/u)
    .map((p) => p.replace(/^[\s.]+|[\s.]+$/g, ''))
    .filter(Boolean);
  if (sentences.length < 2 || !isInstitution(sentences[0]!) || isQualification(sentences[0]!)) return null;
  const studied = sentences.slice(1).find((p) => isQualification(p) || MAJOR.test(p));
  return studied ? { institution: sentences[0]!, qualification: studied, studied: true } : { institution: sentences[0]!, qualification: '' };
}

/**
 * 'Hagley Park High School GCSE in Maths', 'Colorado School of Mines B.S. Engineering': a degree after the name of
 * the institution, right after the word that names it or after the few words of its name that follow ('of Mines').
 */
function splitAfterInstitution(text: string): InlineSplit | null {
  // 'High School Diploma' names a qualification whose name holds a school's word.
  if (isQualification(text)) return null;
  const words = text.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    if (!/^(?:university|college|school|academy|institute|polytechnic)$/i.test(words[k - 1]!)) continue;
    for (let i = k; i < Math.min(words.length, k + 4); i++) {
      // The name goes on only with words of a name ('of', 'Mines'), up to the degree.
      if (i > k && !/^(?:of|the|and|&|[\p{Lu}][\p{L}'’-]*)$/u.test(words[i - 1]!)) break;
      const rest = words.slice(i).join(' ');
      if (isQualification(rest) && !isInstitution(rest)) return { institution: words.slice(0, i).join(' '), qualification: rest };
    }
  }
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

/**
 * A sentence that opens with what was done, where a course would stand ('Achieved nine A* grades, including …'):
 * a description, not what was studied. A long list of subjects with their grades is a course all the same.
 */
/**
 * A sentence of some length that ends in a full stop ('Grande école of engineering with a generalist curriculum …'):
 * under an entry, without dates of its own, it describes the school, however it names it, and opens no entry.
 */
function describesSchool(text: string): boolean {
  return /\.$/.test(text.trim()) && text.split(/\s+/).length >= 8 && isSentence(text);
}

function isDescription(text: string): boolean {
  return /^\p{Lu}\p{Ll}+ed\s/u.test(text) && text.split(/\s+/).length >= 6 && isSentence(text);
}

function addQualification(entry: CvEducation, text: string, dates: Dates | null, otherGrade = ''): CvQualification {
  const q = emptyQualification();
  const { rest, grade } = splitGrade(text);
  const { qualification, course } = splitDegree(rest);
  q.qualification = qualification;
  // 'GCSE: Achieved nine A* grades, including Mathematics, …': a description after the label is no course.
  q.course = isDescription(course) ? '' : course;
  q.grade = otherGrade || grade;
  // 'A-Levels: AAB': letter grades where the subject would stand are the results.
  if (LETTER_GRADES.test(course) && !q.grade) [q.course, q.grade] = ['', course];
  // 'B. Tech Computer Science, Passed out with First Class': how it was passed closes the course; it is the grade when no other is.
  const passed = PASSED_WITH.exec(q.course);
  if (passed) [q.course, q.grade] = [tidy(q.course.slice(0, passed.index)), q.grade || wholeGrade(passed[1]!)];
  // 'GCSE C’s and D’s in Maths and English', 'A-Levels AAB in Maths, Physics, Chemistry': the results, then what they were in.
  const graded = GRADES_IN_SUBJECT.exec(q.course);
  if (graded && !q.grade && DEGREE_RE.exec(graded[1]!)?.[0] !== graded[1]) [q.course, q.grade] = [tidy(graded[2]!), graded[1]!];
  if (dates) Object.assign(q, dates);
  entry.qualifications.push(q);
  return q;
}
