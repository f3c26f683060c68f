import { z } from 'zod';
import { CV_FIELD_KINDS, CV_FIELD_MAX_CHARS, CV_LIST_MAX_ITEMS, CV_MAX_TEXT_CHARS, textChars, type CvFieldKind, type CvListName } from './limits.ts';
import { cvTooLongIssue } from './too-long.ts';

/**
 * The Parsed CV (SPEC.md §3), as returned by POST /parse and edited in the editor.
 * Shared by client and server, so this module uses no Node APIs.
 * Absent values are "" or [], never null. Dates are 'MMM YYYY' (e.g. 'Jan 2020') or 'YYYY'.
 */

const K = CV_FIELD_KINDS;
const L = CV_LIST_MAX_ITEMS;

/**
 * The CV's schemas, built once with the caps of limits.ts (`capped`) and once without. The capped ones are the
 * contract wherever a CV comes in (API requests, parse answers, imports); the uncapped ones read back copies the
 * user already has (local and cloud drafts, the session), so a CV saved before the caps, or over one, is kept as
 * is: the editor shows what is over, and the API refuses it with a message until it is shortened.
 */
function cvSchemas(capped: boolean) {
  const text = (kind: CvFieldKind) => (capped ? z.string().max(CV_FIELD_MAX_CHARS[kind]) : z.string()).default('');
  const list = <T extends z.ZodType>(item: T, name: CvListName) => (capped ? z.array(item).max(L[name]) : z.array(item)).default([]);

  /** A place as printed on the CV. */
  const location = z.object({
    /** City or town, e.g. 'Nottingham'. */
    city: text(K.location.city),
    /** Country as written, e.g. 'UK' or 'United Kingdom'. */
    country: text(K.location.country),
  });

  /** A labelled web address. */
  const link = z.object({
    /** The label printed on the CV ('LinkedIn', 'GitHub', 'Portfolio', 'Website' ...). */
    title: text(K.link.title),
    /** The address as printed. */
    url: text(K.link.url),
  });

  /** One job in the career history. */
  const role = z.object({
    /** Employer. */
    company: text(K.role.company),
    /** Job title. */
    title: text(K.role.title),
    /** 'MMM YYYY' or 'YYYY'. */
    start: text(K.role.start),
    /** 'MMM YYYY' or 'YYYY'; '' while the role is ongoing. */
    end: text(K.role.end),
    /** True for an ongoing role (then `end` is ''). */
    current: z.boolean().default(false),
    /** Free-text description of the role. */
    summary: text(K.role.summary),
    /** Bullet points, in CV order. */
    highlights: list(text(K.role.highlight), 'highlights'),
  });

  /** A one-line entry of an 'Earlier Career' list. */
  const earlierRole = z.object({
    /** Job title. */
    title: text(K.earlier_role.title),
    /** Employer. */
    company: text(K.earlier_role.company),
    /** 'MMM YYYY' or 'YYYY'. */
    start: text(K.earlier_role.start),
    /** 'MMM YYYY' or 'YYYY'. */
    end: text(K.earlier_role.end),
  });

  /** One degree or diploma earned at an institution. */
  const qualification = z.object({
    /** The award, e.g. 'BSc (Hons)', 'M.S.', 'Bachelor of Science'. */
    qualification: text(K.qualification.qualification),
    /** The subject, e.g. 'Computer Science'. */
    course: text(K.qualification.course),
    /** 'MMM YYYY' or 'YYYY'. */
    start: text(K.qualification.start),
    /** 'MMM YYYY' or 'YYYY'. */
    end: text(K.qualification.end),
    /** Classification or score as printed, e.g. 'First', 'GPA 3.9/4.0'. */
    grade: text(K.qualification.grade),
  });

  /** A school, college or university with what was earned there. */
  const education = z.object({
    /** Institution name. */
    institution: text(K.education.institution),
    /** Where it is. */
    location: location.default({ city: '', country: '' }),
    /** Degrees earned there (two degrees at one place are two items). */
    qualifications: list(qualification, 'qualifications'),
  });

  /** A spoken language. */
  const language = z.object({
    /** Language name, e.g. 'French'. */
    name: text(K.language.name),
    /** Level as printed, e.g. 'Native', 'C1', 'Conversational'. */
    level: text(K.language.level),
  });

  /** A professional certificate or licence. */
  const certification = z.object({
    /** Certificate name. */
    name: text(K.certification.name),
    /** Awarding body. */
    issuer: text(K.certification.issuer),
    /** 'MMM YYYY' or 'YYYY'. */
    date: text(K.certification.date),
  });

  /** A professional body membership. */
  const membership = z.object({
    /** The professional body. */
    institution: text(K.membership.institution),
    /** Membership grade, e.g. 'Chartered Member (MCIPD)'. */
    name: text(K.membership.name),
  });

  /** A publication, talk or similar work. */
  const publication = z.object({
    /** Title. */
    title: text(K.publication.title),
    /** Kind, e.g. 'Article', 'Conference Paper', 'Book'. */
    pub_type: text(K.publication.pub_type),
    /** 'MMM YYYY' or 'YYYY'. */
    date: text(K.publication.date),
  });

  /** The whole Parsed CV. */
  const cv = z.object({
    /** Given name. */
    first_name: text(K.cv.first_name),
    /** Family name (all words after the first name). */
    surname: text(K.cv.surname),
    /** E-mail address. */
    email: text(K.cv.email),
    /** Phone number as written. */
    phone: text(K.cv.phone),
    /** One-line professional title under the name. */
    headline: text(K.cv.headline),
    /** Where the candidate lives. */
    location: location.default({ city: '', country: '' }),
    /** Web profiles and sites. */
    links: list(link, 'links'),
    /** The profile / summary paragraph. */
    profile_statement: text(K.cv.profile_statement),
    /** Skills, one name each. */
    skills: list(z.object({ /** Skill name. */ name: text(K.skill.name) }), 'skills'),
    /** Key achievements, one sentence each. */
    achievements: list(text(K.achievement), 'achievements'),
    /** Career history, most recent first (CV order). */
    roles: list(role, 'roles'),
    /** One-line earlier roles. */
    earlier_career: list(earlierRole, 'earlier_career'),
    /** Education, CV order. */
    education: list(education, 'education'),
    /** Languages with levels. */
    languages: list(language, 'languages'),
    /** Certificates and licences. */
    certifications: list(certification, 'certifications'),
    /** Professional memberships. */
    professional_memberships: list(membership, 'professional_memberships'),
    /** Publications and talks. */
    publications: list(publication, 'publications'),
    /** Other details: driving licence, right to work, interests ... */
    add_details: list(text(K.add_detail), 'add_details'),
  });

  const whole = capped
    ? cv.superRefine((value, context) => {
        if (textChars(value) > CV_MAX_TEXT_CHARS) context.addIssue(cvTooLongIssue(value));
      })
    : cv;
  return { location, link, role, earlierRole, qualification, education, language, certification, membership, publication, cv: whole };
}

const capped = cvSchemas(true);

export const cvLocationSchema = capped.location;
export const cvLinkSchema = capped.link;
export const cvRoleSchema = capped.role;
export const cvEarlierRoleSchema = capped.earlierRole;
export const cvQualificationSchema = capped.qualification;
export const cvEducationSchema = capped.education;
export const cvLanguageSchema = capped.language;
export const cvCertificationSchema = capped.certification;
export const cvMembershipSchema = capped.membership;
export const cvPublicationSchema = capped.publication;

/** The Parsed CV within every cap of limits.ts: what the API accepts and answers, and what an import must meet. */
export const parsedCvSchema = capped.cv;

/**
 * The same shape without the caps, for copies the user already has (drafts, the session): they load as they were
 * saved, caps or not. Never for anything that reaches the server's model or scorer.
 */
export const storedCvSchema = cvSchemas(false).cv;

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
