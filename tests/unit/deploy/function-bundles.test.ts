import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';
import { API_ROUTES, type RouteName } from '../../../src/server/routes.ts';

/**
 * Each Netlify function loads its own route's modules only (routes.ts): a function that imported every route's
 * handler would carry, say, the e-mail route's nodemailer into the parse function's process (docs/parse-memory.md).
 * Bundled here as Netlify's esbuild bundles them, the handler factories each one holds are counted.
 */
const HANDLER_FACTORY = /^src\/server\/handlers\/.+-from-config\.ts$/;

async function bundledInputs(name: RouteName): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: [`src/functions/${name}.mts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs);
}

describe('each API function, bundled', () => {
  test.each(Object.keys(API_ROUTES) as RouteName[])('%s holds at most one route handler factory, its own', async (name) => {
    const factories = (await bundledInputs(name)).filter((input) => HANDLER_FACTORY.test(input));
    expect(factories.length).toBeLessThanOrEqual(1);
    // Its own: named after the route, or the account routes' shared one.
    for (const factory of factories) expect(factory).toContain(name.replace(/-(export|delete)$/, ''));
  });
});
