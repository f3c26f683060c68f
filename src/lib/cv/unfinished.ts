import { NEW_ROLE_COMPANY, NEW_ROLE_TITLE } from './edit.ts';

/**
 * Roles that still carry the words 'Add role' put in (SPEC.md §4's default title 'New Position' and company
 * 'New Company'). Exporting asks about them first: an employer should never read 'New Position at New Company'
 * because the user did not notice it was left there.
 */

/** A role that still says 'New Position' or 'New Company', by its 1-based place in the career history. */
export interface UnfinishedRole {
  id: string;
  /** 1-based, as the role form names it ('Role 3'). */
  number: number;
  title: string;
  company: string;
}

/** The roles of `cv` whose title or company is still the default one (compared trimmed, as the CV stores it). */
export function unfinishedRoles(cv: { roles: readonly { id: string; title: string; company: string }[] }): UnfinishedRole[] {
  return cv.roles.flatMap((role, index) =>
    role.title.trim() === NEW_ROLE_TITLE || role.company.trim() === NEW_ROLE_COMPANY
      ? [{ id: role.id, number: index + 1, title: role.title, company: role.company }]
      : [],
  );
}
