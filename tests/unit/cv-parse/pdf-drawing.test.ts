import { describe, expect, test } from 'vitest';
import { textInks, type ColourOps } from '../../../src/server/cv-parse/extract/pdf-drawing.ts';
import { extractPdf } from '../../../src/server/cv-parse/extract/pdf.ts';
import { readFileSync } from 'node:fs';

const OPS: ColourOps = { save: 10, restore: 11, setFillRGBColor: 59, showText: 44, showSpacedText: 45 };
const glyphs = (text: string) => [...text].map((ch) => (ch === ' ' ? 150 : { unicode: ch }));

describe('text colours from the operator list', () => {
  test('each text item takes the fill colour its glyphs are drawn in, through save and restore', () => {
    const list = {
      fnArray: [10, 59, 44, 11, 44, 45],
      argsArray: [null, ['#1a5fb4'], [glyphs('Education')], null, [glyphs('University of Leeds')], [glyphs('BSc ﬁne')]],
    };
    const items = [{ str: 'Education' }, { str: '' }, { str: 'University of Leeds' }, { str: 'BSc fine' }];
    expect(textInks(list, items, OPS)?.colours).toEqual(['#1a5fb4', undefined, '#000000', '#000000']);
  });

  test('zero-width joiners and emoji selectors, kept by one side and not the other, do not part the two', () => {
    // A LinkedIn summary line '️‍️ about me': the text layer keeps U+FE0F and U+200D, the drawing has no glyph for them.
    const list = { fnArray: [59, 44, 59, 44], argsArray: [['#ffffff'], [glyphs('Top Skills')], ['#191919'], [glyphs('about me')]] };
    const items = [{ str: 'Top Skills' }, { str: '\uFE0F\u200D\uFE0F about me' }];
    expect(textInks(list, items, OPS)?.colours).toEqual(['#ffffff', '#191919']);
  });

  test('when the drawing and the text layer spell different things, no colour is given', () => {
    const list = { fnArray: [59, 44], argsArray: [['#ff0000'], [glyphs('Skills')]] };
    expect(textInks(list, [{ str: 'Languages' }], OPS)).toBeNull();
  });

  test('hyphens drawn as soft hyphens, which the text layer reads as spaces, are hyphens again', () => {
    // Google Docs: the hyphen is U+00AD, drawn, but dropped from the text layer with a space in its place.
    const list = {
      fnArray: [44, 44, 44, 44],
      argsArray: [[glyphs('Mechanical Engineering: 2014\u00AD2015')], [glyphs('April 2015')], [glyphs('\u00AD')], [glyphs('Now')]],
    };
    const items = [
      { str: 'Mechanical Engineering: 2014 2015', transform: [10, 0, 0, 10, 174, 594] },
      { str: 'April 2015', transform: [10, 0, 0, 10, 47, 489] },
      { str: 'Now', transform: [10, 0, 0, 10, 104, 489] },
    ];
    const inks = textInks(list, items, OPS)!;
    expect([...inks.hyphenated]).toEqual([
      [0, 'Mechanical Engineering: 2014-2015'],
      [2, '- Now'],
    ]);
  });

  test('a space drawn as a space stays a space', () => {
    const list = { fnArray: [44], argsArray: [[glyphs('Engineering: 2014 2015')]] };
    expect(textInks(list, [{ str: 'Engineering: 2014 2015' }], OPS)!.hyphenated.size).toBe(0);
  });

  test('a PDF whose headings differ from the body only by colour hands that colour to the structurer', async () => {
    // moderncv: 'Experience' in blue, in the body's own typeface.
    const { lines } = await extractPdf(new Uint8Array(readFileSync('tests/fixtures/realworld/cvs/rw02-moderncv.pdf')));
    const heading = lines.find((l) => l.text === 'Experience')!;
    const body = lines.find((l) => l.text.startsWith('Data engineer who builds'))!;
    expect(heading.style).toMatch(/ #[0-9a-f]{6}$/);
    expect(body.style).toMatch(/ #[0-9a-f]{6}$/);
    expect(heading.style!.split(' ')[0]).toBe(body.style!.split(' ')[0]);
    expect(heading.style).not.toBe(body.style);
  }, 30_000);
});
