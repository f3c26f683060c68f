import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '../../fixtures/corpus/index.ts';
import { normaliseCv, type EditableCv } from '../../../src/lib/cv/editable.ts';
import { parsedCvSchema, type ParsedCv } from '../../../src/lib/cv/schema.ts';

/** `value` frozen at every depth, so that any mutation by the code under test throws (ES modules are strict). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A small, clean CV touching every section. */
export function sampleParsedCv(): ParsedCv {
  return parsedCvSchema.parse({
    first_name: 'Asha',
    surname: 'Patel-Jones',
    email: 'asha@example.co.uk',
    phone: '+44 7700 900123',
    headline: 'Product Manager',
    location: { city: 'Leeds', country: 'UK' },
    links: [{ title: 'LinkedIn', url: 'https://www.linkedin.com/in/asha' }],
    profile_statement: 'Product manager with eight years in fintech.',
    skills: [{ name: 'Roadmapping' }, { name: 'SQL' }, { name: 'Discovery' }],
    achievements: ['Grew revenue by 20%', 'Cut churn by half', 'Grew revenue by 20%'],
    roles: [
      {
        company: 'Acme Ltd',
        title: 'Product Manager',
        start: 'Jan 2021',
        end: '',
        current: true,
        summary: 'Owns the payments product.',
        highlights: ['Launched instant payouts', 'Ran 40 customer interviews'],
      },
      {
        company: 'Acme Ltd',
        title: 'Product Manager',
        start: 'Jan 2018',
        end: 'Dec 2020',
        current: false,
        summary: '',
        highlights: ['Launched instant payouts'],
      },
    ],
    earlier_career: [{ title: 'Analyst', company: 'Bank plc', start: '2014', end: '2016' }],
    education: [
      {
        institution: 'University of Leeds',
        location: { city: 'Leeds', country: 'UK' },
        qualifications: [{ qualification: 'BSc (Hons)', course: 'Economics', start: '2010', end: '2013', grade: 'First' }],
      },
    ],
    languages: [{ name: 'Gujarati', level: 'Native' }, { name: 'French', level: 'B2' }],
    certifications: [{ name: 'PSPO I', issuer: 'Scrum.org', date: '2019' }],
    professional_memberships: [{ institution: 'BCS', name: 'Member' }],
    publications: [{ title: 'Payments at scale', pub_type: 'Article', date: 'Mar 2022' }],
    add_details: ['Full UK driving licence', 'Right to work in the UK'],
  });
}

/** The sample CV as the editor holds it, frozen. */
export function sampleCv(): EditableCv {
  return deepFreeze(normaliseCv(sampleParsedCv()));
}

/** The team's corpus truth files (tests/fixtures/corpus) as [name, Parsed CV] pairs. */
export function corpusCvs(): [string, ParsedCv][] {
  return readdirSync(corpusDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => [name, parsedCvSchema.parse(JSON.parse(readFileSync(path.join(corpusDir, name), 'utf8')))]);
}
