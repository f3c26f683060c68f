/**
 * Whether a CV shows a skill, for the coach's missing-skills answer: anywhere in the CV (headline, profile,
 * skills, roles, education, certifications), under its own name or a common other name. The other names are a
 * short list for the skills of role-skills.ts; the scoring lexicon (slice A) will carry the full set.
 */
import type { ParsedCv } from '../cv/schema.ts';
import { collectCvText } from '../scoring/cv-text.ts';
import { phraseIn } from '../scoring/text.ts';

/** Other names of a skill, keyed by the skill in lower case: abbreviations, US spellings, the tool for the craft. */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  'data visualisation': ['data visualization', 'dashboards', 'dashboard', 'tableau', 'power bi', 'looker'],
  'machine learning': ['ml', 'deep learning', 'tensorflow', 'pytorch', 'scikit-learn', 'classifier'],
  statistics: ['statistical', 'regression', 'spss', 'stata'],
  javascript: ['js', 'node.js', 'typescript'],
  'google analytics': ['ga4'],
  'rest apis': ['rest api', 'restful'],
  'ci/cd': ['continuous integration', 'continuous delivery', 'github actions', 'jenkins'],
  aws: ['amazon web services'],
  cad: ['autocad', 'solidworks', 'catia'],
  'finite element analysis': ['fea'],
  'design for manufacture': ['dfm'],
  'a/b testing': ['a/b tests', 'experimentation'],
  'stakeholder management': ['stakeholders', 'stakeholder'],
  'budget management': ['budget', 'budgets', 'p&l'],
  budgeting: ['budget', 'budgets'],
  forecasting: ['forecast', 'forecasts'],
  'financial modelling': ['financial modeling', 'financial models'],
  'month-end close': ['month end', 'month-end'],
  crm: ['salesforce', 'hubspot', 'dynamics'],
  'project planning': ['project plans', 'planning'],
  agile: ['scrum', 'kanban'],
  send: ['special educational needs'],
  'medication administration': ['medicines management', 'medication'],
  'team leadership': ['led a team', 'managed a team', 'line management'],
  'microsoft office': ['ms office', 'microsoft 365', 'office 365'],
  'user research': ['user interviews', 'usability research'],
  'usability testing': ['user testing'],
  excel: ['spreadsheets', 'microsoft excel'],
  sql: ['postgresql', 'mysql', 't-sql'],
  'employment law': ['employment legislation'],
  'complaint handling': ['complaints'],
};

/** The skill's name and its other names. */
function namesOf(skill: string): string[] {
  return [skill, ...(OTHER_NAMES[skill.toLowerCase()] ?? [])];
}

/** The skills of `wanted` the CV shows (under any name) and those it does not, each in `wanted`'s order. */
export function splitByCv(cv: ParsedCv, wanted: readonly string[]): { shown: string[]; missing: string[] } {
  const { allStems } = collectCvText(cv);
  const shown = wanted.filter((skill) => namesOf(skill).some((name) => phraseIn(name, allStems)));
  return { shown, missing: wanted.filter((skill) => !shown.includes(skill)) };
}
