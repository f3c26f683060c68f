import { describe, expect, test } from 'vitest';
import { textToLines } from '../../../src/server/cv-parse/extract/txt.ts';
import { parseEducation, splitDegree, splitGrade, splitInstitution } from '../../../src/server/cv-parse/structure/education.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { joinCells, plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

/**
 * Education as people print it (session 20): the ornaments, statuses and asides around the fields, and the
 * fields printed two to a line. Cells are separated by tabs, as a PDF's columns are.
 */

const education = (...lines: string[]) => structureCv(textToLines(['EDUCATION', ...lines].join('\n'))).data.education;
const flat = (entries: ReturnType<typeof education>) =>
  entries.flatMap((e) => e.qualifications.map((q) => [e.institution, q.qualification, q.course, q.grade, q.start, q.end]));

/** A laid-out line: cells split at ' ‖ ', each 150 pt right of the one before. */
function laid(text: string, hints: Partial<Omit<TextLine, 'text' | 'cells'>> = {}): TextLine {
  const x = hints.x ?? 40;
  const cells = text.split(' ‖ ').map((t, i) => ({ text: t, x: x + i * 150 }));
  return { ...plainLine(text, hints), text: joinCells(cells), cells, x };
}

describe('a bullet glyph opening a cell is an ornament', () => {
  test('before the place beside the degree', () => {
    const [entry] = education('2014 – 2018\tCardiff University', 'BSc. Psychology with a Professional Placement\t• Cardiff, UK');
    expect(entry!.location).toEqual({ city: 'Cardiff', country: 'UK' });
    expect(entry!.qualifications[0]!.course).toBe('Psychology with a Professional Placement');
  });
});

describe('a status closing the line is no part of a name or a place', () => {
  test("', in progress' after the school", () => {
    expect(education('Ph.D., Washington University in St. Louis, in progress').map((e) => e.institution)).toEqual(['Washington University in St. Louis']);
  });

  test("'(expected to graduate in June 2020)' after the dates", () => {
    const [entry] = education('Union University, Faculty of Computer Science\t2016 - present (expected to graduate in June 2020)', 'Bachelor of Science in Computer Science');
    expect(entry!.location).toEqual({ city: '', country: '' });
    expect(entry!.qualifications[0]!.start).toBe('2016');
  });
});

describe("a town after 'in'", () => {
  test('is the place when its country follows', () => {
    expect(splitInstitution('Adam Mickiewicz University in Poznan, Poland').location).toEqual({ city: 'Poznan', country: 'Poland' });
  });

  test('is the name as printed when nothing follows', () => {
    expect(splitInstitution('Jan Długosz University in Częstochowa')).toEqual({ institution: 'Jan Długosz University in Częstochowa', location: { city: '', country: '' } });
  });
});

describe('grades as printed', () => {
  test("'Overall Grade:' is a label that only says it is the grade; the course keeps none of it", () => {
    expect(flat(education('Technische Universität Dresden\tDresden, Germany', 'M.Sc. in Computational Logic | Overall Grade: 1.9\tOct 2015 – Jan 2019'))).toEqual([
      ['Technische Universität Dresden', 'M.Sc.', 'Computational Logic', '1.9', 'Oct 2015', 'Jan 2019'],
    ]);
    expect(splitGrade('BSc Physics, Final Result: First')).toEqual({ rest: 'BSc Physics', grade: 'First' });
  });

  test('an honour after the GPA is one grade with it', () => {
    const [q] = flat(education('Utah State University\tLogan, Utah', 'Bachelor of Science in Computer Science | 3.7 GPA, Cum Laude\tJun 2012 – May 2019'));
    expect(q!.slice(1, 4)).toEqual(['Bachelor of Science', 'Computer Science', '3.7 GPA, Cum Laude']);
  });

  test("a GPA on the school's line grades the subject printed above it; an honours list beside it is no place", () => {
    const [entry] = parseEducation(
      [laid('Computer Programming and Analysis ‖ January 2022 – December 2024 (Expected)', { bold: true }), laid('Seneca Polytechnic, Toronto, ON GPA: 3.9/4.0 | President’s Honour List')],
      new Placement(),
    );
    expect(entry!.institution).toBe('Seneca Polytechnic');
    expect(entry!.location.city).toBe('Toronto');
    expect(entry!.qualifications[0]!.grade).toBe('GPA: 3.9/4.0');
  });
});

describe('a double degree around a spaced slash', () => {
  test('is two qualifications with the same dates, graded in order by the lines below', () => {
    expect(flat(education('Monash University', '2019 – 2023', 'Bachelor of Engineering (Honours) / Bachelor of Computer Science', 'WAM: 80.375', 'GPA: 3.375'))).toEqual([
      ['Monash University', 'Bachelor of Engineering (Honours)', '', 'WAM: 80.375', '2019', '2023'],
      ['Monash University', 'Bachelor of Computer Science', '', 'GPA: 3.375', '2019', '2023'],
    ]);
  });

  test('two degrees of one course joined by a slash stay one', () => {
    expect(splitDegree('BA/MA in Economics')).toEqual({ qualification: 'BA/MA', course: 'Economics' });
  });
});

describe('two degrees on one line, each with its own subject', () => {
  test('joined by a plus, under the school: two qualifications with the school line\'s dates', () => {
    expect(flat(education('Fernhill Institute of Technology\t2019 – Current', 'BTech in Civil Engineering + MTech in Structural Design'))).toEqual([
      ['Fernhill Institute of Technology', 'BTech', 'Civil Engineering', '', '2019', ''],
      ['Fernhill Institute of Technology', 'MTech', 'Structural Design', '', '2019', ''],
    ]);
  });

  test('joined by "and", over the school: both take the dates printed under them', () => {
    expect(flat(education('BEng Robotics and Diploma in Industrial Placement', 'Sep 2016 - Jun 2020\tHarbourside University, Wales'))).toEqual([
      ['Harbourside University', 'BEng', 'Robotics', '', 'Sep 2016', 'Jun 2020'],
      ['Harbourside University', 'Diploma', 'Industrial Placement', '', 'Sep 2016', 'Jun 2020'],
    ]);
  });

  test('a subject of two parts, or two degrees sharing one subject, stay one qualification', () => {
    expect(flat(education('Harbourside University\t2015 – 2019', 'BSc Physics and Secondary Education'))).toEqual([
      ['Harbourside University', 'BSc', 'Physics and Secondary Education', '', '2015', '2019'],
    ]);
    expect(flat(education('Harbourside University\t2015 – 2019', 'B.Sc. & M.Sc. in Physics'))).toEqual([['Harbourside University', 'B.Sc. & M.Sc.', 'Physics', '', '2015', '2019']]);
  });
});

describe('the university a college is affiliated to', () => {
  test('on a line under the college: no entry of its own, the dates under it are the degree\'s', () => {
    expect(flat(education('B.E. in Mechanical Engineering', 'Sri Venkata College of Engineering, Salem', 'Affiliated to Anna University (AU)', '2018 – 2022'))).toEqual([
      ['Sri Venkata College of Engineering', 'B.E.', 'Mechanical Engineering', '', '2018', '2022'],
    ]);
  });

  test('in brackets after its name: no part of the name', () => {
    expect(splitInstitution('Malnad Institute of Technology (Affiliated to VTU, Belagavi)').institution).toBe('Malnad Institute of Technology');
    expect(splitInstitution('Malnad Institute of Technology, an autonomous institute affiliated to VTU').institution).toBe('Malnad Institute of Technology');
  });
});

describe("Karnataka's pre-university course (the two years after class X)", () => {
  test('is a qualification under its PU college, not a school of its own, whatever "University" in its name says', () => {
    expect(flat(education('Sahyadri PU College\tUdupi, Karnataka, India', 'Pre-University Course (PCMB) — 88.5%\t2019 – 2021'))).toEqual([
      ['Sahyadri PU College', 'Pre-University Course', 'PCMB', '88.5%', '2019', '2021'],
    ]);
  });

  test('a college named after it stays a school', () => {
    expect(splitDegree('II PUC, Science')).toEqual({ qualification: 'II PUC', course: 'Science' });
    expect(splitInstitution('Pre-University College, Mangaluru').institution).toBe('Pre-University College');
  });
});

describe("a degree's name spelled out in brackets after its abbreviation", () => {
  test.each([
    ['BE (Bachelor of Engineering) Mechanical', { qualification: 'BE (Bachelor of Engineering)', course: 'Mechanical' }],
    ['B.Tech (Bachelor of Technology) in Electronics and Communication', { qualification: 'B.Tech (Bachelor of Technology)', course: 'Electronics and Communication' }],
    // A subject in brackets is still the course.
    ['BSc (Secondary Education)', { qualification: 'BSc', course: 'Secondary Education' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });
});

describe('a word for the kind of study closing the name', () => {
  test.each([
    ['Higher Secondary Course', { qualification: 'Higher Secondary Course', course: '' }],
    ['Bachelor of Science Programme', { qualification: 'Bachelor of Science Programme', course: '' }],
    ['Higher Secondary Education', { qualification: 'Higher Secondary Education', course: '' }],
    ['BSc Education', { qualification: 'BSc', course: 'Education' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });

  test('wrapped onto the next line, it ends the name', () => {
    const [q] = flat(education('DAV International School, Ahmedabad — Higher Secondary', 'Education', '(JULY 2017 - MARCH 2019)'));
    expect(q!.slice(1, 3)).toEqual(['Higher Secondary Education', '']);
  });
});

describe('degrees named as they are still to come, or by a programme', () => {
  test("'Expecting' before the degree is no part of its name", () => {
    expect(splitDegree('Expecting Bachelor Degree in Computer Engineering')).toEqual({ qualification: 'Bachelor Degree', course: 'Computer Engineering' });
  });

  test('a programme of some words after the school is the qualification earned there', () => {
    expect(flat(education('Le Wagon, Full Stack Development Bootcamp\t01.2023 – 03.2023'))).toEqual([
      ['Le Wagon', 'Full Stack Development Bootcamp', '', '', 'Jan 2023', 'Mar 2023'],
    ]);
  });
});

describe('school years as Indian CVs name them', () => {
  test("'10th', '12th' and 'Plus Two' alone are qualifications; a percentage after '=' is the grade", () => {
    expect(flat(education('B.Tech (CSE) = 70% | Uttarakhand Technical University (2020-2024)', '12th = 63% | CBSE Board', '10th = 87.4% | CBSE Board'))).toEqual([
      ['Uttarakhand Technical University', 'B.Tech', 'CSE', '70%', '2020', '2024'],
      ['CBSE Board', '12th', '', '63%', '', ''],
      ['CBSE Board', '10th', '', '87.4%', '', ''],
    ]);
    expect(flat(education('2021\tSacred Heart Higher Secondary School', 'PLUS TWO', '98.6%'))).toEqual([['Sacred Heart Higher Secondary School', 'PLUS TWO', '', '98.6%', '', '2021']]);
  });

  test("'10th' opening a sentence names nothing", () => {
    expect(splitDegree('10th place in the state science fair').qualification).not.toBe('10th');
  });
});

describe('a degree printed in capitals over its school, with its year of study', () => {
  test("'(Final Year)' is a status, and a name ending in DEGREE is a qualification in capitals too", () => {
    expect(splitDegree('MASTER OF BUSINESS ADMINISTRATION (FINAL YEAR)')).toEqual({ qualification: 'MASTER OF BUSINESS ADMINISTRATION', course: '' });
    const entries = education(
      'MASTER OF BUSINESS ADMINISTRATION (FINAL YEAR)',
      'IGR-IAE 2019 – 2020, Rennes, France',
      'SUPÉLEC ENGINEERING DEGREE (FINAL YEAR)',
      'CentraleSupélec 2017 – 2020, Rennes, France',
      'Grande école of engineering with a generalist curriculum with a specialization in cybersecurity.',
    );
    expect(entries.map((e) => [e.institution, e.location.city, e.qualifications.map((q) => q.qualification)])).toEqual([
      ['IGR-IAE', 'Rennes', ['MASTER OF BUSINESS ADMINISTRATION']],
      ['CentraleSupélec', 'Rennes', ['SUPÉLEC ENGINEERING DEGREE']],
    ]);
  });

  test('a dated sentence naming a degree and its school is still an entry', () => {
    expect(flat(education('2009–2010\tEarned partial credit toward a B.Sc in Computer Science and Mathematics, The Open University of Israel.'))[0]!.slice(0, 3)).toEqual([
      'The Open University of Israel',
      'B.Sc',
      'Computer Science and Mathematics',
    ]);
  });
});

describe('Europass fields labelled with a colon', () => {
  test("'Field(s) of study:' gives the course and 'Address:' the school's town and country", () => {
    const [entry] = education('Gymnázium Praha\t2020 – Current', 'Address: Praha (Czechia)', 'Student', 'Field(s) of study: Programming');
    expect(entry!.location).toEqual({ city: 'Praha', country: 'Czechia' });
    expect(entry!.qualifications.map((q) => q.course)).toEqual(['Programming']);
  });
});

describe('a class of degree in brackets right after the degree', () => {
  test.each([
    ['MSc (Distinction) in Data Science', { rest: 'MSc in Data Science', grade: 'Distinction' }],
    ['BA (First Class Honours) History', { rest: 'BA History', grade: 'First Class Honours' }],
    ['M.Sc. Eng. (Maximum Distinction), Department of Industrial Engineering', { rest: 'M.Sc. Eng., Department of Industrial Engineering', grade: 'Maximum Distinction' }],
    ['BSc (Hons) Computer Science', { rest: 'BSc (Hons) Computer Science', grade: '' }],
  ])('%s', (text, expected) => {
    expect(splitGrade(text)).toEqual(expected);
  });

  test("a short abbreviation closing the degree's name before a comma completes it", () => {
    expect(splitDegree('M.Sc. Eng., Department of Industrial Engineering').qualification).toBe('M.Sc. Eng.');
    expect(splitDegree('BSc Computer Science')).toEqual({ qualification: 'BSc', course: 'Computer Science' });
  });
});

describe('the cohort after the degree', () => {
  test.each([
    ['Bachelor of Cybersecurity, Third Cohort', { qualification: 'Bachelor of Cybersecurity', course: '' }],
    ['BSc Computer Science, 12th Batch', { qualification: 'BSc', course: 'Computer Science' }],
  ])('%s is no course', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });
});

describe('an honour between the degree and its subject', () => {
  test.each([
    ['B.A. summa cum laude, Economics', { rest: 'B.A. Economics', grade: 'summa cum laude' }],
    ['B.S., magna cum laude, Biology', { rest: 'B.S. Biology', grade: 'magna cum laude' }],
    ['BSc First Class Honours, Physics', { rest: 'BSc Physics', grade: 'First Class Honours' }],
  ])('%s', (text, expected) => {
    expect(splitGrade(text)).toEqual(expected);
  });

  test('the bulleted degree under its school keeps the subject as its course', () => {
    expect(flat(education('Riverside College\t2003–07', '•\tB.A. cum laude, History', '•\tCoursework in Statistics'))).toEqual([
      ['Riverside College', 'B.A.', 'History', 'cum laude', '2003', '2007'],
    ]);
  });
});

describe('a GPA with its scale in words, or a qualifier after its label', () => {
  test.each([
    ['M.Sc. in Data Science | GPA: 3.81 out of 4.00 | Sep 2019 - Jun 2021', 'GPA: 3.81 out of 4.00'],
    ['B.A. in Economics | GPA to date: 3.62/4.00 | Sep 2021 - Present', 'GPA to date: 3.62/4.00'],
  ])('%s', (line, grade) => {
    const [q] = flat(education('University of Lagos, Lagos, Nigeria', line));
    expect(q!.slice(2, 4)).toEqual([line.slice(line.indexOf(' in ') + 4, line.indexOf(' |')), grade]);
  });
});

describe("'Highschool' in one word is a school's name, as 'High School' is", () => {
  test('its dates printed on the line above it are its own', () => {
    const entries = education('BSc in Civil Engineering\tSep 2019 - Jun 2023', 'Middle East Technical University', '\t\t\tSep 2015 - Jun 2019', 'Kadikoy Anatolian Highschool');
    expect(flat(entries)[1]).toEqual(['Kadikoy Anatolian Highschool', '', '', '', 'Sep 2015', 'Jun 2019']);
  });
});

describe('a GPA closing a bracket that an honour opened', () => {
  test('the honour goes with the bracket, the GPA is the grade', () => {
    expect(flat(education('LAKESIDE STATE UNIVERSITY\t09.2016 - 06.2020', 'Bachelor of Arts in Economics (Dean’s List with GPA 3.71)'))).toEqual([
      ['Lakeside State University', 'Bachelor of Arts', 'Economics', 'GPA 3.71', 'Sep 2016', 'Jun 2020'],
    ]);
  });

  test('a bracket of its own around the GPA leaves the course whole', () => {
    expect(flat(education('Lakeside State University\t2020', 'B.S. Chemistry (Honours Track) (GPA 3.5/4.0)'))[0]![2]).toBe('Chemistry (Honours Track)');
  });
});

describe('a major, then the school it was studied at', () => {
  test('under the degree it names, the major is its course and the rest its school and place', () => {
    const entries = education('Master of Arts', 'March 2014 - June 2016', 'Major in Urban Planning, Northfield University, Chicago, USA.');
    expect(entries.map((e) => [e.institution, e.location])).toEqual([['Northfield University', { city: 'Chicago', country: 'USA' }]]);
    expect(flat(entries)).toEqual([['Northfield University', 'Master of Arts', 'Urban Planning', '', 'Mar 2014', 'Jun 2016']]);
  });

  test('with no degree above, the major is what was studied there', () => {
    expect(flat(education('Major in Economics, Boston University, Boston, MA\t2015 - 2019'))).toEqual([['Boston University', '', 'Economics', '', '2015', '2019']]);
  });
});

describe('who studies for the degree', () => {
  test.each([
    ['PhD Student in Computer Science', { qualification: 'PhD', course: 'Computer Science' }],
    ['Master student in Electrical Engineering', { qualification: 'Master', course: 'Electrical Engineering' }],
    ['MSc Student', { qualification: 'MSc', course: '' }],
    ['PhD Candidate in Physics', { qualification: 'PhD Candidate', course: 'Physics' }],
  ])('%s', (text, expected) => {
    expect(splitDegree(text)).toEqual(expected);
  });
});

describe('letter grades before the subjects they were earned in', () => {
  test('on the school’s line', () => {
    expect(flat(education('Westbrook High School GCSE B’s and C’s in Maths and Science'))).toEqual([
      ['Westbrook High School', 'GCSE', 'Maths and Science', 'B’s and C’s', '', ''],
    ]);
  });

  test('one qualification a line under the school', () => {
    expect(flat(education('Northgate Academy', 'A-Levels ABB in History, Biology and Chemistry', 'GCSEs A*-C in English and Art'))).toEqual([
      ['Northgate Academy', 'A-Levels', 'History, Biology and Chemistry', 'ABB', '', ''],
      ['Northgate Academy', 'GCSEs', 'English and Art', 'A*-C', '', ''],
    ]);
  });

  test('a degree’s initials before its subject are no grade', () => {
    expect(flat(education('Pune Institute of Technology', 'BE in Mechanical Engineering'))[0]!.slice(1, 4)).toEqual(['BE', 'Mechanical Engineering', '']);
  });
});

describe('education written as sentences, one bullet each', () => {
  test('a GPA that was scored, and how the degree was passed', () => {
    expect(flat(education('•\tNIT Trichy, Tiruchirappalli, B. Tech Civil Engineering, Passed out with First Class. CGPA scored 8.1'))).toEqual([
      ['NIT Trichy', 'B. Tech', 'Civil Engineering', 'CGPA scored 8.1', '', ''],
    ]);
  });

  test('without a GPA, how it was passed is the grade', () => {
    expect(flat(education('•\tAnna University, Chennai, B.E. Mechanical Engineering, Passed out with Distinction.'))[0]!.slice(1, 4)).toEqual(['B.E.', 'Mechanical Engineering', 'Distinction']);
  });

  test('a long bullet level with the one above is the next school’s, not a description of the first', () => {
    const entries = education(
      '•\tCurrently pursuing Master’s in Data Science at Riverside State University',
      '•\tGreenfield University Main Campus, Pune, B. Tech Information Technology, Passed out with First Class. CGPA scored 7.9',
      '•\t12th Class - Valley Public School, Overall Percentage – 81.5%',
    );
    expect(entries.map((e) => e.institution)).toEqual(['Riverside State University', 'Greenfield University Main Campus', 'Valley Public School']);
    expect(entries[1]!.qualifications[0]!.grade).toBe('CGPA scored 7.9');
  });
});

describe('a US town and its state in brackets after the school', () => {
  test.each([
    ['Lakeview College (Portland OR)', { institution: 'Lakeview College', location: { city: 'Portland', country: '' } }],
    ['Hillcrest University (Austin, Texas)', { institution: 'Hillcrest University', location: { city: 'Austin', country: '' } }],
    ['University of Leeds (Leeds, UK)', { institution: 'University of Leeds', location: { city: 'Leeds', country: 'UK' } }],
  ])('%s', (text, expected) => {
    expect(splitInstitution(text)).toEqual(expected);
  });

  test('a bracket holding no state is no place', () => {
    expect(splitInstitution('Columbia College (Data Science)').institution).toBe('Columbia College (Data Science)');
  });
});

describe('a spaced tilde between the school and the degree', () => {
  test('parts them as a dash does, the grade after the colon', () => {
    expect(flat(education('Northern Lakes University ~ BSc Software Engineering: Upper Second Class'))).toEqual([
      ['Northern Lakes University', 'BSc', 'Software Engineering', 'Upper Second Class', '', ''],
    ]);
  });
});

describe('a spaced slash between the school and its town', () => {
  test.each([
    ['Poltava State College / Poltava', { institution: 'Poltava State College', location: { city: 'Poltava', country: '' } }],
    ['Kharkiv Polytechnic Institute / Kharkiv, Ukraine', { institution: 'Kharkiv Polytechnic Institute', location: { city: 'Kharkiv', country: 'Ukraine' } }],
    ['Harvard Business School / Harvard University', { institution: 'Harvard Business School / Harvard University', location: { city: '', country: '' } }],
  ])('%s', (text, expected) => {
    expect(splitInstitution(text)).toEqual(expected);
  });
});

test('a web address under the school, a course’s certificate link, opens no entry', () => {
  const entries = education('University of Leeds\t2017', 'BSc Physics', 'https://coursera.org/share/5b88d595d5852d7f\tNov 2021 - Dec 2021');
  expect(entries.map((e) => e.institution)).toEqual(['University of Leeds']);
});

describe('the degree printed apart and again before the subject', () => {
  test('the course is the subject alone', () => {
    const entries = structureCv([
      plainLine('Education', { bold: true, size: 1.4 }),
      laid('MSc ‖ Lakeside University, MSc in Applied Statistics – Leeds, UK ‖ Sept 2019 – June 2020'),
    ]).data.education;
    expect(flat(entries)).toEqual([['Lakeside University', 'MSc', 'Applied Statistics', '', 'Sep 2019', 'Jun 2020']]);
  });
});

describe('a school, its years and its subject, parted by commas', () => {
  test('the dates between the commas part the school’s name from what follows', () => {
    const [entry] = education('• University of Leeds, 2011–2014, history and philosophy');
    expect([entry!.institution, entry!.qualifications[0]!.start, entry!.qualifications[0]!.end]).toEqual(['University of Leeds', '2011', '2014']);
  });
});

describe('the subject on its own line under the degree’s dates', () => {
  test('is the course, a closing full stop or not', () => {
    const entries = structureCv([
      plainLine('EDUCATION', { bold: true, size: 1.4 }),
      plainLine('Dhaka Polytechnic Institute, Dhaka — B.Sc', { bold: true, size: 1.2 }),
      plainLine('Jan 2016 - Dec 2019', { bold: true, size: 0.9 }),
      plainLine('Electrical and Electronic Engineering.'),
      plainLine('Grade: 3.60'),
      plainLine('Mirpur Model College, Dhaka — HSC', { bold: true, size: 1.2 }),
      plainLine('Jul 2013 - Jun 2015', { bold: true, size: 0.9 }),
      plainLine('Science'),
    ]).data.education;
    expect(flat(entries).map(([school, degree, course]) => [school, degree, course])).toEqual([
      ['Dhaka Polytechnic Institute', 'B.Sc', 'Electrical and Electronic Engineering.'],
      ['Mirpur Model College', 'HSC', 'Science'],
    ]);
  });
});

describe('the word for what was awarded after a degree’s name', () => {
  test('a certificate or certification closes the name, as a degree or diploma does', () => {
    expect(splitDegree('O level certification, Chemistry and Biology')).toEqual({ qualification: 'O level certification', course: 'Chemistry and Biology' });
    expect(splitDegree('A Level Certificate in Further Mathematics')).toEqual({ qualification: 'A Level Certificate', course: 'Further Mathematics' });
  });
});

describe('the subject in a labelled aside under the school', () => {
  test('is the course of that school, not a school of its own', () => {
    expect(flat(education('2016 – 2020\tTashkent State Technical University', '(faculty: Electronics and automation)'))).toEqual([
      ['Tashkent State Technical University', '', 'Electronics and automation', '', '2016', '2020'],
    ]);
  });
});

describe('fields named by labels set in a cell of their own', () => {
  test('each label met again opens the next entry; the years printed in the degree’s field are the entry’s', () => {
    const entries = structureCv([
      plainLine('Education', { bold: true, size: 1.4 }),
      laid('Subject ‖ Mechanical Engineering'),
      laid('Institution ‖ Delft University of Technology - Delft, Netherlands'),
      laid('Degree ‖ Master of Science – 2014/Sep to 2016/Jul'),
      // The next page's text layer ran the label into its value.
      plainLine('Subject Mechanical Engineering', { x: 40, page: 2 }),
      plainLine('Institution Delft University of Technology - Delft, Netherlands', { x: 40, page: 2 }),
      plainLine('Degree Bachelor of Science – 2011/Sep to 2014/Jul', { x: 40, page: 2 }),
    ]).data.education;
    expect(entries.map((e) => e.institution)).toEqual(['Delft University of Technology']);
    expect(flat(entries)).toEqual([
      ['Delft University of Technology', 'Master of Science', 'Mechanical Engineering', '', 'Sep 2014', 'Jul 2016'],
      ['Delft University of Technology', 'Bachelor of Science', 'Mechanical Engineering', '', 'Sep 2011', 'Jul 2014'],
    ]);
  });

  test('a degree’s name in the first cell, printed once, is a value and no label', () => {
    const entries = structureCv([
      plainLine('Education', { bold: true, size: 1.4 }),
      laid('Integrated Degree ‖ Pune, India', { bold: true }),
      laid('Indian Institute of Science Education and Research ‖ August 2018 - July 2023', { bold: true }),
      plainLine('Specialization: Physics', { x: 48 }),
      laid('12th Grade ‖ Nagpur, India', { bold: true, gapBefore: true }),
      laid('Shivaji Science College ‖ June 2016 - May 2018', { bold: true }),
      plainLine('Stream: Science', { x: 48 }),
    ]).data.education;
    expect(entries.map((e) => e.institution)).toEqual(['Indian Institute of Science Education and Research', 'Shivaji Science College']);
  });
});
