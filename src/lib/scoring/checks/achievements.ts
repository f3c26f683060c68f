import { share, type Check } from './types.ts';

/** Digits, percentages, currency, or number words: a result someone measured. */
export const QUANTIFIED = /\d|[%£$€]|\b(two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|dozen|hundreds?|thousands?|millions?|doubled|tripled|halved)\b/i;

/** A compact list of strong openers; regular past tenses ('-ed') count too. */
const ACTION_VERBS = new Set(
  (
    'led built reduced increased delivered managed launched designed created developed improved cut grew drove ' +
    'ran set won saved negotiated introduced implemented automated streamlined owned shipped founded established ' +
    'coached mentored trained hired scaled migrated rebuilt redesigned analysed analyzed resolved achieved ' +
    'generated secured oversaw spearheaded directed coordinated organised organized produced wrote taught ' +
    'recovered raised boosted lowered halved doubled transformed championed pioneered headed sold grew ' +
    'lead build reduce increase deliver manage launch design create develop improve drive run own mentor coach'
  ).split(/\s+/),
);

/** The first word of a bullet, without list markers. */
const firstWord = (bullet: string) => (bullet.replace(/^[^\p{L}]+/u, '').match(/^\p{L}+/u)?.[0] ?? '').toLowerCase();

/** True when the bullet opens with an action verb. */
export const startsWithActionVerb = (bullet: string) => {
  const word = firstWord(bullet);
  return ACTION_VERBS.has(word) || /^[a-z]{3,}ed$/.test(word);
};

/** Results with numbers, bullets that open with a verb, and a section for key achievements. */
export const achievementChecks: Check = ({ cv, text }) => {
  const bullets = text.bullets.length > 0 ? text.bullets : cv.roles.map((r) => r.summary.trim()).filter(Boolean);
  const quantified = bullets.filter((b) => QUANTIFIED.test(b)).length;
  const verbs = bullets.filter(startsWithActionVerb).length;
  return [
    {
      id: 'quantified_results',
      label: 'Quantified achievements',
      value: share(quantified, bullets.length, 0.5),
      advice:
        bullets.length === 0
          ? 'Add bullets to each role describing results, with numbers: money saved, time cut, people led, growth achieved'
          : 'Put numbers on your results (%, £, people, time saved): at least half of your bullets should show a measurable outcome',
      claim: bullets.length === 0 ? { kind: 'empty', field: 'bullets' } : { kind: 'bullets_lack_numbers' },
      strength: 'Your achievements are backed by numbers',
      strengthClaim: { kind: 'bullets_have_numbers' },
    },
    {
      id: 'action_verbs',
      label: 'Action verbs',
      value: share(verbs, bullets.length, 0.7),
      advice: 'Start bullets with an action verb such as Led, Built, Reduced or Delivered rather than "Responsible for"',
      claim: { kind: 'bullets_lack_verbs' },
      strength: 'Your bullets open with strong action verbs',
    },
    {
      id: 'achievements_section',
      label: 'Key achievements',
      value: cv.achievements.some((a) => a.trim()) ? 1 : 0.4,
      advice: 'Add a Key Achievements section near the top with your two or three proudest, measurable results',
      claim: { kind: 'empty', field: 'achievements' },
      strength: 'Your key achievements stand out near the top',
      strengthClaim: { kind: 'filled', field: 'achievements' },
    },
  ];
};
