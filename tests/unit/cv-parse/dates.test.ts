import { describe, expect, test } from 'vitest';
import { findDateRange, normaliseDate } from '../../../src/server/cv-parse/structure/dates.ts';

describe('normaliseDate', () => {
  test.each([
    ['Jan 2020', 'Jan 2020'],
    ['January 2020', 'Jan 2020'],
    ['Sept. 2019', 'Sep 2019'],
    ['01/2020', 'Jan 2020'],
    ['2020-01', 'Jan 2020'],
    ['15/03/2021', 'Mar 2021'],
    ['2023.07.14', 'Jul 2023'],
    ['2023/07/14', 'Jul 2023'],
    ['2019', '2019'],
    ['Summer 2020', '2020'],
    ["Jan '19", 'Jan 2019'],
    ['März 2018', 'Mar 2018'],
    ['Present', ''],
    ['not a date', ''],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseDate(raw)).toBe(expected);
  });
});

describe('findDateRange', () => {
  test.each([
    ['May 2023 – present', { start: 'May 2023', end: '', current: true }],
    ['Feb 2022 – Jan 2023', { start: 'Feb 2022', end: 'Jan 2023', current: false }],
    ['07/2021 - present', { start: 'Jul 2021', end: '', current: true }],
    ['2019-06 – 2022-01', { start: 'Jun 2019', end: 'Jan 2022', current: false }],
    ['2018 to 2020', { start: '2018', end: '2020', current: false }],
    ['June-July 2017', { start: 'Jun 2017', end: 'Jul 2017', current: false }],
    ['Sept 2020 ‐ Aug 2021', { start: 'Sep 2020', end: 'Aug 2021', current: false }],
    ['KPMG China | May – August 2016', { start: 'May 2016', end: 'Aug 2016', current: false }],
    ['Jun 2024–to date', { start: 'Jun 2024', end: '', current: true }],
    ['November 2021–Present', { start: 'Nov 2021', end: '', current: true }],
    ['since March 2019', { start: 'Mar 2019', end: '', current: true }],
    ['Acme Ltd | Engineer | 10/2023 — Current', { start: 'Oct 2023', end: '', current: true }],
    // The Unicode hyphen (U+2010) some word processors print between dates.
    ['May 2016 ‐ May 2020', { start: 'May 2016', end: 'May 2020', current: false }],
    // The end year in two digits.
    ['2019–21', { start: '2019', end: '2021', current: false }],
    ['Analyst | 2018-19', { start: '2018', end: '2019', current: false }],
    // A start with nothing after its dash, at the end of the text or of its cell.
    ['Product Manager | 03/2019 –', { start: 'Mar 2019', end: '', current: true }],
    ['2020 – | Acme', { start: '2020', end: '', current: true }],
    ['Jun 2021 – Till now', { start: 'Jun 2021', end: '', current: true }],
    // 'Onwards', 'till present', 'continuing': a post still held, as Indian CVs and others write it, a dash or none.
    ['Software Trainee | Jun 2019 - Onwards', { start: 'Jun 2019', end: '', current: true }],
    ['Acme Infotech, Pune (March 2019 onwards)', { start: 'Mar 2019', end: '', current: true }],
    ['Jan 2020 – till present', { start: 'Jan 2020', end: '', current: true }],
    ['2017 – Continuing', { start: '2017', end: '', current: true }],
    ['2019 - hoy', { start: '2019', end: '', current: true }],
    // A double hyphen left by plain-text typesetting, and 'now' in other languages.
    ['2019 -- 2021', { start: '2019', end: '2021', current: false }],
    ['03/2020 – Actualidad', { start: 'Mar 2020', end: '', current: true }],
    ['2018 – heute', { start: '2018', end: '', current: true }],
    // ISO dates, as JSON résumé themes print them.
    ['2013-12-01 — 2016-05-31', { start: 'Dec 2013', end: 'May 2016', current: false }],
    ['2019-03-01 - Present', { start: 'Mar 2019', end: '', current: true }],
    // Year-first dates with dots or slashes, as CVs from Korea, China and Japan print them.
    ['2021.03.02 – 2023.02.28', { start: 'Mar 2021', end: 'Feb 2023', current: false }],
    ['2020/09/01 ~ Present', { start: 'Sep 2020', end: '', current: true }],
    // ... and year-first months with a bare hyphen between them, as Chinese CV themes print a range.
    ['University of Shanghai    2017.09-2021.06', { start: 'Sep 2017', end: 'Jun 2021', current: false }],
    ['Acme Ltd    2020.12-Present', { start: 'Dec 2020', end: '', current: true }],
    ['2016/03-2018/11', { start: 'Mar 2016', end: 'Nov 2018', current: false }],
    ['2019.09.01-2020.06.30', { start: 'Sep 2019', end: 'Jun 2020', current: false }],
    // One season over several years, at the end of the line or cell, as American student CVs date seasonal work.
    ['Camp Lakeside, Austin, TX    Summer 2015, 2016', { start: '2015', end: '2016', current: false }],
    ['Lifeguard | Summers 2012 & 2014 | City Pools', { start: '2012', end: '2014', current: false }],
    ['Farm hand    Summer 2011, Summer 2012, Summer 2013', { start: '2011', end: '2013', current: false }],
    // Months with two-digit years, in a range.
    ['06/19 – 05/21', { start: 'Jun 2019', end: 'May 2021', current: false }],
    ['06/19 - Present', { start: 'Jun 2019', end: '', current: true }],
  ])('%s', (text, expected) => {
    expect(findDateRange(text)).toMatchObject(expected);
  });

  test('a sentence with one year is not a range', () => {
    expect(findDateRange('Won the award in 2019 for 12 projects')).toBeNull();
  });
});

describe('ranges that are not', () => {
  test.each(['2019-12', 'in 2019-', 'from 2019 - 12 units', '3/4 - 1/2 cup', 'order 2019.12-45', '2019-3-1'])('%s', (text) => {
    expect(findDateRange(text)).toBeNull();
  });
});

test.each([
  "Dean's List 2013, 2014",
  'Ran the summer 2013, 2014 and 2015 fundraisers',
  'Summer 2014, 2013',
])('a list of years that is no season range: %s', (text) => {
  expect(findDateRange(text)).toBeNull();
});

test.each([
  ['Jan 19 – Dec 20', 'Jan 2019', 'Dec 2020', false],
  ['Sep 21 - Present', 'Sep 2021', '', true],
])('month names with two-digit years make a range: %s', (text, start, end, current) => {
  expect(findDateRange(text)).toMatchObject({ start, end, current });
});

test.each([
  ['Software Engineer    2023 Mar. — 2024 Jul.', 'Mar 2023', 'Jul 2024', false],
  ['Data Analyst | 2024 Aug. – present', 'Aug 2024', '', true],
  ['Intern 2019 June - 2019 September', 'Jun 2019', 'Sep 2019', false],
  ['Software Architect - 2008/Apr to 2012/May', 'Apr 2008', 'May 2012', false],
  ['Senior Developer - 2012/Aug to Current', 'Aug 2012', '', true],
])('a year before its month on both sides makes a range: %s', (text, start, end, current) => {
  expect(findDateRange(text)).toMatchObject({ start, end, current });
});

test('a year before its month makes no range when the end comes first or one side is no date', () => {
  expect(findDateRange('2024 Jul. – 2023 Mar.')).toBeNull();
  expect(findDateRange('In 2020 May – and June – we shipped')).toBeNull();
});

test('a month and a number that is no year make no range', () => {
  expect(findDateRange('May 19 - 25 people')).toBeNull();
  expect(findDateRange('Dec 20 - Jan 19')).toBeNull();
});

describe('answers asked again', () => {
  test('a range found again is the same, and changing one answer changes no later one', () => {
    const first = findDateRange('Engineer | Mar 2019 – Present')!;
    first.start = 'changed';
    expect(findDateRange('Engineer | Mar 2019 – Present')).toEqual({ start: 'Mar 2019', end: '', current: true, index: 11, length: 18 });
    expect(findDateRange('no dates here')).toBeNull();
    expect(findDateRange('no dates here')).toBeNull();
  });
});

describe('month names of a template localised by halves', () => {
  test.each([
    ['JUL/2015 – AGO/2015', 'Jul 2015', 'Aug 2015'],
    ['ene 2019 - dic 2020', 'Jan 2019', 'Dec 2020'],
    ['abr. 2018 – fev. 2019', 'Apr 2018', 'Feb 2019'],
    ['gennaio 2016 – luglio 2017', 'Jan 2016', 'Jul 2017'],
    ['março 2012 - dezembro 2013', 'Mar 2012', 'Dec 2013'],
  ])('Spanish, Portuguese and Italian months read as months: %s', (text, start, end) => {
    expect(findDateRange(text)).toMatchObject({ start, end, current: false });
  });

  test('a month abbreviation at the end of a longer word is no month', () => {
    expect(findDateRange('The University of Chicago, 1966–1971, political science')).toMatchObject({ start: '1966', end: '1971' });
    expect(findDateRange('Santiago 2019 - 2020')).toMatchObject({ start: '2019', end: '2020' });
  });
});
