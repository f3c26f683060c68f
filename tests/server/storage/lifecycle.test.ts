/**
 * Retention (SECURITY.md 'Retention', the privacy policy's "deleted automatically 30 days after upload"):
 * storage.lifecycle.json is the bucket's lifecycle rule in production, and the local platform applies the same
 * file. Here the sweep runs through firebase-admin against the local Storage emulation, on a clock moved forward.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploadsPrefix } from '../../../src/server/account/account-data.ts';
import { createStorageEmulator } from '../../../src/server/emulators/storage/index.ts';
import { adminApp } from '../../../src/server/firebase/admin-app.ts';
import { sendWebResponse, toWebRequest } from '../../../src/server/local/node-adapter.ts';
import { isExpired, readLifecycleRules, sweepExpiredObjects } from '../../../src/server/storage/lifecycle.ts';

const projectId = process.env.TEST_FIREBASE_PROJECT_ID ?? 'demo-hirewise-test';
const bucketName = `${projectId}.appspot.com`;
const DAY = 86_400_000;
const dataDir = mkdtempSync(join(tmpdir(), 'lifecycle-'));
const rules = readLifecycleRules();
let server: Server;
let host: string;

beforeAll(async () => {
  const handler = createStorageEmulator({ dataDir, projectId });
  server = createServer((req, res) => {
    handler(toWebRequest(req, `http://${req.headers.host}`)).then((response) => sendWebResponse(res, response));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  // firebase-admin reads these when the app's Storage is first created.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = host;
  process.env.STORAGE_EMULATOR_HOST = `http://${host}`;
});

afterAll(async () => {
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  delete process.env.STORAGE_EMULATOR_HOST;
  await new Promise((done) => server.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

const bucket = () => getStorage(adminApp(`lifecycle-test@${host}`, projectId)).bucket(bucketName);
const names = async () => (await bucket().getFiles())[0].map((file) => file.name).sort();

describe('the lifecycle file', () => {
  test('deletes uploaded CVs after the number of days the privacy policy promises', () => {
    const privacy = readFileSync(resolve('src/content/legal/privacy.md'), 'utf8');
    const promised = Number(/Uploaded CV files:\*\* deleted automatically (\d+) days after upload/.exec(privacy)?.[1]);
    expect(rules).toEqual([{ action: { type: 'Delete' }, condition: { age: promised, matchesPrefix: [uploadsPrefix('').replace(/\/$/, '')] } }]);
  });

  test.each([
    ['29 days and 23 hours old', false, 30 * DAY - 3_600_000],
    ['exactly 30 days old', true, 30 * DAY],
    ['45 days old', true, 45 * DAY],
  ])('an upload %s is expired: %s', (_label, expired, age) => {
    const created = Date.UTC(2026, 0, 1);
    expect(isExpired(rules[0]!, 'cv-uploads/u1/1-cv.pdf', new Date(created).toISOString(), created + age)).toBe(expired);
  });

  test('nothing outside the uploads folder, and nothing without a creation time, is ever expired', () => {
    expect(isExpired(rules[0]!, 'exports/u1/cv.pdf', '2020-01-01T00:00:00Z', Date.now())).toBe(false);
    expect(isExpired(rules[0]!, 'cv-uploads/u1/cv.pdf', '', Date.now())).toBe(false);
  });
});

describe('the sweep against the Storage emulation', () => {
  test('deletes only the uploads past their age, in every visitor’s folder', async () => {
    const save = (name: string, contentType: string) => bucket().file(name).save(Buffer.from(`bytes of ${name}`), { resumable: false, contentType });
    await save('cv-uploads/visitor-a/1700000000000-a.pdf', 'application/pdf');
    await save('cv-uploads/visitor-b/1700000000000-b.txt', 'text/plain');
    await save('site/keep.txt', 'text/plain');

    expect(await sweepExpiredObjects(bucket(), rules, Date.now() + 29 * DAY)).toBe(0);
    expect(await names()).toHaveLength(3);

    expect(await sweepExpiredObjects(bucket(), rules, Date.now() + 30 * DAY + 60_000)).toBe(2);
    expect(await names()).toEqual(['site/keep.txt']);
  });
});
