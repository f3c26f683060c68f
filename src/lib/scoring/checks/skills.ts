import { claimed } from '../advice/claims.ts';
import { listPhrase, phraseIn } from '../text.ts';
import { share, type Check } from './types.ts';

/** A focused skills list has this many entries. */
const SKILLS_COUNT = { min: 5, max: 25 };

/** This many listed skills shown in action in the roles earn full marks. */
export const SKILLS_SHOWN_ENOUGH = 5;

/**
 * A skills list of sensible size, with the skills shown in action in the roles.
 *
 * Both count, never divide by the list's length: a share of listed skills shown in roles fell when a skill was
 * added and rose when one was deleted (issue 17), so deleting a true skill could raise the score. A list that is
 * too long is advised against but costs no points, for the same reason.
 */
export const skillsChecks: Check = ({ cv, text }) => {
  const skills = [...new Map(cv.skills.map((s) => s.name.trim()).filter(Boolean).map((s) => [s.toLowerCase(), s])).values()];
  const unevidenced = skills.filter((s) => !phraseIn(s, text.evidenceStems));
  const evidenced = skills.length - unevidenced.length;
  const tooMany = skills.length > SKILLS_COUNT.max;
  return [
    {
      id: 'skills_listed',
      label: 'Skills list',
      value: skills.length === 0 ? 0 : skills.length < SKILLS_COUNT.min ? 0.6 : tooMany ? 0.8 : 1,
      ...(tooMany ? { scoreValue: 1 } : {}),
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
      value: share(evidenced, SKILLS_SHOWN_ENOUGH),
      advice:
        skills.length === 0
          ? 'Add a Skills section listing the tools, methods and strengths you use'
          : `List more of the tools and methods your role bullets mention: at least ${SKILLS_SHOWN_ENOUGH} skills shown in action stand out`,
      ...(skills.length === 0 ? { claim: { kind: 'empty', field: 'skills' } as const } : {}),
      // Listed skills no role shows: named once checked against the CV again (a skill a role shows in another form is not).
      ...(unevidenced.length > 0
        ? {
            says: [
              claimed<'skills_unshown'>({ kind: 'skills_unshown', skills: unevidenced }, (c) =>
                `Show where you used ${listPhrase(c.skills.slice(0, 3))}: mention them in the role bullets where they made a difference`,
              ),
            ],
          }
        : {}),
      strength: 'Your roles show your listed skills in action',
    },
  ];
};
