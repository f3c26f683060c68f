import { describe, expect, test } from 'vitest';
import { lexiconStats, scanTerms, skillsForRole, termsShown } from '../../../src/lib/scoring/advert/lexicon.ts';
import { phraseKeys, wordsOf } from '../../../src/lib/scoring/advert/normalise.ts';

const termNames = (text: string) => scanTerms(wordsOf(text)).map((h) => h.term.name);
/** Ids of every term a CV's text shows, implied ones included. */
const shown = (text: string) => [...termsShown(wordsOf(text))];
/** The id of the term a name is read as. */
const id = (name: string) => scanTerms(wordsOf(name))[0]!.term.id;

describe('the lexicon', () => {
  test('covers the fields the issue names, with job titles to read roles from', () => {
    const { terms, roles } = lexiconStats();
    expect(terms).toBeGreaterThan(600);
    expect(roles).toBeGreaterThan(100);
  });

  test.each([
    ['JS and ES6', 'JavaScript'],
    ['ML models', 'Machine learning'],
    ['Google Cloud Platform', 'GCP'],
    ['an RGN', 'Registered Nurse'],
    ['active NMC PIN', 'NMC registration'],
    ['Qualified Teacher Status', 'QTS'],
    ['a valid CSCS card', 'CSCS card'],
    ['ICAEW chartered accountant', 'ACA'],
    ['K8s', 'Kubernetes'],
    ['pay per click', 'PPC'],
    ['moving and handling', 'Manual handling'],
  ])('"%s" is read as %s', (text, name) => {
    expect(termNames(text)).toContain(name);
  });

  test('British and US spellings, and word endings, meet', () => {
    for (const [a, b] of [
      ['organisation', 'organization'],
      ['data modelling', 'data modeling'],
      ['paediatric nursing', 'pediatric nursing'],
      ['driving licence', 'driving license'],
      ['programme management', 'program management'],
      ['analysing data', 'analyzing data'],
      ['behaviour', 'behavior'],
    ]) {
      expect(phraseKeys(a!)).toEqual(phraseKeys(b!));
    }
    expect(termNames('Managed budgets')).toContain('Budget management');
  });

  test('everyday words are not tools in an advert: go, rest, excel, spring, lean, looking', () => {
    expect(termNames('We go the extra mile, rest assured you will excel, spring into action and keep a lean, looking-forward team.')).toEqual([]);
    expect(termNames('Go, REST, Excel and Spring Boot')).toEqual(['Go', 'REST APIs', 'Excel', 'Spring']);
  });

  test('a CV shows a term by any of its forms, in any case, and the terms it implies', () => {
    expect(shown('golang and postgres')).toEqual(expect.arrayContaining(['go', 'postgresql', 'sql']));
    expect(shown('RMN')).toEqual(expect.arrayContaining([phraseKeys('Registered Mental Health Nurse').join(' '), phraseKeys('Registered Nurse').join(' ')]));
  });

  test('year-end is asked apart from month-end close; a CV showing year-end shows a period end', () => {
    expect(termNames('year-end reporting and month-end close')).toEqual(['Year-end', 'Month-end close']);
    expect(shown('Month-End Close')).not.toContain(phraseKeys('Year-end').join(' '));
    expect(shown('Ran the payroll year end')).toContain(phraseKeys('Month-end close').join(' '));
  });

  test('the GDPR is one term however it is written; the Data Protection Act is its own and shows it', () => {
    expect(termNames('UK GDPR, data protection, the General Data Protection Regulation')).toEqual(['GDPR', 'GDPR', 'GDPR']);
    expect(termNames('the Data Protection Act 2018')).toEqual(['Data Protection Act']);
    expect([...termsShown(wordsOf('Data Protection Act 2018'))]).toContain('gdpr');
  });

  test.each([
    ['Manage rosters in HealthRoster and report on Datix', ['HealthRoster', 'Datix']],
    ['Refer staff to occupational health', ['Occupational health']],
    ['Track pick rates in Manhattan WMS and lead accident investigations', ['Pick rates', 'Manhattan WMS', 'Accident investigation']],
    ['Fault find on three-phase motors and control circuits; log jobs in the CMMS', ['Three-phase', 'Control circuits', 'CMMS']],
    ['PLC fault finding on Siemens S7 (TIA Portal)', ['Siemens PLC', 'TIA Portal']],
    ['Issue early warnings under NEC4 and report earned value; hold a PTS card', ['Compensation events', 'NEC contracts', 'Earned value management', 'Personal Track Safety']],
    ['Reconcile the client account, pay disbursements and send completion monies', ['Client account', 'Disbursements', 'Completion monies']],
    ['Draft NDAs and file at Companies House', ['Non-disclosure agreements', 'Companies House']],
    ['Run access arrangements, invigilation and post-results services; analyse Progress 8', ['Access arrangements', 'Invigilation', 'Post-results services', 'Progress 8']],
    ['Support pupils with SLCN', ['Speech, language and communication needs']],
    ['Report the Tenant Satisfaction Measures to the Regulator of Social Housing', ['Tenant Satisfaction Measures', 'Regulator of Social Housing']],
  ])("the everyday asks of session 13's fields: %s", (text, expected) => {
    expect(termNames(text)).toEqual(expect.arrayContaining(expected));
  });

  test("a privacy certification written with a slash is one name, not the payroll institute's", () => {
    expect(termNames('CIPP/E or CIPM')).toEqual(['CIPP/E', 'CIPM']);
    expect(termNames('CIPP qualified')).toEqual(['CIPP']);
  });
});

describe('skillsForRole', () => {
  test('gives the skills a role usually asks for, by the lexicon\'s names', () => {
    expect(skillsForRole('Data Analyst')).toEqual(expect.arrayContaining(['SQL', 'Excel', 'Power BI']));
    expect(skillsForRole('Senior Data Analyst')).toEqual(expect.arrayContaining(['SQL', 'Python']));
    expect(skillsForRole('staff nurse')).toEqual(expect.arrayContaining(['Registered Nurse', 'NMC registration', 'Medication administration']));
    expect(skillsForRole('Electrician')).toContain('18th Edition');
    expect(skillsForRole('Primary School Teacher')).toContain('QTS');
    expect(skillsForRole('Management Accountant')).toContain('Qualified accountant');
  });

  test('an unknown role gives nothing rather than a guess', () => {
    expect(skillsForRole('Astronaut')).toEqual([]);
    expect(skillsForRole('')).toEqual([]);
  });
});

describe('degrees and phrases as a CV writes them', () => {
  const shownNames = (text: string) => [...termsShown(wordsOf(text))];
  test.each(['Bachelor of Science\nMechanical Engineering', 'M.S.\nManufacturing', 'Ph.D.\nBiology', 'Master of Arts in History', 'B.A.'])(
    '"%s" shows a degree',
    (text) => {
      expect(shownNames(text)).toContain(phraseKeys('Degree').join(' '));
    },
  );

  test('a phrase does not run across a bracket, comma or colon', () => {
    expect(termNames('A GCP (Good Clinical Practice) certificate')).not.toContain('Qualified solicitor');
    expect(termNames('a practising certificate')).toContain('Qualified solicitor');
  });
});

test('a tool and the family it belongs to are two terms: the tool shows the family, not the other way', () => {
  expect(shown('Built apps in React Native')).toEqual(expect.arrayContaining(['react nativ', 'react', 'mobil develop']));
  expect(shown('Built apps in React')).not.toContain('react nativ');
  expect(shown('Ran alerts in Splunk')).toContain('siem');
  expect(shown('Ran alerts in a SIEM')).not.toContain('splunk');
  expect(shown('Taught Read Write Inc')).toEqual(expect.arrayContaining(['read writ inc', 'phonic']));
  expect(shown('Taught phonics')).not.toContain('read writ inc');
});

test('health vocabulary of dental nursing, physiotherapy, talking therapies and hospital pharmacy', () => {
  const names = (text: string) => scanTerms(wordsOf(text)).map((hit) => hit.term.name);
  expect(names('Knowledge of the Mental Health Act and the PHQ-9 and GAD-7 measures')).toEqual(['Mental Health Act', 'PHQ-9', 'GAD-7']);
  expect(names('Decontamination to HTM 01-05; final accuracy checking of controlled drugs')).toEqual(['Decontamination', 'HTM 01-05', 'Accuracy checking', 'Controlled drugs']);
  expect(names('Membership of the Chartered Society of Physiotherapy')).toEqual(['Chartered Society of Physiotherapy']);
});

test('audit, KYC, early years and further education vocabulary; a US standard is not the UK one', () => {
  const names = (text: string) => scanTerms(wordsOf(text)).map((hit) => hit.term.name);
  expect(names('Audits under US GAAP; KYC and client due diligence')).toEqual(['Audit', 'US GAAP', 'KYC', 'Client due diligence']);
  expect(names('Learning journeys on Tapestry as a key person; end-point assessment')).toEqual(['Tapestry', 'Key person', 'End-point assessment']);
  expect([...termsShown(wordsOf('Prepared accounts under UK GAAP'))]).not.toContain('us gaap');
});

test("session 14's fields: design, estate agency, construction and structures, home care, coffee and school kitchens, insurance pricing, IT support", () => {
  const names = (text: string) => scanTerms(wordsOf(text)).map((hit) => hit.term.name);
  expect(names('Adobe Creative Cloud, especially InDesign and Photoshop; typography and brand guidelines')).toEqual(['Adobe Creative Suite', 'InDesign', 'Photoshop', 'Typography', 'Brand guidelines']);
  expect(shown('Laid out brochures in InDesign')).toContain('adob creativ suit');
  expect(shown('Adobe Creative Cloud')).not.toContain('indesign');
  expect(names('sales progression and canvassing; listings on Rightmove and Zoopla')).toEqual(['Sales progression', 'Canvassing', 'Rightmove', 'Zoopla']);
  expect(names('snagging, temporary works and timber frame to ISO 19650')).toEqual(['Snagging', 'Temporary works', 'Timber frame', 'ISO 19650']);
  expect(names('reinforced concrete and masonry to the Eurocodes in Tekla and RAM Concept')).toEqual(['Reinforced concrete', 'Masonry', 'Eurocodes', 'Tekla', 'RAM Concept']);
  expect(names('continence care and pressure area care')).toEqual(['Continence care', 'Pressure area care']);
  expect(names('latte art, milk texturing and special diets under the School Food Standards')).toEqual(['Latte art', 'Milk texturing', 'Special diets', 'School Food Standards']);
  expect(names('loss ratios, model validation and the Consumer Duty')).toEqual(['Loss ratios', 'Model validation', 'Consumer Duty']);
  expect(names('incident management behind load balancers')).toEqual(['Incident management', 'Load balancing']);
});

test('a cloud warehouse shows data warehousing, not SQL: a CV naming only BigQuery or Snowflake does not print the language', () => {
  expect(shown('Moved reporting to BigQuery and Snowflake')).toContain('data warehous');
  expect(shown('Moved reporting to BigQuery and Snowflake')).not.toContain('sql');
  expect(shown('Tuned queries in PostgreSQL')).toContain('sql');
});

test("session 16's fields: practice nursing, school leadership, higher education, charity finance, FMCG key accounts, sales development, internal communications, UI design, solution architecture, SQL Server BI, medical devices", () => {
  const names = (text: string) => scanTerms(wordsOf(text)).map((hit) => hit.term.name);
  expect(names('cervical screening, travel health and long-term conditions; anaphylaxis')).toEqual(['Cervical screening', 'Travel health', 'Chronic disease management', 'Anaphylaxis']);
  expect(names('lesson observation and instructional coaching; NPQSL or NPQH')).toEqual(['Lesson observation', 'Instructional coaching', 'NPQSL', 'NPQH']);
  expect(shown('Holds the NPQSL')).not.toContain('npqh');
  expect(names('research methods, quantitative methods and knowledge exchange; FHEA')).toEqual(['Research methods', 'Quantitative methods', 'Knowledge exchange', 'HEA Fellowship']);
  expect(names('restricted funds, Gift Aid and the Charities SORP; partial exemption')).toEqual(['Restricted funds', 'Gift Aid', 'Charities SORP', 'Partial exemption']);
  expect(names('joint business plans, trade spend and Nielsen or Kantar data')).toEqual(['Joint business plans', 'Trade spend', 'Nielsen', 'Kantar']);
  expect(names('objection handling, email sequences and LinkedIn Sales Navigator')).toEqual(['Objection handling', 'Email sequences', 'LinkedIn Sales Navigator']);
  expect(shown('Cold calling, 60 dials a day')).not.toContain('prospect');
  expect(names('internal communications, change communications and crisis communications; Viva Engage')).toEqual(['Internal communications', 'Change communications', 'Crisis communications', 'Viva Engage']);
  expect(names('visual design, responsive design and Material Design; component libraries')).toEqual(['Visual design', 'Responsive design', 'Material Design', 'Component libraries']);
  expect(names('TOGAF, threat modelling, domain-driven design and the C4 model')).toEqual(['TOGAF', 'Threat modelling', 'Domain-driven design', 'C4 model']);
  expect(names('SSIS, SSRS and stored procedures')).toEqual(['SSIS', 'SSRS', 'Stored procedures']);
  expect(names('injection moulding, design controls, design verification and first article inspection under ISO 13485')).toEqual(['Injection moulding', 'Design controls', 'Design verification', 'First article inspection', 'ISO 13485']);
  expect(shown('GD&T to ASME Y14.5')).toContain('gd&t');
});

test("session 17's fields: NLP data science, research methods, marketing analytics, US nurse education, US reporting, channel sales, e-commerce SEO, product ownership, SRE", () => {
  const names = (text: string) => scanTerms(wordsOf(text)).map((hit) => hit.term.name);
  expect(names('causal inference, Bayesian methods and a marketing mix model')).toEqual(['Causal inference', 'Bayesian statistics', 'Marketing mix modelling']);
  expect(names('transformer models, Hugging Face and vector databases')).toEqual(['Transformer models', 'Hugging Face', 'Vector databases']);
  expect(names('longitudinal data, mixed-effects models and structural equation modeling; science communication')).toEqual(['Longitudinal data analysis', 'Mixed-effects models', 'Structural equation modelling', 'Science communication']);
  expect(names('preceptors, competency validation and quality improvement; a compact license')).toEqual(['Preceptorship', 'Competency validation', 'Quality improvement', 'RN license']);
  expect(names('Bachelor of Science in Nursing (BSN); Nursing Professional Development certification (NPD-BC)')[0]).toBe('BSN');
  expect(names('technical accounting memos, foreign currency translation and SEC reporting (Form 10-K and 10-Q)')).toEqual(['Technical accounting', 'Foreign currency translation', 'SEC reporting', 'Form 10-K', 'Form 10-Q']);
  expect(names('channel sales or partner management; market development funds and co-marketing')).toEqual(['Channel sales', 'Partner management', 'Market development funds', 'Co-marketing']);
  expect(names('technical SEO, Google Search Console and Amazon Seller Central')).toEqual(['Technical SEO', 'Google Search Console', 'Amazon Seller Central']);
  expect(names('the product backlog, user stories and acceptance criteria')).toEqual(['Product backlog', 'User stories', 'Acceptance criteria']);
  expect(names('SLOs on AWS (EKS, RDS)')).toEqual(['Service level objectives', 'AWS', 'EKS', 'Amazon RDS']);
  // Each CRM product apart from the family it shows: Salesforce on a CV shows CRM, not HubSpot.
  expect(shown('Ran the pipeline in Salesforce')).toContain('crm');
  expect(shown('Ran the pipeline in Salesforce')).not.toContain('hubspot');
  expect(shown('Campaigns in HubSpot')).toContain('crm');
  // A tool shows its method: NVivo qualitative methods, microservices distributed systems.
  expect(shown('Coded interviews in NVivo')).toContain(id('Qualitative methods'));
  expect(shown('Split the monolith into microservices')).toContain(id('Distributed systems'));
  // Each content management system shows a CMS, each recruiting product an applicant tracking system; an everyday
  // word that names one counts only as its name is written ('Greenhouse', not greenhouse gas).
  expect(shown('Published 300 stories a month in WordPress')).toContain(id('CMS'));
  expect(shown('Built the site on Umbraco')).toContain(id('CMS'));
  expect(shown('Managed hiring pipelines in iCIMS')).toContain(id('ATS'));
  expect(termNames('Cut greenhouse gas emissions; a workable plan')).toEqual([]);
  expect(termNames('Greenhouse or Workable')).toEqual(['Greenhouse', 'Workable']);
});

test("session 19's relations: members' letters show their body, a school's MIS product the MIS, a provider's certificate a cloud certification, QTS an NQT post", () => {
  expect(shown('Chartered Mechanical Engineer (CEng MIMechE)')).toContain(id('IMechE'));
  expect(shown('Member (MIET), Institution of Engineering and Technology')).toContain(id('IET'));
  expect(shown('Member (ACMA, CGMA)')).toContain(id('CIMA'));
  expect(shown('Fellow (FCCA)')).toContain(id('ACCA'));
  // The engineering institutions are one end: 'the IStructE or ICE' is one gap, as qualifications to one end are.
  expect(shown('MICE')).toContain(id('Engineering institution membership'));
  expect(shown('Data tracking (SIMS)')).toContain(id('MIS'));
  expect(shown('Reports from Arbor MIS')).toContain(id('MIS'));
  expect(shown('Microsoft Certified: Azure Developer Associate')).toEqual(expect.arrayContaining([id('Azure certification'), id('Cloud certification')]));
  expect(shown('Microsoft Certified: Azure Developer Associate')).not.toContain(id('Azure Solutions Architect Expert'));
  expect(shown('Google Professional Cloud Architect')).toContain(id('Cloud certification'));
  expect(shown('Qualified Teacher Status (QTS)')).toContain(id('NQT'));
  expect(shown('Mentored ECTs through induction')).not.toContain(id('NQT'));
});

test("a possessive degree word is a degree only as written or plural: 'Scrum Master' and 'master data' are not a master's", () => {
  expect(termNames("a Master's degree or a masters in chemistry")).toEqual(["Master's degree", "Master's degree"]);
  expect(termNames('Scrum Master certification (CSM or PSM)')).not.toContain("Master's degree");
  expect(termNames('master data management')).toEqual(['Master data management']);
  expect([...termsShown(wordsOf('Certified Scrum Master; cleaned master data'))]).not.toContain(phraseKeys("Master's degree").join(' '));
});

test("QTS is asked apart from 'a qualified teacher': a CV's 'Newly Qualified Teacher' is one but does not print QTS; QTS shows both", () => {
  expect(shown('Newly Qualified Teacher, Oakfield School')).toContain(id('qualified teacher'));
  expect(shown('Newly Qualified Teacher, Oakfield School')).not.toContain(id('QTS'));
  expect(shown('Qualified Teacher Status (QTS)')).toEqual(expect.arrayContaining([id('QTS'), id('qualified teacher')]));
  expect(termNames('You will be a qualified teacher (QTS)')).toEqual(['Qualified teacher', 'QTS']);
});

test("session 20's relations: a product shows the family an advert names, a spelled-out title its letters", () => {
  // Power BI is a BI and visualisation tool as Tableau and Looker are; Microsoft 365 is today's name for Office.
  expect(shown('Built Power BI reports for the board')).toEqual(expect.arrayContaining([id('business intelligence'), id('data visualisation')]));
  expect(shown('Administered Microsoft 365 for 200 users')).toContain(id('Microsoft Office'));
  // Written out, a member's title is its body's letters.
  expect(shown('Chartered Management Accountant, 2019')).toContain(id('CIMA'));
  expect(shown('Chartered Certified Accountant')).toContain(id('ACCA'));
  // Statistics packages show statistics; object-oriented languages OOP; test frameworks test automation.
  expect(shown('Survey analysis in SPSS and Stata')).toContain(id('statistical analysis'));
  expect(shown('Java and C# services')).toContain(id('OOP'));
  expect(shown('End-to-end suites in Cypress')).toContain(id('test automation'));
  expect(shown('Unit tests in Jest')).not.toContain(id('test automation'));
  // Container tools show containerisation, not one another; an orchestration's VPN is networking.
  expect(shown('Deployed on Kubernetes')).toContain(id('containerisation'));
  expect(shown('Deployed on Kubernetes')).not.toContain(id('Docker'));
  expect(shown('Site-to-site VPN set-up')).toContain(id('networking'));
  // A framework shows the frameworks a JavaScript advert asks for, not the language (session 16's rule).
  expect(shown('Front ends in React')).toContain(id('JavaScript frameworks'));
  expect(shown('Front ends in React')).not.toContain(id('JavaScript'));
  // Families with their members: ELT tools, project tools, prototyping tools.
  expect(shown('Models in dbt fed by Fivetran')).toContain(id('ETL'));
  expect(shown('Plans in MS Project and Smartsheet')).toContain(id('project management tools'));
  expect(shown('Prototypes in ProtoPie')).toContain(id('prototyping'));
  expect(shown('Monthly management accounts')).toContain(id('management reporting'));
  expect(shown('Staff nurse, Acute Medical Unit')).toContain(id('acute care'));
  expect(shown('CloudFormation stacks')).toEqual(expect.arrayContaining([id('Infrastructure as Code'), id('AWS')]));
  expect(shown('Placements logged in Bullhorn')).toContain(id('CRM'));
});

test('stores and brokers show the families an advert names in general words; the architecture built on them is its own term', () => {
  expect(shown('Caching layer on Redis; documents in Azure Cosmos DB')).toContain(id('NoSQL'));
  expect(shown('Order events over Kafka and RabbitMQ')).toContain(id('message queues'));
  expect(shown('Order events over Kafka')).not.toContain(id('event-driven architecture'));
  expect(termNames('Experience of event-driven architectures and message brokers')).toEqual(['Event-driven architecture', 'Message queues']);
});

test("today's names of care, driving and cloud qualifications are their terms' forms", () => {
  expect(termNames('Level 3 Diploma in Adult Care')).toEqual(['NVQ Level 3 in Health and Social Care']);
  expect(termNames('Registered Manager Award')).toEqual(['Level 5 Diploma in Leadership for Health and Social Care']);
  expect(termNames('Class 2 HGV licence')).toEqual(['HGV Class 2']);
  expect(termNames('an AWS Associate certification')).toEqual(['AWS Certified']);
});

test("'networking' alone is computer networking, and a VPN named beside it is its own ask", () => {
  expect(termNames('Basic networking (TCP/IP, DNS, VPN)')).toEqual(['Computer networking', 'TCP/IP', 'DNS', 'VPN']);
});

describe("session 22's field vocabulary: what each field's adverts commonly ask for", () => {
  test.each([
    ['tech', 'Card data handled to PCI-DSS, with SSO over OpenID Connect and OWASP Top 10 in mind', ['PCI DSS', 'Single sign-on', 'OpenID Connect', 'OWASP']],
    ['tech', 'Automate approvals with Power Automate and UiPath bots', ['Power Automate', 'Robotic process automation']],
    ['data', 'Churn modelling and cohort analysis in Mixpanel', ['Churn analysis', 'Cohort analysis', 'Mixpanel']],
    ['health', 'Confident with syringe drivers, stoma care and the Sepsis Six', ['Syringe drivers', 'Stoma care', 'Sepsis']],
    ['health', 'Experience of positive behaviour support and challenging behaviour', ['Positive behaviour support', 'Challenging behaviour']],
    ['finance', 'Lease accounting under IFRS 16 and R&D tax credits claims', ['IFRS 16', 'R&D tax credits']],
    ['finance', 'Transaction monitoring against the Consumer Credit Act and SM&CR', ['Transaction monitoring', 'Consumer Credit Act', 'Senior Managers and Certification Regime']],
    ['teaching', 'Teach combined science to GCSE and physics to A Level, including the required practicals', ['Combined science', 'GCSE', 'A level', 'Required practicals']],
    ['teaching', 'Write schemes of work and support pupils with an EHCP', ['Schemes of work', 'EHCP']],
    ['trades', 'PAT testing, emergency lighting and intruder alarms', ['PAT testing', 'Emergency lighting', 'Intruder alarms']],
    ['trades', 'Plan in Primavera P6 and work under a permit to work', ['Primavera P6', 'Permit to work']],
    ['sales', 'Own customer lifetime value and customer acquisition cost', ['Customer lifetime value', 'Customer acquisition cost']],
    ['sales', 'Grow major gifts and trusts and foundations income', ['Major donors', 'Trusts and foundations']],
    ['public', 'Write committee reports and cost-benefit analysis for the Spending Review', ['Committee reports', 'Cost-benefit analysis', 'Spending Review']],
    ['HR', 'Lead job evaluation (HERA) and gender pay gap reporting', ['Job evaluation', 'Gender pay gap reporting']],
    ['legal', 'Landlord and tenant matters and lasting powers of attorney', ['Landlord and tenant', 'Lasting powers of attorney']],
    ['logistics', 'Hold an operator licence; manage cross-docking and OTIF', ['Operator licence', 'Cross-docking', 'OTIF']],
    ['hospitality', 'Manage the night audit and online travel agents such as Booking.com', ['Night audit', 'Online travel agents']],
    ['general', 'Own the risk register and cutover planning through UAT', ['Risk registers', 'Cutover planning', 'User acceptance testing']],
  ])('%s: "%s"', (_field, text, names) => {
    expect(termNames(text)).toEqual(expect.arrayContaining(names));
  });

  test('a field term is not read from an everyday use of its words', () => {
    expect(termNames('a level of autonomy and a chance to grow')).toEqual([]);
    expect(termNames('you will work on a rota basis')).toEqual([]);
  });

  test('a name that holds a shorter term is read whole, not as the term inside it', () => {
    expect(termNames('Coding in SNOMED CT')).toEqual(['SNOMED CT']);
    expect(termNames('logistic regression models')).toEqual(['Regression analysis']);
    expect(termNames('an experienced HR business partner')).toEqual(['HR business partnering']);
    expect(termNames('designs in Siemens NX')).toEqual(['Siemens NX']);
  });

  test('a named standard or method shows its family on a CV, and a renamed method is the old one', () => {
    expect(shown('IFRS 16 lease accounting')).toContain(id('IFRS'));
    expect(shown('Kept the RAID log')).toContain(id('Risk registers'));
    expect(shown('Kept the RAID log')).toContain(id('Risk management'));
    expect(id('adaptive teaching')).toBe(id('Differentiation'));
  });
});

test("'A Level' with a number after is the number's level, not an A level, in an advert and on a CV", () => {
  expect(termNames('A Level 3 Diploma in Adult Care')).not.toContain('A level');
  expect(shown('Achieved a Level 3 Diploma in Adult Care')).not.toContain(id('A level'));
  expect(shown('A Levels: Physics, Maths')).toContain(id('A level'));
});

test('a longer name that starts inside a shorter one and runs past it is the name written', () => {
  expect(termNames('Pipelines in Microsoft Azure Data Factory')).toEqual(['Azure Data Factory']);
  expect(termNames('Reports in MS SQL Server Reporting Services')).toEqual(['SSRS']);
  expect(termNames('Google Cloud Platform and Azure')).toEqual(['GCP', 'Azure']);
});
