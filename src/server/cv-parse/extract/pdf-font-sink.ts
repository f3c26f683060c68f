/**
 * Where pdf.js 'loads' a page's fonts. Nothing is ever drawn, so a font is never needed beyond the widths and text
 * mapping pdf.js reads for the text layer: the document handed to pdf.js (PDFJS_OPTIONS.ownerDocument) is a stand-in
 * that takes each embedded font and keeps nothing. What pdf.js does instead without it, and why neither will do:
 * - with font faces disabled (pdf.js's Node default), it compiles the outline of every glyph shown into a path for a
 *   canvas that never exists: 13% of PDF parse time;
 * - with a document that has no font set (`document.fonts`), it writes each font into an @font-face rule, and so first
 *   base64-encodes the whole font program; its legacy build does that in JavaScript, a character at a time (Node 22
 *   has no Uint8Array.toBase64): a tenth of all a PDF parse allocates, and as much garbage to collect.
 * So the stand-in has a font set, and pdf.js hands it each font as a FontFace, which Node does not have:
 * `provideFontFace` gives pdf.js one that holds nothing. Were anything else asked of the stand-in, pdf.js would fall
 * back to building that font's outlines, so text is read the same either way.
 */

/** A font face that keeps nothing of its font and is 'loaded' at once (pdf.js awaits `loaded`, nothing more). */
export class UnusedFontFace {
  readonly loaded = Promise.resolve();
}

/** The document stand-in: a font set that drops what it is given, and a style sheet that drops every rule. */
export const fontSink = Object.freeze({
  fonts: { add: (_face: UnusedFontFace) => {}, delete: (_face: UnusedFontFace) => {} },
  createElement: () => ({ sheet: { cssRules: [] as string[], insertRule: () => 0 }, remove: () => {} }),
  documentElement: { getElementsByTagName: () => [{ append: () => {} }] },
});

/** Gives this thread the FontFace pdf.js makes for `fontSink.fonts`, unless it has one (Node has none). */
export function provideFontFace(): void {
  (globalThis as { FontFace?: unknown }).FontFace ??= UnusedFontFace;
}
