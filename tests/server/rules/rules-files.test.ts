import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ACCEPTED_MIME_TYPES, MAX_UPLOAD_BYTES } from '../../../src/lib/constants.ts';
import { SAVED_CV_LIMITS } from '../../../src/lib/cv/document.ts';
import { parsedCvSchema } from '../../../src/lib/cv/schema.ts';
import {
  CV_DOCUMENT_KEYS,
  CV_LIST_KEYS,
  CV_LOCATION_KEYS,
  CV_TEXT_KEYS,
  MAX_PROFILE_STRING_CHARS,
  PROFILE_KEYS,
  SAVED_CV_KEYS,
  SAVED_SCORE_FEEDBACK_ITEMS,
  SAVED_SCORE_KEYS,
  SCORE_FEEDBACK_KEYS,
  SCORE_RESULT_KEYS,
} from '../../../src/server/emulators/firestore/rules.ts';
import { savedScoreSchema, VERSION_PATTERN } from '../../../src/lib/scoring/saved-score.ts';
import { SCORE_ASSESSMENT_MAX_CHARS, SCORE_KEYS, scoreResultSchema } from '../../../src/lib/scoring/schema.ts';
import { cvDocumentSchema } from '../../../src/lib/cv/document.ts';

/*
 * The rules files' structure, and the numbers and lists they share with the code that mirrors them
 * (src/server/emulators/{storage,firestore}/rules.ts). What the rules allow is tested by executing them:
 * firestore.rules on the official emulator (firestore-rules.test.ts, and the contract tests against both it
 * and our emulation); storage.rules, which has no offline runtime, condition by condition against its mirror
 * (storage-rules-mirror.test.ts).
 */
const read = (file: string) => readFileSync(file, 'utf8');
const storage = read('storage.rules');
const firestore = read('firestore.rules');

/** The rules source without comments and string contents, for structural checks. */
function code(source: string): string {
  return source.replace(/\/\/.*$/gm, '').replace(/'(?:[^'\\\n]|\\.)*'/g, "''");
}

/** The `allow` statements, whitespace collapsed. */
function allows(source: string): string[] {
  return [...code(source).matchAll(/\ballow\b[^;]*;/g)].map((m) => m[0].replace(/\s+/g, ' '));
}

describe.each([
  ['storage.rules', storage, 'firebase.storage', 'src/server/emulators/storage/rules.ts'],
  ['firestore.rules', firestore, 'cloud.firestore', 'src/server/emulators/firestore/rules.ts'],
])('%s', (file, source, service, mirror) => {
  test('is referenced by firebase.json', () => {
    const config = JSON.parse(read('firebase.json'));
    expect([config.storage?.rules, config.firestore?.rules]).toContain(file);
  });

  test("starts with rules_version = '2' and declares its service", () => {
    expect(source.trimStart().startsWith("rules_version = '2';")).toBe(true);
    expect(code(source)).toMatch(new RegExp(`\\bservice ${service.replace('.', '\\.')} \\{`));
  });

  test('points at the code that mirrors it, which exists', () => {
    expect(source.split('\n').slice(0, 6).join('\n')).toContain(mirror);
    expect(existsSync(mirror)).toBe(true);
  });

  test('has balanced braces, brackets and parentheses', () => {
    const pairs: Record<string, string> = { '}': '{', ']': '[', ')': '(' };
    const stack: string[] = [];
    for (const char of code(source)) {
      if ('{[('.includes(char)) stack.push(char);
      else if (char in pairs) expect(stack.pop(), `unbalanced ${char}`).toBe(pairs[char]);
    }
    expect(stack).toEqual([]);
  });

  test('every allow names real methods and has a condition', () => {
    const statements = allows(source);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement).toMatch(/^allow (?:(?:read|write|get|list|create|update|delete)(?:, )?)+: if .+;$/);
    }
  });

  test('ends with a deny-all catch-all', () => {
    expect(code(source)).toMatch(/match \/\{\w+=\*\*\} \{\s*allow read, write: if false;\s*\}/);
  });
});

describe('storage.rules', () => {
  test('guards cv-uploads/{uid}/{fileName} inside the bucket match', () => {
    const source = code(storage);
    expect(source).toContain('match /b/{bucket}/o {');
    expect(source.indexOf('match /cv-uploads/{uid}/{fileName} {')).toBeGreaterThan(source.indexOf('match /b/{bucket}/o {'));
    expect(storage).toContain('request.auth.uid == uid');
  });

  test('uploads: owner only, no overwrite, 1 byte to the 10 MB limit, the four CV types', () => {
    const create = allows(storage).find((s) => s.startsWith('allow create'))!;
    expect(create).toContain('isOwner()');
    expect(create).toContain('resource == null');
    expect(create).toContain('request.resource.size > 0');
    expect(create).toContain(`request.resource.size <= ${MAX_UPLOAD_BYTES}`);
    const types = storage.slice(storage.indexOf('request.resource.contentType in ['));
    const listed = [...types.slice(0, types.indexOf(']')).matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(listed).toEqual([...ACCEPTED_MIME_TYPES]);
  });

  test('reads and deletes are the owner\'s; list and update are nobody\'s', () => {
    expect(allows(storage)).toEqual(
      expect.arrayContaining(['allow get: if isOwner();', 'allow delete: if isOwner();', 'allow list, update: if false;']),
    );
    expect(allows(storage).filter((s) => /\bif true\b/.test(s))).toEqual([]);
  });
});

describe('firestore.rules', () => {
  test('has the three document paths under the database root', () => {
    const source = code(firestore);
    expect(source).toContain('match /databases/{database}/documents {');
    for (const path of ['match /users/{uid} {', 'match /cvs/{cvId} {', 'match /stats/general {']) expect(source).toContain(path);
    // cvs is nested inside users/{uid}, so isOwner(uid) there refers to the profile's owner.
    expect(source.indexOf('match /cvs/{cvId}')).toBeGreaterThan(source.indexOf('match /users/{uid}'));
    expect(source.indexOf('match /cvs/{cvId}')).toBeLessThan(source.indexOf('match /stats/general'));
  });

  test('profiles allow exactly the keys and string length the local emulation enforces', () => {
    const keys = /data\.keys\(\)\.hasOnly\(\[([^\]]+)\]\)/.exec(firestore)![1]!;
    expect([...keys.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...PROFILE_KEYS]);
    expect(firestore).toContain(`.size() <= ${MAX_PROFILE_STRING_CHARS})`);
  });

  test('saved CVs: the keys the local emulation allows, which are every key the app writes, and the same limits', () => {
    const hasOnlyLists = [...firestore.matchAll(/keys\(\)\.hasOnly\(\[([^\]]+)\]\)/g)].map((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((k) => k[1]));
    expect(hasOnlyLists).toEqual(expect.arrayContaining([[...SAVED_CV_KEYS], [...CV_DOCUMENT_KEYS], [...CV_LOCATION_KEYS]]));
    const cvKeys = hasOnlyLists.find((keys) => keys.includes('first_name'))!;
    expect([...cvKeys].sort()).toEqual(Object.keys(parsedCvSchema.shape).sort());
    expect([...cvKeys].sort()).toEqual([...CV_TEXT_KEYS, 'location', ...CV_LIST_KEYS].sort());
    for (const key of CV_TEXT_KEYS) expect(firestore).toContain(`optionalCvText(cv, '${key}')`);
    for (const key of CV_LIST_KEYS) expect(firestore).toContain(`optionalList(cv, '${key}', ${SAVED_CV_LIMITS.listItems})`);
    expect(firestore).toContain(`textWithin(data[key], ${SAVED_CV_LIMITS.textChars})`);
    expect(firestore).toContain(`textWithin(saved.data.gcsUrl, ${SAVED_CV_LIMITS.gcsUrlChars})`);
    expect(firestore).toContain(`optionalList(saved.data, 'unplaced', ${SAVED_CV_LIMITS.listItems})`);
    expect(firestore).toContain("cvId.matches('^[A-Za-z0-9_.-]{1,128}$')");
  });

  test('saved CVs: the job advert and last score, with the keys and limits of the app\'s schemas and the local emulation', () => {
    const hasOnlyLists = [...firestore.matchAll(/keys\(\)\.hasOnly\(\[([^\]]+)\]\)/g)].map((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((k) => k[1]));
    expect(hasOnlyLists).toEqual(expect.arrayContaining([[...SAVED_SCORE_KEYS], [...SCORE_RESULT_KEYS], [...SCORE_KEYS], [...SCORE_FEEDBACK_KEYS]]));
    expect([...CV_DOCUMENT_KEYS].sort()).toEqual(Object.keys(cvDocumentSchema.shape).sort());
    expect([...SAVED_SCORE_KEYS].sort()).toEqual(Object.keys(savedScoreSchema.shape).sort());
    expect([...SCORE_RESULT_KEYS].sort()).toEqual(Object.keys(scoreResultSchema.shape).sort());
    expect(firestore).toContain(`score.cvVersion.matches('${VERSION_PATTERN.source}')`);
    expect(firestore).toContain(`score.jdVersion.matches('${VERSION_PATTERN.source}')`);
    expect(firestore).toContain(`textWithin(score.result.match_assessment, ${SCORE_ASSESSMENT_MAX_CHARS})`);
    for (const key of SCORE_FEEDBACK_KEYS) expect(firestore).toContain(`score.result.feedback.${key}.size() <= ${SAVED_SCORE_FEEDBACK_ITEMS}`);
    for (const key of SCORE_KEYS) expect(firestore).toContain(`validScoreValue(score.result.scores.${key})`);
    expect(firestore).toContain("optionalCvText(saved.data, 'jobDescription')");
  });

  test('the only unconditional allow is the read of stats/general', () => {
    expect(allows(firestore).filter((s) => /\bif true\b/.test(s))).toEqual(['allow get: if true;']);
  });
});
