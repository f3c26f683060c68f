import { describe, expect, test } from 'vitest';
import { parseAchievements } from '../../../src/server/cv-parse/structure/awards.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

const row = (texts: string[], hints: Partial<TextLine> = {}): TextLine => ({
  ...plainLine(texts.join(' | '), hints),
  cells: texts.map((text, i) => ({ text, x: 40 + i * 300 })),
});

describe('awards printed as entries', () => {
  test("a title wrapped onto a second bold row is one award; the awarding body under it is no award and stays for review", () => {
    const body = plainLine('University of Bristol');
    const lines = [
      row(['AIMLAC CDT PhD', '2022'], { bold: true }),
      plainLine('Studentship', { bold: true }),
      body,
      plainLine('Awarded a fully funded PhD studentship from the AIMLAC CDT.', { gapBefore: true }),
      row(['Dean’s List', 'Spring 2020, Fall 2021'], { gapBefore: true }),
      plainLine('University of Massachusetts, Amherst, MA'),
      plainLine('Qualified with a 3.5 grade-point average or better', { bullet: true }),
      plainLine('Best Poster Award, ICML 2021', { gapBefore: true }),
      plainLine('Kaggle Grandmaster'),
    ];
    const placement = new Placement();
    expect(parseAchievements(lines, placement)).toEqual([
      'AIMLAC CDT PhD Studentship | 2022',
      'Awarded a fully funded PhD studentship from the AIMLAC CDT.',
      'Dean’s List | Spring 2020, Fall 2021',
      'Qualified with a 3.5 grade-point average or better',
      'Best Poster Award, ICML 2021',
      'Kaggle Grandmaster',
    ]);
    expect(placement.has(body)).toBe(false);
  });
});

describe("'Issued by' under an award", () => {
  test('who gave it and when are part of the award, not an award of their own', () => {
    const lines = [
      plainLine('Champion in the Division A Speech Evaluation Contest | City of London, United Kingdom'),
      plainLine('Issued by Toastmasters International | May 2023'),
    ];
    expect(parseAchievements(lines, new Placement())).toEqual([
      'Champion in the Division A Speech Evaluation Contest | City of London, United Kingdom | Issued by Toastmasters International | May 2023',
    ]);
  });
});

describe('the place an award was won', () => {
  test('a place in a cell of its own is no part of the award; the awarding body and date stay', () => {
    const lines = [
      row(['Finalist, Regional Business Case Challenge', 'Leeds, United Kingdom', 'Issued by Northern Business School', 'Jul 2021']),
      row(['Volunteer Service Award: Gold', 'Boise, Idaho', 'Aug 2018']),
      row(['Best Paper Award', 'ACM Student Research Competition', '2019']),
    ];
    expect(parseAchievements(lines, new Placement())).toEqual([
      'Finalist, Regional Business Case Challenge | Issued by Northern Business School | Jul 2021',
      'Volunteer Service Award: Gold | Aug 2018',
      'Best Paper Award | ACM Student Research Competition | 2019',
    ]);
  });
});

describe('a date on a line of its own in a list of awards', () => {
  test('dates the award above it, where the awards print their dates under them', () => {
    const lines = [
      plainLine('Speaker of the Year, Regional Trade Association', { gapBefore: true }),
      plainLine('Mar 2023'),
      plainLine('Community Impact Award', { gapBefore: true }),
      plainLine('Oct 2021'),
    ];
    const placement = new Placement();
    expect(parseAchievements(lines, placement)).toEqual(['Speaker of the Year, Regional Trade Association, Mar 2023', 'Community Impact Award, Oct 2021']);
    expect(lines.every((line) => placement.has(line))).toBe(true);
  });

  test('dates the award below it, where the list opens with a date', () => {
    const lines = [plainLine('2019'), plainLine('Dean’s List'), plainLine('2021'), plainLine('Best Thesis Prize')];
    expect(parseAchievements(lines, new Placement())).toEqual(['Dean’s List, 2019', 'Best Thesis Prize, 2021']);
  });
});
