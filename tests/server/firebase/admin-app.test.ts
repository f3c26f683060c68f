import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { credentialFromEnv } from '../../../src/server/firebase/admin-app.ts';

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const clientEmail = 'functions@demo-hirewise.iam.gserviceaccount.com';

describe('the functions’ service account, from the environment', () => {
  test('neither variable: no credential of our own (Application Default Credentials, or the emulators)', () => {
    expect(credentialFromEnv('demo-hirewise', {})).toBeUndefined();
    expect(credentialFromEnv('demo-hirewise', { FIREBASE_CLIENT_EMAIL: ' ', FIREBASE_PRIVATE_KEY: '' })).toBeUndefined();
  });

  test('both: a credential, also from a key pasted on one line with its newlines written as \\n', () => {
    expect(credentialFromEnv('demo-hirewise', { FIREBASE_CLIENT_EMAIL: clientEmail, FIREBASE_PRIVATE_KEY: pem })).toBeDefined();
    expect(credentialFromEnv('demo-hirewise', { FIREBASE_CLIENT_EMAIL: clientEmail, FIREBASE_PRIVATE_KEY: pem.replace(/\n/g, '\\n') })).toBeDefined();
  });

  test('one without the other is refused with a message naming both', () => {
    expect(() => credentialFromEnv('demo-hirewise', { FIREBASE_CLIENT_EMAIL: clientEmail })).toThrow('FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY together');
    expect(() => credentialFromEnv('demo-hirewise', { FIREBASE_PRIVATE_KEY: pem })).toThrow('FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY together');
  });

  test('a key that is not a private key is refused', () => {
    expect(() => credentialFromEnv('demo-hirewise', { FIREBASE_CLIENT_EMAIL: clientEmail, FIREBASE_PRIVATE_KEY: 'not a key' })).toThrow();
  });
});
