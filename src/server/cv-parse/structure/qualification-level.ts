import { DEGREE_RE } from './lexicon.ts';
import { tidy } from './dates.ts';

/**
 * Qualifications named with their framework level, as UK, Irish and South African CVs print them ('BTEC Level 3
 * Extended Diploma in Engineering', 'Higher National Diploma (Level 5) in Computing', 'Bachelor of Computing NQF
 * Level 8 (Honours)'): the level belongs to the qualification's name, and so do the words after it up to 'in'.
 */

/** A framework's level, maybe bracketed: 'Level 3', 'NQF Level 8', 'RQF level 4', '(Level 5)'. */
const FRAMEWORK_LEVEL = /\(?\b(?:(?:NQF|RQF|QCF|SCQF|NFQ|AQF|NVQ)\s+)?level\s+\d{1,2}\b\)?/i;

/** Europass's EQF and ISCED levels classify a qualification in a cell of their own; they are no part of its name. */
const CLASSIFICATION_BEFORE = /\b(?:EQF|ISCED)\s*$/i;

/** Where the name ends and the subject starts: 'in', a comma or a spaced dash. */
const SUBJECT_AFTER = /\s+in\s+|\s*,\s*|\s+[–—-]\s+/i;

/** The longest name that may follow the level ('180-Credit (UK Credits) Extended Diploma'), in words. */
const MOST_WORDS_AFTER_LEVEL = 6;

/** The qualification and its subject when the text names a qualification with its level; null otherwise. */
export function levelledQualification(text: string): { qualification: string; course: string } | null {
  if (text.includes('|')) return null;
  const level = FRAMEWORK_LEVEL.exec(text);
  if (!level || CLASSIFICATION_BEFORE.test(text.slice(0, level.index))) return null;
  const before = text.slice(0, level.index).trim();
  const after = text.slice(level.index + level[0].length);
  const cut = SUBJECT_AFTER.exec(after);
  const nameTail = cut ? after.slice(0, cut.index) : after;
  if (nameTail.trim().split(/\s+/).length > MOST_WORDS_AFTER_LEVEL) return null;
  const qualification = tidy(`${before} ${level[0]}${nameTail}`);
  // A degree named before the level ('BTEC', 'Bachelor of Computing'), or after the level that opens the name ('Level 5 HND').
  if (!DEGREE_RE.test(before || nameTail.trim())) return null;
  return { qualification, course: cut ? tidy(after.slice(cut.index + cut[0].length)) : '' };
}
