import { describe, expect, test } from 'vitest';
import type { ParsedCv } from '../../../src/lib/cv/schema.ts';
import { verifyClaim, type Claim } from '../../../src/lib/scoring/advice/claims.ts';
import { collectFacts } from '../../../src/lib/scoring/advice/facts.ts';
import { placeGaps } from '../../../src/lib/scoring/advice/gaps.ts';
import { collectCvText } from '../../../src/lib/scoring/cv-text.ts';
import { matchTarget } from '../../../src/lib/scoring/keywords.ts';
import type { ScoreContext } from '../../../src/lib/scoring/schema.ts';
import { scoreCv } from '../../../src/lib/scoring/score-cv.ts';
import { advertCases, advertText, caseCv, cvPrintedText, devAdvertsDir } from '../../fixtures/adverts/index.ts';
import { judgeGaps } from '../../fixtures/adverts/evaluate.ts';
import { corpusCv, corpusCvs } from '../cv/fixtures.ts';


/** The facts the verifier reads for `cv` against `context`, as a scoring run gathers them. */
function factsOf(cv: ParsedCv, context: ScoreContext = {}) {
  const text = collectCvText(cv);
  return collectFacts(cv, text, matchTarget(context, text));
}

/** True when the claim holds for the CV. */
const holds = (claim: Claim, cv: ParsedCv, context: ScoreContext = {}) => verifyClaim(claim, factsOf(cv, context)) !== null;

/** The advert of issue 17, about 170 words: a Lead Data Analyst role in payments, hybrid in London. */
const PAYMENTS_ADVERT = `Lead Data Analyst – Payments
Brightpay is a small, fast-growing fintech helping independent shops take card payments. We are hiring a Lead
Data Analyst to join our payments team, hybrid in London (two days a week in the office).
What you will do: own merchant analytics end to end; build and maintain dashboards in Looker; model data with dbt;
work with product and finance to explain how merchants use our payments products; mentor two analysts.
What you must have: expert SQL and Python; experience of payments or merchant data; dbt and Looker; clear writing
for non-technical readers.
Nice to have: a degree in a numerate subject; experience in a fast-growing start-up.
We offer a competitive salary, share options, 30 days' holiday and a learning budget.`;

/** A corpus data CV set up as the user had it: headline the advert's title, living in London. */
function londonAnalyst(): ParsedCv {
  const cv = corpusCv('cv045-timeline.json');
  cv.headline = 'Lead Data Analyst';
  cv.location = { city: 'London', country: 'United Kingdom' };
  return cv;
}

describe('headline lacks the target title', () => {
  test.each(['Data Scientist', 'data scientist', 'DATA-SCIENTIST', 'Scientist (Data)', 'Scientist, Data'])(
    'a "Data Scientist" headline already says %s',
    (title) => {
      expect(holds({ kind: 'headline_lacks_title', title }, corpusCv('cv018-compact.json'))).toBe(false);
    },
  );

  test('a title the headline does not say holds', () => {
    expect(holds({ kind: 'headline_lacks_title', title: 'Machine Learning Engineer' }, corpusCv('cv018-compact.json'))).toBe(true);
  });

  test('the advert title is the job title in its first line, and the headline that is it is not told to use it', () => {
    expect(factsOf(londonAnalyst(), { jd: PAYMENTS_ADVERT }).targetTitle).toBe('Lead Data Analyst');
    const { result } = scoreCv(londonAnalyst(), { jd: PAYMENTS_ADVERT });
    expect(result.feedback.areas_to_improve.join('\n')).not.toMatch(/job title/i);
  });

  test('a headline without the advert title is told to use it, by name', () => {
    // A financial controller's CV covers little of this advert, so its match check is an area to improve.
    const cv = corpusCv('cv051-classic.json');
    expect(cv.headline).toBe('Financial Controller');
    const { result } = scoreCv(cv, { jd: PAYMENTS_ADVERT });
    expect(result.feedback.areas_to_improve).toContain('Tailor your headline and profile to this job: use its job title, Lead Data Analyst');
  });

  test('an advert with no job title claims no title sentence', () => {
    const jd = 'We are looking for someone great to help us grow our analytics function in the north.';
    expect(factsOf(corpusCv('cv051-classic.json'), { jd }).targetTitle).toBe('');
    expect(scoreCv(corpusCv('cv051-classic.json'), { jd }).result.feedback.areas_to_improve.join('\n')).not.toMatch(/job title/i);
  });
});

describe('terms missing from the CV', () => {
  test('the CV\'s own city is not missing, a tool it never names is, nor one a tool it names implies', () => {
    // The CV names pandas (Python's) but nothing of Kubernetes.
    expect(verifyClaim({ kind: 'terms_missing', terms: ['London', 'Python', 'Kubernetes'] }, factsOf(londonAnalyst()))).toEqual({
      kind: 'terms_missing',
      terms: ['Kubernetes'],
    });
  });

  test('other forms and spellings of a word count as present', () => {
    const cv = corpusCv('cv018-compact.json');
    // The CV says 'Data Visualisation' and 'Productionised'.
    for (const term of ['data visualization', 'productionize', 'Visualising']) {
      expect(holds({ kind: 'terms_missing', terms: [term] }, cv), term).toBe(false);
    }
  });

  test('with every term present the claim is false', () => {
    expect(holds({ kind: 'terms_missing', terms: ['Singapore', 'MEDDIC'] }, corpusCv('cv021-classic.json'))).toBe(false);
  });
});

describe('gaps: ranked by what the advert stresses, each with where to add it', () => {
  const gapsFor = (cv: ParsedCv, advert: string, terms: string[]) => placeGaps(terms, factsOf(cv, { jd: advert }));

  test('a tool goes to the skills list, a field of work to a role, a qualification to certifications', () => {
    const cv = corpusCv('cv018-compact.json');
    const advert = 'Principal Data Scientist\nYou must have Kubernetes and payments experience, and PRINCE2. Based in Istanbul.';
    const { breakdown } = scoreCv(cv, { jd: advert });
    expect(breakdown.missingKeywords).toEqual(expect.arrayContaining(['Kubernetes', 'Payments', 'PRINCE2']));
    const places = Object.fromEntries(gapsFor(cv, advert, breakdown.missingKeywords).map((g) => [g.term, g.place]));
    expect(places).toMatchObject({ Kubernetes: 'skills', Payments: 'experience', PRINCE2: 'qualifications' });
  });

  test('a target role\'s own words go to the headline', () => {
    const cv = corpusCv('cv018-compact.json');
    const context = { targetRole: 'Principal Data Scientist' };
    expect(placeGaps(['Principal'], factsOf(cv, context)).map((g) => g.place)).toEqual(['headline']);
  });

  test('a skill the advert asks for that only the skills list names: the advice says to show it in a role', () => {
    const cv = corpusCv('cv018-compact.json');
    const jd = 'Data Scientist\nSnowflake and TensorFlow essential. You must have Kubernetes and Rust and Scala.';
    const { result, breakdown } = scoreCv(cv, { jd });
    expect(breakdown.missingKeywords).not.toContain('Snowflake');
    expect(result.feedback.areas_to_improve.join('\n')).toMatch(/Your skills list names Snowflake and TensorFlow but no role shows them/);
  });

  test('the advert\'s town is a gap of the personal details only when the CV gives another', () => {
    const advert = 'Data Analyst\nBased in our Manchester office five days a week. You must have SQL.';
    const elsewhere = corpusCv('cv018-compact.json');
    elsewhere.location.city = 'Leeds';
    const facts = factsOf(elsewhere, { jd: advert });
    expect(placeGaps(['Manchester'], facts).map((g) => g.place)).toEqual(['location']);
    const here = corpusCv('cv018-compact.json');
    here.location.city = 'Manchester';
    expect(placeGaps(['Manchester'], factsOf(here, { jd: advert }))).toEqual([]);
  });

  test('the title, then a must-have said twice, outrank a term mentioned once in passing', () => {
    const advert = 'Payments Analyst\nWe use Tableau now and then.\nYou must have Kubernetes.\nKubernetes every day.';
    const { breakdown } = scoreCv(corpusCv('cv021-classic.json'), { jd: advert });
    expect(breakdown.missingKeywords.filter((t) => ['Tableau', 'Kubernetes', 'Payments'].includes(t))).toEqual(['Payments', 'Kubernetes', 'Tableau']);
  });

  test('issue 17: London is never a gap of a London CV, and the advice says where to add what is missing', () => {
    const { result } = scoreCv(londonAnalyst(), { jd: PAYMENTS_ADVERT });
    expect(result.match_assessment).toMatch(/The biggest gaps are/);
    expect(result.match_assessment).not.toMatch(/London/);
    expect(result.feedback.areas_to_improve.join('\n')).not.toMatch(/London/);
    // Payments is the most stressed gap (the title, a must-have line, said often): first.
    expect(result.match_assessment).toMatch(/The biggest gaps are Payments\b/);
    // Where it goes, on a CV that covers too little of the advert for the match checks to pass.
    const far = scoreCv(corpusCv('cv051-classic.json'), { jd: PAYMENTS_ADVERT });
    expect(far.result.feedback.areas_to_improve.join('\n')).toMatch(/Show your Payments experience in the highlights of a role/);
  });
});

test('the job title repeated in the advert (\'We are hiring a Lead Data Analyst\') is the job, not a gap', () => {
  const { breakdown } = scoreCv(corpusCv('cv051-classic.json'), { jd: PAYMENTS_ADVERT });
  expect(breakdown.missingKeywords).toEqual(expect.arrayContaining(['Payments', 'Looker', 'dbt', 'Python']));
  expect(breakdown.missingKeywords).not.toContain('Data Analyst');
});

test('a short advert that says London three times: neither the assessment nor the missing terms the coach names have London', () => {
  const advert = 'Lead Data Analyst – Payments\nLondon office, hybrid in London.\nYou must have payments experience and live near London.';
  const { result, breakdown } = scoreCv(londonAnalyst(), { jd: advert });
  expect(breakdown.missingKeywords[0]).toBe('Payments'); // the title's and a must-have line's word: the most stressed
  expect(breakdown.missingKeywords).not.toContain('London');
  expect(result.match_assessment).not.toMatch(/London/);
});

describe('skills listed but shown in no role', () => {
  test('only the listed skills no role mentions are named', () => {
    const claim = verifyClaim({ kind: 'skills_unshown', skills: ['Snowflake', 'A/B Testing', 'TensorFlow'] }, factsOf(corpusCv('cv018-compact.json')));
    expect(claim).toEqual({ kind: 'skills_unshown', skills: ['Snowflake', 'TensorFlow'] });
  });

  test('a skill the roles show, in another spelling, is not named', () => {
    const cv = corpusCv('cv018-compact.json');
    cv.skills.push({ name: 'Productionizing models' });
    expect(holds({ kind: 'skills_unshown', skills: ['Productionizing models'] }, cv)).toBe(false);
  });
});

describe('highlights: numbers and action verbs', () => {
  test('"add numbers" holds when some highlights lack one, not when every one has one', () => {
    expect(holds({ kind: 'bullets_lack_numbers' }, corpusCv('cv018-compact.json'))).toBe(true);
    expect(holds({ kind: 'bullets_lack_numbers' }, corpusCv('cv021-classic.json'))).toBe(false);
  });

  test('a CV without highlights is not told to add numbers to them', () => {
    const cv = corpusCv('cv021-classic.json');
    cv.roles = cv.roles.map((r) => ({ ...r, highlights: [] }));
    cv.achievements = [];
    expect(holds({ kind: 'bullets_lack_numbers' }, cv)).toBe(false);
    expect(holds({ kind: 'empty', field: 'bullets' }, cv)).toBe(true);
  });

  test('"start with an action verb" holds only when a highlight does not', () => {
    const cv = corpusCv('cv021-classic.json');
    expect(holds({ kind: 'bullets_lack_verbs' }, cv)).toBe(true); // "President's Club 2021 and 2022"
    cv.achievements = [];
    expect(holds({ kind: 'bullets_lack_verbs' }, cv)).toBe(false);
  });

  test('"backed by numbers" needs at least half of the highlights to have one', () => {
    expect(holds({ kind: 'bullets_have_numbers' }, corpusCv('cv021-classic.json'))).toBe(true);
    const cv = corpusCv('cv021-classic.json');
    cv.roles[0]!.highlights = cv.roles[0]!.highlights.map((h) => h.replace(/[\d$%£€]+/g, 'many'));
    cv.achievements = [];
    expect(holds({ kind: 'bullets_have_numbers' }, cv)).toBe(false);
  });
});

describe('empty and filled parts, profile length, positioning', () => {
  test('a missing headline, skills list and key achievements are empty; present ones are not', () => {
    const bare = corpusCv('cv003-plain.json');
    const full = corpusCv('cv006-classic.json');
    for (const field of ['headline', 'skills', 'achievements'] as const) {
      expect(holds({ kind: 'empty', field }, bare), field).toBe(true);
    }
    expect(holds({ kind: 'empty', field: 'headline' }, full)).toBe(false);
    expect(holds({ kind: 'filled', field: 'links' }, bare)).toBe(true);
  });

  test('"expand your profile" holds for a short profile only, "cut" for a long one only', () => {
    const cv = corpusCv('cv021-classic.json'); // a 31-word profile
    expect(holds({ kind: 'profile_length', is: 'short', min: 25, max: 120 }, cv)).toBe(false);
    expect(holds({ kind: 'profile_length', is: 'short', min: 40, max: 120 }, cv)).toBe(true);
    expect(holds({ kind: 'profile_length', is: 'long', min: 25, max: 30 }, cv)).toBe(true);
  });

  test('"positioned for" a role holds when a headline, profile or title says it', () => {
    expect(holds({ kind: 'shows_role', role: 'sales director' }, corpusCv('cv021-classic.json'))).toBe(true);
    expect(holds({ kind: 'shows_role', role: 'Staff Nurse' }, corpusCv('cv021-classic.json'))).toBe(false);
  });
});

describe('every sentence shown is true of the CV', () => {
  const adverts = [PAYMENTS_ADVERT, 'Staff Nurse – Acute Medicine\nBased in Leeds. You must be NMC registered with IV cannulation and wound care experience.'];
  /** A term "appears" in the CV when a word of the CV's text starts with it, in any case: an oracle apart from the verifier. */
  const appears = (cv: ParsedCv, term: string) =>
    term.split(/\s+/).every((w) => new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu').test(JSON.stringify(cv)));

  test.each(corpusCvs().map(([name]) => name))('%s: no gap named in the assessment appears in the CV', (name) => {
    const cv = corpusCv(name);
    for (const jd of adverts) {
      const named = /The biggest gaps are (.*)\.$/.exec(scoreCv(cv, { jd }).result.match_assessment)?.[1] ?? '';
      for (const term of named.split(/, | and /).filter(Boolean)) expect(appears(cv, term), `${term} in ${name}`).toBe(false);
    }
  });
});

// The development set, not the held-out one: a failure here is read and fixed, which would spoil a held-out set
// (bench:score reports the held-out set's count of gaps that are on the CV).
describe('the development adverts (tests/fixtures/adverts-dev): no gap the score names is on the CV', () => {
  test.each(advertCases(devAdvertsDir).map((c) => [c.advert, c] as const))('%s', (_name, c) => {
    const cv = caseCv(c);
    const { result, breakdown } = scoreCv(cv, { jd: advertText(c, devAdvertsDir) });
    // A gap's own name may hold 'and' ('Testing and inspection'): the gaps the score lists are taken out whole
    // before the rest of the sentence is split.
    let list = /The biggest gaps are (.*)\.$/.exec(result.match_assessment)?.[1] ?? '';
    const named = breakdown.missingKeywords.filter((k) => list.includes(k) && ((list = list.replace(k, ',')), true));
    const assessed = [...named, ...list.split(/,|\band\b/).map((s) => s.trim()).filter(Boolean)];
    const onCv = judgeGaps(c, [...breakdown.missingKeywords, ...assessed], cvPrintedText(cv)).forbidden.filter((f) => f.why === 'on the CV');
    expect(onCv).toEqual([]);
  });
});
