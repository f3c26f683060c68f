import { isDemoProject } from '../lib/firebase/config.ts';

/**
 * Whether this process serves real users, told from what production really is rather than NODE_ENV alone
 * (Netlify Functions do not set it). Any one sign is enough:
 * - a Firebase project id without the "demo-" prefix: "demo-" projects exist only in emulators (Firebase's
 *   convention), so a real id means real accounts and real data;
 * - NODE_ENV=production;
 * - Netlify's deployed runtime: a deploy context or the Lambda runtime that Netlify runs functions on. Netlify's
 *   local runtime (`netlify serve`/`netlify dev`) sets the same variables, CONTEXT=production included, but
 *   also NETLIFY_LOCAL or NETLIFY_DEV, which a deployed function never has.
 */

/**
 * The variables that point Firebase's SDKs at an emulator. Any of them in production would let unsigned tokens
 * through (Auth) or send users' data to whatever listens at the address (Firestore, Storage: firebase-admin
 * reads FIREBASE_STORAGE_EMULATOR_HOST, Google's Cloud Storage client STORAGE_EMULATOR_HOST).
 */
export const EMULATOR_HOST_VARIABLES = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'STORAGE_EMULATOR_HOST'] as const;

type Env = Record<string, string | undefined>;

const DEPLOY_CONTEXTS = new Set(['production', 'deploy-preview', 'branch-deploy']);

/** The reasons this process counts as production; none means a local or test run. */
export function productionSigns(env: Env, projectId: string): string[] {
  const netlifyLocal = env.NETLIFY_LOCAL === 'true' || env.NETLIFY_DEV === 'true';
  const signs: string[] = [];
  if (!isDemoProject(projectId)) signs.push(`the Firebase project "${projectId}" is not a demo- project`);
  if (env.NODE_ENV === 'production') signs.push('NODE_ENV is production');
  if (!netlifyLocal && env.CONTEXT && DEPLOY_CONTEXTS.has(env.CONTEXT)) signs.push(`Netlify's deploy context is ${env.CONTEXT}`);
  if (!netlifyLocal && env.AWS_LAMBDA_FUNCTION_NAME) signs.push('it runs as a deployed Netlify Function');
  return signs;
}

/**
 * Throws, naming the variables and why this counts as production, when an emulator host variable is set in
 * production. Every route's pieces are made through this check (route-deps.ts), so a function refuses to
 * serve at all rather than trust an emulator.
 */
export function refuseEmulatorsInProduction(env: Env, projectId: string): void {
  const emulators = EMULATOR_HOST_VARIABLES.filter((name) => env[name]);
  if (emulators.length === 0) return;
  const signs = productionSigns(env, projectId);
  if (signs.length === 0) return;
  throw new Error(`Refusing to start: ${emulators.join(', ')} ${emulators.length === 1 ? 'is' : 'are'} set in production (${signs.join('; ')}).`);
}
