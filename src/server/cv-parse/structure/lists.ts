import { cutSpan, findDate, findDateRange, findLastDate, tidy } from './dates.ts';
import { BODY_RE, companyScore, isCountry, isLanguage, MEMBERSHIP_RE, MOTHER_TONGUE, OTHER_LANGUAGES, titleScore } from './lexicon.ts';
import { ISSUED_BY, isLinkOnly, isSentence, joinBroken, joinEntries, joinWrapped, splitLastDash, splitParts, splitTopLevel, type Joined, type Placement } from './lines.ts';
import type { CvCertification, CvLanguage, CvMembership, CvPublication } from '../../../lib/cv/schema.ts';
import { parsePublication } from './publications.ts';
import { isPlaceName, isUsState } from './contact.ts';
import { isPlace } from './education.ts';
import { isTownAndRegion, WORK_MODE } from './roles.ts';

export { parsePublication, parsePublications } from './publications.ts';
import { joinCells, type TextLine } from '../types.ts';

/**
 * List-like sections: skills, languages, certifications, memberships, publications and plain text lists.
 */

/**
 * 'Fluent in English and Vietnamese', 'Native in French, conversational German': a level, 'in', and only names
 * of languages we know. Anything else ('Proficient in Python and SQL') stays a skill. A language may carry its own
 * level in brackets ('Proficiency in Bengali, English (IELTS 7.5) and Hindi'), which rates it instead.
 */
export function languagesSentence(text: string): CvLanguage[] | null {
  const m = /^(\p{L}+(?:\s+\p{L}+)?)\s+in\s+(.+?)\.?$/iu.exec(text.trim());
  if (!m || !LEVEL_RE.test(m[1]!)) return null;
  // 'and' outside brackets separates names as a comma does ('English (reading and writing)' stays whole).
  const items = splitTopLevel(m[2]!.replace(/\s+and\s+(?![^()]*\))/gi, ','), /[,&]/);
  const langs = items.map((item) => {
    const own = /^(.*?)\s*\(([^()]+)\)$/.exec(item);
    return own ? { name: own[1]!, level: own[2]!.trim() } : { name: item, level: m[1]! };
  });
  return langs.length && langs.every((l) => isLanguage(l.name)) ? langs : null;
}

/**
 * 'English (native), French (B2)', 'Swahili, English, Kamba': a list of spoken languages and nothing else, with
 * their levels as printed. Most names must be ones the lexicon knows; the others may be one capitalised word it
 * does not ('Kamba'). Null for any other list ('Python, Java').
 */
export function spokenLanguageList(text: string): CvLanguage[] | null {
  const langs: CvLanguage[] = [];
  for (const item of splitTopLevel(text, /[,;]/).map((part) => part.trim()).filter(Boolean)) {
    const named = parseLanguageGroup(item);
    const other = /^(\p{Lu}\p{Ll}+)(?:\s*\(([^()]*)\))?$/u.exec(item);
    if (!named.length && !other) return null;
    langs.push(...(named.length ? named : [{ name: other![1]!, level: other![2]?.trim() ?? '' }]));
  }
  return langs.length && langs.filter((l) => isLanguage(l.name)).length > langs.length / 2 ? langs : null;
}

/** Languages: 'French – Native', 'English: C1', 'German (Fluent)', 'Spanish B2'. */
export function parseLanguages(lines: TextLine[], placement: Placement): CvLanguage[] {
  const out: CvLanguage[] = [];
  // The languages of the latest item, for a level printed apart from them (below, or after a separator).
  let latest: CvLanguage[] = [];
  // The languages the latest line named, side by side, and the CEFR levels their skills were given so far.
  let row: CvLanguage[] = [];
  const skillLevels = new Map<CvLanguage, string[]>();
  // How many cells the line that named `row` had: one language in each, for levels set in columns below them.
  let rowCells = 0;
  for (const entry of joinWrapped(lines, 2)) {
    const cells = entry.first.cells;
    const levels = cefrSkillLevels(entry.text);
    if (levels && row.length && levels.length % row.length === 0) {
      // 'LISTENING B1 READING B1 WRITING B1 | LISTENING B2 …' under 'German | English': each language's share in turn.
      const share = levels.length / row.length;
      row.forEach((lang, i) => {
        const own = [...(skillLevels.get(lang) ?? []), ...levels.slice(i * share, (i + 1) * share)];
        skillLevels.set(lang, own);
        lang.level = gridLevel(own) ?? own.join(' ');
      });
      placement.take(...entry.lines);
      continue;
    }
    // 'Chinese | English' over 'Native | Fluent', or a Europass grid's 'English | German' over a row 'C2 | B1' per skill:
    // a row of levels alone under a row of languages alone gives each language the level in its column.
    const columns = rowCells === row.length && row.length >= 2 && cells.length === row.length && entry.lines.length === 1;
    // The skill each row of levels is for ('Listening | Listening') names no language and keeps the columns.
    if (columns && cells.every((c) => GRID_SKILL.test(c.text.trim()))) {
      placement.take(...entry.lines);
      continue;
    }
    if (columns && row.every((l) => !l.level || skillLevels.has(l)) && cells.every((c) => isLevelOnly(c.text))) {
      row.forEach((lang, i) => {
        const own = [...(skillLevels.get(lang) ?? []), tidy(cells[i]!.text)];
        skillLevels.set(lang, own);
        lang.level = gridLevel(own) ?? own.join('; ');
      });
      placement.take(...entry.lines);
      continue;
    }
    const named: CvLanguage[] = [];
    // 'Spanish | Native' in a table or a label column: the second cell is the first one's level. A Europass grid
    // ('ENGLISH | C1 | C1 | B2', one cell per skill) keeps every skill's level (gridLevel); a level and a gloss
    // ('English | C2 | mother tongue') the first.
    const native = nativeLanguages(entry.first);
    if (native.length) {
      out.push(...native);
      placement.take(...entry.lines);
      continue;
    }
    // Two cells alone, a language and a short phrase naming none, are a language and its level in words of its own
    // ('English | Understand Well, Speak Reasonably', 'Anglais | écrit et parlé couramment').
    const phrase = cells.length === 2 && cells[1]!.text.split(/\s+/).length <= 10 && !splitTopLevel(cells[1]!.text, /[,;/]/).some((p) => isLanguage(p));
    const paired =
      entry.lines.length === 1 && cells.length >= 2 && isLanguage(cells[0]!.text) && (LEVEL_RE.test(cells[1]!.text) || phrase) && !isLanguage(cells[1]!.text);
    const items = paired
      ? [`${cells[0]!.text} – ${gridLevel(cells.slice(1).map((c) => c.text)) ?? cells[1]!.text}`]
      : splitParts(entry.text.replace(OTHER_LANGUAGES, '')).flatMap((p) => p.split(/(?:^|\s)~\s/)).flatMap((p) => splitTopLevel(p, /[,;]/)).flatMap(splitLanguageRun);
    let any = false;
    // 'Fluent: English, French; Basic: German': a level before its languages rates those after it too.
    let leading = '';
    items.forEach((item, i) => {
      const first = levelFirst(item);
      if (first) leading = first.level;
      const langs = first ? [first] : parseLanguageGroup(item).map((l) => (l.level || !leading ? l : { ...l, level: leading }));
      if (langs.length) {
        out.push(...langs);
        latest = langs;
        named.push(...langs);
        any = true;
      } else if (isLevelOnly(item) && latest.length && (latest.every((l) => !l.level) || i > 0)) {
        levelApart(latest, tidy(item));
        any = true;
      }
    });
    if (any) placement.take(...entry.lines);
    else latest = [];
    row = named;
    rowCells = cells.length;
  }
  return out;
}

/**
 * 'Hindi (Native) English (Fluent)', 'English Native Speaker French Intermediate': languages set side by side with
 * no separator, each after the level of the one before. A known language's name, capitalised, after a piece that
 * reads as a language and its level starts the next item; 'Mandarin Chinese (native)' and 'Spanish & English -
 * bilingual' (no level between the names) stay one.
 */
function splitLanguageRun(item: string): string[] {
  const words = item.trim().split(/\s+/);
  const out: string[] = [];
  let start = 0;
  for (let i = 2; i < words.length; i++) {
    if (i - start < 2 || !/^\p{Lu}/u.test(words[i]!) || !isLanguage(words[i]!.replace(/[^\p{L}]/gu, '')) || /^(?:&|and|or|\/)$/i.test(words[i - 1]!)) continue;
    const piece = words.slice(start, i).join(' ');
    const lang = parseLanguage(piece);
    if (!lang?.level || !isLanguage(lang.name)) continue;
    out.push(piece);
    start = i;
  }
  return [...out, words.slice(start).join(' ')];
}

/**
 * The CEFR levels of a line that gives each skill its level ('LISTENING B1 READING B1 WRITING B1', as the Europass
 * online editor prints its grid), in order, or null for a line that holds anything else.
 */
function cefrSkillLevels(text: string): string[] | null {
  const pair = /\b(?:listening|reading|writing|spoken production|spoken interaction)\s*:?\s*([ABC][12])\b/gi;
  const levels = [...text.matchAll(pair)].map((m) => m[1]!.toUpperCase());
  return levels.length && !text.replace(pair, '').replace(/[|\s]/g, '') ? levels : null;
}

/** A skill a Europass grid rates, as it labels the grid's rows. */
const GRID_SKILL = /^(?:listening|reading|writing|speaking|spoken interaction|spoken production|understanding)$/i;

/** A level before its language ('Native: English', 'Conversational – German'). */
function levelFirst(item: string): CvLanguage | null {
  const m = /^([\p{L} ]+?)\s*(?::|\s[–—-])\s*(.+)$/u.exec(tidy(item));
  if (!m || !LEVEL_RE.test(m[1]!) || isLanguage(m[1]!.trim()) || m[1]!.trim().split(/\s+/).length > 3) return null;
  const name = m[2]!.trim();
  return isLanguage(name) ? { name, level: m[1]!.trim() } : null;
}

/**
 * A level printed apart from its languages: under them ('Spanish & Italian' / 'fluency'), after a separator
 * ('English · Native speaker'), or a second level for other skills ('Intermediate (reading); basic (writing)').
 */
function levelApart(langs: CvLanguage[], level: string): void {
  for (const lang of langs) lang.level = lang.level ? `${lang.level}; ${level}` : level;
}

/** A piece that is only a level ('Native speaker', 'fluency', 'basic (speaking, writing)'), no language, no legend. */
function isLevelOnly(text: string): boolean {
  const t = tidy(text);
  const words = t.split(/\s+/);
  return LEVEL_RE.test(t) && !/:/.test(t) && words.length <= 5 && !words.some((w) => isLanguage(w.replace(/[^\p{L}]/gu, '')));
}

/** Languages sharing one level ('Spanish & Italian – fluent', 'French and German (B2)'), or one language. */
function parseLanguageGroup(item: string): CvLanguage[] {
  const lang = parseLanguage(item);
  if (!lang) return [];
  const group = /^(.+?)\s*(?:&|\band\b|\/)\s*(.+)$/iu.exec(lang.name);
  const shared = /^(?:&|and|\/)\s+(\p{L}+)(?:\s+(.*))?$/iu.exec(lang.level);
  // 'spanish & italian' reads as Spanish with the level '& italian': the second name and its level.
  if (shared && isLanguage(shared[1]!)) {
    const level = shared[2]?.trim() ?? '';
    return [{ name: lang.name, level }, { name: shared[1]!, level }];
  }
  if (group && isLanguage(group[1]!) && isLanguage(group[2]!)) return [{ name: group[1]!, level: lang.level }, { name: group[2]!, level: lang.level }];
  return [lang];
}

/**
 * 'Mother tongue(s): | Bangla' (Europass): a label cell followed by the languages it names, each with the label
 * as its level. The label alone on a line (the languages below it) is no entry.
 */
function nativeLanguages(line: TextLine): CvLanguage[] {
  const [first, ...cells] = line.cells.map((c) => c.text);
  if (!first) return [];
  // The label is a cell of its own, or ends in a colon before the first language ('Mother tongue(s): Bangla').
  const inline = /^(.*?:)\s*(.+)$/.exec(first);
  const [label, rest] = MOTHER_TONGUE.test(first) ? [first, cells] : inline ? [inline[1]!, [inline[2]!, ...cells]] : ['', []];
  if (!rest.length || !MOTHER_TONGUE.test(label)) return [];
  // The names parted by commas or printed bars ('Mother tongue(s): Italian | Ladino Fassano').
  const names = rest.flatMap((c) => splitTopLevel(c, /[,;|]/)).map((n) => tidy(n)).filter(Boolean);
  // After the label, a capitalised word or two is a language named in its own tongue or a regional one ('Español',
  // 'Ladino Fassano').
  if (!names.length || !names.every((n) => isLanguage(n) || /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(n))) return [];
  return names.map((name) => ({ name, level: 'Mother tongue' }));
}

/**
 * The levels of a Europass grid's row, one CEFR level per skill: all of them as printed ('C1 C2 B2 C1 C2'), or
 * the one level when every skill has it. Null for cells that are no such row.
 */
function gridLevel(cells: string[]): string | null {
  const levels = cells.map((c) => c.trim());
  if (levels.length < 2 || !levels.every((l) => /^[ABC][12]$/.test(l))) return null;
  return new Set(levels).size === 1 ? levels[0]! : levels.join(' ');
}

const LEVEL_RE =
  /\b(native|mother tongue|first language|bilingual|fluent|fluency|proficient|proficiency|advanced|upper[- ]intermediate|intermediate|conversational|working|professional|business|basic|beginner|elementary|limited|good|excellent|full|[abc][12]|ilr\s*\d|hsk\s*\d|jlpt\s*n\d|delf|dalf|toefl|ielts)\b/i;

/** A language entry: the name must be a language we know, or the level must read like a level. */
function parseLanguage(item: string): CvLanguage | null {
  // The full stop closing a list ('English, Tamil.') is the sentence's, not the last language's.
  const unstopped = tidy(item).replace(/(?<=\p{L})\.$/u, '');
  const text = isLanguage(unstopped.split(/\s+/).pop() ?? '') ? unstopped : tidy(item);
  if (!text) return null;
  // An unknown name needs a short level: 'Levels: A1 and A2: Basic user' is a legend, not a language.
  const plausible = (name: string, level: string) =>
    name.split(/\s+/).length <= 3 && (isLanguage(name) || (LEVEL_RE.test(level) && level.trim().split(/\s+/).length <= 3));
  let m = /^([\p{L} ]+?)\s*\(([^)]+)\)$/u.exec(text);
  if (m && plausible(m[1]!.trim(), m[2]!)) return { name: m[1]!.trim(), level: m[2]!.trim() };
  m = /^([\p{L} ]+?)\s*(?:[:–—-]|\s-\s)\s*(.+)$/u.exec(text);
  if (m && plausible(m[1]!.trim(), m[2]!)) return { name: m[1]!.trim(), level: m[2]!.trim() };
  const words = text.split(/\s+/);
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    const name = words.slice(0, n).join(' ');
    if (isLanguage(name)) return { name, level: words.slice(n).join(' ') };
  }
  return null;
}

/** A short piece without a separator of its own (≤ 3 words once dates are gone): the tail of a wrapped entry. */
function isFragment(text: string): boolean {
  const range = findDateRange(text);
  let rest = range ? cutSpan(text, range.index, range.length) : text;
  const last = findLastDate(rest);
  if (last) rest = cutSpan(rest, last.index, last.length);
  rest = rest.replace(/[()]/g, ' ').trim();
  return !/\s[–—-]\s|,/.test(rest) && rest.split(/\s+/).filter(Boolean).length <= 3;
}

/**
 * Joins sure continuations, and unsure ones (a wrap the layout could not confirm) when `accept` says the two
 * pieces belong together: as wrapped text is joined, so a word hyphenated at the line's end or a web address broken
 * after a slash ('https://coursera.org/verify/' / 'K4Z7DAXA', a certificate's check link) is whole again.
 */
function joinFragments(lines: TextLine[], accept: (prev: string, next: string) => boolean): Joined[] {
  const out: Joined[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && !line.bullet && (line.wrap === 2 || (line.wrap === 1 && accept(prev.text, line.text)))) {
      prev.text = joinBroken(prev.text, line.text);
      prev.lines.push(line);
      continue;
    }
    out.push({ text: line.text, first: line, lines: [line] });
  }
  return out;
}

/**
 * Certifications: 'Name – Issuer, Date', 'Name, Issuer (Date)', 'Name (Issuer, Date)'. Awards and papers listed
 * among them go to `awards` and `papers` when given.
 */
export function parseCertifications(lines: TextLine[], placement: Placement, awards?: string[], papers?: CvPublication[]): CvCertification[] {
  const out: CvCertification[] = [];
  // Laid out as blocks: a dated name, the issuer on the line under it, bullets describing the course.
  let block: { cert: CvCertification; issuerLine: boolean; dated: boolean; bold: boolean; size: number } | null = null;
  // An award in the list ('Honors, Awards & Certifications'), and whether the entries under it are its points.
  let award: 'open' | 'points' | null = null;
  // The certificate read from the entry just above, while nothing else came between.
  let above: CvCertification | null = null;
  const blocks = inGapBlocks(lines);
  for (const entry of joinNameTails(joinFragments(lines, (_prev, next) => isFragment(next)))) {
    // 'LINK: https://coursera.org/verify/…' under a certificate is where to check it: no certificate, and the
    // links pass may read it, as under a project.
    if (!entry.first.bullet && isLinkOnly(entry.text)) continue;
    // A sentence's tail from a paragraph beside the list ('deployment.'): lower case and closed by a full stop, no name.
    if (/^\p{Ll}[^.]*\.$/u.test(entry.text.trim())) continue;
    if (namesNoCertificate(entry.text)) {
      // It stays for review: a template's prompt or a note on the entry above names no certificate nor its issuer.
      [block, above] = [null, null];
      continue;
    }
    const dated = Boolean(findDate(entry.text));
    if (award && awards) {
      // Its points are achievements of their own; the awarding body under it ('Mayflower Council, Canton, MA')
      // has no field and stays for review.
      if (entry.first.bullet) {
        awards.push(tidy(entry.text));
        placement.take(...entry.lines);
        award = 'points';
        continue;
      }
      if (award === 'open' && !dated) {
        award = 'points';
        continue;
      }
      award = null;
    }
    // 'Issued by Coursera | Sep 2021' under a certificate names its issuer and dates it.
    const last = out[out.length - 1];
    if (last && !entry.first.bullet && ISSUED_BY.test(entry.text.trim())) {
      const { name, date } = nameAndDate(entry.text.trim().replace(ISSUED_BY, ''));
      if (!last.issuer) last.issuer = name;
      if (!last.date) last.date = date;
      placement.take(...entry.lines);
      continue;
    }
    // A date on a line of its own ('Jan 2021', 'Issued Mar 2020') dates the certificate above it; it names none.
    const own = /^(?:issued|obtained|awarded|completed|earned)?\s*:?\s*(.+)$/i
      .exec(entry.text.trim())![1]!
      // LinkedIn adds '· Credential ID ABC123' or '· Expires Jan 2024' to the date, and a link's label may stand
      // beside it ('Oct 2020 | Credentials', 'See credential'); none of them names anything.
      .replace(/\s*[·|,]?\s*(?:credential id\b.*|expire[sd]?\b.*|no expiration date|(?:(?:show|see|view|verify)\s+)?credentials?)$/i, '');
    if (isDateCell(own) && !entry.first.bullet) {
      const last = out[out.length - 1];
      const range = findDateRange(own);
      if (last && !last.date) last.date = range ? range.end || range.start : findDate(own)!.date;
      placement.take(...entry.lines);
      continue;
    }
    const paper = papers && !entry.first.bullet ? labelledPaper(entry.text) : null;
    if (paper) {
      papers!.push(paper);
      placement.take(...entry.lines);
      [award, block, above] = [null, null, null];
      continue;
    }
    if (awards && !entry.first.bullet && isAward(entry.text)) {
      awards.push(tidy(entry.text));
      placement.take(...entry.lines);
      [award, block] = ['open', null];
      continue;
    }
    if (block && entry.first.bullet && !dated) {
      block.issuerLine = false; // a description: no field holds it, so it stays for review
      continue;
    }
    // Under an undated name only a line set in a plainer style is its issuer ('AWS Certified Developer' in bold,
    // 'Amazon Web Services' under it, or in smaller type); two names in one style are two certificates.
    const plainer = block && (block.dated || (block.bold && !entry.first.bold) || entry.first.size < block.size - 0.05 || (blocks && !entry.first.gapBefore));
    if (block?.issuerLine && plainer && !block.cert.issuer && !entry.first.bullet && !dated && entry.text.split(/\s+/).length <= 8 && isIssuerName(entry.text)) {
      block.cert.issuer = tidy(withoutCoursePlace(entry.text));
      block.issuerLine = false;
      placement.take(...entry.lines);
      continue;
    }
    // A header of two rows ('Data Analysis with Python | Remote' in bold over 'E&ICT Academy, IIT Roorkee | Aug 2020'):
    // under an undated bold name, a plainer row with its date in a cell of its own, or set off at its end
    // ('Google - March 2021'), names the issuer and dates it.
    const issuerRow = block?.issuerLine && block.bold && !block.dated && !block.cert.issuer && !entry.first.bold && !entry.first.bullet && entry.lines.length === 1 &&
      ((entry.first.cells.length >= 2 && entry.first.cells.some((cell) => isDateCell(cell.text))) || endsInSetOffDate(entry.text)) ? nameAndDate(entry.text.replace(/\s*\|\s*/g, ' · ')) : null;
    if (block && issuerRow?.name && issuerRow.name.split(/\s+/).length <= 8 && isIssuerName(issuerRow.name)) {
      block.cert.issuer = issuerRow.name;
      block.cert.date = issuerRow.date;
      block = null;
      placement.take(...entry.lines);
      continue;
    }
    // Under a certificate that names no issuer, a line naming an organisation ('Amazon Web Services', 'The Linux
    // Foundation · 2022') is its issuer, whatever its style.
    const organisation = above && !above.issuer && !entry.first.bullet ? organisationLine(entry.text) : null;
    if (above && organisation) {
      above.issuer = organisation.name;
      if (!above.date) above.date = organisation.date;
      placement.take(...entry.lines);
      above = null;
      continue;
    }
    above = null;
    if (out.length && describesCourse(entry.text)) {
      // 'Completed an eight-course program covering …' under a certificate tells about it; no field holds that.
      block = null;
      continue;
    }
    const cert = parseCertification(withoutPlaceCell(entry));
    if (cert) out.push(cert);
    above = cert;
    const opensBlock = dated || entry.first.bold || (blocks && entry.first.gapBefore);
    block = cert && !entry.first.bullet && opensBlock ? { cert, issuerLine: true, dated, bold: entry.first.bold, size: entry.first.size } : null;
    placement.take(...entry.lines);
  }
  return out;
}

/** A date closing a line, set off from the words before it by a dash, bar, comma or middle dot: 'Google - March 2021'. */
function endsInSetOffDate(text: string): boolean {
  const t = text.trim();
  const last = findLastDate(t);
  return !!last && last.index > 0 && last.index + last.length === t.length && /\s[–—|·-]\s*$|,\s*$/.test(t.slice(0, last.index));
}

/**
 * Certificates set as blocks parted by blank space, all in one style ('Full-Stack Web Development' / 'CodeAcademy' /
 * '2020', a gap, the next): two blocks or more in the list's column, none bulleted, each of a few lines. Within a
 * block the lines under the name are its issuer and date, as the layout shows them.
 */
function inGapBlocks(all: TextLine[]): boolean {
  // A column's lines only: a two-column page may run the other column's text on under the list. A sidebar may
  // centre its lines, which then share their middle, not their left edge.
  const lines = all.filter((l) => Math.abs(l.x - all[0]!.x) <= 3 || sameMiddle(l, all[0]!));
  const starts = lines.flatMap((line, i) => (i === 0 || line.gapBefore ? [i] : []));
  const sizes = starts.map((start, k) => (starts[k + 1] ?? lines.length) - start);
  return starts.length >= 2 && !lines.some((l) => l.bullet) && sizes.every((n) => n >= 2 && n <= 4) && sizes.some((n) => n >= 3);
}

/** Two lines centred on one middle, where the format tells their right edges (PDF). */
function sameMiddle(a: TextLine, b: TextLine): boolean {
  return a.right !== undefined && b.right !== undefined && Math.abs(a.x + a.right - b.x - b.right) <= 6;
}

/**
 * A paper listed among certificates, led by its kind ('MS Thesis: Smart Contract Vulnerabilities … | May 2020',
 * 'Research Paper – "Revolutionising Educational Management" …'): a publication of that kind.
 */
function labelledPaper(text: string): CvPublication | null {
  const m = PAPER_LABEL.exec(text.trim());
  const paper = m && parsePublication(m[2]!);
  return paper && { ...paper, pub_type: paper.pub_type || m[1]! };
}

const PAPER_LABEL =
  /^((?:(?:m\.?s\.?c?|m\.?a|b\.?s\.?c?|b\.?a|ph\.?d|master['’]?s|bachelor['’]?s|undergraduate|honou?rs)\s+)?(?:thesis|dissertation)|research paper|(?:conference|journal) paper)\s*(?::|\s[–—-])\s*(\S.*)$/i;

/** An entry's text without a cell at its end that says only where the course was ('… | Remote', '… | Leeds, UK'): no issuer. */
function withoutPlaceCell(entry: Joined): string {
  const cells = entry.first.cells;
  if (entry.lines.length > 1 || cells.length < 2) return entry.text;
  return isPlaceCell(cells[cells.length - 1]!.text) ? joinCells(cells.slice(0, -1)) : entry.text;
}

/** A cell naming only where something was done: a town with its region or country, or 'Remote'. */
export function isPlaceCell(text: string): boolean {
  const t = text.trim();
  return WORK_MODE.test(t) || isTownAndRegion(t) || isPlace(t);
}

/** A line naming an organisation and nothing else but a date: 'Amazon Web Services', 'The Linux Foundation · 2022'. */
function organisationLine(text: string): { name: string; date: string } | null {
  const { name, date } = nameAndDate(text);
  if (!name || name.split(/\s+/).length > 6 || !isIssuerName(name) || companyScore(name) < 2 || CERTIFICATE_RE.test(name)) return null;
  return { name, date };
}

/** A name with a date beside it ('The Linux Foundation · 2022'): the name, and the date (a range's end). */
function nameAndDate(text: string): { name: string; date: string } {
  const found = findDateRange(text) ?? findDate(text);
  const date = found ? ('start' in found ? found.end || found.start : found.date) : '';
  return { name: tidy((found ? cutSpan(text, found.index, found.length) : text).replace(/^[\s·|,–—-]+|[\s·|,–—-]+$/g, '')), date };
}

/**
 * A line telling what a course covered or what was done in it: it opens with a verb of doing (perhaps after an adverb:
 * 'Successfully completed online training on …') or in lower case, and runs on.
 */
function describesCourse(text: string): boolean {
  const t = text.trim();
  const words = t.split(/\s+/).length;
  return words >= 5 && (/^\p{Ll}/u.test(t) || /^(?:(?:successfully|satisfactorily)\s+)?(?:completed|attended|covered|covering|learned|learnt|gained|studied|participated|took|focused|included|including|topics)\b/i.test(t) || words >= 16);
}

/**
 * A line among certificates that names none: another field's label and its value ('Role: Developer', 'Skills:
 * Teamwork'), a template's placeholder ('N/A') or question to its user ('Maybe link the certification here?'), or
 * a certificate still being worked for ('Currently studying for Azure certifications …').
 */
function namesNoCertificate(text: string): boolean {
  const t = text.trim();
  return OTHER_FIELD_LABEL.test(t) || PLACEHOLDER.test(t) || /\?$/.test(t) || STILL_WORKING_FOR.test(t);
}

const OTHER_FIELD_LABEL = /^(?:roles?|positions?|skills?|tools?|tech(?:nolog(?:y|ies))?(?:\s+stack)?|stack|responsibilit(?:y|ies)|description|duties)\s*:/i;
const PLACEHOLDER = /^(?:n\/?a|none|tbd|tba|[-–—]+)\.?$/i;
const STILL_WORKING_FOR = /^(?:currently\s+)?(?:studying|preparing|working)\s+(?:for|towards?)\b/i;

/** Words of an award, not a certificate: 'Dean’s List', 'Eagle Scout', 'First Prize', 'Scholarship', 'Best Delegate'. */
const AWARD_RE =
  /\b(?:awards?|awarded|prizes?|honou?rs?|dean[’']?s list|scholarships?|studentships?|commendations?|grants?|bursar(?:y|ies)|medals?|medallist|winners?|finalists?|scouts?|olympiads?|competitions?|hackathons?|hack-a-thon|first place|runner[- ]up|best (?!practices?\b)\w+|laureate|distinction|\d(?:st|nd|rd|th) place)\b/i;
const CERTIFICATE_RE = /\b(?:certif\w*|licen[cs]\w*|course|training|exam|diploma|accredit\w*|credential)\b/i;

function isAward(text: string): boolean {
  return AWARD_RE.test(text) && !CERTIFICATE_RE.test(text);
}

/** Words naming a course of study ('… Nanodegree', '… Specialization', '… Bootcamp'). */
const COURSE_WORD = /\b(?:nanodegree|speciali[sz]ation|bootcamp)\b/i;

/**
 * An entry under a heading over awards and certificates ('Achievements & Certifications') that is a certificate:
 * its title names no award, and the entry says it certifies a course ('• Certifies completion of …'), or the
 * title names a course or who issued it ('Web Development Using Node.js – NTI').
 */
export function readsAsCertificate(title: string, details: string): boolean {
  if (isAward(title)) return false;
  return CERTIFICATE_RE.test(`${title} ${details}`) || COURSE_WORD.test(title) || !!parseCertification(title)?.issuer;
}

/**
 * A name wrapped where the layout could not tell it: the line under it ends the name when it is only a bracketed
 * qualifier ('(CSPO)', '(Basic)', '(kw: HPC, c++)'), closes a bracket the name left open ('… (kw: Docker,' /
 * 'Kubernetes)'), or follows a name cut after a word that cannot end it ('Enforcement of' / 'fundamental rights').
 * A bracket goes before the date cell of the line above ('fundamental rights | Sep 2020' / '(Basic)').
 */
function joinNameTails(entries: Joined[]): Joined[] {
  const out: Joined[] = [];
  for (const entry of entries) {
    const prev = out[out.length - 1];
    const tail = entry.text.trim();
    const bracketed = /^\([^()]+\)$/.test(tail) && tail.split(/\s+/).length <= 6;
    const closesOpen = prev && /^[^()]*\)/.test(tail) && (prev.text.match(/\(/g)?.length ?? 0) > (prev.text.match(/\)/g)?.length ?? 0);
    const cutShort = prev && prev.lines.length === 1 && prev.first.cells.length === 1 && /\s(?:of|for|and|in|on|to|the|&)$/i.test(prev.text.trim()) && !entry.first.gapBefore;
    // 'IBM SkillsBuild-' / 'FEWD & Cloud': a name broken at its hyphen goes on on the next line.
    const brokenAtHyphen = prev && /\p{L}-$/u.test(prev.text.trim()) && !entry.first.gapBefore;
    if (prev && !entry.first.bullet && brokenAtHyphen) {
      prev.text = joinBroken(prev.text.trim(), tail);
      prev.lines.push(...entry.lines);
      continue;
    }
    if (prev && !entry.first.bullet && (bracketed || closesOpen || cutShort)) {
      const dated = /^(.*?)(\s*\|\s*[^|]+)$/.exec(prev.text);
      prev.text = bracketed && dated && isDateCell(dated[2]!.replace(/^\s*\|/, '')) ? `${dated[1]} ${tail}${dated[2]}` : `${prev.text} ${tail}`;
      prev.lines.push(...entry.lines);
      continue;
    }
    out.push(entry);
  }
  return out;
}

export function parseCertification(raw: string): CvCertification | null {
  // A date in a column of its own before the entry ('2018 | APICS CSCP – ASCM', a dates-left layout).
  const leading = /^([^|]{4,20})\s*\|\s*(.+)$/.exec(raw.trim());
  const leadingDate = leading && findDate(leading[1]!);
  if (leading && leadingDate && leadingDate.length === leading[1]!.trim().length) {
    const rest = parseCertification(leading[2]!);
    return rest && { ...rest, date: rest.date || leadingDate.date };
  }
  let text = tidy(raw.replace(/\s*\|\s*/g, ' – '));
  let date = '';
  // '2020 – Certified Information Systems Security Professional': a date leading the line, set off by a dash or colon,
  // or by a space alone where no other date follows ('Jun. 2016 Android Developer, Emobilis Institute').
  const first = findDate(text);
  const after = first && first.index === 0 ? text.slice(first.length) : '';
  const setOff = first && first.index === 0 ? (/^\s*[–—:-]\s+/.exec(after) ?? (findDate(after) ? null : /^\s+(?=\p{Lu})/u.exec(after))) : null;
  if (first && setOff && !findDateRange(text)) {
    date = first.date;
    text = text.slice(first.length + setOff[0].length);
  }
  const range = findDateRange(text);
  if (range) {
    date = range.end || range.start;
    text = cutSpan(text, range.index, range.length);
  } else {
    const last = findLastDate(text);
    if (last && last.index > 0) {
      date = last.date;
      text = cutSpan(text, last.index, last.length);
    }
  }
  // '(Amazon Web Services, 2021)' with the date cut out leaves '(Amazon Web Services, )'; 'Udemy, 2022.' leaves 'Udemy, .'.
  // A full stop ending the line is the sentence's, not the name's ('Name, Issuer, 2022.', '…, Freecodecamp.org.').
  text = tidy(text.replace(/[\s,;]+\)/g, ')').replace(/(?:[\s,;]*\.)$/, (stop, at: number) => (ABBREVIATION_END.test(text.slice(0, at)) ? stop : '')).replace(/\b(?:issued|obtained|awarded|completed|expires?|valid until|credential id[^,]*)\s*:?\s*$/i, ''));
  // 'Ethical Hacking on 30.04.2019', 'CompTIA Security+, since 2019': the word that led to the date cut out goes with it.
  if (date) text = tidy(text.replace(/[\s,]+(?:on|in|dated|since)$/i, ''));
  // 'Passed the Kentico Cloud Developer exam proving my competence …': the exam passed is the certificate.
  text = PASSED_EXAM.exec(text)?.[1] ?? text;
  text = withoutCoursePlace(text);
  // '(kw: Docker, Kubernetes)', '(Skills: SQL, Python)': a labelled note on what the course covered names nothing.
  text = tidy(text.replace(/\s*\((?:kw|key\s?words?|skills?|tools?|topics?|technologies)\s*:[^()]*\)/gi, ''));
  // What is left of a date and a page number or a count ('January 30, 2023 | 1') names nothing.
  if (!/\p{L}/u.test(text)) return null;
  let name = text;
  let issuer = '';
  // A bracketed issuer may be set in square brackets ('MERN Stack Development [Testriq QA]').
  const paren = /^(.+?)\s*\(([^()]+)\)$/.exec(text) ?? /^(.+?)\s*\[([^[\]]+)\]$/.exec(text);
  const dash = splitLastDash(text);
  // A closing bracket names the issuer even when the name has a dash of its own
  // ('AWS Certified Solutions Architect – Professional (Amazon Web Services)'); an acronym there is the name's.
  // A level there ('(Basic)', '(Advanced)') is the name's too.
  const bracketIssuer = paren && !abbreviates(paren[2]!.trim(), paren[1]!) && !LEVEL_OR_VERSION.test(paren[2]!.trim()) ? paren : null;
  const named = NAMED_ISSUER.exec(text);
  // 'Vehicle routing · Institution CH · 32h': middle dots part the name, the issuer and notes on the course (its
  // length, the certificate's number), as LaTeX CV classes print an entry on one line.
  const dotted = text.split(/\s+·\s+/);
  if (dotted.length >= 2 && isIssuerName(dotted[1]!)) {
    name = dotted[0]!;
    issuer = dotted[1]!;
  } else if (named && (named[1]!.trim().split(/\s+/).length >= 2 || ISSUED_BY.test(named[0].slice(named[1]!.length).replace(/^[\s,;|–—-]+/, ''))) && named[2]!.split(/\s+/).length <= 5 && isIssuerName(named[2]!) && !/^(?:scratch|zero|home)\b/i.test(named[2]!)) {
    // 'Introduction to HTML5 from Coursera', 'Ethical Hacking by EC-Council': the issuer named in words.
    name = named[1]!;
    issuer = named[2]!;
  } else if (bracketIssuer) {
    name = bracketIssuer[1]!;
    issuer = bracketIssuer[2]!;
  } else if (dash && (/,/.test(dash[1]) ? issuersInList(dash[1]) : isIssuerName(dash[1]) && !LEVEL_OR_VERSION.test(dash[1]))) {
    // 'AWS Certified Machine Learning – Specialty, Amazon Web Services': the comma parts name and issuer, the
    // dash belongs to the name. 'Python for Everybody – University of Michigan, Coursera': every part after the
    // dash an organisation (who taught it, where it was given), the dash parts name and issuers.
    [name, issuer] = dash;
  } else if (!listAfterColon(text)) {
    const parts = splitTopLevel(text, /,/);
    if (parts.length >= 2 && parts[parts.length - 1]!.split(/\s+/).length <= 7 && isIssuerName(parts[parts.length - 1]!)) {
      issuer = parts[parts.length - 1]!;
      name = parts.slice(0, -1).join(', ');
    }
  }
  // '(Udemy, 56.5 hrs)', '(AWS Skill Builder — In Progress)': the course's length or status names no issuer.
  issuer = issuer.replace(COURSE_LENGTH_OR_STATUS, '');
  return { name: tidy(name), issuer: tidy(issuer.replace(/^(?:by|from|issued by)\s+/i, '')), date };
}

/** Organisations parted by commas ('University of Michigan, Coursera'): no level, version or place among them. */
function issuersInList(text: string): boolean {
  const parts = splitTopLevel(text, /,/).map((part) => part.trim());
  return parts.length >= 2 && parts.every((part) => part && isIssuerName(part) && !LEVEL_OR_VERSION.test(part) && !isPlace(part));
}

/** A sentence telling of an exam passed ('Passed a ThingWorx Associate Developer exam …', 'Cleared the CFA Level I examination'). */
const PASSED_EXAM = /^(?:successfully\s+)?(?:passed|cleared)\s+(?:the\s+|an?\s+)?(\S.*?)\s+(?:certification\s+)?exam(?:ination)?s?\b/i;

/**
 * 'Programming Language Certifications: C, C++, Java, SQL': after a colon, the commas part what the certificate
 * covers, and its last item is no issuer.
 */
function listAfterColon(text: string): boolean {
  const after = /:\s*([^:]+)$/.exec(text)?.[1];
  const items = after ? splitTopLevel(after, /,/) : [];
  return items.length >= 3 && items.every((item) => item.trim().split(/\s+/).length <= 2);
}

/**
 * The issuer after a word that names it at the name's end: 'X from Coursera', 'X by EC-Council', 'X via Udemy'
 * ('… from Scratch' names no one). The verb before 'by' is no part of the name ('Security+ | Issued by CompTIA').
 */
const NAMED_ISSUER = /^(.+?)(?:[\s,;|–—-]+(?:[Ii]ssued|[Aa]warded|[Gg]ranted|[Oo]ffered|[Pp]rovided|[Cc]onducted))?\s+(?:from|by|via|through)\s+([^()]+)$/;

/**
 * A bracketed code that is the name's own short form ('Project Management Professional (PMP)', 'Certified
 * ScrumMaster (CSM)', 'Solutions Architect (SAA)', an exam code '(SAA-C03)'): every letter of it is one of the
 * name's capitals, or it holds a digit. A code with other letters is who certifies ('CSALT Research Internship
 * (LUMS)', 'ITIL Foundation (AXELOS)').
 */
function abbreviates(code: string, name: string): boolean {
  if (!/^[A-Z0-9-]{2,8}$/.test(code)) return false;
  if (/\d/.test(code)) return true;
  const capitals = new Set(name.replace(/[^\p{Lu}]/gu, ''));
  return [...code.replace(/-/g, '')].every((letter) => capitals.has(letter));
}

const COURSE_LENGTH_OR_STATUS = /[\s,;–—-]+(?:\d+(?:\.\d+)?\+?\s*(?:hrs?|hours?|weeks?|days?|months?)|in progress|ongoing)\.?$/i;

/**
 * Where the course was held, printed after it ('RTRK Summer School of C++ – Novi Sad, Serbia', '…, London, UK'):
 * no field holds it, and a country is no issuer.
 */
function withoutCoursePlace(text: string): string {
  const dash = splitLastDash(text);
  if (dash && isPlace(dash[1])) return dash[0];
  // 'SuperLab in London, UK': the town after 'in'.
  const inTown = /^(.+?)\s+in\s+(.+)$/.exec(text);
  if (inTown && isPlace(inTown[2]!)) return inTown[1]!;
  // After commas a town may as well be the issuer's name: only with a name and an issuer before it is it taken too.
  const parts = splitTopLevel(text, /,/);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length < 2 || !(isCountry(last) || isUsState(last))) return text;
  const k = parts.length >= 4 && isPlace(parts.slice(-2).join(', ')) ? parts.length - 2 : parts.length - 1;
  return parts.slice(0, k).join(', ');
}

/**
 * A name's level, version or score after its dash or in brackets ('AWS Certified Developer – Associate', '… - Mac
 * Integration 10.10', 'IELTS Academic (Band Score-7.5)'): no issuer.
 */
const LEVEL_OR_VERSION =
  /^(?:associate|professional|specialty|speciality|practitioner|foundation|fundamentals|expert|basic|advanced|intermediate|beginner|level\s+\w+)$|\s(?:v(?:er(?:sion)?)?\.?\s*)?\d+(?:\.\d+)+$|^(?:(?:band|overall|total)\s+)?(?:score|band)\b[\s:-]*\d/i;

/** The word that ends a course's name ('… Essentials', '… Foundations', '… Specialization'); no organisation ends so. */
const COURSE_END = /^(?:essentials|fundamentals|foundations|basics|speciali[sz]ation|nanodegree|course|training)$/i;

/** A word whose full stop is its own ('Inc.', 'Ltd.', 'Co.', 'U.S.'). */
const ABBREVIATION_END = /(?:\b(?:inc|ltd|co|corp|jr|sr|st|dept|univ|assn|bros)|\b\p{Lu}|\.\p{L})$/iu;

/**
 * An issuer is an organisation's name: capitalised words or acronyms ('Amazon Web Services', 'ASCM', 'by
 * Coursera'). A version ('Ver. 9.3') or the lower-case tail of a long name ('Machine learning and Deep
 * learning') is still part of the certificate's name.
 */
function isIssuerName(text: string): boolean {
  const words = text.replace(/^(?:by|from|issued by)\s+/i, '').split(/\s+/).filter(Boolean);
  if (!words.length || /^(?:ver(?:sion)?\.?|v\d|\d)/i.test(words[0]!)) return false;
  // A connector opens no organisation's name: '…, Capabilities, and Implementation' is the name's own list.
  if (/^(?:and|or|&)$/i.test(words[0]!)) return false;
  // 'Java SE 11 Developer' after the comma names the role certified, not who certifies it.
  if (titleScore(words.join(' ')) >= 2) return false;
  // 'Python Essentials', 'Machine Learning Foundations': a course's name, not who gave it.
  if (COURSE_END.test(words[words.length - 1]!)) return false;
  return words.every((w) => /^[\p{Lu}\p{N}(&]/u.test(w) || CAMEL_CASE_BRAND.test(w) || /^(?:of|and|the|for|de|du|des|in|on|at|für|y|e|et|und|&)$/i.test(w));
}

/** A brand spelt with a small first letter and a capital inside ('freeCodeCamp', 'edX', 'iCloud'): a name all the same. */
const CAMEL_CASE_BRAND = /^\p{Ll}+\p{Lu}[\p{L}\p{N}.]*$/u;

/** Memberships: 'Institution – Grade' or 'Grade, Institution', told apart by the words used. */
export function parseMemberships(lines: TextLine[], placement: Placement): CvMembership[] {
  const out: CvMembership[] = [];
  const complete = (text: string) => /\s[–—-]\s|,/.test(text) || (BODY_RE.test(text) && MEMBERSHIP_RE.test(text));
  for (const entry of joinFragments(lines, (prev, next) => !complete(prev) || isFragment(next))) {
    // Laid out as blocks: the body, its place, then the grade held ('Member ‖ 2009 – Present').
    const last = out[out.length - 1];
    const grade = membershipGrade(entry.text);
    if (last && (isPlaceLine(entry.text) || (grade && !last.name))) {
      if (grade) last.name = grade;
      placement.take(...entry.lines);
      continue;
    }
    const m = parseMembership(entry.text);
    if (m) out.push(m);
    placement.take(...entry.lines);
  }
  return out;
}

/** A place alone ('North Attleborough, Massachusetts, USA'): the town of the body above, no field of its own. */
function isPlaceLine(raw: string): boolean {
  const parts = tidy(raw).replace(/[,.]$/, '').split(/\s*,\s*/);
  const last = parts[parts.length - 1]!;
  return parts.length >= 2 && parts.length <= 3 && (isCountry(last) || isUsState(last)) && parts.slice(0, -1).every(isPlaceName);
}

/** A grade alone ('Member', 'Student Member | 2009 – Present', 'Fellow'), no body named. */
function membershipGrade(raw: string): string | null {
  const text = tidy(raw.replace(/\s*\|\s*/g, ' '));
  const range = findDateRange(text) ?? findDate(text);
  const clean = tidy(range ? cutSpan(text, range.index, range.length) : text).replace(/[,.]$/, '');
  const words = clean.split(/\s+/);
  return clean && words.length <= 3 && /\b(?:member|fellow|associate|affiliate|licentiate|companion)\b/i.test(clean) && !BODY_RE.test(clean) ? clean : null;
}

export function parseMembership(raw: string): CvMembership | null {
  const text = tidy(raw.replace(/\s*\|\s*/g, ' – '));
  const range = findDateRange(text);
  const clean = range ? cutSpan(text, range.index, range.length) : text;
  if (!clean) return null;
  let pair = splitLastDash(clean);
  if (!pair) {
    const parts = splitTopLevel(clean, /,/);
    if (parts.length >= 2) pair = [parts.slice(0, -1).join(', '), parts[parts.length - 1]!];
  }
  if (!pair) {
    const of = /^((?:[\w-]+\s+){0,2}(?:member|fellow|associate|affiliate))\s+(?:of|,)\s+(?:the\s+)?(.+)$/i.exec(clean);
    if (of) return { name: tidy(of[1]!), institution: tidy(of[2]!) };
    return { institution: clean, name: '' };
  }
  const [a, b] = pair;
  const bodyA = (BODY_RE.test(a) ? 2 : 0) + a.split(/\s+/).length * 0.1 - (MEMBERSHIP_RE.test(a) && !BODY_RE.test(a) ? 2 : 0);
  const bodyB = (BODY_RE.test(b) ? 2 : 0) + b.split(/\s+/).length * 0.1 - (MEMBERSHIP_RE.test(b) && !BODY_RE.test(b) ? 2 : 0);
  return bodyA >= bodyB ? { institution: tidy(a), name: tidy(b) } : { institution: tidy(b), name: tidy(a) };
}

/**
 * Plain text items (achievements, additional details): one item per bullet or paragraph. Given `spoken`, a
 * sentence naming spoken languages goes there instead.
 */
export function parseTextList(lines: TextLine[], placement: Placement, spoken?: CvLanguage[]): string[] {
  const out: string[] = [];
  const forReview = new Set<TextLine>();
  let pending: (typeof entries)[number] | null = null;
  // An icon or a bullet on a line of its own ('•', '¢' from an icon font) says nothing and parts nothing.
  const worded = lines.filter((line) => !ORDINAL_SUFFIX.test(line.text.trim()) && /[\p{L}\p{N}]/u.test(line.text)).map((line, i, all) => (shortItemUnder(all[i - 1], line) ? { ...line, wrap: 0 as const } : line));
  const opening = worded[0] && (findDateRange(worded[0].text) ?? findDate(worded[0].text));
  const datesLead = opening?.index === 0;
  const entries = joinDescriptions(joinGapless(joinPointTails(joinWrapped(worded, 1))));
  for (const entry of entries) {
    // 'Link https://github.com/…' under a project is its address, no detail: it stays for review.
    if (isLinkOnly(entry.text)) {
      for (const line of entry.lines) forReview.add(line);
      continue;
    }
    // A date alone ('2020 – Current', 'Jul 2022') dates the item beside it: the one above, or, where the list opens
    // on a date, the one below (dates printed before their items). A date with no item to date stays for review.
    if (isDateCell(entry.text)) {
      if (datesLead) {
        for (const line of pending?.lines ?? []) forReview.add(line);
        pending = entry;
      }
      else if (out.length) dateLastItem(out, entry.text);
      else for (const line of entry.lines) forReview.add(line);
      continue;
    }
    placement.take(...entry.lines);
    // 'Other: Fluent in English and Vietnamese' names spoken languages, where a reader looks for them.
    const languages = spoken && (languagesSentence(entry.text) ?? labelledLanguages(entry.text) ?? languagesAlone(entry.text));
    if (languages) {
      spoken.push(...languages);
      continue;
    }
    for (const item of inlineItems(entry.text)) {
      const text = tidy(item);
      if (text) out.push(text);
    }
    if (pending && out.length) dateLastItem(out, pending.text);
    pending = null;
  }
  // A date the list ends on dates nothing.
  for (const line of pending?.lines ?? []) forReview.add(line);
  placement.take(...lines.filter((line) => !forReview.has(line)));
  return out;
}

/** An item's date printed apart from it, written after it as the truths write an award's year. */
function dateLastItem(items: string[], date: string): void {
  items[items.length - 1] = `${items[items.length - 1]}, ${tidy(date)}`;
}

/**
 * Short capitalised items one under another ('Robotics & Embedded Systems' / 'Electronic & Mechanical Design'): a
 * line the extractor only thought might wrap on is an item of its own when it and the line above are a few
 * capitalised words each, the one above not left hanging on a comma or a joining word.
 */
function shortItemUnder(prev: TextLine | undefined, line: TextLine): boolean {
  if (!prev || line.wrap !== 1 || prev.bullet) return false;
  const short = (text: string) => text.trim().split(/\s+/).length <= 4 && /^\p{Lu}/u.test(text.trim()) && !/[.!?]$/.test(text.trim());
  return short(prev.text) && short(line.text) && !/(?:[,;:&/–—-]|\b(?:and|or|of|the|for|in|with|to|at|on|a|an))$/i.test(prev.text.trim());
}

/**
 * 'English (TOEIC C1)' or 'German – B2, French – A1' as an item of an additional section ('Other'), unlabelled: the
 * person's languages, when every name is one the lexicon knows as a spoken language ('Interests' stays a detail).
 */
function languagesAlone(text: string): CvLanguage[] | null {
  // The name alone, or its level set apart by brackets or a separator: 'German Language Learning' is an interest.
  if (!splitTopLevel(text, /[,;]/).every((item) => /^\s*\p{L}+\s*(?:\([^()]*\)|[:–—-]\s*[^,;]+)?\s*$/u.test(item))) return null;
  const langs = spokenLanguageList(text);
  return langs && langs.every((l) => isLanguage(l.name)) ? langs : null;
}

/**
 * 'Languages: English (native), French (B2)' as a line of an additional or other section: the languages a
 * reader looks for under Languages. Every item must name a language we know, so 'Languages: Python, SQL' stays.
 */
function labelledLanguages(text: string): CvLanguage[] | null {
  const m = /^(?:spoken\s+|foreign\s+)?languages?(?:\s+spoken)?\s*(?::|\s[–—-])\s*(.+)$/i.exec(text.trim());
  if (!m) return null;
  const langs = splitParts(m[1]!).flatMap((p) => splitTopLevel(p, /[,;]/)).map((item) => parseLanguage(item));
  if (!langs.length || !langs.every((l) => l && isLanguage(l.name))) return null;
  return langs as CvLanguage[];
}

/**
 * A point broken off mid-phrase ('• Clone using HTML, CSS, CSS Grid,' / 'and JavaScript.'): an unbulleted line
 * tight under it that goes on in lower case ends that point, where the extractor saw no wrap. Short unbulleted
 * items in lower case ('hiking' / 'chess') are items of their own.
 */
function joinPointTails(entries: Joined[]): Joined[] {
  const out: Joined[] = [];
  const margin = Math.max(...entries.flatMap((e) => e.lines.map((l) => l.right ?? -Infinity)));
  // Every item opens with a point; the unbulleted lines all sit at some point's text edge, none further left.
  const bullets = entries.filter((e) => e.first.bullet);
  const edge = Math.min(...bullets.flatMap((e) => e.lines.slice(1).map((l) => l.x)));
  const pointsOnly = bullets.length >= 2 && entries[0]!.first.bullet && Number.isFinite(edge) && entries.every((e) => e.first.bullet || e.first.x >= edge - 3);
  for (const entry of entries) {
    const prev = out[out.length - 1];
    const line = entry.first;
    // An unbulleted item of one line that ran to the right margin wraps the same way ('… group, DUET' / 'center'),
    // onto a short tail: a long line in lower case is an item of its own ('cpp2llvm, a C to LLVM compiler …').
    const last = prev?.lines[prev.lines.length - 1];
    const full = !!prev && !!last && !prev.first.bullet && prev.lines.length === 1 && last.right !== undefined && last.right - last.x >= 0.94 * (margin - last.x) &&
      Math.abs(line.x - last.x) <= 3 && entry.text.trim().split(/\s+/).length <= 3;
    // In a list of points only, an unbulleted line set at the text edge of the point above goes on with it, whatever
    // its case ('• Secured 2nd position in an event at 7th Odyssey' / 'International Literary fest').
    const alignedTail = !!prev && !!last && prev.first.bullet && pointsOnly && Math.abs(line.x - last.x) <= 3;
    if (prev && (prev.first.bullet || full) && !line.bullet && !line.gapBefore && line.page === prev.first.page && (/^\p{Ll}/u.test(entry.text.trim()) || alignedTail) && !/[.!?;:]$/.test(prev.text.trim())) {
      out[out.length - 1] = { ...prev, text: joinBroken(prev.text, entry.text), lines: [...prev.lines, ...entry.lines] };
    } else out.push(entry);
  }
  return out;
}

/**
 * Items set apart by paragraph spacing: a line with no space above it that goes on in lower case ('… of the area
 * and circumference' / 'of 2013 / sixth grade') is the item above it, wrapped. Half the lines spaced is enough: a
 * project's name and part played, tight together, over its description, the blocks spaced ('Fleet Tracker' /
 * 'Backend Developer', a gap, 'Built a live map … with alerts for' / 'late drops.').
 */
function joinGapless(entries: Joined[]): Joined[] {
  const gapped = entries.filter((e) => e.first.gapBefore).length;
  if (entries.length < 4 || gapped < entries.length * 0.5) return entries;
  const out: Joined[] = [];
  for (const entry of entries) {
    const prev = out[out.length - 1];
    if (prev && !entry.first.gapBefore && !entry.first.bullet && /^\p{Ll}/u.test(entry.text.trim())) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${entry.text}`, lines: [...prev.lines, ...entry.lines] };
    } else out.push(entry);
  }
  return out;
}

/**
 * An award or project printed as a header (a bulleted line, or a line with a date in a column of its own) with
 * a description under it ('Undergraduate Researcher Award ‖ May 2005' / 'For outstanding contributions …'):
 * one item. The layout marks the description as subordinate: a smaller font, an indent past the header's
 * start, or a header that breaks off at a comma. An undated line like any other item stays an item.
 */
function joinDescriptions(entries: Joined[]): Joined[] {
  return joinEntries(entries, describes, (head, description) => `${head} ${description}`);
}

function describes(head: Joined, entry: Joined): boolean {
  const line = entry.first;
  // A line left of the header starts the next one, whatever its font ('PowLaw' after a project's bullets).
  if (line.bullet || hasDateCell(line) || line.x < head.first.x - 3 || line.page !== head.lines[head.lines.length - 1]!.page) return false;
  // A bold line under a plain point heads the next entry, whatever its size ('GAME DEVELOPMENT' after a point).
  if (line.bold && !head.first.bold && head.first.bullet) return false;
  // A line set back to a point's own left edge after a gap starts the next entry, whatever its size: text
  // under a point sits at the point's text, past its glyph ('• Private FHE checkout …' / 'SilentBid – Github').
  if (head.first.bullet && line.gapBefore && line.x <= head.first.x + 3) return false;
  // A bold title and the sentence under it ('Courage' / 'to take a sinking ship and try to make it float'), or a
  // title set larger than the body under it ('Blogging' / 'I've started blogging as a way to …').
  const setApart = (head.first.bold && !line.bold) || (head.first.size > line.size + 0.1 && line.bold === head.first.bold);
  const titled = setApart && !line.gapBefore && line.x <= head.first.x + 3 && head.lines.length === 1 && head.text.split(/\s+/).length <= 6;
  if (titled && (/^\p{Ll}/u.test(entry.text.trim()) || isSentence(entry.text))) return true;
  if (!head.first.bullet && !hasDateCell(head.first)) return false;
  const smaller = line.size < head.first.size - 0.05;
  const indented = line.x > head.first.x + 3 && !head.first.bullet;
  const broken = head.lines.length === 1 && /,$/.test(undatedText(head.first));
  return smaller || indented || broken;
}

/** A line's text without the cells that hold only a date. */
function undatedText(line: TextLine): string {
  return line.cells.filter((cell) => !isDateCell(cell.text)).map((cell) => cell.text).join(' ').trim();
}

/** A line with a cell of its own that holds only a date or a date range ('Title ‖ May 2005', '2011 ‖ Title'). */
function hasDateCell(line: TextLine): boolean {
  return line.cells.length > 1 && line.cells.some((cell) => isDateCell(cell.text));
}

/** The raised 'st', 'nd', 'th' of an ordinal ('1st'), extracted as a line of its own. */
const ORDINAL_SUFFIX = /^(?:st|nd|rd|th)$/;

/** A piece of text that is only a date or a date range. */
function isDateCell(text: string): boolean {
  const date = findDateRange(text) ?? findDate(text);
  return !!date && tidy(cutSpan(text, date.index, date.length)) === '';
}

/**
 * A line of short items run together with bullet glyphs ('~ Hiking ~ Cooking ~ Watching South Park') holds
 * one item per glyph, as a bulleted list would.
 */
function inlineItems(text: string): string[] {
  // A list set in two columns with typed dashes ('Distributed systems ‖ - Trail running') parts at the cell too.
  const items = text.split(/(?:^|\s)[~•▪◦●]\s|\s\|\s[-–]\s/).map((p) => p.trim()).filter(Boolean);
  return items.length >= 2 && items.every((item) => item.split(/\s+/).length <= 6) ? items : [text];
}

/**
 * A references section: 'available on request' is a detail worth keeping. The referees' names, posts and
 * addresses have no field; they are left for the candidate to review (unplaced), never dropped.
 */
export function parseReferences(lines: TextLine[], placement: Placement): string[] {
  const statements = lines.filter((line) => /\b(?:available|provided|furnished)\b.*\b(?:up)?on request\b/i.test(line.text));
  placement.take(...statements);
  return statements.map((line) => tidy(line.text));
}

/** Profile text: all lines as one paragraph. */
export function parseParagraph(lines: TextLine[], placement: Placement): string {
  placement.take(...lines);
  return joinWrapped(lines, 1)
    .map((e) => e.text.trim())
    .reduce((text, next) => (text ? joinBroken(text, next) : next), '')
    .replace(/\s+/g, ' ')
    .trim();
}
