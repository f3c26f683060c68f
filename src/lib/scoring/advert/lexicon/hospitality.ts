import type { FieldData } from '../types.ts';

/** Hotels, restaurants, bars, catering, events and leisure. */
export const hospitality: FieldData = {
  field: 'hospitality',
  skills: `
Knife skills
Pastry | patisserie | pastry section
Food preparation | food prep | preparing food | mise en place
Cooking | fresh food | cooking from scratch | scratch cooking | a la carte | à la carte | fine dining
Menu planning | menu development | menu design | menu costing
Food safety | food hygiene | food safety management
HACCP > Food safety
Allergen management | allergens | allergen awareness | Natasha's Law
Kitchen management | running a kitchen | kitchen operations
Front of house | =FOH | guest service | guest experience
Table service | waiting tables | silver service | waiting staff
Bar service | bartending | cocktails | cocktail making | mixology | cellar management | cellar
Barista | coffee making | barista skills | espresso
Latte art
Milk texturing | milk steaming | steaming milk | texturing milk
Special diets | dietary requirements | special dietary requirements | therapeutic diets
School Food Standards | school food standards | school meals standards
Reservations | booking systems | reservation systems | OpenTable | ResDiary | SevenRooms
Property management system | =PMS | hotel PMS
Opera PMS | =Opera | Oracle Opera > Property management system
Mews > Property management system
[Check-in and check-out] | check in and check out | check-in and check-out | guest check-in | hotel reception
Housekeeping | room cleaning | cleaning | room attendant
Revenue management | yield management | room revenue | RevPAR
Cost of sales | gross profit | food costing | wastage | margin management
Rota management | rota planning | staff scheduling
Licensing law | licensing objectives | challenge 25
Banqueting | weddings | conference and banqueting
Wine knowledge | wine | sommelier | wine service
Hospitality management | hotel management | hospitality operations
# Field vocabulary (session 22, round 2), chosen without reading the development cases.
=COSHH
Back of house | =BOH
Lightspeed
=Toast
Online travel agents | =OTA | OTAs | Booking.com | Expedia
Night audit
Labour cost control | labour costs
Micros | Oracle Micros
Licensing Act 2003
`,
  qualifications: `
Food Hygiene Certificate | Level 2 Food Hygiene | Level 2 Food Safety | Level 3 Food Safety | Food Safety Level 2 | Food Safety Level 3 | Level 3 Food Hygiene | food hygiene certificate > Food safety
Personal Licence | personal licence holder | =APLH | Award for Personal Licence Holders
NVQ Professional Cookery | Professional Cookery | City and Guilds 706 | Level 3 Professional Cookery | Level 2 Professional Cookery | catering qualification
WSET | WSET Level 2 | WSET Level 3
`,
  domains: `
Hotels | hotel | luxury hotel | boutique hotel | hotel industry
Restaurants | restaurant | high-volume restaurant | fine dining restaurant
Contract catering | catering | hospitality sector | hospitality industry
Pubs | pub | gastropub | bars
Quick service | =QSR | fast food
Leisure industry | leisure centre | leisure centres
`,
  roles: `
Chef | Head Chef | Sous Chef | Chef de Partie | CDP | Commis Chef | Junior Sous Chef | Senior Sous Chef | Pastry Chef | Cook | Kitchen Manager | Executive Chef : Cooking, Food preparation, Food safety, Menu planning, Allergen management, Kitchen management, Cost of sales, Food Hygiene Certificate
Kitchen Porter | Kitchen Assistant | KP : Housekeeping, Food safety, Food preparation
Waiter | Waitress | Waiting Staff | Server | Food and Beverage Assistant | Food Service Assistant | Runner : Table service, Front of house, Food safety, Customer service, Cash handling, Allergen management
Bartender | Bar Staff | Bar Supervisor | Bar Manager | Mixologist | Barback : Bar service, Cash handling, Customer service, Licensing law, Personal Licence
Barista | Coffee Shop Assistant | Café Assistant | Cafe Assistant : Barista, Customer service, Cash handling, Food safety
Restaurant Manager | Assistant Restaurant Manager | General Manager (Hospitality) | Front of House Manager | Pub Manager | Deputy Manager (Hospitality) : Front of house, Team leadership, Rota management, Cost of sales, Food safety, Licensing law, Personal Licence, Customer service
Hotel Receptionist | Front Desk Agent | Front Office Manager | Night Auditor | Guest Services Agent | Reception Manager : Check-in and check-out, Property management system, Reservations, Customer service, Cash handling
Housekeeper | Room Attendant | Head Housekeeper | Housekeeping Supervisor | Cleaner : Housekeeping, Health and safety
Hotel Manager | Revenue Manager | Events Coordinator | Events Manager | Conference and Banqueting Manager : Revenue management, Events management, Banqueting, Team leadership, Budget management
`,
};
