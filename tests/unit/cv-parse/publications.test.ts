import { describe, expect, test } from 'vitest';
import { isReferenceList, parsePublication, parsePublications } from '../../../src/server/cv-parse/structure/publications.ts';
import { Placement } from '../../../src/server/cv-parse/structure/lines.ts';
import { plainLine, type TextLine } from '../../../src/server/cv-parse/types.ts';

const cells = (texts: string[], hints: Partial<TextLine> = {}): TextLine => ({
  ...plainLine(texts.join(' | '), hints),
  cells: texts.map((text, i) => ({ text, x: (hints.x ?? 0) + i * 60 })),
});
const parse = (lines: TextLine[], heading?: string) => parsePublications(lines, new Placement(), heading);

describe('publication entries from the layout', () => {
  test('a sub-heading types the entries under it and is no entry itself', () => {
    const lines = [
      plainLine('Journal Articles', { size: 1.3, bold: true }),
      plainLine('Wong, L. T. (2011). A non-existent paper. Carrying On, 12.'),
      plainLine('Conference Proceedings', { size: 1.3, bold: true }),
      plainLine('Lim, L. T. (2013). Another paper. Far Far Away.'),
    ];
    expect(parse(lines)).toEqual([
      { title: 'A non-existent paper', pub_type: 'Journal Article', date: '2011' },
      { title: 'Another paper', pub_type: 'Conference Paper', date: '2013' },
    ]);
  });

  test('a title set on its own lines above the authors and the venue', () => {
    const lines = [
      plainLine('Fellows: Crowd-sourcing the evaluation of an overlapping community model based', { x: 173 }),
      plainLine('on the cohesion measure', { x: 183 }),
      plainLine('Ada Lovelace, Charles Babbage, Mary Somerville', { x: 183, size: 0.9 }),
      plainLine('Workshop on Social Networks, 2011, Cambridge', { x: 183, size: 0.8, bold: true }),
      plainLine('Triangles to Capture Social Cohesion', { x: 173 }),
      plainLine('Ada Lovelace, Charles Babbage', { x: 183, size: 0.9 }),
      plainLine('Third IEEE International Conference on Social Computing, 2011', { x: 183, size: 0.8, bold: true }),
    ];
    expect(parse(lines)).toEqual([
      { title: 'Fellows: Crowd-sourcing the evaluation of an overlapping community model based on the cohesion measure', pub_type: 'Conference Paper', date: '2011' },
      { title: 'Triangles to Capture Social Cohesion', pub_type: 'Conference Paper', date: '2011' },
    ]);
  });

  test('numbered references with initials before surnames, wrapped under the first line', () => {
    const lines = [
      plainLine('[1] A. Jain, D. Das, and A. Saxena. Planit: A crowdsourcing approach for learning to', { x: 217 }),
      plainLine('plan paths from large scale preference feedback. Tech Report, ICRA, in press.', { x: 234 }),
      plainLine('[2] S. Tilsen and D. Das. Real-time articulatory biofeedback. Linguistics Vanguard, 2019.', { x: 217 }),
    ];
    expect(parse(lines)).toEqual([
      { title: 'Planit: A crowdsourcing approach for learning to plan paths from large scale preference feedback', pub_type: 'Tech Report', date: '' },
      { title: 'Real-time articulatory biofeedback', pub_type: '', date: '2019' },
    ]);
  });

  test('a date column before each entry, continued by indented lines', () => {
    const lines = [
      cells(['July 2023', 'Sparse Mixture-of-Experts at Scale'], { x: 129, bold: true }),
      plainLine('John Doe, Sarah Williams', { x: 177 }),
      plainLine('10.1234/neurips.2023.1234 (NeurIPS 2023)', { x: 177 }),
      cells(['Dec 2022', 'Neural Architecture Search via Differentiable Pruning'], { x: 129, bold: true }),
      plainLine('James Liu, John Doe', { x: 177 }),
    ];
    expect(parse(lines).map((p) => [p.title, p.date])).toEqual([
      ['Sparse Mixture-of-Experts at Scale', 'Jul 2023'],
      ['Neural Architecture Search via Differentiable Pruning', 'Dec 2022'],
    ]);
  });

  test('a date column after the title wins over a year in the venue and ends the title', () => {
    const lines = [
      cells(['Sparse Routing for Large Models', 'July 2023'], { bold: true }),
      plainLine('Ada Lovelace, Charles Babbage'),
      plainLine('10.1234/abc.2023.1 (NeurIPS 2023)'),
      cells(['Active learning over many domains', '2022']),
      plainLine('2021 Workshop on Shift. Winner of the 2020 Paper Award'),
    ];
    expect(parse(lines).map((p) => [p.title, p.date])).toEqual([
      ['Sparse Routing for Large Models', 'Jul 2023'],
      ['Active learning over many domains', '2022'],
    ]);
  });

  test('a title wrapped under a date column runs on where the next line surely continues it', () => {
    const lines = [
      cells(['A long title that the template', '2022']),
      plainLine('wraps onto the next line. Some Journal', { wrap: 2 }),
      cells(['Another title', '2021']),
    ];
    expect(parse(lines).map((p) => p.title)).toEqual(['A long title that the template wraps onto the next line', 'Another title']);
  });

  test("a numbered list of references is publications whatever the heading ('Research'); a role's bullets are not", () => {
    const refs = [
      plainLine('Ada Lovelace, Charles Babbage, M. Somerville. “Engines That Count”, 2021; arXiv:2108.0001', { bullet: true }),
      plainLine('Ada Lovelace, Charles Babbage, M. Somerville. “Tables Without Errors”, 2020', { bullet: true }),
      plainLine('Ada Lovelace, Charles Babbage Junior, Mary Fairfax Somerville. Demo – A Small Engine. 2021', { bullet: true }),
    ];
    expect(isReferenceList(refs)).toBe(true);
    expect(isReferenceList([plainLine('1. A. Lovelace and C. Babbage. Engines. Nature, 2020.'), plainLine('2. B. Babbage, A. Lovelace. Tables. Science, 2021.')])).toBe(true);
    expect(isReferenceList([plainLine('Research Intern | 2020 – Present'), ...refs])).toBe(false);
    expect(isReferenceList([plainLine('Built a parser in Rust.', { bullet: true }), plainLine('Led a team of four.', { bullet: true })])).toBe(false);
  });

  test("a venue after 'in:' or 'Published in' that names no meeting, book or editor is a journal", () => {
    const typeOf = (lines: TextLine[]) => parse(lines).map((p) => p.pub_type);
    expect(typeOf([plainLine('“Fast Engines”. Ada Lovelace et al. in: Computing Letters (2025).', { bullet: true }), plainLine('“Slow Engines”. Ada Lovelace et al. in: Proceedings of the Engine Conference. 2024.', { bullet: true })])).toEqual([
      'Journal Article',
      'Conference Paper',
    ]);
    expect(typeOf([plainLine('Engines and tables', { bold: true }), plainLine('Published on Applied Engine Studies | Sep 2020')])).toEqual(['Journal Article']);
    expect(typeOf([plainLine('“Engines”. Ada Lovelace. in: Tables and Engines, ed. by C. Babbage. 2020.', { bullet: true }), plainLine('“Tables”. Ada Lovelace. 2021.', { bullet: true })])).toEqual(['', '']);
  });

  test('a quoted title wrapped out of its style run runs on to its closing quote; a stray quote mark goes', () => {
    const lines = [
      plainLine('“Searching for Counterparts to Events with the Long', { bold: true, bullet: true }),
      plainLine('Telescope Array”. Ada Lovelace et al. in: Proceedings of the Big Conference. 2021.', { x: 8 }),
      plainLine('“A Short Title”. Ada Lovelace et al. in: Some Journal. 2020.', { bold: true, bullet: true }),
    ];
    expect(parse(lines).map((p) => p.title)).toEqual(['Searching for Counterparts to Events with the Long Telescope Array', 'A Short Title']);
    expect(parse([cells(['A Registry of Vulnerable Contracts”', 'August 2020'], { bold: true }), plainLine('Some venue notes')])[0]!.title).toBe(
      'A Registry of Vulnerable Contracts',
    );
  });

  test("the section's heading types its entries; a talk's venue after a dash and a patent number are no title", () => {
    expect(parse([plainLine('Scaling Laws for Efficient Inference — Stanford HAI Symposium (2024)', { bullet: true })], 'Invited Talks')).toEqual([
      { title: 'Scaling Laws for Efficient Inference', pub_type: 'Talk', date: '2024' },
    ]);
    expect(parse([plainLine('Adaptive Quantization for Edge Devices (US Patent', { bullet: true }), plainLine('11,234,567)', { x: 10, wrap: 1 })])).toEqual([
      { title: 'Adaptive Quantization for Edge Devices', pub_type: 'Patent', date: '' },
    ]);
  });

  test('gaps part entries that run over several lines', () => {
    const lines = [
      plainLine('Basu, A., Saha, A., & Banerjee, S. (in press). Predicting heat transfer coefficient using', { gapBefore: true }),
      plainLine('long short-term memory. In Proceedings of the 2nd International Conference on Mechanical', { wrap: 2 }),
      plainLine('Engineering: INCOM 2024. Springer.', { wrap: 2 }),
      plainLine('Saha, A., Basu, A., . . . Roy, P. C. (2024). Enhancing thermal management systems: A machine', { gapBefore: true }),
      plainLine('learning approach. Engineering Research Express.', { wrap: 2 }),
    ];
    expect(parse(lines)).toEqual([
      { title: 'Predicting heat transfer coefficient using long short-term memory', pub_type: 'Conference Paper', date: '' },
      { title: 'Enhancing thermal management systems: A machine learning approach', pub_type: '', date: '2024' },
    ]);
  });
});

describe('titles in references', () => {
  test.each([
    ['an elided APA author list', 'Wei, G. X., Man, X. X., Zhang, S., . . . Zuo, X. N. (2021). Human empathy in neuroscience. Science China, 51(06).', 'Human empathy in neuroscience'],
    ['a quote that opens the title only', 'Wei, G. X., & Perrey, S. (2020). “No pain no gain”: evidence from brain morphometry. Brain Sciences, 10(7).', '“No pain no gain”: evidence from brain morphometry'],
    ['the title after a Topic label', 'National Conference of Sports Psychology, Beijing, 22/8/2018 Topic: Physical activity and cortex thickness', 'Physical activity and cortex thickness'],
    ["a title's own last word is no label", 'Job Talk Title: Description here. Random University, September 2021.', 'Job Talk Title: Description here'],
    // Authors written out in full, as biblatex and the ACM style print them; capitalised words alone stay a title.
    ['full-name authors joined by and', 'Marta Lindqvist and Tomas Okafor. Tracing Meaning Drift in Parliamentary Debates. In: Findings of ACL 2024. Mar. 2024.', 'Tracing Meaning Drift in Parliamentary Debates'],
    ['a list of full-name authors', 'Ana Sousa, Ben Carter, Chloe Dubois, and Dmitri Ivanov. Streaming Joins at Scale. Oct. 2023. arXiv: 2310.01234.', 'Streaming Joins at Scale'],
    ['the ACM year after the authors', 'Li Wei, Omar Haddad, Priya Nair. 2023. GraphFlow: Fast Subgraph Counting on GPUs. the International Conference on Supercomputing', 'GraphFlow: Fast Subgraph Counting on GPUs'],
    ['a title of capitalised words', 'Deep Learning, Computer Vision and Robotics. Springer, 2020.', 'Deep Learning, Computer Vision and Robotics'],
    ['a title of two capitalised parts before its venue', 'Machine Learning and Data Science. In Proceedings of the Summer School, 2019.', 'Machine Learning and Data Science'],
  ])('%s', (_name, text, title) => {
    expect(parsePublication(text)?.title).toBe(title);
  });
});

describe('types printed beside the title', () => {
  test.each([
    ['Benefits Realisation in Public-Sector IT (Article), May 2016', { title: 'Benefits Realisation in Public-Sector IT', pub_type: 'Article', date: 'May 2016' }],
    ['Adaptive Quantization for Edge Devices (US Patent 11,234,567)', { title: 'Adaptive Quantization for Edge Devices', pub_type: 'Patent', date: '' }],
    // A thesis named by its degree is typed as printed.
    [
      'R. Mehta and L. Osei, “Sparse attention for long clinical notes,” Masters Thesis, TU Delft, 2021.',
      { title: 'Sparse attention for long clinical notes', pub_type: 'Masters Thesis', date: '2021' },
    ],
    ['Coral reef recovery after bleaching. PhD Dissertation, University of Leeds, 2019', { title: 'Coral reef recovery after bleaching', pub_type: 'PhD Dissertation', date: '2019' }],
  ])('%s', (text, expected) => {
    expect(parsePublication(text)).toEqual(expected);
  });
});

test('with no layout signal, a line opening in lower case goes on with the entry above; a mixed-case name opens one', () => {
  const lines = [
    plainLine('Li Wei, Omar Haddad, Priya Nair. 2023. GraphFlow: Fast Subgraph Counting on GPUs.'),
    plainLine('the International Conference for High Performance Computing (SC’23)'),
    plainLine('iOS Energy Profiling in the Wild. Mobile Systems Letters, 2021.'),
  ];
  expect(parse(lines).map((p) => p.title)).toEqual(['GraphFlow: Fast Subgraph Counting on GPUs', 'iOS Energy Profiling in the Wild']);
});

test('a sure wrap continues its entry even at the left edge of a hanging-indent list', () => {
  const lines = [
    plainLine('Color-Matrix-Based-Virtual-', { x: 22 }),
    plainLine('Password-System', { x: 22, wrap: 2 }),
    plainLine('Jane Doe, John Roe', { x: 40 }),
  ];
  expect(parse(lines).map((p) => p.title)).toEqual(['Color-Matrix-Based-Virtual-Password-System']);
});

describe('types the venue makes plain', () => {
  test.each([
    ['Reith, T., & Zhang, S. (2025). Closed-Loop Stimulation. Current Sleep Medicine Reports, 11(1), 1-11. DOI: 10.1007/s40675-025', 'Journal Article'],
    ['Zhang, S., & Wei, G. X. (2021). Insomnia in pregnant women. Neuropsychiatric Disease and Treatment, 2021. 17: 2539.', 'Journal Article'],
    ['Li, L., & Wei, G. X. (2019). Fitness-dependent effect of exercise. Frontiers in Physiology, 10, 902.', 'Journal Article'],
    ['J. Doe and A. Roe. Sparse routing at scale. 10.1234/neurips.2023.1234 (NeurIPS 2023)', 'Conference Paper'],
    ['Wei, G. X., & Zuo, X. N. (2021). Human empathy. Science China: Life Sciences, 51(06): 702-716. DOI: 10.1360/SSV-2020-0258', 'Journal Article'],
    // A venue no pattern reads: a paper in press, or one with a DOI, is most often a journal's; else no type is guessed.
    ['S. Tilsen and B. McKee. Real-time articulatory biofeedback. Linguistics Vanguard, in press.', 'Journal Article'],
    ['Okafor, N., & Lind, M. (2022). Soil carbon under cover crops. Agronomy Letters. https://doi.org/10.1234/agl.2022.017', 'Journal Article'],
    ['J. Doe and A. Roe. Tidal mixing in small harbours. Coastal Letters, 2020.', ''],
    ['Doe, J., Roe, A. Tidal Mixing in Small Harbours. Coastal Journal QRS, May 2020.', 'Journal Article'],
    ['A. Roe and J. Doe. Counting sheep at scale. Oxford University Press, Oxford, 1999.', 'Book'],
    ['J. Doe. A Field Guide to Lichens. John Wiley & Sons, New York, 2004.', 'Book'],
  ])('%s', (text, type) => {
    expect(parse([plainLine(text)])[0]!.pub_type).toBe(type);
  });
});

test('a talk listed venue first: the title follows the dash, even when the bold venue line holds its start', () => {
  const lines = [
    cells(['November 2022', 'Boldrewood Lunchtime Seminar, University of Southampton - Automatic'], { bold: true }),
    plainLine('Player Identification in Dota 2', { x: 90 }),
    cells(['July 2022', 'Scaling Laws for Efficient Inference — Stanford HAI Symposium'], { bold: true }),
  ];
  expect(parse(lines, 'Presentations')).toEqual([
    { title: 'Automatic Player Identification in Dota 2', pub_type: 'Talk', date: 'Nov 2022' },
    { title: 'Scaling Laws for Efficient Inference', pub_type: 'Talk', date: 'Jul 2022' },
  ]);
});

describe('talks and podcasts named by their kind among activities', () => {
  test('the kind types the entry, the venue and the date are no part of the title', async () => {
    const { kindLedEntries } = await import('../../../src/server/cv-parse/structure/publications.ts');
    const lines = [
      plainLine('12/2021 | Talk: How allocating zero bytes can be useful to remove lazyness; GambiConf (Brazil, remote)'),
      plainLine('Talk about a workaround done at The Graph.'),
      plainLine('Podcast: Rust - TOTVS (Brazil, remote) | 2020/11'),
      plainLine('Christmas Volunteer Work; FIAP (São Paulo)'),
    ];
    const placement = new Placement();
    expect(kindLedEntries(lines, placement)).toEqual([
      { title: 'How allocating zero bytes can be useful to remove lazyness', pub_type: 'Talk', date: 'Dec 2021' },
      { title: 'Rust', pub_type: 'Podcast', date: 'Nov 2020' },
    ]);
    expect(lines.map((l) => placement.has(l))).toEqual([true, false, true, false]);
  });

  test("the prose under a talk describes it: no detail of the section's, left for review up to the next entry", async () => {
    const { kindLedEntries } = await import('../../../src/server/cv-parse/structure/publications.ts');
    const lines = [
      plainLine('Talk: Caching at the edge; DevDays (Lisbon) | 2022/05'),
      plainLine('Talk about how we cut page loads by half with a cache in front of every region. Slides'),
      plainLine('link', { bold: true }),
      plainLine('Poster: Sparse maps for robots | 2021/09'),
      plainLine('Shown at the lab open day, with a live demo.'),
      plainLine('Volunteer Work; City Library (Porto)'),
      plainLine('Helped children learn to read on Saturdays.'),
    ];
    const placement = new Placement();
    const described = new Set<TextLine>();
    expect(kindLedEntries(lines, placement, described).map((p) => p.title)).toEqual(['Caching at the edge', 'Sparse maps for robots']);
    expect(lines.map((l) => described.has(l))).toEqual([false, true, true, false, true, false, false]);
    expect(lines.some((l) => described.has(l) && placement.has(l))).toBe(false);
  });
});

describe("an editor's label left unfilled", () => {
  test('a dotted message key with its link is no publication', () => {
    const lines = [
      plainLine('Scaling Postgres for Small Teams 2023', { gapBefore: true }),
      plainLine('resume-builder.sections.publication.link https://example.org/talk', { gapBefore: true }),
      plainLine('The Quiet Migration 2021', { gapBefore: true }),
    ];
    expect(parse(lines).map((p) => p.title)).toEqual(['Scaling Postgres for Small Teams', 'The Quiet Migration']);
  });
});

describe('the address printed under an entry', () => {
  test('a web address alone on its line is where to find the talk above, no publication, and stays for review', () => {
    const lines = [
      plainLine('Shipping design systems across teams (2021)', { gapBefore: true }),
      plainLine('https://youtube.com/watch?v=abc123'),
      plainLine('Accessible forms in practice (2019)', { gapBefore: true }),
      plainLine('Link: slides.example.org/accessible-forms'),
    ];
    const placement = new Placement();
    expect(parsePublications(lines, placement, 'Talks').map((p) => p.title)).toEqual(['Shipping design systems across teams', 'Accessible forms in practice']);
    expect(placement.has(lines[1]!) || placement.has(lines[3]!)).toBe(false);
  });
});

describe('dates cut from the title', () => {
  test('an open range after the title is cut whole, its start the date', () => {
    expect(parsePublication('a11y weekly (2019 – Present)')).toMatchObject({ title: 'a11y weekly', date: '2019' });
    expect(parsePublication('Notes from the reading group, 2016 - present')?.title).toBe('Notes from the reading group');
  });
});

describe('the prose under a dated title', () => {
  test('what a talk was about is no publication and stays for review; a reference under it stays an entry', () => {
    const lines = [
      plainLine('Open data in local government 2021', { gapBefore: true }),
      plainLine('Showed how three councils publish their spending data and what residents built with it.'),
      plainLine('Measuring bus punctuality with open feeds 2019', { gapBefore: true }),
      plainLine('Hale, R. and Osei, K. Measuring bus punctuality with open feeds. Transport Notes, 2019.'),
    ];
    const placement = new Placement();
    expect(parsePublications(lines, placement, 'Talks').map((p) => p.title)).toEqual([
      'Open data in local government',
      'Measuring bus punctuality with open feeds',
      'Measuring bus punctuality with open feeds',
    ]);
    expect(placement.has(lines[1]!)).toBe(false);
  });
});
