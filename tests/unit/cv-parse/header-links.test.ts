import { describe, expect, test } from 'vitest';
import { classifyContactPart, findPhone, parseLocation, spelledEmail, titleForUrl } from '../../../src/server/cv-parse/structure/contact.ts';
import { parseHeader } from '../../../src/server/cv-parse/structure/header.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { splitSections } from '../../../src/server/cv-parse/structure/sections.ts';
import { textToLines } from '../../../src/server/cv-parse/extract/txt.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

/**
 * The person's own links among all the hyperlinks of a CV, their titles, and the header fields around them.
 */

/** A row of cells, as a PDF table or a spaced header line comes out. */
const row = (cells: string[], hints: Partial<TextLine> = {}): TextLine => {
  const line = plainLine(cells.join(' | '), hints);
  return { ...line, cells: cells.map((text, i) => ({ text, x: i * 100 })) };
};

const header = (lines: TextLine[]) => parseHeader(lines, splitSections(lines), new Placement());

describe('link titles', () => {
  test.each([
    ['https://www.youtube.com/user/DeedyDash007', 'YouTube'],
    ['https://www.quora.com/Debarghya-Das', 'Quora'],
    ['fb.co/dd', 'Facebook'],
    ['x.com/@jdoe', 'X'],
    ['twitter.com/jdoe', 'Twitter'],
    // A site on GitHub Pages is the person's own website, not their GitHub profile.
    ['https://jdoe.github.io', 'Website'],
    ['soundcloud.com/jdoe', 'SoundCloud'],
    // The site's name must be the host, not a word in the path.
    ['jdoe.dev/github-tips', 'Website'],
  ])('%s → %s', (url, title) => {
    expect(titleForUrl(url)).toBe(title);
  });

  test.each([
    // A label and a handle: the account's address on that site.
    ['Github:// deedydas', { title: 'GitHub', url: 'github.com/deedydas' }],
    ['GitHub: @jdoe', { title: 'GitHub', url: 'github.com/jdoe' }],
    ['Facebook: dd', { title: 'Facebook', url: 'facebook.com/dd' }],
    // A label no list knows, naming the site of its address, is the title as printed.
    ['Codeforces: https://codeforces.com/profile/jdoe', { title: 'Codeforces', url: 'https://codeforces.com/profile/jdoe' }],
    ['Leetcode: https://leetcode.com/u/jdoe/', { title: 'LeetCode', url: 'https://leetcode.com/u/jdoe/' }],
  ])('%s', (part, link) => {
    expect(classifyContactPart(part)).toMatchObject({ kind: 'link', value: link });
  });

  test('a label naming another site than its address is no link title', () => {
    expect(classifyContactPart('Demo: https://myapp.example.com')).toBeNull();
  });

  test('a bullet left at the start of a part is not part of the town', () => {
    expect(classifyContactPart('• Cambridge, UK')).toMatchObject({ kind: 'location', value: { city: 'Cambridge', country: 'UK' } });
  });

  test("the dots Word's symbol table offers ('∙', '⋅', '⦁') part a contact line as a middle dot does", () => {
    for (const dot of ['∙', '⋅', '⦁']) {
      const cv = structureCv(textToLines(`Dana Whitfield\nData Analyst\ndana.whitfield@example.com ${dot} Bristol, UK ${dot} github.com/danaw\n\nSKILLS\nSQL, Tableau`)).data;
      expect(cv.location).toEqual({ city: 'Bristol', country: 'UK' });
      expect(cv.email).toBe('dana.whitfield@example.com');
    }
  });
});

describe('hyperlinks in the header', () => {
  test('the address as printed wins over a hyperlink to another address on the same site', () => {
    const info = header([
      plainLine('An Nguyen', { size: 1.3 }),
      plainLine('an@example.edu | linkedin.com/an-nguyen', { links: ['mailto:an@example.edu', 'https://www.linkedin.com/in/an-nguyen-0332/'] }),
    ]);
    expect(info.links).toEqual([{ title: 'LinkedIn', url: 'linkedin.com/an-nguyen' }]);
  });

  test('a site’s label and a handle linked to that account give the link, for sites with no known address form', () => {
    const info = header([
      plainLine('Tariq Hollis', { size: 2 }),
      plainLine('tariq@example.org'),
      plainLine('LINKS', { bold: true }),
      plainLine('YouTube:// TariqBuilds', { links: ['https://www.youtube.com/user/TariqBuilds'] }),
      plainLine('Quora: Tariq-Hollis', { links: ['https://www.quora.com/Tariq-Hollis'] }),
      // A label naming another site than the target's is no proof.
      plainLine('Blog: TariqBuilds', { links: ['https://www.youtube.com/user/TariqBuilds2'] }),
    ]);
    expect(info.links).toEqual([
      { title: 'YouTube', url: 'https://www.youtube.com/user/TariqBuilds' },
      { title: 'Quora', url: 'https://www.quora.com/Tariq-Hollis' },
    ]);
  });

  test("a site's label with 'Profile' or 'Page' after it, linked, is that site's link", () => {
    const info = header([
      plainLine('Oyelaran Bakare', { size: 2 }),
      plainLine('Contact'),
      plainLine('Personal Website', { links: ['https://oyebakare.example.app/'] }),
      plainLine('Linkedin Profile', { links: ['https://www.linkedin.com/in/oyelaran-bakare-5531'] }),
      plainLine('GitHub Page', { links: ['https://github.com/oyebakare'] }),
    ]);
    expect(info.links.map((l) => l.title)).toEqual(['Website', 'LinkedIn', 'GitHub']);
  });

  test("a template's 'Job Title' beside a profile's label is no town", () => {
    const info = header([plainLine('Your Name', { size: 2 }), row(['Job Title', 'GitHub Profile'], { links: ['https://github.com/yourname'] })]);
    expect([info.location.city, info.links.map((l) => l.title)]).toEqual(['', ['GitHub']]);
  });

  test('a printed address pointing at another site adds no link of its own', () => {
    const info = header([
      plainLine('Tariq Hollis', { size: 2 }),
      plainLine('linkedin.com/in/tariq-hollis', { links: ['https://tariqh.example.io/cv/'] }),
    ]);
    expect(info.links).toEqual([{ title: 'LinkedIn', url: 'linkedin.com/in/tariq-hollis' }]);
  });

  test('a printed address on the next line wins over the hyperlink above it', () => {
    const info = header([
      plainLine('Marissa Mayer', { size: 2 }),
      row(['mm@example.com', 'Address, Street'], { links: ['https://marissa.tumblr.com'] }),
      row(['@marissa', 'marissa.tumblr.com']),
    ]);
    expect(info.links).toEqual([{ title: 'Website', url: 'marissa.tumblr.com' }]);
  });

  test('a link on a role line of a header that runs on is the employer’s, not the person’s', () => {
    const info = header([
      plainLine('Qiqian Chen', { size: 2 }),
      row(['qc@example.com', 'ChenQiqian'], { links: ['mailto:qc@example.com', 'https://github.com/ChenQiqian'] }),
      row(['Research Intern', '2023.6 – 2023.9'], { links: ['https://lab.example.edu'] }),
    ]);
    expect(info.links.map((l) => l.url)).toEqual(['https://github.com/ChenQiqian']);
  });

  test('handles alone on a line count when they name their links', () => {
    const info = header([
      plainLine('Mohammad Heidari', { size: 2 }),
      row(['0xc0d3d00d', 'mdh.heydari'], { links: ['https://github.com/0xc0d3d00d', 'https://stackoverflow.com/users/1544694'] }),
    ]);
    expect(info.links.map((l) => l.title)).toEqual(['GitHub', 'Stack Overflow']);
  });

  test('a map of the address and a host-less target are no links', () => {
    const info = header([
      plainLine('John Doe', { size: 2 }),
      plainLine('17 Prime Avenue, Springfield, Pennsylvania 10111, USA', { links: ['https://www.google.com/maps/place/17+Prime+Avenue'] }),
      plainLine('Facebook:// dd', { links: ['https://facebook/dd'] }),
    ]);
    expect(info.links).toEqual([{ title: 'Facebook', url: 'facebook.com/dd' }]);
  });

  test('one link per site: the header’s printed address before a handle printed further down', () => {
    const lines = [
      plainLine('Debarghya Das', { size: 3 }),
      plainLine('jdoe@example.com | fb.co/dd'),
      plainLine('LINKS', { bold: true }),
      plainLine('Facebook:// dd'),
    ];
    expect(header(lines).links).toEqual([{ title: 'Facebook', url: 'fb.co/dd' }]);
  });
});

describe('links outside the header', () => {
  const cv = (...body: TextLine[]) =>
    structureCv([plainLine('Jane Example', { size: 2 }), plainLine('jane@example.com'), plainLine('EXPERIENCE', { bold: true }), ...body]).data.links;

  test('repositories, employers and colleagues linked from roles are not the person’s links', () => {
    expect(
      cv(
        plainLine('Software Engineer, Acme | 2020 – 2022', { links: ['https://github.com/acme'] }),
        plainLine('Built the mini-lsm tutorial', { bullet: true, links: ['https://github.com/jane/mini-lsm'] }),
        plainLine('Worked with Joseph Low', { bullet: true, links: ['https://www.linkedin.com/in/joseph-low/'] }),
      ),
    ).toEqual([]);
  });

  test('a handle alone on its line, linked to that account, is the person’s link wherever it landed', () => {
    expect(cv(plainLine('Software Engineer, Acme | 2020 – 2022'), plainLine('JaneEx', { bullet: true, links: ['https://github.com/JaneEx'] }))).toEqual([
      { title: 'GitHub', url: 'https://github.com/JaneEx' },
    ]);
  });

  test('a link label linked to its address still counts', () => {
    expect(cv(plainLine('GitHub', { links: ['https://github.com/JaneEx'] }))).toEqual([{ title: 'GitHub', url: 'https://github.com/JaneEx' }]);
  });
});

describe('headline', () => {
  test('a line of web addresses under the name is no headline', () => {
    const info = header([plainLine('Debarghya Das', { size: 3 }), plainLine('debarghyadas.com| fb.co/dd', { size: 1.1 }), plainLine('dd@example.com | 607.379.5733')]);
    expect(info.headline).toBe('');
    expect(info.links.map((l) => l.url)).toEqual(['debarghyadas.com', 'fb.co/dd']);
  });

  test('an address in the cell beside the name is no headline; the title under it is', () => {
    const info = header([row(['Joe Somebody', 'joe@email'], { size: 1.2 }), row(['Programmer', 'San Francisco, California, US'], { size: 1.2 })]);
    expect(info.headline).toBe('Programmer');
    expect(info.location).toEqual({ city: 'San Francisco', country: 'US' });
  });

  test('a section heading of any kind ends the header', () => {
    const lines = [
      plainLine('John Doe', { size: 2.5 }),
      plainLine('San Francisco, CA | john@example.com'),
      plainLine('Welcome to RenderCV', { size: 1.4, bold: true }),
      plainLine('RenderCV reads a CV written in a YAML file.'),
      plainLine('Education', { size: 1.4, bold: true }),
      plainLine('Princeton University'),
    ];
    expect(header(lines).headline).toBe('');
  });
});

describe('names', () => {
  const nameOf = (lines: TextLine[]) => {
    const info = header(lines);
    return [info.first_name, info.surname];
  };

  test('markup around the name line is no part of the name', () => {
    const info = header([plainLine('<img src=x onerror=alert(1)> Amelia Hartley', { size: 2 }), plainLine('amelia@example.com')]);
    expect([info.first_name, info.surname]).toEqual(['Amelia', 'Hartley']);
    expect(info.headline).toBe('');
  });

  test.each([
    ['CURRICULUM VITAE OF SHU ZHANG', ['Shu', 'Zhang']],
    ['Resume – Jane Doe', ['Jane', 'Doe']],
    ['Jane Doe Resume', ['Jane', 'Doe']],
    ["Jane Doe's CV", ['Jane', 'Doe']],
    // A nickname or a name in another script in brackets.
    ['Hugo (Chun-Ho) Lin', ['Hugo', 'Lin']],
    // A middle initial stays with the first name, as printed.
    ['JEREMY IAN M. ARQUIZA', ['Jeremy Ian M.', 'Arquiza']],
    // Letter-spaced capitals, words apart by a wider gap.
    ['J A N E   D O E', ['Jane', 'Doe']],
  ])('%s', (text, name) => {
    expect(nameOf([plainLine(text, { size: 2 }), plainLine('jd@example.com')])).toEqual(name);
  });

  test('a name in lower case and glued together is read when the e-mail spells it out', () => {
    expect(nameOf([plainLine('johnsmith', { size: 4 }), plainLine('john@smith.com')])).toEqual(['john', 'smith']);
  });

  test('a label cell before the name, and a headline after its own label (Europass)', () => {
    const info = header([
      plainLine('Curriculum vitae'),
      row(['Personal information', 'Mario Rossi']),
      plainLine('mario.rossi@example.org'),
      row(['JOB APPLIED FOR', 'Human Resources'], { size: 1.3 }),
    ]);
    expect([info.first_name, info.surname, info.headline]).toEqual(['Mario', 'Rossi', 'Human Resources']);
  });

  test('a first name alone in the largest type, and the title set apart beside it', () => {
    const info = header([plainLine('Alice', { size: 2.5, x: 14 }), plainLine('Adventurer', { size: 1.4, x: 113 }), plainLine('alice@example.com')]);
    expect([info.first_name, info.surname, info.headline]).toEqual(['Alice', '', 'Adventurer']);
  });

  test('a stacked name shares its left edge', () => {
    expect(nameOf([plainLine('ISABELLA', { size: 3, x: 50 }), plainLine('ROSSI', { size: 3, x: 50 }), plainLine('i@example.com')])).toEqual(['Isabella', 'Rossi']);
  });
});

describe('headline, more', () => {
  test('a job title in lower case is still the headline', () => {
    expect(header([plainLine('John Smith', { size: 4 }), plainLine('junior business analyst', { size: 1.4 })]).headline).toBe('junior business analyst');
  });

  test('a line holding a phone among its parts is contacts, not the headline', () => {
    const info = header([plainLine('Alexander Genovese', { size: 1.4 }), plainLine('Sunderland, MA, 01375 | +15083303967', { size: 1.05 })]);
    expect(info.headline).toBe('');
    expect(info.phone).toBe('+15083303967');
  });

  test('the name again in another script is no headline', () => {
    expect(header([plainLine('Qiqian Chen', { size: 2 }), plainLine('陈启乾', { size: 1.2 })]).headline).toBe('');
  });
});

describe('e-mail spelt out, and links printed beyond the header', () => {
  test.each([
    ['chris AT ashton.codes', 'chris@ashton.codes'],
    ['zhangs.psych at gmail.com', 'zhangs.psych@gmail.com'],
    ['jane [at] uni [dot] edu', 'jane@uni.edu'],
  ])('%s', (text, address) => {
    expect(spelledEmail(text)).toBe(address);
    expect(classifyContactPart(`Email: ${text}`)).toEqual({ kind: 'email', value: address });
  });

  test('words with "at" between them are no address', () => {
    expect(spelledEmail('Engineer at Acme')).toBeNull();
    expect(spelledEmail('Lead at acme.com')).toBeNull();
  });

  test('an address no pattern reads is taken from its mailto link', () => {
    const info = header([plainLine('Jane Doe', { size: 2 }), plainLine('jane (at) example (dot) org!', { links: ['mailto:jane@example.org'] })]);
    expect(info.email).toBe('jane@example.org');
  });

  test('LinkedIn’s export wraps its address and names the site after it', () => {
    const info = header([
      plainLine('Contact'),
      plainLine('akash@example.com'),
      plainLine('www.linkedin.com/in/akash-zalke-'),
      plainLine('a683a3193 (LinkedIn)'),
      plainLine('Akash Zalke', { size: 2 }),
    ]);
    expect(info.links).toEqual([{ title: 'LinkedIn', url: 'www.linkedin.com/in/akash-zalke-a683a3193' }]);
  });

  test('labelled links closing a profile are the person’s; a labelled site in a role is the employer’s', () => {
    const { data } = structureCv([
      plainLine('Aayush Suthar', { size: 2 }),
      plainLine('SUMMARY', { bold: true }),
      plainLine('Engineer who likes hard problems and clean code, open to new roles in data and AI.'),
      plainLine('Github: https://github.com/Aayushsuthar'),
      plainLine('Leetcode: https://leetcode.com/u/Aayush_Suthar/'),
      plainLine('EXPERIENCE', { bold: true }),
      plainLine('Software Engineer, Acme | 2020 – 2022'),
      plainLine('Website: https://acme.example.com'),
      plainLine('GitHub: https://github.com/acme/ledger'),
    ]);
    expect(data.links).toEqual([
      { title: 'GitHub', url: 'https://github.com/Aayushsuthar' },
      { title: 'LeetCode', url: 'https://leetcode.com/u/Aayush_Suthar/' },
    ]);
    expect(data.profile_statement).not.toContain('github');
  });
});

describe('places', () => {
  test.each([
    // House numbers before the postal code and town, a country in brackets.
    ['ABC Road, 100/2 - 12345 Rome (Italy)', { city: 'Rome', country: 'Italy' }],
    // A remark in brackets goes; 'St.' before a town is a saint, not a street.
    ['St. Paul, MN (Willing to relocate globally/work remotely)', { city: 'St. Paul', country: '' }],
    ['Sunderland, MA, 01375', { city: 'Sunderland', country: '' }],
    ['17 Prime Avenue, Apt 37, Springfield, Pennsylvania 10111, USA', { city: 'Springfield', country: 'USA' }],
    // The town is the part its postal code sits in or beside.
    ['19/4 Sahapur Colony (West), Plot - 141, New Alipore, Kolkata - 700053, West Bengal, India', { city: 'Kolkata', country: 'India' }],
    ['3 Albert Road, Chelsfield, Orpington, BR6 6JG', { city: 'Orpington', country: '' }],
    ['South Chayabithi, Gazipur, 91/2, Block C, 1st floor, 1700, Gazipur, Bangladesh', { city: 'Gazipur', country: 'Bangladesh' }],
    // A birthday is no address.
    ['26 November 1865, United Kingdom', { city: '', country: 'United Kingdom' }],
    // An administrative area before the town is no town.
    ['Westmarch District, Alderholt, Jordan', { city: 'Alderholt', country: 'Jordan' }],
    ['Lakeside Governorate, Egypt', { city: 'Lakeside Governorate', country: 'Egypt' }],
  ])('%s', (text, place) => {
    expect(parseLocation(text)).toEqual(place);
  });

  test('beside other contact details, a town after a school is the person’s; after an employer it is not', () => {
    expect(parseLocation('Random University, Beijing', false, true)).toEqual({ city: 'Beijing', country: '' });
    expect(parseLocation('Acme Ltd, Reading', false, true)).toBeNull();
  });

  test('an address over several lines ending in a postal code', () => {
    const lines = [
      plainLine('Peter Fitzsimmons', { size: 1.2, bold: true }),
      plainLine('Contact', { bold: true }),
      ...['20 John Ball Close', 'Rugeley', 'Staffordshire', 'WS152NN', '07860635565', 'pf@example.com'].map((t) => plainLine(t)),
    ];
    const info = header(lines);
    expect(info.location).toEqual({ city: 'Rugeley', country: '' });
    expect(info.phone).toBe('07860635565');
  });

  test('a street line ending in its postal code, with the town on the line below', () => {
    const info = header([
      plainLine('Erik Lund', { size: 2 }),
      plainLine('Storgatan 12, 114 55'),
      plainLine('Uppsala'),
      plainLine('070-123 45 67'),
      plainLine('erik@example.se'),
    ]);
    expect(info.location).toEqual({ city: 'Uppsala', country: '' });
    expect(info.phone).toBe('070-123 45 67');
    // A date line is no street: the line under it stays unread.
    expect(header([plainLine('Erik Lund', { size: 2 }), plainLine('March 2019, 2020'), plainLine('Uppsala'), plainLine('erik@example.se')]).location).toEqual({
      city: '',
      country: '',
    });
  });

  test('a labelled address wrapped in its column', () => {
    const info = header([
      plainLine('CURRICULUM VITAE', { size: 1.5 }),
      plainLine('ANKAN BASU', { size: 1.2, bold: true }),
      row(['Address:', '19/4 Sahapur Colony (West), Plot - 141,']),
      plainLine('New Alipore, Kolkata - 700053,', { x: 100 }),
      plainLine('West Bengal, India', { x: 100 }),
      row(['Telephone:', '+91 8697797274']),
    ]);
    expect(info.location).toEqual({ city: 'Kolkata', country: 'India' });
  });

  test('a town alone under the headline (LinkedIn’s export)', () => {
    const info = header([
      plainLine('Akash Zalke', { size: 2.2 }),
      plainLine('Full Stack Developer | Competitive Programmer'),
      plainLine('Nagpur'),
      plainLine('Summary', { size: 1.3 }),
      plainLine('Skilled software engineer with a good understanding of problem solving.'),
    ]);
    expect(info.location).toEqual({ city: 'Nagpur', country: '' });
  });

  test('a town alone under a headline of three phrases or more', () => {
    const info = header([
      plainLine('Akash Zalke', { size: 2.2 }),
      plainLine('Full Stack Developer | Competitive Programmer | Web3 Enthused'),
      plainLine('Nagpur'),
      plainLine('Summary', { size: 1.3 }),
      plainLine('Skilled software engineer with a good understanding of problem solving.'),
    ]);
    expect([info.headline, info.location]).toEqual(['Full Stack Developer | Competitive Programmer | Web3 Enthused', { city: 'Nagpur', country: '' }]);
  });

  test('a town and region on a line of their own next to the contact line', () => {
    const info = header([
      plainLine('Mara Quillfeather', { size: 3 }),
      plainLine('Tidewell, Northshire'),
      plainLine('+1 555 010 0199 | mara@example.org'),
      plainLine('Experience', { size: 1.5 }),
    ]);
    expect(info.location).toEqual({ city: 'Tidewell', country: '' });
    // One word alone there may be a headline; a sentence is no address.
    const alone = header([
      plainLine('Mara Quillfeather', { size: 3 }),
      plainLine('Wanderer'),
      plainLine('Curious, careful and kind to colleagues.'),
      plainLine('+1 555 010 0199 | mara@example.org'),
    ]);
    expect(alone.location).toEqual({ city: '', country: '' });
  });

  test('a country set apart by a dot after the town, state and ZIP code', () => {
    const info = header([
      plainLine('Mara Quillfeather', { size: 3 }),
      plainLine('Fairhaven, Vermont, 05743 · United States of America'),
      plainLine('+1 555 010 0199 | mara@example.org'),
    ]);
    expect(info.location).toEqual({ city: 'Fairhaven', country: 'United States of America' });
  });

  test('schools under a heading the section split missed give no place', () => {
    const info = header([
      plainLine('Qiqian Chen', { size: 2.2 }),
      plainLine('qc@example.com | (+86) 185-1183-7596'),
      plainLine('Education', { size: 1.3, bullet: true }),
      row(['Tsinghua University, Beijing, China', '2020.9 – 2024.7']),
    ]);
    expect(info.location).toEqual({ city: '', country: '' });
  });
});

describe('phones', () => {
  test.each([
    ['+86–111111111', '+86–111111111'],
    ['31/07/1997', null],
    ['1997-07-31', null],
  ])('%s', (text, phone) => {
    expect(findPhone(text)).toBe(phone);
  });

  test('the kind of number printed after it is no part of it', () => {
    expect(classifyContactPart('(+880) 1957760475 (Mobile)')).toEqual({ kind: 'phone', value: '(+880) 1957760475' });
  });

  test('a phone label ending a line, the number on the line below', () => {
    const info = header([
      plainLine('Zannatul Ferdous', { size: 1.5 }),
      row(['Date of birth: 31/07/1997', 'Nationality: Bangladeshi', 'Phone number:']),
      row(['(+880) 1957760475 (Mobile)', 'Email address: zf@example.com']),
    ]);
    expect(info.phone).toBe('(+880) 1957760475');
  });

  test('a phone label alone on its line far from the header', () => {
    const lines = [
      plainLine('David Lucian', { size: 3 }),
      plainLine('EXPERIENCE', { bold: true }),
      plainLine('Intern, Terados | 2023'),
      plainLine('Phone:'),
      plainLine('+34 667 24 21 61'),
    ];
    expect(structureCv(lines).data.phone).toBe('+34 667 24 21 61');
  });
});

describe('contacts at the foot, names with a spaced hyphen', () => {
  test('a phone among the parts of the e-mail’s line at the foot of the CV', () => {
    const lines = [
      plainLine('Jack Sparrow', { size: 2 }),
      plainLine('EXPERIENCE', { bold: true }),
      plainLine('Captain, The Black Pearl | 1716 – 1720'),
      plainLine('REFERENCES', { bold: true }),
      plainLine('Jack Sparrow • The Black Pearl • Tortuga • 0099/333 5647380'),
      plainLine('jack@example.com'),
    ];
    const { data } = structureCv(lines);
    expect([data.email, data.phone]).toEqual(['jack@example.com', '0099/333 5647380']);
  });

  test('a name before a spaced hyphen and a label', () => {
    const info = header([plainLine('Jane Doe - Resume', { size: 2 }), plainLine('jane@example.com')]);
    expect([info.first_name, info.surname, info.headline]).toEqual(['Jane', 'Doe', '']);
  });
});

describe('guards on the weaker header rules', () => {
  test('a big word alone is a first name only when the e-mail confirms it', () => {
    const info = header([plainLine('Hello', { size: 2.5 }), plainLine('Senior Engineer', { size: 1.3, x: 100 }), plainLine('jane@example.com')]);
    expect([info.first_name, info.surname]).toEqual(['', '']);
  });

  test('a work arrangement under the headline is no town', () => {
    const info = header([plainLine('Jane Doe', { size: 2.2 }), plainLine('Data Engineer'), plainLine('Remote'), plainLine('Summary', { size: 1.3 })]);
    expect(info.location).toEqual({ city: '', country: '' });
  });
});

test('towns whose names begin like a month are towns', () => {
  expect(parseLocation('12 High Street, Mayfield, TN20 6AB')).toEqual({ city: 'Mayfield', country: '' });
  expect(parseLocation('Marseille, France')).toEqual({ city: 'Marseille', country: 'France' });
});

test('a bare domain alone on a role’s line is the project’s or employer’s site, not the person’s', () => {
  const { data } = structureCv([
    plainLine('Jane Example', { size: 2 }),
    plainLine('jane@example.com'),
    plainLine('EXPERIENCE', { bold: true }),
    plainLine('Software Engineer, Acme | 2020 – 2022'),
    plainLine('ledger.dev', { links: ['https://ledger.dev'] }),
  ]);
  expect(data.links).toEqual([]);
});

test('headlines with an employer after a spaced @ or a framework with a dot stay headlines', () => {
  expect(header([plainLine('Jane Doe', { size: 2 }), plainLine('Software Engineer @ Acme', { size: 1.2 })]).headline).toBe('Software Engineer @ Acme');
  expect(header([plainLine('Jane Doe', { size: 2 }), plainLine('ASP.NET Developer', { size: 1.2 })]).headline).toBe('ASP.NET Developer');
});

test('a name of initials keeps them', () => {
  const info = header([plainLine('A. J. Smith', { size: 2 }), plainLine('aj@example.com')]);
  expect([info.first_name, info.surname]).toEqual(['A. J.', 'Smith']);
});

test('a role table’s Position cell is no headline', () => {
  const info = header([
    plainLine('Jane Doe', { size: 2 }),
    plainLine('jane@example.com'),
    row(['Employer', 'Acme Ltd']),
    row(['Position', 'Senior Engineer']),
  ]);
  expect(info.headline).toBe('');
});

test('two portfolios on different hosts are two links', () => {
  const info = header([plainLine('Jane Doe', { size: 2 }), plainLine('Portfolio: behance.net/janedoe | Portfolio: jane.design')]);
  expect(info.links.map((l) => l.url)).toEqual(['behance.net/janedoe', 'jane.design']);
});

test.each([
  ['Mumbai, Maharashtra 400001, India', { city: 'Mumbai', country: 'India' }],
  ['Mumbai, Maharashtra 400001', { city: 'Mumbai', country: '' }],
  ['Sydney NSW 2000, Australia', { city: 'Sydney', country: 'Australia' }],
  ['Toronto, ON M5V 2T6, Canada', { city: 'Toronto', country: 'Canada' }],
  ['25 Rue de Rivoli, 75001 Paris', { city: 'Paris', country: '' }],
])('a state or province with its code is no town: %s', (text, place) => {
  expect(parseLocation(text)).toEqual(place);
});

test('each label on a line of linked labels titles its own link', () => {
  const info = header([
    plainLine('Jane Doe', { size: 2 }),
    plainLine('jd@example.com | LinkedIn | GitHub | Portfolio', { links: ['mailto:jd@example.com', 'https://linkedin.com/in/jd', 'https://github.com/jd', 'https://jd.dev'] }),
  ]);
  expect(info.links).toEqual([
    { title: 'LinkedIn', url: 'https://linkedin.com/in/jd' },
    { title: 'GitHub', url: 'https://github.com/jd' },
    { title: 'Portfolio', url: 'https://jd.dev' },
  ]);
});

test('a LinkedIn label with the site’s path before the handle', () => {
  expect(classifyContactPart('LinkedIn: /in/jane-doe')).toMatchObject({ kind: 'link', value: { title: 'LinkedIn', url: 'linkedin.com/in/jane-doe' } });
});

test.each([
  ['Phone 555.123.4567', '555.123.4567'],
  ['Mobile - +91 98765 43210', '+91 98765 43210'],
])('a phone label without its colon: %s', (text, phone) => {
  expect(classifyContactPart(text)).toEqual({ kind: 'phone', value: phone });
});

test.each([
  '<img src=x onerror=alert(1)> Amelia Hartley',
  '<script>alert(1)</script>Amelia Hartley',
  '"><svg onload=alert(1)> Amelia Hartley',
  'Amelia Hartley <img src=x onerror=alert(document.cookie)>',
])('a whole CV whose name line carries markup: %s', (first) => {
  const text = [first, 'Product Designer', 'amelia@example.com | London, UK', '', 'EXPERIENCE', 'Designer, Acme | 2020 – 2022'].join('\n');
  const { data, unplaced } = structureCv(textToLines(text));
  expect([data.first_name, data.surname, data.headline]).toEqual(['Amelia', 'Hartley', 'Product Designer']);
  expect(unplaced).toEqual([]);
});

describe('a name that shares its line with contact details', () => {
  test('the name before a spaced slash, and the e-mail and phone after it', () => {
    const info = header([
      plainLine('One-page CV', { size: 1.45, bold: true }),
      plainLine('Anna Rowan / anna.m.rowan@example.com / 07523283011', { size: 1.09 }),
      plainLine('Professional Summary', { bold: true }),
      plainLine('I have worked as an operational research analyst in the public sector since 2012.'),
    ]);
    expect([info.first_name, info.surname, info.email, info.phone]).toEqual(['Anna', 'Rowan', 'anna.m.rowan@example.com', '07523283011']);
    expect(info.location.city).toBe('');
  });
});

describe('a motto under the name', () => {
  const cv = (motto: string[]) =>
    structureCv([
      plainLine('Jane Example', { size: 2 }),
      plainLine('jane@example.com | +44 20 7946 0000'),
      ...motto.map((t, i) => plainLine(t, { wrap: i ? 2 : 0 })),
      plainLine('EXPERIENCE', { bold: true }),
      plainLine('Engineer, Acme | 2020 – 2022'),
    ]);

  test('in quotation marks with its author, is no profile and is listed for review', () => {
    const { data, unplaced } = cv(['“Measure twice and cut once, for the timber you waste today is the shelter', 'you will miss tomorrow.” - Old Carpenter']);
    expect(data.profile_statement).toBe('');
    expect(unplaced.join(' ')).toContain('Measure twice');
  });

  test('a profile paragraph without quotation marks stays the profile', () => {
    const { data } = cv(['Engineer who measures twice and cuts once, building careful tools for teams that care about', 'their timber and their time.']);
    expect(data.profile_statement).toContain('measures twice');
  });
});

describe('a contact line above the name', () => {
  test('its leading job title is the headline', () => {
    const info = header([
      plainLine('Data Engineer · Tidewell, Norway · jo@example.org · +47 400 00 000'),
      plainLine('Jo Brekke', { size: 3 }),
      plainLine('EXPERIENCE', { bold: true }),
    ]);
    expect([info.headline, info.email, info.location]).toEqual(['Data Engineer', 'jo@example.org', { city: 'Tidewell', country: 'Norway' }]);
    expect(info.leftovers).toEqual([]);
  });
});

describe('a headline wrapped at the column’s edge', () => {
  const at = (text: string, right: number, hints: Partial<TextLine> = {}) => plainLine(text, { x: 200, right, style: 'body', ...hints });
  const side = (text: string, right: number, hints: Partial<TextLine> = {}) => plainLine(text, { x: 10, right, style: 'white', ...hints });
  test('phrases between slashes and bars run on in the next line set alike', () => {
    const info = header([
      at('Nadia Orlov', 380, { size: 2.2 }),
      at('Founder at Brightmoor/Lead Organiser Kettle Club/Product Designer | Web', 580),
      at('Development | Data', 330),
      at('Marrow Bay, Ontario, Canada', 350, { style: 'grey' }),
      at('Summary', 280, { size: 1.3 }),
      at('I build small tools for community groups and help them run their events well.', 590),
    ]);
    expect(info.headline).toBe('Founder at Brightmoor/Lead Organiser Kettle Club/Product Designer | Web Development | Data');
  });

  test('a line that stopped short of the edge does not take the next one', () => {
    const info = header([
      at('Nadia Orlov', 380, { size: 2.2 }),
      at('Founder at Brightmoor/Product Designer', 420),
      at('Community Organiser', 330),
      at('Summary', 280, { size: 1.3 }),
      at('I build small tools for community groups and help them run their events well.', 590),
    ]);
    expect(info.headline).toBe('Founder at Brightmoor/Product Designer');
  });

  test("one title in a narrow sidebar runs on where the next line's first word would not have fitted", () => {
    const info = header([
      side('Maya Lindqvist', 90, { size: 1.5 }),
      side('Thoughtful and Dependable Data', 150),
      side('Engineer', 52),
      side('Harbourton, CA 94110', 118, { size: 0.9 }),
      side('Practised in building streaming pipelines and tidy', 172, { size: 0.9 }),
      side('Profile', 60, { size: 1.3 }),
    ]);
    expect(info.headline).toBe('Thoughtful and Dependable Data Engineer');
  });

  test('a short title with room to spare keeps the line under it apart', () => {
    const lines = ['Maya Lindqvist', 'Data Engineer', 'Manager', 'Practised in building streaming pipelines and tidy'];
    const info = header(lines.map((text, i) => side(text, [90, 80, 55, 172][i]!)));
    expect(info.headline).toBe('Data Engineer');
  });
});

describe('a headline of phrases between bars', () => {
  test('phrases in cells of their own under the name, a title first, are the headline whole', () => {
    const info = header([
      plainLine('Irina Solberg', { size: 2.6 }),
      row(['Graphic Designer', 'Illustrator', 'Front-end Developer'], { size: 1.6 }),
      plainLine('EXPERIENCE', { size: 1.5 }),
    ]);
    expect(info.headline).toBe('Graphic Designer | Illustrator | Front-end Developer');
  });

  test('a row whose first cell is no title is not read as one', () => {
    const info = header([
      plainLine('Irina Solberg', { size: 2.6 }),
      row(['Kotlin', 'Swift', 'Go'], { size: 1.6 }),
      plainLine('EXPERIENCE', { size: 1.5 }),
    ]);
    expect(info.headline).not.toBe('Kotlin | Swift | Go');
  });

  test('wrapped onto a second line, it is read whole and its tail is no section content', () => {
    const info = header([
      plainLine('Arjun Example', { size: 2.48 }),
      plainLine('DevOps AWS (CDA,CSA) | Python | Terraform | Packer | Docker', { size: 1.14 }),
      plainLine('| Jenkins | Ansible | ELK | Rancher | Kubernetes | Bash', { size: 1.14 }),
      plainLine('Bengaluru, Karnataka, India', { size: 1.14 }),
      plainLine('Summary', { size: 1.5 }),
    ]);
    expect(info.headline).toBe('DevOps AWS (CDA,CSA) | Python | Terraform | Packer | Docker | Jenkins | Ansible | ELK | Rancher | Kubernetes | Bash');
    expect(info.location.city).toBe('Bengaluru');
  });
});

describe('a contact block away from the name', () => {
  test("the e-mail's neighbours in its column, read after the main column, are the person's phone, town and links", () => {
    const side = (text: string, links: string[] = []) => ({ ...plainLine(text, { x: 460 }), links });
    const lines = [
      plainLine('Yugant Hadiyal', { size: 2.5 }),
      plainLine("Master's student at TU Ilmenau", { size: 1.3 }),
      plainLine('WORK EXPERIENCE', { bold: true, size: 1.5 }),
      plainLine('Student assistant | 12/2020 - Present'),
      plainLine('Helped a PhD student realise a software solution to theoretical problems.'),
      side('jdoe@gmail.com', ['mailto:jdoe@gmail.com']),
      side('+49 176 47678492'),
      side('Ilmenau, Germany'),
      side('linkedin.com/in/jdoe', ['https://linkedin.com/in/jdoe']),
    ];
    const info = header(lines);
    expect([info.email, info.phone, info.location]).toEqual(['jdoe@gmail.com', '+49 176 47678492', { city: 'Ilmenau', country: 'Germany' }]);
    expect(info.links.map((l) => l.url)).toEqual(['linkedin.com/in/jdoe']);
  });

  test("a 'Town, Region' line closing the block, with no detail of its own, is the person's town", () => {
    const lines = [
      plainLine('Asha Patel', { size: 2.5 }),
      plainLine('Web Developer', { size: 1.3 }),
      plainLine('PROJECTS', { bold: true, size: 1.5 }),
      plainLine('Recipe finder | 2021'),
      plainLine('asha.patel@example.com'),
      plainLine('7008393685'),
      plainLine('Pune, Maharashtra'),
      plainLine('LANGUAGES', { bold: true, size: 1.5 }),
      plainLine('English'),
    ];
    expect(header(lines).location).toEqual({ city: 'Pune', country: '' });
  });
});

describe('a header in two columns', () => {
  const at = (cells: Array<[number, string]>, links: string[] = []): TextLine => ({
    ...plainLine(cells.map(([, t]) => t).join(' | ')),
    cells: cells.map(([x, text]) => ({ x, text })),
    x: cells[0]![0],
    links,
  });

  test("an address wrapped in its column is completed by the cell under it when together they spell the line's link", () => {
    const lines = [
      plainLine('Asha Patel', { size: 3 }),
      at([[40, 'asha@example.com'], [400, 'www.linkedin.com/in/asha-pa']], ['https://www.linkedin.com/in/asha-patel-12ab']),
      at([[40, 'Final-year student of computing at Leeds, keen on data.'], [400, 'tel-12ab']]),
    ];
    const info = header(lines);
    expect(info.links.map((l) => l.url)).toEqual(['www.linkedin.com/in/asha-patel-12ab']);
    expect(lines[2]!.text).toBe('Final-year student of computing at Leeds, keen on data.');
  });

  test('a short whole sentence alone on its header line is the profile', () => {
    const lines = [plainLine('Asha Patel', { size: 3 }), plainLine('asha@example.com | 07700 900123'), plainLine('I build small tools for busy data teams.')];
    expect(header(lines).prose.map((l) => l.text)).toEqual(['I build small tools for busy data teams.']);
    // A short phrase without its stop is no profile.
    expect(header([plainLine('Asha Patel', { size: 3 }), plainLine('asha@example.com'), plainLine('Open to work in the north of England')]).prose).toEqual([]);
  });
});

describe('labelled contacts', () => {
  test("a link's label takes an address on any top-level domain, and a spaced symbol may part label and value", () => {
    expect(classifyContactPart('Website: whiteraven.one')).toEqual({ kind: 'link', value: { title: 'Website', url: 'whiteraven.one' }, labelled: true });
    expect(classifyContactPart('Website § whiteraven.one')).toEqual({ kind: 'link', value: { title: 'Website', url: 'whiteraven.one' }, labelled: true });
    expect(classifyContactPart('Phone § +905523054697')).toEqual({ kind: 'phone', value: '+905523054697' });
    expect(classifyContactPart('whiteraven.one')).toBeNull();
    expect(classifyContactPart('Website: Acme Ltd.')).toBeNull();
  });
});

describe('contact labels over their values', () => {
  test('a row of labels over a row of details under a profile heading is contact details, never the profile', () => {
    const { data } = structureCv([
      plainLine('MARTIN Claire', { size: 2 }),
      plainLine('Data Analyst'),
      plainLine('PROFILE', { bold: true }),
      row(['PHONE', 'EMAIL', 'AGE']),
      row(['06 12 34 56 78', 'claire.martin@example.fr', '29']),
      plainLine('EXPERIENCE', { bold: true }),
      plainLine('Data Analyst, Orange | 2021 – 2024'),
    ]);
    expect(data.email).toBe('claire.martin@example.fr');
    expect(data.profile_statement).not.toContain('PHONE');
    expect([data.first_name, data.surname]).toEqual(['Claire', 'MARTIN']);
  });

  test('a personal-details table under a "Personal profile" heading is no profile statement', () => {
    const { data } = structureCv([
      plainLine('RESUME', { bold: true }),
      plainLine('PERSONAL PROFILE', { bold: true }),
      row(['Name', ': R.Karthik Raja']),
      row(['Date of Birth', ': 04.11.2001']),
      row(["Father's Name", ': S.Ramesh']),
      row(['Religion', ': Hindu']),
      row(['Permanent Address', ': No:12,Gandhi Street,']),
      plainLine('Madurai-625001.'),
      row(['Mobile Number', ': 9876543210']),
      plainLine('EDUCATION', { bold: true }),
      plainLine('B.Sc Computer Science, Madura College | 2019 – 2022'),
    ]);
    expect(data.profile_statement).toBe('');
  });
});

describe('a given name over the rest of the name in smaller type', () => {
  test('the line under it completes the name, a patronymic with it; a bracketed title below is the headline', () => {
    const info = header([
      plainLine('Dilnoza', { size: 1.4 }),
      plainLine('Karimova Rustam qizi', { size: 0.8 }),
      plainLine('(Data analyst)', { size: 1.05, bold: true }),
      plainLine('Experience', { bold: true, size: 1.2 }),
    ]);
    expect([info.first_name, info.surname, info.headline]).toEqual(['Dilnoza', 'Karimova Rustam qizi', 'Data analyst']);
  });

  test('a title under a given name alone is no surname', () => {
    const info = header([plainLine('Dilnoza', { size: 1.4 }), plainLine('Senior Data Analyst', { size: 0.8 }), plainLine('Experience', { bold: true, size: 1.2 })]);
    expect(info.surname).toBe('');
  });
});

describe('a web address wrapped right after the site’s slash', () => {
  test('the line under it completes the address', () => {
    const info = header([
      plainLine('Tran Minh Khoa', { size: 2 }),
      row(['+84 912 345 678', 'Da Nang, Vietnam', 'khoa.tran@example.com', 'github.com/khoatran', 'linkedin.com/']),
      plainLine('in/khoa-tran-dev', { wrap: 2 }),
      plainLine('Education', { bold: true, size: 1.2 }),
    ]);
    expect(info.links.map((l) => [l.title, l.url])).toEqual([
      ['GitHub', 'github.com/khoatran'],
      ['LinkedIn', 'linkedin.com/in/khoa-tran-dev'],
    ]);
  });

  test('without the layout’s wrap mark, an address ending in its slash is whole', () => {
    const info = header([
      plainLine('Tran Minh Khoa', { size: 2 }),
      plainLine('https://khoatran.dev/', { bullet: true }),
      plainLine('Profiles', { bold: true, size: 1.2 }),
      plainLine('khoatran', { gapBefore: true }),
    ]);
    expect(info.links.map((l) => l.url)).toContain('https://khoatran.dev/');
  });
});
