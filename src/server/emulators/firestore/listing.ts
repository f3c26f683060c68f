import { authorize } from './access.ts';
import type { Caller } from './auth-token.ts';
import { toDocumentJson } from './document-json.ts';
import { invalidArgument } from './errors.ts';
import { parseFieldPath } from './field-path.ts';
import type { EmulatorState } from './state.ts';
import { compareNames } from './value-order.ts';

/** One page of a sorted list; the page token is the last item returned. */
function page<T>(items: T[], keyOf: (item: T) => string, pageSize: unknown, pageToken: unknown) {
  const after = typeof pageToken === 'string' && pageToken !== '' ? Buffer.from(pageToken, 'base64url').toString('utf8') : undefined;
  const rest = after === undefined ? items : items.filter((item) => compareNames(keyOf(item), after) > 0);
  const size = Number(pageSize ?? 0);
  if (!Number.isInteger(size) || size < 0) throw invalidArgument('Invalid page size.');
  if (size === 0 || rest.length <= size) return { items: rest };
  const pageItems = rest.slice(0, size);
  return { items: pageItems, nextPageToken: Buffer.from(keyOf(pageItems[size - 1]!)).toString('base64url') };
}

/**
 * GET …/documents/{collection path}: firebase-admin's listDocuments(). With `showMissing=true`, documents
 * that do not exist but have subcollections are listed too (by name only), as Firestore does.
 */
export function listDocuments(state: EmulatorState, caller: Caller, collectionPath: string, params: URLSearchParams) {
  authorize(caller, { method: 'list', path: collectionPath, time: state.clock() });
  const prefix = `${collectionPath}/`;
  const found = new Map<string, boolean>();
  for (const [path] of state.store.all()) {
    if (!path.startsWith(prefix)) continue;
    const id = path.slice(prefix.length).split('/')[0]!;
    const documentPath = `${prefix}${id}`;
    if (documentPath === path) found.set(documentPath, true);
    else if (!found.has(documentPath)) found.set(documentPath, false);
  }
  const showMissing = params.get('showMissing') === 'true';
  const paths = [...found].filter(([, exists]) => exists || showMissing).map(([path]) => path).sort(compareNames);
  const mask = params.getAll('mask.fieldPaths').map(parseFieldPath);
  const { items, nextPageToken } = page(paths, (path) => path, params.get('pageSize') ?? undefined, params.get('pageToken'));
  const documents = items.map((path) => {
    const document = state.store.get(path);
    return document ? toDocumentJson(state.names, path, document, mask.length ? mask : undefined) : { name: state.names.full(path) };
  });
  return nextPageToken ? { documents, nextPageToken } : { documents };
}
