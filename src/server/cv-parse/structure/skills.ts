import { tidy } from './dates.ts';
import { splitParts, splitTopLevel, type Joined, type Placement } from './lines.ts';
import { languagesSentence } from './lists.ts';
import type { CvLanguage } from '../../../lib/cv/schema.ts';
import type { TextLine } from '../types.ts';

/**
 * Skills: items separated by commas, bars, bullets or lines; 'Category: a, b' drops the category label. Spoken
 * languages written as a sentence among them ('Fluent in English and Vietnamese') go to `spoken`.
 */
export function parseSkills(lines: TextLine[], placement: Placement, spoken: CvLanguage[] = []): string[] {
  const out: string[] = [];
  const labelled = lines.filter(labelledRow);
  const entries = joinSeparatedLists(lines.filter((line) => !isRaisedLetter(line)));
  entries.forEach((entry, i) => {
    placement.take(...entry.lines);
    if (isGroupLabel(entry, entries[i + 1])) return;
    // 'Languages | Python, Scala, SQL' on rows of a label column: the label names a group, not a skill.
    let text = labelled.length >= 2 && labelled.includes(entry.first) ? withoutLabelCell(entry) : entry.text;
    const label = /^([^:,]{2,40}):\s+(.+)$/.exec(text);
    if (label && label[1]!.split(/\s+/).length <= 4) text = label[2]!;
    const languages = languagesSentence(text);
    if (languages) {
      spoken.push(...languages);
      return;
    }
    // 'Proficient in Python, SQL': the phrase before the list rates it, it is not part of the first skill.
    text = text.replace(SKILLED_IN, '');
    for (const part of splitParts(text).flatMap((p) => p.split(/(?:^|\s)~\s/))) {
      for (const item of lastPair(splitTopLevel(part, /[,;]/))) {
        const skill = texLogo(tidy(item.replace(SKILL_LEVEL, '').replace(/^(?:and|or|&)\s+/i, '').replace(/\.$/, '')));
        if (!skill || skill.length > 80 || /^etc$/i.test(skill) || out.some((s) => s.toLowerCase() === skill.toLowerCase())) continue;
        out.push(skill);
      }
    }
  });
  for (const line of lines) placement.take(line);
  return out;
}

/**
 * A written list ends with 'and' ('C++, Python, Node.js and Golang'): its last item holds two skills. Only short
 * halves split, and only at the end of a comma list, so 'Research and Development' alone stays whole.
 */
function lastPair(items: string[]): string[] {
  const pair = items.length >= 2 ? /^(.+?)\s+and\s+(.+)$/.exec(items[items.length - 1]!) : null;
  const short = (t: string) => t.split(/\s+/).length <= 3;
  if (!pair || !short(pair[1]!) || !short(pair[2]!)) return items;
  return [...items.slice(0, -1), pair[1]!, pair[2]!];
}

/**
 * A group label above its skills: 'Over 5000 lines:', or a short line without separators set apart from the
 * list below it by a bigger or bolder font ('PROGRAMMING' above 'Over 5000 lines:', 'Softwares' above
 * 'FreeSurfer, EEGLAB').
 */
function isGroupLabel(entry: Joined, next: Joined | undefined): boolean {
  const text = entry.text.trim();
  if (LIST_SEPARATOR.test(text) || text.split(/\s+/).length > 4) return false;
  if (/:$/.test(text)) return true;
  if (!next) return false;
  const styled = entry.first.size > next.first.size + 0.05 || (entry.first.bold && !next.first.bold);
  return styled && (LIST_SEPARATOR.test(next.text) || /:$/.test(next.text.trim()));
}

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
  const rest = entry.first.cells.slice(1).map((cell) => cell.text).join(', ');
  return [rest, ...entry.lines.slice(1).map((line) => line.text)].join(' ');
}

/** A row whose first cell is a short label and whose other cells hold a separated list. */
function labelledRow(line: TextLine): boolean {
  if (line.cells.length < 2) return false;
  const label = line.cells[0]!.text;
  return /^[\p{L}&/ -]{2,30}$/u.test(label) && label.split(/\s+/).length <= 3 && line.cells.slice(1).some((c) => /[,;]/.test(c.text));
}

/** A level after a skill: 'Python (expert)', 'React — Expert', 'SQL: advanced', 'Go (3+ years)'. */
const SKILL_LEVEL =
  /\s*(?:\((?:\d+\+? years?|expert|advanced|intermediate|basic|beginner|proficient|fluent)\)|(?:\s[–—-]|:)\s*(?:expert|advanced|intermediate|basic|beginner|proficient|novice|\d+\+? years?))$/i;

const LIST_SEPARATOR = /[,;|·•]/;

const SKILLED_IN = /^(?:(?:very\s+)?(?:proficient|experienced|skilled|familiar|competent|knowledgeable|fluent)\s+(?:in|with)|(?:good|strong|solid|working)\s+knowledge\s+of)\s+(?=\S[^,;]*[,;])/i;

/**
 * Lines of a separated list ('a, b, c') wrap anywhere, even inside an item ('System' / 'Design'): join them.
 * One-item-per-line lists stay apart.
 */
function joinSeparatedLists(lines: TextLine[]): Joined[] {
  const out: Joined[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && !line.bullet && (line.wrap === 2 || (line.wrap === 1 && LIST_SEPARATOR.test(prev.text)))) {
      prev.text = `${prev.text} ${line.text}`;
      prev.lines.push(line);
      continue;
    }
    out.push({ text: line.text, first: line, lines: [line] });
  }
  return out;
}
