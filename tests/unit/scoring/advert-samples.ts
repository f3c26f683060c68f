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
