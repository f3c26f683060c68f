/**
 * The words of the sentences the advice layer builds (gap placement, the target's title, the match assessment),
 * kept out of the logic as templates: `{name}` is filled by fillTemplate. Scoring runs in the browser (live
 * estimate, the coach's fallback) as well as on the server, where no content file can be read synchronously, so
 * these live beside the code that fills them, like the checks' own advice.
 */
export const ADVICE_WORDS = {
  /** Where to add each kind of gap; `one` for a single term, `many` for a list. */
  place: {
    skills: {
      one: 'Add {terms} to your skills list, and show it in the role where you used it',
      many: 'Add {terms} to your skills list, and show them in the roles where you used them',
    },
    experience: {
      one: 'Show your {terms} experience in the highlights of a role where you had it',
      many: 'Show your experience of {terms} in the highlights of the roles where you had it',
    },
    highlights: {
      one: 'Your skills list names {terms} but no role shows it: add it to a role\'s highlights',
      many: 'Your skills list names {terms} but no role shows them: add them to a role\'s highlights',
    },
    headline: {
      one: 'Use the job title, {title}, in your headline and profile',
      many: 'Use the job title, {title}, in your headline and profile',
    },
    qualifications: {
      one: 'Add {terms} under Certifications or Education if you hold it',
      many: 'Add {terms} under Certifications or Education if you hold them',
    },
    location: {
      one: 'The job is in {terms}: add your town or city to your personal details',
      many: 'The job is in {terms}: add your town or city to your personal details',
    },
    /** When the CV gives a place but not the advert's. */
    relocate: {
      one: 'The job is in {terms}: say in your profile if you can work there',
      many: 'The job is in {terms}: say in your profile if you can work there',
    },
  },
  target: {
    /** The advert's title is missing from the headline. */
    jdTitle: 'Tailor your headline and profile to this job: use its job title, {title}',
    /** A target role (no advert) is missing from the headline. */
    roleTitle: 'Say you are aiming for {title} roles in your headline and profile, using the usual title for that role',
    /** The advert asks for more years than the CV's role dates show. */
    years: {
      underOne: 'The job asks for {asked} years of experience and the dates of your roles show less than a year: if you have more, add those roles with their dates',
      one: 'The job asks for {asked} years of experience and the dates of your roles show about 1 year: if you have more, add those roles with their dates',
      many: 'The job asks for {asked} years of experience and the dates of your roles show about {shown}: if you have more, add those roles with their dates',
    },
  },
  assessment: {
    strong: 'Strong match',
    partial: 'Partial match',
    weak: 'Weak match',
    covered: '{lead}: your CV covers {found} of the {total} key terms in the job description.',
    gaps: 'The biggest gaps are {terms}.',
    forRole: 'For {role} roles your CV is {readiness} (overall {score} out of 100): {next}.',
    overall: 'Your CV is {readiness} (overall {score} out of 100): {next}.',
    readiness: { green: 'ready to send', amber: 'nearly ready', red: 'not ready yet' },
    next: { green: 'polish the points below before you apply', other: 'work through the areas to improve first' },
  },
} as const;
