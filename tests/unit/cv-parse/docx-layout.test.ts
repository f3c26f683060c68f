import { describe, expect, test } from 'vitest';
import { extractDocx } from '../../../src/server/cv-parse/extract/docx.ts';
import { makeDocx } from '../../fixtures/cv-files.ts';

/**
 * Word's layout beyond plain paragraphs: floating text boxes placed by offsets from their anchor, and tables
 * that lay a CV out in cells. The extractor hands their text on in the order the page shows it.
 */

const W = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
].join(' ');

const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (text: string) => `<w:p>${run(text)}</w:p>`;

/** A floating text box as Word writes it: a drawing anchored in a run, its alternative (VML) rendering skipped. */
function box(lines: string[], at: { from: string; top: number; left: number }): string {
  const anchor =
    `<wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="1" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">` +
    `<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>${at.left}</wp:posOffset></wp:positionH>` +
    `<wp:positionV relativeFrom="${at.from}"><wp:posOffset>${at.top}</wp:posOffset></wp:positionV><wp:extent cx="2500000" cy="900000"/>` +
    `<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx><w:txbxContent>` +
    lines.map(para).join('') +
    `</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor>`;
  return `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>${anchor}</w:drawing></mc:Choice><mc:Fallback><w:pict/></mc:Fallback></mc:AlternateContent></w:r>`;
}

function docx(body: string[]): Uint8Array {
  const documentXml = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body.join('')}</w:body></w:document>`;
  return new Uint8Array(makeDocx({ documentXml }));
}

const texts = (bytes: Uint8Array) => extractDocx(bytes).lines.map((l) => l.text);

describe('DOCX floating text boxes', () => {
  test('boxes set below their anchor paragraph follow it, top to bottom then left to right, whatever the file order', () => {
    // A degree's line with its modules boxed in two columns under it, and the school qualifications boxed lower.
    const anchored =
      '<w:p>' +
      box(['A levels (Riverside Sixth Form College)', 'Mathematics (A), Physics (B)'], { from: 'paragraph', top: 1600000, left: 0 }) +
      box(['Year 2 modules', 'Coastal Processes'], { from: 'paragraph', top: 200000, left: 2700000 }) +
      box(['Year 1 modules', 'Field Methods'], { from: 'paragraph', top: 200000, left: 0 }) +
      run('University of Leeds – BSc Geography: First Class Honours') +
      '</w:p>';
    expect(texts(docx([para('Education'), anchored, para('Interests')]))).toEqual([
      'Education',
      'University of Leeds – BSc Geography: First Class Honours',
      'Year 1 modules',
      'Field Methods',
      'Year 2 modules',
      'Coastal Processes',
      'A levels (Riverside Sixth Form College)',
      'Mathematics (A), Physics (B)',
      'Interests',
    ]);
  });

  test('a box placed from the page (a name banner anchored in the first paragraph) comes before that paragraph', () => {
    const first = `<w:p>${box(['Dana Example', 'dana@example.com'], { from: 'page', top: 300000, left: 0 })}${run('Profile')}</w:p>`;
    expect(texts(docx([first, para('Analyst with five years in retail banking.')]))).toEqual([
      'Dana Example',
      'dana@example.com',
      'Profile',
      'Analyst with five years in retail banking.',
    ]);
  });
});
