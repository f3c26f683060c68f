import type { FieldData } from '../types.ts';

/** Business skills many fields ask for by name (not soft-skill adjectives, which are never reported). */
export const general: FieldData = {
  field: 'general',
  skills: `
Contact centre | call centre | contact center | call center | contact centre experience
Keyboard skills | typing | touch typing | typing speed
Stakeholder management | stakeholder engagement | managing stakeholders | stakeholder relationships | relationships with stakeholders | working with stakeholders
Project management | managing projects | project delivery | project manager
Project management software | project management tools | project management tool
MS Project | Microsoft Project > Project management software
Smartsheet > Project management software
RAID logs | RAID log
Benefits realisation | benefits management
Programme management | program management | programme manager
Budget management | budgeting | budgets | managing budgets | budget holder | budget control
Requirements gathering | requirements analysis | requirements elicitation | business requirements
Process mapping | process improvement | business process improvement | process modelling
User stories | user story
Acceptance criteria
Product backlog | backlog management | backlog refinement | backlog grooming | backlog prioritisation | backlog prioritization | managing the backlog
Change management | organisational change | change programmes
Risk management | risk assessment | risk assessments | managing risk
Microsoft Office | MS Office | Office suite | Microsoft Word | MS Word | Word processing | PowerPoint | =Outlook | Microsoft Outlook
Customer service | customer care | customer support | customer experience
Team leadership | line management | people management | managing a team | team management | leading a team | line manager | team leader | team leading | supervisory experience | led a team | managed a team | leads a team | manages a team
Coaching and mentoring | mentoring | coaching
=Lean | Lean Six Sigma | Lean principles | Six Sigma > Continuous improvement
Lean manufacturing | lean production > Continuous improvement
Continuous improvement | continuous improvement culture
Kaizen | kaizen events | kaizen blitz > Continuous improvement
Negotiation | negotiating | negotiation skills
Presentation skills | presenting | presentations | public speaking
Report writing | writing reports
Contract management | managing contracts | contract manager
Vendor management | supplier management | managing suppliers | third-party management
Quality assurance | QA | quality management | quality control | QC
Health and safety | H&S | HSE | health & safety
Data entry
Diary management | managing diaries | calendar management
Minute taking | taking minutes | minute-taking
Complaint handling | handling complaints | complaints handling | complaints
Product management | product roadmap
Roadmapping | roadmaps | roadmap
Bilingual | fluent Welsh | Welsh speaker | Welsh language
=French > Foreign languages
=German > Foreign languages
=Spanish > Foreign languages
=Italian > Foreign languages
=Portuguese > Foreign languages
=Dutch > Foreign languages
=Polish > Foreign languages
=Turkish > Foreign languages
=Arabic > Foreign languages
Mandarin | =Chinese > Foreign languages
=Cantonese > Foreign languages
=Japanese > Foreign languages
=Korean > Foreign languages
=Hindi > Foreign languages
=Urdu > Foreign languages
=Punjabi > Foreign languages
=Russian > Foreign languages
=Romanian > Foreign languages
=Greek > Foreign languages
=Swedish > Foreign languages
=Danish > Foreign languages
=Norwegian > Foreign languages
=Finnish > Foreign languages
=Hebrew > Foreign languages
=Bengali > Foreign languages
=Gujarati > Foreign languages
=Tamil > Foreign languages
=Somali > Foreign languages
Farsi | =Persian > Foreign languages
=Ukrainian > Foreign languages
Catalan | =Valencian > Foreign languages
# A language an advert names (' > Foreign languages' above marks them): any of them shows 'a foreign language'.
Foreign languages | foreign language
# Journalism and hair and beauty (session 11)
Media law | media law and ethics | defamation law | contempt of court
Editors' Code of Practice | Editors' Code | IPSO Editors' Code | =IPSO
Content management systems | content management system | =CMS
Data journalism
Court reporting
Shorthand | Teeline shorthand | Teeline | Pitman shorthand
Balayage
Colour correction | colour corrections
Hair colouring | colour work | colouring | colour techniques
Patch testing | patch tests | patch test
=Phorest
=Fresha
# Session 13 (adverts-dev 77-88): the field's everyday asks.
Accident investigation | accident investigations | incident investigation | incident investigations
Earned value management | earned value | =EVM
# Field vocabulary (session 22, round 2), chosen without reading the development cases.
Prosci | =ADKAR
Business analysis
Cutover planning | cutover | go-live planning
User acceptance testing | =UAT
Target operating model | operating model
Risk registers | risk register | risk log > Risk management
RAID logs > Risk registers
Project management office | =PMO
Budget management | budget monitoring
APM | =PMQ | =PFQ
Process mapping | =BPMN
`,
  qualifications: `
PRINCE2 | PRINCE2 Foundation | PRINCE2 Practitioner | PRINCE2 methodology > Project management
APM | APM PMQ | APM PFQ | APMP > Project management
PMP | Project Management Professional > Project management
MSP | Managing Successful Programmes > Programme management
Agile PM | AgilePM > Project management
Six Sigma Green Belt | Green Belt | Black Belt | Six Sigma Black Belt > Lean
GCSE | GCSEs | GCSE English and Maths | GCSE Maths and English | GCSE English and Mathematics | Level 2 English and Maths | Functional Skills | Functional Skills Level 2
Full UK driving licence | driving licence | full driving licence | UK driving licence | clean driving licence | full clean driving licence | driving license | own transport | access to a car | access to a vehicle
DBS check | enhanced DBS | DBS | Disclosure and Barring Service | basic DBS | enhanced DBS check | PVG | PVG scheme
NCTJ Diploma in Journalism | =NCTJ | NCTJ Diploma | NCTJ qualified | NCTJ gold standard
NVQ Level 3 in Hairdressing | NVQ Level 3 Hairdressing | Level 3 Hairdressing | hairdressing qualification | Level 3 Diploma in Hair Professionals
`,
  domains: `
Public sector | government | local authority | local government | central government | civil service
Charity sector | third sector | voluntary sector | not-for-profit | non-profit | nonprofit | nonprofits | charity
Financial services | banking | FS
Retail sector | retail environment | retail industry | retail
Manufacturing | manufacturing environment
`,
  roles: `
Project Manager | Project Lead | Project Coordinator | Programme Manager | Program Manager : Project management, Stakeholder management, Risk management, Budget management, PRINCE2, Agile, Microsoft Office, Jira
Operations Manager | Operations Lead | General Manager : Team leadership, Budget management, Process mapping, Stakeholder management, Health and safety, Lean
Administrator | Office Administrator | Administrative Assistant | Admin Assistant | Office Manager | Personal Assistant | Executive Assistant | Receptionist : Microsoft Office, Data entry, Customer service, Diary management, Minute taking
Customer Service Advisor | Customer Service Representative | Customer Support Advisor | Call Centre Agent | Contact Centre Advisor : Customer service, CRM, Microsoft Office, Data entry, Complaint handling
Product Manager | Product Owner : Product management, Stakeholder management, User stories, Agile, Jira, A/B testing, Roadmapping
`,
};
