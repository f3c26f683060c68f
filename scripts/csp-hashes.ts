/**
 * Prints the CSP hashes of every inline script and style in dist/*.html, and whether netlify.toml allows each.
 * Run after a build when Astro's inline hydration code changes: `node scripts/csp-hashes.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash, inlineBlocks } from '../src/lib/security/inline-hashes.ts';
import { readNetlifyConfig, headersFor } from '../src/server/local/netlify-config.ts';

const csp = headersFor(readNetlifyConfig(), '/')['Content-Security-Policy'] ?? '';
const found = new Map<string, string>();
for (const file of readdirSync('dist', { recursive: true }) as string[]) {
  if (!file.endsWith('.html')) continue;
  const { scripts, styles } = inlineBlocks(readFileSync(join('dist', file), 'utf8'));
  for (const body of scripts) found.set(cspHash(body), `script ${body.slice(0, 50)}…`);
  for (const body of styles) found.set(cspHash(body), `style  ${body.slice(0, 50)}…`);
}
for (const [hash, what] of found) console.log(`${csp.includes(hash) ? 'ok     ' : 'MISSING'} ${hash}  ${what}`);
