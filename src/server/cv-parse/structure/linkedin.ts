import { findDateRange, normaliseDate } from './dates.ts';
import { splitInstitution, wholeGrade } from './education.ts';
import { joinBroken, joinWrapped, splitTopLevel, type Placement } from './lines.ts';
import { DEGREE_RE } from './lexicon.ts';
import { compactKey, headingText, type Section } from './sections.ts';
import { joinCells, type TextCell, type TextLine } from '../types.ts';
import type { CvCertification, CvEducation, CvQualification } from '../../../lib/cv/schema.ts';

/**
 * LinkedIn's 'Save to PDF' export. Every such file comes from one generator with one layout: a sidebar headed
 * 'Contact' (e-mail, phone, the profile's address wrapped over lines and labelled '(LinkedIn)'), then 'Top
 * Skills', 'Languages', 'Certifications', 'Honors-Awards', 'Publications'; beside it a main column with the name,
 * the headline, the place, then 'Summary', 'Experience' and 'Education'. Recognising the export lets its parts
 * be read by the generator's conventions rather than guessed from each file.
 */

/** The sidebar's headings, as LinkedIn prints them (compared by compactKey). */
const SIDEBAR_HEADINGS = ['Contact', 'Top Skills', 'Languages', 'Certifications', 'Honors-Awards', 'Publications', 'Patents'];
/** The main column's headings. */
const MAIN_HEADINGS = ['Summary', 'Experience', 'Education'];
const SIDEBAR_KEYS = new Set(SIDEBAR_HEADINGS.map(compactKey));
const MAIN_KEYS = new Set(MAIN_HEADINGS.map(compactKey));

/** A contact entry's label as LinkedIn prints it after the value: '(LinkedIn)', '(Mobile)', '(Portfolio)'. */
const CONTACT_LABEL = /\((?:LinkedIn|Mobile|Home|Work|Personal|Portfolio|Company|Blog|Other|RSS Feed)\)$/;

/** The label LinkedIn prints after the profile's address, which may wrap over lines ('… (LinkedIn)'). */
const PROFILE_ADDRESS = /\(LinkedIn\)\s*$/;

/** Where the export's two columns start, in the extractor's units. */
export interface LinkedInLayout {
  sidebarX: number;
  mainX: number;
}

/** Where the sidebar ends: a little left of the main column's text, as cells there start a point or two apart. */
const columnEdge = (layout: LinkedInLayout) => layout.mainX - 5;

const isSidebarHeading = (text: string) => SIDEBAR_KEYS.has(compactKey(text));
const isMainHeading = (text: string) => MAIN_KEYS.has(compactKey(text));

/**
 * The export's columns, when the lines are one: the first line of the first page is the sidebar's 'Contact',
 * another sidebar heading stands at its left edge, a main heading ('Summary', 'Experience', 'Education') stands
 * to the right of it, and a contact entry carries LinkedIn's label for the profile's address ('… (LinkedIn)').
 * Cells are looked at, not lines, as the two columns may come out merged row by row.
 */
export function linkedInLayout(lines: TextLine[]): LinkedInLayout | null {
  const first = lines[0]?.cells[0];
  // As the generator prints it: a sidebar CV of another make may head its column 'CONTACT' and link a profile.
  if (!first || lines[0]!.page !== 1 || first.text.trim() !== 'Contact') return null;
  const cells = lines.filter((l) => l.page === 1).flatMap((l) => l.cells);
  const sidebar = cells.filter((c) => c !== first && isSidebarHeading(c.text) && Math.abs(c.x - first.x) <= 3);
  const main = cells.filter((c) => isMainHeading(c.text) && c.x > first.x + 50);
  if (!sidebar.length || !main.length || !cells.some((c) => PROFILE_ADDRESS.test(c.text))) return null;
  return { sidebarX: first.x, mainX: Math.min(...main.map((c) => c.x)) };
}

/**
 * The export's lines read column by column: a row that holds cells of both columns (the extractor saw no gutter)
 * is parted at the main column's edge, and each page's sidebar lines come before its main lines, as when the
 * columns come out apart. The profile address LinkedIn wraps over lines ('www.linkedin.com/in/jane-' / 'doe-12
 * (LinkedIn)') is joined back into one line.
 */
export function linkedInColumns(lines: TextLine[], layout: LinkedInLayout): TextLine[] {
  const edge = columnEdge(layout);
  const merged = (line: TextLine) => line.cells.some((c) => c.x < edge) && line.cells.some((c) => c.x >= edge);
  const looks = columnLooks(lines.filter((l) => !merged(l)), edge);
  const sidebar: TextLine[] = [];
  const main: TextLine[] = [];
  const out: TextLine[] = [];
  let page = lines[0]?.page ?? 1;
  const flush = () => {
    out.push(...joinContactWraps(sidebar), ...(page === 1 ? joinHeadline(main) : main));
    sidebar.length = 0;
    main.length = 0;
  };
  for (const line of lines) {
    if (line.page !== page) {
      flush();
      page = line.page;
    }
    if (!merged(line)) (line.x < edge ? sidebar : main).push(line);
    else {
      const l = partOf(line, line.cells.filter((c) => c.x < edge), looks.sidebar);
      const r = partOf(line, line.cells.filter((c) => c.x >= edge), looks.main);
      // A hyperlink goes with the part that prints an address, else with the main column's text.
      (/\w\.\w/.test(l.text) ? l : r).links.push(...line.links);
      sidebar.push(l);
      main.push(r);
    }
  }
  flush();
  return out;
}

/** How a line looks: what a merged row's parts take from their column, as the row's own look is one side's. */
type Look = Pick<TextLine, 'size' | 'bold' | 'style'>;

/** Each column's look for headings and for the rest, from the lines that came out in one column. */
function columnLooks(lines: TextLine[], edge: number) {
  const lookOf = (column: TextLine[], heading: boolean): Look | null => {
    const counts = new Map<string, { look: Look; n: number }>();
    for (const line of column) {
      if ((isSidebarHeading(line.text) || isMainHeading(line.text)) !== heading) continue;
      const look = { size: line.size, bold: line.bold, ...(line.style !== undefined ? { style: line.style } : {}) };
      const key = JSON.stringify(look);
      counts.set(key, { look, n: (counts.get(key)?.n ?? 0) + 1 });
    }
    return [...counts.values()].sort((a, b) => b.n - a.n)[0]?.look ?? null;
  };
  const column = (side: TextLine[]) => ({ heading: lookOf(side, true), body: lookOf(side, false) });
  // The main column opens with the name, in a look of its own.
  return { sidebar: column(lines.filter((l) => l.x < edge)), main: column(lines.filter((l) => l.x >= edge).slice(1)) };
}

/** One column's cells of a merged row, as a line of its own, in its column's look. */
function partOf(line: TextLine, cells: TextCell[], looks: { heading: Look | null; body: Look | null }): TextLine {
  const text = joinCells(cells);
  const look = (isSidebarHeading(text) || isMainHeading(text) ? looks.heading : looks.body) ?? {};
  const part: TextLine = { ...line, text, cells, x: cells[0]!.x, links: [], wrap: 0 };
  return { ...part, ...look };
}

/**
 * The main column opens with the name, the headline and the place, in that order. A headline too long for
 * the column wraps, and every line between the name and the place is part of it: joined into one line.
 */
function joinHeadline(main: TextLine[]): TextLine[] {
  const heading = main.findIndex((l) => isMainHeading(l.text));
  const header = heading < 0 ? [] : main.slice(0, heading);
  if (header.length < 4) return main;
  const wrapped = header.slice(1, -1);
  const text = wrapped.map((l) => l.text.trim()).join(' ');
  const headline: TextLine = { ...wrapped[0]!, text, cells: [{ text, x: wrapped[0]!.x }], links: wrapped.flatMap((l) => l.links) };
  return [header[0]!, headline, ...main.slice(header.length - 1)];
}

/**
 * A contact entry wrapped over lines: an address with no label yet, then its rest ending in LinkedIn's label
 * ('www.linkedin.com/in/jane-' / 'doe-12 (LinkedIn)', 'jdoe.github.io/' / 'cv/ (Personal)'). The wrap breaks
 * the address where a hyphen or slash allows and keeps the character, so the parts join with nothing between;
 * a label alone on the next line ('(LinkedIn)') joins after a space.
 */
function joinContactWraps(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const text = line.text.trim();
    const open = prev && /^\S+\.\S+[-/]?$/.test(prev.text.trim()) && !/@/.test(prev.text);
    if (open && CONTACT_LABEL.test(text) && !/\s/.test(text.replace(CONTACT_LABEL, '').trim())) {
      const joined = text.startsWith('(') ? `${prev.text.trim()} ${text}` : `${prev.text.trim()}${text}`;
      out[out.length - 1] = { ...prev, text: joined, cells: [{ text: joined, x: prev.cells[0]!.x }], links: [...prev.links, ...line.links] };
    } else out.push(line);
  }
  return out;
}

/**
 * The export prints only its own headings; any other line that read as a heading is the person's own
 * sub-heading inside a part ('about me', 'skills' in the Summary), and its section goes back into the one above.
 * A sub-heading over lists of skills by label ('Technology Stack' / 'Languages - Python, C++') keeps its
 * section: the lines say by their form that they list skills, wherever they stand.
 */
export function linkedInSections(sections: Section[]): Section[] {
  const out: Section[] = [];
  for (const section of sections) {
    const heading = section.heading ? headingText(section.heading.text) : '';
    const own = !section.heading || isSidebarHeading(heading) || isMainHeading(heading) || labelledSkillLists(section);
    const above = out[out.length - 1];
    if (own || !above || above.kind === 'header') out.push(section);
    else above.lines.push(section.heading!, ...section.lines);
  }
  return out;
}

/** A label, a dash or colon, then what it names ('DBMS - Mysql, Oracle', 'Tools: Git'). */
const LABELLED_LIST = /^[^,:]{2,40}?(?:\s[-–]\s|:\s*)\S/;

/** A skills section of labelled lists only, one of them at least a list of several. */
function labelledSkillLists(section: Section): boolean {
  const texts = section.lines.map((l) => l.text.trim());
  return section.kind === 'skills' && texts.length > 0 && texts.every((t) => LABELLED_LIST.test(t)) && texts.some((t) => t.includes(','));
}

/**
 * The headline: the line between the name and the place at the head of the main column (wrapped lines are
 * joined by linkedInColumns). Null when the head holds no third line to tell the headline from the place.
 */
export function linkedInHeadline(lines: TextLine[], layout: LinkedInLayout): TextLine | null {
  const main = lines.filter((l) => l.page === 1 && l.x >= columnEdge(layout));
  const heading = main.findIndex((l) => isMainHeading(l.text));
  return heading === 3 ? main[1]! : null;
}

/** The dates LinkedIn prints after an education entry's degree: '… · (2015 - 2019)', '· (July 2027)'. */
const DEGREE_DATES = /(?:^|\s*·\s*)\(([^()]*\d{4}[^()]*)\)\s*$/;

/**
 * The Education part as LinkedIn prints it: each school on its own line(s), in the school's look, then its
 * degree in a smaller one: 'Degree, Field of study · (Start - End)', any of the three may be missing. Two
 * degrees at one school are one entry with two qualifications, even when printed under its name twice.
 * Returns null (and places nothing) when the part is not set so, for the general reader to read.
 */
export function linkedInEducation(sections: Section[], placement: Placement): CvEducation[] | null {
  const section = sections.find((s) => s.kind === 'education' && s.heading && isMainHeading(s.heading.text));
  const body = section?.lines.filter((l) => !placement.has(l)) ?? [];
  const entries = educationEntries(body);
  if (!entries) return null;
  placement.take(...body);
  const out: CvEducation[] = [];
  for (const { school, degree } of entries) {
    const { institution, location } = splitInstitution(school);
    const qualification = readDegree(degree);
    const same = out.find((e) => e.institution.toLowerCase() === institution.toLowerCase());
    if (same) same.qualifications.push(qualification);
    else out.push({ institution, location, qualifications: [qualification] });
  }
  return out;
}

/**
 * The part's entries: a school's line in the look of the part's first line (a wrapped name goes on in that
 * look), then the degree's lines in a smaller one. Null when no degree line is set smaller than its school.
 */
function educationEntries(body: TextLine[]): Array<{ school: string; degree: string }> | null {
  const schoolSize = body[0]?.size;
  if (schoolSize === undefined) return null;
  const isSchool = (l: TextLine) => Math.abs(l.size - schoolSize) < 0.02;
  if (!body.some((l) => l.size < schoolSize - 0.02)) return null;
  const entries: Array<{ school: string; degree: string }> = [];
  let previous: TextLine | null = null;
  for (const line of body) {
    const text = line.text.trim();
    const entry = entries[entries.length - 1];
    if (!isSchool(line)) {
      if (!entry) return null;
      // The '·' before the dates, wrapped to the start of a line, was read as a bullet and taken off.
      const part = line.bullet && text.startsWith('(') ? `· ${text}` : text;
      entry.degree = entry.degree ? joinBroken(entry.degree, part) : part;
    } else if (entry && previous && isSchool(previous) && !line.gapBefore) {
      // The school's name goes on: wrapped (joined as one), or its place set on a line of its own.
      entry.school = line.wrap === 2 ? joinBroken(entry.school, text) : `${entry.school.replace(/,$/, '')}, ${text}`;
    } else entries.push({ school: text, degree: '' });
    previous = line;
  }
  return entries;
}

/** 'Bachelor of Engineering - BE, Computer Science · (2015 - 2019)' as a qualification. */
function readDegree(text: string): CvQualification {
  const dated = DEGREE_DATES.exec(text);
  const rest = (dated ? text.slice(0, dated.index) : text).replace(/\s*·\s*$/, '').trim();
  const range = dated ? findDateRange(dated[1]!) : null;
  // A single date is when the degree was (or will be) awarded.
  const [start, end] = range ? [range.start, range.current ? '' : range.end] : ['', dated ? normaliseDate(dated[1]!) : ''];
  const [degree = '', ...field] = splitTopLevel(rest, /,/).map((p) => p.trim());
  let qualification = degree;
  let course = field.join(', ').replace(/^\((.*)\)$/, '$1').trim();
  // No comma: a degree alone, 'B.Tech (Computer Science)' naming its field in brackets, or a field alone, which
  // names no degree and no level ('Mathematics and Physics'; 'Grade 12th' is a level).
  const bracketed = !field.length ? /^(.+?)\s*\(([^()]+)\)$/.exec(degree) : null;
  if (bracketed && DEGREE_RE.test(bracketed[1]!)) [qualification, course] = [bracketed[1]!, bracketed[2]!];
  else if (!field.length && degree && !DEGREE_RE.test(degree) && !/\d/.test(degree)) [qualification, course] = ['', degree];
  // LinkedIn's degree field holds a grade for some ('2.1 (Second Class upper)').
  if (qualification && wholeGrade(qualification) && !DEGREE_RE.test(qualification)) return { qualification: '', course, start, end, grade: qualification };
  return { qualification, course, start, end, grade: '' };
}

/** A year LinkedIn prints after a certification's name: 'Node.js Essential Training (2019)'. */
const CERTIFICATE_YEAR = /\s*\(((?:19|20)\d{2})\)$/;

/**
 * The sidebar's Certifications as LinkedIn prints them: each certificate's name alone (no issuer, no date but
 * a year in brackets), wrapped over lines when too long for the sidebar. Read one per name, as printed: a dash
 * or an 'Award' in a name is part of it here. Null when the export has no such part.
 */
export function linkedInCertifications(sections: Section[], placement: Placement, layout: LinkedInLayout): CvCertification[] | null {
  const section = sections.find((s) => s.heading && compactKey(headingText(s.heading.text)) === compactKey('Certifications'));
  const body = section?.lines.filter((l) => !placement.has(l) && l.x < columnEdge(layout)) ?? [];
  if (!body.length) return null;
  placement.take(...body);
  return sidebarItems(body).map((text) => {
    const year = CERTIFICATE_YEAR.exec(text);
    return { name: year ? text.slice(0, year.index) : text, issuer: '', date: year ? year[1]! : '' };
  });
}

/** A sidebar list's items: a line goes on from the one above when the extractor is sure it wraps. */
function sidebarItems(lines: TextLine[]): string[] {
  return joinWrapped(lines, 2).map((item) => item.text.trim());
}
