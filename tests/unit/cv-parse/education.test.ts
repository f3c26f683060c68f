import { describe, expect, test } from 'vitest';
import { textToLines } from '../../../src/server/cv-parse/extract/txt.ts';
import { parseEducation, splitDegree, splitGrade, splitInstitution, wholeGrade } from '../../../src/server/cv-parse/structure/education.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { INSTITUTION_RE } from '../../../src/server/cv-parse/structure/lexicon.ts';
import { joinCells, plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

const education = (...lines: string[]) => structureCv(textToLines(['EDUCATION', ...lines].join('\n'))).data.education;
const flat = (entries: ReturnType<typeof education>) =>
  entries.flatMap((e) => e.qualifications.map((q) => [e.institution, q.qualification, q.course, q.grade, q.start, q.end]));

describe('degree names', () => {
  test.each([
    ['B.Sc. Industrial Engineering', { qualification: 'B.Sc.', course: 'Industrial Engineering' }],
    ['MSc Information Systems', { qualification: 'MSc', course: 'Information Systems' }],
    ['B.Comm. (Hons) Accounting and Finance', { qualification: 'B.Comm. (Hons)', course: 'Accounting and Finance' }],
    ['Bachelor of Design (Honours)', { qualification: 'Bachelor of Design (Honours)', course: '' }],
    ['BA (Honours) in English Literature', { qualification: 'BA (Honours)', course: 'English Literature' }],
    ['Master of Business Administration (MBA)', { qualification: 'Master of Business Administration (MBA)', course: '' }],
    ['Licenciatura en Ciencias de la Computación', { qualification: 'Licenciatura', course: 'Ciencias de la Computación' }],
    ['BSc Administration (Accounting)', { qualification: 'BSc', course: 'Administration (Accounting)' }],
    ['MSc (Data Science)', { qualification: 'MSc', course: 'Data Science' }],
    ['Bachelor of Science - BS, Computer Science', { qualification: 'Bachelor of Science - BS', course: 'Computer Science' }],
    ['Master of Business Administration - MBA', { qualification: 'Master of Business Administration - MBA', course: '' }],
    ['Bachelor of Arts - Economics', { qualification: 'Bachelor of Arts', course: 'Economics' }],
    ['Software Systems - Cloud Computing (Post-Graduate Diploma)', { qualification: 'Post-Graduate Diploma', course: 'Software Systems - Cloud Computing' }],
    ['Nepal Higher Secondary Education Certificate (HSEB), Science Stream', { qualification: 'Nepal Higher Secondary Education Certificate (HSEB)', course: 'Science Stream' }],
    ['B-Tech (Electronics and Communication Engineering)', { qualification: 'B-Tech', course: 'Electronics and Communication Engineering' }],
    ['M-Tech in Structural Engineering', { qualification: 'M-Tech', course: 'Structural Engineering' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });

  test.each(['Bachelor of Design (Honours)', 'BSc (Hons)'])('(Hons) in %s is part of the name, not a grade', (text) => {
    expect(splitGrade(text)).toEqual({ rest: text, grade: '' });
  });

  test.each([
    ['Distinction', 'Distinction'],
    ['2:1', '2:1'],
    ['First Class Honours', 'First Class Honours'],
    ['Grade: First', 'First'],
    ['GPA 3.8/4.0', 'GPA 3.8/4.0'],
    ['Economics', ''],
  ])('%s as a whole is the grade %j', (text, grade) => {
    expect(wholeGrade(text)).toBe(grade);
  });
});

describe('a qualification and its institution on one line', () => {
  test.each([
    ['Oxford Brookes University — BA (Hons) Business Management, 2:1\t2011 – 2014', ['Oxford Brookes University', 'BA (Hons)', 'Business Management', '2:1', '2011', '2014']],
    ['B.Eng. Computer Engineering — American University of Sharjah (2005 – 2009)', ['American University of Sharjah', 'B.Eng.', 'Computer Engineering', '', '2005', '2009']],
    ['MA Human Resource Management — Aston University, 2014 – 2016', ['Aston University', 'MA', 'Human Resource Management', '', '2014', '2016']],
    ['B.A. in Advertising, Universidad Complutense de Madrid — 2010', ['Universidad Complutense de Madrid', 'B.A.', 'Advertising', '', '', '2010']],
    ['M.Sc. Bioinformatics, University of Edinburgh (Distinction)\t2015 – 2016', ['University of Edinburgh', 'M.Sc.', 'Bioinformatics', 'Distinction', '2015', '2016']],
    ['B.Tech in Electronics, VIT University, Vellore, 2016, CGPA 8.4/10', ['VIT University', 'B.Tech', 'Electronics', 'CGPA 8.4/10', '', '2016']],
    ['University of Warwick, B.Sc. Mathematics, 2015', ['University of Warwick', 'B.Sc.', 'Mathematics', '', '', '2015']],
    ['BEng (Hons) Mechanical Engineering, Swansea University, 2003 – First Class', ['Swansea University', 'BEng (Hons)', 'Mechanical Engineering', 'First Class', '', '2003']],
    ['MSc Finance and Accounting, Wirtschaftsuniversität Wien\t2014 – 2016', ['Wirtschaftsuniversität Wien', 'MSc', 'Finance and Accounting', '', '2014', '2016']],
  ])('%s', (line, expected) => {
    expect(flat(education(line))).toEqual([expected]);
  });

  test('the place after a dash stays a place', () => {
    expect(education('University of Michigan — Ann Arbor, United States', 'M.S. Data Science, 2018')[0]).toMatchObject({
      institution: 'University of Michigan',
      location: { city: 'Ann Arbor', country: 'United States' },
    });
  });

  test('a US state after the town is no country', () => {
    expect(education('B.A. Economics, Northwestern University, Evanston, IL — 2017')[0]!.location).toEqual({ city: 'Evanston', country: '' });
  });
});

describe('entries over several lines', () => {
  test('qualification first, institution below: the next qualification opens the next entry', () => {
    const entries = education('M.Sc. Supply Chain Management\t2010 – 2012', 'Erasmus University Rotterdam', 'B.Sc. Industrial Engineering\t2006 – 2010', 'Eindhoven University of Technology');
    expect(flat(entries)).toEqual([
      ['Erasmus University Rotterdam', 'M.Sc.', 'Supply Chain Management', '', '2010', '2012'],
      ['Eindhoven University of Technology', 'B.Sc.', 'Industrial Engineering', '', '2006', '2010'],
    ]);
  });

  test('institution first: two qualifications under it stay one entry', () => {
    const entries = education('University College London', 'M.Sc. Statistics\t2015 – 2016', 'B.Sc. Mathematics\t2012 – 2015');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.qualifications).toHaveLength(2);
  });

  test.each([
    ['M.S. in Manufacturing Engineering (Grade: GPA 3.9/4.0)\tSep 2021 – Sep 2022', 'GPA 3.9/4.0'],
    ['M.S. in Manufacturing Engineering – GPA: 3.9\tSep 2021 – Sep 2022', 'GPA: 3.9'],
  ])('a GPA with or without a label: %s', (line, grade) => {
    const entries = education('University of Texas at Austin', line);
    expect(entries[0]!.qualifications).toEqual([
      { qualification: 'M.S.', course: 'Manufacturing Engineering', grade, start: 'Sep 2021', end: 'Sep 2022' },
    ]);
  });

  test('a labelled detail under a qualification does not start an institution', () => {
    const { data, unplaced } = structureCv(
      textToLines(['EDUCATION', 'PhD in Computational Biology, University of Cambridge\t2016 – 2020', 'Thesis: Lineage inference from sparse data'].join('\n')),
    );
    expect(data.education.map((e) => e.institution)).toEqual(['University of Cambridge']);
    expect(unplaced).toEqual(['Thesis: Lineage inference from sparse data']);
  });
});

/** A laid-out line: cells split at ' ‖ ', each 150 pt right of the one before unless `cellX` says where. */
function laid(text: string, hints: Partial<Omit<TextLine, 'text' | 'cells'>> & { cellX?: number[] } = {}): TextLine {
  const x = hints.x ?? 40;
  const cells = text.split(' ‖ ').map((t, i) => ({ text: t, x: hints.cellX?.[i] ?? x + i * 150 }));
  return { ...plainLine(text, hints), text: joinCells(cells), cells, x };
}
const read = (...lines: TextLine[]) => parseEducation(lines, new Placement());
const rows = (entries: ReturnType<typeof read>) =>
  entries.flatMap((e) => e.qualifications.map((q) => [e.institution, e.location.city, q.qualification, q.course, q.start, q.end, q.grade]));

describe('grades as real CVs print them', () => {
  test.each([
    ['Bachelor of Engineering in Electrical and Electronics; GPA: 3.66 (9.15/10.0)', 'Electrical and Electronics', 'GPA: 3.66 (9.15/10.0)'],
    ['B.S. in Geography, Cumulative GPA: 3.96 / 4.00', 'Geography', 'Cumulative GPA: 3.96 / 4.00'],
    ['MSci (Hons) Computer Science First Class', 'Computer Science', 'First Class'],
    ['M.Sc. Physics magna cum laude', 'Physics', 'magna cum laude'],
    ['Bachelor of Arts in History with Departmental Honors', 'History', 'with Departmental Honors'],
    ['B. Tech Mechanical Engineering Hons.', 'Mechanical Engineering', 'Hons.'],
    ['M.Sc. Civil Engineering (Great Distinction)', 'Civil Engineering', 'Great Distinction'],
  ])('%s', (line, course, grade) => {
    const [entry] = read(laid('University of Leeds'), laid(line));
    expect(entry!.qualifications[0]).toMatchObject({ course, grade });
  });

  test.each(['BSc Hons', 'MEng Hons.', 'Bachelor of Arts (Honours)'])('honours right after the degree are its name, not a grade: %s', (line) => {
    const [entry] = read(laid('University of Leeds'), laid(line));
    expect(entry!.qualifications[0]).toMatchObject({ qualification: line, grade: '' });
  });

  test.each([
    ['Score: 91.4%', '91.4%'],
    ['Score- 97.6%', '97.6%'],
    ['Score: 8.1 CGPA', '8.1 CGPA'],
  ])('a label that only says it is the grade goes: %s', (line, grade) => {
    const [entry] = read(laid('Hillcrest Public School'), laid('Class XII ‖ 2019'), laid(line));
    expect(entry!.qualifications[0]!.grade).toBe(grade);
  });

  test.each([
    ['Graduated with Distinction', 'Distinction'],
    ['1st class, with Honours, BCS-accredited', '1st class, with Honours, BCS-accredited'],
  ])('a line of its own: %s', (line, grade) => {
    const [entry] = read(laid('University of Leeds'), laid('BSc in Physics'), laid(line, { bullet: true, x: 48 }));
    expect(entry!.qualifications[0]!.grade).toBe(grade);
  });

  test('a GPA among the details grades the qualification; the rest of the bullet is no entry', () => {
    const entries = read(laid('Princeton University, PhD in Computer Science'), laid('GPA: 3.97/4.00, Valedictorian', { bullet: true, x: 60 }));
    expect(rows(entries)).toEqual([['Princeton University', '', 'PhD', 'Computer Science', '', '', 'GPA: 3.97/4.00']]);
  });
});

describe('dates as real CVs print them', () => {
  test('two single dates are the start and the end; the words that introduce them go', () => {
    const entries = read(laid('Random University, Beijing, China'), laid('B.A, Computer Science, September 2009 (expected graduation date: July 2013)'));
    expect(rows(entries)).toEqual([['Random University', 'Beijing', 'B.A', 'Computer Science', 'Sep 2009', 'Jul 2013', '']]);
  });

  test('Expected before the date is no part of the course', () => {
    const entries = read(laid('University of Minnesota – Twin Cities ‖ Minneapolis, MN'), laid('Bachelor of Science, Computer Science ‖ Expected Fall 2021'));
    expect(rows(entries)).toEqual([['University of Minnesota – Twin Cities', 'Minneapolis', 'Bachelor of Science', 'Computer Science', '', '2021', '']]);
  });

  test('a range joined by a Unicode hyphen', () => {
    const entries = read(laid('University of Leeds'), laid('MSc in Data Science ‖ Sept 2021 ‐ Current'));
    expect(entries[0]!.qualifications[0]).toMatchObject({ start: 'Sep 2021', end: '' });
  });
});

describe('places as real CVs print them', () => {
  test('a place in the cell beside the degree, or after a dash, is the institution’s', () => {
    expect(read(laid('Carnegie Mellon University ‖ 2022/08 — 2023/12'), laid('Master of Science in Computer Science ‖ Pittsburgh, PA, USA'))[0]).toMatchObject({
      location: { city: 'Pittsburgh', country: 'USA' },
      qualifications: [expect.objectContaining({ course: 'Computer Science' })],
    });
    expect(read(laid('Sept 2018 – May 2023 ‖ Princeton University, PhD in Computer Science – Princeton, NJ'))[0]).toMatchObject({
      institution: 'Princeton University',
      location: { city: 'Princeton', country: '' },
      qualifications: [expect.objectContaining({ course: 'Computer Science' })],
    });
  });

  test('dates and a place on a line of their own belong to the entry above, and open no entry', () => {
    const entries = read(laid('CORNELL UNIVERSITY', { bold: true, size: 1.2 }), laid('BS IN COMPUTER SCIENCE', { bold: true }), laid('May 2014 | Ithaca, NY', { bold: true }));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ location: { city: 'Ithaca' }, qualifications: [expect.objectContaining({ end: 'May 2014' })] });
  });

  test('printed before the entry (Europass), they belong to the next one', () => {
    const entries = read(
      laid('10/01/2015 – 20/12/2020 Chattogram, Bangladesh'),
      laid('BSC ENGINEERING University of Chittagong'),
      laid('Address Chattogram, Bangladesh ‖ Field of study Computer Science and Engineering'),
      laid('Final grade CGPA 2.30/4.00 (German Grading System) ‖ Level in EQF EQF level 6'),
      laid('2012 – 2014 Gazipur, Bangladesh'),
      laid('HIGHER SECONDARY CERTIFICATE Gazipur Govt. Mohila College (Board of Intermediate and Secondary Education, Dhaka)'),
    );
    expect(rows(entries)).toEqual([
      ['University of Chittagong', 'Chattogram', 'BSC ENGINEERING', 'Computer Science and Engineering', 'Jan 2015', 'Dec 2020', 'CGPA 2.30/4.00'],
      ['Gazipur Govt. Mohila College', 'Gazipur', 'HIGHER SECONDARY CERTIFICATE', '', '2012', '2014', ''],
    ]);
  });

  test('a school’s name after a dash is no place; a country ends a place without a comma', () => {
    expect(splitInstitution('Batangas State University - The National Engineering University').institution).toBe('Batangas State University - The National Engineering University');
    expect(splitInstitution('Brunel University, London United Kingdom').location).toEqual({ city: 'London', country: 'United Kingdom' });
  });

  test('the full stop closing a moderncv entry is no part of the name; an abbreviation keeps its own', () => {
    expect(splitInstitution('Valparezzo School of Design.').institution).toBe('Valparezzo School of Design');
    expect(splitInstitution('Acme Training Inc.').institution).toBe('Acme Training Inc.');
  });

  test('a US state after the town is no Master of Arts', () => {
    const entries = read(laid('Master of Science (M.S.) – Data Analytics ‖ May 2022 – Present'), laid('University of Massachusetts, Amherst, MA'));
    expect(rows(entries)).toEqual([['University of Massachusetts', 'Amherst', 'Master of Science (M.S.)', 'Data Analytics', 'May 2022', '', '']]);
  });
});

describe('details under an entry open no entry', () => {
  test('bullets indented under the entry, even naming a school', () => {
    const entries = read(
      laid('University of Leeds ‖ Leeds, UK', { bold: true }),
      laid('MSc in Data Science ‖ Sept 2021 – 2022', { bold: true }),
      laid('Head of School International Excellence Scholar', { bullet: true, x: 48 }),
      laid('Working as a PAL Mentor', { bullet: true, x: 48 }),
    );
    expect(entries.map((e) => e.institution)).toEqual(['University of Leeds']);
  });

  test('a bullet at the margin opens no institution', () => {
    const entries = read(laid('Carnegie Mellon University', { bold: true }), laid('Master of Science'), laid('Teaching Assistant for Database Systems', { bullet: true }));
    expect(entries.map((e) => e.institution)).toEqual(['Carnegie Mellon University']);
  });

  test('the text column of a dates-column layout: titles and prose under the degree', () => {
    const entries = read(
      laid('2011–2012 ‖ Masters of Commerce ‖ The University of California', { x: 173, cellX: [173, 230, 400] }),
      laid('Money Is The Root Of All Evil – Or Is It?', { x: 230, bold: true }),
      laid('2007–2008 ‖ Bachelor of Science ‖ The University of California', { x: 173, cellX: [173, 230, 400] }),
    );
    expect(entries.map((e) => e.institution)).toEqual(['The University of California']);
    expect(entries[0]!.qualifications.map((q) => q.qualification)).toEqual(['Masters of Commerce', 'Bachelor of Science']);
  });

  test('a line indented under a bulleted sentence continues it, even when it starts like a degree', () => {
    const entries = read(
      laid('Aberystwyth University', { x: 364, bold: true }),
      laid('B.Eng. in Software Engineering', { x: 364 }),
      laid('Graduated top of the class and awarded Best', { x: 364, bullet: true }),
      laid('Bachelor Degree in Computer Science out of 80 people.', { x: 373 }),
    );
    expect(rows(entries)).toEqual([['Aberystwyth University', '', 'B.Eng.', 'Software Engineering', '', '', '']]);
  });

  test('a line that names no school opens an entry only in the institutions’ style', () => {
    const entries = read(
      laid('CORNELL UNIVERSITY', { bold: true, size: 1.2 }),
      laid('BS IN COMPUTER SCIENCE', { bold: true, size: 1.1 }),
      laid('College of Engineering'),
      laid('Magna Cum Laude'),
      laid('LA MARTINIERE FOR BOYS', { bold: true, size: 1.2 }),
    );
    expect(entries.map((e) => e.institution)).toEqual(['Cornell University', 'La Martiniere for Boys']);
    expect(entries[0]!.qualifications[0]!.grade).toBe('Magna Cum Laude');
  });
});

describe('lines that hold more than one thing', () => {
  test('a bracket left open continues on the next line', () => {
    const entries = read(laid('Manipal University Jaipur'), laid("Bachelor's degree, Computer Science · (June"), laid('2023 - January 2027)'));
    expect(rows(entries)).toEqual([['Manipal University Jaipur', '', "Bachelor's degree", 'Computer Science', 'Jun 2023', 'Jan 2027', '']]);
  });

  test('two degrees on one line', () => {
    const entries = read(laid('Singapore University of Technology and Design ‖ May 2020 – May 2025'), laid('M.Sc in Technology Entrepreneurship, B.Sc in Design and AI ‖ GPA: 4.69/5'));
    expect(rows(entries)).toEqual([
      ['Singapore University of Technology and Design', '', 'M.Sc', 'Technology Entrepreneurship', 'May 2020', 'May 2025', 'GPA: 4.69/5'],
      ['Singapore University of Technology and Design', '', 'B.Sc', 'Design and AI', 'May 2020', 'May 2025', ''],
    ]);
  });

  test.each([
    ['John Hopkins University: Full Stack web development (08/2020 – Current)', ['John Hopkins University', '', '', 'Full Stack web development', 'Aug 2020', '', '']],
    ['Saint John’s University. Expected graduation date 05/2024. Computer Science Major.', ['Saint John’s University', '', '', 'Computer Science', '', 'May 2024', '']],
    ['Hagley Park High School GCSE in Maths and English', ['Hagley Park High School', '', 'GCSE', 'Maths and English', '', '', '']],
    ['B.Sc.Hons.Coop. in Computer Science, University of Regina (2005)', ['University of Regina', '', 'B.Sc.Hons.Coop.', 'Computer Science', '', '2005', '']],
    ['2019-Present ‖ University of Southampton, PhD in Engineering (Near Completion)', ['University of Southampton', '', 'PhD', 'Engineering', '2019', '', '']],
    ['1997 – 2001 ‖ PhD - Thesis Title: ‘Young People in the Virtual University’ ‖ Brunel University', ['Brunel University', '', 'PhD', '', '1997', '2001', '']],
  ])('%s', (line, expected) => {
    expect(rows(read(laid(line)))).toEqual([expected]);
  });

  test('the abbreviation professional networks print after the degree', () => {
    expect(splitDegree('Bachelor of Technology - BTech, Artificial Intelligence')).toEqual({ qualification: 'Bachelor of Technology - BTech', course: 'Artificial Intelligence' });
  });
});

describe('qualifications with no institution named', () => {
  test('each dated degree is its own entry; the line under it in the text column is its course', () => {
    const entries = read(
      laid('April 2019 - July 2023 ‖ Bachelor of Technology', { x: 48, cellX: [48, 189] }),
      laid('Computer Science and Engineering', { x: 189 }),
      laid('CGPA: 9.44/10', { x: 189, bold: true }),
      laid('March 2017 ‖ Secondary School Examination', { x: 48, cellX: [48, 189] }),
      laid('Grade: 96.00%', { x: 189, bold: true }),
    );
    expect(rows(entries)).toEqual([
      ['', '', 'Bachelor of Technology', 'Computer Science and Engineering', 'Apr 2019', 'Jul 2023', 'CGPA: 9.44/10'],
      ['', '', 'Secondary School Examination', '', '', 'Mar 2017', '96.00%'],
    ]);
  });

  test('an institution with dates and no degree keeps its dates', () => {
    const entries = read(laid('National University of Singapore ‖ Aug 2022 – Jul 2023'), laid('Aalto University ‖ Aug 2023 – Dec 2023'));
    expect(rows(entries)).toEqual([
      ['National University of Singapore', '', '', '', 'Aug 2022', 'Jul 2023', ''],
      ['Aalto University', '', '', '', 'Aug 2023', 'Dec 2023', ''],
    ]);
  });
});

describe('vocabulary', () => {
  test.each(['Université de Toulouse', 'École Normale Supérieure'])('an accented institution word names an institution: %s', (name) => {
    expect(INSTITUTION_RE.test(name)).toBe(true);
  });

  test.each([
    ['High School ‖ Apr 2014 ‐ Apr 2016', 'High School', ''],
    ['NCFE Level 2 Certificate In Equality And Diversity', 'NCFE Level 2 Certificate', 'Equality And Diversity'],
    ['Higher Secondary Certificate', 'Higher Secondary Certificate', ''],
  ])('school-leaving qualifications: %s', (line, qualification, course) => {
    const entries = read(laid('Atomic Energy Central School ‖ Indore, India'), laid('GCSE in Maths'), laid(line));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.qualifications[1]).toMatchObject({ qualification, course });
  });

  test("a degree's name followed by 'thesis' is a detail, not a degree", () => {
    const entries = read(laid('Adam Mickiewicz University'), laid("Master's Degree in Computer Science"), laid("Master's Thesis in the area of computer linguistics"));
    expect(entries[0]!.qualifications).toHaveLength(1);
  });
});

describe('entries printed one labelled field a line', () => {
  test('each label met again starts the next entry; a grade keeps a label that names its scale', () => {
    const entries = education(
      'Degree: Bachelor of Technology in Civil Engineering',
      'University: Osmania University, Hyderabad',
      'Year: 2015 - 2019',
      'CGPA: 8.1/10',
      'Qualification: Higher Secondary Certificate',
      'School: St. Paul Higher Secondary School',
      'Stream: Science',
      'Year of passing: 2015',
      'Percentage: 91.2%',
    );
    expect(flat(entries)).toEqual([
      ['Osmania University', 'Bachelor of Technology', 'Civil Engineering', 'CGPA: 8.1/10', '2015', '2019'],
      ['St. Paul Higher Secondary School', 'Higher Secondary Certificate', 'Science', '91.2%', '', '2015'],
    ]);
  });

  test('labels in capitals are fields, not headings; a list of subjects and its wrapped lines are no course', () => {
    const entries = education(
      'QUALIFICATION: NATIONAL SENIOR CERTIFICATE',
      'Institution: Pretoria Boys High School',
      'Duration: January 2019 – November 2021',
      'Subjects: English, Mathematics, Physical Sciences,',
      'Life Sciences, Geography.',
    );
    expect(flat(entries)).toEqual([['Pretoria Boys High School', 'NATIONAL SENIOR CERTIFICATE', '', '', 'Jan 2019', 'Nov 2021']]);
  });
});

describe('schools named in the plural', () => {
  test.each([
    ['Bachelor of Computer Application', 'Riverside Group of Colleges'],
    ['High School Diploma, Mathematics', 'Al Noor Language Schools'],
  ])('%s over %s', (degree, school) => {
    const entries = education(degree, school, 'September 2016 – June 2019');
    expect(entries.map((e) => e.institution)).toEqual([school]);
  });

  test('a sentence about such a group names no school', () => {
    expect(INSTITUTION_RE.test('Selected for a program under NUS Overseas Colleges working with a startup')).toBe(false);
  });
});

describe('one entry per institution', () => {
  test('the same school printed over each degree is one entry', () => {
    const entries = read(laid('M.S. in Computer Science'), laid('Stanford University', { bold: true }), laid('B.S. in Symbolic Systems'), laid('Stanford University', { bold: true }));
    expect(rows(entries)).toEqual([
      ['Stanford University', '', 'M.S.', 'Computer Science', '', '', ''],
      ['Stanford University', '', 'B.S.', 'Symbolic Systems', '', '', ''],
    ]);
    expect(entries).toHaveLength(1);
  });

  test('a school printed over each degree with its own dates holds both degrees, each with its dates', () => {
    const entries = read(laid('Technical University of Sofia ‖ 2013 – 2015'), laid('M.Sc. in Computer Systems'), laid('Technical University of Sofia ‖ 2009 – 2013'), laid('B.Sc. in Electronics'));
    expect(entries).toHaveLength(1);
    expect(rows(entries).map(([school, , level, course, start, end]) => [school, level, course, start, end])).toEqual([
      ['Technical University of Sofia', 'M.Sc.', 'Computer Systems', '2013', '2015'],
      ['Technical University of Sofia', 'B.Sc.', 'Electronics', '2009', '2013'],
    ]);
  });

  test('a school printed twice with only the year each level was completed holds both levels', () => {
    const entries = read(
      laid('Hillcrest Public School ‖ 2023'),
      laid('Class XII ‖ Percentage - 85.6%'),
      laid('Hillcrest Public School ‖ 2021'),
      laid('Class X ‖ Percentage - 96.2%'),
    );
    expect(entries).toHaveLength(1);
    expect(rows(entries).map(([school, , level, , start, end]) => [school, level, start, end])).toEqual([
      ['Hillcrest Public School', 'Class XII', '', '2023'],
      ['Hillcrest Public School', 'Class X', '', '2021'],
    ]);
  });

  test('so does one printed twice in a dates margin', () => {
    const entries = read(
      laid('2019 ‖ RIVERSIDE HIGHER SECONDARY SCHOOL', { cellX: [40, 110] }),
      laid('10th', { x: 110 }),
      laid('2021 ‖ RIVERSIDE HIGHER SECONDARY SCHOOL', { cellX: [40, 110] }),
      laid('PLUS TWO', { x: 110 }),
      laid('2024 ‖ ST. JUDE COLLEGE', { cellX: [40, 110] }),
      laid('BACHELOR OF COMPUTER APPLICATION', { x: 110 }),
    );
    expect(entries.map((e) => [e.institution.toUpperCase(), e.qualifications.map((q) => q.end)])).toEqual([
      ['RIVERSIDE HIGHER SECONDARY SCHOOL', ['2019', '2021']],
      ['ST. JUDE COLLEGE', ['2024']],
    ]);
  });
});

describe('more that real CVs print', () => {
  test.each([
    ['2012-2014 ‖ Ridgeway College, Oxford, Bilingual IB Diploma', ['Ridgeway College', 'Oxford', 'Bilingual IB Diploma', '', '2012', '2014', '']],
    ['Ashford University: Cum Laude B.A. in Project Management', ['Ashford University', '', 'B.A.', 'Project Management', '', '', 'Cum Laude']],
    ['Aalto University (Exchange) ‖ Aug 2023 – Dec 2023', ['Aalto University', '', 'Exchange', '', 'Aug 2023', 'Dec 2023', '']],
  ])('%s', (line, expected) => {
    expect(rows(read(laid(line)))).toEqual([expected]);
  });

  test('Europass fields on one line give the course and the grade', () => {
    const entries = read(laid('HIGHER SECONDARY CERTIFICATE Gazipur Govt. Mohila College'), laid('Address College Road, Gazipur ‖ Field of study Science ‖ Final grade GPA 4.60/5.00'));
    expect(rows(entries)).toEqual([['Gazipur Govt. Mohila College', '', 'HIGHER SECONDARY CERTIFICATE', 'Science', '', '', 'GPA 4.60/5.00']]);
  });

  test('a labelled detail naming a school, and a wrapped line whose start went elsewhere, open no entry', () => {
    const entries = read(
      laid('Chinese Academy of Sciences (CAS), China ‖ 9/2017-9/2020', { bold: true }),
      laid('M.Sc in developmental psychology'),
      laid('Thesis: Physical activity and brain development during school age', { bold: true }),
      laid('etc.', { wrap: 2 }),
    );
    expect(entries.map((e) => e.institution)).toEqual(['Chinese Academy of Sciences (CAS)']);
  });

  test('a school in a smaller size than the one above still opens its own entry', () => {
    const entries = read(laid('Hagley Park High School GCSE in Maths and English'), laid('Stafford College', { size: 0.92 }), laid('NVQ Level 2 Catering and Hospitality', { size: 0.92 }));
    expect(entries.map((e) => e.institution)).toEqual(['Hagley Park High School', 'Stafford College']);
  });
});

describe('wrapped and borrowed lines', () => {
  test('the end of a degree line wrapped with its dates finishes the course', () => {
    const entries = read(laid('Manipal University Jaipur'), laid('Bachelor of Technology - BTech, Artificial Intelligence and Machine'), laid('Learning · (July 2027)'));
    expect(rows(entries)).toEqual([['Manipal University Jaipur', '', 'Bachelor of Technology - BTech', 'Artificial Intelligence and Machine Learning', '', 'Jul 2027', '']]);
  });

  test('a job title before a colon names no school', () => {
    const entries = read(laid('University of Jinan (UJN), China ‖ 9/2012-7/2016', { bold: true }), laid('B.Sc in applied psychology'), laid('School Psychologist: Internship in Xingji-River Middle School ‖ 5/2015-6/2015', { bold: true }));
    expect(entries.map((e) => e.institution)).toEqual(['University of Jinan (UJN)']);
  });

  test('a verbal grade after the degree', () => {
    expect(splitGrade('MSc in Civil Engineering, very good')).toEqual({ rest: 'MSc in Civil Engineering', grade: 'very good' });
  });
});

describe('status, minors and leftovers', () => {
  test('a minor is no part of the course', () => {
    expect(splitDegree('Bachelor of Arts in Computer Science, Minor in Business')).toEqual({ qualification: 'Bachelor of Arts', course: 'Computer Science' });
  });

  test("the degree's status in brackets is no part of its name, nor of the dates' cell", () => {
    const entries = read(laid('Tsinghua University, Beijing, China ‖ 2020.9 – 2024.7(expected)'), laid('B. Eng. (Expected), Software Engineering ‖ Cumulative GPA 3.793/4 , rank 26/101'));
    expect(rows(entries)).toEqual([['Tsinghua University', 'Beijing', 'B. Eng.', 'Software Engineering', 'Sep 2020', 'Jul 2024', 'Cumulative GPA 3.793/4']]);
  });
});

describe('labels and grades printed the other way round', () => {
  test('a GPA with the number first', () => {
    expect(rows(read(laid('Boston University'), laid('BA in Economics, 3.8 GPA ‖ 2016 – 2020')))).toEqual([['Boston University', '', 'BA', 'Economics', '2016', '2020', '3.8 GPA']]);
  });

  test('a label with an ampersand is a labelled detail, not a school', () => {
    const entries = read(laid('Boston University'), laid('BA in Economics'), laid("Honors & Awards: Dean's List, Honors College Scholar"));
    expect(entries.map((e) => e.institution)).toEqual(['Boston University']);
  });
});

describe('towns and courses in names', () => {
  test("the town after 'in' is the place", () => {
    expect(splitInstitution('Adam Mickiewicz University in Poznan, Poland')).toEqual({ institution: 'Adam Mickiewicz University', location: { city: 'Poznan', country: 'Poland' } });
  });

  test('a certificate or training course names no school', () => {
    const entries = read(laid('University of Leeds', { bold: true }), laid('BSc in Physics'), laid('ScrumMaster Training and Certification ‖ November 2013', { bold: true }));
    expect(entries.map((e) => e.institution)).toEqual(['University of Leeds']);
  });
});

describe('grade labels that only say it is the grade', () => {
  test.each([
    ['Class XII (CBSE) ‖ Percentage: 94.2%', '94.2%'],
    ['Master of Science Informatik, Note: 1,3', '1,3'],
  ])('%s', (line, grade) => {
    expect(read(laid('Delhi Public School'), laid(line))[0]!.qualifications[0]!.grade).toBe(grade);
  });
});

describe('the older Europass layout and names in capitals', () => {
  test('row labels in the left column go; the rows read as they would alone', () => {
    const at = { cellX: [40, 200] };
    const entries = read(
      laid('Dates ‖ 2009 – 2013', at),
      laid('Title of qualification awarded ‖ Bachelor of Science in Economics', at),
      laid('Principal subjects/occupational skills covered ‖ Micro and macro economics, statistics', at),
      laid('Name and type of organisation providing education and training ‖ University of Vienna', at),
    );
    expect(rows(entries)).toEqual([['University of Vienna', '', 'Bachelor of Science', 'Economics', '2009', '2013', '']]);
  });

  test('the small words of a name in capitals stay small', () => {
    expect(splitInstitution('MASSACHUSETTS INSTITUTE OF TECHNOLOGY').institution).toBe('Massachusetts Institute of Technology');
  });
});

describe('subject first, school after the colon', () => {
  test('the degree in brackets after the subject, the school after the colon, a 2:1 with no separator', () => {
    expect(rows(read(laid('Chemistry 2:1 (MChem): University of Bath (2010 - 2014)')))).toEqual([['University of Bath', '', 'MChem', 'Chemistry', '2010', '2014', '2:1']]);
  });
});

describe('layouts of unseen templates (round 3)', () => {
  test('a degree with a curly apostrophe is a degree, not a school', () => {
    const entries = read(laid('01/09/2012 – 30/06/2015 Milan, Italy'), laid('MASTER’S DEGREE IN MANAGEMENT ENGINEERING', { bold: true }), laid('Politecnico di Milano'));
    expect(rows(entries)).toEqual([['Politecnico di Milano', 'Milan', 'MASTER’S DEGREE', 'MANAGEMENT ENGINEERING', 'Sep 2012', 'Jun 2015', '']]);
  });

  test.each(['Karolinska Institutet', 'Universiti Malaya', 'Universitas Indonesia', 'Lunds universitet'])('%s names a school', (name) => {
    expect(INSTITUTION_RE.test(name)).toBe(true);
  });

  test('a standing after the degree stays in the qualification', () => {
    expect(splitDegree('PhD Candidate in Computational Biology')).toEqual({ qualification: 'PhD Candidate', course: 'Computational Biology' });
  });

  test.each([
    ['Exchange semester', 'Exchange semester', ''],
    ['Term Exchange, Faculty of Mathematics', 'Term Exchange', ''],
    ['Visiting Student', 'Visiting Student', ''],
  ])('a stay stands for the degree: %s', (line, qualification, course) => {
    const [entry] = read(laid('National Taiwan University, Taipei, Taiwan ‖ Feb 2017 – Jul 2017'), laid(line));
    expect(entry!.qualifications).toEqual([{ qualification, course, start: 'Feb 2017', end: 'Jul 2017', grade: '' }]);
  });

  test('an average labelled as such is the grade', () => {
    const [entry] = read(laid('University of Waterloo ‖ 2022.9 – 2023.1'), laid('Term Exchange ‖ Term Average 89.8/100'));
    expect(entry!.qualifications[0]!.grade).toBe('89.8/100');
  });

  test('"High School Diploma" under a high school is its qualification, not a second school', () => {
    const entries = read(laid('Thomas Jefferson High School for Science and Technology', { bold: true }), laid('High School Diploma ‖ June 2014'));
    expect(rows(entries)).toEqual([['Thomas Jefferson High School for Science and Technology', '', 'High School Diploma', '', '', 'Jun 2014', '']]);
  });

  test('the subject after the school belongs to the degree in the cell beside it', () => {
    const entries = read(laid('MS ‖ Stanford University, Electrical Engineering ‖ Sept 2019 – June 2021'));
    expect(rows(entries)).toEqual([['Stanford University', '', 'MS', 'Electrical Engineering', 'Sep 2019', 'Jun 2021', '']]);
  });

  test.each([
    ['Computer Science, BSc (Hons) ‖ 2012 – 2015', 'BSc (Hons)', 'Computer Science'],
    ['Physics (MSc) ‖ 2012 – 2015', 'MSc', 'Physics'],
    ['Leaving Certificate ‖ 2012 – 2015', 'Leaving Certificate', ''],
  ])('the subject printed before the degree: %s', (line, qualification, course) => {
    const entries = read(laid(line, { bold: true }), laid('University College Dublin, Ireland'));
    expect(rows(entries)).toEqual([['University College Dublin', '', qualification, course, '2012', '2015', '']]);
  });

  test('under a degree that opened its entry, a name before a town and a country is the school', () => {
    const entries = read(laid('Master of Business Administration', { bold: true }), laid('INSEAD, Fontainebleau, France'), laid('2016 – 2017'));
    expect(entries).toEqual([
      { institution: 'INSEAD', location: { city: 'Fontainebleau', country: 'France' }, qualifications: [{ qualification: 'Master of Business Administration', course: '', start: '2016', end: '2017', grade: '' }] },
    ]);
  });

  test('an honour beside the dates is no school; the dates are the degree’s', () => {
    const entries = read(laid('Bachelor of Commerce, Finance', { bold: true }), laid('McGill University, Montreal, Canada'), laid('2010 – 2014 · Dean’s List'));
    expect(rows(entries)).toEqual([['McGill University', 'Montreal', 'Bachelor of Commerce', 'Finance', '2010', '2014', '']]);
  });

  test('a school in a larger font under a complete entry opens its own entry, bold or not', () => {
    const entries = read(
      laid('Indian Institute of Technology Bombay ‖ Mumbai, India', { bold: true, size: 1.22 }),
      laid('B.TECH. IN ELECTRICAL ENGINEERING ‖ Jul. 2012 - May 2016', { size: 0.94 }),
      laid('ETH Zürich ‖ Zürich, Switzerland', { size: 1.11 }),
      laid('MASTER OF SCIENCE IN ROBOTICS ‖ Sep. 2016 - Mar. 2019', { size: 0.94 }),
    );
    expect(entries.map((e) => e.institution)).toEqual(['Indian Institute of Technology Bombay', 'ETH Zürich']);
  });

  test('a state university keeps its campus in its name', () => {
    expect(splitInstitution('University of California, Los Angeles')).toEqual({ institution: 'University of California, Los Angeles', location: { city: '', country: '' } });
    expect(splitInstitution('University of Manchester, Manchester').location.city).toBe('Manchester');
  });

  test('a dates-and-place line under the next school is that school’s, not the entry above’s', () => {
    const entries = read(
      laid('University of California, Los Angeles', { size: 1.3 }),
      laid('BS in Mathematics of Computation'),
      laid('Expected June 2024 ‖ Los Angeles, CA'),
      laid('Mission San Jose High School', { size: 1.3 }),
      laid('Grad. May 2020 ‖ Fremont, CA'),
    );
    expect(entries.map((e) => [e.institution, e.location.city, e.qualifications[0]?.end])).toEqual([
      ['University of California, Los Angeles', 'Los Angeles', 'Jun 2024'],
      ['Mission San Jose High School', 'Fremont', 'May 2020'],
    ]);
  });
});

describe('grades and cells of unseen templates (round 3)', () => {
  test('a part right after the degree that is no place is its subject', () => {
    const entries = read(laid('Bachelor of Engineering (Hons) | Mechanical | University of Auckland | 2012 - 2015'), laid('NCEA Level 3 | Auckland Grammar School | 2011'));
    expect(rows(entries)).toEqual([
      ['University of Auckland', '', 'Bachelor of Engineering (Hons)', 'Mechanical', '2012', '2015', ''],
      ['Auckland Grammar School', '', 'NCEA Level 3', '', '', '2011', ''],
    ]);
  });

  test('roman numerals in a name printed in capitals stay capitals', () => {
    expect(splitInstitution('KING EDWARD VI SCHOOL').institution).toBe('King Edward VI School');
  });

  test.each([
    ['First Class with Distinction (85%)', 'First Class with Distinction (85%)'],
    ['Honours with Highest Distinction; Dean’s List', 'Honours with Highest Distinction'],
    ['CAP 4.8/5.0', 'CAP 4.8/5.0'],
  ])('a grade line under the degree: %s', (line, grade) => {
    const [entry] = read(laid('Anna University ‖ Chennai, India'), laid('B.E. Electronics and Communication ‖ 2010 – 2014'), laid(line, { bullet: true, x: 56 }));
    expect(entry!.qualifications[0]!.grade).toBe(grade);
  });
});

describe('a school no word names, in the cell beside the degree (round 3)', () => {
  test('date ‖ degree ‖ name rows: the name is the school, and its rows are one entry', () => {
    const at = { cellX: [212, 272, 450], x: 212 };
    const entries = read(
      laid('since 2015 ‖ Ph.D. candidate in Computer Science ‖ Wonderland', at),
      laid('2013-2015 ‖ M.Sc. magna cum laude ‖ Wonderland', at),
      laid('Majoring in Computer Science', { x: 272 }),
    );
    expect(rows(entries)).toEqual([
      ['Wonderland', '', 'Ph.D. candidate', 'Computer Science', '2015', '', ''],
      ['Wonderland', '', 'M.Sc.', 'Computer Science', '2013', '2015', 'magna cum laude'],
    ]);
  });

  test('a subject in the cell beside the degree is no school', () => {
    const entries = read(laid('Harvard University'), laid('2013-2015 ‖ M.Sc. ‖ Applied Mathematics', { cellX: [40, 100, 300] }));
    expect(rows(entries)).toEqual([['Harvard University', '', 'M.Sc.', 'Applied Mathematics', '2013', '2015', '']]);
  });
});

describe('names and school-leaving qualifications of unseen CVs (round 3)', () => {
  test('"MIT" after the subject is the school, not an M.IT, and keeps its capitals', () => {
    expect(flat(education('M.S., Electrical Engineering, MIT, 2010'))).toEqual([['MIT', 'M.S.', 'Electrical Engineering', '', '', '2010']]);
    expect(splitInstitution('IIT BOMBAY').institution).toBe('IIT Bombay');
  });

  test('a school known by its state and "Tech"', () => {
    expect(flat(education('Georgia Tech: Supply Chain Management Certificate'))[0]![0]).toBe('Georgia Tech');
  });

  test('a class rank beside the GPA is no part of the course', () => {
    expect(flat(education('Peking University', 'B.S. in Intelligence Science; GPA: 3.72/4.00 (Rank 5/120)'))).toEqual([['Peking University', 'B.S.', 'Intelligence Science', 'GPA: 3.72/4.00', '', '']]);
  });

  test('Indian school-leaving classes and a Vidyalaya', () => {
    expect(flat(education('Class XII (CBSE) — Kendriya Vidyalaya, Chennai\t2016'))).toEqual([['Kendriya Vidyalaya', 'Class XII (CBSE)', '', '', '', '2016']]);
  });

  test('a school line with its own dates opens its own entry, even when it is not bold like the first', () => {
    const entries = read(
      laid('Peking University ‖ 2015/09 – 2019/06', { bold: true }),
      laid('B.S. in Intelligence Science'),
      laid('Fudan University ‖ 2019/09 – 2022/06'),
      laid('M.S. in Computer Science'),
    );
    expect(entries.map((e) => e.institution)).toEqual(['Peking University', 'Fudan University']);
  });
});

describe('a school no word names, with a place of its own (round 3)', () => {
  test('"Sciences Po ‖ Paris, France" under a complete entry opens the next, in whatever font', () => {
    const entries = read(
      laid('Georgia Tech ‖ Atlanta, GA', { bold: true }),
      laid('M.S. in Computer Science ‖ Aug 2019 – May 2021'),
      laid('Sciences Po ‖ Paris, France'),
      laid('Bachelor of Arts in Political Science ‖ Sep 2015 – Jun 2018'),
    );
    expect(entries.map((e) => [e.institution, e.location.city, e.qualifications.length])).toEqual([
      ['Georgia Tech', 'Atlanta', 1],
      ['Sciences Po', 'Paris', 1],
    ]);
  });
});

describe('degree names as printed (round 3)', () => {
  test.each([
    ['BA Hons History', { qualification: 'BA Hons', course: 'History' }],
    ['B.Sc. & M.Sc. in Physics', { qualification: 'B.Sc. & M.Sc.', course: 'Physics' }],
    // Integrated programmes, as Indian institutes name them: the hyphen joins two degrees, it parts no course.
    ['BS-MS Dual Degree', { qualification: 'BS-MS Dual Degree', course: '' }],
    ['B.Tech-M.Tech Dual Degree in Chemical Engineering', { qualification: 'B.Tech-M.Tech Dual Degree', course: 'Chemical Engineering' }],
    ['MBA-Finance', { qualification: 'MBA', course: 'Finance' }],
    ['Bachelor of Arts, Major in Economics', { qualification: 'Bachelor of Arts', course: 'Economics' }],
    // Session 15: a status or a framework level in brackets after the subject is no part of it.
    ['M.Sc. in Physics (EQF 7)', { qualification: 'M.Sc.', course: 'Physics' }],
    ["Bachelor's in Philosophy (didn't graduate)", { qualification: "Bachelor's", course: 'Philosophy' }],
    ['BA History (NQF level 7)', { qualification: 'BA', course: 'History' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });
});

describe('grades on lines of their own (round 3)', () => {
  test('a line that starts with a grade is not the degree line wrapped', () => {
    const entries = read(laid('Aberystwyth University, Wales', { bold: true }), laid('B.Eng. in Software Engineering'), laid('1st class, with Honours, BCS-accredited', { wrap: 2 }), laid('Sept 2011 – June 2015', { bullet: true }));
    expect(rows(entries)).toEqual([['Aberystwyth University', '', 'B.Eng.', 'Software Engineering', 'Sep 2011', 'Jun 2015', '1st class, with Honours, BCS-accredited']]);
  });

  test('a GPA on its own line outranks an honour in words above it', () => {
    const entries = read(laid('Cornell University'), laid('BS in Computer Science'), laid('Magna Cum Laude'), laid('Cum. GPA: 3.83 / 4.0'), laid('Major GPA: 3.9 / 4.0'));
    expect(entries[0]!.qualifications[0]!.grade).toBe('Cum. GPA: 3.83 / 4.0');
  });
});

describe('Spanish and Italian schools (round 3)', () => {
  test('a Colegio and its Bachiller', () => {
    expect(flat(education('Colegio Nacional de Buenos Aires — Bachiller\t2004 – 2009'))).toEqual([['Colegio Nacional de Buenos Aires', 'Bachiller', '', '', '2004', '2009']]);
  });
  test.each(['Liceo Scientifico Galileo Galilei', 'Escola Secundária de Camões', 'Scuola Normale Superiore'])('%s names a school', (name) => {
    expect(INSTITUTION_RE.test(name)).toBe(true);
  });
});

describe('lines under a school that name no school (round 3)', () => {
  test('posts, clubs and module lists open no entry and name no degree', () => {
    const entries = education('University of Leeds', 'BSc Computer Science, 2015 – 2018', 'President, Robotics Club', 'Teaching Assistant for CS101', 'Modules included Machine Learning and Databases');
    expect(flat(entries)).toEqual([['University of Leeds', 'BSc', 'Computer Science', '', '2015', '2018']]);
  });

  test('a post under a school with no degree is no degree', () => {
    expect(education('University of Leeds', 'Teaching Assistant for CS101')[0]!.qualifications).toEqual([]);
  });

  test('a stay at a school names both', () => {
    expect(flat(education('Study abroad at National University of Singapore, Spring 2017'))).toEqual([['National University of Singapore', 'Study abroad', '', '', '', '2017']]);
  });
});

describe('people’s own Word and Docs CVs (round 4)', () => {
  test('one-line bulleted entries, each a sibling of the first however its bullet sits', () => {
    const entries = read(
      laid('Master of Arts in History, Faculty of Arts, University of Leeds, 2020.', { x: 90, bullet: true }),
      laid('Bachelor of Arts in History, Faculty of Arts, University of York, 2016.', { x: 108, bullet: true }),
    );
    expect(rows(entries)).toEqual([
      ['University of Leeds', '', 'Master of Arts', 'History', '', '2020', ''],
      ['University of York', '', 'Bachelor of Arts', 'History', '', '2016', ''],
    ]);
  });

  test('a semicolon between the degree and the school, and the study mode before the degree', () => {
    expect(flat(education('Sep 2019-present: Part-time PGDip in Health Data Analytics; University College London'))).toEqual([
      ['University College London', 'PGDip', 'Health Data Analytics', '', 'Sep 2019', ''],
    ]);
  });

  test('the degree’s abbreviation after the course names it', () => {
    expect(splitDegree('Integrated master’s degree in Mathematics (MMath)')).toEqual({ qualification: 'MMath', course: 'Mathematics' });
  });

  test('“Degree” after the degree’s name is the name’s, and a “Major:” bullet under it is the course', () => {
    expect(flat(education('BACHELOR OF SCIENCE DEGREE | 08/2016 – PRESENT | FLORIDA STATE UNIVERSITY, TALLAHASSEE, FL', '• Major: Communications Media', '• Minor: Editing'))).toEqual([
      ['Florida State University', 'BACHELOR OF SCIENCE DEGREE', 'Communications Media', '', 'Aug 2016', ''],
    ]);
  });
});

describe('subjects and names around the school’s line (round 4)', () => {
  test('a dated subject over its school in a plainer style is that school’s course; a level of schooling is what was attended', () => {
    const entries = read(
      laid('Computer engineering ‖ Sep 2019 — Present', { bold: true, size: 1.32 }),
      laid('Bilkent University'),
      laid('Middle school ‖ Sep 2013 — Jun 2016', { bold: true, size: 1.32 }),
      laid('Hill Valley Middle School'),
    );
    expect(rows(entries)).toEqual([
      ['Bilkent University', '', '', 'Computer engineering', 'Sep 2019', '', ''],
      ['Hill Valley Middle School', '', 'Middle school', '', 'Sep 2013', 'Jun 2016', ''],
    ]);
  });

  test('under a school with no degree yet, set like the next school, a dated line is that school’s, not the next’s (LinkedIn)', () => {
    const entries = read(
      laid('Hill Valley School', { size: 1 }),
      laid('Level Two, Arts · (April 2020 - March 2022)', { size: 0.875 }),
      laid('Lake Side Academy', { size: 1, gapBefore: true }),
      laid('Level One · (March 2018 - April 2020)', { size: 0.875 }),
    );
    expect(entries.map((e) => [e.institution, e.qualifications.map((q) => `${q.start}-${q.end}`).join()])).toEqual([
      ['Hill Valley School', 'Apr 2020-Mar 2022'],
      ['Lake Side Academy', 'Mar 2018-Apr 2020'],
    ]);
  });

  test('a degree’s name wrapped before its date cell goes on in the same bold', () => {
    const entries = read(laid('MSc Data Intensive ‖ 2021', { bold: true, gapBefore: true }), laid('Astrophysics', { bold: true }), laid('Cardiff University, Cardiff'));
    expect(rows(entries)).toEqual([['Cardiff University', 'Cardiff', 'MSc', 'Data Intensive Astrophysics', '', '2021', '']]);
  });

  test('a course under its label on a line of its own', () => {
    const entries = read(laid('Master of Science', { bold: true }), laid('Technical University Ilmenau'), laid('09/2019 - Present'), laid('Course', { x: 50 }), laid('Research in Computer &', { x: 50 }), laid('System Engineering', { x: 50 }));
    expect(rows(entries)).toEqual([['Technical University Ilmenau', '', 'Master of Science', 'Research in Computer & System Engineering', 'Sep 2019', '', '']]);
  });
});

describe('open ranges and grades to come (round 4)', () => {
  test('a date left open is the start, and an expected class is the grade as printed', () => {
    expect(flat(education('University of Birmingham (2019-)', 'B.Sc. Computer Science', 'Expected 1st Class with Honours'))).toEqual([
      ['University of Birmingham', 'B.Sc.', 'Computer Science', 'Expected 1st Class with Honours', '2019', ''],
    ]);
  });
});

describe('faculties and majors under a school (round 4)', () => {
  test('a faculty after the comma is part of the name, no town', () => {
    expect(splitInstitution('University of Belgrade, Faculty of Mathematics')).toEqual({ institution: 'University of Belgrade, Faculty of Mathematics', location: { city: '', country: '' } });
  });

  test.each([
    [['B.E. Mechanical Engineering', 'Anna University\t2014 – 2018', 'Specialisation: Thermal Engineering'], ['Anna University', 'B.E.', 'Mechanical Engineering', '', '2014', '2018']],
    [['M.Sc.', 'University of Hyderabad\t2016 – 2021', 'Specialization: Applied Mathematics'], ['University of Hyderabad', 'M.Sc.', 'Applied Mathematics', '', '2016', '2021']],
    [['Higher Secondary Certificate', 'Kendriya Vidyalaya, Pune\t2012 – 2014', 'Board: CBSE', 'Stream: Commerce (with Mathematics)', 'Percentage: 88%'], ['Kendriya Vidyalaya', 'Higher Secondary Certificate', 'Commerce (with Mathematics)', '88%', '2012', '2014']],
  ])('a labelled subject under the school is the course of the degree above, unless it names one: %j', (lines, expected) => {
    expect(flat(education(...lines))).toEqual([expected]);
  });
});

describe('names a narrow column broke (round 4)', () => {
  test('a line opening with the school word ends the name above it', () => {
    const entries = read(laid('Umpqua Community', { bold: true, gapBefore: true }), laid('College, Roseburg, OR'), laid('Associate of Arts'));
    expect(entries.map((e) => [e.institution, e.location.city])).toEqual([['Umpqua Community College', 'Roseburg']]);
  });
});

describe('school, place — subject (round 4)', () => {
  test('what follows the long dash after a school and its place is what was studied there', () => {
    expect(flat(education('Umpqua Community College, Roseburg, OR — Generals', '2014 - 2017'))).toEqual([['Umpqua Community College', '', 'Generals', '', '2014', '2017']]);
    expect(flat(education('Lane Community College — Data Science & Finance', '2019 - 2023'))).toEqual([['Lane Community College', '', 'Data Science & Finance', '', '2019', '2023']]);
  });

  test('a lone town after the dash stays a place', () => {
    expect(education('Harvard University — Cambridge', '2014 - 2017')[0]!.qualifications[0]!.course).toBe('');
  });

  test('a line opening with the dash goes on from the school’s place above', () => {
    const entries = read(laid('Umpqua Community College, Roseburg, OR', { bold: true }), laid('— Generals'));
    expect(rows(entries)).toEqual([['Umpqua Community College', 'Roseburg', '', 'Generals', '', '', '']]);
  });
});

describe('degrees and grades in more conventions (round 5)', () => {
  test.each([
    ['Higher National Diploma in Computing', { qualification: 'Higher National Diploma', course: 'Computing' }],
    ['Postgraduate Diploma in Marketing', { qualification: 'Postgraduate Diploma', course: 'Marketing' }],
    ['Juris Doctor (J.D.)', { qualification: 'Juris Doctor (J.D.)', course: '' }],
    ['Executive MBA', { qualification: 'Executive MBA', course: '' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });

  test.each([
    ['B.Sc. Computer Science, Second Class Upper', 'Second Class Upper'],
    ['B.Sc. Computer Science, Second Class Lower Division', 'Second Class Lower Division'],
    ['BCom, First Division', 'First Division'],
    ['Senior Secondary Certificate, 92%', '92%'],
  ])('%s', (text, grade) => {
    expect(splitGrade(text).grade).toBe(grade);
  });

  test('a percentage on a line of its own grades the degree above', () => {
    expect(flat(education('University of Nairobi', 'BCom', '2008 - 2012', '72.5%'))).toEqual([['University of Nairobi', 'BCom', '', '72.5%', '2008', '2012']]);
  });
});

describe('school-leaving qualifications in more conventions (round 5)', () => {
  test.each([
    ['Kenya Certificate of Secondary Education (KCSE)', 'Kenya Certificate of Secondary Education (KCSE)'],
    ['West African Senior School Certificate (WASSCE)', 'West African Senior School Certificate (WASSCE)'],
    ['Leaving Certificate', 'Leaving Certificate'],
    ["Diplôme d'ingénieur", "Diplôme d'ingénieur"],
    ['Professional Graduate Diploma in Education (PGDE)', 'Professional Graduate Diploma in Education (PGDE)'],
    ['Teaching Credential', 'Teaching Credential'],
  ])('%s is a qualification', (text, qualification) => {
    expect(flat(education('Alliance High School', text, '2008 - 2011'))).toEqual([['Alliance High School', qualification, '', '', '2008', '2011']]);
  });

  test('grades before the qualifications they were earned in, and a count of GCSEs', () => {
    const entries = read(laid('Lampeter Comprehensive School, Wales', { bold: true }), laid('AAB (A-Levels), B (AS Level),'), laid('13 GCSEs (11 at A*/A)'));
    expect(entries[0]!.qualifications.map((q) => [q.qualification, q.grade])).toEqual([
      ['A-Levels', 'AAB'],
      ['AS Level', 'B'],
      ['GCSEs', '13 GCSEs (11 at A*/A)'],
    ]);
  });

  test('letter grades after the qualification’s colon are its results, and UCAS points a grade', () => {
    expect(flat(education('Queen Elizabeth Grammar School', 'A-Levels: AAB', '2013 - 2015'))).toEqual([['Queen Elizabeth Grammar School', 'A-Levels', '', 'AAB', '2013', '2015']]);
    expect(flat(education("St. Andrew's College", 'Leaving Certificate', '2010', '550 points'))[0]![3]).toBe('550 points');
  });
});

describe('the Europass layout (round 5)', () => {
  test('a title in capitals before the school is what was held there, and a field in the same cell as the website is read', () => {
    const entries = read(
      laid('2023 – CURRENT Cluj-Napoca, Romania', { size: 0.91 }),
      laid('STUDENT Technical University of Cluj-Napoca', { size: 1.18 }),
      laid('Website https://etti.example.ro/ Field of study Applied Electronics', { size: 0.91 }),
    );
    expect(rows(entries)).toEqual([['Technical University of Cluj-Napoca', 'Cluj-Napoca', 'STUDENT', 'Applied Electronics', '2023', '', '']]);
  });

  test('capitals before a name that is no school are no title', () => {
    expect(flat(education('NASA Jet Propulsion Laboratory'))).toEqual([]);
  });
});

test('an acronym in capitals before the school word is the school’s name (round 5)', () => {
  expect(flat(education('PES University', 'Bachelor of Engineering - BE, Computer Science · (2013 - 2017)'))[0]![0]).toBe('PES University');
});

describe('certificates in an education section (round 5)', () => {
  const structured = (...lines: string[]) => structureCv(textToLines(lines.join('\n'))).data;

  test('a certificate and its issuer go to the certifications; the degrees stay', () => {
    const data = structured(
      'EDUCATION & TRAINING',
      'ScrumMaster Training and Certification, November 2013',
      'SuperLab in London, UK',
      'Attended an interactive two day ScrumMaster training course.',
      'Java Programmer (SCJP 6.0) Certificate, August 2010',
      "Master's Degree in Computer Science, 2002 - 2007",
      'Adam Mickiewicz University in Poznan, Poland',
    );
    expect(data.certifications).toEqual([
      { name: 'ScrumMaster Training and Certification', issuer: 'SuperLab', date: 'Nov 2013' },
      { name: 'Java Programmer (SCJP 6.0) Certificate', issuer: '', date: 'Aug 2010' },
    ]);
    expect(flat(data.education).map((q) => q.slice(0, 2))).toEqual([['Adam Mickiewicz University', "Master's Degree"]]);
  });

  test('a point naming a certificate among the schools is a certificate; a point telling of one stays with its degree', () => {
    const data = structured(
      'EDUCATION',
      '• BSc Computer Science, University of Leeds, 2019',
      '• Certified Kubernetes Administrator by The Linux Foundation',
      '• Completed the certification course on cloud security as part of the final year',
    );
    expect(data.certifications).toEqual([{ name: 'Certified Kubernetes Administrator', issuer: 'The Linux Foundation', date: '' }]);
  });

  test('a certificate a school awards, or named after its school, stays', () => {
    expect(flat(education('Leeds City College', 'NCFE Level 2 Certificate in Equality and Diversity, 2015')).map((q) => q[1])).toEqual(['NCFE Level 2 Certificate']);
    expect(flat(education('Georgia Tech: Supply Chain Management Certificate'))[0]![0]).toBe('Georgia Tech');
  });
});

describe('a narrow dates column (round 5)', () => {
  const at = { cellX: [55, 178], x: 55 };
  test('the range’s year wrapped onto the next row, and the text beside it, are the row above’s', () => {
    const entries = read(
      laid('September 2010 – October ‖ Master Degree in Information Systems and Computer', at),
      laid('2012 ‖ Engineering', { cellX: [143, 178], x: 143 }),
      laid('Instituto Superior Técnico', { x: 178 }),
    );
    expect(rows(entries)).toEqual([['Instituto Superior Técnico', '', 'Master Degree', 'Information Systems and Computer Engineering', 'Sep 2010', 'Oct 2012', '']]);
  });

  test('a long degree wrapped in the text column goes on in the line under it', () => {
    const entries = read(laid('September 2007 – August 2010 ‖ Degree in Engineering Sciences – Information Systems and Computer', at), laid('Engineering', { x: 178 }), laid('Instituto Superior Técnico', { x: 178 }));
    expect(rows(entries)).toEqual([['Instituto Superior Técnico', '', 'Degree', 'Engineering Sciences – Information Systems and Computer Engineering', 'Sep 2007', 'Aug 2010', '']]);
  });

  test('a dated row naming no degree opens an entry for what was studied, and the school under it is its', () => {
    const entries = read(
      laid('September 2007 – August 2010 ‖ BSc Physics', at),
      laid('University of Lisbon', { x: 178 }),
      laid('September 2006 – August 2012 ‖ Piano Performance Level 8', at),
      laid('Conservatório Regional de Setúbal', { x: 178 }),
    );
    expect(rows(entries)).toEqual([
      ['University of Lisbon', '', 'BSc', 'Physics', 'Sep 2007', 'Aug 2010', ''],
      ['Conservatório Regional de Setúbal', '', 'Piano Performance Level 8', '', 'Sep 2006', 'Aug 2012', ''],
    ]);
  });
});

describe('names, subjects and schools in more layouts (round 5)', () => {
  test('an acronym spelling the whole name keeps the subject in the degree’s name', () => {
    expect(splitDegree('Master of Computer Applications (MCA)')).toEqual({ qualification: 'Master of Computer Applications (MCA)', course: '' });
    expect(splitDegree('Bachelor of Science in Nursing (BSN)')).toEqual({ qualification: 'Bachelor of Science in Nursing (BSN)', course: '' });
  });

  test.each([
    ['Engineer’s degree, Computer Science', 'Engineer’s degree', 'Computer Science'],
    ['Specialist degree in Applied Mathematics', 'Specialist degree', 'Applied Mathematics'],
  ])('%s', (text, qualification, course) => {
    expect(splitDegree(text)).toEqual({ qualification, course });
  });

  test('a degree earned “at” a school', () => {
    expect(flat(education('Sept. 2012 - June 2016: B.Sc. in Computer Science at the University of Ghana, Legon'))).toEqual([['University of Ghana', 'B.Sc.', 'Computer Science', '', 'Sep 2012', 'Jun 2016']]);
  });

  test('a subject under the degree is its course, and a whole school’s name under it no part of the subject', () => {
    const entries = read(laid('2015 – 2019'), laid('Bachelor of Science', { bold: true }), laid('Computer Science'), laid('University of Toronto'));
    expect(rows(entries)).toEqual([['University of Toronto', '', 'Bachelor of Science', 'Computer Science', '2015', '2019', '']]);
  });
});

describe('one-line entries naming the unit and the university (round 5)', () => {
  test('a subject, the school that taught it, then the university: the university is the institution', () => {
    expect(flat(education('Business Administration, School of Continuing Education (SCE), The American University in Cairo (AUC), 2020 - 2021'))).toEqual([
      ['The American University in Cairo (AUC)', '', 'Business Administration', '', '2020', '2021'],
    ]);
  });

  test('a pre-master is a qualification, and the faculty after it no school', () => {
    expect(flat(education('Pre-Master in political science, faculty of commerce, Suez Canal University, 2013.'))).toEqual([['Suez Canal University', 'Pre-Master', 'political science', '', '', '2013']]);
  });
});

test('school years in brackets after the school’s name are what was attended there (round 5)', () => {
  const entries = read(laid('Mathematical Grammar School (7th–8th grade) ‖ 2011 – 2013', { bold: true, cellX: [130, 480] }));
  expect(rows(entries)).toEqual([['Mathematical Grammar School', '', '7th–8th grade', '', '2011', '2013', '']]);
});

test('a short form in brackets on the line under the school’s name is part of the name (round 5)', () => {
  const entries = read(laid('National Kaohsiung University of Science and Technology ‖ Sep 2020 - Sep 2022', { cellX: [135, 480] }), laid('(NKUST)', { bold: true, x: 135 }), laid('MSc Information Management', { x: 135 }));
  expect(rows(entries)).toEqual([['National Kaohsiung University of Science and Technology (NKUST)', '', 'MSc', 'Information Management', 'Sep 2020', 'Sep 2022', '']]);
});

test('an entry’s details after a labelled line inside it still find their degree (round 5)', () => {
  const { data } = structureCv(
    textToLines(
      [
        'EDUCATION AND TRAINING',
        'BSC ENGINEERING University of Chittagong',
        'Languages: C, Java, Python',
        'Field of study Computer Science and Engineering',
        'Final grade CGPA 2.30/4.00',
      ].join('\n'),
    ),
  );
  expect(flat(data.education)).toEqual([['University of Chittagong', 'BSC ENGINEERING', 'Computer Science and Engineering', 'CGPA 2.30/4.00', '', '']]);
});

test("a school's initials in a cell of their own after what was studied name the school, not a place ('… course. ‖ UTFPR')", () => {
  const entries = read(laid('2011-2012 ‖ Web Development Specialization course. ‖ UTFPR'), laid('2008-2009 ‖ Software Engineering course. ‖ UEL'));
  expect(entries.map((e) => [e.institution, e.location.city, e.qualifications[0]?.start, e.qualifications[0]?.end])).toEqual([
    ['UTFPR', '', '2011', '2012'],
    ['UEL', '', '2008', '2009'],
  ]);
  // Initials that are a degree or a country are not a school's.
  expect(read(laid('2011-2012 ‖ Computer Science ‖ MBA')).map((e) => e.institution)).not.toContain('MBA');
});

describe('education tables and Europass rows (session 10, office-made CVs)', () => {
  test('a row of column headings reads the rows under it column by column; the board names no field', () => {
    const entries = read(
      laid('COURSE ‖ COLLEGE/SCHOOL ‖ UNIVERSITY/BOARD ‖ YEAR OF PASSING ‖ PERCENTAGE/CGPA', { bold: true }),
      laid('B.E ‖ RAMCO INSTITUTE OF TECHNOLOGY ‖ ANNA UNIVERSITY ‖ PURSUING ‖ 7.8 (UPTO III SEM)'),
      laid('HSC ‖ Spic Nagar Higher Secondary School, Tuticorin ‖ STATE BOARD ‖ 2017 ‖ 91.16%'),
    );
    expect(rows(entries)).toEqual([
      ['Ramco Institute of Technology', '', 'B.E', '', '', '', '7.8 (UPTO III SEM)'],
      ['Spic Nagar Higher Secondary School', 'Tuticorin', 'HSC', '', '', '2017', '91.16%'],
    ]);
  });

  test('two bare column headings, a level and an institution, head a table of two columns', () => {
    const entries = read(
      laid('Level ‖ Institution', { bold: true }),
      laid('KCSE ‖ Riverside Grammar School, Mombasa'),
      laid('A2 ‖ Lakeside college, Nairobi'),
      laid('Diploma in Accounting ‖ Coast Institute of Business'),
    );
    expect(rows(entries)).toEqual([
      ['Riverside Grammar School', 'Mombasa', 'KCSE', '', '', '', ''],
      ['Lakeside college', 'Nairobi', 'A2', '', '', '', ''],
      ['Coast Institute of Business', '', 'Diploma', 'Accounting', '', '', ''],
    ]);
    // A row of values alone names a degree and a school in words of its own: no headings.
    expect(read(laid('B.Sc ‖ Hill Arts College'), laid('M.Sc ‖ Hill Arts College')).map((e) => e.institution)).toContain('Hill Arts College');
  });

  test('such a table under the personal details, with no heading of its own, is the education; one school\'s rows are one entry', () => {
    const cv = structureCv([
      laid('PERSONAL PROFILE', { bold: true }),
      laid('Name ‖ : A. Person'),
      laid('Nationality ‖ : Indian'),
      laid('S.No ‖ Name of the degree ‖ Institute Name ‖ Year of Passing ‖ Percentage', { bold: true }),
      laid('1. ‖ SSLC ‖ Green Valley Hr.Sec.School ‖ 2016- 2017 ‖ 89.4%'),
      laid('2. ‖ HSC ‖ Green Valley Hr.Sec.School ‖ 2018- 2019 ‖ --NULL--'),
      laid('3. ‖ B.Sc ‖ Hill Arts College ‖ 2019- present'),
      laid('DECLARATION', { bold: true }),
      laid('I hereby declare that the above is true.'),
    ]).data;
    expect(rows(cv.education)).toEqual([
      ['Green Valley Hr.Sec.School', '', 'SSLC', '', '2016', '2017', '89.4%'],
      ['Green Valley Hr.Sec.School', '', 'HSC', '', '2018', '2019', ''],
      ['Hill Arts College', '', 'B.Sc', '', '2019', '', ''],
    ]);
    expect(cv.education).toHaveLength(2);
  });

  test('dates beside a qualification over the school and its place, Europass-style: one entry per school', () => {
    const entries = read(
      laid('2010–2011 ‖ FP grado medio en administración ‖ EQF level 3'),
      laid('IES Padre Luis Coloma., Jerez de la Frontera (Spain)', { x: 190 }),
      laid('Administrative and management knowledge', { x: 190 }),
      laid('2012–2014 ‖ Bachillerato ‖ EQF level 4'),
      laid('IES Padre Luis Coloma, Jerez de la Frontera (Spain)', { x: 190 }),
    );
    expect(entries.map((e) => [e.institution, e.location.city, e.location.country, e.qualifications.map((q) => `${q.qualification} ${q.start}-${q.end}`)])).toEqual([
      ['IES Padre Luis Coloma', 'Jerez de la Frontera', 'Spain', ['FP grado medio en administración 2010-2011', 'Bachillerato 2012-2014']],
    ]);
  });

  test('the school beside the dates and the degree under it is left to the usual reading', () => {
    const entries = read(laid('2005 – 2008 ‖ University of Leeds'), laid('BA (Hons) Accounting and Finance, 2:1', { x: 190 }), laid('2003 – 2005 ‖ Notre Dame Sixth Form College'), laid('A-Levels: Mathematics, Economics', { x: 190 }));
    expect(entries[0]!.institution).toBe('University of Leeds');
  });

  test("'School/Degree' parts at the slash; a place after dates that open a line is the school's", () => {
    const entries = read(laid('Priyadarshini Institute of Engineering and Technology/Bachelor of Engineering', { bold: true }), laid('2015 – 2019, Nagpur, Maharashtra'));
    expect(rows(entries)).toEqual([['Priyadarshini Institute of Engineering and Technology', 'Nagpur', 'Bachelor of Engineering', '', '2015', '2019', '']]);
  });

  test("a status in brackets after a degree's dates is no place", () => {
    expect(rows(read(laid('Sir Syed CASE Institute of Technology, Islamabad | Sep 2024 — Sep 2028 (In Progress)')))[0]!.slice(0, 2)).toEqual(['Sir Syed CASE Institute of Technology', 'Islamabad']);
  });
});

describe('a school with its town in brackets or after an at sign', () => {
  test.each([
    ['UFABC (Santo André, Brazil)', 'UFABC', 'Santo André', 'Brazil'],
    ['FIAP (Santo André)', 'FIAP', 'Santo André', ''],
    ['University of Toronto @ Toronto, Canada', 'University of Toronto', 'Toronto', 'Canada'],
  ])('%s', async (text, institution, city, country) => {
    const { splitInstitution } = await import('../../../src/server/cv-parse/structure/education.ts');
    expect(splitInstitution(text)).toEqual({ institution, location: { city, country } });
  });
  test('after what was studied, it is the school of a course no degree names', async () => {
    const { parseEducation } = await import('../../../src/server/cv-parse/structure/education.ts');
    const { Placement } = await import('../../../src/server/cv-parse/structure/lines.ts');
    const { plainLine } = await import('../../../src/server/cv-parse/types.ts');
    const entries = parseEducation([plainLine('Category Theory - UFABC (Santo André, Brazil) | 2019/08')], new Placement());
    expect(entries.map((e) => [e.institution, e.location.city, e.qualifications[0]?.course])).toEqual([['UFABC', 'Santo André', 'Category Theory']]);
  });
});

describe('session 11: rules read across producers', () => {
  test.each([
    ['Master of Arts in History, G.P.A: 3.61', 'History', 'G.P.A: 3.61'],
    ['B.A. in Economics, C.G.P.A. 8.2/10', 'Economics', 'C.G.P.A. 8.2/10'],
  ])('a GPA spelled with stops: %s', (line, course, grade) => {
    const [entry] = read(laid('University of Leeds'), laid(line));
    expect(entry!.qualifications[0]).toMatchObject({ course, grade });
  });

  test('a GPA with what it averages between the number and the word, on a bullet of its own', () => {
    const [entry] = read(laid('University of Leeds', { bold: true }), laid('B.A. in Geology ‖ 2014 – 2018'), laid('3.72 CS GPA', { bullet: true }));
    expect(entry!.qualifications[0]).toMatchObject({ course: 'Geology', grade: '3.72 CS GPA' });
  });

  test.each([
    ['B.Tech (ECE)', { qualification: 'B.Tech', course: 'ECE' }],
    ['M.E(EEE)', { qualification: 'M.E', course: 'EEE' }],
    ['Bachelor of Technology (BT)', { qualification: 'Bachelor of Technology (BT)', course: '' }],
    ['Master of Science (MS)', { qualification: 'Master of Science (MS)', course: '' }],
  ])("capitals in brackets after a degree are its subject unless they name it: %s", (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });

  test("dates and a GPA cut from a one-line entry leave no commas behind the school's name", () => {
    const entries = read(laid('M.A. in Music, University of Northfield, 2010 – 2012. GPA: 3.9/4.0.', { bullet: true }));
    expect(rows(entries)).toEqual([['University of Northfield', '', 'M.A.', 'Music', '2010', '2012', 'GPA: 3.9/4.0.']]);
  });

  test('a short name with its town in brackets after a degree and its subject, or after a course naming a college, is the school', () => {
    const entries = read(laid('Associate Degree, Network Administration; ETEC (Rio Claro) | 2012 - 2014'), laid('College Course, Graph Theory; ETEC (Rio Claro) | 2015'));
    expect(entries.map((e) => [e.institution, e.location.city])).toEqual([['ETEC', 'Rio Claro']]);
    expect(entries[0]!.qualifications.map((q) => [q.qualification, q.course])).toEqual([
      ['Associate Degree', 'Network Administration'],
      ['College Course', 'Graph Theory'],
    ]);
  });

  test("a degree after the school's full name, on one line with a subject after a dash", () => {
    const entries = read(laid('Dakota School of Mining B.A. GEOLOGY – PHYSICS MINOR ‖ May 2011'));
    expect(rows(entries)).toEqual([['Dakota School of Mining', '', 'B.A.', 'GEOLOGY – PHYSICS MINOR', '', 'May 2011', '']]);
  });
});

describe('session 11: a degree named with Honours first, and a Major line under a school', () => {
  test.each([
    ['Honours Bachelor of Arts in Linguistics', { qualification: 'Honours Bachelor of Arts', course: 'Linguistics' }],
    ['Honors BSc Chemistry', { qualification: 'Honors BSc', course: 'Chemistry' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });

  test("the degree after the school's town is found with Honours before it, and 'Major:' under it is the course without the minor", () => {
    const entries = read(laid('Lakeshore University @ Kingston, CA — Honours Bachelor of Arts ‖ Class of 2019'), laid('Major: Geography Minor: History, Music', { gapBefore: true }));
    expect(rows(entries)).toEqual([['Lakeshore University', 'Kingston', 'Honours Bachelor of Arts', 'Geography', '', '2019', '']]);
  });

  test("'Major:' with dates under a school that names no degree is what was studied there", () => {
    const entries = read(laid('Northfield University ‖ Springfield, IL', { bold: true }), laid('MAJOR: ECONOMICS, STATISTICS ‖ Sep 2015 - May 2019'));
    expect(rows(entries)).toEqual([['Northfield University', 'Springfield', '', 'ECONOMICS, STATISTICS', 'Sep 2015', 'May 2019', '']]);
  });
});

describe('session 11: a percentage a sentence under the degree says it was passed with', () => {
  test.each([
    ['Completed the degree in Civil Engineering with 71%.', '71%'],
    ['Passed out with an aggregate of 68.5%', '68.5%'],
  ])('%s', (sentence, grade) => {
    const [entry] = read(laid('Riverside Institute of Technology', { bold: true }), laid('Bachelor of Technology ‖ 2016 – 2020'), laid(sentence));
    expect(entry!.qualifications[0]!.grade).toBe(grade);
  });
});

describe('session 11: the qualification named again in full under its row', () => {
  test('gives its course and grade, not a second qualification', () => {
    const entries = read(laid('2012 ‖ Baccalauréat ‖ Lycée Jean Moulin, Lyon', { cellX: [40, 100, 400] }), laid('Baccalauréat économique et social - Mention Assez Bien', { x: 100 }));
    expect(entries[0]!.qualifications.map((q) => [q.qualification, q.course, q.grade, q.end])).toEqual([['Baccalauréat', 'économique et social', 'Mention Assez Bien', '2012']]);
  });
});

describe('session 11: O Levels', () => {
  test('name a school-leaving qualification as A Levels do', () => {
    const entries = read(laid('O Levels', { bold: true }), laid('Crescent Grammar School, Karachi | 2015 — 2017'), laid('7 Subjects — 2 A* · 5 A'));
    expect(rows(entries)).toEqual([['Crescent Grammar School', 'Karachi', 'O Levels', '', '2015', '2017', '']]);
  });
});

describe('session 12: module codes listed under a degree', () => {
  test('are coursework, not a school of their own', () => {
    const entries = read(laid('Stanford ‖ Jun 2011 — Jan 2014'), laid('B.S'), laid('DB1101 - Basic SQL', { x: 55 }), laid('CS2011 - Java Introduction', { x: 55 }));
    expect(rows(entries)).toEqual([['Stanford', '', 'B.S', '', 'Jun 2011', 'Jan 2014', '']]);
  });
  test('a school whose short name is followed by a year is still a school', () => {
    const entries = read(laid('MIT 2019'), laid('BSc Physics'));
    expect(entries.map((e) => e.institution)).toEqual(['MIT']);
  });
});

describe('session 12: a grade line with no qualification above it', () => {
  test('opens no school (its entry was read apart)', () => {
    const entries = read(laid('Percentage - 87.2%', { bold: true }), laid('Hillcrest Public School, Sipat — Secondary Education', { bold: true }), laid('CGPA-10'));
    expect(entries.map((e) => e.institution)).toEqual(['Hillcrest Public School']);
  });
});

describe('session 12: a sentence under a school saying what was completed there', () => {
  test("'Graduated High School in …' names no school of its own", () => {
    const entries = read(laid('Greenfield Vidyalaya', { bold: true }), laid('2013 – 2015, Hingna, Nagpur'), laid('Graduated High School in Science Stream with an aggregate of 57%'));
    expect(entries.map((e) => e.institution)).toEqual(['Greenfield Vidyalaya']);
  });
});

describe('session 13: a GPA printed apart from the degree line grades it', () => {
  const gradeOf = (...lines: string[]) => education(...lines)[0]!.qualifications[0]!.grade;

  test.each([
    ["• Honours: 3.9 / 4.0 GPA, Dean's List, Chess Club", '3.9 / 4.0 GPA'],
    ["• Honors: Magna Cum Laude (3.8 GPA), Provost's List", 'Magna Cum Laude (3.8 GPA)'],
    ['• 3.61 Cumulative GPA; 3.75 Major GPA', '3.61 Cumulative GPA'],
  ])('in a list of honours or averages under the degree: %s', (line, grade) => {
    const { data } = structureCv(textToLines(['EDUCATION', 'Eastfield University\tLeeds, United Kingdom', 'Bachelor of Arts in History\tSep 2015 – Jun 2019', line].join('\n')));
    expect(data.education[0]!.qualifications[0]!.grade).toBe(grade);
    expect(data.achievements).toEqual([]);
  });

  test("beside the school's name, over the degree: 'Northgate College (GPA: 3.4/4)'", () => {
    expect(gradeOf('Northgate College (GPA: 3.4/4)\tOslo, Norway', 'Double major in Biology & Chemistry\t2016 – 2020')).toBe('GPA: 3.4/4');
  });
});

describe('session 13: a programme named by its kind, then what it taught', () => {
  test.each([
    ['The Data Boot Camp – Applied Machine Learning', { qualification: 'The Data Boot Camp', course: 'Applied Machine Learning' }],
    ['Evening Course, Medieval Poetry', { qualification: 'Evening Course', course: 'Medieval Poetry' }],
    ['Summer Programme - Marine Ecology', { qualification: 'Summer Programme', course: 'Marine Ecology' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });
});

describe('session 14: a dated school under a dated degree that opened its entry', () => {
  test("heads the next entry: the degree's dates stay its own", () => {
    const entries = education('BSc (Hons) Marine Biology\tSep 2014 – Present', 'Westbrook High School\tSep 2007 – Jul 2014', 'A-Levels: Biology (A), Chemistry (B)');
    expect(flat(entries)).toEqual([
      ['', 'BSc (Hons)', 'Marine Biology', '', 'Sep 2014', ''],
      ['Westbrook High School', 'A-Levels', 'Biology (A), Chemistry (B)', '', 'Sep 2007', 'Jul 2014'],
    ]);
  });
  test('a school line under an undated degree is still its school', () => {
    const entries = education('MSc Applied Statistics', 'Northgate University\t2016 – 2017');
    expect(flat(entries)).toEqual([['Northgate University', 'MSc', 'Applied Statistics', '', '2016', '2017']]);
  });
});

describe('session 14: a field of study where a degree would stand is the course', () => {
  test.each([
    ['Mathematics and Physics', { qualification: '', course: 'Mathematics and Physics' }],
    ['FASHION DESIGN', { qualification: '', course: 'FASHION DESIGN' }],
    ['Higher Secondary', { qualification: 'Higher Secondary', course: '' }],
    ['Art Foundation Diploma', { qualification: 'Art Foundation Diploma', course: '' }],
    ['Master of Design', { qualification: 'Master of Design', course: '' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });
  test('under a school that named no degree', () => {
    expect(flat(education('Lakeside Academy of Sciences', 'Chemistry and Biology · (2011 - 2015)'))).toEqual([['Lakeside Academy of Sciences', '', 'Chemistry and Biology', '', '2011', '2015']]);
  });
});

describe('session 14: the stage of schooling named alone is a qualification', () => {
  test.each([
    ['Senior Secondary (CBSE) – Biology + Chemistry', { qualification: 'Senior Secondary (CBSE)', course: 'Biology + Chemistry' }],
    ['Higher Secondary', { qualification: 'Higher Secondary', course: '' }],
    ['Secondary Education', { qualification: 'Secondary Education', course: '' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });
  test("after the school's name and a dash it is what was earned there, not the subject", () => {
    expect(flat(education('Riverside Public School, Pune — Higher Secondary', '(JULY 2015 - MARCH 2017)'))).toEqual([['Riverside Public School', 'Higher Secondary', '', '', 'Jul 2015', 'Mar 2017']]);
  });
  test('a school whose name starts with the stage is still a school', () => {
    expect(education('Higher Secondary School of Music, Pune', 'BSc Physics')[0]!.institution).toBe('Higher Secondary School of Music');
  });
});

describe("session 14: a date's label 'Year:' or 'Year of passing:' goes with the date", () => {
  test.each([
    ['Greenwood International School, Greater Noida Year: 2021'],
    ['Greenwood International School, Greater Noida, Year of passing: 2021'],
  ])('%s', (line) => {
    const school = education('Senior Secondary (CBSE)', line).find((e) => e.institution.startsWith('Greenwood'))!;
    expect(school.location.city).toBe('Greater Noida');
    expect(school.qualifications[0]!.end).toBe('2021');
  });
});

describe("session 19: a date's label set off by a spaced dash goes with the date", () => {
  test('each entry takes the year its labelled line gives, and the label names no entry', () => {
    const entries = education(
      'Bachelor of Civil Engineering',
      'Government College of Engineering, Salem',
      'Percentage - 78.2%',
      'Year of Completion – 2018',
      '',
      'Higher Secondary Certificate',
      'St. Mary’s Higher Secondary School',
      'Year of Passing - 2014',
    );
    expect(flat(entries).map((r) => [r[0], r[5]])).toEqual([
      ['Government College of Engineering', '2018'],
      ['St. Mary’s Higher Secondary School', '2014'],
    ]);
  });
});

describe('session 14: one school under two degrees printed first, each dated on the school line', () => {
  test('is one entry with both degrees (the dates are the degrees’)', () => {
    const entries = education('M.Sc. Food Science', 'University of Elmfield\t2019 – 2021', 'B.Sc. Food Science', 'University of Elmfield\t2016 – 2019');
    expect(flat(entries)).toEqual([
      ['University of Elmfield', 'M.Sc.', 'Food Science', '', '2019', '2021'],
      ['University of Elmfield', 'B.Sc.', 'Food Science', '', '2016', '2019'],
    ]);
    expect(entries).toHaveLength(1);
  });
});

describe('session 15: a verb of studying before the degree on a one-line entry', () => {
  test.each([
    ['Currently pursuing Master’s in Computer Science at Northfield State University', ['Northfield State University', 'Master’s', 'Computer Science']],
    ['Earned partial credit toward a B.Sc in Mathematics, The Open University of Elmland', ['The Open University of Elmland', 'B.Sc', 'Mathematics']],
    ['Graduated with BSc Physics from the University of Elmfield', ['University of Elmfield', 'BSc', 'Physics']],
  ])('%s', (line, [institution, qualification, course]) => {
    expect(flat(education(line)).map((r) => r.slice(0, 3))).toEqual([[institution, qualification, course]]);
  });
  test('a sentence whose capitalised words come before any degree keeps its reading', () => {
    expect(flat(education('Completed Several Modules in Physics at the University of Elmfield')).map((r) => r[1])).not.toContain('Physics');
  });
});

describe('session 15: the school in brackets after the degree on a one-line entry', () => {
  test.each([
    ['M.Sc. Digital Media (University of Elmfield)', ['University of Elmfield', 'M.Sc.', 'Digital Media']],
    ['8 GCSEs (Northfield School)', ['Northfield School', 'GCSEs', '']],
  ])('%s', (line, [institution, qualification, course]) => {
    expect(flat(education(line)).map((r) => r.slice(0, 3))).toEqual([[institution, qualification, course]]);
  });
  test('a school with its initials in brackets stays whole', () => {
    expect(education('University College London (UCL)', 'BSc Physics')[0]!.institution).toBe('University College London (UCL)');
  });
});

test('session 15: a semester abroad with its school in brackets is the stay at that school', () => {
  expect(flat(education('Semester Abroad (University of Elmfield)\t2009 - 2010'))).toEqual([['University of Elmfield', 'Semester Abroad', '', '', '2009', '2010']]);
});

test('session 15: a degree printed with the typographic hyphen is read as one (extraction makes it a hyphen)', async () => {
  const { cleanText } = await import('../../../src/server/cv-parse/extract/clean.ts');
  const entries = education(cleanText('BS\u2010MS Dual Degree\tElmfield, India'), 'Elmfield Institute of Science\tAug 2019 - Jul 2024');
  expect(entries.map((e) => [e.institution, e.location.city, e.qualifications.length])).toEqual([['Elmfield Institute of Science', 'Elmfield', 1]]);
});

describe('a degree named for computer applications', () => {
  test("'Bachelor of Computer Application' is the qualification, not 'Bachelor of Computer' in 'Application'", () => {
    expect(splitDegree('BACHELOR OF COMPUTER APPLICATION')).toEqual({ qualification: 'BACHELOR OF COMPUTER APPLICATION', course: '' });
    expect(splitDegree('Bachelor of Computer Applications in Cloud Technology')).toEqual({
      qualification: 'Bachelor of Computer Applications',
      course: 'Cloud Technology',
    });
  });
});

describe('session 16: a percentage or a CGPA out of ten printed as the grade', () => {
  const grades = (entries: ReturnType<typeof education>) => entries.map((e) => e.qualifications.map((q) => q.grade));
  test('in the right-hand cell of the degree line, beside it or after a word saying it was earned', () => {
    const entries = education('Northfield University, Ashby\t2019 - 2023', 'B. Tech in Mechanical Engineering\t7.9/10 CGPA', 'Riverside Public School, Ashby\t2007 - 2019', 'Senior Secondary XII\t88.5%');
    expect(flat(entries)[0]).toEqual(['Northfield University', 'B. Tech', 'Mechanical Engineering', '7.9/10 CGPA', '2019', '2023']);
    expect(grades(entries)).toEqual([['7.9/10 CGPA'], ['88.5%']]);
    expect(flat(education('Bachelor of Science, Lakeview College of Engineering\t2016', 'Percentage scored 71%'))[0]![3]).toBe('71%');
  });

  test('on a line of its own under a school that named no degree, it grades that school, not the entry above', () => {
    const entries = education('B.Sc. Physics, Hillview College, Dunmore\t2018 - 2021', 'Pre-university, State Junior College, Dunmore\t2016 - 2018', 'Secured 84.5%.');
    expect(grades(entries)).toEqual([[''], ['84.5%']]);
  });

  test('a bare percentage wrapped from a sentence under a school is no grade', () => {
    const entries = education('Hillview College\t2018 - 2021', 'Studied modules in optics and mechanics with a yearly', '84.5%.');
    expect(grades(entries).flat()).not.toContain('84.5%');
  });
});

test("session 16: the school years named by their number ('10th Class', '12th Grade') and 'Intermediate' are qualifications before the school", () => {
  const entries = education('10th Class - Riverside Public School\t2014', 'INTERMEDIATE, STATE JUNIOR COLLEGE, DUNMORE\t2014 - 2016', '12th Grade, Lakeview Academy\t2016');
  expect(entries.map((e) => [e.institution, e.qualifications[0]!.qualification])).toEqual([
    ['Riverside Public School', '10th Class'],
    ['State Junior College', 'INTERMEDIATE'],
    ['Lakeview Academy', '12th Grade'],
  ]);
});

test("session 17: a row of parts holding one degree and a subject ('SUBJECT | B.S.', 'Subject Department · Degree') reads the degree as the qualification, whichever comes first", () => {
  expect(splitDegree('APPLIED PHYSICS | B.S.')).toEqual({ qualification: 'B.S.', course: 'APPLIED PHYSICS' });
  expect(splitDegree('Civil Engineering Department · Bachelor’s Degree')).toEqual({ qualification: 'Bachelor’s Degree', course: 'Civil Engineering' });
  expect(splitDegree('Class XII | CBSE')).toEqual({ qualification: 'Class XII', course: '' });
  // A part that is neither a subject nor a board leaves the row to the other readings.
  expect(splitDegree('BSc Physics | 2:1').qualification).toBe('BSc');
  const [entry] = education('Riverside University\tSep 2012 - Jun 2016', 'APPLIED PHYSICS | B.S.');
  expect(entry!.qualifications[0]).toMatchObject({ qualification: 'B.S.', course: 'APPLIED PHYSICS', start: 'Sep 2012', end: 'Jun 2016' });
});

test("session 17: a mode of study or a status in a school's place slot ('Online', 'Remote - Part Time', 'Expected') is no place", () => {
  expect(splitInstitution('Riverside Institute of Technology | Remote - Part Time')).toEqual({ institution: 'Riverside Institute of Technology', location: { city: '', country: '' } });
  expect(splitInstitution('Lakeview University – Online').location).toEqual({ city: '', country: '' });
  expect(splitInstitution('Lakeview University | Expected').location).toEqual({ city: '', country: '' });
  expect(splitInstitution('Lakeview University – Dunmore').location).toEqual({ city: 'Dunmore', country: '' });
});

test.each([
  ['Coastal Coding Academy | Accra, Ghana & Online', { city: 'Accra', country: 'Ghana' }],
  ['Lakeview University – Toronto, Canada / Remote', { city: 'Toronto', country: 'Canada' }],
  ['Lakeview University | Leeds, UK - Part-time', { city: 'Leeds', country: 'UK' }],
])("a mode of study joined to the school's place is no part of it: %s", (text, location) => {
  expect(splitInstitution(text).location).toEqual(location);
});

test("session 17: a town between a school's name and a bracket holding the country or the school's initials is the school's place", () => {
  expect(splitInstitution('Università di Dunmore, Dunmore (Italy)')).toEqual({ institution: 'Università di Dunmore', location: { city: 'Dunmore', country: 'Italy' } });
  expect(splitInstitution('RIVERSIDE INSTITUTE OF TECHNOLOGY, DUNMORE (RIT)')).toEqual({ institution: 'Riverside Institute of Technology', location: { city: 'DUNMORE', country: '' } });
  // The name's own commas stay: no town is named before the bracket.
  expect(splitInstitution('Konstfack University of Arts, Crafts and Design (Sweden)').institution).toBe('Konstfack University of Arts, Crafts and Design');
});

test("session 17: a programme and a short name on either side of a comma ('Code Forge, Web Development Bootcamp', 'Data Fellow, Hatchery (Dunmore, WA)') name the school that ran it", () => {
  expect(education('Code Forge, Web Development Bootcamp\t01.2023 – 03.2023').map((e) => e.institution)).toEqual(['Code Forge']);
  const [entry] = education('Data Science Fellow, Hatchery (Dunmore, WA)');
  expect(entry).toMatchObject({ institution: 'Hatchery', location: { city: 'Dunmore' } });
  expect(entry!.qualifications[0]!.qualification).toBe('Data Science Fellow');
});

test("session 18: 'Subject, Degree, School' on one line reads the degree, the subject and the school, and a second degree there joins the same entry", () => {
  const entries = education('• Economics, Bachelor of Arts, Riverside College\t2019', '• Statistics, Bachelor of Science, Riverside College');
  expect(entries).toHaveLength(1);
  expect(flat(entries)).toEqual([
    ['Riverside College', 'Bachelor of Arts', 'Economics', '', '', '2019'],
    ['Riverside College', 'Bachelor of Science', 'Statistics', '', '', ''],
  ]);
});

test("session 18: parts after the subject that name a minor or a concentration ('| Data Science Concentration | French Minor', '(with Economics minor)') are no part of the course", () => {
  expect(splitDegree('B.A. in Mathematics | Data Science Concentration | French Minor')).toEqual({ qualification: 'B.A.', course: 'Mathematics' });
  expect(splitDegree('B.S. in Biology (with Chemistry minor)')).toEqual({ qualification: 'B.S.', course: 'Biology' });
  const [entry] = education('Lakeview State University\tDunmore, SC', 'B.S. in Computer Science | Cybersecurity Concentration | German Minor\tExpected Graduation May 2027');
  expect(entry!.qualifications[0]).toMatchObject({ qualification: 'B.S.', course: 'Computer Science', end: 'May 2027' });
});

test("session 18: a grade a sentence says the degree was earned with ('Graduated scoring first class with honours.') is the grade", () => {
  expect(wholeGrade('Graduated scoring first class with honours.')).toBe('first class with honours');
  expect(wholeGrade('Graduated achieving a Distinction.')).toBe('Distinction');
  const entries = education('B.Sc. Computer Science | Riverside University', '2018 - 2021', 'Graduated scoring first class with honours.');
  expect(flat(entries)).toEqual([['Riverside University', 'B.Sc.', 'Computer Science', 'first class with honours', '2018', '2021']]);
});

test("session 18: 'School – Candidate for Bachelor of X, Honours (with Y minor)' over '- Majoring in Z, estimated graduation Mon YYYY', as Canadian students print it", () => {
  for (const detail of ['   - Majoring in Statistics, estimated graduation Dec. 2026', '   • Majoring in Statistics, estimated graduation Dec. 2026']) {
    const entries = education('Lakeview University – Candidate for Bachelor of Mathematics, Honours (with Computer Science minor)', detail);
    expect(flat(entries)).toEqual([['Lakeview University', 'Bachelor of Mathematics, Honours', 'Statistics', '', '', 'Dec 2026']]);
  }
});

test("session 18: a school year with its stream after a comma ('Grade 12th, PCM (CS)', as LinkedIn prints it) reads the year as the qualification and the stream as its course", () => {
  expect(splitDegree('Grade 12th, PCM (CS)')).toEqual({ qualification: 'Grade 12th', course: 'PCM (CS)' });
  expect(splitDegree('Class XII – Science')).toEqual({ qualification: 'Class XII', course: 'Science' });
  // A grade after the comma is no stream.
  expect(splitDegree('Grade 10th, 92%').course).toBe('');
  const [entry] = education('Riverside Public School', 'Grade 11th, PCM (CS) · (April 2024 - February 2025)');
  expect(entry!.qualifications[0]).toMatchObject({ qualification: 'Grade 11th', course: 'PCM (CS)', start: 'Apr 2024', end: 'Feb 2025' });
});

test("session 18: a sentence after a qualification's label ('GCSE: Achieved nine A* grades, including …') describes it and is no course", () => {
  const [entry] = education('Lakeside Grammar School\tDunmore', '2012-2019', 'GCSE: Achieved ten A* grades, including Mathematics, Physics, and Spanish.', 'A-Level: Attained A* grades in Mathematics and Chemistry, and an A in History.');
  expect(entry!.qualifications.map((q) => [q.qualification, q.course])).toEqual([
    ['GCSE', ''],
    ['A-Level', ''],
  ]);
  // A course of a few words stays, even with small words in it.
  expect(education('Lakeside Grammar School', 'GCSE: Maths and English')[0]!.qualifications[0]!.course).toBe('Maths and English');
});

test("session 18: a long list of subjects with their grades after the qualification's label is its course, however many words", () => {
  const [entry] = education('Lakeside High School', 'GCSE: Mathematics (A), Science Double Award (AA), Geography (A), Statistics (A), Religious Studies (A), English (B), French (C)');
  expect(entry!.qualifications[0]!.course).toBe('Mathematics (A), Science Double Award (AA), Geography (A), Statistics (A), Religious Studies (A), English (B), French (C)');
});

describe('session 21: lines under a school that name it but are no school of their own', () => {
  test('a faculty on its own line under the school is what was studied there, not a second school', () => {
    const entries = education('University of Elmfield, Elmfield', 'October 2010 — July 2013', 'Faculty of Modern Languages - Linguistics');
    expect(entries).toHaveLength(1);
    expect(flat(entries)).toEqual([['University of Elmfield', '', 'Faculty of Modern Languages - Linguistics', '', 'Oct 2010', 'Jul 2013']]);
  });

  test('a labelled faculty in brackets gives the subject without its label', () => {
    const entries = education('2016 – 2020\tNational University of Northland', '(faculty: Applied mathematics and computer science)');
    expect(entries).toHaveLength(1);
    expect(flat(entries)).toEqual([['National University of Northland', '', 'Applied mathematics and computer science', '', '2016', '2020']]);
  });

  test('a thesis done at another school is a detail of the degree above, and its dates date the degree', () => {
    const entries = education('BS-MS Dual Degree', 'Elmfield Institute of Science Education and Research', 'MS Thesis at Northfield Institute of Technology\tAugust 2019 - July 2024', 'Specialization: Mathematics');
    expect(entries.map((e) => e.institution)).toEqual(['Elmfield Institute of Science Education and Research']);
    expect(flat(entries)[0]!.slice(4)).toEqual(['Aug 2019', 'Jul 2024']);
  });

  test('a project named with its school under an entry opens no entry', () => {
    const entries = education('M.Sc. Digital Media (University of Elmfield)\t2015', 'Master Project - Tabletop (University of Elmfield)\t2012 - 2013', 'Developed a touch table application for clinics');
    expect(entries).toHaveLength(1);
    expect(flat(entries)).toEqual([['University of Elmfield', 'M.Sc.', 'Digital Media', '', '', '2015']]);
  });

  test('a year’s heading over its modules is no school', () => {
    const entries = education('Elmfield Hallam University ~ BSc Computer Science: First Class Honours', 'Year 2', '• Object-oriented Programming', 'Semester III', '• Web Application Development');
    expect(entries.map((e) => e.institution)).toEqual(['Elmfield Hallam University']);
  });
});

describe('session 21: a faculty line that names its school too', () => {
  test('opens that school’s entry', () => {
    const entries = education('Elmfield College\t2008 – 2012', 'A-Levels', 'Faculty of Law, University of Northland\t2012 – 2016', 'Bachelor of Laws');
    expect(entries).toHaveLength(2);
    expect(flat(entries)[1]!.slice(1)).toEqual(['Bachelor of Laws', '', '', '2012', '2016']);
  });

  test('a faculty under the school’s name alone completes the name', () => {
    const entries = education('University of Elmfield', 'Faculty of Mathematics', 'Bachelor of Science in Informatics\t2017 – 2021');
    expect(flat(entries)).toEqual([['University of Elmfield, Faculty of Mathematics', 'Bachelor of Science', 'Informatics', '', '2017', '2021']]);
  });
});

describe('session 21: a school printed after its university’s initials', () => {
  test('MIT Sloan School of Management is a school, not a Master of IT', () => {
    const entries = education('MIT Sloan School of Management\tCambridge, MA', 'MBA\t2015 – 2017');
    expect(flat(entries).map((r) => r.slice(0, 2))).toEqual([['MIT Sloan School of Management', 'MBA']]);
  });

  test('a university after the initials leaves them the degree', () => {
    expect(flat(education('MIT Northland University\t2018 – 2020')).map((r) => r[1])).toEqual(['MIT']);
  });
});

describe('session 21: an honourable mention beside the degree is no school', () => {
  test('Bachelor of Arts | 4.0 GPA | Honorific Mention of Excellence', () => {
    const entries = education('Instituto Tecnologico de Northland\tSonora, Mexico | Jun 2018', 'Bachelor of Arts in Business Creation | 4.0 GPA | Honorific Mention of Excellence');
    expect(entries.map((e) => e.institution)).toEqual(['Instituto Tecnologico de Northland']);
    expect(flat(entries)[0]!.slice(1, 4)).toEqual(['Bachelor of Arts', 'Business Creation', '4.0 GPA | Honorific Mention of Excellence']);
  });
});

describe('session 21: a department under a dated school', () => {
  test('names the subject, and the grade under it is the degree’s', () => {
    const entries = education('Sept 2014 - August 2019 -- Elmfield University, Izmir (Turkey)', '• Department of Computer Engineering', '• GPA: 3.19 / 4.00');
    expect(flat(entries)).toEqual([['Elmfield University', '', 'Computer Engineering', 'GPA: 3.19 / 4.00', 'Sep 2014', 'Aug 2019']]);
  });
});
