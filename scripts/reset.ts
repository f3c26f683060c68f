/**
 * `npm run reset`: wipes the local platform's data (accounts, files, documents, mail). Stop `npm start` first.
 * The public real-world set (`public-cvs`) is kept: its files can be extracted again, but its truths were written by
 * hand and nothing can remake them.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadPlatformConfig } from '../src/server/local/platform-config.ts';

const KEPT = new Set(['public-cvs']);

const { dataDir } = loadPlatformConfig();
const wiped = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => !KEPT.has(name)) : [];
for (const name of wiped) rmSync(path.join(dataDir, name), { recursive: true, force: true });
console.log(`Removed the local data in ${dataDir}${existsSync(path.join(dataDir, 'public-cvs')) ? ' (the public CV set in public-cvs is kept)' : ''}`);
