import { describe, expect, test } from 'vitest';
import { parseEmulatorHost, resolveFirebaseConfig, type PublicFirebaseEnv } from '@/lib/firebase/config';

const LOCAL_WEB = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-hirewise.firebaseapp.com',
  projectId: 'demo-hirewise',
  storageBucket: 'demo-hirewise.appspot.com',
  appId: 'demo-app',
};
const LOCAL_EMULATORS = {
  auth: { host: '127.0.0.1', port: 9099 },
  firestore: { host: '127.0.0.1', port: 8080 },
  storage: { host: '127.0.0.1', port: 9199 },
};
const PRODUCTION_ENV: PublicFirebaseEnv = {
  PUBLIC_FIREBASE_API_KEY: 'AIzaRealKey',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'hirewise.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'hirewise',
  PUBLIC_FIREBASE_STORAGE_BUCKET: 'hirewise.appspot.com',
  PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
};
const PRODUCTION_WEB = {
  apiKey: 'AIzaRealKey',
  authDomain: 'hirewise.firebaseapp.com',
  projectId: 'hirewise',
  storageBucket: 'hirewise.appspot.com',
  appId: '1:123:web:abc',
};

describe('resolveFirebaseConfig', () => {
  test.each([
    { name: 'nothing set: the local demo project on the firebase.json emulator ports', env: {}, web: LOCAL_WEB, emulators: LOCAL_EMULATORS },
    {
      name: 'empty and blank values count as unset',
      env: { PUBLIC_FIREBASE_PROJECT_ID: '', PUBLIC_FIRESTORE_EMULATOR_HOST: '  ', PUBLIC_FIREBASE_API_KEY: ' ' },
      web: LOCAL_WEB,
      emulators: LOCAL_EMULATORS,
    },
    { name: 'a real project with no emulator variables is production', env: PRODUCTION_ENV, web: PRODUCTION_WEB, emulators: {} },
    {
      name: 'a real project uses only the emulators it names',
      env: { ...PRODUCTION_ENV, PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' },
      web: PRODUCTION_WEB,
      emulators: { auth: { host: 'localhost', port: 9099 } },
    },
    {
      name: 'another demo project still defaults to the local emulators',
      env: { PUBLIC_FIREBASE_PROJECT_ID: 'demo-other' },
      web: { ...LOCAL_WEB, projectId: 'demo-other' },
      emulators: LOCAL_EMULATORS,
    },
    {
      name: 'emulator variables override the local ports',
      env: {
        PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9399',
        PUBLIC_FIRESTORE_EMULATOR_HOST: 'http://127.0.0.1:18080/',
        PUBLIC_STORAGE_EMULATOR_HOST: '[::1]:19199',
      },
      web: LOCAL_WEB,
      emulators: {
        auth: { host: '127.0.0.1', port: 9399 },
        firestore: { host: '127.0.0.1', port: 18080 },
        storage: { host: '[::1]', port: 19199 },
      },
    },
    {
      name: 'a project id that merely contains "demo-" is not a demo project',
      env: { ...PRODUCTION_ENV, PUBLIC_FIREBASE_PROJECT_ID: 'hirewise-demo-1' },
      web: { ...PRODUCTION_WEB, projectId: 'hirewise-demo-1' },
      emulators: {},
    },
    {
      name: 'values are trimmed',
      env: { PUBLIC_FIREBASE_PROJECT_ID: ' demo-hirewise ', PUBLIC_FIREBASE_APP_ID: ' 1:2:web:3 ' },
      web: { ...LOCAL_WEB, appId: '1:2:web:3' },
      emulators: LOCAL_EMULATORS,
    },
  ])('$name', ({ env, web, emulators }) => {
    expect(resolveFirebaseConfig(env)).toEqual({ web, emulators });
  });
});

describe('parseEmulatorHost', () => {
  test.each(['127.0.0.1', ':9099', 'localhost:', 'localhost:port', 'localhost:0', 'localhost:70000', ''])(
    'rejects "%s" with a message naming the variable',
    (value) => {
      expect(() => parseEmulatorHost(value, 'PUBLIC_STORAGE_EMULATOR_HOST')).toThrow(/PUBLIC_STORAGE_EMULATOR_HOST must look like host:port/);
    },
  );

  test('a malformed emulator variable fails config resolution instead of silently using production', () => {
    expect(() => resolveFirebaseConfig({ ...PRODUCTION_ENV, PUBLIC_FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(
      /PUBLIC_FIRESTORE_EMULATOR_HOST/,
    );
  });
});
