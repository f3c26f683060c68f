import type { FieldData } from '../types.ts';

/** Construction, building trades, engineering maintenance and facilities. */
export const trades: FieldData = {
  field: 'trades',
  skills: `
# Machine design (session 21's fresh adverts)
Bill of materials | bills of materials | =BOM | =BOMs
Engineering change | engineering change management | engineering change notes | engineering change requests
Machine design | machinery design
Special purpose machinery | special-purpose machinery
Servo drives | servo motors | servo systems | motion control
Drainage design | drainage modelling | surface water drainage | foul drainage design
MicroDrainage > Drainage design
InfoDrainage > Drainage design
Highways design | highway design | highways engineering | road design
Civil 3D | AutoCAD Civil 3D > CAD
DMRB | Design Manual for Roads and Bridges
Section 38 agreements | Section 38
Section 278 agreements | Section 278
Construction management | construction project management
Electrical installation | electrical installations | domestic electrical | commercial electrical | wiring | rewires | first fix | second fix
Electrical testing | testing and inspection | inspection and testing | EICR | EICRs | fault finding
Plumbing | pipework | soldering | pipe fitting
Heating systems | wet heating systems | heating installations
Central heating | central heating systems > Heating systems
Boilers | boiler installation | boiler servicing | boiler repairs | combi boilers | combination boilers > Heating systems
Heat pumps | heat pump | heat pump installation | air source heat pumps | ground source heat pumps | =ASHP > Heating systems
Unvented hot water | unvented cylinders | unvented hot water systems | =G3 | G3 unvented
Gas safety | gas installation | gas appliances
Carpentry | joinery | first and second fix carpentry | kitchen fitting
Bricklaying | brickwork | blockwork
Plastering | dry lining | drylining | rendering
Painting and decorating | decorating
Tiling
Roofing
Welding | MIG welding | TIG welding | MMA welding | fabrication
Machining | CNC | CNC machining | lathe | milling
Planned preventative maintenance | =PPM | PPMs | preventative maintenance | planned maintenance | preventive maintenance | planned preventive maintenance
Reactive maintenance | breakdown maintenance | reactive repairs
Mechanical maintenance | mechanical fitting
Mechanical engineering
HVAC | air conditioning | refrigeration | ventilation
PLC | PLCs | PLC programming | programmable logic controllers
Siemens PLC | Siemens | Siemens S7 | Step 7 > PLC
# Siemens' engineering software, asked beside the PLCs it programs.
TIA Portal > Siemens PLC
Allen-Bradley | Allen Bradley | Rockwell | RSLogix | Studio 5000 > PLC
Control systems | control panels | industrial control systems | motor control | inverters | variable speed drives | VSDs
Hydraulics | hydraulic systems
Pneumatics | pneumatic systems
Reading technical drawings | technical drawings | blueprints | engineering drawings | reading drawings
CAD | computer-aided design | CAD software | 3D CAD
AutoCAD > CAD
Revit > CAD
SolidWorks > CAD
Finite element analysis | =FEA | finite element modelling
GD&T | geometric dimensioning and tolerancing
Design for manufacture | =DFM | =DfM | design for manufacturing | =DFMA
Tolerance stack-up | tolerance stack-ups | tolerance stack up | tolerance analysis
BIM | building information modelling
ISO 19650 > BIM
Snagging | snagging lists | snag lists | close out snags
Temporary works | temporary works design | temporary works coordinator | =TWC
Timber frame | timber frame construction | timber-frame | timber frame homes
Modern methods of construction | =MMC | offsite construction | off-site construction | modular construction
Structural design | structural analysis | structural calculations | structural engineering design
Reinforced concrete | reinforced concrete design | =RC design | concrete design
Structural steelwork | steel design | structural steel | steelwork
Masonry | masonry design | brickwork and blockwork
Eurocodes | Eurocode
Tekla | Tekla Structures | Tekla Structural Designer
RAM Concept | RAM Structural System
Robot Structural Analysis | Autodesk Robot
ETABS
SCIA Engineer
MasterSeries
Tedds | Tekla Tedds
Connection design | steel connection design
Embodied carbon | whole life carbon | carbon assessment
Site management | site supervision | managing sites | site manager
Groundworks | excavation | drainage works | drainage installation
Surveying | setting out | land surveying
Estimating | cost estimating | take-offs | bills of quantities
Quantity surveying > Estimating
CDM Regulations | CDM | Construction Design and Management
Method statements | RAMS | risk assessments and method statements
Building regulations | building regs
Power tools | hand tools
Forklift operation | forklift | forklifts | FLT
MEWP | cherry picker | scissor lift | IPAF
Scaffolding | scaffold
Asbestos awareness | asbestos
Working at height | work at height
Confined spaces | confined space
Vehicle maintenance | vehicle repairs | vehicle diagnostics | MOT
Facilities management | building maintenance | estates management
Fire safety | fire alarms | fire risk assessments
Gas safety checks | gas safety check | landlord gas safety checks | landlord safety checks | gas safety inspections | =CP12 > Gas safety
# Plumbing, domestic electrics, aviation maintenance, security, agriculture and architecture (session 11)
Underfloor heating | =UFH > Heating systems
Power flushing | power flushes | power flush > Heating systems
Consumer units | consumer unit | consumer unit upgrades | consumer unit replacements | fuse boards
EV charger installation | EV chargers | EV charger | EV charging | EV charge points | electric vehicle charging | electric vehicle chargers
Solar PV installation | solar PV installs | photovoltaic | photovoltaics | PV systems | battery storage
Borescope inspection | borescope inspections | borescope | boroscope
Non-destructive testing | non destructive testing | =NDT
Line maintenance | base maintenance
Avionics
Aircraft maintenance | aircraft maintenance manual | =AMM | aircraft engineering
Human factors
Technical records | =AMOS
Access control | access control systems
=CCTV | CCTV monitoring | closed-circuit television
Conflict management | conflict resolution | de-escalation | managing conflict
Fire marshal | fire warden | fire marshal training | fire marshall
Telehandler | telehandlers | telescopic handler
Livestock husbandry | livestock | animal husbandry | stockmanship
Arable farming | arable | combinable crops | crop production
Precision farming | precision agriculture | GPS guidance | GPS steering
ArchiCAD > CAD
Building Regulations | building regs | Approved Documents
Construction drawings | construction details | working drawings | technical packages | technical package
RIBA Plan of Work | RIBA stages | RIBA Stage 4
Passivhaus | Passive House
Modern methods of construction | =MMC | offsite construction
Planning applications | planning application | planning submissions
# Construction commercial and manufacturing improvement (session 12 round 2)
Cost planning | cost plans | cost plan
Cost reporting | cost reports | cost report
Interim valuations | interim valuation | valuations of work in progress | interim payments
Final accounts | final account | agreeing final accounts
Compensation events | compensation event | early warnings
Cost value reconciliation | =CVR | cost value reconciliations
Tender analysis | tender evaluation | tender returns
Subcontract procurement | subcontract packages | subcontractor procurement | package procurement
CostX
=CATO
Value stream mapping | =VSM | value stream maps
=SMED | single-minute exchange of die | changeover reduction | quick changeover
=OEE | overall equipment effectiveness
Root cause analysis | =RCA | fishbone | Ishikawa
=8D | 8D problem solving | 8D reports > Root cause analysis
5 Whys | five whys > Root cause analysis
=FMEA | failure mode and effects analysis
=PFMEA | process FMEA > FMEA
=DFMEA | design FMEA > FMEA
Control plans | control plan
Statistical process control | =SPC
=APQP | advanced product quality planning
=PPAP | production part approval process
# Session 13 (adverts-dev 77-88): the field's everyday asks.
Three-phase | three phase | 3-phase | 3 phase | three-phase motors | three-phase supplies
Control circuits | control circuit | control panels | control panel wiring
Compensation events | early warnings | early warning notices > NEC contracts
# Medical devices and product engineering.
Injection moulding | injection molding
Design controls
Design verification | design verification and validation
First article inspection | =FAI
Process validation | =IQ/OQ/PQ | IQ OQ PQ
ISO 13485
ISO 14971
ASME Y14.5 | Y14.5 > GD&T
ISO GPS > GD&T
Product development | new product development | =NPD
# Field vocabulary (session 22, round 2): electrical, maintenance, manufacturing, civil and rail, chosen without
# reading the development cases.
Part P
PAT testing | portable appliance testing
Emergency lighting | BS 5266
Intruder alarms | intruder alarm systems
Structured cabling | data cabling
Fibre splicing | fibre optics | fibre optic
Switchgear
High voltage | =HV
Low voltage | =LV
=SCADA
Instrumentation | instrumentation and control | =C&I
Total productive maintenance | =TPM
Measurement systems analysis | =MSA | Gauge R&R
IATF 16949 | TS 16949
ISO 14001
ISO 45001 | OHSAS 18001
Creo | PTC Creo | Creo Parametric | PTC Creo Parametric > CAD
Siemens NX | =NX CAD > CAD
Navisworks | Navisworks Jetstream > CAD
Computational fluid dynamics | =CFD
Fanuc
Heidenhain
Mazak
Toolmaking | toolmaker
Sheet metal
Building management systems | =BMS
Permit to work | permits to work | permit-to-work
Primavera P6 | =Primavera | =P6
Geotechnical engineering | geotechnical
Railway signalling | signalling
Overhead line equipment | =OLE
DIALux
Amtech
Electrical design
=EASA Part 145 | =Part 145
Excavator | 360 excavator
Slinger signaller | slinger/signaller
Appointed person lifting | lifting operations
Electrical schematics | wiring diagrams | electrical drawings
GNSS | GPS surveying > Surveying
Electrical testing | electrical installation condition reports
Fire safety | fire alarm systems | BS 5839
Welding | =MIG | =TIG | =MMA | MIG welding | TIG welding | MMA welding | coded welder
Machining | CNC programming | CNC milling | CNC turning
`,
  qualifications: `
ICE membership | =ICE | Institution of Civil Engineers | =MICE | Member of the Institution of Civil Engineers > Engineering institution membership
# A member's letters show the body ('CEng MIMechE' shows IMechE membership), as MICE, MCIOB and MRICS do. The
# engineering institutions are one end, so 'the IStructE or ICE' is one gap when the CV shows neither.
IMechE membership | =IMechE | Institution of Mechanical Engineers | =MIMechE | =FIMechE > Engineering institution membership
IET membership | =IET | Institution of Engineering and Technology | =MIET | =FIET > Engineering institution membership
IStructE membership | =IStructE | Institution of Structural Engineers | =MIStructE | =FIStructE > Engineering institution membership
CIBSE membership | =CIBSE | Chartered Institution of Building Services Engineers | =MCIBSE > Engineering institution membership
Engineering institution membership | membership of a professional engineering institution | professional engineering institution
CSCS card | CSCS | CSCS card holder | valid CSCS card | CSCS Gold Card | CSCS Blue Card | Black CSCS
ECS card | =ECS | JIB | JIB card
SMSTS | Site Management Safety Training Scheme
SSSTS | Site Supervisor Safety Training Scheme
NEBOSH | NEBOSH General Certificate | NEBOSH Construction Certificate | NEBOSH Diploma
IOSH | IOSH Managing Safely | IOSH Working Safely
18th Edition | BS 7671 | 18th Edition Wiring Regulations | BS7671 | City and Guilds 2382 | C&G 2382
2391 | City and Guilds 2391 | C&G 2391 | Inspection and Testing qualification | 2394 | 2395
NVQ Level 3 Electrical | NVQ Level 3 Electrotechnical | Level 3 Electrical Installation | Electrotechnical NVQ | AM2 | approved electrician | qualified electrician
Gas Safe | Gas Safe registered | Gas Safe registration
ACS | =ACS | ACS gas | ACS qualifications | ACS certification
NVQ | NVQ Level 2 | NVQ 2 or 3 | City and Guilds | C&G | trade qualification | BTEC | HNC | HND
NVQ Level 3 | Level 3 NVQ > NVQ
HNC in Mechanical Engineering | HNC Electrical | HNC Engineering | HND Engineering | HNC/HND > NVQ
F-Gas | F Gas | F-Gas certification
CPCS | NPORS | CPCS card
PASMA
First aid at work | first aid certificate | first aider | first aid | FAW | emergency first aid at work | EFAW
Chartered Engineer | CEng | IEng | Incorporated Engineer
MRICS | RICS | chartered surveyor
CIOB | MCIOB
A&P licence | =A&P | Airframe and Powerplant | FAA A&P | A&P certificate | A&P mechanic
EASA Part-66 | Part-66 | Part 66 | Part-66 licence | B1 licence | B2 licence
Type rating | type ratings | type-rated
SIA licence | =SIA | SIA badge | SIA Security Guarding | SIA Door Supervisor | SIA Security Guarding licence | door supervisor licence
BS 7858 | BS7858 | BS 7858 vetting | BS 7858 screening
BASIS certificate | =BASIS | BASIS Certificate in Crop Protection
=FACTS | FACTS qualification | FACTS qualified
=PA1
=PA2
=PA6
Red Tractor | Red Tractor assurance
CIAT | =MCIAT | Chartered Architectural Technologist | Chartered Institute of Architectural Technologists
=ARB | Architects Registration Board | ARB registered
Water Regulations | =WRAS | Water Supply Regulations | Water Regs
NVQ Level 3 Plumbing | Level 3 Plumbing | plumbing qualification | NVQ Level 3 in Plumbing > NVQ
=OZEV | OZEV-approved | OZEV approved installer
=MCS | MCS certification | MCS certified | MCS accredited
NEC contracts | =NEC | =NEC3 | =NEC4 | NEC3 ECC | NEC4 ECC | NEC Engineering and Construction Contract
JCT contracts | =JCT
ISO 9001 | ISO9001
=AS9100 | AS 9100 | AS9100D
# Session 13 (adverts-dev 77-88): the field's everyday asks.
Personal Track Safety | =PTS | PTS card
=EngTech | Engineering Technician
=IMI | Institute of the Motor Industry
Senior Authorised Person | Authorised Person HV > High voltage
`,
  domains: `
Construction industry | construction | construction sector | building sites | construction sites
Commercial construction | commercial projects
Residential property | domestic properties | residential properties | new build | new builds | housebuilding
Social housing | housing association | housing associations
Civil engineering | infrastructure projects | rail
Oil and gas | energy sector | renewables | renewable energy | solar | solar PV
`,
  roles: `
Electrician | Approved Electrician | Qualified Electrician | Maintenance Electrician | Domestic Electrician | Commercial Electrician : 18th Edition, NVQ Level 3 Electrical, Electrical installation, Electrical testing, ECS card, Full UK driving licence
Plumber | Plumbing and Heating Engineer | Heating Engineer | Gas Engineer | Boiler Engineer : Plumbing, Heating systems, Gas Safe, Full UK driving licence, NVQ
Carpenter | Joiner | Site Carpenter | Shopfitter : Carpentry, Power tools, Reading technical drawings, CSCS card, NVQ
Bricklayer : Bricklaying, CSCS card, NVQ, Reading technical drawings
Plasterer | Painter and Decorator | Decorator | Tiler | Roofer : CSCS card, NVQ, Health and safety
Labourer | General Labourer | Site Labourer | Groundworker : CSCS card, Health and safety, Power tools, Manual handling
Site Manager | Construction Manager | Project Manager (Construction) | Site Supervisor | Foreman : SMSTS, CSCS card, First aid at work, Site management, CDM Regulations, Health and safety, Method statements, Reading technical drawings
Quantity Surveyor | Estimator | Commercial Manager : Estimating, Contract management, MRICS, Budget management
Maintenance Engineer | Multi-skilled Engineer | Multi-skilled Maintenance Engineer | Maintenance Technician | Mechanical Engineer | Engineering Technician | Maintenance Fitter : Mechanical maintenance, Electrical testing, Planned preventative maintenance, PLC, Hydraulics, NVQ, HNC in Mechanical Engineering
HVAC Engineer | Air Conditioning Engineer | Refrigeration Engineer : HVAC, F-Gas, Full UK driving licence
Welder | Fabricator | Welder Fabricator : Welding, Reading technical drawings, Power tools
CNC Machinist | Machinist | CNC Operator : Machining, Reading technical drawings
Facilities Manager | Facilities Coordinator | Building Manager : Facilities management, Planned preventative maintenance, Health and safety, Contract management, Fire safety, IOSH
Health and Safety Advisor | Health and Safety Manager | HSE Advisor | SHEQ Advisor : NEBOSH, Health and safety, Risk management, IOSH
Vehicle Technician | Mechanic | Motor Mechanic | HGV Technician : Vehicle maintenance, NVQ, Full UK driving licence
`,
};
