/**
 * Development adverts for the advert reader's unit tests, written for these tests in the style of real UK
 * adverts (companies and people are made up). The held-out evaluation set (tests/fixtures/adverts) is never
 * used here.
 */

/** The example: a small fintech's lead analyst advert, hybrid in London. */
export const BRIGHTPAY = `Lead Data Analyst – Payments
Brightpay is a small, fast-growing fintech helping 5,000 independent merchants take card payments. We're hybrid, with our office in London (two days a week).

About the role
You'll lead a team of three analysts and own reporting on Brightpay's payments funnel, working closely with product and finance.

What you'll need
- 5+ years' experience in data analysis, including 2 years leading analysts
- Expert SQL and Python
- Experience with dbt and Looker (or similar BI tools)
- Payments or merchant acquiring experience
- Familiarity with Fivetran is a plus

What we offer
Competitive salary, 25 days' holiday, pension, private healthcare and a small, friendly team.`;

/** A ward nurse advert: registrations, clinical skills, a desirable skill and NHS benefits. */
export const STAFF_NURSE = `Staff Nurse (Band 5) – Acute Medical Ward
Riverside Hospitals NHS Trust, Leeds

We are looking for a compassionate Registered Nurse to join our 28-bed acute medical ward. You will deliver patient-centred care, administer medication, complete care plans and escalate deteriorating patients using NEWS2.

Essential:
- RGN with an active NMC PIN
- Experience of IV therapy and wound care
- Safeguarding adults training

Desirable:
- Cannulation and venepuncture competencies
- Mentorship experience

We offer NHS Pension, 27 days' annual leave plus bank holidays, flexible shifts (long days and nights) and a supportive team.`;

/** A secondary teacher advert with QTS and a key-stage ask. */
export const MATHS_TEACHER = `Maths Teacher (MPS/UPS)
Oakfield Academy, Manchester – full time, permanent from September

Oakfield Academy is a thriving, oversubscribed 11–18 school. We are seeking an enthusiastic Maths Teacher to teach across KS3 and KS4, with the chance to teach A Level.

The successful candidate will:
- hold QTS (ECTs welcome)
- plan and deliver engaging lessons with strong behaviour management
- use assessment for learning to close gaps
- support pupils with SEND

An enhanced DBS check is required. We offer a generous CPD programme and a cycle to work scheme.`;

/** A finance advert with alternative qualifications. */
export const FINANCIAL_CONTROLLER = `Financial Controller
Location: Birmingham (hybrid, 3 days in office)

Our client, a £60m turnover manufacturing group, is looking for a Financial Controller to run month-end close, prepare monthly management accounts and statutory accounts under FRS 102, and manage a team of four.

Requirements
- ACA, ACCA or CIMA qualified
- Strong Excel skills; experience with NetSuite is desirable
- Cash flow forecasting and budgeting experience
- Experience of group consolidation

Salary £75,000 – £85,000 plus bonus and pension.`;

/** A trades advert: cards and certificates. */
export const ELECTRICIAN = `Approved Electrician – Commercial Fit-Out
Sparks & Co Electrical Ltd, Bristol

Sparks & Co are a family-run contractor working on office fit-outs across the South West.

You will have:
- NVQ Level 3 Electrical and AM2
- 18th Edition (BS 7671)
- A valid ECS card
- Full UK driving licence
- Inspection and testing (2391) is an advantage

Rates £22–£25 per hour, overtime available, company van.`;

/** A tech advert with an unknown tool named only by pattern. */
export const BACKEND_ENGINEER = `Senior Backend Engineer
Remote (UK) – Series B health-tech scale-up

At Mediloop we build the software GP surgeries use to book appointments. Our stack is TypeScript, Node.js and PostgreSQL on AWS.

What you'll bring
- 5+ years building production APIs in TypeScript or Go
- Strong PostgreSQL and Kubernetes experience
- Proficient in Terraform and GitHub Actions
- Experience with Temporal or similar workflow engines

Nice to have: GraphQL, experience in healthcare.

Benefits: equity, 30 days' holiday, £1,000 learning budget.`;

/** A sales advert: methodology, domain, licence; a company that praises itself. */
export const SAAS_BDM = `Business Development Manager – SaaS (Manchester, hybrid)

Who we are
CloudLedger is an award-winning, fast-growing SaaS company helping 2,000 UK accountancy practices automate their bookkeeping. We've just closed our Series B and we're scaling fast.

The role
As our BDM you'll own the full sales cycle for mid-market accounts: prospecting, running discovery calls and demos, negotiating and closing deals. You'll work closely with marketing on lead generation and keep HubSpot up to date.

About you
- 3+ years in B2B SaaS sales with a track record of hitting quota
- Confident with MEDDIC or a similar qualification framework
- Experience selling to finance teams or accountancy practices
- Full UK driving licence (some travel to client sites)

Why join us? Uncapped commission, share options, 28 days' holiday, a dog-friendly office in Ancoats and a culture that celebrates wins.`;

/** An HR advert with a heading per part and a salary line. */
export const HR_ADVISOR = `HR Advisor
Location: Nottingham, hybrid (3 days in the office)
Salary: £32,000 - £36,000

We're Greenfield Homes, one of the Midlands' leading housebuilders, and we're looking for an HR Advisor to join our friendly people team.

Key responsibilities:
• Advise managers on employee relations cases, including disciplinaries, grievances and absence management
• Support recruitment and onboarding for site and office roles
• Keep our HRIS (Cezanne) accurate and produce monthly HR reports
• Help deliver our wellbeing and engagement programme

What we're looking for:
• CIPD Level 5 (or working towards it)
• Solid knowledge of UK employment law
• Experience in a generalist HR role, ideally in construction or a multi-site business
• Strong Excel skills

Benefits include a company pension, private medical insurance, 25 days' holiday and a cycle-to-work scheme.`;

/** A logistics advert: nights, licences and a system the site uses. */
export const WAREHOUSE_LEAD = `Warehouse Team Leader – Nights
Amberline Logistics, Daventry DC (NN11)

Amberline Logistics is a leading 3PL operating 12 sites across the UK. Our Daventry distribution centre handles ambient and chilled goods for major retailers.

What you'll do:
- Lead a shift of 25 warehouse operatives across goods in, picking and despatch
- Drive productivity and accuracy KPIs using our WMS (Manhattan)
- Carry out inductions and toolbox talks; ensure health and safety standards are met
- Complete cycle counts and investigate stock discrepancies

What you'll need:
- Previous team leader or supervisor experience in a warehouse environment
- Counterbalance or reach truck licence (desirable)
- IT literate with good Excel
- Flexible to work 4 on 4 off nights (19:00–07:00)

£15.50 per hour plus night premium, overtime, free parking and a subsidised canteen.`;

/** A hospitality advert with lower-case duty bullets. */
export const SOUS_CHEF = `Sous Chef
The Old Granary, York – full time, 45 hours per week

Our 80-cover restaurant serves seasonal British food cooked from scratch. We hold two AA Rosettes and are looking for a Sous Chef to support our Head Chef.

You will:
- run the kitchen in the Head Chef's absence
- manage food safety records (HACCP) and allergen information
- help with menu development, ordering and stock control
- train and develop junior chefs

You'll need previous experience as a Sous Chef or strong Junior Sous in a fresh food kitchen, a Level 2 Food Hygiene certificate and a passion for great ingredients.

Tronc, staff meals, 28 days' holiday and straight shifts.`;

/** A civil service advert offering three cities. */
export const POLICY_ADVISER = `Policy Adviser (Higher Executive Officer)
Department for Skills – London, Manchester or Darlington

About the job
You will join the Adult Skills Policy team, developing policy on further education funding. You'll draft ministerial submissions and briefings, analyse evidence, and work with HM Treasury and stakeholders across the sector.

Essential criteria
- Experience of developing policy or working in a similar analytical role
- Excellent written communication, including drafting for senior audiences
- Ability to build effective relationships with stakeholders

Desirable
- Knowledge of the further education sector

We assess using Civil Service Success Profiles: Behaviours, Experience and Technical.

Benefits: Civil Service pension with an employer contribution of 28.97%, 25 days' leave rising to 30, flexible working.`;

/** A legal advert: alternative qualifications and years PQE. */
export const CONVEYANCER = `Residential Conveyancing Solicitor (2-5 PQE)
Harcourt & Lane LLP – Cardiff

Harcourt & Lane is a long-established regional firm with a busy residential property team. We're looking for a qualified solicitor or licensed conveyancer to run a caseload of sales, purchases and remortgages from instruction to completion.

Requirements:
- Qualified Solicitor (2–5 years PQE) or Licensed Conveyancer
- Strong knowledge of residential conveyancing, including leasehold and new build
- Experience using a case management system (we use Proclaim)
- Excellent client care

We offer hybrid working after probation, 25 days' holiday and a contributory pension.`;
