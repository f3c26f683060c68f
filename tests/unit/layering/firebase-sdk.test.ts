import { expect, test } from 'vitest';
import { importsOf, isWithin, sourceFiles } from './source-files.ts';

/**
 * The browser reaches Firebase only through the domain verbs of src/lib/firebase (sign in, upload a CV, save a
 * profile), so the client SDK loads only where a screen needs it and tests swap it by mocking one folder. The
 * server's SDK, firebase-admin, holds credentials' powers and stays in server code (src/server).
 */
const files = sourceFiles('src');
const isClientSdk = (module: string) => module === 'firebase' || module.startsWith('firebase/');
const isAdminSdk = (module: string) => module === 'firebase-admin' || module.startsWith('firebase-admin/');

/** `file: module` for every import of a module matching `isSdk` outside `home`. */
function importsOutside(isSdk: (module: string) => boolean, home: string): string[] {
  return files.flatMap((file) => (isWithin(file.path, home) ? [] : importsOf(file).filter(isSdk).map((module) => `${file.path}: ${module}`)));
}

test('the Firebase client SDK (firebase/*) is imported only in src/lib/firebase', () => {
  expect(importsOutside(isClientSdk, 'src/lib/firebase')).toEqual([]);
});

test('the Firebase Admin SDK (firebase-admin/*) is imported only in server code (src/server)', () => {
  expect(importsOutside(isAdminSdk, 'src/server')).toEqual([]);
});
