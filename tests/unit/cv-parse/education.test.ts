import { describe, expect, test } from 'vitest';
import { textToLines } from '../../../src/server/cv-parse/extract/txt.ts';
import { splitDegree, splitGrade, wholeGrade } from '../../../src/server/cv-parse/structure/education.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';

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
