import { z } from 'zod';

/**
 * The Parsed CV (SPEC.md §3), as returned by POST /parse and edited in the editor.
 * Shared by client and server, so this module uses no Node APIs.
 * Absent values are "" or [], never null. Dates are 'MMM YYYY' (e.g. 'Jan 2020') or 'YYYY'.
 */

const text = z.string().default('');
const list = <T extends z.ZodType>(item: T) => z.array(item).default([]);

/** A place as printed on the CV. */
export const cvLocationSchema = z.object({
  /** City or town, e.g. 'Nottingham'. */
  city: text,
  /** Country as written, e.g. 'UK' or 'United Kingdom'. */
  country: text,
});

/** A labelled web address. */
export const cvLinkSchema = z.object({
  /** The label printed on the CV ('LinkedIn', 'GitHub', 'Portfolio', 'Website' ...). */
  title: text,
  /** The address as printed. */
  url: text,
});

/** One job in the career history. */
export const cvRoleSchema = z.object({
  /** Employer. */
  company: text,
  /** Job title. */
  title: text,
  /** 'MMM YYYY' or 'YYYY'. */
  start: text,
  /** 'MMM YYYY' or 'YYYY'; '' while the role is ongoing. */
  end: text,
  /** True for an ongoing role (then `end` is ''). */
  current: z.boolean().default(false),
  /** Free-text description of the role. */
  summary: text,
  /** Bullet points, in CV order. */
  highlights: list(z.string()),
});

/** A one-line entry of an 'Earlier Career' list. */
export const cvEarlierRoleSchema = z.object({
  /** Job title. */
  title: text,
  /** Employer. */
  company: text,
  /** 'MMM YYYY' or 'YYYY'. */
  start: text,
  /** 'MMM YYYY' or 'YYYY'. */
  end: text,
});

/** One degree or diploma earned at an institution. */
export const cvQualificationSchema = z.object({
  /** The award, e.g. 'BSc (Hons)', 'M.S.', 'Bachelor of Science'. */
  qualification: text,
  /** The subject, e.g. 'Computer Science'. */
  course: text,
  /** 'MMM YYYY' or 'YYYY'. */
  start: text,
  /** 'MMM YYYY' or 'YYYY'. */
  end: text,
  /** Classification or score as printed, e.g. 'First', 'GPA 3.9/4.0'. */
  grade: text,
});

/** A school, college or university with what was earned there. */
export const cvEducationSchema = z.object({
  /** Institution name. */
  institution: text,
  /** Where it is. */
  location: cvLocationSchema.default({ city: '', country: '' }),
  /** Degrees earned there (two degrees at one place are two items). */
  qualifications: list(cvQualificationSchema),
});

/** A spoken language. */
export const cvLanguageSchema = z.object({
  /** Language name, e.g. 'French'. */
  name: text,
  /** Level as printed, e.g. 'Native', 'C1', 'Conversational'. */
  level: text,
});

/** A professional certificate or licence. */
export const cvCertificationSchema = z.object({
  /** Certificate name. */
  name: text,
  /** Awarding body. */
  issuer: text,
  /** 'MMM YYYY' or 'YYYY'. */
  date: text,
});

/** A professional body membership. */
export const cvMembershipSchema = z.object({
  /** The professional body. */
  institution: text,
  /** Membership grade, e.g. 'Chartered Member (MCIPD)'. */
  name: text,
});

/** A publication, talk or similar work. */
export const cvPublicationSchema = z.object({
  /** Title. */
  title: text,
  /** Kind, e.g. 'Article', 'Conference Paper', 'Book'. */
  pub_type: text,
  /** 'MMM YYYY' or 'YYYY'. */
  date: text,
});

/** The whole Parsed CV. */
export const parsedCvSchema = z.object({
  /** Given name. */
  first_name: text,
  /** Family name (all words after the first name). */
  surname: text,
  /** E-mail address. */
  email: text,
  /** Phone number as written. */
  phone: text,
  /** One-line professional title under the name. */
  headline: text,
  /** Where the candidate lives. */
  location: cvLocationSchema.default({ city: '', country: '' }),
  /** Web profiles and sites. */
  links: list(cvLinkSchema),
  /** The profile / summary paragraph. */
  profile_statement: text,
  /** Skills, one name each. */
  skills: list(z.object({ /** Skill name. */ name: text })),
  /** Key achievements, one sentence each. */
  achievements: list(z.string()),
  /** Career history, most recent first (CV order). */
  roles: list(cvRoleSchema),
  /** One-line earlier roles. */
  earlier_career: list(cvEarlierRoleSchema),
  /** Education, CV order. */
  education: list(cvEducationSchema),
  /** Languages with levels. */
  languages: list(cvLanguageSchema),
  /** Certificates and licences. */
  certifications: list(cvCertificationSchema),
  /** Professional memberships. */
  professional_memberships: list(cvMembershipSchema),
  /** Publications and talks. */
  publications: list(cvPublicationSchema),
  /** Other details: driving licence, right to work, interests ... */
  add_details: list(z.string()),
});

export type ParsedCv = z.infer<typeof parsedCvSchema>;
export type CvRole = z.infer<typeof cvRoleSchema>;
export type CvEarlierRole = z.infer<typeof cvEarlierRoleSchema>;
export type CvEducation = z.infer<typeof cvEducationSchema>;
export type CvQualification = z.infer<typeof cvQualificationSchema>;
export type CvLanguage = z.infer<typeof cvLanguageSchema>;
export type CvCertification = z.infer<typeof cvCertificationSchema>;
export type CvMembership = z.infer<typeof cvMembershipSchema>;
export type CvPublication = z.infer<typeof cvPublicationSchema>;
export type CvLink = z.infer<typeof cvLinkSchema>;
export type CvLocation = z.infer<typeof cvLocationSchema>;

/**
 * What parsing answers: the CV plus the lines of text the structurer could not place anywhere, so that
 * nothing is silently lost. `unplaced` lives beside the data, not inside the Parsed CV.
 */
export const parseResultSchema = z.object({
  data: parsedCvSchema,
  /** Source lines that no field took, in document order. */
  unplaced: z.array(z.string()).default([]),
});

export type ParseResult = z.infer<typeof parseResultSchema>;

/** An empty Parsed CV: every field present, every value empty. */
export function emptyParsedCv(): ParsedCv {
  return parsedCvSchema.parse({});
}
