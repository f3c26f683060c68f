/**
 * Contract test of the local Firestore emulation (src/server/emulators/firestore): the real Firebase JS SDK
 * (firestore/lite, signed in through the official Auth emulator of tests/setup/auth-emulator.global.ts) and the
 * real firebase-admin (REST transport, preferRest) drive it over HTTP. Asserts Firestore's own answers
 * (values, merges, transforms, preconditions) and the security rules SECURITY.md §2 lists for Firestore.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInAnonymously, type Auth } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App as AdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cvDocumentSchema } from '../../../src/lib/cv/document.ts';
import { createFirestoreEmulator, restSettingsForEmulator } from '../../../src/server/emulators/firestore/index.ts';
import { sendWebResponse, toWebRequest } from '../../../src/server/local/node-adapter.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-hirewise-test';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const officialHost = process.env.TEST_FIRESTORE_EMULATOR_HOST;
const previousEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

/** A Firestore to drive: our emulation, served as `npm start` serves it, or the official emulator. */
interface Target {
  name: string;
  emulation: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  port(): number;
}

/** Our emulation over a data folder of its own, on any free port. */
function emulation(): Target & { restart(): Promise<void> } {
  const dataDir = mkdtempSync(join(tmpdir(), 'firestore-contract-'));
  let server: Server;
  let port = 0;
  let flush: () => Promise<void>;
  const listen = async () => {
    const emulator = createFirestoreEmulator({ dataDir, projectId });
    flush = emulator.flush;
    server = createServer((req, res) => {
      emulator(toWebRequest(req, `http://127.0.0.1:${port}`))
        .then((response) => sendWebResponse(res, response))
        .catch(() => res.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  const close = async () => {
    await flush();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    name: 'our emulation',
    emulation: true,
    start: listen,
    async stop() {
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    // A new port: the SDKs' pooled connections to the old server are gone with it.
    async restart() {
      await close();
      await listen();
    },
    port: () => port,
  };
}

/** The official emulator of tests/setup/firestore-emulator.global.ts (firestore.rules), emptied first. */
function official(host: string): Target {
  const port = Number(host.split(':')[1]);
  return {
    name: 'the official emulator',
    emulation: false,
    async start() {
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
      expect(response.ok).toBe(true);
    },
    stop: async () => {},
    port: () => port,
  };
}

const local = emulation();
// Without the official emulator, tests/setup/firestore-emulator.global.ts has said so (or failed the run).
const targets: Target[] = officialHost ? [local, official(officialHost)] : [local];

interface Client {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  uid: string;
}

/** The Firebase error code a promise rejects with. */
async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error('expected a rejection');
}

const profile = (email: string) => ({ email, createdAt: serverTimestamp(), emailVerified: false });
/**
 * A saved CV as the app writes it (saveCv): the CV document with every default filled in, `cv` laid over its CV
 * as given (unchecked, so that a test can try what the app would never write), and the server time.
 */
function savedCv(cvId: string, cv: Record<string, unknown> = { first_name: cvId }) {
  const document = cvDocumentSchema.parse({ cv: {}, cvId });
  return { data: { ...document, cv: { ...document.cv, ...cv } }, updatedAt: serverTimestamp() };
}
let counter = 0;

afterAll(() => {
  if (previousEmulatorHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = previousEmulatorHost;
});

describe.each(targets)('$name', (target) => {
  const apps: FirebaseApp[] = [];
  const adminApps: AdminApp[] = [];

  /** The server's view: firebase-admin over REST (rules off), as src/server writes stats/general. */
  function serverFirestore(): AdminFirestore {
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${target.port()}`;
    const app = initializeAdminApp({ projectId }, `firestore-contract-server-${counter++}`);
    adminApps.push(app);
    const db = getAdminFirestore(app);
    db.settings(restSettingsForEmulator());
    return db;
  }

  /** A browser-like client: its own app, Auth (signed in as asked) and Firestore lite, on the emulators. */
  async function client(signIn: 'password' | 'anonymous' | 'none'): Promise<Client> {
    const app = initializeApp({ apiKey: 'demo-api-key', projectId, appId: 'demo-app' }, `firestore-contract-${counter++}`);
    apps.push(app);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', target.port());
    let uid = '';
    if (signIn === 'password') {
      uid = (await createUserWithEmailAndPassword(auth, `firestore-${Date.now()}-${counter}@example.com`, 'correct-horse-battery')).user
        .uid;
    }
    if (signIn === 'anonymous') uid = (await signInAnonymously(auth)).user.uid;
    return { app, auth, db, uid };
  }

  let alice: Client;
  let bob: Client;

  beforeAll(async () => {
    // Refusals are expected here; the SDK would log each one.
    setLogLevel('silent');
    await target.start();
    [alice, bob] = await Promise.all([client('password'), client('anonymous')]);
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await Promise.all(adminApps.map((app) => deleteAdminApp(app)));
    await target.stop();
  });

  describe('the lite SDK', () => {
    test('a profile written with setDoc reads back, createdAt as a server Timestamp near now', async () => {
      const ref = doc(alice.db, 'users', alice.uid);
      await setDoc(ref, profile('alice@example.com'));
      const data = (await getDoc(ref)).data()!;
      expect(data).toMatchObject({ email: 'alice@example.com', emailVerified: false });
      expect(data.createdAt).toBeInstanceOf(Timestamp);
      expect(Math.abs(data.createdAt.toMillis() - Date.now())).toBeLessThan(5_000);
      expect((await getDoc(doc(alice.db, 'users', alice.uid, 'cvs', 'none'))).exists()).toBe(false);
    });

    test('setDoc with merge keeps the other fields; dotted updates change one onboarding answer', async () => {
      const ref = doc(alice.db, 'users', alice.uid);
      await setDoc(ref, { onboarding: { currentRole: 'Analyst', targetRole: 'Lead' }, lastUpdated: serverTimestamp() }, { merge: true });
      await updateDoc(ref, { 'onboarding.goals': 'Lead a team', 'onboarding.targetRole': 'Manager', lastUpdated: serverTimestamp() });
      const data = (await getDoc(ref)).data()!;
      expect(data.email).toBe('alice@example.com');
      expect(data.onboarding).toEqual({ currentRole: 'Analyst', targetRole: 'Manager', goals: 'Lead a team' });
      expect(data.lastUpdated).toBeInstanceOf(Timestamp);
    });

    test("updateDoc of a missing document: the update rule judges it with no resource, then 'not-found'; the app's create-if-missing fallback works", async () => {
      const ref = doc(bob.db, 'users', bob.uid);
      const update = { 'onboarding.currentRole': 'Nurse', lastUpdated: serverTimestamp() };
      // The profile's update rule reads resource.data, which a missing document lacks: refused (so the app reads first).
      expect(await errorCode(updateDoc(ref, update))).toBe('permission-denied');
      // A CV's update rule does not read it: the precondition answers.
      expect(await errorCode(updateDoc(doc(alice.db, 'users', alice.uid, 'cvs', 'none'), savedCv('none')))).toBe('not-found');
      await setDoc(ref, { onboarding: { currentRole: 'Nurse' }, lastUpdated: serverTimestamp(), createdAt: serverTimestamp() });
      await updateDoc(ref, { 'onboarding.experience': '5 years' });
      expect((await getDoc(ref)).get('onboarding')).toEqual({ currentRole: 'Nurse', experience: '5 years' });
    });

    test('stats/general as the server counts (firebase-admin: a merge with an atomic increment, also concurrently) reads back to anyone', async () => {
      const server = serverFirestore();
      const count = () => server.doc('stats/general').set({ totalUsers: FieldValue.increment(1), lastUpdated: FieldValue.serverTimestamp() }, { merge: true });
      await count();
      await Promise.all([count(), count(), count()]);
      const visitor = await client('none');
      expect((await getDoc(doc(visitor.db, 'stats', 'general'))).get('totalUsers')).toBe(4);
    });

    test("a lite transaction reads, then commits (the user's own profile)", async () => {
      const ref = doc(alice.db, 'users', alice.uid);
      await runTransaction(alice.db, async (transaction) => {
        const snapshot = await transaction.get(ref);
        transaction.update(ref, { 'onboarding.preferences': `${snapshot.get('onboarding.currentRole')} first`, lastUpdated: serverTimestamp() });
      });
      expect((await getDoc(ref)).get('onboarding.preferences')).toBe('Analyst first');
    });

    test('saved CVs: the owner saves several and reads the latest back with a query', async () => {
      const cvs = collection(alice.db, 'users', alice.uid, 'cvs');
      await setDoc(doc(cvs, 'first'), savedCv('first'));
      await setDoc(doc(cvs, 'second'), savedCv('second'));
      const latest = await getDocs(query(cvs, orderBy('updatedAt', 'desc'), limit(1)));
      expect(latest.docs.map((snapshot) => snapshot.id)).toEqual(['second']);
      expect(latest.docs[0]!.get('data.cv.first_name')).toBe('second');
    });
  });

  describe('security rules', () => {
    test("a user can neither read nor write another user's profile or CVs", async () => {
      const aliceProfile = doc(bob.db, 'users', alice.uid);
      expect(await errorCode(getDoc(aliceProfile))).toBe('permission-denied');
      expect(await errorCode(setDoc(aliceProfile, profile('bob@example.com')))).toBe('permission-denied');
      // Not even whether the document exists leaks through an update's "not found".
      expect(await errorCode(updateDoc(doc(bob.db, 'users', `${alice.uid}x`), { email: 'x@example.com' }))).toBe('permission-denied');
      expect(await errorCode(getDocs(collection(bob.db, 'users', alice.uid, 'cvs')))).toBe('permission-denied');
      expect(await errorCode(getDocs(collection(bob.db, 'users')))).toBe('permission-denied');
    });

    test('emailVerified may only be true when the ID token says so', async () => {
      const user = await client('password');
      const ref = doc(user.db, 'users', user.uid);
      expect(await errorCode(setDoc(ref, { ...profile('u@example.com'), emailVerified: true }))).toBe('permission-denied');
      await setDoc(ref, profile('u@example.com'));
      expect(await errorCode(updateDoc(ref, { emailVerified: true }))).toBe('permission-denied');

      const adminApp = initializeAdminApp({ projectId }, `firestore-contract-auth-${counter++}`);
      try {
        await getAdminAuth(adminApp).updateUser(user.uid, { emailVerified: true });
      } finally {
        await deleteAdminApp(adminApp);
      }
      await user.auth.currentUser!.getIdToken(true);
      await updateDoc(ref, { emailVerified: true });
      expect((await getDoc(ref)).get('emailVerified')).toBe(true);
    });

    test('profiles refuse unknown keys, long strings and a createdAt that is not the request time', async () => {
      const ref = doc(alice.db, 'users', alice.uid);
      expect(await errorCode(updateDoc(ref, { isAdmin: true }))).toBe('permission-denied');
      expect(await errorCode(updateDoc(ref, { 'onboarding.goals': 'x'.repeat(100_000) }))).toBe('permission-denied');
      expect(await errorCode(updateDoc(ref, { createdAt: Timestamp.fromMillis(0) }))).toBe('permission-denied');
      await updateDoc(ref, { 'onboarding.goals': 'x'.repeat(2_000) });
      const stranger = await client('anonymous');
      const fresh = doc(stranger.db, 'users', stranger.uid);
      expect(await errorCode(setDoc(fresh, { email: 'x@example.com', createdAt: Timestamp.fromMillis(0) }))).toBe('permission-denied');
      expect(await errorCode(setDoc(fresh, { email: 'x@example.com' }))).toBe('permission-denied');
    });

    test('stats/general: anyone reads it; no client writes it, not even the +1 (the server counts new accounts)', async () => {
      const visitor = await client('none');
      const before = (await getDoc(doc(visitor.db, 'stats', 'general'))).get('totalUsers');
      expect(before).toBeGreaterThan(0);
      const stats = doc(alice.db, 'stats', 'general');
      expect(await errorCode(updateDoc(stats, { totalUsers: increment(1) }))).toBe('permission-denied');
      expect(await errorCode(setDoc(stats, { totalUsers: increment(1), lastUpdated: serverTimestamp() }, { merge: true }))).toBe('permission-denied');
      expect(await errorCode(updateDoc(stats, { totalUsers: 999_999 }))).toBe('permission-denied');
      expect(await errorCode(updateDoc(stats, { totalUsers: increment(2) }))).toBe('permission-denied');
      expect(await errorCode(updateDoc(stats, { totalUsers: increment(1), note: 'hi' }))).toBe('permission-denied');
      expect(await errorCode(setDoc(stats, { totalUsers: 1 }))).toBe('permission-denied');
      expect(await errorCode(updateDoc(doc(visitor.db, 'stats', 'general'), { totalUsers: increment(1) }))).toBe('permission-denied');
      expect(await errorCode(setDoc(doc(alice.db, 'stats', 'other'), { totalUsers: 1 }))).toBe('permission-denied');
      expect((await getDoc(doc(visitor.db, 'stats', 'general'))).get('totalUsers')).toBe(before);
    });

    test('saved CVs: the schema (keys, types, updatedAt, sizes, the id) and real accounts only; at most 1 MiB; signed-out visitors reach no profile', async () => {
      const cvs = collection(alice.db, 'users', alice.uid, 'cvs');
      const long = 'c'.repeat(128);
      await setDoc(doc(cvs, long), savedCv(long, { profile_statement: 'x'.repeat(20_000) }));
      const tooLong = savedCv(long);
      expect(await errorCode(setDoc(doc(cvs, `${long}c`), { ...tooLong, data: { ...tooLong.data, cvId: `${long}c` } }))).toBe('permission-denied');
      expect(await errorCode(setDoc(doc(cvs, 'other'), savedCv('mine')))).toBe('permission-denied');
      expect(await errorCode(setDoc(doc(cvs, 'keys'), { ...savedCv('keys'), note: 1 }))).toBe('permission-denied');
      expect(await errorCode(setDoc(doc(cvs, 'keys'), savedCv('keys', { isAdmin: true })))).toBe('permission-denied');
      expect(await errorCode(setDoc(doc(cvs, 'types'), savedCv('types', { first_name: 42 })))).toBe('permission-denied');
      expect(await errorCode(setDoc(doc(cvs, 'types'), { data: 'x', updatedAt: serverTimestamp() }))).toBe('permission-denied');
      expect(await errorCode(setDoc(doc(cvs, 'time'), { ...savedCv('time'), updatedAt: Timestamp.fromMillis(1_000) }))).toBe('permission-denied');
      expect(await errorCode(setDoc(doc(cvs, 'text'), savedCv('text', { profile_statement: 'x'.repeat(20_001) })))).toBe('permission-denied');
      const skills = Array.from({ length: 501 }, (_, i) => ({ name: `s${i}` }));
      expect(await errorCode(setDoc(doc(cvs, 'list'), { data: { ...savedCv('list').data, cv: { skills } }, updatedAt: serverTimestamp() }))).toBe(
        'permission-denied',
      );
      expect(await errorCode(setDoc(doc(bob.db, 'users', bob.uid, 'cvs', 'anon'), savedCv('anon')))).toBe('permission-denied');
      // Firestore's own limit on any document, not a rule: INVALID_ARGUMENT, which the lite SDK (by HTTP 400) calls failed-precondition.
      expect(await errorCode(setDoc(doc(cvs, 'big'), savedCv('big', { roles: [{ summary: 'x'.repeat(1_048_576) }] })))).toBe('failed-precondition');
      const visitor = await client('none');
      expect(await errorCode(getDoc(doc(visitor.db, 'users', alice.uid)))).toBe('permission-denied');
    });

    test('saved CVs keep the job advert and the last score: the app\'s own save passes, a bad score or advert is refused', async () => {
      const cvs = collection(alice.db, 'users', alice.uid, 'cvs');
      const scores = { overall: 62, ats_compatibility: 90, relevance: 49, skills_alignment: 50, achievement_focus: 75, presentation: 76 };
      const result = { scores, feedback: { strengths: ['Complete contact details'], areas_to_improve: [] }, match_assessment: 'Fair.' };
      const withScoring = (cvId: string, fields: Record<string, unknown>) => {
        const base = savedCv(cvId);
        return { ...base, data: { ...base.data, ...fields } };
      };
      const lastScore = { result, cvVersion: 'abc123', jdVersion: '0' };
      await setDoc(doc(cvs, 'scored'), withScoring('scored', { jobDescription: 'Data analyst', lastScore }));
      expect((await getDoc(doc(cvs, 'scored'))).get('data.lastScore.result.scores.overall')).toBe(62);
      await setDoc(doc(cvs, 'scored'), withScoring('scored', { jobDescription: '', lastScore: null }));
      for (const bad of [
        { lastScore: { ...lastScore, result: { ...result, scores: { ...scores, overall: 101 } } } },
        { lastScore: { ...lastScore, result: { ...result, scores: { ...scores, relevance: 4.5 } } } },
        { lastScore: { ...lastScore, cvVersion: 'Not a version' } },
        { lastScore: { ...lastScore, extra: true } },
        { lastScore: { ...lastScore, result: { ...result, feedback: { strengths: Array.from({ length: 21 }, () => 's'), areas_to_improve: [] } } } },
        { lastScore: 'high' },
        { jobDescription: 'x'.repeat(20_001) },
      ]) {
        expect(await errorCode(setDoc(doc(cvs, 'scored'), withScoring('scored', bad))), JSON.stringify(bad).slice(0, 120)).toBe('permission-denied');
      }
    });
  });

  describe('firebase-admin over REST (preferRest)', () => {
    let adminApp: AdminApp;
    let db: AdminFirestore;

    beforeAll(() => {
      process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${target.port()}`;
      adminApp = initializeAdminApp({ projectId }, `firestore-contract-admin-${counter++}`);
      db = getAdminFirestore(adminApp);
      db.settings(restSettingsForEmulator());
    });

    afterAll(() => deleteAdminApp(adminApp));

    test('get, set with merge, update with increment and server time, delete; rules do not apply', async () => {
      const ref = db.doc('users/admin-made');
      expect((await ref.get()).exists).toBe(false);
      await ref.set({ email: 'a@example.com', nested: { a: 1 }, isAdmin: true });
      await ref.set({ nested: { b: 2 } }, { merge: true });
      await ref.update({ 'nested.c': FieldValue.increment(3), lastUpdated: FieldValue.serverTimestamp() });
      const data = (await ref.get()).data()!;
      expect(data).toMatchObject({ email: 'a@example.com', nested: { a: 1, b: 2, c: 3 }, isAdmin: true });
      expect(Math.abs(data.lastUpdated.toMillis() - Date.now())).toBeLessThan(5_000);
      await ref.delete();
      expect((await ref.get()).exists).toBe(false);
      await expect(db.doc('users/admin-missing').update({ a: 1 })).rejects.toMatchObject({ code: 5 });
    });

    test('transactions read and write consistently, even when several run at once', async () => {
      const ref = db.doc('counters/admin');
      await ref.set({ value: 0 });
      const addOne = () =>
        db.runTransaction(async (transaction) => {
          const snapshot = await transaction.get(ref);
          transaction.update(ref, { value: snapshot.get('value') + 1 });
        });
      await Promise.all([addOne(), addOne()]);
      expect((await ref.get()).get('value')).toBe(2);
      await expect(
        db.runTransaction(async (transaction) => {
          await transaction.get(ref);
          transaction.update(ref, { value: 100 });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect((await ref.get()).get('value')).toBe(2);
    });

    test("a user's documents can be listed and deleted, subcollections included", async () => {
      const user = db.doc('users/leaving');
      await user.set({ email: 'leaving@example.com' });
      await user.collection('cvs').doc('one').set({ data: 1 });
      await user.collection('cvs').doc('two').set({ data: 2 });
      const listed = await user.collection('cvs').listDocuments();
      expect(listed.map((ref) => ref.id).sort()).toEqual(['one', 'two']);
      expect((await user.collection('cvs').where('data', '>', 1).get()).docs.map((s) => s.id)).toEqual(['two']);
      await db.recursiveDelete(user);
      expect((await user.get()).exists).toBe(false);
      expect(await user.collection('cvs').listDocuments()).toEqual([]);
      expect((await db.doc(`users/${alice.uid}`).get()).exists).toBe(true);
    });
  });

  describe('the HTTP surface', () => {
    const base = () => `http://127.0.0.1:${target.port()}/v1/projects/${projectId}/databases/(default)/documents`;

    test('answers a browser preflight and echoes the page origin', async () => {
      const preflight = await fetch(`${base()}:commit`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:4321',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,x-goog-api-client',
        },
      });
      expect(preflight.ok).toBe(true);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,x-goog-api-client');
      const read = await fetch(`${base()}:batchGet`, {
        method: 'POST',
        headers: { Origin: 'http://localhost:4321', 'Content-Type': 'text/plain' },
        body: JSON.stringify({ documents: [`projects/${projectId}/databases/(default)/documents/stats/general`] }),
      });
      expect(read.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
      expect((await read.json())[0].found.fields.totalUsers.integerValue).toMatch(/^\d+$/);
    });

    test("refusals carry Firestore's error JSON", async () => {
      const response = await fetch(`${base()}/users/${alice.uid}`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 403, message: expect.any(String), status: 'PERMISSION_DENIED' } });
      // A token that is no JWT: Firestore answers 401 UNAUTHENTICATED (our emulation); the official emulator, 400.
      const forged = await fetch(`${base()}/users/${alice.uid}`, { headers: { Authorization: 'Bearer not-a-token' } });
      expect([400, 401]).toContain(forged.status);
      expect(forged.ok).toBe(false);
    });
  });

  // The official emulator's persistence (export and seed) is tested with npm start's helper, tests/server/firestore-emulator.test.ts.
  if (target === local)
    test('data survives a restart of the emulation', async () => {
      await local.restart();
      const reader = await client('none');
      expect((await getDoc(doc(reader.db, 'stats', 'general'))).get('totalUsers')).toBe(4);
      const stored = await fetch(
        `http://127.0.0.1:${target.port()}/v1/projects/${projectId}/databases/(default)/documents/users/${alice.uid}`,
        {
          headers: { Authorization: 'Bearer owner' },
        },
      );
      expect((await stored.json()).fields.onboarding.mapValue.fields.currentRole).toEqual({ stringValue: 'Analyst' });
    });
});
