import { authorize } from './access.ts';
import type { Caller } from './auth-token.ts';
import { FirestoreError, invalidArgument } from './errors.ts';
import type { EmulatorState } from './state.ts';
import type { StoredDocument } from './store.ts';
import { documentSize, MAX_DOCUMENT_BYTES } from './value-size.ts';
import { applyWrite, checkPrecondition, writeTarget, type WriteRequest, type WriteResultJson } from './write.ts';

type Changes = Map<string, StoredDocument | undefined>;

/**
 * POST …/documents:commit. All writes apply together or none does; they share one commit time, which is
 * also `request.time` for the rules. With `transaction`, the transaction ends here (ABORTED when a
 * document it read changed meanwhile).
 */
export function commit(state: EmulatorState, caller: Caller, body: { writes?: unknown; transaction?: unknown }) {
  const writes = writeList(body.writes);
  if (body.transaction !== undefined) state.transactions.finish(String(body.transaction), state.store);
  const commitTime = state.clock();
  const changes: Changes = new Map();
  const writeResults = writes.map((write) => applyOne(state, caller, write, changes, commitTime));
  state.store.apply(changes);
  return { writeResults, commitTime };
}

/**
 * POST …/documents:batchWrite (firebase-admin's BulkWriter and recursiveDelete). Each write applies on its
 * own; a failed one reports its status and does not stop the others.
 */
export function batchWrite(state: EmulatorState, caller: Caller, body: { writes?: unknown }) {
  const commitTime = state.clock();
  const writeResults: WriteResultJson[] = [];
  const status: Array<{ code?: number; message?: string }> = [];
  for (const write of writeList(body.writes)) {
    const changes: Changes = new Map();
    try {
      writeResults.push(applyOne(state, caller, write, changes, commitTime));
      status.push({});
      state.store.apply(changes);
    } catch (error) {
      if (!(error instanceof FirestoreError)) throw error;
      writeResults.push({});
      status.push({ code: error.grpcCode, message: error.message });
    }
  }
  return { writeResults, status };
}

/** POST …/documents:beginTransaction */
export function beginTransaction(state: EmulatorState) {
  return { transaction: state.transactions.begin() };
}

/** POST …/documents:rollback */
export function rollback(state: EmulatorState, body: { transaction?: unknown }) {
  state.transactions.rollback(String(body.transaction));
  return {};
}

function writeList(writes: unknown): WriteRequest[] {
  if (writes === undefined) return [];
  if (!Array.isArray(writes) || !writes.every((write) => write !== null && typeof write === 'object')) throw invalidArgument('Invalid writes.');
  return writes as WriteRequest[];
}

function applyOne(state: EmulatorState, caller: Caller, write: WriteRequest, changes: Changes, commitTime: string): WriteResultJson {
  const name = writeTarget(write);
  const path = state.names.documentPath(name);
  const current = changes.has(path) ? changes.get(path) : state.store.get(path);
  try {
    checkPrecondition(write, String(name), current);
  } catch (error) {
    // An update of a missing document is judged by the update rule with no resource, as Firestore does;
    // any other refused precondition ("already exists", a delete's "not found") only for those who may read.
    if (write.delete === undefined && write.currentDocument?.exists === true) {
      authorize(caller, { method: 'update', path, time: commitTime, data: applyWrite(write, undefined, commitTime).after?.fields });
    } else authorize(caller, { method: 'get', path, time: commitTime, resource: current?.fields });
    throw error;
  }
  const { after, result } = applyWrite(write, current, commitTime);
  const method = write.delete !== undefined ? 'delete' : current ? 'update' : 'create';
  authorize(caller, { method, path, time: commitTime, resource: current?.fields, data: after?.fields });
  if (after) {
    const size = documentSize(path, after.fields);
    if (size > MAX_DOCUMENT_BYTES) {
      throw invalidArgument(`Document cannot be written because its size (${size} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES} bytes.`);
    }
  }
  changes.set(path, after);
  return result;
}
