/** `npm run reset`: wipes the local platform's data (accounts, files, documents, mail). Stop `npm start` first. */
import { rmSync } from 'node:fs';
import { loadPlatformConfig } from '../src/server/local/platform-config.ts';

const { dataDir } = loadPlatformConfig();
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}`);
