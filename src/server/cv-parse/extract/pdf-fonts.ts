/**
 * What a PDF font's name says about its weight. The text layer names fonts only by pdf.js ids ('g_d0_f3');
 * the real PostScript names ('ABCDEF+Lato-Bold', 'CMBX10', 'Calibri,Bold') come with the page's operator
 * list. A font that merely differs from the body font is no sign of bold: italic, light and other families
 * differ too.
 */

/** Weights by the words type foundries put in style names (CSS numbers: 400 regular, 700 bold). */
const WEIGHT_WORDS: Array<[RegExp, number]> = [
  [/hairline|thin/, 100],
  [/(?:extra|ultra)light/, 200],
  [/light|(?<![a-z])lt(?![a-z])/, 300],
  [/(?:semi|demi)bold|(?<![a-z])(?:smbd|sb)(?![a-z])|demi/, 600],
  [/(?:extra|ultra)bold|(?<![a-z])xbd(?![a-z])/, 800],
  [/black|heavy|(?<![a-z])(?:blk|hv|hvy)(?![a-z])/, 900],
  [/bold|(?<![a-z])bd(?![a-z])/, 700],
  // URW's Times and Helvetica clones name their bold 'Medi' ('NimbusRomNo9L-Medi'); elsewhere Medium is 500.
  [/^medi$/, 700],
  [/medium|(?<![a-z])md(?![a-z])/, 500],
];

/** TeX's own fonts name the series in the font: CMBX10, CMB10, CMSSBX10, SFBX1000, SFRB1095, ECBX1200. */
const TEX_BOLD = /^(?:cm|ec|tc|sf)(?:bx|b\d|rb|ssbx|sx|xc)/i;

/** A font's name without the subset tag an embedded subset carries ('EAAAAA+Inter-Bold' is Inter-Bold). */
function withoutSubsetTag(name: string): string {
  return name.replace(/^[A-Z]{6}\+/, '');
}

/**
 * The weight a font name states, 400 when it states none. The style is what follows the family, after a
 * '-' or ',' ('Lato-Bold', 'Arial,BoldItalic'); a bare name can still end in a bold suffix
 * ('LinLibertineB').
 */
export function fontWeight(name: string): number {
  const bare = withoutSubsetTag(name);
  if (TEX_BOLD.test(bare)) return 700;
  const cut = Math.max(bare.lastIndexOf('-'), bare.lastIndexOf(','));
  if (cut < 0) return /[a-z](?:B|BI|BO)$/.test(bare) ? 700 : 400;
  const style = bare
    .slice(cut + 1)
    .replace(/(?<=[a-z])(?=[A-Z])/g, ' ')
    .toLowerCase();
  for (const [pattern, weight] of WEIGHT_WORDS) {
    if (style.split(' ').some((word) => pattern.test(word)) || pattern.test(style.replace(/ /g, ''))) return weight;
  }
  return 400;
}

/**
 * Whether a line in a font of this weight reads as bold beside body text of the body weight: a bold face
 * always; a medium one when the body is lighter (Medium headings over Light body text).
 */
export function readsBold(weight: number, bodyWeight: number): boolean {
  return weight >= 600 || (weight >= 500 && weight > bodyWeight);
}

interface FontPage {
  getOperatorList: (params?: { annotationMode?: number }) => Promise<unknown>;
  commonObjs: { has: (id: string) => boolean; get: (id: string) => unknown };
}

/** Text in a font not named yet that is worth a later page's operator list (a heading's worth). */
const WORTH_NAMING = 12;

/** A page's operator list (form fields left out), or null when pdf.js cannot build it. */
export async function readOperatorList(page: Pick<FontPage, 'getOperatorList'>): Promise<unknown> {
  try {
    return await page.getOperatorList({ annotationMode: 0 });
  } catch {
    return null;
  }
}

/**
 * Adds the real names of the fonts a page's runs use (pdf.js ids → PostScript names) to `names`. The
 * operator list that carries them costs about as much as the text again, so it is read for the first page
 * (images are not decoded: see PDFJS_OPTIONS.maxImageSize) and for a later page only when a font new there
 * sets more than a few characters; CVs seldom bring in a font after page one. Returns the operator list when
 * it was read, else null.
 */
export async function learnFontNames(page: FontPage, runs: Array<{ font: string; str: string }>, names: Map<string, string>): Promise<unknown> {
  const unnamed = new Map<string, number>();
  for (const run of runs) if (!names.has(run.font)) unnamed.set(run.font, (unnamed.get(run.font) ?? 0) + run.str.trim().length);
  if (!unnamed.size || (names.size && Math.max(...unnamed.values()) < WORTH_NAMING)) return null;
  const list = await readOperatorList(page);
  if (list === null) return null;
  nameLoadedFonts(page, unnamed.keys(), names);
  // The list read is handed back: it also tells the colours text is drawn in.
  return list;
}

/**
 * Adds the names of fonts the page's operator list has already loaded: the fonts the drawing splits a text item
 * into (splitRunsByFont) are only known once that list is read.
 */
export function nameLoadedFonts(page: Pick<FontPage, 'commonObjs'>, ids: Iterable<string>, names: Map<string, string>): void {
  for (const id of ids) {
    if (names.has(id) || !page.commonObjs.has(id)) continue;
    const name = (page.commonObjs.get(id) as { name?: unknown } | null)?.name;
    if (typeof name === 'string') names.set(id, name);
  }
}

/**
 * Two fonts of one face: one name, but for the subset tag, that states its style ('EAAAAA+Inter-Bold' twice, as
 * Chromium splits a face into several fonts). A bare family name ('Open Sans') says nothing: its regular and its
 * bold are often embedded under it alike.
 */
export function sameFace(a: string, b: string): boolean {
  const [bareA, bareB] = [a, b].map(withoutSubsetTag);
  return bareA === bareB && /[-,]\w/.test(bareA!);
}
