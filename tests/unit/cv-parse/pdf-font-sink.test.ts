import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { loadPdfJs, PDFJS_OPTIONS } from '../../../src/server/cv-parse/extract/pdf.ts';
import { fontSink, UnusedFontFace } from '../../../src/server/cv-parse/extract/pdf-font-sink.ts';
import { committedDir } from '../../fixtures/public/manifest.ts';

/** pdf.js hands each embedded font to the document it is given; ours keeps none, and costs pdf.js no encoding. */
describe('the font sink', () => {
  const bytes = readFileSync(path.join(committedDir, 'pc03-typst.pdf'));

  /** Reads page 1's operator list (which loads its fonts) with a document, and the page's text. */
  const readPage = async (ownerDocument: object) => {
    const pdfjs = await loadPdfJs();
    const doc = await pdfjs.getDocument({ ...PDFJS_OPTIONS, ownerDocument: ownerDocument as Document, data: new Uint8Array(bytes) }).promise;
    const page = await doc.getPage(1);
    await page.getOperatorList({ annotationMode: 0 });
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('');
    await doc.destroy();
    return text;
  };

  test('takes every font as a font face that holds nothing, where a document without a font set gets each one base64-encoded', async () => {
    const added = vi.spyOn(fontSink.fonts, 'add');
    const ours = await readPage(fontSink);
    expect(added.mock.calls.length).toBeGreaterThan(0);
    for (const [face] of added.mock.calls) expect(face).toBeInstanceOf(UnusedFontFace);

    // The control: a document with a style sheet only, as fontSink was before it had a font set.
    const rules: string[] = [];
    const styleSheetOnly = {
      createElement: () => ({ sheet: { cssRules: [], insertRule: (rule: string) => rules.push(rule) }, remove: () => {} }),
      documentElement: fontSink.documentElement,
    };
    const control = await readPage(styleSheetOnly);
    expect(rules).toHaveLength(added.mock.calls.length);
    for (const rule of rules) expect(rule).toMatch(/^@font-face \{.*;base64,[A-Za-z0-9+/]{1000,}/);
    expect(ours).toBe(control);
    expect(ours.length).toBeGreaterThan(500);
  });
});
