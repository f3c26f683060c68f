import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let dataDir = '';

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function seed(relative: string) {
  const file = path.join(dataDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  return file;
}

test('npm run reset wipes accounts, files and mail but keeps the public CV set, whose truths were written by hand', () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'reset-'));
  const mail = seed('outbox/welcome.eml');
  const upload = seed('storage/user/cv.pdf');
  const truth = seed('public-cvs/pz01-word.json');

  const run = spawnSync(process.execPath, ['scripts/reset.ts'], { cwd: root, env: { ...process.env, LOCAL_DATA_DIR: dataDir }, encoding: 'utf8' });

  expect(run.status, run.stderr).toBe(0);
  expect(existsSync(mail)).toBe(false);
  expect(existsSync(upload)).toBe(false);
  expect(existsSync(truth)).toBe(true);
  expect(run.stdout).toContain('public-cvs is kept');
});
