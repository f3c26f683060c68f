import { describe, expect, test } from 'vitest';
import { classifyContactPart, findPhone, parseLocation, splitContactRun } from '../../../src/server/cv-parse/structure/contact.ts';
import { looksLikeName, nameCase, splitName } from '../../../src/server/cv-parse/structure/header.ts';
import { textToLines } from '../../../src/server/cv-parse/extract/txt.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';

describe('contact parts', () => {
  test.each([
    ['Email: jane.doe@example.co.uk', { kind: 'email', value: 'jane.doe@example.co.uk' }],
    ['m.schafer@outlook.com', { kind: 'email', value: 'm.schafer@outlook.com' }],
    ['Phone: 303-555-0152', { kind: 'phone', value: '303-555-0152' }],
    ['+44 (0)7700 900728', { kind: 'phone', value: '+44 (0)7700 900728' }],
    ['(555) 984-4518', { kind: 'phone', value: '(555) 984-4518' }],
    ['LinkedIn: https://www.linkedin.com/in/jane', { kind: 'link', value: { title: 'LinkedIn', url: 'https://www.linkedin.com/in/jane' } }],
    ['github.com/janedoe', { kind: 'link', value: { title: 'GitHub', url: 'github.com/janedoe' } }],
    ['Portfolio: https://jane.design', { kind: 'link', value: { title: 'Portfolio', url: 'https://jane.design' } }],
    ['Address: Columbus, United States', { kind: 'location', value: { city: 'Columbus', country: 'United States' } }],
    ['Nottingham, United Kingdom', { kind: 'location', value: { city: 'Nottingham', country: 'United Kingdom' } }],
  ])('%s', (part, expected) => {
    expect(classifyContactPart(part)).toMatchObject(expected);
  });

  test('longer labels ("Street Address:", "Mobile Number :", "Contact No.") are no part of the detail they label', () => {
    expect(classifyContactPart('Mobile Number : +44 7700 900123')).toMatchObject({ kind: 'phone', value: '+44 7700 900123' });
    expect(classifyContactPart('Contact No. 98765 43210')).toMatchObject({ kind: 'phone', value: '98765 43210' });
    // A neighbourhood, like a district, is no town while the town follows it.
    expect(classifyContactPart('Street Address: 12, Nile st, second district, fifth neighbourhood, New Town City')).toMatchObject({
      kind: 'location',
      value: { city: 'New Town City', country: '' },
    });
  });

  test('a date range is not a phone number', () => {
    expect(findPhone('2019 - 2021')).toBeNull();
    expect(findPhone('07/2021 - 12/2022')).toBeNull();
  });

  test('a place needs a known country unless it is labelled', () => {
    expect(parseLocation('Data Science, Machine Learning')).toBeNull();
    expect(parseLocation('Location: Leeds', true)).toEqual({ city: 'Leeds', country: '' });
  });

  test('a postcode after the country, as a part of its own or after a dash, is no part of the place', () => {
    expect(parseLocation('MEDELLIN, ANT, COLOMBIA, 050021')).toEqual({ city: 'MEDELLIN', country: 'COLOMBIA' });
    expect(parseLocation('Nagpur, Maharashtra, India, 440010')).toEqual({ city: 'Nagpur', country: 'India' });
    expect(parseLocation('Salem, India - 636007')).toEqual({ city: 'Salem', country: 'India' });
  });

  test('a header place without how the person works; a state alone names no town', () => {
    expect(parseLocation('Leeds, Open to relocation', false, true)).toEqual({ city: 'Leeds', country: '' });
    expect(parseLocation('Berlin, Germany, Fully Remote')).toEqual({ city: 'Berlin', country: 'Germany' });
    expect(parseLocation('Missouri, Fully Remote', false, true)).toBeNull();
    expect(parseLocation('New York', false, true)).toEqual({ city: 'New York', country: '' });
    // Capitals run into lower case spell a handle, not a town.
    expect(parseLocation('ACEMerlin', false, true)).toBeNull();
    expect(parseLocation('McAllen', false, true)).toEqual({ city: 'McAllen', country: '' });
  });

  test('a place label is a whole word, misspelt or qualified', () => {
    expect(parseLocation('Homestead, PA')).toEqual({ city: 'Homestead', country: '' });
    expect(parseLocation('Cityville, Nigeria')).toEqual({ city: 'Cityville', country: 'Nigeria' });
    expect(classifyContactPart('Adress: Leeds, United Kingdom')).toEqual({ kind: 'location', value: { city: 'Leeds', country: 'United Kingdom' } });
    expect(classifyContactPart('Mailing address: Leeds, United Kingdom')).toEqual({ kind: 'location', value: { city: 'Leeds', country: 'United Kingdom' } });
  });
});

describe('places', () => {
  test.each([
    ['Austin, TX', { city: 'Austin', country: '' }],
    ['Chicago, IL 60614', { city: 'Chicago', country: '' }],
    ['Calle de Alcalá 45, 28014 Madrid, Spain', { city: 'Madrid', country: 'Spain' }],
    ['London SW1A 1AA, UK', { city: 'London', country: 'UK' }],
    ['Department of Genetics, University of Cambridge, Cambridge, UK', { city: 'Cambridge', country: 'UK' }],
    ['Pune, Maharashtra, India', { city: 'Pune', country: 'India' }],
    // A post-office box is no town; a country may be printed by its formal name.
    ['P.O Box 62891, Nairobi, 00200, Republic of Kenya', { city: 'Nairobi', country: 'Republic of Kenya' }],
    ['Lagos, Federal Republic of Nigeria', { city: 'Lagos', country: 'Federal Republic of Nigeria' }],
    // An Indian address ends in its town and PIN code; the full stop closing a line is no part of the town.
    ['12/4, Gandhi Nagar, 2nd Street, Madurai-625020', { city: 'Madurai', country: '' }],
    ['Plot No. 7, New Colony, Nashik. 422001, India', { city: 'Nashik', country: 'India' }],
    ['1420 Larimer Street, Apt 4B, Denver, CO 80202', { city: 'Denver', country: '' }],
    ['Mariahilfer Straße 88, 1070 Wien, Österreich', { city: 'Wien', country: 'Österreich' }],
    // Swedish, Czech, Slovak and Greek postal codes are five digits with a space after the third.
    ['Storgatan 5, 114 55 Stockholm, Sweden', { city: 'Stockholm', country: 'Sweden' }],
    ['Květná 3, Brno-Černovice, 618 00, Czechia', { city: 'Brno-Černovice', country: 'Czechia' }],
    // A Canadian province's code after the town is a region, with or without its postal code.
    ['Calgary, AB', { city: 'Calgary', country: '' }],
    ['Halifax, NS B3H 4R2', { city: 'Halifax', country: '' }],
    // A country after the state and ZIP code with no comma between.
    ['500 Main St, Boise, ID 83702 USA', { city: 'Boise', country: 'USA' }],
    // A quarter before the town: the town is the part the gazetteer knows.
    ['Flat 4, 12 MG Road, Indiranagar, Bangalore, Karnataka, India', { city: 'Bangalore', country: 'India' }],
    ['Salt Lake, Kolkata, West Bengal, India', { city: 'Kolkata', country: 'India' }],
    ['Shibuya, Tokyo, Japan', { city: 'Tokyo', country: 'Japan' }],
  ])('%s', (text, expected) => {
    expect(parseLocation(text)).toEqual(expected);
  });

  test.each(['Austin, Texas Instruments', 'Leeds, West Yorkshire', 'Senior Engineer, Payments', 'XY, 12345'])('%s is no place on its own', (text) => {
    expect(parseLocation(text)).toBeNull();
  });

  test('a labelled address gives its town, and no country unless one is named', () => {
    expect(parseLocation('Address: 12 Harbour Road, Howth', true)).toEqual({ city: 'Howth', country: '' });
    expect(parseLocation('Location: Leeds, West Yorkshire', true)).toEqual({ city: 'Leeds', country: '' });
  });

  test.each([
    ['Leeds, West Yorkshire', { city: 'Leeds', country: '' }],
    ['Birmingham', { city: 'Birmingham', country: '' }],
    ['Newcastle upon Tyne', { city: 'Newcastle upon Tyne', country: '' }],
    ['Head of Data, Analytics', null],
    ['Acme Ltd, Reading', null],
    ['Senior Engineer', null],
    ['British Citizen', null],
    ['Open to relocation', null],
    ['LinkedIn', null],
    ['Mobile', null],
    ['Address', null],
  ])('read loosely (beside other contact details), %s', (text, expected) => {
    expect(parseLocation(text, false, true)).toEqual(expected);
  });

  test.each([
    ['⌂ Berlin, Germany', { kind: 'location', value: { city: 'Berlin', country: 'Germany' } }],
    ['✉ lena@example.de', { kind: 'email', value: 'lena@example.de' }],
    ['☎ +49 170 1234567', { kind: 'phone', value: '+49 170 1234567' }],
    ['+1 (512) 555-0199', { kind: 'phone', value: '+1 (512) 555-0199' }],
    // An icon font without a Unicode map prints its glyph as an asterisk.
    ['* Lisbon, Portugal', { kind: 'location', value: { city: 'Lisbon', country: 'Portugal' } }],
  ])('a symbol standing for an icon is ignored: %s', (text, expected) => {
    expect(classifyContactPart(text)).toEqual(expected);
  });

  test.each([
    ['Place of birth: Drăgășani, Romania', null],
    ['Born in Lisbon, Portugal', null],
    ['Nationality: Romania', null],
    ['Address: 400367, Cluj-Napoca, Romania (Home)', { kind: 'location', value: { city: 'Cluj-Napoca', country: 'Romania' } }],
    ['Bornholm, Denmark', { kind: 'location', value: { city: 'Bornholm', country: 'Denmark' } }],
    ['Rua Michel Giacometti 21 2835-138 - Baixa da Banheira', { kind: 'location', value: { city: 'Baixa da Banheira', country: '' } }],
    // LinkedIn's export names the site after its address.
    ['arjun.github.io/ (Portfolio)', { kind: 'link', value: { title: 'Portfolio', url: 'arjun.github.io/' }, labelled: true }],
    ['www.linkedin.com/in/arjun (LinkedIn)', { kind: 'link', value: { title: 'LinkedIn', url: 'www.linkedin.com/in/arjun' }, labelled: true }],
    // Its other kinds of site keep their printed name, on any top-level domain.
    ['amins.ir (Personal)', { kind: 'link', value: { title: 'Personal', url: 'amins.ir' }, labelled: true }],
    ['acme-widgets.co (Company)', { kind: 'link', value: { title: 'Company', url: 'acme-widgets.co' }, labelled: true }],
  ])('a birthplace or a nationality is no address; an address or a named link is: %s', (text, expected) => {
    expect(classifyContactPart(text)).toEqual(expected);
  });
});

describe('contact runs without separators', () => {
  test.each([
    // Spaced dashes between the details part the ones after a detail as well.
    ['jo.kim@example.com - (630) 310-0049 - ATLANTA, GA - LINKEDIN - GITHUB', ['jo.kim@example.com', '(630) 310-0049', 'ATLANTA, GA', 'LINKEDIN', 'GITHUB']],
    [
      'Birmingham, UK +44 121 496 0123 hannah@example.com linkedin.com/in/hannah',
      ['Birmingham, UK', '+44 121 496 0123', 'hannah@example.com', 'linkedin.com/in/hannah'],
    ],
    ['Tel: +44 1223 496 0712 Email: o.a@example.ac.uk ORCID: orcid.org/0000-0003-2145-8890', ['Tel: +44 1223 496 0712', 'Email: o.a@example.ac.uk', 'ORCID: orcid.org/0000-0003-2145-8890']],
    ['LinkedIn: https://www.linkedin.com/in/jane', ['LinkedIn: https://www.linkedin.com/in/jane']],
    ['Senior Engineer with 10 years in payments', ['Senior Engineer with 10 years in payments']],
  ])('%s', (text, parts) => {
    expect(splitContactRun(text)).toEqual(parts);
  });
});

describe('names', () => {
  test.each(['Kieran Caldwell', 'KIERAN CALDWELL', 'Mary-Kate Goldberg', 'Élodie Chevalier', 'Jan van der Berg', 'Md Arshad Ali', 'Jane Doe, PhD'])('%s is a name', (t) => {
    expect(looksLikeName(t)).toBe(true);
  });
  test.each(['A.Aishwarya', 'M.PRASANTH'])('%s, initials glued to one name, is a name', (t) => {
    expect(looksLikeName(t)).toBe(true);
  });
  test.each(['Curriculum Vitae', 'B.Tech', 'Head of Data & Analytics', 'Senior Project Manager', 'Professional Experience', 'New Delhi, India', 'MD Internal Medicine'])('%s is not a name', (t) => {
    expect(looksLikeName(t)).toBe(false);
  });
  test.each([
    ['Wei Jie Chen', 'Wei Jie', 'Chen'],
    ['KIERAN CALDWELL', 'Kieran', 'Caldwell'],
    ['Jan van der Berg', 'Jan', 'van der Berg'],
    ['Dr. Ada Lovelace', 'Ada', 'Lovelace'],
    ['SARAH-JANE MCALLISTER', 'Sarah-Jane', 'McAllister'],
    ["SIOBHÁN O'NEILL", 'Siobhán', "O'Neill"],
    ['JAN VAN DER BERG', 'Jan', 'van der Berg'],
    ['Gordon Finnie III', 'Gordon', 'Finnie III'],
    ['Martin Luther King Jr.', 'Martin Luther', 'King Jr.'],
    // Initials glued before the given name, as South Indian CVs print the family's initial.
    ['S.Ajeem Ali', 'Ajeem', 'Ali'],
    ['A.Aishwarya', 'Aishwarya', 'A.'],
    ['M.PRASANTH', 'Prasanth', 'M.'],
    ['K.R.Priya Sharma', 'Priya', 'Sharma'],
    // Initials alone after the given name are the family's too; one initial between names stays a middle initial.
    ['Nivedh R S', 'Nivedh', 'R S'],
    ['Kavya M. T.', 'Kavya', 'M. T.'],
    ['Gerald F. Wu', 'Gerald F.', 'Wu'],
    // The family name printed first in capitals (French, Italian, East Asian, Europass CVs); initials are no family name.
    ['DOE Jane', 'Jane', 'DOE'],
    ['ROSSI Mario Luca', 'Mario Luca', 'ROSSI'],
    ['WANG Xiaoming', 'Xiaoming', 'WANG'],
    ['LI Wei', 'Wei', 'LI'],
    ['DE LUCA Anna M.', 'Anna M.', 'DE LUCA'],
    ['John DOE', 'John', 'DOE'],
    ['AR Rahman', 'AR', 'Rahman'],
    ['MD Arshad Ali', 'MD Arshad', 'Ali'],
    ['MOHD Faiz', 'MOHD', 'Faiz'],
  ])('%s → %s / %s', (raw, first, last) => {
    expect(splitName(raw)).toEqual({ first, last });
  });

  test.each([
    ['MARY-KATE GOLDBERG', 'Mary-Kate Goldberg'],
    ["D'ARCY O’BRIEN", "D'Arcy O’Brien"],
    ['AL MCDONALD', 'Al McDonald'],
    ['MARÍA DE LA CRUZ', 'María de la Cruz'],
    ['M.PRASANTH', 'M.Prasanth'],
  ])('name case of %s', (raw, expected) => {
    expect(nameCase(raw)).toBe(expected);
  });
});

describe('a labelled address with no postcode or country', () => {
  test.each([
    ['Home: Bulgurlu, Üsküdar, İstanbul', 'İstanbul'],
    ['Address: Koramangala, Bengaluru, Karnataka', 'Bengaluru'],
    ['Location: Leeds, West Yorkshire', 'Leeds'],
    ['Address: 12 Park Lane, Mayfair, London', 'London'],
    ['Address: 3 Albert Road, Chelsfield, Orpington, BR6 6JG', 'Orpington'],
    ['Address: Harbourside', 'Harbourside'],
  ])('%s is in %s', (text, city) => {
    expect(parseLocation(text, true)?.city).toBe(city);
  });

  test.each(['Address: Kirkkokatu 7 B 21', 'Address: Lindenstraße 18', 'Address: Flat 9'])('%s, a street with its number alone, names no town', (text) => {
    expect(parseLocation(text, true)).toEqual({ city: '', country: '' });
  });
});

describe('a town with its US state code and no comma', () => {
  test.each([
    ['based in Seattle WA', 'Seattle'],
    ['Based in Portland OR', 'Portland'],
    ['Location: Austin TX', 'Austin'],
  ])('%s is in %s', (text, city) => {
    expect(classifyContactPart(text)).toEqual({ kind: 'location', value: { city, country: '' } });
  });

  test('without a label or "based in" it is no place', () => {
    expect(classifyContactPart('Seattle WA')).toBeNull();
  });
});

describe('the town of a US address is the part before its state', () => {
  test('a building and a room between the street and the town are no town', () => {
    expect(parseLocation('77 Garden St, Baker Hall, Room 12, Ithaca, NY 14850, United States')).toEqual({ city: 'Ithaca', country: 'United States' });
  });

  test('the town follows the street in one part when no comma closes the street', () => {
    expect(parseLocation('842 Maple Ave Silver Spring, MD 20910')).toEqual({ city: 'Silver Spring', country: '' });
  });

  test('a town, its state code and ZIP code with no comma between, in capitals too', () => {
    expect(parseLocation('1200 OCEAN BLVD APT 5, SANTA MONICA CA 90401')).toEqual({ city: 'SANTA MONICA', country: '' });
    expect(parseLocation('15 Elm Street, Denver CO 80202')).toEqual({ city: 'Denver', country: '' });
  });

  test("a template's square brackets around the filled-in address go", () => {
    expect(parseLocation('[42 Birch Rd, Arlington, VA 22201]')).toEqual({ city: 'Arlington', country: '' });
  });

  test('a street alone before the state gives no town', () => {
    expect(parseLocation('12 Main Street, TX 75001')).toBeNull();
  });
});

describe('a postcode printed after the country', () => {
  test('is no part of the country', () => {
    expect(parseLocation('New York, New York, United States of America 1234')).toEqual({ city: 'New York', country: 'United States of America' });
    expect(parseLocation('Berlin, Germany 10115')).toEqual({ city: 'Berlin', country: 'Germany' });
  });
});

describe('regions and orders of places outside the US', () => {
  test.each([
    ['Toronto, Ontario', 'Toronto'],
    ['Perth, Western Australia', 'Perth'],
    ['Melbourne, VIC', 'Melbourne'],
    ['São Paulo - SP', 'São Paulo'],
    ['Belo Horizonte, MG', 'Belo Horizonte'],
  ])('a province or state after the town is a region, not a country: %s', (text, city) => {
    expect(parseLocation(text)).toEqual({ city, country: '' });
  });

  test('a Brazilian state code before the country', () => {
    expect(parseLocation('Curitiba - PR, Brazil')).toEqual({ city: 'Curitiba', country: 'Brazil' });
  });

  test('the country printed before the town', () => {
    expect(parseLocation('Ukraine, Kyiv')).toEqual({ city: 'Kyiv', country: 'Ukraine' });
    expect(parseLocation('Location: Russia, Saint-Petersburg', true)).toEqual({ city: 'Saint-Petersburg', country: 'Russia' });
    // A country before something that names no place is still no address.
    expect(parseLocation('India, Data Science Intern')).toBeNull();
  });

  test('a numbered street closed by a full stop, the town after it', () => {
    expect(parseLocation('22 Maple Grove Road. Richmond Hill, Ontario')).toEqual({ city: 'Richmond Hill', country: '' });
    expect(parseLocation('St. Albans, Hertfordshire, UK')).toEqual({ city: 'St. Albans', country: 'UK' });
  });
});

describe('the town of a long address', () => {
  test('is where the postal code closes the address, not at a house number like one', () => {
    expect(parseLocation('Address: B 1204, Prestige Towers, Whitefield, Bangalore - 560066', true)).toEqual({ city: 'Bangalore', country: '' });
  });

  test('is the part named a city, after the quarter before it', () => {
    expect(parseLocation('Brgy. San Isidro, Quezon City, Philippines 1100')).toEqual({ city: 'Quezon City', country: 'Philippines' });
  });
});

describe('a country after a region code with no comma', () => {
  test('an Australian state or Canadian province before the country', () => {
    expect(parseLocation('Toronto, ON Canada')).toEqual({ city: 'Toronto', country: 'Canada' });
    expect(parseLocation('Brisbane, QLD Australia')).toEqual({ city: 'Brisbane', country: 'Australia' });
  });
});

describe('what prints beside a name on its line', () => {
  const parse = (nameLine: string) => structureCv(textToLines([nameLine, 'Data Analyst', 'jane@example.com | +1 555 010 0100', '', 'EXPERIENCE', 'Analyst, Acme Corp', '2019 - 2022'].join('\n'))).data;
  test.each([
    ['Priya Raman she/her', 'Priya', 'Raman'],
    ['Priya Raman | they/them', 'Priya', 'Raman'],
    ['Priya Raman MSc', 'Priya', 'Raman'],
    ['PRIYA RAMAN MBA', 'Priya', 'Raman'],
  ])('pronouns and letters after the name are no part of it: %s', (line, first, surname) => {
    expect(parse(line)).toMatchObject({ first_name: first, surname, headline: 'Data Analyst' });
  });

  test('a generational suffix after a comma stays with the surname as printed', () => {
    expect(splitName('William H. Weiskopf, IV')).toEqual({ first: 'William H.', last: 'Weiskopf, IV' });
    expect(splitName('Jane Doe, PhD')).toEqual({ first: 'Jane', last: 'Doe' });
  });
});

describe('a student’s address in a hall of residence', () => {
  test('the town is the part before the country, not the hall or the university', () => {
    expect(parseLocation('Room 214, Begum Rokeya Hall, Rajshahi University of Engineering & Technology, Rajshahi, Bangladesh')).toEqual({ city: 'Rajshahi', country: 'Bangladesh' });
    expect(parseLocation('Flat 12, Ashby House, Sheffield, UK')).toEqual({ city: 'Sheffield', country: 'UK' });
  });
});
