import { findDateRange, tidy } from './dates.ts';
import { COMPOUND_HEAD, joinBroken, splitParts, splitTopLevel, type Joined, type Placement } from './lines.ts';
import { isLanguage } from './lexicon.ts';
import { languagesSentence, spokenLanguageList } from './lists.ts';
import type { CvLanguage } from '../../../lib/cv/schema.ts';
import type { TextLine } from '../types.ts';

/**
 * Skills: items separated by commas, bars, bullets or lines; 'Category: a, b' drops the category label. Spoken
 * languages written as a sentence among them ('Fluent in English and Vietnamese') go to `spoken`.
 */
export function parseSkills(lines: TextLine[], placement: Placement, spoken: CvLanguage[] = []): string[] {
  const out: string[] = [];
  const add = (skill: string) => {
    // A long name is a sentence, not a skill; the parts a name lists in brackets ('AWS (ECS Fargate, EC2, S3, RDS,
    // IAM, CloudFront, Secrets Manager)') do not make it long.
    const name = skill.replace(/\s*\([^()]*\)/g, '');
    if (!skill || name.length > 80 || name.split(/\s+/).length > 7 || /^etc\.?$/i.test(skill)) return;
    // A level in a cell or line of its own ('75%', '4/5', 'Expert' beside 'Python') rates the skill beside it.
    if (!/\p{L}/u.test(skill) || LEVEL_WORDS.test(skill)) return;
    if (!out.some((s) => s.toLowerCase() === skill.toLowerCase())) out.push(skill);
  };
  // A grid's headings row names its columns ('Front-End | Back End | Frameworks' over rows of tools): no skills.
  const headings = lines.filter((_, i) => isColumnHeadings(lines, i));
  placement.take(...headings);
  const list = byColumns(ownColumn(lines.filter((line) => !isRaisedLetter(line) && !headings.includes(line))));
  const labelled = list.filter(labelledRow);
  const entries = joinSeparatedLists(list);
  // 'Programming Python, R' / 'Soft Skills Time Management, Teamwork': a label column the extractor ran into the
  // list. Only when several rows start so, so a lone 'Web Development, Testing' keeps its first skill.
  const runIn = entries.filter((e) => leadingCategory(e.text)).map((e) => e.first.x);
  const prefixed = runIn.length >= 2;
  // A label column set flush right (awesome-cv's skill table) starts its rows at different left edges. Among such
  // rows, one starting where they do has a label of one word too, even one no category word names ('Workflow
  // Agile Development, Scrum') or before a name in lower case ('Data numpy, scipy').
  const flushRight = prefixed && Math.max(...runIn) - Math.min(...runIn) >= 8;
  const amongRunIn = (entry: Joined) => flushRight && entry.first.x >= Math.min(...runIn) - 2 && entry.first.x <= Math.max(...runIn) + 15;
  entries.forEach((entry, i) => {
    if (isGroupLabel(entry, entries[i + 1])) {
      placement.take(...entry.lines.map((l) => SOURCE.get(l) ?? l));
      // 'Java' above '~ Hibernate ~ Gradle' heads its own tools and is a skill; 'Databases' or 'Machine Learning & AI'
      // above a list only names it.
      const label = entry.text.trim();
      if (!/:$/.test(label) && !isCategory(label) && !namesArea(label)) add(texLogo(tidy(label)));
      return;
    }
    // 'Languages | Python, Scala, SQL' on rows of a label column: the label names a group, not a skill.
    const cellLabel = labelledRow(entry.first) && (labelled.length >= 2 || isCategory(entry.first.cells[0]!.text));
    const full = cellLabel ? withoutLabelCell(entry) : entry.text;
    // Text that reads as no skill (a dated note, an account of oneself) is left for review; web addresses set in the
    // skills column ('https://github.com/jdoe', 'GitHub - https://github.com/jdoe') are the person's links, left for
    // the links reader.
    if (isDatedNote(full) || splitTopLevel(full, /[,;|]/).every((part) => WEB_ADDRESS.test(part))) return;
    // 'Proficiency in Bengali, English (IELTS 7.5) and Hindi.' reads as a sentence but names spoken languages only.
    const spokenSentence = languagesSentence(full);
    if (spokenSentence) {
      placement.take(...entry.lines.map((l) => SOURCE.get(l) ?? l));
      spoken.push(...spokenSentence);
      return;
    }
    // 'Erlang - developing applications …' / 'SQL: Experience with MySQL and SQLite.': a skill named before the
    // sentences that describe it is the skill listed; the names in its description only tell of it.
    const described = describedSkill(full);
    if (described) {
      placement.take(...entry.lines.map((l) => SOURCE.get(l) ?? l));
      add(texLogo(described));
      return;
    }
    // Sentences that tell of skills ('Have used Java and C professionally.') give the names in them; other
    // sentences ('Can run an agile project reasonably well, including delivery.') are left for review.
    if (readsAsSentences(full)) {
      const named = full.split(/(?<=[.!?])\s+/).filter((sentence) => TELLS_OF_SKILL.test(sentence)).flatMap(namesInProse);
      if (named.length) placement.take(...entry.lines.map((l) => SOURCE.get(l) ?? l));
      named.forEach(add);
      return;
    }
    // A level on a line of its own ('Python' / 'Expert', as Reactive Resume prints it) rates the name above; no field
    // holds it, so it stays for review rather than vanish.
    if (isProse(full) || isDescription(full) || LEVEL_WORDS.test(full.trim())) return;
    placement.take(...entry.lines.map((l) => SOURCE.get(l) ?? l));
    if (isCategory(full) && !LIST_SEPARATOR.test(full)) return;
    // 'English: IELTS 7.5, TOEFL 106' among the skills: a spoken language and its level.
    const spokenLabel = /^([^:,]{2,30}):\s+(.+)$/.exec(full);
    if (spokenLabel && isLanguage(spokenLabel[1]!)) {
      spoken.push({ name: tidy(spokenLabel[1]!), level: tidy(spokenLabel[2]!) });
      return;
    }
    let text = withoutLabel(full);
    // A row whose label was printed with its colon ('Core Knowledge: Data Structures, DBMS', 'AI/ML: ML Basics') has
    // no second label run into its list.
    if (prefixed && text === full) text = text.slice(leadingCategory(text) || (amongRunIn(entry) ? leadingWord(text) : 0)).trim();
    // 'Languages Swahili, English, Kamba' among the skills, its label run in or set apart: a label naming languages
    // over names the lexicon knows as spoken ones. 'Languages Python, Java' stays a list of skills. A languages label
    // run into a row of its own ('Language English, Hindi' under 'Technical Python, SQL') needs no other run-in row.
    const label = full.slice(0, full.length - text.length) || (RUN_IN_LANGUAGES.exec(full)?.[0] ?? '');
    const spokenList = SPOKEN_LABEL.test(label) ? spokenLanguageList(full.slice(label.length)) : null;
    if (spokenList && !spokenList.some((l) => isCodeLanguage(l.name))) {
      spoken.push(...spokenList);
      return;
    }
    const languages = languagesSentence(text);
    if (languages) {
      spoken.push(...languages);
      return;
    }
    // 'Proficient in Python, SQL': the phrase before the list rates it, it is not part of the first skill.
    text = text.replace(SKILLED_IN, '').replace(RATING_DOTS, '$1,');
    // 'Rust - JavaScript - Node.js - Docker': spaced dashes between short names separate them like commas.
    const dashed = text.split(/\s+[-–]\s+/);
    if (dashed.length >= 3 && !/[,;]/.test(text) && dashed.every((p) => p.trim().split(/\s+/).length <= 3)) text = dashed.join(', ');
    // 'Adobe Photoshop / HTML / CSS / JavaScript / AutoCAD' (how Europass prints digital skills): four or more items
    // joined by spaced slashes are a list; a pair or three ('HTML / CSS', 'C / C++ / C#') is one skill as listed,
    // counted in its own cell of a table row ('REST / MySQL ‖ React / Redux ‖ Wireframing / UML' is three pairs).
    text = text
      .split(CELL_BAR)
      .map((cell) => {
        const slashed = cell.split(SPACED_SLASH);
        return slashed.length >= 4 ? slashed.join(', ') : cell;
      })
      .join(' | ');
    // A row holding two label–list pairs (moderncv's '\cvdoubleitem': 'OS ‖ Linux, Unix ‖ administration Apache,
    // Mailman') may run the second label, in lower case, into its list: after a list, that label goes. So does a
    // second label printed as the first was ('Working Knowledge: C, Git | Basic Knowledge: HTML, CSS', 'Languages -
    // Python, SQL | Database - PostgreSQL, MongoDB').
    const parts = splitParts(text).map((part, k, all) => (k > 0 && /[,;]/.test(all[k - 1]!) ? withoutLabel(part).replace(GLUED_LABEL, '') : part));
    for (const part of parts.flatMap((p) => p.split(/(?:^|\s)~\s/))) {
      for (const item of splitPairs(splitTopLevel(part, /[,;]/))) skillsOf(item).forEach(add);
    }
  });
  placement.take(...lines.filter(isRaisedLetter));
  return out;
}

/** The row a grid cell was read from, which is what placement marks. */
const SOURCE = new WeakMap<TextLine, TextLine>();

/**
 * A grid of skills ('Programming: | Delivery/Ops: | Methodologies:' over rows of three cells) is read column by
 * column, as each column's items wrap onto the rows below ('Continuous Delivery (ArgoCD,' / 'Jenkins-X)'). Each
 * cell becomes a line of its own; in a bulleted column a cell without a bullet goes on with the item above it.
 */
function byColumns(lines: TextLine[]): TextLine[] {
  const rows = lines.filter((l) => l.cells.length >= 2);
  // Rows of 'Label | a, b, c' are a label column beside lists, read row by row.
  if (rows.length < 3 || rows.filter(labelledRow).length >= rows.length / 2) return lines;
  const widest = rows.reduce((a, b) => (b.cells.length > a.cells.length ? b : a));
  const starts = widest.cells.map((c) => c.x);
  // A cell left of the first column (a line of one cell set further out) belongs to the first.
  const column = (x: number) => starts.reduce((best, start, i) => (x >= start - 10 ? i : best), 0);
  // Every cell of every row falls in a column of its own, left to right; otherwise this is no grid.
  const fits = rows.every((row) => row.cells.every((c, i) => column(c.x) >= i && (i === 0 || column(c.x) > column(row.cells[i - 1]!.x))));
  if (!fits || rows.length < lines.length * 0.6) return lines;
  const columns: TextLine[][] = starts.map(() => []);
  for (const line of lines) {
    line.cells.forEach((cell, i) => {
      const glyph = /^[•·▪◦●]\s*/.exec(cell.text);
      const text = cell.text.slice(glyph?.[0].length ?? 0);
      const bullet = !!glyph || (i === 0 && line.bullet);
      const piece: TextLine = { ...line, text, cells: [{ text, x: cell.x }], x: cell.x, bullet, wrap: 0 };
      SOURCE.set(piece, line);
      columns[column(cell.x)]!.push(piece);
    });
  }
  return columns.flatMap((cells) => {
    const bulleted = cells.some((c) => c.bullet);
    const low = Math.min(...cells.map((c) => c.size));
    return cells.map((cell, i) => {
      const prev = cells[i - 1];
      // A heading printed over two rows ('Web' / 'Development') in the column's larger type is one label.
      const heading = !!prev && prev.size === cell.size && cell.size > low + 0.1;
      cell.wrap = prev && !cell.bullet && (bulleted || heading || runsOn(prev, cell)) ? 2 : 0;
      return cell;
    });
  });
}

/**
 * A description wrapped in a grid column under its skill ('Assertively exploit wireless' / 'initiatives rather
 * than' / 'synergistic core' / 'competencies.'): a cell starting in lower case goes on with a phrase above it
 * that no separator ended. A lone lower-case name under a one-word one ('Git' / 'npm') is an item of its own.
 */
function runsOn(prev: TextLine, cell: TextLine): boolean {
  const words = (t: string) => t.trim().split(/\s+/).length;
  const text = cell.text.trim();
  if (!/^\p{Ll}/u.test(text) || /[,;:.]$/.test(prev.text.trim())) return false;
  return prev.wrap === 2 || (words(prev.text) >= 2 && (words(text) >= 2 || /\.$/.test(text)));
}

/**
 * The lines of the skills list itself. A sidebar's last section runs on into the main column in reading order:
 * a line starting far right of every line so far, in another type than the list's, is another column's text,
 * and it and what follows are left for review rather than read as skills.
 */
function ownColumn(lines: TextLine[]): TextLine[] {
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const seen = lines.slice(0, i).filter((l) => l.page === line.page);
    // A second column of the list itself keeps the list's type.
    const restyled = Math.abs(line.size - lines[0]!.size) > 0.15 || line.bold !== lines[0]!.bold;
    if (!seen.length || !restyled) continue;
    if (line.x > Math.max(...seen.map((l) => l.x)) + 140) return lines.slice(0, i);
  }
  return lines;
}

/**
 * The skills one list item names: 'Python (Django, Flask)' is Python, Django and Flask; 'Kotlin (Familiar)' and
 * 'Linux (cluster experience)' are Kotlin and Linux; 'Database Systems (Query Execution)' is one skill named in
 * full. A lead-in ('skills in Html5', 'such as Haskell') or a trailing comment ('Python with project experience')
 * is not part of the name.
 */
function skillsOf(item: string): string[] {
  let text = tidy(item).replace(/^(?:and|or|&)\s+/i, '').replace(/[\s.,]*\betc\.?$/i, '').replace(/\.$/, '');
  text = tidy(text.replace(YEARS, ' ').replace(RATING_GLYPHS, '').replace(SKILL_LEVEL, ''));
  text = leadIn(text);
  text = trailingComment(text);
  const groups = [...text.matchAll(/\(([^()]*)\)/g)].map((m) => m[1]!.trim());
  if (!groups.length) return [texLogo(text)].filter(Boolean);
  const head = tidy(text.replace(/\s*\([^()]*\)\s*/g, ' ')).replace(/\s+[&+]$/, '');
  if (!head) {
    // A bracketed list alone on its line or in its cell ('(FastAPI, Flask, Django)' under 'Python') names skills of its own.
    const parts = groups.length === 1 ? groups[0]!.split(/\s*[,;/]\s*/).filter(Boolean) : [];
    return parts.length >= 2 && parts.every((p) => /\p{L}/u.test(p)) ? parts.flatMap(skillsOf) : [texLogo(text)];
  }
  const out = [head];
  for (const group of groups) {
    if (LEVEL_WORDS.test(group)) continue;
    const parts = group.split(/\s*[,;/]\s*/).map((p) => p.trim()).filter(Boolean);
    if (parts.some((p) => !/\p{L}/u.test(p))) return [texLogo(text)];
    // A lower-case remark is dropped ('cluster experience').
    if (parts.length === 1 && /\s/.test(parts[0]!) && /^\p{Ll}/u.test(parts[0]!)) continue;
    // A capitalised phrase is part of the name ('Python (Programming Language)').
    if (parts.length === 1 && /\s/.test(parts[0]!) && groups.length === 1) return [texLogo(text)];
    // A language's libraries ('Python (Django, Flask)', 'Shell (Bash/Zsh)') are skills of their own; any other name's
    // list is written as one skill, however long: a product's or platform's parts ('Excel (VBA, Power Query)', 'AWS
    // (EC2, S3, Lambda)'), a field's methods ('Machine Learning (Regression, Neural Networks, …)'), an acronym ('Data
    // Tracking (SIMS)'). One name in brackets ('Python (pandas)') is read as written.
    if (parts.length < 2 || !isCodeLanguage(head)) return [texLogo(text)];
    for (const part of parts) out.push(...skillsOf(part));
  }
  return out.map(texLogo);
}

/** A programming or markup language, whose bracket lists the libraries and tools used with it. */
function isCodeLanguage(name: string): boolean {
  return CODE_LANGUAGES.has(texLogo(name).toLowerCase());
}

const CODE_LANGUAGES = new Set(
  (
    'python|java|javascript|js|typescript|ts|c|c++|c#|go|golang|rust|ruby|php|r|scala|kotlin|swift|shell|bash|perl|matlab|' +
    'julia|haskell|clojure|elixir|erlang|lua|sql|html|css|latex|tex|node|node.js|nodejs|dart|f#|ocaml|fortran|groovy|' +
    'objective-c|powershell|sas|stata|assembly|solidity|scheme|lisp|prolog|cuda'
  ).split('|'),
);

/** 'along with front end web development skills in Html5' → 'Html5'; 'languages for fun such as Haskell' → 'Haskell'. */
function leadIn(text: string): string {
  const m = /^.*\s(?:such as|including|e\.g\.|like|(?:skills?|experience|knowledge|expertise|proficiency|proficient|familiar|competent|skilled)\s+(?:in|with|of|on))\s+(\S.*)$/i.exec(text);
  return m && text.split(/\s+/).length >= 4 ? m[1]! : text;
}

/** 'Python with practical project experience' → 'Python': a capitalised name, then a lower-case remark. */
function trailingComment(text: string): string {
  const m = /^(\p{Lu}\S*(?:\s+\p{Lu}\S*)?)\s+(?:with|using)(?:\s+\p{Ll}[\p{L}-]*){2,}$/u.exec(text);
  return m ? m[1]! : text;
}

/**
 * 'Category: a, b', 'Category - a, b': the label before a list names a group. A longer label needs a list after
 * it ('Familiar on Web and Database Technologies: ASP.NET Core, MySQL'); a dash label needs a list or a category
 * word, so 'Python - Expert' stays for the level rule.
 */
function withoutLabel(text: string): string {
  const words = (t: string) => t.replace(/\([^()]*\)/g, ' ').trim().split(/\s+/).length;
  const colon = /^([^:,]{2,60}):\s+(.+)$/.exec(text);
  // 'VHDL: Basic level', 'Python: Advanced, SQL: Intermediate': a level after the colon rates the skill before it,
  // which is no label.
  if (colon && LEVEL_ALONE.test(splitTopLevel(colon[2]!, /[,;]/)[0]!.trim())) return text;
  if (colon && (words(colon[1]!) <= 4 || (words(colon[1]!) <= 7 && /[,;]/.test(colon[2]!)))) return colon[2]!;
  const dash = /^([^,;:]{2,60}?)\s+[–—-]\s+(.+)$/.exec(text);
  if (dash && words(dash[1]!) <= 4 && !/\s[–—-]\s/.test(dash[2]!) && (/[,;]/.test(dash[2]!) || isCategory(dash[1]!.replace(/\([^()]*\)/g, ' ')))) return dash[2]!;
  return text;
}

/** Length of a category label run into the start of a list ('Soft Skills Time Management, …' → 'Soft Skills'). */
function leadingCategory(text: string): number {
  const words = text.trim().split(/\s+/);
  const first = splitTopLevel(text, /[,;]/)[0] ?? '';
  if (!/[,;]/.test(text)) return 0;
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const prefix = words.slice(0, n).join(' ');
    if (isCategory(prefix) && first.trim().split(/\s+/).length > n && /^[\p{Lu}\p{N}.]/u.test(words[n]!)) return text.indexOf(words[n]!, prefix.length);
  }
  return 0;
}

/** Length of a one-word label run into a list ('Workflow Agile Development, Scrum' → 'Workflow'): a capitalised word before a first item of its own. */
function leadingWord(text: string): number {
  const m = /^\p{Lu}[\p{L}-]+\s+(?=\S)/u.exec(text);
  const first = splitTopLevel(text, /[,;]/)[0] ?? '';
  return m && /[,;]/.test(text) && first.trim().split(/\s+/).length >= 2 ? m[0].length : 0;
}

/**
 * A label that only names a kind of skill: 'Languages', 'Tools and Frameworks', 'Soft Skills', 'Web', 'Databases'.
 * Every word is one of a small vocabulary of such words; a label with a name in it ('Java') is a skill itself.
 */
export function isCategory(label: string): boolean {
  const words = label.toLowerCase().replace(/[:()]/g, ' ').split(/[\s/&+,-]+|\band\b/).filter(Boolean);
  return words.length > 0 && words.length <= 5 && words.every((w) => CATEGORY_WORDS.has(w));
}

const CATEGORY_WORDS = new Set(
  (
    'languages|language|frameworks|framework|tools|tool|technologies|technology|libraries|library|databases|database|db|dbms|' +
    'platforms|platform|skills|skill|software|softwares|systems|system|os|operating|stack|environments|environment|ide|ides|' +
    'methodologies|methodology|methods|concepts|miscellaneous|misc|other|others|web|cloud|devops|ops|delivery|programming|scripting|coding|markup|' +
    'query|computer|soft|hard|technical|tech|it|core|key|professional|general|additional|development|testing|frontend|backend|' +
    'front|back|end|mobile|version|control|ml|ai|data|big|services|packages|applications|apps|utilities|editors|editor|office|' +
    'hardware|infrastructure|competencies|expertise|areas|interpersonal|personal|relevant|familiar|proficient|advanced|basic|' +
    'intermediate|expert|experienced|exposure|knowledge|of|with|in|the|main|primary|secondary|others|specialties|specialisms|' +
    'instruments|equipment|techniques|developer|developers'
  ).split('|'),
);

/**
 * 'Last Updated on October 9, 2024' set beside a list is a note on the page; 'Secretary, Cultural Society, worked
 * from 2018 to 2019' is a position held. Neither is a skill.
 */
function isDatedNote(text: string): boolean {
  return (/\b(?:updated|as of)\b/i.test(text) && /\b(?:19|20)\d{2}\b/.test(text)) || !!findDateRange(text);
}

/** A sentence with no list in it ('Credibly streamline mission-critical value with multifunctional functionalities.') describes a skill; it names none. */
function isDescription(text: string): boolean {
  return /\.$/.test(text.trim()) && !LIST_SEPARATOR.test(text) && text.trim().split(/\s+/).length >= 6;
}

/**
 * Sentences rather than a list: text ending in a full stop with at least two of the little words that join a
 * sentence ('Familiar with *nix utilities for system administration, on Linux and OS-X.'), or opening with a word
 * and one of them ('Familiarity with JavaScript and Python.').
 */
function readsAsSentences(text: string): boolean {
  const joins = text.split(/\s+/).filter((w) => SENTENCE_WORDS.has(w.toLowerCase().replace(/[^\p{L}]/gu, ''))).length;
  return /\.$/.test(text.trim()) && (joins >= 2 || /^\p{Lu}\p{Ll}+\s+(?:with|in|of|at)\s/u.test(text));
}

/**
 * The skill a line names before a description of it, set apart by a colon or a spaced dash ('R Programming:
 * Experience working with R and the Tidyverse.', 'C++ with Qt - small project early in my career.'): a short name, no
 * kind of skill ('Languages: …' lists them), over text that reads as sentences. Null for anything else.
 */
function describedSkill(text: string): string | null {
  const m = /^([^:,.;()]{1,40}?)(?::\s+|\s+[-–—]\s+)(.+)$/s.exec(text.trim());
  if (!m || m[1]!.trim().split(/\s+/).length > 5 || isCategory(m[1]!)) return null;
  const description = m[2]!.trim();
  return readsAsSentences(description) || (/\.$/.test(description) && DESCRIPTION_OPENING.test(description)) ? tidy(m[1]!) : null;
}

/** How a description of a skill opens: 'Experience working with …', 'Deep knowledge of …'. */
const DESCRIPTION_OPENING = /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}+){0,2}\s+(?:with|in|of|at)\s/u;

/** Words by which a sentence tells of skills: 'used', 'experience', 'familiar', 'knowledge of', 'versed in', 'with'. */
const TELLS_OF_SKILL = /\b(?:use[ds]?|using|experienced?|familiar(?:ity)?|proficien(?:t|cy)|knowledge(?:able)?|skill(?:s|ed)?|versed|worked|with|expertise|competent)\b/i;

const SENTENCE_WORDS = new Set('with|in|of|for|to|from|using|the|a|an|at|by|as|such|including|have|has|had|is|are|was|i|my|can|could|both|various'.split('|'));

/**
 * The names a sentence gives: runs of words that start with a capital or a digit or hold a capital or sign inside
 * ('Ruby on Rails', 'OS-X', 'C#', '.NET Core', 'JavaScript (React)'). A run that opens a sentence or clause before
 * lower-case words is the sentence's own ('Have used', 'Familiar with', 'Good working knowledge'), unless it is a
 * programming language ('Python for scripting'); 'VBA-based' names VBA; a kind of skill ('Frameworks') names none.
 */
function namesInProse(text: string): string[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const bare = (t: string) => t.replace(/^[(\[]+/, '').replace(/[)\].,;:!?]+$/, '');
  const isName = (t: string) => {
    const b = bare(t);
    return /\p{L}/u.test(b) && b !== 'I' && (/^[\p{Lu}\d.]/u.test(b) || /.\p{Lu}/u.test(b));
  };
  const closes = (t: string) => /[,;:.!?)\]]$/.test(t);
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!isName(tokens[i]!)) {
      i++;
      continue;
    }
    const start = i;
    const opens = start === 0 || /[,;:.!?(]$/.test(tokens[start - 1]!) || /^\(/.test(tokens[start]!);
    const run = [bare(tokens[i]!)];
    while (!closes(tokens[i]!) && i + 1 < tokens.length) {
      const next = tokens[i + 1]!;
      if (isName(next) && !/^\(/.test(next)) run.push(bare(next));
      else if (next === 'on' && i + 2 < tokens.length && isName(tokens[i + 2]!) && !/^\(/.test(tokens[i + 2]!)) run.push('on');
      else break;
      i++;
    }
    i++;
    // 'JavaScript (React)', 'Command Line Interface (CLI)': one name in brackets goes with the name before it.
    const group = /^\(([^()\s]+)\)[.,;:]?$/.exec(tokens[i] ?? '');
    if (group && !closes(tokens[i - 1]!) && isName(group[1]!)) {
      run.push(`(${group[1]})`);
      i++;
    }
    const after = tokens[i];
    const lowerAfter = !!after && !closes(tokens[i - 1]!) && (/^\p{Ll}/u.test(after) || after === 'I') && !/^(?:and|or)$/.test(after);
    const name = run.join(' ').replace(/-(?:based|driven|powered)$/i, '');
    if ((opens && lowerAfter && !(run.length === 1 && isCodeLanguage(name))) || isCategory(name)) continue;
    out.push(name);
  }
  return out;
}

/** Text in the first person ('I have focussed on …') is an account of oneself, not a list of skills. */
function isProse(text: string): boolean {
  return text.split(/\s+/).length >= 8 && /(?:^|\s)(?:I|I['’]m|I['’]ve|my|we|our)\s/i.test(text);
}

/** '7+ yrs prof. exp.', '1+ yrs', '3 years': time spent with a skill. */
const YEARS = /\s*\b\d+\+?\s*(?:yrs?|years?)\b(?:\s+(?:prof\.?|professional)\s*)?(?:\s*(?:exp\.?|experience))?(?=\s*(?:\(|$))/gi;

/** A level alone in brackets: 'Kotlin (Familiar)', 'Rust (Novice)'. */
const LEVEL_WORDS = /^(?:expert|advanced|intermediate|basic|beginner|novice|proficient|fluent|familiar|working knowledge|good|excellent|strong|\d+\+?\s*(?:yrs?|years?)|[a-c][12])$/i;

/** 'lovely•4 narcissistic•3': a rating in dots after each skill. */
const RATING_DOTS = /(\p{L})[•·★●]\s*\d+(?=\s|$)/gu;

/**
 * A written list ends with 'and' ('C++, Python, Node.js and Golang'): its last item holds two skills. Only short
 * halves split, and only at the end of a comma list, so 'Research and Development' alone stays whole; two
 * names of two words or more ('Project Management and Supply Chain') split wherever they stand.
 */
function splitPairs(items: string[]): string[] {
  return items.flatMap((item, i) => {
    const pair = /^(.+?)\s+and\s+(.+)$/.exec(item);
    if (!pair) return [item];
    const [a, b] = [pair[1]!.split(/\s+/), pair[2]!.split(/\s+/)];
    const short = a.length <= 3 && b.length <= 3;
    const last = items.length >= 2 && i === items.length - 1;
    const names = a.length >= 2 && b.length >= 2 && [...a, ...b].every((w) => /^[\p{Lu}\p{N}]/u.test(w));
    return short && (last || names) ? [pair[1]!, pair[2]!] : [item];
  });
}

/**
 * A group label above its skills: 'Over 5000 lines:', or a short line without separators set apart from the
 * list below it by a bigger or bolder font ('PROGRAMMING' above 'Over 5000 lines:', 'Softwares' above
 * 'FreeSurfer, EEGLAB').
 */
function isGroupLabel(entry: Joined, next: Joined | undefined): boolean {
  const text = entry.text.trim();
  // A level ('Expert' in the name's type over its keywords) rates the name above; it heads nothing.
  if (LIST_SEPARATOR.test(text) || text.split(/\s+/).length > 4 || LEVEL_WORDS.test(text)) return false;
  if (/:$/.test(text)) return true;
  // 'Statistics: SPSS' has its list beside its label, however bold it is set (a one-item row is mostly label).
  if (!next || /:\s*\S/.test(text)) return false;
  const styled = entry.first.size > next.first.size + 0.05 || (entry.first.bold && !next.first.bold);
  // A field's name in larger type over a short item ('Deep Learning'), not over a description of the skill it names
  // ('Web Design' / 'Led teams …').
  const item = next.text.trim().split(/\s+/).length <= 4 && !/\.$/.test(next.text.trim());
  const area = namesArea(text) && item && entry.first.size > next.first.size + 0.05;
  return styled && (LIST_SEPARATOR.test(next.text) || /:$/.test(next.text.trim()) || area);
}

/**
 * The line at `at` is a row of cells set bolder or larger than the rows of cells under it, every cell naming a kind
 * of skill or a field ('Front-End | Back End | Source Control | Frameworks'), over items: the headings of a grid's
 * columns. A bold row
 * of names ('Java | Python' over their tools) heads its own tools, and skills named over sentences describing them
 * ('Web Design' over 'Assertively exploit wireless' / 'initiatives.') are skills: both stay.
 */
function isColumnHeadings(lines: TextLine[], at: number): boolean {
  const [line, next] = [lines[at]!, lines[at + 1]];
  if (!next || line.cells.length < 2 || next.cells.length < 2) return false;
  const styled = line.size > next.size + 0.05 || (line.bold && !next.bold);
  if (!styled) return false;
  const below = lines.slice(at + 1);
  const namesGroup = (label: string) => !/[,;]/.test(label) && label.split(/\s+/).length <= 4 && (/:$/.test(label) || isCategory(label) || namesArea(label));
  const end = below.findIndex((row) => row.cells.length < 2);
  const grid = end < 0 ? below : below.slice(0, end);
  const described = grid.some((row) => row.cells.some((cell) => /\.$/.test(cell.text.trim())));
  return !described && line.cells.every((cell) => namesGroup(cell.text.trim()));
}

/**
 * A label of two words or more ('Machine Learning & AI', 'Styling/layout', 'Data Engineering & DevOps') set over
 * items names the field they belong to; a one-word name ('Java', 'Angular') may head its own tools and be a skill.
 */
function namesArea(label: string): boolean {
  return label.split(/[\s/&+]+/).filter(Boolean).length >= 2;
}

/** A web address with its scheme or 'www.' ('https://github.com/jdoe', 'www.jdoe.dev'). */
const WEB_ADDRESS = /(?:^|\s)(?:https?:\/\/|www\.)\S/i;

/** The raised 'A' of a typeset LaTeX logo, extracted as a tiny line of its own. */
function isRaisedLetter(line: TextLine): boolean {
  return line.size < 0.8 && /^\p{Lu}$/u.test(line.text.trim());
}

/** TeX logos come out of PDFs as 'LTEX', 'L•TEX' or 'XƎLATEX': the names are LaTeX and XeLaTeX. */
function texLogo(skill: string): string {
  return skill.replace(/(?<![\p{L}])(X[EƎ])?L[•·]?A?[•·]?TEX(?![\p{L}])/gu, (_m, xe?: string) => (xe ? 'XeLaTeX' : 'LaTeX'));
}

/** The entry's text without its first row's label cell. */
function withoutLabelCell(entry: Joined): string {
  const rest = entry.first.cells.slice(1).map((cell) => cell.text).join(' | ');
  return [rest, ...entry.lines.slice(1).map((line) => line.text)].join(' ');
}

/** One or two lower-case words run into the capitalised list they label ('scripting PHP, Shell'). */
const GLUED_LABEL = /^(?!(?:and|or|with|in|for|of)\s)\p{Ll}+(?:\s\p{Ll}+)?\s+(?=[\p{Lu}\d][^,;]*[,;])/u;

/** A row whose first cell is a short label and whose other cells hold a separated list. */
function labelledRow(line: TextLine): boolean {
  if (line.cells.length < 2) return false;
  const label = line.cells[0]!.text;
  return /^[\p{L}&/ -]{2,30}$/u.test(label) && label.split(/\s+/).length <= 3 && line.cells.slice(1).some((c) => /[,;]/.test(c.text));
}

/** A level printed with a skill, no part of its name: 'expert', 'Basic level', 'Intermediate knowledge', '3+ years'. */
const LEVEL = String.raw`(?:(?:expert|advanced|upper[- ]intermediate|intermediate|basic|beginner|elementary|proficient|novice|fluent|familiar|(?:very\s+)?good|excellent)(?:\s+(?:level|knowledge|user))?|\d+\+? years?)`;

/** A level after a skill: 'Python (expert)', 'React — Expert', 'SQL: advanced', 'VHDL: Basic level', 'Go (3+ years)'. */
const SKILL_LEVEL = new RegExp(String.raw`\s*(?:\(${LEVEL}\)|(?:\s[–—-]|:)\s*${LEVEL})$`, 'i');

/** A rating in dots or stars after a skill ('Python ●●●●○', 'Java ★ ★ ★ ☆ ☆'): three or more, no part of its name. */
const RATING_GLYPHS = /(?:\s*[●○◉◯⬤★☆■□]){3,}$/u;

/** A level alone, as printed after a skill's colon. */
const LEVEL_ALONE = new RegExp(`^${LEVEL}$`, 'i');

const LIST_SEPARATOR = /[,;|·•~]/;

/** A label naming spoken languages ('Languages', 'Spoken languages'), not code ('Programming languages'). */
const SPOKEN_LABEL = /^(?!.*\b(?:programming|coding|scripting|computer|markup|query|software)\b).*\blanguages?\b/i;

/** A languages label run into its list, with one word before it or none: 'Language', 'Spoken Languages'. */
const RUN_IN_LANGUAGES = /^(?:\p{L}+\s+)?languages?\s+(?=\p{Lu})/iu;

/** A slash with a space either side, outside brackets. */
const SPACED_SLASH = /\s+\/\s+(?![^()]*\))/;

/** The bar a table row's cells are joined with. */
const CELL_BAR = /\s+\|\s+/;

const SKILLED_IN = /^(?:(?:very\s+)?(?:proficient|experienced|skilled|familiar|competent|knowledgeable|fluent)\s+(?:in|with)|(?:good|strong|solid|working)\s+knowledge\s+of)\s+(?=\S[^,;]*[,;])/i;

/**
 * Lines of a separated list ('a, b, c') wrap anywhere, even inside an item ('System' / 'Design'): join them.
 * One-item-per-line lists stay apart.
 */
function joinSeparatedLists(lines: TextLine[]): Joined[] {
  const out: Joined[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    // A row that opens with a label of its own ('DBMS - Mysql, Oracle') starts a new group even when tight below.
    // A sentence's end before the colon ('Cordova. Used technologies: React') makes it no label: the row goes on.
    const label = line.text.slice(0, line.text.length - withoutLabel(line.text).length);
    const labelled = !/[,;]\s*$/.test(prev?.text ?? '') && !!label && !/[.!?]\s/.test(label);
    if (prev && !line.bullet && !labelled && (line.wrap === 2 || (line.wrap === 1 && LIST_SEPARATOR.test(prev.text)) || goesOn(prev, line))) {
      prev.text = joinListLines(prev.text, line.text, prev.lines[prev.lines.length - 1]!.text);
      prev.lines.push(line);
      continue;
    }
    out.push({ text: line.text, first: line, lines: [line] });
  }
  return out;
}

/**
 * An item wrapped without a sign from the layout: under a bulleted item cut without a separator ('• Software:
 * Eclipse, GTK' / 'Toolkit, Qt Toolkit, OpenGL'), an unbulleted row of the same list at the item's text, or indented
 * under it as a nested item's text wraps ('• Frontend: React, Framer' / '    Motion, Material UI'), goes on with it.
 */
function goesOn(prev: Joined, line: TextLine): boolean {
  const above = prev.lines[prev.lines.length - 1]!;
  if (!prev.first.bullet || /[,;:.]\s*$/.test(above.text) || !/[,;]/.test(prev.text) || !/[,;]/.test(line.text)) return false;
  return line.x > above.x - 3 && line.x < above.x + MAX_HANGING_INDENT;
}

/** How far right of its item a wrapped row may start (a hanging indent under a nested bullet), in points. */
const MAX_HANGING_INDENT = 40;

/**
 * Joins two lines of one list. A row of glyph-separated items under another ('Java • Python' / 'OCaml • Rails')
 * starts a new item; a name hyphenated at the line's end ('Sys-' / 'tems') is one word again.
 */
function joinListLines(prev: string, next: string, above: string): string {
  const glyph = /\s([•·|~])\s/.exec(prev)?.[1];
  // A row as full as the one above is a row of its own; a short tail ('System' / 'Design · C#') ends its item.
  const items = (t: string) => t.split(` ${glyph} `).length;
  // A row opening with a bracket ('Azure' / '(Databricks, ADLS) · Terraform') finishes the item above first.
  const row = glyph && next.includes(` ${glyph} `) && items(next) >= Math.max(2, items(above) * 0.6) && !/^\s*\(/.test(next);
  if (row && !LIST_SEPARATOR.test(prev.trim().slice(-1))) return `${prev} ${glyph} ${next}`;
  // joinBroken keeps the hyphen after a capitalised half ('Coca-' / 'Cola'); before a lower-case half it is TeX's.
  const m = /(?<![\p{L}-])(\p{Lu}\p{Ll}+)-$/u.exec(prev);
  if (m && /^\p{Ll}+(?![\p{L}-])/u.test(next) && !COMPOUND_HEAD.has(m[1]!.toLowerCase())) return prev.slice(0, -1) + next;
  return joinBroken(prev, next);
}
