import { describe, expect, test } from 'vitest';
import { fontWeight, learnFontNames, readsBold } from '../../../src/server/cv-parse/extract/pdf-fonts.ts';
import { toTextLines } from '../../../src/server/cv-parse/extract/pdf.ts';
import type { PdfLine } from '../../../src/server/cv-parse/extract/pdf-layout/types.ts';

/** Font names as real generators write them, and the weight each states. */
describe('weights from font names', () => {
  test.each([
    ['TCIUZI+TeXGyreHeros-Bold', 700],
    ['XHYOXD+TeXGyreHeros-Regular', 400],
    ['ANTIWY+TeXGyreHeros-Italic', 400],
    ['SQLTGS+Lato-Light', 300],
    ['KYWWZL+Lato-Hairline', 100],
    ['CSFFEZ+Raleway-ExtraLight', 200],
    ['IGAJMS+Raleway-Medium', 500],
    ['TNCURK+SourceSansPro-Semibold', 600],
    ['EAAAAA+Barlow-SemiBold', 600],
    ['MODVWE+OpenSans-ExtraBold', 800],
    ['GAAAAA+Barlow-BoldItalic', 700],
    ['Arial-BoldMT', 700],
    ['ArialMT', 400],
    ['Calibri,Bold', 700],
    ['Helvetica-LightOblique', 300],
    ['Roboto-Black', 900],
    ['PBXIJV+NimbusRomNo9L-Medi', 700],
    ['JUPUPO+NimbusRomNo9L-Regu', 400],
    ['URGRWM+CMBX10', 700],
    ['LCVHDK+SFRB1095', 700],
    ['VZCDWR+CMR10', 400],
    ['AEVFJN+CMTI10', 400],
    ['MZJGBR+CMCSC10', 400],
    ['FVQABA+LinLibertineB', 700],
    ['RBDMAE+LinLibertine', 400],
    ['CAAAAA+DejaVuSans', 400],
  ])('%s → %i', (name, weight) => {
    expect(fontWeight(name)).toBe(weight);
  });

  test.each([
    [700, 400, true],
    [600, 400, true],
    [500, 300, true],
    [500, 400, true],
    [500, 500, false],
    [400, 300, false],
    [300, 400, false],
  ])('weight %i over body %i reads bold: %s', (weight, body, bold) => {
    expect(readsBold(weight, body)).toBe(bold);
  });
});

const line = (text: string, font: string): PdfLine => ({
  cells: [{ text, x: 72 }],
  x: 72,
  right: 500,
  y: 700,
  size: 10,
  font,
  bullet: false,
  gapBefore: false,
  page: 1,
  links: [],
  wrap: 0,
  glyph: '',
});

describe('bold lines', () => {
  const lines = () => [
    line('A long paragraph of body text that sets the body font of the document', 'f1'),
    line('Senior Engineer', 'f2'),
    line('Acme Ltd, London', 'f3'),
  ];

  test('by the weight the font names: an italic line is not bold', () => {
    const names = new Map([
      ['f1', 'ABCDEF+Lato-Regular'],
      ['f2', 'ABCDEF+Lato-Bold'],
      ['f3', 'ABCDEF+Lato-Italic'],
    ]);
    expect(toTextLines(lines(), names).map((l) => l.bold)).toEqual([false, true, false]);
  });

  test('where no font could be named, any font but the body font', () => {
    expect(toTextLines(lines()).map((l) => l.bold)).toEqual([false, true, true]);
  });
});

describe('learning font names', () => {
  const page = (names: Record<string, string>) => {
    let calls = 0;
    return {
      calls: () => calls,
      getOperatorList: async () => {
        calls++;
      },
      commonObjs: { has: (id: string) => id in names, get: (id: string) => ({ name: names[id] }) },
    };
  };

  test('the first page pays for its operator list; a later page only for a font new there with real text', async () => {
    const names = new Map<string, string>();
    const first = page({ f1: 'Lato-Regular', f2: 'Lato-Bold' });
    await learnFontNames(first, [{ font: 'f1', str: 'Body text' }, { font: 'f2', str: 'Heading' }], names);
    expect([first.calls(), names.get('f2')]).toEqual([1, 'Lato-Bold']);

    const second = page({ f1: 'Lato-Regular', f3: 'FontAwesome' });
    await learnFontNames(second, [{ font: 'f1', str: 'More body text' }, { font: 'f3', str: '•' }], names);
    expect(second.calls()).toBe(0);

    const third = page({ f4: 'Lato-Italic' });
    await learnFontNames(third, [{ font: 'f4', str: 'A whole paragraph set in italic' }], names);
    expect([third.calls(), names.get('f4')]).toEqual([1, 'Lato-Italic']);
  });
});
