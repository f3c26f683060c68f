import { FirestoreError, invalidArgument } from './errors.ts';
import { deleteField, getField, parseFieldPath, setField } from './field-path.ts';
import type { StoredDocument } from './store.ts';
import { applyTransform, type FieldTransform } from './transforms.ts';
import { normalizeFields, sameInstant, type Value } from './values.ts';

/** One entry of `writes` in a commit or batchWrite request. */
export interface WriteRequest {
  update?: { name?: unknown; fields?: unknown };
  delete?: unknown;
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: FieldTransform[];
  currentDocument?: { exists?: boolean; updateTime?: string };
  transform?: unknown;
  verify?: unknown;
}

/** What Firestore reports per write. */
export interface WriteResultJson {
  updateTime?: string;
  transformResults?: Value[];
}

/** A write applied to one document: its state after (undefined when deleted) and the write result. */
export interface AppliedWrite {
  after: StoredDocument | undefined;
  result: WriteResultJson;
}

/** The full document name a write targets. */
export function writeTarget(write: WriteRequest): unknown {
  if (write.update !== undefined) return write.update.name;
  if (write.delete !== undefined) return write.delete;
  throw new FirestoreError('UNIMPLEMENTED', 'Only update and delete writes are supported by the local Firestore emulator.');
}

/**
 * Checks `currentDocument`, answering as Firestore does: NOT_FOUND for an update (or delete) of a missing
 * document that must exist, ALREADY_EXISTS for a create of an existing one, FAILED_PRECONDITION for a stale
 * version.
 */
export function checkPrecondition(write: WriteRequest, name: string, current: StoredDocument | undefined): void {
  const condition = write.currentDocument;
  if (!condition) return;
  if (condition.exists === true && !current) {
    throw new FirestoreError('NOT_FOUND', `No document to ${write.delete !== undefined ? 'delete' : 'update'}: ${name}`);
  }
  if (condition.exists === false && current) throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${name}`);
  if (condition.updateTime !== undefined && (!current || !sameInstant(current.updateTime, condition.updateTime))) {
    const stored = current ? current.updateTime : 'none';
    throw new FirestoreError(
      'FAILED_PRECONDITION',
      `the stored version (${stored}) does not match the required base version (${condition.updateTime})`,
    );
  }
}

/**
 * Applies a write's update (whole document, or the paths of `updateMask` for merges and updates: a path
 * named in the mask but absent from the fields is deleted) and then its transforms, in order.
 */
export function applyWrite(write: WriteRequest, current: StoredDocument | undefined, commitTime: string): AppliedWrite {
  if (write.delete !== undefined) return { after: undefined, result: {} };
  const given = normalizeFields(write.update?.fields ?? {});
  // firebase-admin's REST transport drops an empty list, sending `updateMask: {}` for "no paths".
  const mask = write.updateMask === undefined ? undefined : (write.updateMask.fieldPaths ?? []);
  let fields = structuredClone(current?.fields ?? {});
  if (mask === undefined) {
    fields = given;
  } else {
    for (const path of mask.map(parseFieldPath)) {
      const value = getField(given, path);
      if (value === undefined) deleteField(fields, path);
      else setField(fields, path, value);
    }
  }
  const transformResults: Value[] = [];
  for (const transform of write.updateTransforms ?? []) {
    if (typeof transform?.fieldPath !== 'string') throw invalidArgument('A transform needs a fieldPath.');
    const path = parseFieldPath(transform.fieldPath);
    const value = applyTransform(getField(fields, path), transform, commitTime);
    setField(fields, path, value);
    transformResults.push(value);
  }
  const after: StoredDocument = { fields, createTime: current?.createTime ?? commitTime, updateTime: commitTime };
  const result: WriteResultJson = { updateTime: commitTime };
  if (transformResults.length > 0) result.transformResults = transformResults;
  return { after, result };
}
