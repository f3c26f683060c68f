import { describe, expect, test } from 'vitest';
import { loadServerConfig } from '@/server/config';
import { EMULATOR_HOST_VARIABLES, productionSigns, refuseEmulatorsInProduction } from '@/server/deployment';
import { createRouteDeps } from '@/server/route-deps';

/** What Netlify's deployed runtime sets for a function (Lambda), with no NODE_ENV. */
const deployedNetlify = { AWS_LAMBDA_FUNCTION_NAME: 'handler', CONTEXT: 'production', URL: 'https://hirewise.example' };
/** What Netlify's local runtime (netlify serve, as npm start runs it) sets: the same, plus NETLIFY_LOCAL. */
const localNetlify = { ...deployedNetlify, NETLIFY_LOCAL: 'true', URL: 'http://localhost:8888' };

describe('production is told from what production is, not from NODE_ENV alone', () => {
  test('a deployed Netlify Function without NODE_ENV counts as production, even with a demo- project', () => {
    expect(productionSigns(deployedNetlify, 'demo-hirewise')).not.toEqual([]);
    expect(productionSigns({ CONTEXT: 'deploy-preview' }, 'demo-hirewise')).not.toEqual([]);
  });

  test('a real (non demo-) Firebase project counts as production wherever it runs', () => {
    expect(productionSigns({}, 'hirewise-prod')).toEqual(['the Firebase project "hirewise-prod" is not a demo- project']);
  });

  test("Netlify's local runtime with a demo- project is not production", () => {
    expect(productionSigns(localNetlify, 'demo-hirewise')).toEqual([]);
    expect(productionSigns({ NETLIFY_DEV: 'true', AWS_LAMBDA_FUNCTION_NAME: 'handler' }, 'demo-hirewise')).toEqual([]);
  });
});

describe('every emulator variable is refused in production', () => {
  test.each(EMULATOR_HOST_VARIABLES)('%s on a deployed Netlify Function without NODE_ENV: the routes refuse to start', (name) => {
    const env = { ...deployedNetlify, FIREBASE_PROJECT_ID: 'demo-hirewise', [name]: '127.0.0.1:9099' };
    expect(() => createRouteDeps(loadServerConfig(env), env)).toThrow(new RegExp(`Refusing to start: ${name} is set in production`));
  });

  test.each(EMULATOR_HOST_VARIABLES)('%s with a real project id and no other sign: refused', (name) => {
    expect(() => refuseEmulatorsInProduction({ [name]: 'localhost:8080' }, 'hirewise-prod')).toThrow(/not a demo- project/);
  });

  test('npm start (Netlify local runtime, demo- project, emulators) starts', () => {
    const env = { ...localNetlify, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
    expect(() => refuseEmulatorsInProduction(env, 'demo-hirewise')).not.toThrow();
  });

  test('production without emulator variables starts', () => {
    expect(() => refuseEmulatorsInProduction(deployedNetlify, 'hirewise-prod')).not.toThrow();
  });
});
