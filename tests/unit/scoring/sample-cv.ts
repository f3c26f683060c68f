import { parsedCvSchema, type ParsedCv } from '../../../src/lib/cv/schema.ts';

/** A well-formed, fictional CV for rubric tests; `overrides` replace top-level fields. */
export function sampleCv(overrides: Partial<ParsedCv> = {}): ParsedCv {
  return parsedCvSchema.parse({
    first_name: 'Priya',
    surname: 'Natarajan',
    email: 'priya.natarajan@example.com',
    phone: '+44 7700 900123',
    headline: 'Senior Data Analyst',
    location: { city: 'Leeds', country: 'UK' },
    links: [{ title: 'LinkedIn', url: 'https://www.linkedin.com/in/priya-example' }],
    profile_statement:
      'Data analyst with seven years of experience turning messy operational data into clear decisions for retail and logistics teams. I build reliable SQL pipelines and Power BI dashboards that people actually use, and I enjoy coaching colleagues in Python.',
    skills: [{ name: 'SQL' }, { name: 'Python' }, { name: 'Power BI' }, { name: 'Excel' }, { name: 'Stakeholder management' }],
    achievements: ['Cut monthly reporting time from five days to one by automating the finance data pipeline'],
    roles: [
      {
        company: 'Northwind Retail',
        title: 'Senior Data Analyst',
        start: 'Mar 2021',
        end: '',
        current: true,
        summary: 'Lead analyst for the supply chain team.',
        highlights: [
          'Built SQL models behind the weekly stock dashboard used by 40 store managers',
          'Reduced forecast error by 18% with a Python demand model',
          'Presented Power BI insights to the board every quarter',
        ],
      },
      {
        company: 'Contoso Logistics',
        title: 'Data Analyst',
        start: 'Jan 2018',
        end: 'Feb 2021',
        current: false,
        summary: '',
        highlights: ['Automated Excel reports, saving 12 hours a week', 'Managed stakeholder requests from six departments'],
      },
    ],
    education: [
      {
        institution: 'University of Leeds',
        location: { city: 'Leeds', country: 'UK' },
        qualifications: [{ qualification: 'BSc (Hons)', course: 'Mathematics', start: '2014', end: '2017', grade: 'First' }],
      },
    ],
    ...overrides,
  });
}

/** The same CV with every role bullet and achievement made vague (no numbers, no verbs). */
export function vagueCv(): ParsedCv {
  const cv = sampleCv({ achievements: [] });
  cv.roles = cv.roles.map((r) => ({
    ...r,
    highlights: ['Responsible for reporting to the supply chain team', 'Duties included dashboards and data models', 'Part of the analytics function'],
  }));
  return cv;
}
