import { expect, test } from 'vitest';
import { importsOf, isWithin, sourceFiles } from './source-files.ts';

/**
 * src/lib is the layer below the stores: pure domain logic and the API and Firebase clients, each told what it
 * needs (an ID token, a CV) by its caller. A lib module that imported a store would tie it to the browser's
 * session state and to the order the stores load in.
 */
test('nothing in src/lib imports from src/stores', () => {
  const offenders = sourceFiles('src/lib').flatMap((file) =>
    importsOf(file)
      .filter((module) => isWithin(module, 'src/stores'))
      .map((module) => `${file.path}: ${module}`),
  );
  expect(offenders).toEqual([]);
});
