import { describe, expect, test } from 'vitest';
import { parseLanguages } from '../../../src/server/cv-parse/structure/lists.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { structureCv } from '../../../src/server/cv-parse/structure/structure-cv.ts';
import { textToLines } from '../../../src/server/cv-parse/extract/txt.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

const row = (texts: string[]): TextLine => ({ ...plainLine(texts.join(' | ')), cells: texts.map((text, i) => ({ text, x: i * 80 })) });
const languages = (lines: TextLine[]) => parseLanguages(lines, new Placement());

describe('languages as real CVs print them', () => {
  test("'Languages Known : …' among personal details lists the languages; the stop closing the list is no part of the last", () => {
    const cv = structureCv(textToLines('Priya Example\npriya@example.com\nPERSONAL INFORMATION\nGender : Female\nLanguages Known : Hindi, Marathi.\n'));
    expect(cv.data.languages).toEqual([
      { name: 'Hindi', level: '' },
      { name: 'Marathi', level: '' },
    ]);
  });

  test("a personal-details row whose colon stands apart from its label ('Languages Known<tab>:<tab>English') lists the languages", () => {
    for (const row of ['Languages Known\t:\tEnglish, Malayalam', 'Languages Known\t: English, Malayalam']) {
      const cv = structureCv(textToLines(`Vani Example\nvani@example.com\nPERSONAL DETAILS\nGender\t:\tFemale\n${row}\nMarital Status\t:\tSingle\n`));
      expect(cv.data.languages).toEqual([
        { name: 'English', level: '' },
        { name: 'Malayalam', level: '' },
      ]);
    }
  });

  test("a languages label set off by a spaced dash, or naming human languages beside programming ones, lists spoken languages", () => {
    const dashed = structureCv(textToLines('Ravi Example\nravi@example.com\nPERSONAL DETAILS\nDate of Birth - 1 May 1990\nLanguages Known - English, Tamil, French\n'));
    expect(dashed.data.languages.map((l) => l.name)).toEqual(['English', 'Tamil', 'French']);
    expect(dashed.data.add_details.join(' ')).not.toMatch(/Tamil/);
    const human = structureCv(textToLines('Ada Example\nada@example.com\nSKILLS\nHuman Languages: Greek (native), English (fluent)\nComputer Languages: Python, Go\n'));
    expect(human.data.languages).toEqual([
      { name: 'Greek', level: 'native' },
      { name: 'English', level: 'fluent' },
    ]);
    expect(human.data.skills.map((s) => s.name)).toEqual(['Python', 'Go']);
    // A dash after a languages label followed by no spoken language parts nothing: 'Languages - Python, Go' stays a skill line.
    const code = structureCv(textToLines('Bo Example\nbo@example.com\nSKILLS\nLanguages - Python, Go\n'));
    expect(code.data.languages).toEqual([]);
  });

  test("a Europass grid keeps every skill's level (one when all agree), a level with a gloss the first; the legend is no language", () => {
    const lines = [
      row(['ENGLISH', 'C1', 'C1', 'C1', 'B2']),
      row(['German', 'A2', 'A2', 'A2', 'A2', 'A2']),
      row(['English', 'C2', 'mother tongue']),
      plainLine('Levels: A1 and A2: Basic user; B1 and B2: Independent user'),
    ];
    expect(languages(lines)).toEqual([
      { name: 'ENGLISH', level: 'C1 C1 C1 B2' },
      { name: 'German', level: 'A2' },
      { name: 'English', level: 'C2' },
    ]);
  });

  test('a language beside a short phrase of its own is rated by that phrase, in any language the CV is written in', () => {
    expect(languages([row(['English', 'Understand Well, Speak Reasonably, Write Little.']), row(['Anglais', 'écrit et parlé couramment'])])).toEqual([
      { name: 'English', level: 'Understand Well, Speak Reasonably, Write Little.' },
      { name: 'Anglais', level: 'écrit et parlé couramment' },
    ]);
    // A phrase naming other languages is a list of them, not a level.
    expect(languages([row(['English', 'German, French'])]).map((l) => l.name)).toEqual(['English', 'German', 'French']);
  });

  test("Europass's 'Mother tongue(s)' label is the level of the languages it names", () => {
    expect(languages([row(['Mother tongue(s)', 'English'])])).toEqual([{ name: 'English', level: 'Mother tongue' }]);
    expect(languages([plainLine('Mother tongue(s): Bangla, Hindi')])).toEqual([
      { name: 'Bangla', level: 'Mother tongue' },
      { name: 'Hindi', level: 'Mother tongue' },
    ]);
  });

  test("a spoken language with its level as an item of 'Other' is a language; an interest naming one is not", () => {
    const cv = structureCv(textToLines(['Ola Example', 'ola@example.com', 'OTHER', '• English (TOEIC C1)', '• German – B2, French – A1', '• German Language Learning', '• Chess'].join('\n')));
    expect(cv.data.languages).toEqual([
      { name: 'English', level: 'TOEIC C1' },
      { name: 'German', level: 'B2' },
      { name: 'French', level: 'A1' },
    ]);
    expect(cv.data.add_details).toEqual(['German Language Learning', 'Chess']);
  });

  test("'Human Language:' in a list of other details names the spoken languages", () => {
    const cv = structureCv(textToLines(['Li Example', 'li@example.com', 'OTHER', '• Human Language: English (Proficient), Chinese (Native)', '• Interests: Basketball, Photography'].join('\n')));
    expect(cv.data.languages).toEqual([
      { name: 'English', level: 'Proficient' },
      { name: 'Chinese', level: 'Native' },
    ]);
    expect(cv.data.add_details).toEqual(['Interests: Basketball, Photography']);
  });

  test('tildes separate languages', () => {
    expect(languages([plainLine('~ Polish (native) ~ English (fluent)')])).toEqual([
      { name: 'Polish', level: 'native' },
      { name: 'English', level: 'fluent' },
    ]);
  });

  test('a level printed apart from its languages: under them, after a separator, or a second level', () => {
    expect(languages([plainLine('spanish & italian'), plainLine('fluency'), plainLine('english mother tongue')])).toEqual([
      { name: 'spanish', level: 'fluency' },
      { name: 'italian', level: 'fluency' },
      { name: 'english', level: 'mother tongue' },
    ]);
    expect(languages([plainLine('English · Native speaker')])).toEqual([{ name: 'English', level: 'Native speaker' }]);
    expect(languages([plainLine('Latin: Intermediate (reading); basic (speaking, writing)')])).toEqual([
      { name: 'Latin', level: 'Intermediate (reading); basic (speaking, writing)' },
    ]);
    expect(languages([plainLine('French and German (B2)')])).toEqual([
      { name: 'French', level: 'B2' },
      { name: 'German', level: 'B2' },
    ]);
    // A level line under languages that have theirs is no second level.
    expect(languages([plainLine('English (C1)'), plainLine('Advanced')])).toEqual([{ name: 'English', level: 'C1' }]);
  });

  test('a level before its languages rates each of them', () => {
    expect(languages([plainLine('Fluent: English, French; Basic: German'), plainLine('Native – Spanish')])).toEqual([
      { name: 'English', level: 'Fluent' },
      { name: 'French', level: 'Fluent' },
      { name: 'German', level: 'Basic' },
      { name: 'Spanish', level: 'Native' },
    ]);
  });
});


test('a language certificate under the languages is a certification (round 5)', () => {
  const { data } = structureCv(textToLines(['LANGUAGES', 'English - C2', 'First Certificate in English, Cambridge ESOL'].join('\n')));
  expect(data.certifications).toEqual([{ name: 'First Certificate in English', issuer: 'Cambridge ESOL', date: '' }]);
  expect(data.languages.map((l) => l.name)).toEqual(['English']);
});

test('a CEFR level per skill under languages side by side gives each language its share, one level when all agree', () => {
  const lines = [
    row(['German', 'English']),
    row(['LISTENING B1 READING B1 WRITING B1', 'LISTENING B2 READING B2 WRITING C1']),
    plainLine('SPOKEN PRODUCTION B1 SPOKEN INTERACTION B1 SPOKEN PRODUCTION B1 SPOKEN INTERACTION B1'),
    plainLine('Spanish'),
    plainLine('LISTENING A1 READING A1 WRITING A1'),
    plainLine('SPOKEN PRODUCTION A2 SPOKEN INTERACTION A1'),
  ];
  const placement = new Placement();
  expect(parseLanguages(lines, placement)).toEqual([
    { name: 'German', level: 'B1' },
    { name: 'English', level: 'B2 B2 C1 B1 B1' },
    { name: 'Spanish', level: 'A1 A1 A1 A2 A1' },
  ]);
  expect(lines.every((l) => placement.has(l))).toBe(true);
  // Levels that do not share out evenly among the languages above are no such grid.
  expect(languages([row(['German', 'English']), plainLine('LISTENING B1 READING B1 WRITING B1')]).map((l) => l.level)).toEqual(['', '']);
});

test('a row of levels under a row of languages gives each language the level in its column, row by row in a Europass grid', () => {
  expect(languages([row(['Chinese', 'English']), row(['Native', 'Fluent'])])).toEqual([
    { name: 'Chinese', level: 'Native' },
    { name: 'English', level: 'Fluent' },
  ]);
  const grid = [row(['English', 'German']), ...['Listening', 'Reading', 'Writing'].flatMap((skill) => [row([skill, skill]), row([skill === 'Writing' ? 'C1' : 'C2', 'B1'])])];
  const placement = new Placement();
  expect(parseLanguages(grid, placement)).toEqual([
    { name: 'English', level: 'C2 C2 C1' },
    { name: 'German', level: 'B1' },
  ]);
  expect(grid.every((l) => placement.has(l))).toBe(true);
  // A row of levels that does not match the languages above cell for cell is no column of theirs.
  expect(languages([row(['Chinese', 'English']), row(['Native', 'Fluent', 'Basic'])]).map((l) => l.level)).not.toEqual(['Native', 'Fluent']);
});

describe('languages side by side without a separator', () => {
  test('a known language after another one and its level starts the next language', () => {
    const level = (text: string) => languages([plainLine(text)]).map((l) => `${l.name}=${l.level}`);
    expect(level('Hindi (Native) English (Fluent)')).toEqual(['Hindi=Native', 'English=Fluent']);
    expect(level('English Native Speaker French Intermediate')).toEqual(['English=Native Speaker', 'French=Intermediate']);
    expect(level('Spanish — Native English — Fluent')).toEqual(['Spanish=Native', 'English=Fluent']);
  });
  test('two names with no level between them stay one language or one group', () => {
    const level = (text: string) => languages([plainLine(text)]).map((l) => `${l.name}=${l.level}`);
    expect(level('Mandarin Chinese (native)')).toEqual(['Mandarin Chinese=native']);
    expect(languages([plainLine('Spanish & English - bilingual')]).map((l) => l.name)).toEqual(['Spanish', 'English']);
  });
});

describe("Europass's language labels printed on the languages' line", () => {
  test("'Mother tongue(s):' with names parted by a printed bar, a regional language of two words among them", () => {
    expect(languages([plainLine('Mother tongue(s): Portuguese | Alto Minhoto')])).toEqual([
      { name: 'Portuguese', level: 'Mother tongue' },
      { name: 'Alto Minhoto', level: 'Mother tongue' },
    ]);
  });

  test("'Other language(s):' glued to the first name does not cost that name", () => {
    expect(languages([plainLine('Mother tongue(s): Kannada'), plainLine('Other language(s):English,Hindi')])).toEqual([
      { name: 'Kannada', level: 'Mother tongue' },
      { name: 'English', level: '' },
      { name: 'Hindi', level: '' },
    ]);
  });
});
