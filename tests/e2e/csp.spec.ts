import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { cspHash, inlineBlocks } from '../../src/lib/security/inline-hashes';

test('every inline script and style of the build is allowed by hash, and nothing else inline is', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const missing: string[] = [];
  for (const file of readdirSync('dist', { recursive: true }) as string[]) {
    if (!file.endsWith('.html')) continue;
    const { scripts, styles } = inlineBlocks(readFileSync(join('dist', file), 'utf8'));
    for (const body of [...scripts, ...styles]) if (!csp.includes(cspHash(body))) missing.push(`${file}: ${cspHash(body)} ${body.slice(0, 40)}`);
  }
  expect(missing, 'run `node scripts/csp-hashes.ts` and add these hashes to netlify.toml').toEqual([]);
  expect(csp).not.toMatch(/'unsafe-(inline|eval)'/);
});
