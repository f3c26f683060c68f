import { describe, expect, test } from 'vitest';
import { parseCertification, parseCertifications, parsePublication, parsePublications, parseTextList } from '../../../src/server/cv-parse/structure/lists.ts';
import { parseSkills } from '../../../src/server/cv-parse/structure/skills.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { plainLine } from '../../../src/server/cv-parse/types.ts';
import type { CvPublication } from '../../../src/lib/cv/schema.ts';

describe('certifications', () => {
  test.each([
    [
      'AWS Certified Solutions Architect – Professional (Amazon Web Services, 2021)',
      { name: 'AWS Certified Solutions Architect – Professional', issuer: 'Amazon Web Services', date: '2021' },
    ],
    ['Certified Kubernetes Administrator (CKA), The Linux Foundation, 2020', { name: 'Certified Kubernetes Administrator (CKA)', issuer: 'The Linux Foundation', date: '2020' }],
    // An acronym in brackets is the certificate's own.
    ['Project Management Professional (PMP)', { name: 'Project Management Professional (PMP)', issuer: '', date: '' }],
    ['Microsoft Certified: Azure Developer (AZ-204), 2022', { name: 'Microsoft Certified: Azure Developer (AZ-204)', issuer: '', date: '2022' }],
    ['2018 | APICS CSCP – ASCM', { name: 'APICS CSCP', issuer: 'ASCM', date: '2018' }],
    ['Mar 2019 | PRINCE2 Practitioner, AXELOS', { name: 'PRINCE2 Practitioner', issuer: 'AXELOS', date: 'Mar 2019' }],
    ['Six Sigma Green Belt – BSI, Sep 2025', { name: 'Six Sigma Green Belt', issuer: 'BSI', date: 'Sep 2025' }],
    // The issuer on the name's line: named after 'from', 'by', 'via', or a bracketed code that is no short form of the name.
    ['Introduction to Web Design from Coursera', { name: 'Introduction to Web Design', issuer: 'Coursera', date: '' }],
    ['Ethical Hacking Essentials by EC-Council, 2021', { name: 'Ethical Hacking Essentials', issuer: 'EC-Council', date: '2021' }],
    ['Deep Learning from Scratch', { name: 'Deep Learning from Scratch', issuer: '', date: '' }],
    // A date leading the line, set off by a space alone.
    ['Jun. 2016 Android Developer, Emobilis Institute', { name: 'Android Developer', issuer: 'Emobilis Institute', date: 'Jun 2016' }],
    // What a certificate covers, listed after a colon: its last item is no issuer.
    ['Programming Language Certifications: C, C++, Java, SQL', { name: 'Programming Language Certifications: C, C++, Java, SQL', issuer: '', date: '' }],
    // 'Issued by' on the name's line: the verb is no part of the name, however short the name.
    ['Security+ | Issued by CompTIA | Feb 2023', { name: 'Security+', issuer: 'CompTIA', date: 'Feb 2023' }],
    ['Amateur Radio - Technician | Issued by the FCC | Jul 2017', { name: 'Amateur Radio - Technician', issuer: 'the FCC', date: 'Jul 2017' }],
    ['Summer Research Programme (MIT)', { name: 'Summer Research Programme', issuer: 'MIT', date: '' }],
    ['Certified ScrumMaster (CSM)', { name: 'Certified ScrumMaster (CSM)', issuer: '', date: '' }],
    // A score in brackets is the certificate's result, no issuer.
    ['IELTS Academic (Band Score 7.5)', { name: 'IELTS Academic (Band Score 7.5)', issuer: '', date: '' }],
    ['TOEFL iBT (Score: 104)', { name: 'TOEFL iBT (Score: 104)', issuer: '', date: '' }],
    ['AWS Certified Solutions Architect (SAA)', { name: 'AWS Certified Solutions Architect (SAA)', issuer: '', date: '' }],
    // A course's name after the dash or comma is the name's, not who gave it.
    ['Cloud Academy Graduate - Data Engineering Foundations, Mar 2024', { name: 'Cloud Academy Graduate - Data Engineering Foundations', issuer: '', date: 'Mar 2024' }],
    ['Web Analytics, Marketing Essentials', { name: 'Web Analytics, Marketing Essentials', issuer: '', date: '' }],
    // The word that led to the date goes with it; an exam passed is the certificate, the sentence around it no part.
    ['Penetration Testing Basics on 14.03.2021.', { name: 'Penetration Testing Basics', issuer: '', date: 'Mar 2021' }],
    ['CompTIA Network+, since 2019', { name: 'CompTIA Network+', issuer: '', date: '2019' }],
    ['Passed the Salesforce Platform Developer I exam, showing my command of Apex', { name: 'Salesforce Platform Developer I', issuer: '', date: '' }],
    ['Cleared the CFA Level I examination in June 2019', { name: 'CFA Level I', issuer: '', date: 'Jun 2019' }],
  ])('%s', (text, expected) => {
    expect(parseCertification(text)).toEqual(expected);
  });
});

describe('certification lists', () => {
  test("under an undated bold name, a plainer line closing with a date set off by a dash names the issuer and dates it", () => {
    const lines = [
      plainLine('Professional Scrum Master I', { bold: true }),
      plainLine('Scrum.org - June 2022'),
      plainLine('Meta Front-End Developer', { bold: true }),
      plainLine('Coursera | Jan 2023'),
    ];
    expect(parseCertifications(lines, new Placement())).toEqual([
      { name: 'Professional Scrum Master I', issuer: 'Scrum.org', date: 'Jun 2022' },
      { name: 'Meta Front-End Developer', issuer: 'Coursera', date: 'Jan 2023' },
    ]);
  });

  test('a header of two rows: a place beside the bold name is no issuer; the plainer dated row under it names the issuer and dates it', () => {
    const row = (cells: string[], hints: { bold?: boolean } = {}) => ({ ...plainLine(cells.join(' | '), hints), cells: cells.map((text, i) => ({ text, x: i * 300 })) });
    const lines = [
      row(['Statistics with R', 'Remote'], { bold: true }),
      row(['Data Academy, Northern University', 'Mar 2021 - Mar 2021']),
      row(['Cloud Practitioner', 'Leeds, UK'], { bold: true }),
      row(['Amazon Web Services', 'Jun 2022']),
    ];
    expect(parseCertifications(lines, new Placement())).toEqual([
      { name: 'Statistics with R', issuer: 'Data Academy, Northern University', date: 'Mar 2021' },
      { name: 'Cloud Practitioner', issuer: 'Amazon Web Services', date: 'Jun 2022' },
    ]);
  });

  test("a certificate's link, or a link's label beside its date, names no certificate", () => {
    const row = (cells: string[], hints: { bold?: boolean } = {}) => ({ ...plainLine(cells.join(' | '), hints), cells: cells.map((text, i) => ({ text, x: i * 300 })) });
    const lines = [
      row(['Intro to Statistics from Coursera', '(03/2021 - Present)']),
      plainLine('LINK: https://www.coursera.org/verify/ABC123XYZ'),
      plainLine('CLOUD PRACTITIONER', { bold: true }),
      plainLine('Amazon Web Services'),
      row(['Jun 2022', 'Credentials']),
    ];
    const placement = new Placement();
    expect(parseCertifications(lines, placement)).toEqual([
      { name: 'Intro to Statistics', issuer: 'Coursera', date: 'Mar 2021' },
      { name: 'CLOUD PRACTITIONER', issuer: 'Amazon Web Services', date: 'Jun 2022' },
    ]);
    expect(placement.has(lines[1]!)).toBe(false);
  });

  test("under a dated name, a course's name in the same type is a certificate of its own, not the issuer", () => {
    const lines = [plainLine('Node Basics Workshop (2019)'), plainLine('Python Essentials'), plainLine('Learning REST APIs')];
    expect(parseCertifications(lines, new Placement()).map((c) => [c.name, c.issuer])).toEqual([
      ['Node Basics Workshop', ''],
      ['Python Essentials', ''],
      ['Learning REST APIs', ''],
    ]);
  });

  test('a bracketed acronym wrapped onto its own line ends the name above it', () => {
    const lines = [plainLine('Certified Scrum Product Owner'), plainLine('(CSPO)'), plainLine('PRINCE2 Practitioner – AXELOS, 2019')];
    expect(parseCertifications(lines, new Placement())).toEqual([
      { name: 'Certified Scrum Product Owner (CSPO)', issuer: '', date: '' },
      { name: 'PRINCE2 Practitioner', issuer: 'AXELOS', date: '2019' },
    ]);
  });

  test('a name wrapped without a sign from the layout is joined by its tail: a bracket, a closed bracket, a cut after a connector', () => {
    const dated = (name: string, date: string) => ({ ...plainLine(`${name} | ${date}`), cells: [{ text: name, x: 0 }, { text: date, x: 200 }] });
    const lines = [
      plainLine('Enforcement of'),
      dated('fundamental rights', 'Sep 2020'),
      plainLine('(Basic)'),
      plainLine('High Performance Computing'),
      plainLine('(kw: HPC, c++, openmp)'),
      plainLine('Container Fundamentals (kw: Docker,'),
      plainLine('Kubernetes)'),
      plainLine('Scrum Master'),
    ];
    expect(parseCertifications(lines, new Placement())).toEqual([
      { name: 'Enforcement of fundamental rights (Basic)', issuer: '', date: 'Sep 2020' },
      { name: 'High Performance Computing', issuer: '', date: '' },
      { name: 'Container Fundamentals', issuer: '', date: '' },
      { name: 'Scrum Master', issuer: '', date: '' },
    ]);
  });
});

describe('skills', () => {
  test.each([
    ['React — Expert | TypeScript — Advanced | Node.js - Intermediate', ['React', 'TypeScript', 'Node.js']],
    ['Go (3+ years), SQL: advanced, Python (expert)', ['Go', 'SQL', 'Python']],
    ['Back-end - Java, Front-end - React', ['Back-end - Java', 'Front-end - React']],
    // The rating phrase before a list is not part of its first skill; a sentence without a list is left alone.
    ['Languages: Proficient in Python, SQL, C++', ['Python', 'SQL', 'C++']],
    ['Strong knowledge of Docker; Kubernetes', ['Docker', 'Kubernetes']],
    ['Experienced with Kafka', ['Experienced with Kafka']],
  ])('%s', (line, skills) => {
    expect(parseSkills([plainLine(line)], new Placement())).toEqual(skills);
  });

  test('a sentence naming spoken languages among the skills goes to the languages', () => {
    const spoken: unknown[] = [];
    const lines = ['Tools: Git, Docker', 'Other: Fluent in English and Vietnamese', 'Proficient in Python and SQL'].map((t) => plainLine(t));
    expect(parseSkills(lines, new Placement(), spoken as never)).toEqual(['Git', 'Docker', 'Proficient in Python and SQL']);
    expect(spoken).toEqual([
      { name: 'English', level: 'Fluent' },
      { name: 'Vietnamese', level: 'Fluent' },
    ]);
  });

  test('a language in such a sentence may carry its own level in brackets', () => {
    const spoken: unknown[] = [];
    const lines = ['Tools: Excel, Tableau', 'Proficient in Swahili, French (DELF B2) and Arabic.'].map((t) => plainLine(t, { bullet: true }));
    expect(parseSkills(lines, new Placement(), spoken as never)).toEqual(['Excel', 'Tableau']);
    expect(spoken).toEqual([
      { name: 'Swahili', level: 'Proficient' },
      { name: 'French', level: 'DELF B2' },
      { name: 'Arabic', level: 'Proficient' },
    ]);
  });
});

describe('text lists', () => {
  test('a title set larger than the sentence under it is one item with it; a list of names stays apart', () => {
    const lines = [
      plainLine('Blogging', { size: 1.2 }),
      plainLine('I have started blogging to improve my writing.'),
      plainLine('Investing', { size: 1.2 }),
      plainLine('I read about the stock market every week.'),
      plainLine('Sports', { size: 1.2 }),
      plainLine('Football, Tennis'),
    ];
    expect(parseTextList(lines, new Placement())).toEqual([
      'Blogging I have started blogging to improve my writing.',
      'Investing I read about the stock market every week.',
      'Sports',
      'Football, Tennis',
    ]);
  });

  test('given somewhere for spoken languages, a sentence naming them goes there', () => {
    const spoken: unknown[] = [];
    const lines = ['Native in French, German & Spanish', 'Hiking in the Alps'].map((t) => plainLine(t));
    expect(parseTextList(lines, new Placement(), spoken as never)).toEqual(['Hiking in the Alps']);
    expect(spoken).toEqual(['French', 'German', 'Spanish'].map((name) => ({ name, level: 'Native' })));
    expect(parseTextList(lines, new Placement())).toEqual(['Native in French, German & Spanish', 'Hiking in the Alps']);
  });

  test('short capitalised items one under another stay apart where the extractor only guessed a wrap', () => {
    const lines = [
      plainLine('Sailing & Kayaking'),
      plainLine('Model Railways', { wrap: 1 }),
      // Left hanging on a joining word, or going on in lower case: wrapped.
      plainLine('Restoring furniture and'),
      plainLine('Old Clocks', { wrap: 1 }),
      plainLine('Birdwatching'),
      plainLine('on weekends', { wrap: 1 }),
    ];
    expect(parseTextList(lines, new Placement())).toEqual(['Sailing & Kayaking', 'Model Railways', 'Restoring furniture and Old Clocks', 'Birdwatching on weekends']);
  });
});

describe('publications', () => {
  test.each([
    [
      'Adeyemi O, Patel R, Hughes K. Single-cell atlas of the developing human kidney. Nature Methods. 2023;20(4):512–520.',
      { title: 'Single-cell atlas of the developing human kidney', pub_type: '', date: '2023' },
    ],
    ['Adeyemi, O., & Smith, J. K. (2021). Lineage inference from sparse data. Bioinformatics, 37(9).', { title: 'Lineage inference from sparse data', pub_type: '', date: '2021' }],
    ['Hughes K, et al. Benchmarking clustering methods. Genome Biology. 2022;23:88.', { title: 'Benchmarking clustering methods', pub_type: '', date: '2022' }],
    ['Lineage inference at atlas scale. Invited talk, ISMB 2022, Madison.', { title: 'Lineage inference at atlas scale', pub_type: 'Invited talk', date: '2022' }],
    // BibTeX's plain style: initials and given names written out, one author with initials alone.
    [
      'R. Byron Bird, C. F. Curtiss, Robert C. Armstrong, and Ole Hassager. Dynamics of polymeric liquids. John Wiley & Sons, New York, 1987.',
      { title: 'Dynamics of polymeric liquids', pub_type: '', date: '1987' },
    ],
    ['Masao Doi and S. F. Edwards. The theory of polymer dynamics. Oxford University Press, 1986.', { title: 'The theory of polymer dynamics', pub_type: '', date: '1986' }],
    ['P. G. de Gennes. Reptation of a polymer chain. J. Chem. Phys, 55:572–579, 1971.', { title: 'Reptation of a polymer chain', pub_type: '', date: '1971' }],
    // Capitalised words alone are a title, not authors.
    ['Deep Learning, Computer Vision and Robotics. Springer, 2020.', { title: 'Deep Learning, Computer Vision and Robotics', pub_type: '', date: '2020' }],
    // A title that only looks like a name and an initial is not an author list.
    ['Using AI in HR. Article, People Management, 2021.', { title: 'Using AI in HR', pub_type: 'Article', date: '2021' }],
  ])('%s', (text, expected) => {
    expect(parsePublication(text)).toEqual(expected);
  });

  test('a long run of names that is no author list is kept as the title, and does not hang the parser', () => {
    // With exponential backtracking 21 names took over a second and 60 never finished: this call would time out.
    const names = `${'Smith J, '.repeat(60)}Jones K`;
    expect(parsePublication(names)).toEqual({ title: names, pub_type: '', date: '' });
  });

  test('lines hanging under an entry continue it', () => {
    const lines = [
      plainLine('Adeyemi O, Patel R. Single-cell atlas of the kidney. Nature Methods.', { x: 43 }),
      plainLine('2023;20(4):512–520.', { x: 57 }),
      plainLine('Adeyemi O, Okoro C. Lineage inference from sparse data. Bioinformatics. 2021;37(9):1201–', { x: 43 }),
      plainLine('1209.', { x: 57 }),
    ];
    expect(parsePublications(lines, new Placement())).toEqual([
      // A volume, issue and pages ('20(4):512–520') mark journal articles.
      { title: 'Single-cell atlas of the kidney', pub_type: 'Journal Article', date: '2023' },
      { title: 'Lineage inference from sparse data', pub_type: 'Journal Article', date: '2021' },
    ]);
  });
});

describe('certificates as people list them (round 4)', () => {
  test.each([
    // The full stop ends the sentence, not the issuer's name.
    ['Modern React with Redux, Udemy, 2022.', { name: 'Modern React with Redux', issuer: 'Udemy', date: '2022' }],
    ['JavaScript Algorithms and Data Structures, Freecodecamp.org.', { name: 'JavaScript Algorithms and Data Structures', issuer: 'Freecodecamp.org', date: '' }],
    ['Data Analysis, Acme Inc.', { name: 'Data Analysis', issuer: 'Acme Inc.', date: '' }],
    // A level or a version after the dash is the name's.
    ['AWS Certified Developer – Associate', { name: 'AWS Certified Developer – Associate', issuer: '', date: '' }],
    ['Apple Certified Associate - Mac Integration 10.10', { name: 'Apple Certified Associate - Mac Integration 10.10', issuer: '', date: '' }],
  ])('%s', (text, expected) => {
    expect(parseCertification(text)).toEqual(expected);
  });
});

describe('a point broken off mid-phrase', () => {
  test("an unbulleted lower-case line tight under a point that has not ended goes on with it", () => {
    const lines = [
      plainLine('(Twitter- YouTube) Clone using HTML, CSS, CSS Flexbox, CSS Grid,', { bullet: true, x: 108 }),
      plainLine('and JavaScript.', { x: 92 }),
      plainLine('Gym website using HTML-CSS JS.', { bullet: true, x: 108 }),
      plainLine('hiking', { x: 92, gapBefore: true }),
    ];
    expect(parseTextList(lines, new Placement())).toEqual([
      '(Twitter- YouTube) Clone using HTML, CSS, CSS Flexbox, CSS Grid, and JavaScript.',
      'Gym website using HTML-CSS JS.',
      'hiking',
    ]);
  });
});

describe('a list of points only', () => {
  test('an unbulleted line at the text edge of the point above goes on with it, whatever its case', () => {
    const lines = [
      plainLine('Secured 2nd place in', { bullet: true, x: 430 }),
      plainLine('a regional quiz at the', { x: 438, wrap: 2 }),
      plainLine('Northern Book Festival', { x: 438 }),
      plainLine('held in 2016', { x: 438 }),
      plainLine('Won the school chess', { bullet: true, x: 430 }),
      plainLine('championship.', { x: 438, wrap: 2 }),
    ];
    expect(parseTextList(lines, new Placement())).toEqual([
      'Secured 2nd place in a regional quiz at the Northern Book Festival held in 2016',
      'Won the school chess championship.',
    ]);
  });

  test('with an unbulleted line left of the points, capitalised lines stay items of their own', () => {
    const lines = [
      plainLine('Prizes', { x: 420 }),
      plainLine('Secured 2nd place in', { bullet: true, x: 430 }),
      plainLine('a regional quiz', { x: 438, wrap: 2 }),
      plainLine('Northern Book Festival', { x: 438 }),
      plainLine('Won the school chess', { bullet: true, x: 430 }),
      plainLine('championship.', { x: 438, wrap: 2 }),
    ];
    expect(parseTextList(lines, new Placement())).toContain('Northern Book Festival');
  });
});

describe('an item run to the margin', () => {
  test('a short lower-case tail tight under an unbulleted item that ran to the margin ends it; short lower-case items stay apart', () => {
    const lines = [
      plainLine('BAS Divisional Science Olympiad – Bangladesh Academy of Science Acquired 7th position in H.S.C. group, DUET', { right: 560 }),
      plainLine('center', { right: 70 }),
      plainLine('cpp2llvm, a C to LLVM compiler using ANTLRv4 and llvmlite package in Python', { right: 480 }),
      plainLine('hiking', { right: 70 }),
      plainLine('chess', { right: 70 }),
    ];
    expect(parseTextList(lines, new Placement())).toEqual([
      'BAS Divisional Science Olympiad – Bangladesh Academy of Science Acquired 7th position in H.S.C. group, DUET center',
      'cpp2llvm, a C to LLVM compiler using ANTLRv4 and llvmlite package in Python',
      'hiking',
      'chess',
    ]);
  });
});

describe('certificates and awards in one list (round 5)', () => {
  test('where a course was held is no issuer', () => {
    expect(parseCertification('RTRK Summer School of C++ – Novi Sad, Serbia, Aug 2020')).toEqual({ name: 'RTRK Summer School of C++', issuer: '', date: 'Aug 2020' });
    expect(parseCertification('Data Analysis Bootcamp, General Assembly, London, UK')).toEqual({ name: 'Data Analysis Bootcamp', issuer: 'General Assembly', date: '' });
  });

  test('a date with a page number or a count beside it names no certificate', () => {
    expect(parseCertification('MARCH 3, 2021 | 2')).toBeNull();
    expect(parseCertification('2019 – 2020')).toBeNull();
  });

  test('a grant is an award, not a certificate', () => {
    const awards: string[] = [];
    const lines = [plainLine('PRINCE2 Practitioner – AXELOS, 2019'), plainLine('2010 | Travel grant')];
    expect(parseCertifications(lines, new Placement(), awards)).toEqual([{ name: 'PRINCE2 Practitioner', issuer: 'AXELOS', date: '2019' }]);
    expect(awards).toEqual(['2010 | Travel grant']);
  });

  test('a paper led by its kind is a publication, not a certificate', () => {
    const [awards, papers] = [[] as string[], [] as CvPublication[]];
    const lines = [
      plainLine('Google Cloud Digital Leader | June 2022'),
      plainLine('MSc Thesis: Graph Methods for Fraud Detection in Payments | September 2021'),
      plainLine('Research Paper – "Low-Cost Soil Moisture Sensing" in IJERT, 2020'),
    ];
    expect(parseCertifications(lines, new Placement(), awards, papers)).toEqual([{ name: 'Google Cloud Digital Leader', issuer: '', date: 'Jun 2022' }]);
    expect(papers).toEqual([
      { title: 'Graph Methods for Fraud Detection in Payments', pub_type: 'MSc Thesis', date: 'Sep 2021' },
      { title: 'Low-Cost Soil Moisture Sensing', pub_type: 'Research Paper', date: '2020' },
    ]);
  });
});

test('a line telling what a course covered is no certificate of its own (round 5)', () => {
  const lines = [plainLine('Google Data Analytics Professional Certificate'), plainLine('Completed an eight-course program covering data cleaning and visualisation'), plainLine('PRINCE2 Practitioner – AXELOS, 2019')];
  expect(parseCertifications(lines, new Placement())).toEqual([
    { name: 'Google Data Analytics Professional Certificate', issuer: '', date: '' },
    { name: 'PRINCE2 Practitioner', issuer: 'AXELOS', date: '2019' },
  ]);
});

describe('issuers and dates around a certificate’s name (round 5)', () => {
  test('an organisation on the line under the name is its issuer, with its date', () => {
    const lines = [plainLine('Certified Kubernetes Administrator'), plainLine('The Linux Foundation · 2022'), plainLine('PRINCE2 Practitioner')];
    expect(parseCertifications(lines, new Placement())).toEqual([
      { name: 'Certified Kubernetes Administrator', issuer: 'The Linux Foundation', date: '2022' },
      { name: 'PRINCE2 Practitioner', issuer: '', date: '' },
    ]);
  });

  test('a role after the comma is the name’s, and a date leading the line is its date', () => {
    expect(parseCertification('Oracle Certified Professional, Java SE 11 Developer')).toEqual({ name: 'Oracle Certified Professional, Java SE 11 Developer', issuer: '', date: '' });
    expect(parseCertification('2020 – Certified Information Systems Security Professional (CISSP), ISC2')).toEqual({
      name: 'Certified Information Systems Security Professional (CISSP)',
      issuer: 'ISC2',
      date: '2020',
    });
  });
});

describe("'Issued by' and 'Published on' lines under an entry", () => {
  test('name the certificate’s issuer and date', () => {
    const lines = [plainLine('Learning How to Learn: Powerful mental tools'), plainLine('Issued by Coursera | Sep 2021')];
    expect(parseCertifications(lines, new Placement())).toEqual([{ name: 'Learning How to Learn: Powerful mental tools', issuer: 'Coursera', date: 'Sep 2021' }]);
  });
  test('date the paper above and name no paper', () => {
    const lines = [
      plainLine('A convolutional neural network for predicting glacier melt'),
      plainLine('Published on Theoretical and Computational Fluid Dynamics | Sep 2020'),
    ];
    const pubs = parsePublications(lines, new Placement());
    expect(pubs.map((p) => [p.title, p.date])).toEqual([['A convolutional neural network for predicting glacier melt', 'Sep 2020']]);
  });
});

describe('certificates set as blocks parted by blank space', () => {
  test('the lines under each name in its block are its issuer and date', () => {
    const lines = [
      plainLine('Google Data Analytics Certificate', { x: 10, gapBefore: true }),
      plainLine('Google Career Certificates', { x: 10 }),
      plainLine('2022', { x: 10 }),
      plainLine('Certified Scrum Master', { x: 10, gapBefore: true }),
      plainLine('Scrum Alliance', { x: 10 }),
      plainLine('2021', { x: 10 }),
      // The tail of a paragraph in the column beside the list.
      plainLine('stakeholders.', { x: 210 }),
    ];
    expect(parseCertifications(lines, new Placement())).toEqual([
      { name: 'Google Data Analytics Certificate', issuer: 'Google Career Certificates', date: '2022' },
      { name: 'Certified Scrum Master', issuer: 'Scrum Alliance', date: '2021' },
    ]);
  });

  test('one style and no blank space between them: each line is a certificate', () => {
    const lines = [plainLine('Certified Scrum Master'), plainLine('Professional Scrum Product Owner'), plainLine('Six Sigma Green Belt')];
    expect(parseCertifications(lines, new Placement()).map((c) => c.name)).toEqual(['Certified Scrum Master', 'Professional Scrum Product Owner', 'Six Sigma Green Belt']);
  });

  test('an issuer in square brackets after the name', () => {
    expect(parseCertification('Flutter App Development [Testriq QA] (Nov 2025)')).toEqual({ name: 'Flutter App Development', issuer: 'Testriq QA', date: 'Nov 2025' });
  });
});

describe('issuers spelt as their brand is', () => {
  test('a brand with a small first letter and a capital inside is an issuer', () => {
    expect(parseCertification('Responsive Web Design, freeCodeCamp | Mar 2022')).toEqual({ name: 'Responsive Web Design', issuer: 'freeCodeCamp', date: 'Mar 2022' });
    expect(parseCertification('CS50’s Introduction to Programming with Python – edX')).toEqual({ name: 'CS50’s Introduction to Programming with Python', issuer: 'edX', date: '' });
  });
  test('a word in small letters throughout is still no issuer', () => {
    expect(parseCertification('Machine Learning, deep learning')).toEqual({ name: 'Machine Learning, deep learning', issuer: '', date: '' });
  });
});

describe('lines among certificates that name none', () => {
  test('another field’s label, a template’s prompt and a certificate still worked for stay for review', () => {
    const lines = [
      plainLine('Professional Scrum Master I', { bold: true }),
      plainLine('Role: Scrum Master'),
      plainLine('Tools: Jira, Confluence'),
      plainLine('Currently preparing for the AWS Solutions Architect certification', { bullet: true }),
      plainLine('N/A'),
      plainLine('Add a link to the credential here?', { bullet: true }),
      plainLine('Passed the Kentico Cloud Developer exam proving my competence', { bullet: true }),
    ];
    const placement = new Placement();
    expect(parseCertifications(lines, placement)).toEqual([
      { name: 'Professional Scrum Master I', issuer: '', date: '' },
      { name: 'Kentico Cloud Developer', issuer: '', date: '' },
    ]);
    expect(lines.filter((line) => !placement.has(line)).map((line) => line.text)).toEqual(lines.slice(1, 6).map((line) => line.text));
  });
});

describe('a sentence under a certificate telling of the course', () => {
  test('opening with an adverb before its verb, it is no certificate of its own', () => {
    const lines = [
      plainLine('Data Analytics Bootcamp, General Assembly', { bold: true }),
      plainLine('Successfully completed a twelve-week programme in SQL, Tableau and Python.', { gapBefore: true }),
    ];
    expect(parseCertifications(lines, new Placement())).toEqual([{ name: 'Data Analytics Bootcamp', issuer: 'General Assembly', date: '' }]);
  });
});

describe('a title won as the best of its kind', () => {
  test('is an award among certificates; best practices name a course', () => {
    const awards: string[] = [];
    const lines = [plainLine('Best Delegate, Model United Nations 2019'), plainLine('Security Best Practices – SANS Institute, 2021')];
    expect(parseCertifications(lines, new Placement(), awards)).toEqual([{ name: 'Security Best Practices', issuer: 'SANS Institute', date: '2021' }]);
    expect(awards).toEqual(['Best Delegate, Model United Nations 2019']);
  });
});

describe('certificate lists in a sidebar', () => {
  test('blocks centred in a sidebar: the lines under each name in its block are its issuer and date', () => {
    // Centred lines share their middle (x + right), not their left edge.
    const centred = (text: string, width: number, gapBefore = false) => plainLine(text, { x: 100 - width / 2, right: 100 + width / 2, gapBefore });
    const lines = [
      centred('Full-Stack Web Development', 120, true),
      centred('Codecademy', 52),
      centred('2020', 20),
      centred('AWS Certified Developer', 110, true),
      centred('Amazon Web Services', 90),
      centred('2019', 20),
    ];
    expect(parseCertifications(lines, new Placement())).toEqual([
      { name: 'Full-Stack Web Development', issuer: 'Codecademy', date: '2020' },
      { name: 'AWS Certified Developer', issuer: 'Amazon Web Services', date: '2019' },
    ]);
  });

  test('a name broken after a hyphen goes on on the next line', () => {
    const lines = [plainLine('Google Cloud Skills Boost-'), plainLine('Generative AI Fundamentals'), plainLine('Microsoft Azure AZ-900')];
    expect(parseCertifications(lines, new Placement()).map((c) => c.name)).toEqual(['Google Cloud Skills Boost-Generative AI Fundamentals', 'Microsoft Azure AZ-900']);
  });
});

describe('a check link under a certificate', () => {
  test('an address wrapped over lines is one link, no certificate', () => {
    const lines = [
      plainLine('Machine Learning with Python'),
      plainLine('https://www.coursera.org/account/'),
      plainLine('accomplishments/verify/', { wrap: 2 }),
      plainLine('QX7RTB2PLM4K', { wrap: 2 }),
      plainLine('Certificate of Training in C++'),
    ];
    expect(parseCertifications(lines, new Placement()).map((c) => c.name)).toEqual(['Machine Learning with Python', 'Certificate of Training in C++']);
  });
});

describe('organisations after the dash', () => {
  test('who taught a course and the platform it was given on, after its dash, are its issuers', () => {
    expect(parseCertification('Machine Learning – Stanford University, Coursera, 2021')).toEqual({ name: 'Machine Learning', issuer: 'Stanford University, Coursera', date: '2021' });
    // A level after the dash stays the name's; the comma then parts the issuer.
    expect(parseCertification('AWS Certified Developer – Associate, Amazon Web Services')).toEqual({ name: 'AWS Certified Developer – Associate', issuer: 'Amazon Web Services', date: '' });
  });
});
