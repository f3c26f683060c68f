import type { FieldData } from '../types.ts';

/** Nursing, care, allied health and healthcare administration (NHS terms first). */
export const health: FieldData = {
  field: 'health',
  skills: `
# Acute flow and digital clinical safety (session 21's fresh adverts)
Patient flow | flow management
Bed management | bed managers
Clinical safety | clinical safety standards | =DCB0129 | =DCB0160 | clinical risk management standards
Patient confidentiality | Caldicott principles | Caldicott
Molecular biology
Tracheostomy care | tracheostomy
Laboratory management | lab management
Systematic reviews | systematic review | meta-analysis
DNA extraction | RNA extraction | DNA/RNA extraction | nucleic acid extraction
Patient care | direct patient care | patient-centred care | person-centred care | holistic care
Care planning | care plans | care plan
Medication administration | medication | medications | administering medication | administration of medication | medicines management | drug rounds | medication rounds | administer medication
Wound care | wound management | tissue viability | dressings
Venepuncture | phlebotomy | taking bloods | blood taking
Cannulation | cannulas | IV cannulation
IV therapy | intravenous therapy | IV medication | IV drugs
Catheterisation | catheter care | catheterization
Clinical observations | observations | vital signs | obs | NEWS2 | early warning scores
Triage | triaging
Infection control | infection prevention and control | IPC | infection prevention
Safeguarding | safeguarding adults | safeguarding children | safeguarding vulnerable adults
Manual handling | moving and handling | patient handling
Basic life support | BLS | CPR
# Nurse education (session 17)
Preceptorship | preceptor | preceptors | preceptor program | preceptor programme | precepting
Quality improvement | =QI | quality improvement projects | continuous quality improvement
Competency validation | competency assessment | competency assessments | competency sign-off
Immediate life support | ILS
Advanced life support | ALS
Paediatric life support | PLS | EPLS | PILS
Clinical assessment | patient assessment | health assessments | assessing patients
Discharge planning | patient discharge | discharges
Record keeping | clinical documentation | clinical notes | record-keeping | documentation and record keeping
Electronic patient records | =EPR | electronic health records | =EHR
EMIS | EMIS Web > Electronic patient records
SystmOne > Electronic patient records
Cerner > Electronic patient records
=Epic > Electronic patient records
Mental health | mental health care | mental health support
Dementia care | dementia
End of life care | palliative care | end-of-life care
Personal care | washing and dressing
Continence care | continence management | continence support | catheter and continence care
Pressure area care | pressure care | pressure ulcer prevention | pressure area management
Mentorship | practice assessor | practice supervisor | mentoring students
Clinical governance | clinical audit | clinical audits
Prescribing | non-medical prescribing | independent prescriber | V300
Physiotherapy > Rehabilitation
Rehabilitation | rehab | reablement
Occupational therapy
Radiography | X-ray | imaging | CT | MRI
Pharmacy | dispensing
Theatre | theatres | perioperative | scrub | anaesthetics | recovery nursing
Intensive care | ICU | critical care | ITU | HDU
Emergency care | A&E | emergency department | =ED | urgent care
Midwifery | antenatal | postnatal | labour ward
Health visiting
Community nursing | district nursing | community care
Care Certificate
Clinical coding | ICD-10 | OPCS
Medical terminology
Leg ulcer management | leg ulcers | leg ulcer care | compression bandaging | compression therapy > Wound care
Insulin administration | insulin | insulin injections | diabetes care | diabetes management
MAR charts | MAR chart | =eMAR | medication administration records > Medication administration
Hoists | hoist | hoisting | ceiling hoists | stand aids | slide sheets > Manual handling
# Pharmacy, veterinary nursing and clinical research (session 11)
Medicines reconciliation | medicines optimisation | medication review | medication reviews | structured medication reviews
Clinical checks | clinical check | clinical checking | clinical screening
Pharmacy First
New Medicine Service | =NMS
Vaccinations | vaccination | flu vaccinations | flu vaccination | immunisations | immunisation | vaccine administration
Anaesthesia monitoring | anaesthesia | anaesthetic monitoring | monitoring anaesthesia
Radiography | radiographs | diagnostic imaging
Clinical research | clinical studies
Informed consent | obtaining consent | consenting participants
Electronic data capture | =EDC | =REDCap | Medidata Rave | Medidata
IRB submissions | =IRB | institutional review board | research ethics committee | ethics submissions
Good Clinical Practice | ICH GCP | ICH-GCP | =ICH | GCP training
Small animal | small animal practice | companion animals
# Dental nursing, physiotherapy, mental health (talking therapies) and hospital pharmacy (session 12)
Dental nursing
Decontamination | instrument decontamination | sterilisation of instruments
HTM 01-05 | HTM01-05
Dental radiography | dental radiographs | dental X-rays > Radiography
Software of Excellence | =SOE | =R4
Oral health education
=Invisalign | clear aligners
MSK | musculoskeletal | MSK physiotherapy > Physiotherapy
First contact practitioner | =FCP | first contact physiotherapy
Acupuncture | dry needling
Injection therapy | joint injections
Clinical reasoning
Differential diagnosis
Exercise prescription | exercise therapy
Outcome measures | outcome measure
Mental Health Act | Mental Health Act 1983 | =MHA
CBT | cognitive behavioural therapy | cognitive behavioral therapy | low intensity CBT | low-intensity CBT
PHQ-9 | PHQ9
GAD-7 | GAD7
Guided self-help
Behavioural activation
Psychoeducation | psycho-education
=IAPTus
NICE guidelines | NICE guidance
Service evaluation
Accuracy checking | final accuracy checking | final accuracy check
=JAC
=EPMA | electronic prescribing and medicines administration
Controlled drugs | controlled drug
Aseptic services | aseptic | aseptic preparation
Clinical trials | clinical trial > Clinical research
Drug histories | drug history | medication histories
Medicines management
# Occupational therapy (session 12 round 2)
Functional assessments | functional assessment | functional capacity assessment
Splinting | splints
Model of Human Occupation | =MOHO
=AMPS | Assessment of Motor and Process Skills
# Session 13 (adverts-dev 77-88): the field's everyday asks.
Rostering | e-rostering | staff rostering | rota management
HealthRoster | Allocate HealthRoster > Rostering
=Datix
# Laboratory science and surgical nursing (session 15): each technique its own term.
Cell culture | mammalian cell culture | tissue culture
Aseptic technique | aseptic techniques
Western blotting | western blot | western blots
Flow cytometry | =FACS
=qPCR | RT-qPCR | quantitative PCR
=CRISPR | CRISPR-Cas9 | CRISPR screens
Cell-based assays | cell-based assay | cell assays
Electronic lab notebooks | electronic lab notebook | electronic laboratory notebook | =ELN
Next-generation sequencing | next generation sequencing | =NGS
Bioinformatics
Good Laboratory Practice | =GLP
=GxP
Lab automation | laboratory automation | liquid handling
Pre-operative assessment | pre-op assessment | preoperative assessment
Enhanced recovery | enhanced recovery after surgery | =ERAS
# Primary care nursing: the clinics a practice nurse runs.
Cervical screening | cervical cytology | smear tests | smear taking | sample taker
Travel health | travel medicine | travel health advice
Chronic disease management | long-term conditions | long-term condition management | long-term condition reviews | LTC reviews
Anaphylaxis | anaphylaxis management
ECGs | =ECG | electrocardiograms | 12-lead ECG
Leg ulcer management | leg ulcers | leg ulcer care | Doppler assessment
# Field vocabulary (session 22, round 2): nursing, care and allied health, chosen without reading the development cases.
Sepsis | sepsis management | Sepsis Six
ABCDE assessment | ABCDE approach
Manchester Triage System | Manchester Triage > Triage
Enteral feeding | =PEG feeding | nasogastric feeding | NG feeding
Syringe drivers | syringe driver
Falls prevention | falls management | falls risk assessment | patient falls | falls reduction
CQC standards | CQC regulations | CQC compliance | CQC fundamental standards | CQC inspections
SNOMED CT | =SNOMED
=HL7 | =FHIR | HL7 FHIR
Asthma reviews | asthma management | asthma care
COPD | COPD reviews | COPD management
Spirometry
Minor illness
Minor injuries | minor injury
School nursing
Operating department practice | =ODP
Neonatal care | neonatal | =NICU
=CTG | cardiotocography
Trauma-informed care | trauma-informed practice | trauma informed
Crisis intervention
Positive behaviour support | =PBS
Challenging behaviour | behaviours that challenge
Substance misuse | addiction
Dual diagnosis
Speech and language therapy | speech therapy
Dietetics
Ultrasound | sonography
Blood glucose monitoring | blood glucose
Fluid balance | fluid balance charts
Stoma care
Nutrition and hydration | =MUST screening | malnutrition universal screening tool
Waterlow | Waterlow scoring
Motivational interviewing
Revalidation | NMC revalidation
Conflict management | =PMVA | =MAPA | breakaway techniques
`,
  qualifications: `
Registered Nurse | registered general nurse | =RGN | =RN | Adult Nurse | adult nursing | registered adult nurse | qualified nurse | staff nurse
Registered Mental Health Nurse | =RMN | mental health nurse > Registered Nurse
Registered Children's Nurse | =RSCN | children's nurse | paediatric nurse > Registered Nurse
Registered Learning Disability Nurse | =RNLD | learning disability nurse > Registered Nurse
Registered Midwife | =RM | midwife
NMC registration | NMC PIN | NMC | active NMC PIN | Nursing and Midwifery Council | NMC registered > Registered Nurse
HCPC registration | HCPC | HCPC registered | Health and Care Professions Council
GMC registration | GMC | GMC registered
GPhC registration | GPhC
Nursing degree | BSc Nursing | BSc (Hons) Nursing | Nursing diploma > Registered Nurse, Degree
# US nursing (session 17): the licence, degrees and certifications as US adverts write them.
RN license | RN licence | registered nurse license | nursing license | nursing licence | multistate license | multistate compact license | compact license > Registered Nurse
BSN | Bachelor of Science in Nursing | =BScN > Nursing degree
MSN | Master of Science in Nursing > Master's degree
Nursing Professional Development certification | NPD-BC | Nursing Professional Development
NVQ Level 3 in Health and Social Care | Level 3 Health and Social Care | Level 3 Diploma in Health and Social Care | Level 3 Diploma in Adult Care | Level 3 Adult Care | NVQ 3 | QCF Level 3 | RQF Level 3
NVQ Level 2 in Health and Social Care | Level 2 Health and Social Care | NVQ 2 | QCF Level 2 | Level 2 Diploma in Health and Social Care | Level 2 Diploma in Care | Level 2 Adult Care
Level 5 Diploma in Leadership for Health and Social Care | Level 5 Diploma | Level 5 Leadership | Level 5 Diploma in Leadership and Management for Adult Care | Registered Manager Award
Nursing Associate | Registered Nursing Associate | =TNA
MPharm | Master of Pharmacy > Degree
RCVS registration | =RCVS | =RVN | Registered Veterinary Nurse | veterinary nursing qualification | veterinary nursing
Certificate in Advanced Veterinary Nursing | =CertAVN
=CCRP | Certified Clinical Research Professional
=ACRP | =CCRC | ACRP certification
CITI training | =CITI | CITI certificate
GDC registration | =GDC | GDC registered
National Diploma in Dental Nursing > Dental nursing
=NEBDN
Chartered Society of Physiotherapy | =CSP | =MCSP > Physiotherapy
Postgraduate Certificate in Low Intensity Psychological Interventions | Low Intensity Psychological Interventions | PWP training
=BABCP | BABCP accreditation
=BPS | British Psychological Society
Accredited Checking Pharmacy Technician | =ACPT | accredited checking technician
Pharmaceutical Science | Level 3 Pharmaceutical Science | Principles and Practice for Pharmacy Technicians
# Session 13 (adverts-dev 77-88): the field's everyday asks.
Mary Seacole Programme | Mary Seacole | Mary Seacole leadership programme
Advanced paediatric life support | =APLS > Paediatric life support
Paediatric advanced life support | =PALS > Paediatric life support
`,
  domains: `
Acute care | acute setting | acute hospital | acute ward | acute wards | acute medical unit | acute assessment unit | acute surgical unit | acute medicine
Primary care | GP surgery | general practice
Social care | adult social care
Domiciliary care | home care
Residential care | care home | nursing home
Learning disabilities | learning disability
Paediatrics | paediatric | children's services
Oncology | cancer care
Cardiology | cardiac
Respiratory
Orthopaedics | orthopaedic
Surgery | surgical | surgical ward
General medicine | medical ward | medical wards
Elderly care | older people | care of the elderly | older adults
Neurology
Renal
`,
  roles: `
Staff Nurse | Registered Nurse | Nurse | RGN | Band 5 Nurse | Ward Nurse | Adult Nurse : Registered Nurse, NMC registration, Patient care, Medication administration, Clinical observations, Care planning, Infection control, Safeguarding, Record keeping, Wound care
Senior Staff Nurse | Sister | Charge Nurse | Ward Manager | Band 6 Nurse | Deputy Ward Manager | Nurse Manager : Registered Nurse, NMC registration, Team leadership, Clinical governance, Patient care, Medication administration, Safeguarding, Mentorship, Care planning
Mental Health Nurse | RMN : Registered Mental Health Nurse, NMC registration, Mental health, Risk management, Care planning, Safeguarding, Medication administration
Community Nurse | District Nurse : Registered Nurse, NMC registration, Community nursing, Wound care, Care planning, Full UK driving licence, Clinical assessment
Healthcare Assistant | Health Care Assistant | HCA | Clinical Support Worker | Nursing Assistant : Personal care, Patient care, Clinical observations, Infection control, Manual handling, Care Certificate, Safeguarding
Care Assistant | Carer | Support Worker | Care Worker | Senior Carer | Senior Care Assistant : Personal care, Care planning, Medication administration, Safeguarding, Manual handling, Care Certificate, Dementia care
Midwife : Registered Midwife, NMC registration, Midwifery, Safeguarding, Clinical assessment
Physiotherapist | Occupational Therapist | Radiographer | Paramedic : HCPC registration, Clinical assessment, Record keeping, Patient care
Pharmacist | Pharmacy Technician : GPhC registration, Pharmacy, Medication administration
Phlebotomist : Venepuncture, Infection control, Patient care
Medical Secretary | Ward Clerk | Medical Receptionist | GP Receptionist : Medical terminology, Electronic patient records, Customer service, Microsoft Office
Doctor | Junior Doctor | GP | General Practitioner | Consultant : GMC registration, Clinical assessment, Prescribing
Care Home Manager | Registered Manager : Level 5 Diploma in Leadership for Health and Social Care, Safeguarding, Care planning, Team leadership, Social care
Dental Nurse | Qualified Dental Nurse | Trainee Dental Nurse : Dental nursing, GDC registration, Decontamination, Infection control, Dental radiography
Psychological Wellbeing Practitioner | PWP : CBT, Guided self-help, Behavioural activation, Mental health, Safeguarding
`,
};
