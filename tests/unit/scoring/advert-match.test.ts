import { describe, expect, test } from 'vitest';
import type { ParsedCv } from '../../../src/lib/cv/schema.ts';
import { collectCvText } from '../../../src/lib/scoring/cv-text.ts';
import { matchTarget } from '../../../src/lib/scoring/keywords.ts';
import { scoreCv } from '../../../src/lib/scoring/score-cv.ts';
import { sampleCv } from '../../fixtures/sample-cv.ts';
import { BACKEND_ENGINEER, BRIGHTPAY, FINANCIAL_CONTROLLER, MATHS_TEACHER, STAFF_NURSE } from './advert-samples.ts';

/** The CV: a lead data analyst in London whose CV shows SQL but never Python. */
function londonAnalyst(overrides: Partial<ParsedCv> = {}): ParsedCv {
  const cv = sampleCv({
    headline: 'Lead Data Analyst',
    location: { city: 'London', country: 'UK' },
    profile_statement: 'Data analyst with seven years of experience turning operational data into decisions. I build reliable SQL models and Looker dashboards.',
    achievements: ['Cut monthly reporting time from five days to one by automating the finance data pipeline'],
    skills: [{ name: 'SQL' }, { name: 'Looker' }, { name: 'dbt' }, { name: 'Excel' }],
    ...overrides,
  });
  cv.roles = cv.roles.map((r) => ({ ...r, highlights: r.highlights.filter((h) => !/python/i.test(h)) }));
  return cv;
}

const match = (cv: ParsedCv, jd: string) => matchTarget({ jd }, collectCvText(cv));
/** A CV showing only these skills. */
const withSkills = (...names: string[]) => sampleCv({ profile_statement: 'Analyst.', achievements: [], roles: [], certifications: [], skills: names.map((name) => ({ name })) });

describe('matchTarget against a job advert reports what the CV truly lacks', () => {
  test("email platforms (Braze, Dotdigital, Iterable) are of the email marketing family, so 'X, Braze or a similar platform' is met by a CV's marketing automation", () => {
    const jd = 'Lifecycle Marketer\n\nWhat you bring\n- Hands-on experience with Zorbmail, Braze or a similar platform\n- Segmentation\n';
    const automator = londonAnalyst({ skills: [{ name: 'Marketing Automation' }, { name: 'Segmentation' }] });
    expect(match(automator, jd).missing).not.toContain('Braze');
    expect(match(londonAnalyst(), jd).missing).toContain('Braze');
  });
  test('the issue\'s example: Python is a gap; London, Brightpay and the filler never are', () => {
    const result = match(londonAnalyst(), BRIGHTPAY);
    expect(result.missing).toContain('Python');
    for (const word of ['London', 'Brightpay', 'fast', 'growing', 'small', 'hybrid', 'SQL', 'dbt', 'Looker']) {
      expect(result.missing.map((m) => m.toLowerCase())).not.toContain(word.toLowerCase());
    }
    expect(result.found).toEqual(expect.arrayContaining(['SQL', 'dbt', 'Looker', 'Data analysis']));
    expect(result.titleFound).toBe(true);
    expect(result.advert?.companyNames).toEqual(['Brightpay']);
  });

  test('gaps are ranked by what the advert stresses: the title\'s domain and must-haves before nice-to-haves', () => {
    const { missing, requirements } = match(londonAnalyst(), BRIGHTPAY);
    expect(missing.indexOf('Payments')).toBeLessThan(missing.indexOf('Python'));
    expect(missing.indexOf('Python')).toBeLessThan(missing.indexOf('Fivetran'));
    const stresses = requirements!.filter((r) => !r.present).map((r) => r.stress);
    expect(stresses).toEqual([...stresses].sort((a, b) => b - a));
  });

  test('the job\'s city is a gap only when the CV\'s city differs and the advert asks the candidate to be there, and last', () => {
    const elsewhere = match(londonAnalyst({ location: { city: 'Manchester', country: 'UK' } }), BRIGHTPAY);
    // Saying where the job is ('hybrid in London') is not asking for a London address: the advice may say where the
    // job is, but London is not a term the CV lacks.
    expect(elsewhere.missing).not.toContain('London');
    expect(elsewhere.requirements?.find((r) => r.kind === 'location')).toMatchObject({ present: false, stress: 1 });
    const mustLive = match(londonAnalyst({ location: { city: 'Manchester', country: 'UK' } }), `${BRIGHTPAY}\nYou must live within commuting distance of London.`);
    expect(mustLive.missing.at(-1)).toBe('London');
    expect(match(londonAnalyst({ location: { city: 'Greater London', country: 'UK' } }), BRIGHTPAY).missing).not.toContain('London');
    // A CV that names the city anywhere (a London employer) already shows a tie to it.
    const tie = londonAnalyst({ location: { city: 'Manchester', country: 'UK' } });
    tie.roles[1]!.company = 'London Borough of Camden';
    expect(match(tie, BRIGHTPAY).missing).not.toContain('London');
    // A remote job has no place to be near.
    expect(match(londonAnalyst({ location: { city: 'Manchester', country: 'UK' } }), BACKEND_ENGINEER).missing).not.toContain('Manchester');
  });

  test('a term counts in any of its forms, anywhere in the CV: abbreviations, synonyms, spellings, implied terms', () => {
    const cv = londonAnalyst({
      skills: [{ name: 'JS' }, { name: 'Postgres' }, { name: 'K8s' }],
      profile_statement: 'Engineer who writes Typescript services and infrastructure-as-code in Terraform.',
      certifications: [{ name: 'GitHub Actions for CI/CD', issuer: 'GitHub', date: '2023' }],
    });
    const result = match(cv, BACKEND_ENGINEER);
    expect(result.found).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL', 'Kubernetes', 'Terraform', 'GitHub Actions']));
    expect(result.missing).not.toContain('Go'); // the advert takes TypeScript or Go
    expect(result.missing).toEqual(expect.arrayContaining(['Temporal']));
  });

  test('nursing: RGN on the CV shows Registered Nurse and the NMC registration; British and US spellings meet', () => {
    const nurse = sampleCv({
      headline: 'Staff Nurse (RGN)',
      location: { city: 'Leeds', country: 'UK' },
      profile_statement: 'Adult nurse on a busy medical ward. Experienced in wound management, intravenous therapy and safeguarding vulnerable adults.',
      skills: [{ name: 'Medication administration' }, { name: 'Care planning' }, { name: 'Phlebotomy' }],
      achievements: [],
      certifications: [],
    });
    nurse.roles = [{ company: 'St Mark\'s Hospital', title: 'Staff Nurse', start: 'Jan 2020', end: '', current: true, summary: 'Patient centered care for 28 patients.', highlights: ['Recorded NEWS2 observations'] }];
    const result = match(nurse, STAFF_NURSE);
    // 'RGN with an active NMC PIN' asks for both: the registration is a gap until the CV states it.
    // Each is named as the advert writes it ('RGN', 'NEWS2'), and shown by any of its forms on the CV.
    expect(result.requirements?.find((r) => r.name === 'RGN')).toMatchObject({ present: true, alternatives: [] });
    expect(result.missing).toContain('Active NMC PIN');
    for (const term of ['RGN', 'IV therapy', 'Wound care', 'Safeguarding', 'Venepuncture', 'Patient-centred care', 'NEWS2']) {
      expect(result.found).toContain(term);
    }
    expect(result.missing).toEqual(expect.arrayContaining(['Cannulation', 'Mentorship']));
    expect(result.missing).not.toContain('Leeds');
  });

  test("a role title on the CV counts: a newly qualified teacher is a qualified teacher, but QTS asked by name is shown only as printed (the advert sets' reading)", () => {
    const cv = londonAnalyst({ headline: 'Maths Teacher', skills: [{ name: 'Behaviour management' }] });
    cv.roles = [{ company: 'Kingsway School', title: 'Newly Qualified Teacher', start: 'Sep 2019', end: '', current: true, summary: '', highlights: [] }];
    expect(match(cv, MATHS_TEACHER.replace('hold QTS', 'be a qualified teacher')).missing).not.toContain('Qualified teacher');
    expect(match(cv, MATHS_TEACHER).missing).toContain('QTS');
    cv.certifications = [{ name: 'Qualified Teacher Status', issuer: 'DfE', date: '2019' }];
    expect(match(cv, MATHS_TEACHER).missing).not.toContain('QTS');
  });

  test('one of several qualifications the advert accepts is enough; the certification section counts', () => {
    const cv = londonAnalyst({ certifications: [{ name: 'ACCA', issuer: 'ACCA', date: '2019' }] });
    const result = match(cv, FINANCIAL_CONTROLLER);
    for (const q of ['ACA', 'ACCA', 'CIMA']) expect(result.missing).not.toContain(q);
    // Without any of them, the three count as one gap, named once.
    const without = match(londonAnalyst(), FINANCIAL_CONTROLLER).missing;
    expect(without.filter((m) => ['ACA', 'ACCA', 'CIMA'].includes(m))).toEqual(['ACA']);
    expect(result.missing).toContain('NetSuite');
  });
});

describe('scoreCv with an advert', () => {
  test('names the real gap, and adding it to the CV removes it without lowering skills alignment', () => {
    const before = scoreCv(londonAnalyst(), { jd: BRIGHTPAY });
    expect(before.breakdown.missingKeywords).toContain('Python');
    const cv = londonAnalyst();
    cv.skills.push({ name: 'Python' });
    const after = scoreCv(cv, { jd: BRIGHTPAY });
    expect(after.breakdown.missingKeywords).not.toContain('Python');
    expect(after.result.scores.skills_alignment).toBeGreaterThanOrEqual(before.result.scores.skills_alignment);
    expect(after.result.match_assessment).not.toMatch(/London|Brightpay|hybrid/);
  });
});

describe('alternatives and what stands in', () => {
  const ADVERT = 'Design Engineer\n\nRequirements\n- SolidWorks or a similar 3D CAD package\n- Lean or continuous improvement experience\n';
  test("'SolidWorks or a similar CAD package': a CV with AutoCAD has it", () => {
    const cv = londonAnalyst();
    cv.skills = [{ name: 'AutoCAD' }];
    expect(match(cv, ADVERT).missing).not.toContain('SolidWorks');
    expect(match(londonAnalyst(), ADVERT).missing).toContain('SolidWorks');
  });
  test('skills the advert accepts instead of one another are each a gap when the CV shows none, and none when it shows one', () => {
    expect(match(londonAnalyst(), ADVERT).missing).toEqual(expect.arrayContaining(['Lean', 'Continuous improvement']));
    const cv = londonAnalyst();
    cv.skills = [{ name: 'Kaizen' }];
    expect(match(cv, ADVERT).missing.filter((m) => ['Lean', 'Continuous improvement'].includes(m))).toEqual([]);
  });
  test("a list closed by 'or' is met by any of its names, names found by pattern too; one closed by 'and' asks for each", () => {
    const advert = 'Planner\n\nRequirements\n- Plans built in Zenplan Q7 or MS Project\n- QRT, WXM or Six Sigma\n- Reports for ABQ, XYV and Excel users\n';
    const cv = londonAnalyst();
    cv.skills = [{ name: 'MS Project' }, { name: 'Six Sigma' }];
    const missing = match(cv, advert).missing;
    expect(missing).not.toEqual(expect.arrayContaining(['Zenplan Q7']));
    expect(missing.filter((m) => ['QRT', 'WXM'].includes(m))).toEqual([]);
    expect(missing).toEqual(expect.arrayContaining(['ABQ', 'XYV']));
    expect(match(londonAnalyst(), advert).missing).toEqual(expect.arrayContaining(['QRT', 'Six Sigma', 'Zenplan Q7']));
  });
  test("a kind the advert gives examples of ('(A, B or C)', 'such as') is shown by any example; a bracket of plain words or a field's papers is not", () => {
    const advert =
      'Analyst\n\nRequirements\n- Large data sets in a cloud platform (QuarkDB, Snowflake or Databricks)\n- Risk models with GBMs such as XGBoost or ZetaBoost\n' +
      '- A CSCS Black Card (Manager)\n- Degree in civil engineering (BEng or MEng)\n';
    const cv = londonAnalyst();
    cv.skills = [{ name: 'QuarkDB' }, { name: 'XGBoost' }];
    const missing = match(cv, advert).missing.map((m) => m.toLowerCase());
    expect(missing).not.toContain('cloud platform');
    expect(missing).not.toContain('gbms');
    expect(missing).toContain('cscs');
    expect(match(londonAnalyst(), advert).missing.map((m) => m.toLowerCase())).toContain('gbms');
  });
  test("a name the advert gives as an example of a kind ('a CRM such as Salesforce Nonprofit', '(Zendesk or similar)') is that one gap, and met when the kind is; a bracket after a language narrows it ('Python (Django or FastAPI)')", () => {
    const advert =
      'Fundraising Manager\n\nAbout you\n- Experience of a supporter CRM such as Raiser\'s Edge or Salesforce Nonprofit\n- A ticketing tool (Zendesk or similar)\n' +
      '- Python (Django or FastAPI)\n- A customer success platform (Gainsight, ChurnZero or similar)\n';
    const withCrm = londonAnalyst();
    withCrm.skills = [{ name: 'CRM' }, { name: 'Python' }];
    const met = match(withCrm, advert).missing;
    expect(met).not.toContain('Salesforce');
    expect(met).toEqual(expect.arrayContaining(['Django', 'FastAPI']));
    const missing = match(londonAnalyst(), advert).missing;
    expect(missing).toContain('CRM');
    expect(missing).not.toContain('Salesforce');
    expect(missing.filter((m) => /zendesk|ticketing/i.test(m))).toHaveLength(1);
    expect(missing.filter((m) => /gainsight|churnzero|customer success/i.test(m))).toHaveLength(1);
  });
  test("test-driven development shows automated testing; 'acute medicine' is acute care, so 'cardiology or acute medicine' is met by an acute medical unit", () => {
    const cv = londonAnalyst();
    cv.skills = [{ name: 'Test-Driven Development' }, { name: 'Acute medical unit nursing' }];
    const missing = match(cv, 'Nurse Developer\n\nEssential\n- Comfortable with automated testing\n- Experience in cardiology or acute medicine\n').missing;
    expect(missing).not.toContain('Automated testing');
    expect(missing).not.toContain('Cardiology');
    expect(match(londonAnalyst(), 'Nurse Developer\n\nEssential\n- Comfortable with automated testing\n- Experience in cardiology or acute medicine\n').missing).toEqual(expect.arrayContaining(['Automated testing', 'Cardiology']));
  });
  test("a qualification 'or above' ('HNC or above') is met by a degree; without 'or above' it is not", () => {
    const cv = londonAnalyst();
    cv.education = [{ institution: 'University of Leeds', location: { city: '', country: '' }, qualifications: [{ qualification: 'BEng', course: 'Mechanical Engineering', start: '2012', end: '2015', grade: '' }] }];
    expect(match(cv, 'Engineer\n\nEssential\n- An engineering qualification (HNC or above)\n').missing).not.toContain('HNC');
    expect(match(cv, 'Engineer\n\nEssential\n- An HNC in electrical engineering\n').missing).toContain('HNC');
  });
  test("qualifications joined by 'with' or 'and' are asked together; listed with 'or' they are one ask", () => {
    const advert = 'Nurse\n\nRequirements\n- Registered Nurse (Adult) with live NMC registration\n- ACA, ACCA or CIMA qualified\n';
    const cv = londonAnalyst();
    cv.skills = [{ name: 'Registered Nurse' }, { name: 'ACCA' }];
    const missing = match(cv, advert).missing;
    expect(missing.some((m) => /NMC/.test(m))).toBe(true);
    for (const met of ['Registered Nurse', 'ACA', 'CIMA']) expect(missing).not.toContain(met);
  });
  test("SaaS account metrics are read spelt out or abbreviated: 'annual recurring revenue' on the CV shows ARR", () => {
    const advert = 'Customer Success Manager\n\nRequirements\n- Grow ARR and run QBRs with customers\n- Track NPS\n';
    const cv = londonAnalyst();
    cv.achievements = ['Closed £400k in new annual recurring revenue', 'Ran quarterly business reviews with 12 customers'];
    const missing = match(cv, advert).missing;
    expect(missing).not.toContain('ARR');
    expect(missing).not.toContain('QBRs');
    expect(missing).toContain('NPS');
  });
  test("a block headed 'What you'll get' or 'In return' is benefits, not asks", () => {
    const advert =
      "Analyst\n\nRequirements\n- SQL and Python\n\nWhat you'll get\n- Free eye tests and an Employee Assistance Programme\n- Zorbfit gym membership\n\n" +
      'In return: a Cycle to Work scheme and private medical insurance\n';
    const missing = match(londonAnalyst(), advert).missing.map((m) => m.toLowerCase());
    expect(missing).toContain('python');
    for (const perk of ['employee assistance programme', 'zorbfit', 'cycle to work scheme', 'private medical insurance']) expect(missing).not.toContain(perk);
  });
  test('the vocabulary of lab science, service design, pastoral care, FP&A and data engineering: each technique its own term, in any of its forms', () => {
    const advert =
      'Scientist\n\nRequirements\n- Mammalian cell culture, western blotting and flow cytometry\n- Service blueprints and the GOV.UK Prototype Kit\n' +
      '- Mental Health First Aid and restorative practice\n- Scenario planning in Adaptive Insights\n- Dimensional data modelling with Great Expectations tests\n';
    const cv = londonAnalyst();
    cv.skills = [{ name: 'Tissue culture' }, { name: 'Western blot' }, { name: 'MHFA' }, { name: 'Scenario modelling' }, { name: 'Data modelling' }];
    const missing = match(cv, advert).missing.map((m) => m.toLowerCase());
    for (const shown of ['mammalian cell culture', 'cell culture', 'western blotting', 'mental health first aid', 'scenario planning', 'dimensional data modelling']) expect(missing).not.toContain(shown);
    for (const gap of ['flow cytometry', 'service blueprints', 'gov.uk prototype kit', 'restorative practice', 'adaptive insights', 'great expectations']) expect(missing).toContain(gap);
  });
  test("a list closed by 'or' is met by its items in plain words too; 'or a related field' and 'or another X' name nothing", () => {
    const advert =
      'Analyst\n\nRequirements\n- BSc in Statistics, Quantics or a related field\n- Experience in fintech, zorb banking or another regulated product\n' +
      '- Experience of mentoring trainee teachers or ECTs\n- Experience of GLP or working to GxP standards\n';
    const cv = londonAnalyst();
    cv.skills = [{ name: 'Quantics' }, { name: 'Zorb banking apps' }, { name: 'Mentoring Trainee Teachers' }, { name: 'Working with stakeholders' }];
    const missing = match(cv, advert).missing;
    for (const met of ['Statistics', 'Fintech', 'ECTs']) expect(missing).not.toContain(met);
    // 'working' only says how GLP is asked for: it names nothing a CV could show instead.
    expect(missing).toContain('GLP');
    expect(match(londonAnalyst(), advert).missing).toEqual(expect.arrayContaining(['Statistics', 'Fintech', 'ECTs', 'GLP']));
  });
  test("words of degree after 'or' keep the offer ('or basic HTML/CSS', 'or of Power BI', 'or ideally Python', 'Excel skills or basic SQL'); 'and' still asks for both", () => {
    const advert =
      'Web Designer\n\nYou will need\n- Experience with Webflow or basic HTML/CSS\n- Experience of Tableau or of Power BI\n' +
      '- R, or ideally Python\n- Zendesk and strong Salesforce skills\n- Strong Excel skills or basic SQL\n';
    const designer = (skills: string[]) =>
      sampleCv({ profile_statement: 'Designer of websites.', achievements: [], roles: [], certifications: [], skills: skills.map((name) => ({ name })) });
    const missing = match(designer(['HTML/CSS', 'Power BI', 'Python', 'Salesforce', 'SQL']), advert).missing;
    for (const met of ['Webflow', 'Tableau', 'R', 'Excel']) expect(missing).not.toContain(met);
    expect(missing).toContain('Zendesk');
    expect(match(designer(['Figma']), advert).missing).toEqual(expect.arrayContaining(['Webflow', 'Tableau', 'Power BI', 'R', 'Python', 'Excel', 'SQL']));
  });
  test("subjects listed before 'or a related subject' are offered instead of one another: a maths degree meets 'maths, statistics or a related subject'", () => {
    const advert = 'Analyst\n\nRequirements\n- A degree in maths, statistics or a related subject\n';
    const graduate = (course: string) =>
      sampleCv({ profile_statement: 'Analyst.', achievements: [], roles: [], skills: [], certifications: [], education: [{ institution: 'University of Leeds', location: { city: '', country: '' }, qualifications: [{ qualification: 'BSc', course, start: '', end: '2020', grade: '' }] }] });
    expect(match(graduate('Mathematics'), advert).missing).toEqual([]);
    expect(match(graduate('Geography'), advert).missing).toContain('Statistics');
  });
  test("a list closed by 'etc.' names examples, any of which will do; without it, a list closed by 'and' asks for each", () => {
    const analyst = sampleCv({ profile_statement: 'Analyst.', achievements: [], roles: [], certifications: [], skills: [{ name: 'Power BI' }] });
    expect(match(analyst, 'Analyst\n\nRequirements\n- Tableau, Looker, Power BI etc.\n').missing).toEqual([]);
    expect(match(analyst, 'Analyst\n\nRequirements\n- Tableau, Looker and Power BI\n').missing).toEqual(expect.arrayContaining(['Tableau', 'Looker']));
  });
  test("examples of a kind joined by commas alone, in a bracket (after 'ideally' too) or after 'e.g.', are met by any; a bracket naming a set, or a list closed by 'and', asks for each", () => {
    const advert =
      'Engineer\n\nRequirements\n- Experience with cloud platforms (AWS, Azure, GCP)\n- A scripting language (Python, Bash)\n' +
      '- A BI tool, e.g. Tableau, Looker, Power BI\n';
    expect(match(withSkills('Azure', 'Bash', 'Looker'), advert).missing).toEqual([]);
    expect(match(withSkills('Excel'), advert).missing).toEqual(expect.arrayContaining(['AWS', 'Azure', 'GCP', 'Python', 'Bash', 'Tableau', 'Looker']));
    const keen = 'Engineer\n\nRequirements\n- Cloud experience (ideally AWS, Azure, GCP)\n';
    expect(match(withSkills('GCP'), keen).missing).toEqual([]);
    const set = 'Engineer\n\nRequirements\n- Working knowledge of the core tools (APQP, PPAP, SPC)\n- Data stores such as PostgreSQL, Redis and MongoDB\n';
    expect(match(withSkills('APQP', 'PostgreSQL'), set).missing).toEqual(expect.arrayContaining(['PPAP', 'Redis']));
  });
  test("'and/or' joins alternatives; after 'one of' or 'any of' a list closed by 'and' offers a choice too", () => {
    const advert =
      'Bookkeeper\n\nRequirements\n- Experience with Xero and/or Zorbooks\n- Knowledge of one of Terraform, Pulumi and CloudFormation\n' +
      '- Reports for ABQ, XYV and Excel users\n';
    const cv = londonAnalyst();
    cv.skills = [{ name: 'Zorbooks' }, { name: 'Pulumi' }];
    const missing = match(cv, advert).missing;
    for (const met of ['Xero', 'Terraform', 'CloudFormation']) expect(missing).not.toContain(met);
    expect(missing).toEqual(expect.arrayContaining(['ABQ', 'XYV']));
    expect(match(londonAnalyst(), advert).missing).toEqual(expect.arrayContaining(['Xero', 'Zorbooks', 'Terraform', 'Pulumi']));
  });
  test('a line offering one of the items listed under it is met by any item; the list ends where its items do', () => {
    const nested =
      'Engineer\n\nRequirements\n- Experience with at least one of the following cloud platforms:\n  - AWS\n  - Microsoft Azure\n  - Google Cloud\n' +
      '- Python\n\nExperience with one or more of:\n- Jest\n- Cypress\n\nAbout you\n- Go\n';
    const cv = londonAnalyst();
    cv.skills = [{ name: 'Azure' }, { name: 'Cypress' }];
    const missing = match(cv, nested).missing;
    for (const met of ['AWS', 'Google Cloud', 'Jest']) expect(missing).not.toContain(met);
    expect(missing).toEqual(expect.arrayContaining(['Python', 'Go']));
    expect(match(londonAnalyst(), nested).missing).toEqual(expect.arrayContaining(['AWS', 'Google Cloud', 'Jest', 'Cypress']));
  });
  test("'X or another Y', 'X or any other Y' and 'X experience, or equivalent' accept what X implies, as 'X or similar' does", () => {
    for (const ask of ['Experience with Tableau or another BI tool', 'Tableau or any other visualisation tool', 'Tableau experience, or equivalent']) {
      const advert = `Analyst\n\nRequirements\n- ${ask}\n`;
      expect(match(withSkills('Power BI'), advert).missing).toEqual([]);
      expect(match(withSkills('Excel'), advert).missing).toContain('Tableau');
    }
  });
  test("the one example of a kind ('a relational database such as MySQL') accepts what it implies; one of a list, or a qualification, stays asked", () => {
    const one = 'Developer\n\nRequirements\n- A relational database such as MySQL\n- A CAD package (e.g. SolidWorks)\n';
    expect(match(withSkills('PostgreSQL', 'AutoCAD'), one).missing).toEqual([]);
    expect(match(withSkills('Excel'), one).missing).toEqual(expect.arrayContaining(['MySQL', 'SolidWorks']));
    const listed = 'Developer\n\nRequirements\n- Databases such as MySQL, Redis and MongoDB\n- A leadership qualification (e.g. ILM Level 5)\n';
    expect(match(withSkills('PostgreSQL', 'Team leadership'), listed).missing).toEqual(expect.arrayContaining(['MySQL', 'ILM Level 5']));
  });
  test("'alternatively' offers the name after it as 'or' does ('Tableau, alternatively Power BI', 'or alternatively')", () => {
    const advert = 'Analyst\n\nRequirements\n- Experience with Tableau, alternatively Power BI\n- Python (alternatively R)\n- SQL, or alternatively DAX\n';
    expect(match(withSkills('Power BI', 'R', 'DAX'), advert).missing).toEqual([]);
    expect(match(withSkills('Excel'), advert).missing).toEqual(expect.arrayContaining(['Tableau', 'Power BI', 'Python', 'R', 'SQL', 'DAX']));
  });
  test("a run of one family's members joined by tight slashes ('Tableau/Looker/Power BI') is one list, its ends offered instead of each other too; a peer alone in a bracket is offered, a member after its family asked", () => {
    const advert = 'Analyst\n\nRequirements\n- Dashboards in Tableau/Looker/Power BI\n- Cloud: AWS/Azure/GCP\n';
    expect(match(withSkills('Power BI', 'AWS'), advert).missing).toEqual([]);
    const bracketed = 'Analyst\n\nRequirements\n- Dashboards in Tableau (Power BI)\n- Kubernetes (AKS)\n';
    expect(match(withSkills('Power BI', 'Kubernetes'), bracketed).missing).toEqual(['AKS']);
    expect(match(withSkills('Excel'), advert).missing).toEqual(expect.arrayContaining(['Tableau', 'Looker', 'Power BI', 'AWS', 'GCP']));
  });
  test("a list ended by 'or similar' and names either side of a spaced slash are met by any of them; a tight slash asks for both", () => {
    const advert =
      'Planner\n\nRequirements\n- A planning tool (Zenplan Q7, MS Project or similar)\n- Keep plans in Zenplan Q7 every week\n' +
      '- A QRT / Six Sigma background\n- Reports in XYV/Excel\n';
    const cv = londonAnalyst();
    cv.skills = [{ name: 'MS Project' }, { name: 'Six Sigma' }, { name: 'Excel' }];
    const missing = match(cv, advert).missing;
    expect(missing).not.toContain('Zenplan Q7');
    expect(missing).not.toContain('QRT');
    expect(missing).toContain('XYV');
    expect(match(londonAnalyst(), advert).missing).toEqual(expect.arrayContaining(['Zenplan Q7', 'QRT']));
  });
});
