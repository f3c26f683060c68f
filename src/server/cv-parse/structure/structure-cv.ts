import { findDateRange } from './dates.ts';
import { classifyContactPart, isProfileUrl, linkLabel, siteKey, titleForUrl, urlKey } from './contact.ts';
import { educationTableAt, parseEducation, splitCertificates, splitDegree } from './education.ts';
import { isWebAddress, namesLink, parseHeader } from './header.ts';
import { isSentence, joinWrapped, Placement } from './lines.ts';
import {
  parseCertifications,
  parseLanguages,
  parseMemberships,
  parseParagraph,
  parsePublications,
  parseReferences,
  parseTextList,
} from './lists.ts';
import { parseAchievements, splitAwardsAndCertificates } from './awards.ts';
import { linkedInCertifications, linkedInColumns, linkedInEducation, linkedInHeadline, linkedInLayout, linkedInSections } from './linkedin.ts';
import { isDetailsTable, isFact, personalFacts } from './facts.ts';
import { parseProjects } from './projects.ts';
import { isReferenceList, kindLedEntries } from './publications.ts';
import { parseSkills } from './skills.ts';
import { parseCareer, parseEarlier, parseRoles, postsAmongEntries, roleHeaderLooks, rolesInHeaderLook, type HeaderLooks } from './roles.ts';
import { DEGREE_RE, INSTITUTION_RE, titleScore } from './lexicon.ts';
import { compactKey, headingText, namesPositionsAfterFirst, splitSections, type Section } from './sections.ts';
import { emptyParsedCv, type CvLink, type CvRole, type ParseResult, type ParsedCv } from '../../../lib/cv/schema.ts';
import type { TextLine } from '../types.ts';

/**
 * The built-in structurer: deterministic, offline, no model. Lines → sections → fields, and every line no
 * field took is reported in `unplaced`, so nothing is lost silently.
 */
export function structureCv(allLines: TextLine[]): ParseResult {
  const data = emptyParsedCv();
  const placement = new Placement();
  // Page numbers ('Page 1 of 2') carry nothing, and at the foot of a page they would join the last section.
  const unpaged = allLines.filter((l) => !PAGE_NUMBER.test(l.text.trim()));
  // LinkedIn's export is read by its own layout's conventions (see linkedin.ts).
  const linkedIn = linkedInLayout(unpaged);
  const lines = linkedIn ? linkedInColumns(unpaged, linkedIn) : unpaged;
  const split = splitSections(lines);
  const sections = careerUnderHeader(rejoinEducation(liftEducationTables(linkedIn ? linkedInSections(split) : split)));
  const header = parseHeader(lines, sections, placement);
  data.first_name = header.first_name;
  data.surname = header.surname;
  data.headline = header.headline;
  const linkedInHead = linkedIn && linkedInHeadline(lines, linkedIn);
  if (linkedInHead) {
    data.headline = linkedInHead.text.trim();
    placement.take(linkedInHead);
  }
  data.email = header.email;
  data.phone = header.phone;
  data.location = header.location;
  data.links = header.links;
  // A running title ('Jane Doe | Curriculum Vitae') carries nothing either, and would join the section it falls in.
  const fullName = `${data.first_name} ${data.surname}`.trim();
  placement.take(...lines.filter((line) => !placement.has(line) && isRunningTitle(line.text.trim(), fullName)));

  labelledLinks(sections, data.links, placement);
  // A page's last line is its footer, whichever section it falls in; elsewhere only a line no section took counts.
  addressLines(lines, data.links, placement, (line, i) => lines[i + 1]?.page !== line.page);
  data.add_details.push(...personalFacts(sections, placement));

  const linkedInSchools = linkedIn ? linkedInEducation(sections, placement) : null;
  if (linkedInSchools) data.education.push(...linkedInSchools);
  const linkedInCertificates = linkedIn ? linkedInCertifications(sections, placement, linkedIn) : null;
  if (linkedInCertificates) data.certifications.push(...linkedInCertificates);

  const profile: string[] = [];
  // A CV whose only work section is headed 'Previous Experience' or 'Other experience' lists its career there:
  // with no main experience section to be earlier than (volunteering is no career), those are its roles.
  const noMainCareer = !sections.some((s) => s.kind === 'experience' && !/volunt/i.test(s.heading?.text ?? ''));
  // How the career sections set their role headers: entries set so elsewhere are roles too (see rolesInHeaderLook).
  // Their lines are taken now, before they are placed; they are read for the look only when a section may need it.
  const careerLines = sections.filter((s) => s.kind === 'experience').map((s) => s.lines.filter((l) => !placement.has(l)));
  let roleLooks: HeaderLooks | null = null;
  for (const section of sections) {
    const body = section.lines.filter((l) => !placement.has(l));
    if (section.heading && section.kind !== 'other') placement.take(section.heading);
    const before = placement.snapshot();
    try {
      if (ROLES_ALSO_IN.has(section.kind) && (section.kind !== 'other' || section.heading)) data.roles.push(...rolesInHeaderLook(body, placement, (roleLooks ??= roleHeaderLooks(careerLines))));
      if (section.kind === 'publications' || (section.kind !== 'experience' && section.heading && namesPositionsAfterFirst(section.heading.text))) data.roles.push(...postsAmongEntries(body, placement, data.roles));
      // (A heading with its content on its line, 'Mother tongue | English', is in the body too, placed or not.)
      readSection(section, body.filter((l) => l === section.heading || !placement.has(l)), data, profile, placement, noMainCareer);
    } catch (error) {
      // A rule that fails on a layout nobody foresaw costs its section, not the CV: the lines go back to review.
      placement.restore(before);
      console.error(`cv-parse: a ${section.kind} section could not be read`, error);
    }
  }
  collectLinks(lines, data.links, placement);
  addressLines(lines, data.links, placement, () => true);
  data.profile_statement = profile.filter(Boolean).join(' ');
  if (!data.profile_statement && header.prose.length) data.profile_statement = parseParagraph(header.prose, placement);
  if (!data.profile_statement) {
    const titled = titledProfile(sections, placement);
    if (titled) {
      data.profile_statement = parseParagraph(titled.lines, placement);
      if (!data.headline) data.headline = titled.title;
    }
  }
  if (!data.profile_statement) {
    const opening = openingParagraph(sections, placement);
    if (opening) data.profile_statement = parseParagraph(opening, placement);
  }
  dedupeSkills(data.skills);
  return { data, unplaced: unplacedLines(lines, sections, placement, header.leftovers.filter((left) => !isFact(left))) };
}

/** How long a header runs at most: past this many lines, a CV with no headings at all has put more under it. */
const LONGEST_HEADER = 20;

/**
 * A CV printed with no section headings at all (an HTML page of roles under the name): everything falls in the
 * header. From the first dated role on, the lines are a section without a heading when they read as a career (see
 * readHeadlessHistory); else the header keeps them all. The role starts at its dates, or at the short line above
 * them that follows a gap (the employer's name).
 */
function careerUnderHeader(sections: Section[]): Section[] {
  const [header] = sections;
  if (sections.length !== 1 || header!.kind !== 'header' || header!.lines.length <= LONGEST_HEADER) return sections;
  const lines = header!.lines;
  let start = lines.findIndex((line) => !line.bullet && findDateRange(line.text));
  if (start <= 0) return sections;
  const above = lines[start - 1]!;
  if (!above.bullet && !findDateRange(above.text) && above.text.split(/\s+/).length <= 8 && !isSentence(above.text) && (above.gapBefore || above.bold)) start--;
  if (start <= 0 || !namesJobs(parseRoles(lines.slice(start), new Placement()))) return sections;
  return [
    { ...header!, lines: lines.slice(0, start) },
    { kind: 'other', heading: null, lines: lines.slice(start) },
  ];
}

/** The words of an 'earlier' heading (its compact key) that place its posts before the main career ('Previous Employment', 'E A R L Y  C A R E E R'). */
const SAYS_EARLIER = /earl(?:y|ier)|prior|previous|before|past/;

/**
 * Whether an 'earlier' section's posts are roles. 'Early Career' says there was more later, wherever the CV put it;
 * 'Previous Experience' with no main career is all of it; 'Additional Experience' or 'Other Roles' says no time at
 * all: more posts, as much roles as the main ones.
 */
function earlierAreRoles(section: Section, noMainCareer: boolean): boolean {
  const heading = section.heading?.text ?? '';
  if (noMainCareer && !/\bearl(?:y|ier)\b/i.test(heading)) return true;
  return !!section.heading && !SAYS_EARLIER.test(compactKey(headingText(heading)));
}

/** Sections that are no career but may list positions held among their entries ('Activities', 'Honors & Activities'). */
const ROLES_ALSO_IN = new Set<Section['kind']>(['additional', 'achievements', 'other']);

/**
 * An education table set in another section (a row of column headings 'S.No | Degree | College | Year of Passing |
 * Percentage' under the personal details, with no heading of its own): the table is an education section of its
 * own, and what follows it goes on in the section it stood in.
 */
function liftEducationTables(sections: Section[]): Section[] {
  return sections.flatMap((section) => {
    if (section.kind === 'education') return [section];
    let h = -1;
    let rows = 0;
    for (let i = 0; i < section.lines.length && h < 0; i++) {
      rows = educationTableAt(section.lines, i);
      if (rows > 0) h = i;
    }
    if (h < 0) return [section];
    const end = h + 1 + rows;
    const after = section.lines.slice(end);
    return [
      { ...section, lines: section.lines.slice(0, h) },
      { kind: 'education' as const, heading: null, lines: section.lines.slice(h, end) },
      ...(after.length ? [{ kind: section.kind, heading: null, lines: after }] : []),
    ];
  });
}

/**
 * An entry's labelled line ('Languages: C, Java', 'Tools: …' under a degree) is read as a section of its own, and
 * the education section goes on after it without a heading: its lines rejoin the education section above, so
 * that an entry's details after the labels ('Field of study …') still find their degree.
 */
function rejoinEducation(sections: Section[]): Section[] {
  const out: Section[] = [];
  for (const section of sections) {
    const between: Section[] = [];
    let k = out.length - 1;
    while (k >= 0 && out[k]!.kind !== 'education' && out[k]!.heading && out[k]!.heading!.text.includes(':')) between.push(out[k--]!);
    const education = k >= 0 && out[k]!.kind === 'education' && between.length ? out[k]! : null;
    if (section.kind === 'education' && !section.heading && education) education.lines.push(...section.lines);
    else out.push(section);
  }
  return out;
}

/** A language certificate's name: 'First Certificate in English', 'IELTS 7.5', 'DELF B2'. */
const LANGUAGE_CERTIFICATE = /\b[Cc]ertific\w*\b|\b(?:IELTS|TOEFL|TOEIC|DELF|DALF|DELE|JLPT|HSK|TestDaF)\b/;

/** Lines under the languages that the language reader left and that name a certificate ('First Certificate in English, Cambridge ESOL'). */
function languageCertificates(body: TextLine[], placement: Placement) {
  const lines = body.filter((l) => !placement.has(l) && !l.bullet && LANGUAGE_CERTIFICATE.test(l.text) && !isSentence(l.text));
  return lines.length ? parseCertifications(lines, placement) : [];
}

/**
 * 'Strengths' printed as sentences, each closed by its stop ('Effective team player and communicator.' /
 * 'Adaptable and quick learner of new technologies.'): what the person says of themselves, one detail each, not
 * skills by name. Every item must read so, and there must be two or more; a list of names stays skills, and so
 * does a sentence listing them ('Well-versed in Ruby, Ruby on Rails.'), or a labelled one ('Tools: …').
 */
function isStatementList(body: TextLine[]): boolean {
  const items = joinWrapped(body, 2);
  const statement = (text: string) => /\p{Ll}[.!]$/u.test(text) && !/[,:;]/.test(text) && isSentence(text) && text.split(/\s+/).length <= 20;
  return items.length >= 2 && items.every((item) => item.first.cells.length === 1 && statement(item.text.trim()));
}

/** Reads one section's lines into the fields its kind fills. */
function readSection(section: Section, body: TextLine[], data: ParsedCv, profile: string[], placement: Placement, noMainCareer = false): void {
  switch (section.kind) {
    case 'profile':
      // A personal-details table under 'Personal profile' is no statement: its lines stay for review.
      if (!isDetailsTable(body)) profile.push(parseParagraph(body, placement));
      break;
    case 'skills':
      if (isStatementList(body)) data.add_details.push(...parseTextList(body, placement));
      else data.skills.push(...parseSkills(body, placement, data.languages).map((name) => ({ name })));
      break;
    case 'achievements':
      if (namesCertificatesToo(section)) {
        const { awards, certificates } = splitAwardsAndCertificates(body, placement);
        data.achievements.push(...parseAchievements(awards, placement));
        data.certifications.push(...parseCertifications(certificates, placement, data.achievements, data.publications));
      } else data.achievements.push(...parseAchievements(body, placement));
      break;
    case 'experience':
      // 'Research' over a numbered reference list names papers, not posts.
      if (isReferenceList(body)) data.publications.push(...parsePublications(body, placement));
      else {
        const career = parseCareer(body, placement);
        data.roles.push(...career.roles);
        data.add_details.push(...parseProjects(career.undated, placement));
      }
      break;
    case 'earlier':
      if (earlierAreRoles(section, noMainCareer)) data.roles.push(...parseRoles(body, placement));
      else data.earlier_career.push(...parseEarlierOrRoles(body, placement, data.roles));
      break;
    case 'education':
      if (isCertificateList(section, body)) data.certifications.push(...parseCertifications(body, placement));
      else if (!(namesCareerToo(section) && readMixedHistory(body, data, placement))) readEducation(body, data, placement);
      break;
    case 'certifications':
      data.certifications.push(...parseCertifications(body, placement, data.achievements, data.publications));
      break;
    case 'languages':
      data.languages.push(...parseLanguages(body, placement));
      data.certifications.push(...languageCertificates(body, placement));
      break;
    case 'memberships':
      data.professional_memberships.push(...parseMemberships(body, placement));
      break;
    case 'publications':
      data.publications.push(...parsePublications(body, placement, section.heading?.text));
      break;
    case 'projects':
      data.add_details.push(...parseProjects(body, placement));
      break;
    case 'additional': {
      const described = new Set<TextLine>();
      data.publications.push(...kindLedEntries(body, placement, described));
      data.add_details.push(...parseTextList(body.filter((l) => !placement.has(l) && !described.has(l)), placement, data.languages));
      break;
    }
    case 'references':
      data.add_details.push(...parseReferences(body, placement));
      break;
    case 'other':
      // A section whose heading was lost (printed sideways, or as a picture) may still be a career: read it as one
      // when its entries are dated headers, and at least two of them name a job title.
      if (!section.heading) readHeadlessHistory(body, data, placement);
      break;
    case 'header':
    case 'contact':
    case 'links':
    case 'coursework':
      // Read by the header and links passes, or left for review.
      break;
    default:
      // Every kind is named above, so a section added to the registry (src/lib/cv/sections.ts) fails to compile here until it is read.
      section.kind satisfies never;
  }
}

/**
 * A profile under the person's job title set as a heading ('Web developer' / 'Self-taught programmer, driven
 * by …'): the first section after the header, headed by a title the lexicon knows, holding prose alone. Under
 * a heading of its own wording ('Welcome to RenderCV') the section is the profile when it holds only whole
 * sentences, each line closed by its stop or wrapped onto the next, enough of them to introduce someone; the heading is then no title.
 */
function titledProfile(sections: Section[], placement: Placement): { title: string; lines: TextLine[] } | null {
  const first = sections.find((s) => s.kind !== 'header');
  if (!first || first.kind !== 'other' || !first.heading || placement.has(first.heading)) return null;
  const title = first.heading.text.trim();
  const body = first.lines.filter((l) => !placement.has(l));
  if (/\d/.test(title) || !body.length || body.some((l) => l.bullet)) return null;
  const text = body.map((l) => l.text).join(' ');
  if (!isSentence(text)) return null;
  const titled = titleScore(title) > 0;
  // A line is closed by its stop, or goes on in the line below it ('… with professional' / 'typography.').
  const closed = (l: TextLine, i: number) => l.wrap || /[.!?]$/.test(l.text.trim()) || (body[i + 1]?.wrap ?? 0) > 0;
  if (!titled && !(text.split(/\s+/).length >= 25 && body.every(closed))) return null;
  placement.take(first.heading);
  return { title: titled ? title : '', lines: body };
}

/**
 * A paragraph of prose that no section reader took, before the career and schooling start: the profile of a
 * CV that sets it, unheaded, under its contact labels ('Location: …', 'Languages: …'), where it fell into the
 * labelled lines' sections. A line after a gap, then the lines that wrap on from it; a profile set as a few short
 * paragraphs of whole sentences one under another (a boxed text in a sidebar) is read as one.
 */
function openingParagraph(sections: Section[], placement: Placement): TextLine[] | null {
  for (const section of sections) {
    if (['experience', 'earlier', 'education', 'projects'].includes(section.kind)) return null;
    const lines = section.lines;
    for (let i = 0; i < lines.length; i++) {
      const first = lines[i]!;
      if (placement.has(first) || first.bullet || !first.gapBefore) continue;
      const paragraph = paragraphFrom(lines, i, placement);
      while (closesSentence(paragraph)) {
        const next = lines[i + paragraph.length];
        if (!next || !next.gapBefore || next.bullet || placement.has(next) || Math.abs(next.x - first.x) > 2 || Math.abs(next.size - first.size) > 0.05) break;
        const more = paragraphFrom(lines, i + paragraph.length, placement);
        if (!closesSentence(more)) break;
        paragraph.push(...more);
      }
      const text = paragraph.map((l) => l.text).join(' ');
      if (paragraph.length >= 2 && text.split(/\s+/).length >= 25 && isSentence(text) && /[.!?]$/.test(text.trim())) return paragraph;
    }
  }
  return null;
}

/** The line at `i` and the lines that wrap on from it. */
function paragraphFrom(lines: TextLine[], i: number, placement: Placement): TextLine[] {
  const paragraph = [lines[i]!];
  while (i + paragraph.length < lines.length) {
    const next = lines[i + paragraph.length]!;
    if (placement.has(next) || next.bullet || !next.wrap) break;
    paragraph.push(next);
  }
  return paragraph;
}

/** Lines that end a sentence: the text closes on a full stop, a question or an exclamation mark. */
function closesSentence(paragraph: TextLine[]): boolean {
  return /[.!?]$/.test(paragraph[paragraph.length - 1]!.text.trim());
}

/**
 * 'Qualifications' heads degrees in some CVs and professional certificates in others: a list under it that
 * names no school and no degree ('ACCA Chartered Certified Accountant, ACCA, 2013') is certificates.
 */
function isCertificateList(section: Section, body: TextLine[]): boolean {
  if (!section.heading || compactKey(headingText(section.heading.text)) !== 'qualifications' || !body.length) return false;
  return body.every((l) => !INSTITUTION_RE.test(l.text) && (!DEGREE_RE.test(l.text.trim()) || /^(?:certificate|diploma)\b/i.test(l.text.trim())));
}

/** Degrees, and the certificates an 'Education & Training' section lists among them. */
function readEducation(body: TextLine[], data: ParsedCv, placement: Placement): void {
  const { education, certificates } = splitCertificates(body);
  data.education.push(...parseEducation(education, placement));
  for (const block of certificates) data.certifications.push(...parseCertifications(block, placement));
}

/** 'Achievements & Certifications', 'Awards & Certificates': one heading over awards and certificates alike. */
function namesCertificatesToo(section: Section): boolean {
  return /\b(?:certif\w*|licen[cs]\w*)\b/i.test(section.heading?.text ?? '');
}

/** 'Career/Education history', 'Education & Work Experience': one heading over jobs and schooling alike. */
function namesCareerToo(section: Section): boolean {
  return /\b(?:career|work|employment|experience|jobs?|positions)\b/i.test(section.heading?.text ?? '');
}

/**
 * Jobs and schooling under one heading, each entry a dated header in one template: read as roles, and the
 * entries naming a degree, or a school with no job title, go to education. With no job among them the section
 * is left to the education reader (false).
 */
function readMixedHistory(body: TextLine[], data: ParsedCv, placement: Placement): boolean {
  const trial = new Placement();
  const roles = parseRoles(body, trial);
  const schooling = (r: CvRole) => DEGREE_RE.test(r.title) || (INSTITUTION_RE.test(r.company) && titleScore(r.title) === 0);
  if (!roles.some((r) => !schooling(r))) return false;
  placement.take(...trial.used);
  for (const role of roles) {
    if (!schooling(role)) {
      data.roles.push(role);
      continue;
    }
    const { qualification, course } = splitDegree(role.title);
    data.education.push({
      institution: role.company,
      location: { city: '', country: '' },
      qualifications: [{ qualification, course, start: role.start, end: role.end, grade: '' }],
    });
  }
  return true;
}

/**
 * Dated headers under no heading, past the header: jobs (and schooling, when the same lost heading covered both)
 * if at least two of the entries are held under a job title the lexicon knows and carry lines of their own.
 */
function readHeadlessHistory(body: TextLine[], data: ParsedCv, placement: Placement): void {
  if (namesJobs(parseRoles(body, new Placement()))) readMixedHistory(body, data, placement);
}

/** Roles read from lines under no heading make a career when two or more name a job title and an employer, are dated and carry text. */
function namesJobs(roles: CvRole[]): boolean {
  return roles.filter((r) => r.company && titleScore(r.title) > 0 && (r.start || r.end) && (r.highlights.length || r.summary)).length >= 2;
}

/** An 'earlier' section with full roles (bullets under dated headers) is read as roles. */
function parseEarlierOrRoles(body: TextLine[], placement: Placement, roles: CvRole[]) {
  // One-liners each carry their dates; full roles have undated lines (summaries, highlights) under a dated header.
  const dated = body.filter((l) => findDateRange(l.text) || /\b(?:19|20)\d{2}\b/.test(l.text)).length;
  if (body.length >= 3 && dated < body.length * 0.6) {
    roles.push(...parseRoles(body, placement));
    return [];
  }
  return parseEarlier(body, placement);
}

/**
 * Hyperlinks outside the header that are still the person's own: a link label linked to its address ('GitHub'),
 * or a handle alone on its line linked to that account ('ChrisBAshton' → github.com/ChrisBAshton), where a
 * layout put the header's last item elsewhere. Links in role, project and publication lines point at
 * employers, repositories and papers, and stay out.
 */
function collectLinks(lines: TextLine[], links: CvLink[], placement: Placement): void {
  for (const line of lines) {
    for (const url of line.links) {
      if (!isWebAddress(url) || links.some((l) => urlKey(l.url) === urlKey(url))) continue;
      const label = linkLabel(line.text);
      const title = label ?? (namesLink(line.text, url) ? titleForUrl(url) : null);
      if (!title || links.some((l) => siteKey(l) === siteKey({ title, url }))) continue;
      links.push({ title, url });
      placement.take(line);
    }
  }
}

/** A web address as printed, with or without its scheme ('www.jdoe.com', 'github.com/jdoe', 'https://x.dev/'). */
const PRINTED_ADDRESS = /^(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/[\w.~-]+)*\/?$/i;

/**
 * A line that holds web addresses and nothing else, one of them an account on a named site ('www.jdoe.com ·
 * github.com/jdoe' at the foot of the page): the person's links, however far from the header.
 */
function addressLines(lines: TextLine[], links: CvLink[], placement: Placement, where: (line: TextLine, index: number) => boolean): void {
  for (const [index, line] of lines.entries()) {
    if (placement.has(line) || !where(line, index)) continue;
    const parts = line.text.split(/\s*[·•|,]\s*|\s{2,}|\s+[-–—]\s+/).map((p) => p.trim()).filter(Boolean);
    if (!parts.length || parts.length > 5 || !parts.every((p) => PRINTED_ADDRESS.test(p))) continue;
    if (!parts.some((p) => titleForUrl(p) !== 'Website' && isProfileUrl(p) && /\/[\w.~-]+/.test(p.replace(/^https?:\/\//i, '')))) continue;
    for (const url of parts) {
      if (links.some((l) => urlKey(l.url) === urlKey(url))) continue;
      links.push({ title: titleForUrl(url), url });
    }
    placement.take(line);
  }
}

/**
 * Lines that are a labelled link and nothing else ('Github: https://github.com/jdoe') are the person's links
 * wherever they stand (a profile ending 'Let's connect: …'). In roles, schools and papers only a site's
 * own label with an account's address counts; 'Website: acme.com' there is the employer's.
 */
function labelledLinks(sections: Section[], links: CvLink[], placement: Placement): void {
  for (const section of sections) {
    const personal = ['header', 'contact', 'links', 'profile', 'additional'].includes(section.kind);
    for (const line of section.lines) {
      // Only 'Label: address' lines need reading; the test keeps this pass cheap on long CVs.
      if (placement.has(line) || line.cells.length > 1 || !/^[\p{L} ]{1,30}:\s*\S+\.\S+$/u.test(line.text.trim())) continue;
      const part = classifyContactPart(line.text);
      if (part?.kind !== 'link' || !part.labelled) continue;
      const { title, url } = part.value;
      const generic = ['Website', 'Portfolio', 'Blog', 'URL'].includes(title);
      if (!personal && (generic || !isProfileUrl(url))) continue;
      if (links.some((l) => urlKey(l.url) === urlKey(url) || siteKey(l) === siteKey(part.value))) continue;
      links.push({ title, url });
      placement.take(line);
    }
  }
}

function dedupeSkills(skills: Array<{ name: string }>): void {
  const seen = new Set<string>();
  for (let i = skills.length - 1; i >= 0; i--) {
    const key = skills[i]!.name.toLowerCase();
    if (seen.has(key)) skills.splice(i, 1);
    seen.add(key);
  }
}

const PAGE_NUMBER = /^(?:page\s+\d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?|\d{1,2}\s*(?:of|\/)\s*\d{1,2}|[-–—]\s*\d{1,2}\s*[-–—])$/i;
const DECORATION = /^(curriculum vitae|resume|résumé|cv|page \d+( of \d+)?|\d+ ?\/ ?\d+|\d+)$/i;

/** Text that says nothing to review: a page label, a lone bullet or rule, a separator ('•', '———', '|'). */
const isDecoration = (text: string) => !/[\p{L}\p{N}]/u.test(text) || DECORATION.test(text);

/** A running title on a single page, such as 'Jane Doe | Curriculum Vitae': the CV's name and a label, nothing else. */
function isRunningTitle(text: string, fullName: string): boolean {
  if (!fullName || !text.toLowerCase().startsWith(fullName.toLowerCase())) return false;
  const rest = text.slice(fullName.length).replace(/^[\s|·•–—:,-]+/u, '');
  return rest !== '' && DECORATION.test(rest);
}

function unplacedLines(lines: TextLine[], sections: Section[], placement: Placement, leftovers: string[]): string[] {
  const out: string[] = [];
  const named = sections.filter((s) => s.heading && s.kind !== 'other');
  const headings = new Set([...named.map((s) => s.heading!), ...named.flatMap((s) => s.labelRows ?? [])]);
  for (const line of lines) {
    if (placement.has(line) || headings.has(line)) continue;
    const text = line.text.trim();
    if (!isDecoration(text)) out.push(text);
  }
  for (const left of leftovers) if (!isDecoration(left.trim())) out.push(left);
  return out;
}
