import type { FieldData } from '../types.ts';

/** Human resources, recruitment, learning and development. */
export const hr: FieldData = {
  field: 'hr',
  skills: `
Employee relations | =ER | employee relations casework | ER casework
Employment law | UK employment law | employment legislation
Disciplinary and grievance | disciplinaries | grievances | disciplinary and grievance procedures | disciplinary hearings
Absence management | sickness absence | attendance management
Performance management processes | performance reviews | appraisals | performance improvement plans
[Recruitment] | talent acquisition | resourcing | recruitment campaigns | managing recruitment | end-to-end recruitment | full-cycle recruitment | full cycle recruitment | hiring process
Headhunting | executive search | candidate sourcing | sourcing candidates | Boolean search
LinkedIn Recruiter | LinkedIn Recruiter licence
Interviewing | competency-based interviews | interview scheduling | conducting interviews
Onboarding | employee onboarding | new starter onboarding
HR administration | HR admin | contracts of employment | employment contracts
HRIS | HR systems | HR system | Oracle HCM
# Products are their own terms: a CV showing one shows an HR system.
Workday > HRIS
BambooHR > HRIS
Cezanne > HRIS
iTrent > HRIS
SuccessFactors | SAP SuccessFactors > HRIS
Applicant tracking system | =ATS | applicant tracking systems > HRIS
Bullhorn > Applicant tracking system, CRM
=Greenhouse > Applicant tracking system
=Workable > Applicant tracking system
iCIMS > Applicant tracking system
SmartRecruiters > Applicant tracking system
Teamtailor > Applicant tracking system
Tribepad > Applicant tracking system
Jobvite > Applicant tracking system
Right to work checks | pre-employment checks | pre-employment screening
Learning and development | L&D | training needs analysis | learning management system | LMS
Talent management | succession planning | workforce planning
Reward and benefits | compensation and benefits | pay benchmarking | salary benchmarking
Organisational development | =OD
Organisational design | organization design | org design
Restructures | restructuring | restructure | redundancy | redundancies | redundancy consultations | redundancy programmes | consultation processes
TUPE | TUPE transfers
Employee engagement | engagement surveys
Diversity and inclusion | =D&I | =DEI
Employer branding
HR policies | people policies
# Session 13 (adverts-dev 77-88): the field's everyday asks.
Occupational health | occupational health referrals | OH referrals
# Field vocabulary (session 22, round 2), chosen without reading the development cases.
Job evaluation | =HERA
Gender pay gap reporting | gender pay gap
HiBob > HRIS
=CIPHR > HRIS
Dayforce > HRIS
Sage People > HRIS
People analytics | HR analytics
Culture Amp
Peakon
=ACAS
Psychometric testing | psychometrics
Apprenticeship levy
HR business partnering | HR business partner | =HRBP
Collective bargaining | trade union consultation | union consultation | employee consultation
Storyline | Articulate Storyline | Articulate 360 | Rise 360
`,
  qualifications: `
CIPD | =Assoc CIPD | CIPD qualified
CIPD Level 3 > CIPD
CIPD Level 5 > CIPD
CIPD Level 7 | Chartered MCIPD | =MCIPD | =FCIPD > CIPD
REC qualification | Certificate in Recruitment Practice | =CertRP
`,
  domains: `
[Agency recruitment] | agency recruitment | recruitment consultancy | 360 recruitment | 360 recruiter
In-house recruitment | in-house talent
`,
  roles: `
HR Advisor | HR Adviser | HR Officer | People Advisor | People Partner | HR Generalist | HR Assistant | HR Administrator | HR Coordinator : Employee relations, Employment law, Disciplinary and grievance, Absence management, HR administration, HRIS, CIPD, Onboarding
HR Business Partner | HRBP | HR Manager | Head of HR | People Manager | Head of People | HR Director | People Director : Employee relations, Employment law, Organisational development, Talent management, Change management, CIPD, Stakeholder management, Performance management processes
Recruiter | Recruitment Consultant | Recruitment Coordinator | Talent Acquisition Partner | Talent Acquisition Specialist | Talent Acquisition Manager | Internal Recruiter | Resourcer | Recruitment Advisor : Recruitment, Headhunting, Interviewing, HRIS, Stakeholder management, Employer branding, Right to work checks
L&D Manager | Learning and Development Manager | Training Manager | Training Coordinator | Training Officer : Learning and development, Training delivery, Instructional design, Talent management, Stakeholder management
Reward Manager | Reward Analyst | Compensation and Benefits Manager : Reward and benefits, Excel, Payroll, Employment law
`,
};
