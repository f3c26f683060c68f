import { words } from '../text.ts';
import { share, type Check } from './types.ts';

/** Word-count bands: roughly one to two pages of content. */
const LENGTH = { tooShort: 200, short: 350, long: 1000, tooLong: 1400 };

/** A bullet reads at a glance between these word counts. */
const BULLET_WORDS = { min: 5, max: 30 };

/** Overall length, and bullets short enough to scan. */
export const presentationChecks: Check = ({ text }) => {
  const count = words(text.allText).length;
  const lengthValue =
    count < LENGTH.tooShort ? 0.3 : count < LENGTH.short ? 0.7 : count <= LENGTH.long ? 1 : count <= LENGTH.tooLong ? 0.8 : 0.5;
  const bulletWords = text.bullets.map((b) => words(b).length);
  const readable = bulletWords.filter((n) => n >= BULLET_WORDS.min && n <= BULLET_WORDS.max).length;
  const notTooShort = bulletWords.filter((n) => n >= BULLET_WORDS.min).length;
  // Too long (the CV or a bullet) is advised against but costs no points, so adding evidence never lowers the
  // score and cutting it never raises it (checks/types.ts); too short still costs points.
  return [
    {
      id: 'length',
      label: 'Length',
      value: lengthValue,
      ...(count > LENGTH.long ? { scoreValue: 1 } : {}),
      advice:
        count < LENGTH.short
          ? `Your CV is short (${count} words): add detail on your recent roles, results and skills to fill one to two pages`
          : `Your CV is long (${count} words): cut older roles to one line each and keep it to two pages`,
      strength: 'Your CV is a comfortable length to read',
    },
    {
      id: 'bullet_readability',
      label: 'Readable bullets',
      value: text.bullets.length === 0 ? 0.4 : share(readable, text.bullets.length, 0.8),
      ...(text.bullets.length > 0 ? { scoreValue: share(notTooShort, text.bullets.length, 0.8) } : {}),
      advice:
        text.bullets.length === 0
          ? 'Break your role descriptions into short bullet points so they can be scanned quickly'
          : `Keep each bullet to one or two lines (${BULLET_WORDS.min} to ${BULLET_WORDS.max} words): split long bullets and expand very short ones`,
      strength: 'Your bullets are short and easy to scan',
    },
  ];
};
