import { authorize } from './access.ts';
import type { Caller } from './auth-token.ts';
import { toDocumentJson } from './document-json.ts';
import { FirestoreError, invalidArgument, permissionDenied } from './errors.ts';
import { parseFieldPath } from './field-path.ts';
import { runStructuredQuery, selectedPaths, type StructuredQuery } from './query.ts';
import type { EmulatorState } from './state.ts';

export interface ReadOptions {
  transaction?: unknown;
  newTransaction?: unknown;
}

/** The transaction a read belongs to: an existing one, a new one (returned to the caller), or none. */
function transactionOf(state: EmulatorState, options: ReadOptions): { id?: string; started?: string } {
  if (options.newTransaction !== undefined) {
    const id = state.transactions.begin();
    return { id, started: id };
  }
  return options.transaction === undefined ? {} : { id: String(options.transaction) };
}

/**
 * POST …/documents:batchGet. Answers one entry per document (`found` or `missing`), like Firestore's
 * stream; a transaction begun here (`newTransaction`) is announced on the first entry.
 */
export function batchGet(state: EmulatorState, caller: Caller, body: ReadOptions & { documents?: unknown; mask?: { fieldPaths?: string[] } }) {
  if (!Array.isArray(body.documents)) throw invalidArgument('batchGet needs documents.');
  const readTime = state.clock();
  const paths = body.documents.map((name) => state.names.documentPath(name));
  for (const path of paths) authorize(caller, { method: 'get', path, time: readTime, resource: state.store.get(path)?.fields });
  const transaction = transactionOf(state, body);
  const mask = body.mask?.fieldPaths?.map(parseFieldPath);
  const entries: Array<Record<string, unknown>> = paths.map((path) => {
    const document = state.store.get(path);
    if (transaction.id) state.transactions.noteRead(transaction.id, path, document?.updateTime);
    return document ? { found: toDocumentJson(state.names, path, document, mask), readTime } : { missing: state.names.full(path), readTime };
  });
  return announce(entries, transaction.started, readTime);
}

/**
 * The documents a query returns to the caller. Clients may only list a collection the rules let them list
 * (their own saved CVs); collection-group queries are for the admin.
 */
export function queryDocuments(state: EmulatorState, caller: Caller, parentName: string, query: StructuredQuery, readTime: string) {
  const parentPath = state.names.parentPath(parentName);
  if (caller.kind !== 'admin') {
    const from = query.from ?? [];
    if (from.length !== 1 || from[0]!.allDescendants || !from[0]!.collectionId) throw permissionDenied();
    authorize(caller, { method: 'list', path: parentPath ? `${parentPath}/${from[0]!.collectionId}` : from[0]!.collectionId, time: readTime });
  }
  return runStructuredQuery(state.store, parentPath, query, state.names.full);
}

/** POST …/documents[/{document}]:runQuery. Answers a stream of `{document, readTime}` (just `{readTime}` when empty). */
export function runQuery(state: EmulatorState, caller: Caller, parentName: string, body: ReadOptions & { structuredQuery?: StructuredQuery }) {
  const query = body.structuredQuery;
  if (!query) throw new FirestoreError('UNIMPLEMENTED', 'Only structured queries are supported by the local Firestore emulator.');
  const readTime = state.clock();
  const rows = queryDocuments(state, caller, parentName, query, readTime);
  const transaction = transactionOf(state, body);
  const mask = selectedPaths(query);
  const entries: Array<Record<string, unknown>> = rows.map(([path, document]) => {
    if (transaction.id) state.transactions.noteRead(transaction.id, path, document.updateTime);
    return { document: toDocumentJson(state.names, path, document, mask), readTime };
  });
  return announce(entries, transaction.started, readTime);
}

function announce(entries: Array<Record<string, unknown>>, transaction: string | undefined, readTime: string) {
  if (entries.length === 0) entries.push({ readTime });
  if (transaction) entries[0]!.transaction = transaction;
  return entries;
}

/** GET …/documents/{document path}: one document, or NOT_FOUND. */
export function getDocument(state: EmulatorState, caller: Caller, path: string, params: URLSearchParams) {
  const document = state.store.get(path);
  authorize(caller, { method: 'get', path, time: state.clock(), resource: document?.fields });
  if (!document) throw new FirestoreError('NOT_FOUND', `Document "${state.names.full(path)}" not found.`);
  const mask = params.getAll('mask.fieldPaths');
  return toDocumentJson(state.names, path, document, mask.length ? mask.map(parseFieldPath) : undefined);
}
