import type { FieldData } from '../types.ts';

/** Law firms, in-house legal teams, conveyancing and compliance. */
export const legal: FieldData = {
  field: 'legal',
  skills: `
Legal research | legal analysis
Case law | case law research | legal precedent | precedents
Witness statements | witness statement | witness evidence
Legal drafting | drafting contracts | contract drafting | drafting legal documents
Commercial contracts | commercial law | contract law | commercial agreements
Contract negotiation | negotiating contracts
Litigation | dispute resolution | civil litigation | commercial litigation
Conveyancing | residential conveyancing | commercial conveyancing | property transactions
Real estate law | property law | commercial property
Corporate law | corporate transactions | company law | company secretarial
Employment law advice | employment tribunals | employment tribunal
Family law | private family law | public family law | care proceedings
Criminal law | criminal defence
Immigration law | immigration
Wills and probate | private client | probate | estate administration | trusts and estates
Personal injury | =PI | clinical negligence
Intellectual property | =IP | trademarks | patents
# The Act and the Regulation are asked for side by side; a CV showing the Act shows the Regulation's rules too.
Data Protection Act | Data Protection Act 2018 | =DPA 2018 > GDPR
Regulatory law | regulatory advice
Case preparation | bundles | trial bundles | court bundles
Court procedure | Civil Procedure Rules | =CPR procedure | court hearings | advocacy
Legal case management systems | Clio | =LEAP | Proclaim | Case management system
Document review | e-disclosure | disclosure exercises
Client care | client management
Billing | time recording | billable hours
Legal transcription | audio typing | digital dictation
# Data protection (session 12 round 2)
Data protection impact assessments | data protection impact assessment | =DPIA | =DPIAs | privacy impact assessments
Record of processing activities | =ROPA | records of processing
Data breaches | personal data breaches | data breach management | breach reporting
Data sharing agreements | data sharing agreement | information sharing agreements
Information governance | =IG
# Session 13 (adverts-dev 77-88): the field's everyday asks.
Client account | client accounts | client money | client monies
Completion monies | completion funds
Disbursements
Non-disclosure agreements | =NDA | =NDAs | non disclosure agreements
Companies House | company filings
# Field vocabulary (session 22, round 2), chosen without reading the development cases.
Landlord and tenant
Will writing | will drafting
Lasting powers of attorney
Court of Protection
Practical Law
Visualfiles
Legal aid | legal aid contracts
Relativity
Higher rights of audience
Corporate governance
Legal operations
Contract lifecycle management | =CLM
DocuSign
Banking and finance law
Insolvency | restructuring and insolvency | insolvency law
Construction law
Costs drafting | costs draftsman | costs draftsperson | costs budgeting
`,
  qualifications: `
Qualified solicitor | solicitor | admitted solicitor | practising certificate | SRA | Solicitors Regulation Authority | NQ solicitor | newly qualified solicitor | SQE | SQE1 | SQE2 | LPC | Legal Practice Course
Barrister | called to the Bar | pupillage | BPTC | Bar Course
Chartered Legal Executive | CILEx | CILEX | FCILEx
Law degree | =LLB | =LLM | degree in law | GDL | Graduate Diploma in Law | law conversion > Degree
Paralegal qualification | NALP | paralegal certificate
Licensed conveyancer | CLC
LPC | =LPC | Legal Practice Course
BCS Practitioner Certificate in Data Protection | BCS Certificate in Data Protection | PC.dp
# IAPP's privacy certifications: 'CIPP/E' is not the payroll institute's CIPP.
=CIPP/E | CIPP-E
=CIPP/US | CIPP-US
=CIPM | Certified Information Privacy Manager
=CIPT | Certified Information Privacy Technologist
`,
  domains: `
Law firm | private practice | legal practice
In-house legal | in-house legal team
`,
  roles: `
Solicitor | Associate Solicitor | Senior Associate | NQ Solicitor | Newly Qualified Solicitor | Partner (Legal) | Lawyer | In-house Lawyer | Legal Counsel | General Counsel : Qualified solicitor, Legal drafting, Legal research, Commercial contracts, Client care, Contract negotiation
Paralegal | Legal Assistant | Trainee Solicitor | Trainee Legal Executive | Legal Executive : Legal research, Case preparation, Legal drafting, Document review, Legal case management systems, Client care
Legal Secretary | Legal PA | Legal Administrator | Legal Cashier : Legal transcription, Legal case management systems, Microsoft Office, Diary management, Billing
Conveyancer | Conveyancing Assistant | Conveyancing Solicitor | Property Lawyer : Conveyancing, Real estate law, Legal case management systems, Licensed conveyancer
Litigation Executive | Litigation Solicitor | Litigator | Dispute Resolution Solicitor : Litigation, Court procedure, Case preparation, Legal drafting
Family Solicitor | Family Lawyer : Family law, Court procedure, Client care, Qualified solicitor
Immigration Adviser | Immigration Solicitor | Immigration Caseworker : Immigration law, Case management, Legal research
Company Secretary | Compliance Manager | Data Protection Officer | DPO : Corporate law, GDPR, Data Protection Act, Regulatory compliance, Regulatory law
`,
};
