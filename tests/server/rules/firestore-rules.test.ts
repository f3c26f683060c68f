/**
 * firestore.rules itself, executed by the official Firestore emulator (tests/setup/firestore-emulator.global.ts)
 * through @firebase/rules-unit-testing: every rule, allowed and denied, for the owner, another user, an
 * anonymous user and a signed-out visitor. Each test is named for the rule it proves. Runs whenever the
 * emulator is found; vitest.config.ts leaves this file out (with one line saying so) when it is not.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { cvDocumentSchema } from '../../../src/lib/cv/document.ts';

type Db = ReturnType<RulesTestContext['firestore']>;

const [host, port] = process.env.TEST_FIRESTORE_EMULATOR_HOST!.split(':') as [string, string];
// A project of its own: clearFirestore() must not wipe what the contract tests write meanwhile.
const projectId = 'demo-hirewise-rules';

const now = () => firebase.firestore.FieldValue.serverTimestamp();
const past = () => firebase.firestore.Timestamp.fromMillis(0);
const increment = (n: number) => firebase.firestore.FieldValue.increment(n);
const deleteField = () => firebase.firestore.FieldValue.delete();

let env: RulesTestEnvironment;
/** alice: the owner (signed in with a password, e-mail not verified). */
let alice: Db;
/** vera: signed in with a verified e-mail. */
let vera: Db;
/** bob: another signed-in user. */
let bob: Db;
/** anon: an anonymous user (signed in, no e-mail). */
let anon: Db;
/** visitor: signed out. */
let visitor: Db;

/** Writes documents as the admin (rules off), e.g. the state a test starts from. */
const seed = (docs: Record<string, Record<string, unknown>>) =>
  env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [path, data] of Object.entries(docs)) await db.doc(path).set(data);
  });

const profile = (extra: Record<string, unknown> = {}) => ({ email: 'a@example.com', createdAt: now(), emailVerified: false, ...extra });
const longText = (chars: number) => 'x'.repeat(chars);

beforeAll(async () => {
  // Refusals are the point here; the SDK would log each one.
  firebase.firestore.setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
  alice = env.authenticatedContext('alice', { email: 'alice@example.com', email_verified: false }).firestore();
  vera = env.authenticatedContext('vera', { email: 'vera@example.com', email_verified: true }).firestore();
  bob = env.authenticatedContext('bob', { email: 'bob@example.com', email_verified: false }).firestore();
  anon = env.authenticatedContext('anon', { provider_id: 'anonymous', firebase: { sign_in_provider: 'anonymous' } }).firestore();
  visitor = env.unauthenticatedContext().firestore();
});

beforeEach(() => env.clearFirestore());

afterAll(() => env?.cleanup());

describe('users/{uid}: allow get, delete: if isOwner(uid)', () => {
  beforeEach(() => seed({ 'users/alice': { email: 'alice@example.com' }, 'users/anon': { onboarding: {} } }));

  test('get: the owner, an anonymous owner included, may; another user, an anonymous user and a visitor may not', async () => {
    await assertSucceeds(alice.doc('users/alice').get());
    await assertSucceeds(anon.doc('users/anon').get());
    await assertFails(bob.doc('users/alice').get());
    await assertFails(anon.doc('users/alice').get());
    await assertFails(visitor.doc('users/alice').get());
  });

  test('list: nobody lists profiles, not even their own in a query', async () => {
    await assertFails(alice.collection('users').get());
    await assertFails(alice.collection('users').where('email', '==', 'alice@example.com').get());
    await assertFails(visitor.collection('users').get());
  });

  test('delete: only the owner', async () => {
    await assertFails(bob.doc('users/alice').delete());
    await assertFails(anon.doc('users/alice').delete());
    await assertFails(visitor.doc('users/alice').delete());
    await assertSucceeds(alice.doc('users/alice').delete());
    await assertSucceeds(anon.doc('users/anon').delete());
  });
});

describe('users/{uid}: allow create: if isOwner(uid) && validProfile && createdAt == request.time', () => {
  test('the owner creates a profile; another user, an anonymous user and a visitor may not', async () => {
    await assertFails(bob.doc('users/alice').set(profile()));
    await assertFails(anon.doc('users/alice').set(profile()));
    await assertFails(visitor.doc('users/alice').set(profile()));
    await assertSucceeds(alice.doc('users/alice').set(profile({ lastUpdated: now() })));
  });

  test('an anonymous user creates its own profile with onboarding answers (no e-mail)', async () => {
    await assertSucceeds(anon.doc('users/anon').set({ onboarding: { currentRole: 'Nurse' }, lastUpdated: now(), createdAt: now() }));
  });

  test('createdAt must be the request time: missing or another time is refused', async () => {
    await assertFails(alice.doc('users/alice').set({ email: 'a@example.com' }));
    await assertFails(alice.doc('users/alice').set(profile({ createdAt: past() })));
  });

  test('validProfile: only the keys email, createdAt, emailVerified, onboarding, lastUpdated', async () => {
    await assertFails(alice.doc('users/alice').set(profile({ isAdmin: true })));
  });

  test('validProfile: email is text of at most 2000 characters', async () => {
    await assertFails(alice.doc('users/alice').set(profile({ email: 42 })));
    await assertFails(alice.doc('users/alice').set(profile({ email: longText(2001) })));
    await assertSucceeds(alice.doc('users/alice').set(profile({ email: longText(2000) })));
  });

  test('validProfile: emailVerified is false, or true only when the ID token says email_verified', async () => {
    await assertFails(alice.doc('users/alice').set(profile({ emailVerified: true })));
    await assertFails(alice.doc('users/alice').set(profile({ emailVerified: 'yes' })));
    await assertFails(anon.doc('users/anon').set({ createdAt: now(), emailVerified: true }));
    await assertSucceeds(vera.doc('users/vera').set(profile({ emailVerified: true })));
  });

  test('validProfile: lastUpdated is a timestamp', async () => {
    await assertFails(alice.doc('users/alice').set(profile({ lastUpdated: '2026-01-01' })));
    await assertSucceeds(alice.doc('users/alice').set(profile({ lastUpdated: past() })));
  });

  test('validOnboarding: a map of the five answers and completedAt, nothing else', async () => {
    await assertFails(alice.doc('users/alice').set(profile({ onboarding: 'done' })));
    await assertFails(alice.doc('users/alice').set(profile({ onboarding: { salary: '1' } })));
    await assertSucceeds(
      alice
        .doc('users/alice')
        .set(
          profile({ onboarding: { currentRole: 'a', targetRole: 'b', experience: 'c', goals: 'd', preferences: 'e', completedAt: now() } }),
        ),
    );
  });

  test('validOnboarding: each answer is text of at most 2000 characters', async () => {
    await assertFails(alice.doc('users/alice').set(profile({ onboarding: { goals: 7 } })));
    await assertFails(alice.doc('users/alice').set(profile({ onboarding: { goals: longText(2001) } })));
    await assertSucceeds(alice.doc('users/alice').set(profile({ onboarding: { goals: longText(2000) } })));
  });

  test('validOnboarding: completedAt is a timestamp or text', async () => {
    await assertFails(alice.doc('users/alice').set(profile({ onboarding: { completedAt: 1 } })));
    await assertSucceeds(alice.doc('users/alice').set(profile({ onboarding: { completedAt: '2026-01-01T00:00:00Z' } })));
    await assertSucceeds(alice.doc('users/alice').set(profile({ onboarding: { completedAt: past() } })));
  });
});

describe('users/{uid}: allow update: if isOwner(uid) && validProfile && createdAt unchanged or the request time', () => {
  beforeEach(() =>
    seed({ 'users/alice': { email: 'alice@example.com', createdAt: past(), emailVerified: false }, 'users/vera': { createdAt: past() } }),
  );

  test('the owner updates; another user, an anonymous user and a visitor may not', async () => {
    await assertFails(bob.doc('users/alice').update({ email: 'b@example.com' }));
    await assertFails(anon.doc('users/alice').update({ email: 'b@example.com' }));
    await assertFails(visitor.doc('users/alice').update({ email: 'b@example.com' }));
    await assertSucceeds(alice.doc('users/alice').update({ 'onboarding.goals': 'Lead', lastUpdated: now() }));
  });

  test('createdAt stays as it was, or is the request time again; another time or removing it is refused', async () => {
    await assertFails(alice.doc('users/alice').update({ createdAt: firebase.firestore.Timestamp.fromMillis(1_000) }));
    await assertFails(alice.doc('users/alice').update({ createdAt: deleteField() }));
    await assertSucceeds(alice.doc('users/alice').set(profile()));
  });

  test('a profile without createdAt (written by the server) may stay without one', async () => {
    await seed({ 'users/alice': { email: 'alice@example.com' } });
    await assertSucceeds(alice.doc('users/alice').update({ lastUpdated: now() }));
  });

  test('validProfile applies to updates: unknown keys, long text and a self-awarded verified e-mail are refused', async () => {
    await assertFails(alice.doc('users/alice').update({ isAdmin: true }));
    await assertFails(alice.doc('users/alice').update({ 'onboarding.goals': longText(2001) }));
    await assertFails(alice.doc('users/alice').update({ emailVerified: true }));
    await assertSucceeds(vera.doc('users/vera').update({ emailVerified: true }));
  });
});

describe('users/{uid}/cvs/{cvId}: allow read, delete: if isOwner(uid)', () => {
  beforeEach(() => seed({ 'users/alice/cvs/one': { data: { name: 'A' }, updatedAt: past() }, 'users/anon/cvs/one': { data: {} } }));

  test('get and list: the owner, an anonymous owner included; nobody else', async () => {
    await assertSucceeds(alice.doc('users/alice/cvs/one').get());
    await assertSucceeds(alice.collection('users/alice/cvs').orderBy('updatedAt', 'desc').limit(1).get());
    await assertSucceeds(anon.collection('users/anon/cvs').get());
    for (const db of [bob, anon, visitor]) {
      await assertFails(db.doc('users/alice/cvs/one').get());
      await assertFails(db.collection('users/alice/cvs').get());
    }
    await assertFails(alice.collectionGroup('cvs').get());
  });

  test('delete: only the owner', async () => {
    for (const db of [bob, anon, visitor]) await assertFails(db.doc('users/alice/cvs/one').delete());
    await assertSucceeds(alice.doc('users/alice/cvs/one').delete());
  });
});

describe('users/{uid}/cvs/{cvId}: allow create, update: if isOwner(uid) && not anonymous && cvId pattern && validSavedCv', () => {
  /** What the editor saves (src/stores/cv.ts through saveCv): the CV document with every default filled in. */
  const cvDocument = (cvId = 'one', cv: Record<string, unknown> = { first_name: 'Ada', skills: [{ name: 'SQL' }] }) =>
    cvDocumentSchema.parse({ cv, cvId, gcsUrl: 'gs://demo-hirewise.appspot.com/cv-uploads/alice/1700000000000-cv.pdf' });
  const saved = (cvId = 'one', data: unknown = cvDocument(cvId)) => ({ data, updatedAt: now() });
  const cvWith = (fields: Record<string, unknown>) => ({ ...cvDocument(), cv: { ...cvDocument().cv, ...fields } });

  test("the app's own save passes: the owner with a real account saves and re-saves a CV", async () => {
    await assertSucceeds(alice.doc('users/alice/cvs/one').set(saved()));
    await assertSucceeds(alice.doc('users/alice/cvs/one').set(saved()));
    const uploadId = '1700000000000-My_CV.v2.pdf';
    await assertSucceeds(alice.doc(`users/alice/cvs/${uploadId}`).set(saved(uploadId)));
  });

  test('an anonymous account may not save CVs (the app saves only for real accounts); nor may anyone else', async () => {
    await assertFails(anon.doc('users/anon/cvs/one').set(saved()));
    for (const db of [bob, anon, visitor]) await assertFails(db.doc('users/alice/cvs/two').set(saved('two')));
  });

  test('the id is what the app makes: 1 to 128 of A-Z a-z 0-9 _ . -, and the same as data.cvId', async () => {
    const long = 'c'.repeat(128);
    await assertSucceeds(alice.doc(`users/alice/cvs/${long}`).set(saved(long)));
    await assertFails(alice.doc(`users/alice/cvs/${long}c`).set(saved(`${long}c`, { ...cvDocument(), cvId: `${long}c` })));
    await assertFails(alice.doc('users/alice/cvs/with space').set(saved('with space', { ...cvDocument(), cvId: 'with space' })));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', cvDocument('another'))));
  });

  test('an unknown key is refused: beside data, in the CV document, in the CV and in its location', async () => {
    await assertFails(alice.doc('users/alice/cvs/one').set({ ...saved(), note: 'x' }));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', { ...cvDocument(), extra: 1 })));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', cvWith({ isAdmin: true }))));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', cvWith({ location: { city: 'Leeds', planet: 'Earth' } }))));
    await alice.doc('users/alice/cvs/one').set(saved());
    await assertFails(alice.doc('users/alice/cvs/one').update({ extra: 1, updatedAt: now() }));
  });

  test('wrong types are refused: data not a map, cv not a map, a text that is a number, a list that is text', async () => {
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', 'x'.repeat(1_000))));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', { ...cvDocument(), cv: 'Ada' })));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', cvWith({ first_name: 42 }))));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', cvWith({ skills: 'SQL' }))));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', { ...cvDocument(), gcsUrl: 7 })));
  });

  test('updatedAt must be the request time: another time or none is refused, on create and on update', async () => {
    await assertFails(alice.doc('users/alice/cvs/one').set({ data: cvDocument(), updatedAt: past() }));
    await assertFails(alice.doc('users/alice/cvs/one').set({ data: cvDocument() }));
    await alice.doc('users/alice/cvs/one').set(saved());
    await assertFails(alice.doc('users/alice/cvs/one').update({ updatedAt: past() }));
  });

  /** The editor's saved score (src/stores/score.ts): a real result of the rubric and the two versions. */
  const lastScore = (result: Record<string, unknown> = {}) => ({
    result: {
      scores: { overall: 62, ats_compatibility: 90, relevance: 49, skills_alignment: 50, achievement_focus: 75, presentation: 76 },
      feedback: { strengths: ['Your contact details are complete'], areas_to_improve: ['Add a number to each role bullet'] },
      match_assessment: 'A good match.',
      ...result,
    },
    cvVersion: '1k2j3h4g5f',
    jdVersion: '9z8y7x',
  });
  const withScoring = (fields: Record<string, unknown>) => saved('one', { ...cvDocument(), ...fields });

  test('the job advert and last score kept with the CV: the app\'s own save passes, and null clears the score', async () => {
    const document = cvDocumentSchema.parse({ ...cvDocument(), jobDescription: 'Data analyst, SQL', lastScore: lastScore() });
    await assertSucceeds(alice.doc('users/alice/cvs/one').set(saved('one', document)));
    await assertSucceeds(alice.doc('users/alice/cvs/one').set(withScoring({ jobDescription: '', lastScore: null })));
    await assertSucceeds(alice.doc('users/alice/cvs/one').set(withScoring({ jobDescription: longText(20_000) })));
  });

  test('a job advert over 20,000 characters, or not text, is refused', async () => {
    await assertFails(alice.doc('users/alice/cvs/one').set(withScoring({ jobDescription: longText(20_001) })));
    await assertFails(alice.doc('users/alice/cvs/one').set(withScoring({ jobDescription: 42 })));
  });

  test('validSavedScore: known keys only, six whole scores from 0 to 100, bounded feedback and assessment, version fingerprints', async () => {
    const refused = [
      { ...lastScore(), extra: 1 },
      { ...lastScore(), cvVersion: 'NOT A VERSION' },
      { result: lastScore().result, cvVersion: 'abc' },
      lastScore({ isAdmin: true }),
      lastScore({ scores: { ...lastScore().result.scores, overall: 101 } }),
      lastScore({ scores: { ...lastScore().result.scores, relevance: 4.5 } }),
      lastScore({ scores: { ...lastScore().result.scores, bonus: 10 } }),
      lastScore({ feedback: { strengths: Array.from({ length: 21 }, () => 'x'), areas_to_improve: [] } }),
      lastScore({ feedback: { strengths: 'x', areas_to_improve: [] } }),
      lastScore({ match_assessment: longText(4_001) }),
      'a score',
    ];
    for (const score of refused) await assertFails(alice.doc('users/alice/cvs/one').set(withScoring({ lastScore: score })));
    await assertSucceeds(alice.doc('users/alice/cvs/one').set(withScoring({ lastScore: lastScore({ match_assessment: longText(4_000) }) })));
  });

  test('oversize is refused: a text over 20,000 characters, a list over 500 items, a gcsUrl over 2048', async () => {
    await assertSucceeds(alice.doc('users/alice/cvs/one').set(saved('one', cvWith({ profile_statement: longText(20_000) }))));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', cvWith({ profile_statement: longText(20_001) }))));
    const skills = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `s${i}` }));
    await assertSucceeds(alice.doc('users/alice/cvs/one').set(saved('one', cvWith({ skills: skills(500) }))));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', cvWith({ skills: skills(501) }))));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', { ...cvDocument(), unplaced: Array.from({ length: 501 }, () => 'line') })));
    await assertFails(alice.doc('users/alice/cvs/one').set(saved('one', { ...cvDocument(), gcsUrl: `gs://${longText(2_045)}` })));
  });
});

describe('stats/general: allow get: if true', () => {
  beforeEach(() => seed({ 'stats/general': { totalUsers: 5 } }));

  test('everyone reads it, signed out included', async () => {
    for (const db of [alice, anon, visitor]) await assertSucceeds(db.doc('stats/general').get());
  });

  test('nobody lists stats or reads another stats document', async () => {
    await assertFails(visitor.collection('stats').get());
    await assertFails(alice.doc('stats/other').get());
  });

  test('nobody deletes it', async () => {
    for (const db of [alice, anon, visitor]) await assertFails(db.doc('stats/general').delete());
  });
});

describe('stats/general: no client writes; the +1 is the server\'s, once per new account (issue 15)', () => {
  beforeEach(() => seed({ 'stats/general': { totalUsers: 5, lastUpdated: past() } }));

  test('a signed-in client adding one to totalUsers is denied, by update or by a merge with an increment', async () => {
    for (const db of [alice, vera, anon]) {
      await assertFails(db.doc('stats/general').update({ totalUsers: 6 }));
      await assertFails(db.doc('stats/general').update({ totalUsers: increment(1) }));
      await assertFails(db.doc('stats/general').set({ totalUsers: increment(1), lastUpdated: now() }, { merge: true }));
    }
    await assertFails(visitor.doc('stats/general').update({ totalUsers: increment(1) }));
  });

  test('a client creating stats/general is denied', async () => {
    await env.clearFirestore();
    for (const db of [alice, vera, anon, visitor]) {
      await assertFails(db.doc('stats/general').set({ totalUsers: 1 }));
      await assertFails(db.doc('stats/general').set({ totalUsers: increment(1), lastUpdated: now() }, { merge: true }));
    }
  });

  test('nor may a client change another field, remove lastUpdated or write another stats document', async () => {
    await assertFails(alice.doc('stats/general').update({ note: 'hi' }));
    await assertFails(alice.doc('stats/general').update({ lastUpdated: deleteField() }));
    await assertFails(alice.doc('stats/other').set({ totalUsers: 1 }));
  });
});

describe('match /{document=**}: allow read, write: if false', () => {
  beforeEach(() => seed({ 'rateLimits/parse:alice': { count: 1 }, 'accountEvents/alice.counted': { at: past() }, 'other/doc': { a: 1 } }));

  test('rateLimits/{id}: the server’s counters are closed to every client', async () => {
    for (const db of [alice, anon, visitor]) {
      await assertFails(db.doc('rateLimits/parse:alice').get());
      await assertFails(db.collection('rateLimits').get());
      await assertFails(db.doc('rateLimits/parse:alice').set({ count: 0 }));
      await assertFails(db.doc('rateLimits/parse:alice').update({ count: 0 }));
      await assertFails(db.doc('rateLimits/parse:alice').delete());
      await assertFails(db.doc('rateLimits/new').set({ count: 0 }));
    }
  });

  test("accountDeletions/{uid}: no client can record a deletion (which the account sweep would carry out), read or remove one", async () => {
    await seed({ 'accountDeletions/alice': { requestedAt: past() } });
    for (const db of [alice, bob, anon, visitor]) {
      await assertFails(db.doc('accountDeletions/vera').set({ requestedAt: now() }));
      await assertFails(db.doc('accountDeletions/alice').get());
      await assertFails(db.doc('accountDeletions/alice').delete());
      await assertFails(db.collection('accountDeletions').get());
    }
    await assertFails(alice.doc('accountDeletions/alice').set({ requestedAt: now() }));
  });

  test('accountEvents/{id}: the server\'s once-per-account markers cannot be read, written or removed by a client', async () => {
    for (const db of [alice, vera, anon, visitor]) {
      await assertFails(db.doc('accountEvents/alice.counted').get());
      await assertFails(db.collection('accountEvents').get());
      await assertFails(db.doc('accountEvents/alice.counted').delete());
      await assertFails(db.doc('accountEvents/vera.early-access-notice').set({ at: now() }));
      await assertFails(db.doc('accountEvents/vera.counted').set({ at: now() }));
    }
  });

  test('any other path is denied, including other collections under a user and documents below a CV', async () => {
    for (const db of [alice, visitor]) {
      await assertFails(db.doc('other/doc').get());
      await assertFails(db.doc('other/new').set({ a: 1 }));
    }
    await assertFails(alice.doc('users/alice/private/x').set({ a: 1 }));
    await assertFails(alice.doc('users/alice/private/x').get());
    await assertFails(alice.doc('users/alice/cvs/one/versions/v1').set({ a: 1 }));
  });
});
