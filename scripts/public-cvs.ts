/**
 * `npm run public-cvs -- extract|check`: the public real-world set's files, from their sources.
 *
 * - `extract` takes every file listed in tests/fixtures/public/manifest.json out of a local snapshot of its
 *   repository (its git directory at `$PUBLIC_CVS_MIRRORS/<owner>+<name>/repo/.git`, or `/repo` when bare;
 *   default /work/.mirror, as the snapshot tool leaves them), at the recorded commit, checks its sha256 and
 *   writes it to the set: committed files to tests/fixtures/public/cvs, the others to .local/public-cvs
 *   (git-ignored). Truth files are never made here: they are written by hand.
 * - `check` says which files and truths are present and whether each file's hash matches the manifest.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { committedDir, localDir, readManifest, sha256Of, type PublicCvSource } from '../tests/fixtures/public/manifest.ts';

const mirrors = process.env.PUBLIC_CVS_MIRRORS ?? '/work/.mirror';

const target = (entry: PublicCvSource) => path.join(entry.committed ? committedDir : localDir, entry.file);

function gitDir(repo: string): string | null {
  const base = path.join(mirrors, repo.replace('/', '+'));
  return [path.join(base, 'repo', '.git'), path.join(base, 'repo'), base].find((dir) => existsSync(path.join(dir, 'HEAD'))) ?? null;
}

function extract(entries: PublicCvSource[]): number {
  let failures = 0;
  for (const entry of entries) {
    const dir = gitDir(entry.repo);
    if (!dir) {
      console.log(`missing  ${entry.file}: no snapshot of ${entry.repo} under ${mirrors}`);
      failures++;
      continue;
    }
    const shown = spawnSync('git', ['--git-dir', dir, 'show', `${entry.commit}:${entry.path}`], { maxBuffer: 64 * 1024 * 1024 });
    if (shown.status !== 0) {
      console.log(`missing  ${entry.file}: ${entry.path} is not in ${entry.repo} at ${entry.commit.slice(0, 12)}`);
      failures++;
      continue;
    }
    const bytes = new Uint8Array(shown.stdout);
    if (sha256Of(bytes) !== entry.sha256) {
      console.log(`changed  ${entry.file}: its sha256 differs from the manifest's`);
      failures++;
      continue;
    }
    mkdirSync(path.dirname(target(entry)), { recursive: true });
    writeFileSync(target(entry), bytes);
    console.log(`ok       ${entry.file}`);
  }
  return failures;
}

function check(entries: PublicCvSource[]): number {
  let failures = 0;
  for (const entry of entries) {
    const file = target(entry);
    const truth = file.replace(/\.\w+$/, '.json');
    let state = 'ok';
    if (!existsSync(file)) state = 'no file';
    else if (sha256Of(new Uint8Array(readFileSync(file))) !== entry.sha256) state = 'hash differs';
    else if (!existsSync(truth)) state = 'no truth';
    if (state !== 'ok') failures++;
    console.log(`${state.padEnd(13)} ${entry.file.padEnd(36)} ${entry.split.padEnd(5)} ${entry.committed ? 'committed' : 'local    '} ${entry.repo}`);
  }
  return failures;
}

const entries = readManifest();
const verb = process.argv[2];
if (verb === 'extract') process.exitCode = extract(entries) ? 1 : 0;
else if (verb === 'check') process.exitCode = check(entries) ? 1 : 0;
else {
  console.error('usage: npm run public-cvs -- extract|check');
  process.exitCode = 2;
}
