import { claimed } from '../advice/claims.ts';
import { listPhrase, phraseIn } from '../text.ts';
import { share, type Check } from './types.ts';

/** A focused skills list has this many entries. */
const SKILLS_COUNT = { min: 5, max: 25 };

/** A skills list of sensible size, with the skills shown in action in the roles. */
export const skillsChecks: Check = ({ cv, text }) => {
  const skills = cv.skills.map((s) => s.name.trim()).filter(Boolean);
  const unevidenced = skills.filter((s) => !phraseIn(s, text.evidenceStems));
  const evidenced = skills.length - unevidenced.length;
  return [
    {
      id: 'skills_listed',
      label: 'Skills list',
      value: skills.length === 0 ? 0 : skills.length < SKILLS_COUNT.min ? 0.6 : skills.length > SKILLS_COUNT.max ? 0.8 : 1,
      advice:
        skills.length === 0
          ? 'Add a Skills section listing the tools, methods and strengths you use'
          : skills.length < SKILLS_COUNT.min
            ? 'List a few more of the tools and methods you use in your Skills section'
            : 'Trim your skills list to the 15 to 20 that matter most for the roles you want',
      ...(skills.length === 0 ? { claim: { kind: 'empty', field: 'skills' } as const } : {}),
    },
    {
      id: 'skills_evidenced',
      label: 'Skills shown in roles',
      value: share(evidenced, skills.length, 0.6),
      says:
        skills.length === 0
          ? [claimed<'empty'>({ kind: 'empty', field: 'skills' }, 'Add a Skills section listing the tools, methods and strengths you use')]
          : [
              claimed<'skills_unshown'>({ kind: 'skills_unshown', skills: unevidenced }, (c) =>
                `Show where you used ${listPhrase(c.skills.slice(0, 3))}: mention them in the role bullets where they made a difference`,
              ),
            ],
      strength: 'Your listed skills are backed up by what you did in your roles',
    },
  ];
};
