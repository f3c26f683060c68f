import { invalidArgument } from './errors.ts';

/**
 * Resource names. Requests name documents in full (`projects/p/databases/(default)/documents/users/u1`);
 * the store keys them by the part after `documents/` (`users/u1`).
 */
export interface Names {
  /** `projects/{projectId}/databases/(default)/documents` */
  readonly root: string;
  /** Full name of a stored path ('' is the root itself). */
  full(path: string): string;
  /** Path of a full document name, checked to name a document of this database. */
  documentPath(name: unknown): string;
  /** Path of a full parent name (the root or a document), as runQuery and listCollectionIds take it. */
  parentPath(name: string): string;
}

export const DEFAULT_DATABASE = '(default)';

export function createNames(projectId: string): Names {
  const root = `projects/${projectId}/databases/${DEFAULT_DATABASE}/documents`;
  const relative = (name: string): string | undefined => {
    if (name === root) return '';
    return name.startsWith(`${root}/`) ? name.slice(root.length + 1) : undefined;
  };
  return {
    root,
    full: (path) => (path === '' ? root : `${root}/${path}`),
    documentPath(name) {
      const path = typeof name === 'string' ? relative(name) : undefined;
      if (path === undefined || !isDocumentPath(path)) throw invalidArgument(`Invalid document name: ${String(name)}`);
      return path;
    },
    parentPath(name) {
      const path = relative(name);
      if (path === undefined || (path !== '' && !isDocumentPath(path))) throw invalidArgument(`Invalid parent: ${name}`);
      return path;
    },
  };
}

/** A document path has an even, non-zero number of non-empty segments: collection/doc[/collection/doc...]. */
export function isDocumentPath(path: string): boolean {
  const segments = path.split('/');
  return path !== '' && segments.length % 2 === 0 && segments.every((segment) => segment !== '');
}
