import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { compareVersions, PDFJS_OPTIONS } from '../../../src/server/cv-parse/extract/pdf.ts';
import { MIN_PDFJS_VERSION } from '../../../src/server/cv-parse/limits.ts';
import { parseCvFile } from '../../../src/server/cv-parse/parse-cv.ts';
import { sharedPool } from '../../../src/server/cv-parse/run-in-worker.ts';
import { corpusDir } from '../../fixtures/corpus/index.ts';
import { makeDocx, makePdf, SAMPLE_CV_LINES, type PdfText } from '../../fixtures/cv-files.ts';

/**
 * Extraction per format through the API's code path (worker included), on generated files and on a few of
 * the team's corpus files, so accuracy cannot silently collapse.
 */

const lines = SAMPLE_CV_LINES.filter(Boolean);
const parse = (bytes: Buffer, fileName: string) => parseCvFile(new Uint8Array(bytes), { fileName });

afterAll(async () => {
  await sharedPool().close();
});

const expectSample = (data: Awaited<ReturnType<typeof parse>>['data']) => {
  expect(data).toMatchObject({
    first_name: 'Jane',
    surname: 'Example',
    email: 'jane.example@example.com',
    phone: '+44 7700 900123',
    headline: 'Senior Software Engineer',
  });
  expect(data.roles.map((r) => [r.company, r.title, r.start, r.end, r.current])).toEqual([
    ['Acme Payments Ltd', 'Senior Software Engineer', 'Jan 2020', '', true],
    ['Globex Corporation', 'Software Engineer', 'Jun 2016', 'Dec 2019', false],
  ]);
  expect(data.education[0]).toMatchObject({ institution: 'University of Manchester', location: { city: 'Manchester', country: 'UK' } });
  expect(data.skills.map((s) => s.name)).toEqual(['TypeScript', 'Go', 'PostgreSQL', 'Kubernetes']);
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
    const { data } = await parse(makeDocx([...paragraphs, { text: 'GitHub', link: 'https://github.com/jane-example' }]), 'cv.docx');
    expectSample(data);
    expect(data.links).toContainEqual({ title: 'GitHub', url: 'https://github.com/jane-example' });
  });

  test('PDF, single column', async () => {
    expectSample((await parse(makePdf({ pages: [lines] }), 'cv.pdf')).data);
  });

  test('PDF with a sidebar is read column by column', async () => {
    const side: PdfText[] = ['CONTACT', 'jane.example@example.com', '+44 7700 900123', 'SKILLS', 'TypeScript', 'Go', 'PostgreSQL', 'Kubernetes'].map(
      (text, i) => ({ text, x: 40, y: 700 - i * 13, size: 9, bold: /^[A-Z]+$/.test(text) }),
    );
    const main: PdfText[] = [
      'Jane Example',
      'Senior Software Engineer',
      'EXPERIENCE',
      'Acme Payments Ltd | Senior Software Engineer',
      'Jan 2020 - Present',
      'Led the migration of the billing platform to event-driven services',
      'Globex Corporation | Software Engineer',
      'Jun 2016 - Dec 2019',
      'Built the internal deployment tool used by 40 teams',
      'EDUCATION',
      'University of Manchester, Manchester, UK',
      'BSc (Hons) Computer Science (2012 - 2016)',
    ].map((text, i) => ({ text, x: 230, y: 712 - i * 15, size: i === 0 ? 20 : 10, bold: i === 0 || /^[A-Z]+$/.test(text) }));
    const { data } = await parse(makePdf({ pages: [[...side, ...main]] }), 'cv.pdf');
    expect(data.first_name).toBe('Jane');
    expect(data.email).toBe('jane.example@example.com');
    expect(data.skills.map((s) => s.name)).toEqual(['TypeScript', 'Go', 'PostgreSQL', 'Kubernetes']);
    expect(data.roles.map((r) => r.company)).toEqual(['Acme Payments Ltd', 'Globex Corporation']);
  });

  test('a link laid over a label in a PDF keeps its address', async () => {
    const pdf = makePdf({ pages: [[...lines.slice(0, 3), 'Portfolio', ...lines.slice(4)]], links: [[50, 736, 120, 748, 'https://jane.example.dev']] });
    const { data } = await parse(pdf, 'cv.pdf');
    expect(data.links).toContainEqual({ title: 'Portfolio', url: 'https://jane.example.dev' });
  });
});

describe('pdf.js safety settings', () => {
  test('the installed pdfjs-dist is not affected by CVE-2024-4367 and never evaluates font code', () => {
    const require = createRequire(import.meta.url);
    const { version } = require('pdfjs-dist/package.json') as { version: string };
    expect(compareVersions(version, MIN_PDFJS_VERSION)).toBeGreaterThanOrEqual(0);
    expect(PDFJS_OPTIONS).toMatchObject({ isEvalSupported: false, enableScripting: false, enableXfa: false, useSystemFonts: false, disableFontFace: true });
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
