/**
 * storage.rules has no offline runtime here (firebase-tools downloads one), so the local Storage emulation
 * mirrors it in code (src/server/emulators/storage/rules.ts). This test reads storage.rules, takes every
 * allow statement apart into its conditions, and checks each one against the mirror: the mirror allows a
 * request that meets them all and refuses one that breaks just that condition. A condition added to,
 * changed in or removed from either side without the other fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ACCEPTED_MIME_TYPES, MAX_UPLOAD_BYTES } from '../../../src/lib/constants.ts';
import { isAllowed, type RulesRequest, type StorageOperation } from '../../../src/server/emulators/storage/rules.ts';

const source = readFileSync('storage.rules', 'utf8')
  .replace(/\/\/.*$/gm, '')
  .replace(/\s+/g, ' ');

/** isOwner()'s body, as the rules define it. */
const ownerBody = /function isOwner\(\) \{ return (.*?); \}/.exec(source)?.[1];

/** The allow statements of the cv-uploads match: methods and the conditions joined by &&. */
const cvBlock = source.slice(source.indexOf('match /cv-uploads/{uid}/{fileName}'), source.indexOf('match /{allPaths=**}'));
const statements = [...cvBlock.matchAll(/allow ([a-z, ]+): if (.*?);/g)].map((m) => ({
  methods: m[1]!.split(', ') as StorageOperation[],
  conditions: m[2]!.split(' && ').map((c) => c.replace(/in \[.*\]/, 'in [types]')),
}));

const uid = 'u1';
const path = `cv-uploads/${uid}/1700000000000-cv.pdf`;
const upload = { size: 1_000, contentType: 'application/pdf' };
const stored = { size: 1_000, contentType: 'application/pdf' };

/** For each condition in the file: a request of the mirror that breaks only that condition. */
const breaks: Record<string, (request: RulesRequest) => RulesRequest> = {
  'request.auth != null': (r) => ({ ...r, auth: null }),
  'request.auth.uid == uid': (r) => ({ ...r, auth: { uid: 'someone-else' } }),
  'resource == null': (r) => ({ ...r, resource: stored }),
  'request.resource.size > 0': (r) => ({ ...r, incoming: { ...upload, size: 0 } }),
  [`request.resource.size <= ${MAX_UPLOAD_BYTES}`]: (r) => ({ ...r, incoming: { ...upload, size: MAX_UPLOAD_BYTES + 1 } }),
  'request.resource.contentType in [types]': (r) => ({ ...r, incoming: { ...upload, contentType: 'image/png' } }),
};

/** A request of `operation` that meets every condition the file sets for it. */
const valid = (operation: StorageOperation): RulesRequest => ({
  operation,
  path,
  auth: { uid },
  resource: operation === 'create' ? null : stored,
  ...(operation === 'create' || operation === 'update' ? { incoming: upload } : {}),
});

/** Conditions with isOwner() replaced by its body. */
const expand = (conditions: string[]) => conditions.flatMap((c) => (c === 'isOwner()' ? ownerBody!.split(' && ') : [c]));

describe('storage.rules and its mirror, condition by condition', () => {
  test('the file is read as expected: isOwner(), and allow statements for every method', () => {
    expect(ownerBody).toBe('request.auth != null && request.auth.uid == uid');
    expect(statements.flatMap((s) => s.methods).sort()).toEqual(['create', 'delete', 'get', 'list', 'update']);
    expect(source).toContain(`request.resource.size <= ${MAX_UPLOAD_BYTES}`);
    const types = /contentType in \[(.*?)\]/.exec(source)![1]!;
    expect([...types.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...ACCEPTED_MIME_TYPES]);
  });

  test('every condition in the file has a counterpart in the mirror (this test knows how to break it)', () => {
    const conditions = new Set(statements.flatMap((s) => expand(s.conditions)).filter((c) => c !== 'false'));
    expect([...conditions].sort()).toEqual(Object.keys(breaks).sort());
  });

  for (const { methods, conditions } of statements) {
    for (const method of methods) {
      if (conditions.join() === 'false') {
        test(`allow ${method}: if false — the mirror refuses it even to the owner`, () => {
          expect(isAllowed(valid(method))).toBe(false);
        });
        continue;
      }
      test(`allow ${method}: if ${conditions.join(' && ')} — the mirror allows it, and refuses it when any one condition fails`, () => {
        expect(isAllowed(valid(method))).toBe(true);
        for (const condition of expand(conditions)) expect(isAllowed(breaks[condition]!(valid(method))), condition).toBe(false);
      });
    }
  }

  test('match /{allPaths=**}: if false — the mirror refuses every other path, to the owner too', () => {
    for (const operation of ['get', 'list', 'create', 'update', 'delete'] as const) {
      expect(isAllowed({ ...valid(operation), path: `other/${uid}/file.pdf` })).toBe(false);
      expect(isAllowed({ ...valid(operation), path: `cv-uploads/${uid}/nested/file.pdf` })).toBe(false);
    }
  });
});
