import type { FieldData } from '../types.ts';

/** Public sector, policy, social work, housing and policing. */
export const publicSector: FieldData = {
  field: 'public',
  skills: `
Policy development | policy analysis | policy making | policy writing | developing policy
Ministerial briefings | briefings | briefing papers | briefing notes
Ministerial submissions | submissions to ministers | ministerial correspondence
Parliamentary business | parliamentary questions | =PQs | select committees
Legislative process | legislative drafting | secondary legislation | statutory instruments
Public procurement | procurement | sourcing | tendering | Public Contracts Regulations | commissioning
Grant management | grants | grant funding | bid funding
Case management | caseload | managing a caseload | casework
Social work assessments | needs assessments | assessments of need | Care Act assessments
Child protection | looked after children | children in need | child safeguarding > Safeguarding
Housing management | housing allocations | housing options
Tenancy management | tenancies | tenancy sustainment | tenancy agreements > Housing management
Homelessness | homelessness prevention
Anti-social behaviour | =ASB | antisocial behaviour | anti social behaviour
Estate inspections | estate walkabouts | estate management
Rent arrears | arrears | arrears management | income recovery | rent collection
Housing law | housing legislation | Housing Act | landlord and tenant law
Public consultations | consultations | consultation responses | public consultation
Community engagement | community development | public engagement | public consultation | public consultations
Partnership working | multi-agency working | multi-agency | working in partnership
Benefits advice | welfare benefits | welfare rights | Universal Credit
Freedom of Information | FOI | FOIA | Freedom of Information Act
Subject access requests | subject access request | SARs | subject access
Performance management | performance monitoring | performance data
Business cases | Green Book | business case
Equality and diversity | equality impact assessments | EDI | equality, diversity and inclusion
Investigations | conducting investigations | investigative skills
Enforcement | regulatory enforcement
Emergency planning | business continuity | resilience
=Licensing | licensing applications | premises licensing | licensing regime
Planning applications | town planning | development management | planning policy
Environmental health
Civil Service Success Profiles | Success Profiles | civil service behaviours
Council tax | revenues and benefits
# Social work (session 11)
Care Act 2014 | Care Act
Mental Capacity Act | Mental Capacity Act 2005 | =MCA
Deprivation of Liberty Safeguards | =DoLS | Liberty Protection Safeguards | =LPS
Case recording | case notes | case records
Mosaic | Liquidlogic | =LAS | =ContrOCC
Public Contracts Regulations | =PCR 2015 | PCR2015 | Procurement Act 2023 | Procurement Act
# Libraries (session 12 round 2)
Information literacy | information skills | digital literacy teaching
Literature searching | literature searches | literature search | expert searching
Reference management | reference management software
EndNote > Reference management
Zotero > Reference management
Mendeley > Reference management
RefWorks > Reference management
Open access | open access publishing | scholarly communications | scholarly communication
Research data management | =RDM | research data
Reading lists | reading list
Leganto > Reading lists
Talis Aspire > Reading lists
=Alma
Koha
Bibliographic databases | bibliographic database
=MEDLINE > Bibliographic databases
=CINAHL > Bibliographic databases
=Embase > Bibliographic databases
PubMed > Bibliographic databases
Scopus > Bibliographic databases
Web of Science > Bibliographic databases
# Session 13 (adverts-dev 77-88): the field's everyday asks.
Tenant Satisfaction Measures | =TSMs | =TSM
Regulator of Social Housing | consumer standards | =RSH
# Field vocabulary (session 22, round 2), chosen without reading the development cases.
Spending Review
Cost-benefit analysis | cost benefit analysis
Impact assessments | impact assessment
Committee reports | cabinet reports
Trading standards
Service design
=CTC | Counter Terrorist Check > Security clearance
Records management
Children Act 1989 | Children Act
Child in need | =CIN
Youth justice
Public sector equality duty | =PSED
Section 47 | child protection investigations > Child protection
Equality and diversity | =EqIA
`,
  qualifications: `
Social Work England registration | Social Work England | =SWE registered | registered social worker | Social Work degree | social work qualification | =HCPC registered social worker | DipSW
Chartered Institute of Housing | =CIH | CIH Level 4 | CIH Level 3
=RTPI | Chartered Town Planner | MRTPI
CIPS | =MCIPS | CIPS Level 4 | CIPS qualified | Chartered Institute of Procurement and Supply
=ILM | ILM Level 5 | ILM Level 3 | ILM Level 7 | CMI | CMI Level 5 > Team leadership
Best Interests Assessor | =BIA
Practice Educator | Practice Educator Professional Standards | =PEPS
=ASYE | Assessed and Supported Year in Employment
=CILIP | CILIP chartership | chartered librarian | =MCLIP
Librarianship | information science | library and information science
`,
  domains: `
Children's social care | children's services | children and families
Adult social care | adult services
Policing | police | law enforcement
Education sector
Housing sector | social housing sector
Criminal justice | probation
Defence sector | defense | =MOD | Ministry of Defence
`,
  roles: `
Policy Advisor | Policy Adviser | Policy Officer | Policy Analyst | Senior Policy Advisor : Policy development, Ministerial briefings, Stakeholder management, Report writing, Legislative process, Business cases
Social Worker | Senior Social Worker | Children's Social Worker | Adult Social Worker | Approved Mental Health Professional | AMHP : Social Work England registration, Safeguarding, Case management, Social work assessments, Partnership working, Record keeping, Full UK driving licence
Housing Officer | Housing Assistant | Tenancy Officer | Neighbourhood Officer | Housing Manager : Housing management, Case management, Customer service, Partnership working, Chartered Institute of Housing
Procurement Officer | Procurement Manager | Buyer | Category Manager | Purchasing Manager | Commercial Officer : Public procurement, Contract management, Vendor management, Negotiation, CIPS
Civil Servant | Executive Officer | EO | Higher Executive Officer | HEO | Senior Executive Officer | SEO | Administrative Officer | AO | Grade 7 | Grade 6 : Civil Service Success Profiles, Stakeholder management, Policy development, Report writing, Microsoft Office
Caseworker | Case Officer | Case Worker | Advice Worker | Welfare Rights Officer | Benefits Advisor : Case management, Benefits advice, Customer service, Record keeping
Planning Officer | Planner | Town Planner : Planning applications, RTPI, Report writing
Police Officer | Police Constable | PCSO | Detective | Investigator : Investigations, Safeguarding, Record keeping, Full UK driving licence
Community Development Officer | Engagement Officer | Community Engagement Officer : Community engagement, Partnership working, Grant management, Events management
Environmental Health Officer | Licensing Officer | Enforcement Officer : Environmental health, Enforcement, Licensing, Investigations
`,
};
