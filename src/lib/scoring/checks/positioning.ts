import { words } from '../text.ts';
import type { Check } from './types.ts';

/** A profile of this many words says who the candidate is without becoming an essay. */
const PROFILE_WORDS = { min: 25, max: 120 };

/** A clear professional focus: headline, a profile of sensible length, recent roles with content. */
export const positioningChecks: Check = ({ cv }) => {
  const profileWords = words(cv.profile_statement).length;
  const recent = cv.roles[0];
  const recentDetail = recent ? (recent.summary.trim() ? 1 : 0) + Math.min(recent.highlights.length, 3) : 0;
  return [
    {
      id: 'headline',
      label: 'Headline',
      value: cv.headline.trim() ? 1 : 0,
      advice: 'Add a one-line headline under your name saying the role you do or want, e.g. Senior Data Analyst',
      claim: { kind: 'empty', field: 'headline' },
    },
    {
      id: 'profile_statement',
      label: 'Profile',
      value: profileWords === 0 ? 0 : profileWords < PROFILE_WORDS.min ? 0.6 : profileWords > PROFILE_WORDS.max ? 0.7 : 1,
      // Too long is advice only: adding evidence to the profile must not lower the score (checks/types.ts).
      ...(profileWords > PROFILE_WORDS.max ? { scoreValue: 1 } : {}),
      advice:
        profileWords === 0
          ? 'Add a short profile (three or four sentences) saying what you do, your strongest results and what you want next'
          : profileWords < PROFILE_WORDS.min
            ? 'Expand your profile to three or four sentences: what you do, your strongest results and what you want next'
            : 'Cut your profile to three or four sentences so readers reach your experience quickly',
      claim:
        profileWords === 0
          ? { kind: 'empty', field: 'profile' }
          : { kind: 'profile_length', is: profileWords < PROFILE_WORDS.min ? 'short' : 'long', ...PROFILE_WORDS },
      strength: 'Your profile quickly tells a reader who you are',
      strengthClaim: { kind: 'filled', field: 'profile' },
    },
    {
      id: 'recent_experience',
      label: 'Recent role detail',
      value: recent ? Math.min(1, recentDetail / 4) : 0,
      advice: recent
        ? `Describe your role at ${recent.company || 'your latest employer'} in three or more bullets: it is the first thing readers look at`
        : 'Add your work experience, most recent first, with the employer, job title and dates of each role',
      strength: 'Your most recent role is described in good detail',
    },
  ];
};
