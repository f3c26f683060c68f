import { mendLostLigatures } from './lost-ligatures.ts';

/**
 * Text clean-up shared by the extractors: one normal form, no invisible characters, no control bytes.
 */

// Zero-width and direction marks, BOMs and soft hyphens hide text from readers (and smuggle prompts):
// they carry no meaning in a CV.
const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]/g;
// C0/C1 control characters other than tab and newline.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Private-use glyphs are icon fonts (phone, envelope ...) with no text meaning; so are the noncharacters
// U+FFFE/U+FFFF a font's broken code map can yield for an icon.
const PRIVATE_USE = /[\uE000-\uF8FF\uFFFE\uFFFF]/g;

// Symbol-font bullets (Word's Symbol/Wingdings list glyphs) land in the private-use area: keep them as bullets.
const PUA_BULLETS = /[\uF0B7\uF0A7\uF076\uF0D8\uF0FC\uF0A8\uF06E\uF0E0\uF0AE]/g;

// A rule or leader typed as characters ('SKILLS:_______', 'Skills . . . . . .', after NFKC has made '…' dots): a
// drawn line, no text.
const TYPED_RULE = /(?:[._·] ?){5,}/g;

/** Whether a text is nothing but a rule or leader typed as characters (TYPED_RULE). */
export function isTypedRule(text: string): boolean {
  return /^[\s._·…]+$/.test(text) && !cleanText(text).trim();
}

/** Normalises one piece of text: NFKC (ligatures, full-width forms), no invisible or control characters, no typed rules. */
export function cleanText(text: string): string {
  return text
    .replace(PUA_BULLETS, '•')
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(PRIVATE_USE, ' ')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(TYPED_RULE, ' ')
    // The typographic hyphen and the non-breaking one (LaTeX fonts print them for '-') read as the hyphen: 'BS‐MS', 'Co‐founder'.
    .replace(/[\u2010\u2011]/g, '-');
}

/**
 * Normalises text taken from a PDF's text layer, with the ligatures it lost put back (lost-ligatures.ts).
 * There a soft hyphen is a printed glyph: TeX and other engines map the font's hyphen to U+00AD, so it reads
 * as a hyphen ('high\u00ADimpact', 'Sep 2023 \u00AD Mar 2024'), while in a word-processor file it marks an
 * invisible break point and goes. Word on a Mac maps its one hyphen glyph to every hyphen there is
 * ('555-\u00AD\u20105555'): a run of hyphens holding a soft one is that one glyph.
 */
export function cleanPdfText(text: string): string {
  return cleanText(mendLostLigatures(text).replace(/[-\u2010\u2011]*\u00AD[-\u00AD\u2010\u2011]*/g, '-'));
}

/** Collapses runs of spaces and trims. */
export function squash(text: string): string {
  return text.replace(/[ \t]+/g, ' ').trim();
}

/** Glyphs that start a bullet point. */
const BULLET_START = /^(?:[•●○◦▪▫■□◆◇♦❖➢➤►▶▸▹‣∙·*✓✔✗☐☑⁃–—-]|o(?=\s)|\d{1,2}[.)](?=\s))\s*/u;

/**
 * A typed bullet glyph opening a run or a cell, and the space after it: the common glyphs of BULLET_START, for the
 * layout's tests of a line's start (a drawn bullet is not added before a typed one; a font's lead is read past it).
 */
export const OPENING_BULLET_GLYPH = /^[•●▪■◦‣∙·*–-]\s*/u;

/** A text that is a bullet glyph and nothing else: a list item typed as '•' then a tab before its words. */
export function isBulletGlyph(text: string): boolean {
  const trimmed = text.trim();
  return BULLET_START.exec(trimmed)?.[0].trim() === trimmed && trimmed !== '';
}

/** Splits a leading bullet glyph off a line: `{ bullet: true, text: 'rest' }`. */
export function stripBullet(text: string): { bullet: boolean; text: string } {
  const trimmed = text.trimStart();
  const match = BULLET_START.exec(trimmed);
  // A lone '-' or '–' glued to a word is a hyphenated word or a minus sign, not a bullet.
  if (!match || (match[0].length === 1 && /[-–—*]/.test(match[0]))) return { bullet: false, text: trimmed };
  const rest = trimmed.slice(match[0].length);
  if (!rest) return { bullet: false, text: trimmed };
  return { bullet: true, text: rest };
}
