import type { FieldData } from '../types.ts';

/** Schools, early years, further and higher education. */
export const teaching: FieldData = {
  field: 'teaching',
  skills: `
# Exam boards and maths schemes (session 21's fresh adverts)
=AQA
Pearson Edexcel | Edexcel
White Rose Maths | White Rose
Educational technology | EdTech | ed tech | education technology | technology in the classroom
Parent communication | parental engagement | communicating with parents | parent partnership
# A school's management information system and its products: each product shows the family ('SIMS or another MIS').
School MIS | =MIS | management information system | management information systems | school information management system
SIMS | =SIMS.net > School MIS
=Arbor | Arbor MIS > School MIS
Bromcom > School MIS
iSAMS > School MIS
ScholarPack > School MIS
Lesson planning | planning lessons | lesson plans | curriculum planning
Behaviour management | classroom management | managing behaviour | behaviour for learning
Differentiation | differentiated learning | differentiating
Assessment for learning | formative assessment | assessing pupils | marking and assessment | marking | pupil assessment
Curriculum development | curriculum design
Phonics | synthetic phonics | Letters and Sounds
Read Write Inc | =RWI | Read Write Inc Phonics > Phonics
Early Years Foundation Stage | EYFS
National Curriculum | GCSE teaching | A Level teaching
Key Stage 1 | =KS1 > National Curriculum
Key Stage 2 | =KS2 > National Curriculum
Key Stage 3 | =KS3 > National Curriculum
Key Stage 4 | =KS4 > National Curriculum
Key Stage 5 | =KS5 | sixth form teaching > National Curriculum
Special educational needs | =SEN | =SEND | SEN support | special needs | additional needs | =ALN
Safeguarding children | child protection | Keeping Children Safe in Education | KCSIE > Safeguarding
Pastoral care | pastoral support | form tutor | pastoral
Tutoring | one-to-one tuition | small group tuition | small group interventions | reading interventions
Online learning | e-learning | blended learning | Google Classroom | Microsoft Teams for Education
Instructional design | learning design | course design
Training delivery | delivering training | facilitation | training sessions | running workshops
Autism | =ASD | =ASC | autism spectrum
Team Teach | positive handling | =PRICE training
Further Mathematics | Further Maths
Makaton
British Sign Language | =BSL | sign language
# Early years and further education (session 12)
Key person | key person approach
=Tapestry | Tapestry learning journal
Prevent duty | =Prevent
EAL | English as an additional language
End-point assessment | =EPA | end point assessment
Smart Assessor
Apprenticeships | apprenticeship delivery | apprenticeship programmes
Workshop practice
Education Inspection Framework | =EIF
# Session 13 (adverts-dev 77-88): the field's everyday asks.
Exams administration | exam administration | examinations administration | exams office
Access arrangements | exam access arrangements
Invigilation | invigilators | invigilating | exam invigilation
Post-results services | post results services | reviews of marking
Progress 8 | Attainment 8
Speech, language and communication needs | =SLCN | speech and language needs
# Pastoral leadership (session 15)
Restorative practice | restorative approaches | restorative justice
=CPOMS
=MyConcern
Mental Health First Aid | =MHFA | mental health first aider
# School leadership: how teaching is improved.
Lesson observation | lesson observations | learning walks
Instructional coaching
# Higher education: research and its methods.
Research methods | research methodology
Quantitative methods | quantitative research methods | quantitative research
Qualitative methods | qualitative research | qualitative analysis
Science communication | science communications | research communication | public understanding of science
Knowledge exchange
Open science | open research
Research Excellence Framework | =REF
# Field vocabulary (session 22, round 2), chosen without reading the development cases.
Guided reading
Maths mastery | mastery approach | teaching for mastery
Differentiation | adaptive teaching
Summative assessment
Individual education plans | =IEP | IEPs
Dyslexia | dyslexic learners
=ADHD
=PECS
Exam preparation | revision sessions
Combined science
Triple science | separate sciences
Required practicals
Coursework | =NEA | non-examined assessment
Schemes of work | scheme of work
Subject leadership | subject leader
Early Career Framework | =ECF
Little Wandle | Little Wandle Letters and Sounds > Phonics
EHCP | EHCPs | Education, Health and Care Plan | Education, Health and Care Plans | Education Health and Care Plan | Education Health and Care Plans
SEND Code of Practice | SEN Code of Practice > Special educational needs
=SEMH | social, emotional and mental health
Seesaw
ClassDojo | Class Dojo
Satchel One | Show My Homework
Accelerated Reader
`,
  qualifications: `
# An advert for an NQT is met by a CV with QTS (the owner's rule). Not ECTs: adverts name them mostly as the teachers
# a post inducts or mentors ('the induction of ECTs'), which a CV does not show by having been one.
# 'A qualified teacher' is asked apart from QTS: a CV's 'Newly Qualified Teacher' is one, but shows no QTS as printed.
QTS | Qualified Teacher Status | =QTLS | qualified teacher learning and skills > NQT, Qualified teacher
Qualified teacher | qualified teachers
NQT | Newly Qualified Teacher
PGCE | Postgraduate Certificate in Education | PGDE | School Direct | SCITT > QTS
Early Years Teacher Status | EYTS
Level 3 Early Years | Level 3 Early Years Educator | Level 3 childcare | CACHE Level 3 | NNEB | Level 3 in Childcare
Paediatric first aid | paediatric first aid certificate
NPQH > NPQ
NPQSL > NPQ
NPQML > NPQ
NPQ | National Professional Qualification
SENCO qualification | National Award for SEN Coordination | NASENCO
Level 3 Teaching Assistant | Level 3 Supporting Teaching and Learning | Level 2 Supporting Teaching and Learning | HLTA
Level 5 Diploma in Education and Training | =DET | Level 3 Award in Education and Training | =AET | PTLLS | CTLLS | DTLLS
Assessor qualification | =CAVA | A1 assessor | TAQA
EYPS | Early Years Professional Status
T Levels | T Level
Cert Ed | Certificate in Education
Assessing Vocational Achievement | Level 3 Award in Assessing Vocational Achievement > Assessor qualification
NPQLBC | NPQ in Leading Behaviour and Culture | NPQ for Leading Behaviour and Culture
HEA Fellowship | Fellowship of the Higher Education Academy | =FHEA | =SFHEA | Advance HE Fellowship
=A level | =A Level | =A levels | =A Levels | =A-level | =A-Level | =A-levels | =A-Levels
International Baccalaureate | =IB Diploma
=CELTA
=DELTA | Diploma in Teaching English to Speakers of Other Languages
=TEFL | =TESOL
=ESOL
=WJEC | Eduqas
`,
  domains: `
Primary education | primary school | primary schools
Secondary education | secondary school | secondary schools | high school | high schools
Further education | =FE | FE college
Higher education | =HE | university sector
Early years | nursery | preschool | pre-school
Alternative provision | pupil referral unit | PRU
`,
  roles: `
Teacher | Class Teacher | Primary Teacher | Primary School Teacher | Secondary Teacher | Secondary School Teacher | Maths Teacher | English Teacher | Science Teacher | Subject Teacher | NQT | ECT | Early Career Teacher : QTS, Lesson planning, Behaviour management, Differentiation, Assessment for learning, Safeguarding, National Curriculum
Head of Department | Head of Year | Subject Lead | Subject Leader | Curriculum Lead | Assistant Headteacher | Deputy Headteacher | Headteacher | Head Teacher : QTS, Curriculum development, Team leadership, Safeguarding, Behaviour management, NPQH
SEN Teacher | SEND Teacher | Special Needs Teacher | SENCO | SENDCo : QTS, Special educational needs, Safeguarding, Behaviour management, Differentiation
Teaching Assistant | Learning Support Assistant | LSA | TA | HLTA | Classroom Assistant | SEN Teaching Assistant : Special educational needs, Safeguarding, Behaviour management, Phonics, Tutoring, Level 3 Teaching Assistant
Nursery Practitioner | Early Years Practitioner | Early Years Educator | Nursery Nurse | Nursery Assistant | Room Leader : Level 3 Early Years, Early Years Foundation Stage, Safeguarding, Paediatric first aid
Lecturer | FE Lecturer | Tutor | Assessor | Trainer : Training delivery, Lesson planning, Level 5 Diploma in Education and Training, Assessment for learning, Safeguarding
Learning and Development Specialist | L&D Specialist | Learning Designer | Instructional Designer : Instructional design, Training delivery, Online learning
`,
};
