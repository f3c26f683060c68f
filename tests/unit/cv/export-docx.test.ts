import { describe, expect, test } from 'vitest';
import { getApp } from '@/lib/content';
import { cvToDocxBlob } from '@/lib/cv/export/docx';
import { parsedCvSchema, type ParsedCv } from '@/lib/cv/schema';
import { extractDocx } from '../../../src/server/cv-parse/extract/docx.ts';
import { openZip } from '../../../src/server/cv-parse/extract/zip.ts';
import { runParseJob } from '../../../src/server/cv-parse/parse-job.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';
import { corpusCvs } from './fixtures';

const labels = getApp().editorExport.document;

async function docxBytes(cv: ParsedCv): Promise<Uint8Array> {
  const blob = await cvToDocxBlob(cv, labels);
  expect(blob).toBeInstanceOf(Blob);
  return new Uint8Array(await blob.arrayBuffer());
}

/** The lines of text our own DOCX extractor reads from the file. */
async function docxLines(cv: ParsedCv): Promise<string[]> {
  return extractDocx(await docxBytes(cv)).lines.map((line) => line.text);
}

/** Asserts that each of `expected` appears in `lines`, in this order (each after the one before). */
function expectInOrder(lines: string[], expected: string[]): void {
  let at = -1;
  for (const text of expected) {
    const found = lines.findIndex((line, index) => index > at && line.includes(text));
    expect(found, `"${text}" after line ${at} of:\n${lines.join('\n')}`).toBeGreaterThan(at);
    at = found;
  }
}

describe('the DOCX holds the CV text in document order', () => {
  test('name, headline, contacts, then every section with its heading', async () => {
    const lines = await docxLines(sampleCv());
    expectInOrder(lines, [
      'Priya Natarajan',
      'Senior Data Analyst',
      'priya.natarajan@example.com',
      '+44 7700 900123',
      'Leeds, UK',
      'LinkedIn: https://www.linkedin.com/in/priya-example',
      'Profile Statement',
      'Data analyst with seven years of experience',
      'Key Achievements',
      'Cut monthly reporting time from five days to one by automating the finance data pipeline',
      'Trained 25 colleagues in Python through a weekly lunchtime course',
      'Core Skills',
      'SQL · Python · Power BI · Excel · Stakeholder management',
      'Career History',
      'Senior Data Analyst – Northwind Retail | Mar 2021 – Present',
      'Lead analyst for the supply chain team.',
      'Built SQL models behind the weekly stock dashboard used by 40 store managers',
      'Reduced forecast error by 18% with a Python demand model',
      'Presented Power BI insights to the board every quarter',
      'Data Analyst – Contoso Logistics | Jan 2018 – Feb 2021',
      'Automated Excel reports, saving 12 hours a week',
      'Earlier Career',
      'Reporting Assistant – Leeds City Council | Jul 2017 – Dec 2017',
      'Education',
      'University of Leeds – Leeds, UK',
      'BSc (Hons) in Mathematics (Grade: First) | 2014 – 2017',
      'Certifications',
      'Power BI Data Analyst Associate – Microsoft | 2022',
      'Languages',
      'English – Native',
      'Tamil – Conversational',
      'Professional Memberships',
      'Royal Statistical Society – Member',
      'Publications',
      '“Forecasting store demand with open data”. Article | Sep 2023',
      'Additional Details',
      'Full UK driving licence',
      'Right to work in the UK',
    ]);
  });

  test('empty sections are left out', async () => {
    const lines = await docxLines(parsedCvSchema.parse({ first_name: 'Asha', surname: 'Patel-Jones', skills: [{ name: 'SQL' }] }));
    expect(lines).toEqual(['Asha Patel-Jones', 'Core Skills', 'SQL']);
  });

  test('the file is a Word document (a ZIP with word/document.xml)', async () => {
    const bytes = await docxBytes(sampleCv());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder('latin1').decode(bytes)).toContain('word/document.xml');
  });
});

describe('links', () => {
  test('web and mail links open; a script or data link from a CV is printed as text, never linked', async () => {
    const cv = parsedCvSchema.parse({
      first_name: 'Asha',
      links: [
        { title: 'Portfolio', url: 'asha.example.com' },
        { title: 'Trap', url: 'javascript:alert(1)' },
        { title: 'Blob', url: 'data:text/html,<script>alert(1)</script>' },
      ],
    });
    const bytes = await docxBytes(cv);
    const relationships = openZip(bytes).readText('word/_rels/document.xml.rels') ?? '';
    expect(relationships).toContain('Target="https://asha.example.com/"');
    expect(relationships).not.toMatch(/javascript:|data:text/);
    const lines = extractDocx(bytes).lines.map((line) => line.text);
    expect(lines).toEqual(expect.arrayContaining(['Trap: javascript:alert(1)', 'Blob: data:text/html,<script>alert(1)</script>']));
  });
});

// Our parser title-cases employers printed in capitals ('KPMG' comes back as 'Kpmg'); case aside, the CV
// must come back whole.
const caseless = (cv: ParsedCv) => JSON.parse(JSON.stringify(cv).toLowerCase());

describe('our parser reads the DOCX back into the same CV', () => {
  // One file per person of the corpus (its formats share one truth), and the inline sample.
  const people = new Map([['sample', sampleCv()], ...corpusCvs().map(([name, cv]) => [name.split('-')[0]!, cv] as const)]);
  test.each([...people])('%s', async (_name, cv) => {
    const outcome = await runParseJob({ bytes: await docxBytes(cv), format: 'docx' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const parsed = outcome.result.data;
    expect(parsed.first_name).toBe(cv.first_name);
    expect(parsed.surname).toBe(cv.surname);
    expect(parsed.roles.map((r) => r.title)).toEqual(cv.roles.map((r) => r.title));
    expect(caseless(parsed)).toEqual(caseless(cv));
    expect(outcome.result.unplaced).toEqual([]);
  });
});
