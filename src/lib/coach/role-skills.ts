/**
 * The skills a role usually asks for, for the coach's 'which skills am I missing for …?' answer. A small table of
 * common roles across fields, written by the team from what UK job adverts for each role commonly list (guided by
 * the public ESCO and O*NET occupation profiles; no text of theirs is copied). It is deliberately modest and is
 * meant to give way to the scoring lexicon's `skillsForRole` (src/lib/scoring/advert/) once that exists: only
 * `skillsForRole` is exported, so swapping it is a one-line import change.
 */

interface RoleEntry {
  /** Ways people name the role, lower case; the longest one found in the asked role wins. */
  names: readonly string[];
  /** The skills and tools the role usually asks for, most often asked first. */
  skills: readonly string[];
}

const ROLES: readonly RoleEntry[] = [
  { names: ['data analyst', 'bi analyst', 'business intelligence analyst', 'insight analyst', 'reporting analyst'], skills: ['SQL', 'Excel', 'Python', 'Power BI', 'Tableau', 'Data visualisation', 'Statistics', 'Stakeholder management'] },
  { names: ['data scientist', 'machine learning engineer', 'ml engineer'], skills: ['Python', 'SQL', 'Machine learning', 'Statistics', 'pandas', 'scikit-learn', 'A/B testing', 'Data visualisation'] },
  { names: ['data engineer', 'analytics engineer'], skills: ['SQL', 'Python', 'dbt', 'Airflow', 'Spark', 'Data modelling', 'AWS', 'ETL'] },
  { names: ['software engineer', 'software developer', 'developer', 'programmer', 'backend engineer', 'backend developer', 'full stack developer', 'full-stack developer'], skills: ['JavaScript', 'TypeScript', 'Python', 'SQL', 'REST APIs', 'Git', 'Testing', 'AWS'] },
  { names: ['frontend developer', 'front-end developer', 'frontend engineer', 'front end developer', 'web developer'], skills: ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS', 'Accessibility', 'Testing', 'Git'] },
  { names: ['devops engineer', 'site reliability engineer', 'platform engineer', 'cloud engineer'], skills: ['AWS', 'Kubernetes', 'Docker', 'Terraform', 'CI/CD', 'Linux', 'Monitoring', 'Python'] },
  { names: ['product manager', 'product owner'], skills: ['Product roadmap', 'User research', 'Stakeholder management', 'Agile', 'Jira', 'A/B testing', 'Prioritisation', 'Data analysis'] },
  { names: ['project manager', 'programme manager', 'delivery manager', 'pmo'], skills: ['Project planning', 'Risk management', 'Stakeholder management', 'Budget management', 'Agile', 'PRINCE2', 'MS Project', 'Reporting'] },
  { names: ['business analyst'], skills: ['Requirements gathering', 'Process mapping', 'Stakeholder management', 'SQL', 'User stories', 'Agile', 'Excel', 'Jira'] },
  { names: ['ux designer', 'product designer', 'ui designer', 'service designer', 'user experience designer'], skills: ['User research', 'Figma', 'Prototyping', 'Wireframing', 'Usability testing', 'Design systems', 'Accessibility', 'Journey mapping'] },
  { names: ['graphic designer'], skills: ['Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Typography', 'Branding', 'Layout', 'Figma', 'Print production'] },
  { names: ['marketing manager', 'marketing executive', 'marketing assistant', 'marketing officer'], skills: ['Campaign management', 'Content marketing', 'Email marketing', 'SEO', 'Google Analytics', 'Social media', 'Budget management', 'Copywriting'] },
  { names: ['digital marketing', 'digital marketer', 'performance marketing', 'seo specialist'], skills: ['SEO', 'Google Ads', 'Google Analytics', 'Paid social', 'Email marketing', 'Conversion rate optimisation', 'Content marketing', 'A/B testing'] },
  { names: ['sales executive', 'account executive', 'sales manager', 'account manager', 'sales representative', 'sales director'], skills: ['Pipeline management', 'Negotiation', 'Salesforce', 'Prospecting', 'Account management', 'Forecasting', 'Presentation skills', 'CRM'] },
  { names: ['business development manager', 'business development executive', 'business development'], skills: ['Lead generation', 'Prospecting', 'Negotiation', 'Pipeline management', 'CRM', 'Partnerships', 'Presentation skills', 'Market research'] },
  { names: ['accountant', 'finance manager', 'financial controller', 'finance director', 'management accountant'], skills: ['Financial reporting', 'Month-end close', 'Budgeting', 'Forecasting', 'IFRS', 'Excel', 'Reconciliations', 'Audit'] },
  { names: ['financial analyst', 'fp&a analyst', 'investment analyst'], skills: ['Financial modelling', 'Excel', 'Forecasting', 'Budgeting', 'Variance analysis', 'Power BI', 'SQL', 'Valuation'] },
  { names: ['nurse', 'staff nurse', 'charge nurse', 'ward sister', 'ward manager', 'registered nurse'], skills: ['Patient assessment', 'Medication administration', 'Care planning', 'Safeguarding', 'Infection control', 'Wound care', 'Clinical documentation', 'NMC registration'] },
  { names: ['teacher', 'primary school teacher', 'secondary school teacher', 'head of department', 'head of year', 'teaching assistant'], skills: ['Lesson planning', 'Behaviour management', 'Assessment', 'Safeguarding', 'Differentiation', 'SEND', 'Curriculum', 'Parent communication'] },
  { names: ['hr manager', 'hr advisor', 'hr business partner', 'human resources', 'people partner'], skills: ['Employee relations', 'Employment law', 'Recruitment', 'Performance management', 'HR policies', 'CIPD', 'Onboarding', 'HRIS'] },
  { names: ['recruiter', 'talent acquisition', 'recruitment consultant'], skills: ['Sourcing', 'Interviewing', 'Stakeholder management', 'ATS', 'LinkedIn Recruiter', 'Candidate experience', 'Negotiation', 'Employer branding'] },
  { names: ['customer service', 'customer support', 'customer success', 'call centre'], skills: ['Customer service', 'Complaint handling', 'CRM', 'Communication', 'Problem solving', 'Zendesk', 'Service level agreements', 'Upselling'] },
  { names: ['operations manager', 'operations coordinator', 'logistics manager', 'supply chain'], skills: ['Process improvement', 'Budget management', 'KPIs', 'Supply chain', 'Lean', 'Health and safety', 'Team leadership', 'Stakeholder management'] },
  { names: ['electrician', 'electrical engineer'], skills: ['18th Edition', 'Electrical installation', 'Testing and inspection', 'Fault finding', 'Health and safety', 'Wiring regulations', 'CSCS card', 'PAT testing'] },
  { names: ['mechanical engineer', 'design engineer', 'manufacturing engineer'], skills: ['CAD', 'SolidWorks', 'Finite element analysis', 'GD&T', 'Prototyping', 'Design for manufacture', 'Root cause analysis', 'Lean'] },
  { names: ['office administrator', 'administrator', 'administrative assistant', 'personal assistant', 'executive assistant', 'office manager'], skills: ['Microsoft Office', 'Diary management', 'Minute taking', 'Data entry', 'Customer service', 'Organisation', 'Excel', 'Record keeping'] },
  { names: ['lecturer', 'professor', 'research fellow', 'researcher', 'research associate'], skills: ['Research', 'Grant writing', 'Teaching', 'Publications', 'Supervision', 'Statistics', 'Public engagement', 'Peer review'] },
];

/** Lower case, '&' spelled as 'and' only where a name does, runs of space collapsed. */
const normalise = (role: string) => role.toLowerCase().replace(/[–—_/,()]/g, ' ').replace(/\s+/g, ' ').trim();

/** True when `name` appears in `role` as whole words. */
const namesRole = (role: string, name: string) => ` ${role} `.includes(` ${name} `);

/**
 * The skills a role usually asks for ('Lead Data Analyst – Payments' → the data analyst's), or [] when the
 * table does not know the role. The longest matching name wins, so 'frontend developer' beats 'developer'.
 */
export function skillsForRole(role: string): string[] {
  const asked = normalise(role);
  let best: { entry: RoleEntry; length: number } | undefined;
  for (const entry of ROLES) {
    for (const name of entry.names) {
      if (namesRole(asked, name) && name.length > (best?.length ?? 0)) best = { entry, length: name.length };
    }
  }
  return best ? [...best.entry.skills] : [];
}
