import { describe, expect, test } from 'vitest';
import { readAdvert } from '../../../src/lib/scoring/advert/read-advert.ts';
import * as samples from './advert-samples.ts';
import { BACKEND_ENGINEER, BRIGHTPAY, ELECTRICIAN, FINANCIAL_CONTROLLER, MATHS_TEACHER, STAFF_NURSE } from './advert-samples.ts';

const names = (text: string) => readAdvert(text).requirements.map((r) => r.name);
const requirement = (text: string, name: string) => readAdvert(text).requirements.find((r) => r.name === name);

describe('readAdvert reads what a job asks for, as a recruiter would', () => {
  test("a field right after a word praising the employer is what the employer is ('- Leading FinTech -' in the title, 'an award-winning housebuilder'); the field asked plainly still is", () => {
    const advert =
      'Junior Developer - Leading FinTech - Leeds\nPosted by Kestrel Recruitment\n\nOur partner is an award-winning housebuilder.\n\n' +
      'Requirements\n- Experience of C# and SQL\n- Knowledge of construction is a plus\n';
    expect(names(advert)).not.toContain('Fintech');
    expect(names(advert)).toEqual(expect.arrayContaining(['C#', 'SQL', 'Construction']));
    expect(names('Junior Developer - FinTech - Leeds\n\nRequirements\n- Experience of C#\n')).toContain('Fintech');
  });
  test('the issue\'s fintech advert: title, tools, years, place and pattern; company and filler are told apart', () => {
    const advert = readAdvert(BRIGHTPAY);
    expect(advert.title).toBe('Lead Data Analyst – Payments');
    expect(advert.role).toBe('Lead Data Analyst');
    expect(advert.field).toBe('data');
    expect(advert.hardSkills).toEqual(expect.arrayContaining(['SQL', 'Python', 'dbt', 'Looker']));
    expect(advert.domain).toContain('Payments');
    expect(advert.yearsOfExperience).toBe(5);
    expect(advert.location.cities).toEqual(['London']);
    expect(advert.workingPattern).toEqual(['hybrid']);
    expect(advert.companyNames).toEqual(['Brightpay']);
    expect(advert.filler).toEqual(expect.arrayContaining(['small', 'fast', 'growing', 'hybrid', 'competitive', 'pension']));
    for (const name of names(BRIGHTPAY)) expect(name).not.toMatch(/brightpay|fast|growing|small|hybrid|london|salary|pension|holiday|healthcare|fintech|friendly/i);
  });

  test('a tool stood in for ("or similar BI tools") is not asked for itself; a tool the lexicon lacks is read from "familiarity with"', () => {
    expect(names(BRIGHTPAY)).not.toContain('Business intelligence');
    expect(requirement(BRIGHTPAY, 'Fivetran')).toMatchObject({ kind: 'skill', priority: 'nice' });
    expect(requirement(BACKEND_ENGINEER, 'Temporal')).toMatchObject({ kind: 'skill', priority: 'must' });
  });

  test('stress: the title\'s terms first, must-haves above duties above nice-to-haves', () => {
    const nurse = readAdvert(STAFF_NURSE).requirements;
    // 'Staff Nurse' in the title asks for a registered nurse, named as the must-have line writes it.
    expect(nurse[0]).toMatchObject({ name: 'RGN', inTitle: true, priority: 'must' });
    const stress = (name: string) => nurse.find((r) => r.name === name)!.stress;
    expect(stress('IV therapy')).toBeGreaterThan(stress('Patient-centred care'));
    expect(stress('Patient-centred care')).toBeGreaterThan(stress('Cannulation'));
    expect(requirement(STAFF_NURSE, 'Cannulation')?.priority).toBe('nice');
    expect(readAdvert(STAFF_NURSE).qualifications).toEqual(expect.arrayContaining(['RGN', 'Active NMC PIN']));
  });

  test('benefits, shifts and pay are never requirements', () => {
    const advert = readAdvert(STAFF_NURSE);
    expect(advert.workingPattern).toEqual(expect.arrayContaining(['shifts', 'nights']));
    expect(advert.workingPattern).not.toContain('temporary'); // 'bank holidays' is leave, not bank work
    for (const name of names(STAFF_NURSE)) expect(name).not.toMatch(/pension|leave|holiday|shift|night|Riverside|Leeds/i);
  });

  test('alternatives: "ACA, ACCA or CIMA qualified" and "TypeScript or Go" accept either', () => {
    expect(requirement(FINANCIAL_CONTROLLER, 'ACCA')?.alternatives).toEqual(expect.arrayContaining(['ACA', 'CIMA']));
    expect(requirement(BACKEND_ENGINEER, 'TypeScript')?.alternatives).toEqual(['Go']);
  });

  test("alternatives: peers of one family with a tight slash ('Tableau/Power BI'), and 'or' opening a bracket after a term", () => {
    const advert = 'Data Analyst\n\nEssential:\n- Tableau/Power BI dashboards\n- HTML/CSS for email templates\n- AWS/Azure\n- Python experience (or R)\n';
    expect(requirement(advert, 'Tableau')?.alternatives).toEqual(['Power BI']);
    expect(requirement(advert, 'AWS')?.alternatives).toEqual(['Azure']);
    expect(requirement(advert, 'HTML')?.alternatives).toEqual([]);
    expect(requirement(advert, 'Python')?.alternatives).toEqual(['R']);
    expect(requirement('Engineer\n\nEssential:\n- Python and SQL experience, or R for the models\n', 'SQL')?.alternatives).toEqual(['R']);
    expect(requirement('Engineer\n\nEssential:\n- Python, SQL and Spark experience, with Airflow or dbt\n', 'Python')?.alternatives).toEqual([]);
    expect(requirement(FINANCIAL_CONTROLLER, 'NetSuite')?.priority).toBe('nice');
    expect(requirement(FINANCIAL_CONTROLLER, 'Excel')?.priority).toBe('must'); // its own clause, before the ';'
  });

  test('a stack the company names is nice to have; what it says of itself is not asked for', () => {
    expect(requirement(BACKEND_ENGINEER, 'Node.js')?.priority).toBe('nice');
    expect(readAdvert(BACKEND_ENGINEER).location).toMatchObject({ cities: [], remote: true });
    expect(readAdvert(BACKEND_ENGINEER).companyNames).toEqual(['Mediloop']);
    expect(names(FINANCIAL_CONTROLLER)).not.toContain('Manufacturing'); // the client's industry
  });

  test("what an agency says its client is asks for nothing; the same word asked for below still counts", () => {
    const agency = (opening: string, asked = '') =>
      readAdvert(`Payroll Administrator\n\n${opening}\n\nRequirements\n- Sage Payroll\n${asked}`).requirements.map((r) => r.name.toLowerCase());
    expect(agency('Our client, a growing accountancy practice in Leeds, is looking for a Payroll Administrator.')).not.toContain('accountancy practice');
    expect(agency('We are partnering with a well-known logistics business in Hull to recruit a Payroll Administrator.')).not.toContain('logistics');
    expect(agency('We are partnering with a well-known logistics business in Hull to recruit a Payroll Administrator.', '- Experience in logistics\n')).toContain('logistics');
  });

  test('teaching: QTS is a must; a DBS check the school carries out is a condition, not a gap', () => {
    expect(requirement(MATHS_TEACHER, 'QTS')?.priority).toBe('must');
    expect(names(MATHS_TEACHER)).toEqual(expect.arrayContaining(['Behaviour management', 'Assessment for learning', 'SEND']));
    expect(names(MATHS_TEACHER)).not.toContain('DBS check');
    expect(readAdvert(MATHS_TEACHER).companyNames).toContain('Oakfield Academy');
    expect(readAdvert(MATHS_TEACHER).workingPattern).toEqual(expect.arrayContaining(['full-time', 'permanent']));
  });

  test("a piece of a lexicon term on the line ('CI' of 'CI/CD', 'ID' of 'Entra ID') is not read again as a name of its own", () => {
    const read = names('Platform Engineer\n\nRequirements\n- Own the CI/CD pipelines, QRZ and Microsoft Entra ID, ID cards\n- A degree in Widget Science or Social Work England registration\n');
    expect(read).toEqual(expect.arrayContaining(['CI/CD', 'QRZ']));
    expect(read).not.toContain('CI');
    expect(read).not.toContain('CD');
    expect(read).toContain('Widget Science');
  });

  test("'NVQ Level 6 in Widget Site Management' asks for the NVQ at its level, not for the subject's words; 'AAT Level 2 qualified' keeps its name", () => {
    const read = names('Site Manager\n\nRequirements\n- NVQ Level 6 in Construction Site Management\n- AAT Level 2 qualified\n');
    expect(read).toContain('NVQ Level 6');
    expect(read.join(' ')).not.toMatch(/Construction/);
    expect(read).not.toContain('AAT Level 2');
  });

  test("a law or code is read whole across the small words its name holds ('of', 'and', 'from'), not cut at them", () => {
    const read = names('Agent\n\nRequirements\n- Knowledge of the Sale of Widgets and Gadgets Regulations 2019 and the Protection from Widget Trading Code\n- Use GitHub Actions\n');
    expect(read).toEqual(expect.arrayContaining(['Sale of Widgets and Gadgets Regulations 2019', 'Protection from Widget Trading Code']));
    expect(read).not.toContain('Gadgets Regulations 2019');
    expect(read).not.toContain('Protection');
  });

  test('a name spelt out and abbreviated in brackets is asked by its acronym, not by a term inside it; a job or a body so written is not', () => {
    const read = names('Tax Assistant\n\nRequirements\n- File returns under Quarterly Widget Reporting (QWR)\n- Apply the General Insurance Widget Rules (GIWR)\n- Report to a Higher Executive Officer (HEO)\n');
    expect(read).toEqual(expect.arrayContaining(['QWR', 'GIWR']));
    expect(read).not.toContain('HEO');
    expect(read.join(' ')).not.toMatch(/General Insurance/);
  });

  test("a lexicon acronym spelt out as a job or grade is that person, not the term ('Senior Executive Officer (SEO)'); a job the lexicon reads the same stays asked", () => {
    const grade = names('Policy Adviser\nGrade: Senior Executive Officer (SEO) | Leeds\n\nRequirements\n- Experience of developing policy\n- SEO and Google Analytics for our campaigns\n');
    expect(grade.filter((n) => n === 'SEO')).toEqual(['SEO']);
    expect(names('Policy Adviser\nGrade: Senior Executive Officer (SEO) | Leeds\n\nRequirements\n- Experience of developing policy\n')).not.toContain('SEO');
    const spelt = readAdvert('Marketing Executive\n\nRequirements\n- Search Engine Optimisation (SEO) experience\n').requirements;
    expect(spelt.map((r) => r.term?.name)).toContain('SEO');
  });

  test("a question names a section as a colon does, on its own line or before its answer ('Why join us?', 'What's in it for you? ...'); other questions are no heading", () => {
    const inline = names('Maintenance Engineer\n\nRequirements\n- 18th Edition\n\nWhat\'s in it for you? Overtime at time and a half, life assurance and a Zorbex Christmas hamper!\n');
    expect(inline).toContain('18th Edition');
    expect(inline.join(' ')).not.toMatch(/Christmas|Zorbex/);
    const own = names('Maintenance Engineer\n\nRequirements\n- 18th Edition\n\nWhy join us?\n- Zorbex Christmas hampers and Gridlock Rewards\n');
    expect(own.join(' ')).not.toMatch(/Christmas|Zorbex|Gridlock/);
    // 'Welsh speaker?' asks a question of the reader; the requirements list goes on.
    expect(names('Advisor\n\nRequirements\n- Welsh speaker? Even better\n- Experience with Zendesk\n')).toContain('Zendesk');
  });

  test("'Required skills' and 'Skills required' head the must-haves, so a comma list under them is read as asked", () => {
    for (const heading of ['Required skills', 'Skills required', 'Required experience:']) {
      const read = readAdvert(`Business Development Manager\n\nKey responsibilities\n- Build pipeline through outbound calls\n\n${heading}\nConsultative selling, new business development, negotiation\n`).requirements;
      expect(read.find((r) => r.name === 'Negotiation')?.priority).toBe('must');
    }
  });

  test("the usual ways adverts head their must-haves are headings ('What we need from you', 'You'll need', 'To be successful you will need', 'The person'), so everyday tools under them are asked", () => {
    for (const heading of ['What we need from you', 'You’ll need:', 'To be successful you will need', 'The Person', 'Skills and attributes', 'Our ideal candidate']) {
      expect(names(`Site Manager\n\n${heading}\n- Microsoft Office\n`)).toEqual(['Microsoft Office']);
    }
    // A line inviting applications is no heading.
    expect(names("Site Manager\n\nBenefits\n- Pension\n\nWe'd love to hear from you\n- Microsoft Office\n")).toEqual([]);
  });

  test("headings of the other sections in their usual wordings: 'Even better if you have' is nice to have, 'What's on offer' and 'Why us' the benefits, 'The company' the blurb", () => {
    const read = readAdvert('Engineer\n\nYou will need\n- Python\n\nEven better if you have\n- Kubernetes\n\nWhat\'s on offer\n- Zorbex Gym Pass\n\nThe company\n- Gridlock Labs makes Flurbo Analytics\n').requirements;
    expect(read.map((r) => `${r.name} ${r.priority}`)).toEqual(['Python must', 'Kubernetes nice']);
  });

  test("'About' and the company's name heads its blurb, which asks for nothing ('About Bramley' of Bramley City Council)", () => {
    const read = names('Data Analyst\nBramley City Council\n\nAbout Bramley\nA forward-thinking authority serving 300,000 residents, known across the region for its payroll services.\n\nAbout the role\n- Build Power BI dashboards\n');
    expect(read).toContain('Power BI');
    expect(read).not.toContain('Payroll');
  });

  test("'e.g.' makes a list of examples when one item reads as a name ('(e.g. thematic analysis, NVivo)'); a bare bracket needs every item to", () => {
    expect(requirement('Researcher\n\nRequirements\n- Experience of qualitative analysis (e.g. thematic analysis, NVivo)\n', 'Qualitative analysis')?.examples).toEqual(['thematic analysis', 'NVivo']);
    expect(requirement('Researcher\n\nRequirements\n- Experience of qualitative analysis (interviews or focus groups)\n', 'Qualitative analysis')?.examples).toBeUndefined();
  });

  test("examples after a comma and 'e.g.' or 'such as' are the kind's ('technology in the classroom, e.g. Sparx Maths and Dr Frost')", () => {
    expect(requirement('Teacher\n\nThe ideal candidate will:\n- be confident using technology in the classroom, e.g. Sparx Maths and Dr Frost\n', 'Technology in the classroom')?.examples).toEqual(['Sparx Maths', 'Dr Frost']);
  });

  test("the stop of 'e.g.' or 'i.e.' before a capital ends no sentence: 'GIS (e.g. QGIS)' asks for the example once, not for both", () => {
    expect(names('Analyst\n\nDesirable\n- Experience of GIS (e.g. QGIS)\n')).toEqual(['QGIS']);
    expect(names('Analyst\n\nEssential\n- A CRM, i.e. Salesforce or HubSpot. Excel\n')).toEqual(['CRM', 'Salesforce', 'HubSpot', 'Excel']);
  });

  test("a case-sensitive acronym is read in its plural ('PFMEAs', 'ECGs'), a short everyday word is not ('Gos')", () => {
    const read = names('Quality Engineer\n\nWhat you will do\n- Review PFMEAs with suppliers\n- Interpret ECGs\n- Gos and comes\n');
    expect(read).toEqual(expect.arrayContaining(['PFMEAs', 'ECGs']));
    expect(read).not.toContain('Go');
  });

  test("a decimal number after an acronym the lexicon does not know is part of its name ('VDA 6.3'), in a bracket too", () => {
    const read = names('Quality Engineer\n\nWhat you will do\n- Carry out zorb audits at supplier sites (VDA 6.3)\n- Apply VDA 6.5 to product audits\n');
    expect(read).toEqual(expect.arrayContaining(['VDA 6.3', 'VDA 6.5']));
    expect(read).not.toContain('VDA');
  });

  test("a standard's code with a number the lexicon does not know is a name of its own ('ISO 13485' beside the lexicon's ISO 9001)", () => {
    const read = names('Design Engineer\n\nWhat you will do\n- Manage zorb risk under ISO 14971 with the quality team\n- Keep ISO 9001 records\n');
    expect(read).toEqual(expect.arrayContaining(['ISO 14971', 'ISO 9001']));
  });

  test("an acronym the lexicon knows, followed by a three- to five-digit code, is the code's name, each one of a list ('ASC 606, ASC 842'), not the acronym's term; a year is not a code", () => {
    const read = readAdvert('Accountant\n\nWhat you will do\n- Document zorb positions (ASC 606, ASC 842)\n- Keep the SQL 2019 estate\n').requirements;
    expect(read.map((r) => r.name)).toEqual(expect.arrayContaining(['ASC 606', 'ASC 842']));
    expect(read.find((r) => r.name.startsWith('ASC'))?.term).toBeUndefined();
    expect(read.find((r) => r.name.startsWith('SQL'))?.term?.name).toBe('SQL');
  });

  test("'Your tasks' heads the duties, as adverts from continental Europe write it, after a 'Who we are' block", () => {
    const read = names('Data Scientist\n\nWho we are\nZorbco builds tools for support teams.\n\nYour tasks\n• You fine-tune transformer models with PyTorch\n\nYour profile\n• Python\n');
    expect(read).toEqual(expect.arrayContaining(['Transformer models', 'PyTorch', 'Python']));
  });

  test('a language named in a duty with no word about speaking it is what the work is in, not an ask; said to be spoken, or required, it is', () => {
    expect(names('Data Scientist\n\nWhat you will do\n- Classify support tickets in Turkish and German\n\nRequirements\n- Python\n')).not.toContain('German');
    expect(names('Account Manager\n\nWhat you will do\n- Speak German with our zorb clients every day\n')).toContain('German');
    expect(names('Account Manager\n\nRequirements\n- German\n- Python\n')).toContain('German');
  });

  test("bare 'journals' in a duty are the work or where it is published ('post month-end journals', 'publish in journals'); journal entries asked for are the skill", () => {
    expect(names('Management Accountant\n\nWhat you will do\n- Post month-end journals and accruals\n')).not.toContain('Journals');
    expect(names('Lecturer\n\nThe role\n- Publish in high-quality journals\n')).not.toContain('Journals');
    expect(names('Assistant Accountant\n\nRequirements\n- Experience of journal entries\n')).toContain('Journal entries');
  });

  test("a bare 'roadmap' in a duty is the work ('set the roadmap for our platform'); asked for, roadmapping still is", () => {
    expect(names('Engineering Manager\n\nWhat you will do\n- Set the roadmap for our zorb platform\n- Kubernetes\n')).not.toContain('Roadmap');
    expect(names('Product Manager\n\nRequirements\n- Experience of roadmapping\n')).toContain('Roadmapping');
  });

  test("a name read by pattern in a sentence about who may be employed is a condition, not an ask ('must be a U.S. person as defined by ITAR')", () => {
    const read = names('Test Engineer\n\nRequirements\n- LabVIEW and DAQ. Applicants must be a U.S. person as defined by ITAR.\n- Zorb work under ZQX rules\n');
    expect(read).not.toContain('ITAR');
    expect(read).toEqual(expect.arrayContaining(['DAQ', 'ZQX']));
  });

  test("a letter joined to a long number is a reference ('Job Requisition ID: R-0051823'), not the letter's language", () => {
    expect(names('Accountant\nJob Requisition ID: R-0051823\n\nRequirements\n- Excel\n')).not.toContain('R');
    expect(names('Analyst\n\nRequirements\n- R or Python\n')).toContain('R');
  });

  test("a bare 'forecast', 'triage' or 'despatch' in a duty is the work, not a skill; asked for, or a phrase of it in a duty, it still is", () => {
    const asksForecasting = (text: string) => readAdvert(text).requirements.some((r) => r.term?.name === 'Forecasting');
    expect(asksForecasting('Account Manager\n\nWhat you will do\n- Forecast zorb volumes with the planning team\n- Keep forecasts and actuals up to date\n- Excel\n')).toBe(false);
    expect(asksForecasting('Account Manager\n\nWhat you will do\n- Forecast zorb volumes\n\nRequirements\n- Forecasting experience\n')).toBe(true);
    expect(asksForecasting('Planner\n\nWhat you will do\n- Demand forecasting for zorbs\n')).toBe(true);
    const terms = (text: string) => readAdvert(text).requirements.map((r) => r.term?.name);
    expect(terms('Zorb Analyst\n\nWhat you will do\n- Triage and investigate zorb alerts\n- Hit pick, pack and despatch targets\n')).toEqual([]);
    expect(terms('Zorb Nurse\n\nRequirements\n- Triage experience\n')).toContain('Triage');
  });

  test('a name whose acronym counts its small words, or that a list splits at "and", is asked whole by its acronym', () => {
    const read = names('Account Manager\n\nRequirements\n- Knowledge of the Widget Supply Code of Practice (WSCOP)\n- Records and the Gadget Safety and Zorb Toolkit (GSZT)\n- Excel\n');
    expect(read).toEqual(expect.arrayContaining(['WSCOP', 'GSZT']));
    expect(read.join(' | ')).not.toMatch(/Practice WSCOP|Widget Supply Code|Zorb Toolkit/);
  });

  test('screening the employer runs after an offer ("will need to pass BPSS", "must pass a DBS check") is a condition; holding clearance is an ask', () => {
    const advert = (line: string) => names(`Support Analyst\n\nRequirements\n- Windows Server\n\n${line}\n`);
    expect(advert('Successful candidates will need to pass BPSS screening.')).not.toContain('BPSS');
    expect(advert('All staff must pass an enhanced DBS check.')).not.toContain('DBS check');
    expect(advert('Successful candidates must meet the security requirements and hold BPSS clearance.').join(' ')).not.toMatch(/BPSS|clearance/i);
    expect(advert('You must hold active SC clearance.').join(' ')).toMatch(/clearance/i);
  });

  test('trades: cards and certificates are qualifications; the employer\'s name is not', () => {
    const advert = readAdvert(ELECTRICIAN);
    expect(advert.qualifications).toEqual(expect.arrayContaining(['18th Edition', 'ECS card', 'Full UK driving licence', 'NVQ Level 3 Electrical']));
    expect(advert.companyNames).toContain('Sparks & Co');
    expect(advert.location.cities).toEqual(['Bristol']);
    for (const name of names(ELECTRICIAN)) expect(name).not.toMatch(/sparks|van|overtime/i);
  });

  test('with no structure at all, a sentence\'s own words say how much it matters', () => {
    const advert = readAdvert(
      'We are hiring a Payroll Administrator for our Leeds office. You must have Sage 50 experience. Knowledge of pensions auto-enrolment would be a bonus.',
    );
    expect(advert.role).toBe('Payroll Administrator');
    expect(advert.requirements.find((r) => r.name === 'Sage 50')?.priority).toBe('must');
    expect(advert.location.cities).toEqual(['Leeds']);
  });

  test('risk management named in a duty is asked for: it is a discipline of the job, not a line every job lists', () => {
    const read = readAdvert('Zorb Engineer\n\nWhat you will do\n- Lead risk management for the zorb programme\n- Comply with health and safety rules\n').requirements.map((r) => r.term?.name);
    expect(read).toContain('Risk management');
    expect(read).not.toContain('Health and safety');
  });

  test('duties nearly every job lists count only when the advert asks for them', () => {
    const duties = 'Store Assistant\nYou will serve customers, comply with health and safety rules and ensure compliance with company policy.';
    expect(names(duties)).toEqual([]);
    const asked = 'Store Assistant\nRequirements:\n- Customer service experience\n- Health and safety awareness';
    expect(names(asked)).toEqual(expect.arrayContaining(['Customer service', 'Health and safety']));
  });

  test('an advert that opens with the company\'s name still gives the job title; years of trading are not years asked', () => {
    const advert = readAdvert('Northgate Builders\nSite Manager\nWe have been building homes for 30 years. You will need 5 years as a site manager and an SMSTS.');
    expect(advert).toMatchObject({ title: 'Site Manager', role: 'Site Manager', yearsOfExperience: 5 });
    expect(readAdvert('Kitchen Porter\nA family restaurant trading for 40 years.').yearsOfExperience).toBeNull();
  });

  test('standard statements and what the employer provides are not asked for; an inline label sets its line\'s priority', () => {
    const spec = readAdvert(
      'Job Title: Finance Assistant\nLocation: Norwich\n\nEssential criteria\n- AAT Level 3 or working towards\n\nThe Trust is committed to safeguarding and promoting the welfare of children and vulnerable adults.',
    );
    expect(spec.requirements.map((r) => r.name)).toEqual(['AAT Level 3']);
    const care = readAdvert('Support Worker\nExperience in social care is desirable but not essential, as full training is provided, including the Care Certificate. You must be a driver with access to a car.');
    expect(care.requirements.map((r) => [r.name, r.term?.name])).toEqual([['Access to a car', 'Full UK driving licence']]);
    expect(care.role).toBe('Support Worker'); // 'car' is not a carer
    const inline = readAdvert('Senior Data Scientist\nQualifications: 4+ years of experience with SQL; experience with SageMaker a plus.');
    expect(inline.requirements.map((r) => [r.name, r.priority])).toEqual([['SQL', 'must'], ['SageMaker', 'nice']]);
  });

  test('everyday words that share a spelling with a tool are not read as the tool', () => {
    const text = 'Junior Administrator\nYou will go the extra mile, rest assured we excel at training, and look after our spring events.';
    expect(names(text)).toEqual([]);
  });
});

describe('gaps are named as the advert names them, and only what it asks for', () => {
  test('a term is shown in the advert\'s own words, however the lexicon files it', () => {
    const advert = readAdvert('Community Nurse\nEssential:\n- Phlebotomy\n- Catheter care\n- Knowledge of drivers\' hours rules');
    expect(advert.requirements.map((r) => [r.name, r.term?.name])).toEqual(
      expect.arrayContaining([['Phlebotomy', 'Venepuncture'], ['Catheter care', 'Catheterisation'], ["Drivers' hours", 'Tachograph']]),
    );
  });

  test("a name written in the possessive is shown without it, unless the lexicon writes it so", () => {
    const shown = names("Analyst\nEssential:\n- Meeting the Regulator of Social Housing's standards\n- A Master's degree");
    expect(shown).toEqual(expect.arrayContaining(['Regulator of Social Housing', "Master's degree"]));
  });

  test("an acronym written before the lexicon's name is part of the name; a place before it is not", () => {
    const shown = names('Security Analyst\nEssential:\n- Mapping detections to MITRE ATT&CK\n- CNC machining\n- UK employment law');
    expect(shown).toEqual(expect.arrayContaining(['MITRE ATT&CK', 'CNC machining', 'Employment law']));
    expect(shown).not.toContain('ATT&CK');
  });

  test('the job\'s own title is not a skill to add, the people it works with are not skills, and one word keeps its sense', () => {
    const advert = 'Transport Planner\nWhat you\'ll do:\n- Work with product managers and site managers\n- Write clean code for the governing body\nEssential:\n- Experience with Paragon';
    expect(names(advert)).toEqual(['Paragon']);
  });

  test("a term before a word for the people in charge of it names them, not a skill ('the merchandising director', 'budget holders', 'the audit committee')", () => {
    const advert =
      'Planner\nWhat you\'ll do:\n- Present trading reviews to the buying and merchandising director\n- Write commentary for budget holders\n- Report to the audit committee\nEssential:\n- Experience with Paragon';
    expect(names(advert)).toEqual(['Paragon']);
    expect(names('Planner\nEssential:\n- Experience of merchandising and budget management\n')).toEqual(['Merchandising', 'Budget management']);
  });

  test('acronyms of a list item are asked for; the company\'s, a phrase\'s abbreviation and a postcode are not', () => {
    const advert = readAdvert(
      'Payroll Officer (HEO)\nWe are Kestrel Payroll Services (KPS), based in Leeds LS1.\nWhat you\'ll do:\n- Handle HMRC RTI submissions and statutory payments such as SMP and SSP\n- Report to the KPS board as a Higher Executive Officer (HEO)\nDesirable:\n- Experience of ISO 27001',
    );
    expect(advert.requirements.map((r) => r.name)).toEqual(expect.arrayContaining(['HMRC RTI', 'SMP', 'SSP', 'ISO 27001']));
    for (const name of advert.requirements.map((r) => r.name)) expect(name).not.toMatch(/^(HEO|KPS|LS1|ISO)$/);
  });
});

describe('readAdvert across fields', () => {
  const adverts = Object.entries(samples);

  test('the vocabulary of the fields session 21\'s fresh adverts showed: machine design, acute flow, retail merchandising, charity fundraising, exam boards, health data research', () => {
    const read = names(
      'Planner\n\nWhat you will do\n- Keep the bill of materials and engineering change records for special purpose machinery with servo drives\n' +
        '- Support patient flow, bed management and clinical safety (DCB0129)\n- Build range plans, open-to-buy and markdowns; track sell-through\n' +
        '- Grow individual giving and regular giving under the Code of Fundraising Practice\n- Teach GCSE (Pearson Edexcel) with White Rose Maths\n' +
        '- Apply epidemiology, biostatistics and survival analysis; trace services with OpenTelemetry; practise user-centred design\n',
    );
    expect(read).toEqual(
      expect.arrayContaining(['Bill of materials', 'Engineering change', 'Special purpose machinery', 'Servo drives', 'Patient flow', 'Bed management', 'Clinical safety', 'Range plans', 'Open-to-buy', 'Markdowns', 'Sell-through', 'Individual giving', 'Regular giving', 'Code of Fundraising Practice', 'Pearson Edexcel', 'White Rose Maths', 'Epidemiology', 'Biostatistics', 'Survival analysis', 'OpenTelemetry', 'User-centred design']),
    );
  });

  test.each(adverts)('%s: no requirement is the company, a place, the pay, a benefit or the working pattern', (_name, text) => {
    const advert = readAdvert(text);
    const noise = [...advert.companyNames, ...advert.location.cities, ...advert.location.regions];
    for (const r of advert.requirements) {
      expect(noise.some((n) => n.toLowerCase() === r.name.toLowerCase())).toBe(false);
      expect(r.name).not.toMatch(/^(hybrid|remote|salary|pension|holiday|bonus|overtime|shifts?|nights?|full[- ]time|part[- ]time|fast|growing|small|leading|award|friendly)$/i);
    }
    expect(advert.requirements.length).toBeGreaterThan(3);
    expect(advert.role).not.toBe('');
  });

  test('each field\'s advert is read with that field\'s terms', () => {
    expect(readAdvert(samples.SAAS_BDM)).toMatchObject({ field: 'sales', yearsOfExperience: 3, companyNames: ['CloudLedger'] });
    expect(readAdvert(samples.SAAS_BDM).requirements.map((r) => r.name)).toEqual(expect.arrayContaining(['B2B', 'MEDDIC', 'Full UK driving licence']));
    expect(readAdvert(samples.HR_ADVISOR).qualifications).toEqual(['CIPD Level 5']); // the level the advert asks for
    expect(readAdvert(samples.HR_ADVISOR).hardSkills).toEqual(expect.arrayContaining(['Employment law', 'Employee relations', 'HRIS']));
    expect(readAdvert(samples.WAREHOUSE_LEAD).hardSkills).toEqual(expect.arrayContaining(['Warehouse', 'WMS', 'Goods in'])); // as the advert writes them
    expect(readAdvert(samples.SOUS_CHEF).qualifications).toEqual(['Level 2 Food Hygiene']); // as the advert writes it
    expect(readAdvert(samples.SOUS_CHEF).hardSkills).not.toContain('Absence management'); // 'absence' ends one line, 'manage' starts the next
    expect(readAdvert(samples.POLICY_ADVISER)).toMatchObject({ role: 'Policy Adviser', location: { cities: ['London', 'Manchester', 'Darlington'] } });
    expect(readAdvert(samples.CONVEYANCER)).toMatchObject({ yearsOfExperience: 2, companyNames: ['Harcourt & Lane'] });
    expect(readAdvert(samples.CONVEYANCER).requirements[0]).toMatchObject({ name: 'Qualified solicitor', alternatives: ['Licensed conveyancer'] });
  });
});

test("a 'We're looking for someone with' heading states must-haves: an everyday skill listed under it is asked for", () => {
  const advert = readAdvert("Policy Officer\n\nWhat you'll do\n- Draft briefings for ministers\n\nWe're looking for someone with\n- Excellent report writing\n");
  expect(advert.requirements.find((r) => r.name === 'Report writing')?.priority).toBe('must');
});

test('soft skills are never asked for as terms, even stated as must-haves: a CV cannot show them as a term', () => {
  const advert = readAdvert(
    'Office Coordinator\n\nEssential\n- Excellent attention to detail\n- Strong problem-solving and team building\n- Excellent written communication\n- Microsoft Excel\n',
  );
  expect(advert.requirements.map((r) => r.name)).toEqual(['Excel']);
});

describe('what a term stands for in its sentence', () => {
  const must = (line: string) => names(`Analyst\n\nRequirements\n- ${line}\n`);
  test('a team named by a field of work asks for nothing', () => {
    expect(names('Data Analyst\nJoin our payments team in Leeds.\n\nRequirements\n- SQL\n')).toEqual(['SQL']);
  });
  test('a kind of tool whose examples follow is asked for by its examples', () => {
    expect(must('Experience with an HR system such as Workday')).toEqual(['Workday']);
  });
  test("a qualification's subject is part of the qualification", () => {
    expect(must('An NVQ Level 3 in electrical installation')).toEqual(['NVQ Level 3']);
  });
  test('an interest in a sector is not experience of it', () => {
    expect(must('An interest in the energy sector')).toEqual([]);
  });
  test("a domain is asked by a cue near it, not by one about something else further off in the sentence", () => {
    const far = 'Civil Engineer\n\nOur highways team designs roads and drainage for housebuilders and local authorities, and we want an engineer with three years\' experience.\n';
    expect(names(far)).not.toContain('Local authorities');
    const near = 'Civil Engineer\n\nYou will design roads and drainage. Experience of working with local authorities on adoption is useful.\n';
    expect(names(near)).toContain('Local authorities');
  });
  test("the lexicon's name wins over an everyday wording of the same term", () => {
    expect(must('Version control with Git')).toEqual(['Git']);
  });
  test("'X or a similar Y': Y is not asked for itself, and X accepts what it implies", () => {
    const advert = readAdvert('Designer\n\nRequirements\n- SolidWorks or a similar 3D CAD package\n- Sage 200 or a similar ERP system\n');
    expect(advert.requirements.map((r) => [r.name, r.orSimilar])).toEqual([['SolidWorks', true], ['Sage 200', true]]);
  });
});

describe('names the lexicon lacks, read from the advert', () => {
  test("a name in a benefits sentence asks for nothing though its line goes on to a sentence that reads as an ask ('We hold an award')", () => {
    const read = names(
      "Research Fellow\n\nDesirable criteria\n- Knowledge of the QXR toolkit\n\nThe University offers 41 days' annual leave including bank holidays and closure days, the USS pension scheme and a range of family-friendly policies. We hold an Athena Swan Silver award.\n",
    );
    expect(read).toContain('QXR');
    expect(read).not.toContain('USS');
  });
  test('a bracket after a name opens another one (an abbreviation or membership), not more of the name', () => {
    const advert = 'Technologist\n\nDesirable\n- Chartered membership of CIAT (MCIAT)\n- Experience with Zorbix (ZBX) software\n';
    expect(names(advert)).not.toContain('CIAT MCIAT');
    expect(names(advert)).toContain('CIAT');
    expect(names(advert).some((n) => n.includes('('))).toBe(false);
  });

  test("one name read twice, whole and in part, is named once, whole; 'of' between capitalised words stays in the name", () => {
    const advert = 'Technician\n\nRequirements\n- Experience with Zorbix Part-9 B2 tooling\n- ZORBIX sign-off\n- Working knowledge of the Quarn Plan of Work\n';
    expect(names(advert)).not.toContain('ZORBIX');
    expect(names(advert)).toContain('Quarn Plan of Work');
    expect(names(advert)).not.toContain('Quarn Plan');
  });

  test("a dot inside a name ('Node.js', 'Zorb.io', 'Ph.D') is part of it, not the end of the cue's clause", () => {
    const advert = 'Engineer\n\nRequirements\n- Experience with Node.js\n- Hands-on experience with Zorb.io and Quarnix\n- Knowledge of VB.NET. Python a plus\n- A Ph.D. in Chemistry\n';
    const read = names(advert);
    expect(read).toEqual(expect.arrayContaining(['Node.js', 'Zorb.io', 'Quarnix', 'VB.NET', 'Python']));
    for (const piece of ['Node', 'Zorb', 'VB', 'Ph']) expect(read).not.toContain(piece);
  });

  test("an acronym after 'within' is a limit the work keeps to ('within agreed SLAs'), not a thing to have", () => {
    const read = names('Analyst\n\nWhat you will do\n- Close tickets in Zorbix within agreed SLAs\n- Resolve cases within QKPIs\n- Map controls to QRST\n');
    expect(read).toEqual(expect.arrayContaining(['Zorbix', 'QRST']));
    for (const limit of ['SLAs', 'QKPIs']) expect(read).not.toContain(limit);
  });

  test("'OR' and 'AND' written in capitals join names, they are not acronyms ('Zorbix OR Quarnix')", () => {
    const read = names('Engineer\n\nRequirements\n- Skilled in Zorbix OR Quarnix\n- Reports for QRT AND XYV users\n');
    expect(read).toEqual(expect.arrayContaining(['Zorbix', 'Quarnix', 'QRT', 'XYV']));
    expect(read.some((name) => /\b(?:OR|AND)\b/.test(name))).toBe(false);
  });

  test("the header line under the title names the company when the advert names it again; its sentences ask for nothing", () => {
    const advert = 'Security Officer\n\nQuarnby Guarding Services, Columbus | Shifts\n\nQuarnby protects offices, warehouses and retail parks.\n\nEssential\n- CCTV monitoring\n';
    const reading = readAdvert(advert);
    expect(reading.companyNames).toContain('Quarnby Guarding Services');
    expect(names(advert).some((n) => /warehouse/i.test(n))).toBe(false);
    expect(readAdvert('Nurse\n\nLeeds, hybrid | £30,000\n\nYou will care for patients.\n').companyNames).toEqual([]);
  });

  test("a LinkedIn header joins its parts with a middle dot ('Quarnby · Leeds (Hybrid) · Full-time'): the company's own product asks for nothing", () => {
    const advert = 'Platform Engineer\nQuarnby · Leeds, England, United Kingdom (Hybrid) · Full-time\n\nQuarnby builds payroll software for 9,000 charities.\n\nWhat we\'re looking for\n- Terraform\n';
    expect(readAdvert(advert).companyNames).toContain('Quarnby');
    expect(names(advert)).toContain('Terraform');
    expect(names(advert).some((n) => /payroll/i.test(n))).toBe(false);
  });

  test("Success Profiles behaviours, under 'Behaviours' or after 'we'll assess you against these behaviours', are the selection's, not skills", () => {
    const inline = 'Policy Adviser\n\nEssential criteria\n- Stakeholder management\n\nBehaviours\nWe\'ll assess you against these behaviours during the selection process: Seeing the Big Picture, Leadership, Working Together.\n';
    const listed = 'Policy Adviser\n\nBehaviours\n- Seeing the Big Picture\n- Leadership\n\nTechnical skills\n- Stakeholder management\n\nExperience\n- Running a public consultation\n';
    for (const advert of [inline, listed]) {
      const read = names(advert);
      expect(read).toContain('Stakeholder management');
      expect(read.join(' ')).not.toMatch(/Big Picture|Leadership|Working Together/);
    }
    expect(names(listed)).toContain('Public consultation');
  });
});


test('a term is shown without the words that only name its paper or the work on it; other words stay', () => {
  const shown = names('Installer\n\nRequirements\n- Heat pump installation experience\n- Consumer unit upgrades\n- OZEV-approved\n- Allergen awareness\n- IOSH Managing Safely\n');
  expect(shown).toEqual(expect.arrayContaining(['Heat pump', 'Consumer unit', 'OZEV', 'IOSH Managing Safely']));
  expect(shown).not.toContain('Heat pump installation');
});

test('an ampersand between capitals is inside an acronym the reader does not know', () => {
  expect(names('Analyst\n\nRequirements\n- Map detections to the QRST ZX&VW matrix\n')).toContain('QRST ZX&VW');
});

describe('a name a duty is done in or with is a tool', () => {
  test("one a duty is done with or for ('with the SENCo', 'to the MLRO') is a person or body, not a tool", () => {
    const read = names('Analyst\n\nWhat you will do\n- Review plans with the SENCo\n- Escalate concerns to the QMLRO in line with policy\n- Keep records in Zorbix\n');
    expect(read).toContain('Zorbix');
    for (const person of ['SENCo', 'QMLRO']) expect(read).not.toContain(person);
  });


  test('names after in, on, with, using or via in a list item are read, the first leading the rest', () => {
    const shown = names('Analyst\n\nWhat you will do\n- Log every case in Quorvex and Tallibar\n- Test the service with Zentrik\n');
    expect(shown).toEqual(expect.arrayContaining(['Quorvex', 'Tallibar', 'Zentrik']));
  });
  test('people a duty is shared with, and the subject of a qualification, are not tools', () => {
    const shown = names('Assistant\n\nWhat you will do\n- Share notes with the class teacher and Brantley\n\nEssential\n- Diploma in Quorvex Studies\n');
    expect(shown).not.toContain('Brantley');
    expect(shown).not.toContain('Quorvex Studies');
  });
});

test('a name found by its capitals that the lexicon reads whole is read once, as the lexicon term', () => {
  const found = names('Engineer\n\nWhat you will do\n- Deploy with GitHub Actions and Argo CD\n').filter((n) => n === 'Argo CD');
  expect(found).toHaveLength(1);
});

test('qualifications listed with only commas, "or" and words of degree between them accept one another', () => {
  const reading = readAdvert('Practitioner\n\nEssential\n- A Level 3 Early Years Educator qualification (or higher, e.g. EYPS or QTS)\n');
  expect(reading.requirements.find((r) => r.term?.name === 'Level 3 Early Years')?.alternatives).toEqual(expect.arrayContaining(['EYPS', 'QTS']));
  const both = readAdvert('Dental Nurse\n\nEssential\n- NEBDN and GDC registration\n');
  expect(both.requirements.find((r) => r.name === 'NEBDN')?.alternatives).toEqual([]);
});

test("an acronym in brackets right after a term is the term's abbreviation or body; one with a number is its own certificate", () => {
  const shown = names('Therapist\n\nDesirable\n- A course in acupuncture (QZRT)\n- Gas Safe registered (QZR7)\n');
  expect(shown).not.toContain('QZRT');
  expect(shown).toContain('QZR7');
});

test("a degree with a subject asks for the subject, not any degree; what is listed before the degree accepts the subject", () => {
  const shown = names('Surveyor\n\nEssential\n- Degree in Brindle Surveying or a related discipline\n- A degree in orography, GIS or similar\n');
  expect(shown).toEqual(expect.arrayContaining(['Brindle Surveying', 'orography']));
  expect(shown).not.toContain('Degree');
  // 'a related subject' names no subject; a named award ('Foundation Degree in ...') is not read as a subject.
  expect(names('Analyst\n\nEssential\n- A degree in a related subject\n')).toContain('Degree');
  expect(names('Clerk\n\nEssential\n- Zorvex Foundation Degree in Quill Management\n')).not.toContain('Quill Management');
  const reading = readAdvert('Engineer\n\nEssential\n- HNC/HND or degree in Mechanical Engineering\n');
  const subject = reading.requirements.find((r) => r.term?.name === 'Mechanical engineering');
  expect(subject?.alternatives.length).toBeGreaterThan(0);
  expect(reading.requirements.map((r) => r.name)).not.toContain('Degree');
});

test("a letter that labels a funding round or a grade is not the language it spells ('Series C', 'grade 4/C')", () => {
  const read = names('Engineer\n\nAbout us: after our Series C we are hiring.\n\nEssential\n- GCSE maths at grade 4/C or above, grades A-C in science\n- C and C++ for firmware\n- Python or R\n');
  expect(read.filter((n) => n === 'C')).toEqual(['C']);
  expect(read).toEqual(expect.arrayContaining(['C++', 'Python', 'R']));
  expect(names('Engineer\n\nEssential\n- GCSE maths at grade 4/C or above\n')).not.toContain('C');
});

test("a higher degree with a subject asks for the degree as well: 'a PhD in Psychology' needs a PhD, 'BSc or MSc in' only the subject", () => {
  expect(names('Lecturer\n\nEssential\n- A PhD in Psychology or a closely related discipline\n')).toEqual(['PhD', 'Psychology']);
  expect(names("Scientist\n\nEssential\n- A Master's degree in Public Health\n")).toContain("Master's degree");
  expect(names('Analyst\n\nEssential\n- A degree in Psychology\n')).toEqual(['Psychology']);
  const therapist = readAdvert('Therapist\n\nEssential\n- BSc or MSc in Occupational Therapy\n');
  expect(therapist.requirements.find((r) => r.name === 'Occupational therapy')?.alternatives).toEqual([]);
});

test('a version number right after a name is part of it; a count or a year after it is not', () => {
  const shown = names('Administrator\n\nEssential\n- Keep accounts in the CRM (Microsoft Dynamics 365)\n- Xero 12 years or more\n- Advanced Excel 2019\n');
  expect(shown).toContain('Dynamics 365');
  expect(shown).not.toContain('Microsoft Dynamics');
  expect(shown).toContain('Xero');
  expect(shown).toContain('Excel');
});

test('a bracket that closes a list is not part of the last name in it', () => {
  const shown = names('Writer\n\nRequirements\n- Understanding of tendering (Zorbix Act 2023, frameworks, QRTs)\n');
  expect(shown.filter((n) => n.startsWith('QRTs'))).toEqual(['QRTs']);
});

test('terms of one family that adverts ask for side by side are read apart: kaizen and Lean, FOI and subject access, quantity surveying and estimating', () => {
  const shown = names('Officer\n\nEssential\n- Lean Six Sigma and kaizen events\n- Handle FOI and subject access requests\n- Quantity surveying and estimating\n').map((n) => n.toLowerCase());
  expect(shown).toEqual(expect.arrayContaining(['lean six sigma', 'kaizen', 'foi', 'subject access requests', 'quantity surveying', 'estimating']));
});

test('the vocabulary of construction commercial, payroll, data protection, GIS, libraries, lettings and improvement work is read, a named tool apart from its family', () => {
  const shown = names(
    'Specialist\n\nEssential\n- Interim valuations and final accounts under NEC4\n- SSP and SMP, and P11D\n- DPIAs and data sharing agreements\n' +
      '- Spatial analysis in QGIS and PostGIS\n- Literature searching in CINAHL; EndNote\n- Right to Rent checks and tenant referencing\n- Value stream mapping, SMED and 5 Whys\n',
  ).map((n) => n.toLowerCase());
  for (const term of ['interim valuations', 'final accounts', 'ssp', 'smp', 'p11d', 'dpias', 'data sharing agreements', 'spatial analysis', 'qgis', 'postgis', 'literature searching', 'cinahl', 'endnote', 'value stream mapping', 'smed', '5 whys']) {
    expect(shown, term).toContain(term);
  }
});
