import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { compareVersions, loadPdfJs, PDFJS_OPTIONS } from '../../../src/server/cv-parse/extract/pdf.ts';
import { fontSink } from '../../../src/server/cv-parse/extract/pdf-font-sink.ts';
import { MIN_PDFJS_VERSION } from '../../../src/server/cv-parse/limits.ts';
import { parseCvFile } from '../../../src/server/cv-parse/parse-cv.ts';
import { sharedPool } from '../../../src/server/cv-parse/run-in-worker.ts';
import { corpusDir } from '../../fixtures/corpus/index.ts';
import { committedDir } from '../../fixtures/public/manifest.ts';
import { makeDocx, makePdf, type PdfText } from '../../fixtures/cv-files.ts';
import { SAMPLE_CV_LINES, sampleCv } from '../../fixtures/sample-cv.ts';

/**
 * Extraction per format through the API's code path (worker included), on generated files and on a few of
 * the team's corpus files, so accuracy cannot silently collapse.
 */

const lines = SAMPLE_CV_LINES.filter(Boolean);
const sample = sampleCv();
const parse = (bytes: Buffer, fileName: string) => parseCvFile(new Uint8Array(bytes), { fileName });

afterAll(async () => {
  await sharedPool().close();
});

/** The sample's text lines come back as the sample CV itself, every section and field of it. */
const expectSample = (data: Awaited<ReturnType<typeof parse>>['data'], expected = sample) => {
  expect(data).toEqual(expected);
};

describe('each format', () => {
  test('TXT', async () => {
    expectSample((await parse(Buffer.from(SAMPLE_CV_LINES.join('\n')), 'cv.txt')).data);
  });

  test('TXT in UTF-16 with a BOM and Windows line ends', async () => {
    const text = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(SAMPLE_CV_LINES.join('\r\n'), 'utf16le')]);
    expectSample((await parse(text, 'cv.txt')).data);
  });

  test('DOCX with list paragraphs and a hyperlink', async () => {
    const paragraphs = lines.map((text) => (text.startsWith('- ') ? { text: text.slice(2), bullet: true } : { text }));
    const github = { title: 'GitHub', url: 'https://github.com/priya-example' };
    // The link goes under the LinkedIn line (paragraph 4), with the other header lines.
    const { data } = await parse(makeDocx([...paragraphs.slice(0, 4), { text: github.title, link: github.url }, ...paragraphs.slice(4)]), 'cv.docx');
    expectSample(data, sampleCv({ links: [...sample.links, github] }));
  });

  test('PDF, single column', async () => {
    expectSample((await parse(makePdf({ pages: [lines] }), 'cv.pdf')).data);
  });

  test('PDF with a sidebar is read column by column', async () => {
    const skills = sample.skills.map((s) => s.name);
    // Headings are bold; 'SQL' is in capitals too, but a skill.
    const heading = (text: string) => ['CONTACT', 'SKILLS', 'EXPERIENCE', 'EDUCATION'].includes(text);
    const side: PdfText[] = ['CONTACT', sample.email, sample.phone, 'SKILLS', ...skills].map(
      (text, i) => ({ text, x: 40, y: 700 - i * 13, size: 9, bold: heading(text) }),
    );
    const [degree] = sample.education[0]!.qualifications;
    const main: PdfText[] = [
      `${sample.first_name} ${sample.surname}`,
      sample.headline,
      'EXPERIENCE',
      ...sample.roles.flatMap((r) => [`${r.company} | ${r.title}`, `${r.start} - ${r.current ? 'Present' : r.end}`, r.highlights[0]!]),
      'EDUCATION',
      `${sample.education[0]!.institution}, ${sample.education[0]!.location.city}, ${sample.education[0]!.location.country}`,
      `${degree!.qualification} ${degree!.course} (${degree!.start} - ${degree!.end})`,
    ].map((text, i) => ({ text, x: 230, y: 712 - i * 15, size: i === 0 ? 20 : 10, bold: i === 0 || heading(text) }));
    const { data } = await parse(makePdf({ pages: [[...side, ...main]] }), 'cv.pdf');
    expect(data.first_name).toBe(sample.first_name);
    expect(data.email).toBe(sample.email);
    expect(data.skills.map((s) => s.name)).toEqual(skills);
    expect(data.roles.map((r) => r.company)).toEqual(sample.roles.map((r) => r.company));
  });

  test('a link laid over a label in a PDF keeps its address', async () => {
    // Line 4 (the LinkedIn line) becomes a bare label with the address only in a link annotation over it.
    const pdf = makePdf({ pages: [[...lines.slice(0, 3), 'Portfolio', ...lines.slice(4)]], links: [[50, 736, 120, 748, 'https://priya.example.dev']] });
    const { data } = await parse(pdf, 'cv.pdf');
    expect(data.links).toContainEqual({ title: 'Portfolio', url: 'https://priya.example.dev' });
  });
});

describe('pdf.js safety settings', () => {
  test('the installed pdfjs-dist is not affected by CVE-2024-4367 and never evaluates font code', () => {
    const require = createRequire(import.meta.url);
    const { version } = require('pdfjs-dist/package.json') as { version: string };
    expect(compareVersions(version, MIN_PDFJS_VERSION)).toBeGreaterThanOrEqual(0);
    expect(PDFJS_OPTIONS).toMatchObject({ isEvalSupported: false, enableScripting: false, enableXfa: false, useSystemFonts: false });
    // Fonts go to a document stand-in as font faces instead of being compiled into glyph outlines.
    expect(PDFJS_OPTIONS).toMatchObject({ disableFontFace: false, ownerDocument: fontSink });
  });

  test('embedded fonts are handed to the document stand-in: no glyph outline is built', async () => {
    // Node has no document: without the stand-in, pdf.js would build outlines (tests/unit/cv-parse/pdf-font-sink.test.ts).
    expect('document' in globalThis).toBe(false);
    const pdfjs = await loadPdfJs();
    const bytes = readFileSync(path.join(committedDir, 'pc03-typst.pdf'));
    const objectsAfterOneRead = async (options: object) => {
      const doc = await pdfjs.getDocument({ ...options, data: new Uint8Array(bytes) }).promise;
      const page = await doc.getPage(1);
      await page.getOperatorList({ annotationMode: 0 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const ids = [...page.commonObjs].map(([id]) => id as string);
      await doc.destroy();
      return { fonts: ids.filter((id) => !id.includes('_path_')).length, paths: ids.filter((id) => id.includes('_path_')).length };
    };
    const ours = await objectsAfterOneRead(PDFJS_OPTIONS);
    expect(ours.fonts).toBeGreaterThan(0);
    expect(ours.paths).toBe(0);
    // The control: with font faces disabled, pdf.js builds an outline for every glyph shown.
    expect((await objectsAfterOneRead({ ...PDFJS_OPTIONS, disableFontFace: true })).paths).toBeGreaterThan(100);
  });
});

// Accuracy guard on the team's corpus files, one of each format and of three PDF layouts.
const picks = ['cv003-plain.txt', 'cv006-wordtable.docx', 'cv012-sidebar.pdf', 'cv045-timeline.pdf', 'cv024-modern.pdf'];

describe('corpus regression', () => {
  test.each(picks)('%s: name, e-mail and roles', async (file) => {
    const truth = JSON.parse(readFileSync(path.join(corpusDir, file.replace(/\.\w+$/, '.json')), 'utf8'));
    const { data } = await parse(readFileSync(path.join(corpusDir, file)), file);
    expect([data.first_name, data.surname, data.email]).toEqual([truth.first_name, truth.surname, truth.email]);
    expect(data.roles.map((r) => r.company.toLowerCase())).toEqual(truth.roles.map((r: { company: string }) => r.company.toLowerCase()));
    expect(data.roles.map((r) => r.start)).toEqual(truth.roles.map((r: { start: string }) => r.start));
  });
});
