import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * What the parse function's process holds before its first request (docs/parse-memory.md, session 23): loaded in a
 * fresh process as a cold start loads it, with no LLM configured, the modules it imports are listed, and grpc-js with
 * protobufjs must not be among them (Firestore speaks REST; firebase-admin's ESM entry would load them through its
 * GrpcStatus and v1 getters, so Firestore's values come through firestore-api.ts).
 */
const LIST_LOADED_MODULES = `
  import { registerHooks } from 'node:module';
  const loaded = [];
  registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
  await import(process.argv[1]);
  console.log(JSON.stringify(loaded));
`;

function modulesLoadedBy(file: string): string[] {
  const env = { ...process.env };
  for (const name of ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY']) delete env[name];
  const out = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', LIST_LOADED_MODULES, pathToFileURL(resolve(file)).href], {
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as string[];
}

describe('the parse function, loaded as on a cold start with no LLM configured', () => {
  const loaded = modulesLoadedBy('src/functions/parse.mts');
  const matching = (pattern: RegExp) => loaded.filter((url) => pattern.test(url));

  test('loads what it serves with (the walk itself works)', () => {
    expect(matching(/\/src\/server\/handlers\/parse\.ts$/)).toHaveLength(1);
    expect(matching(/\/src\/server\/firebase\/firestore-rate-limit-store\.ts$/)).toHaveLength(1);
    expect(matching(/\/node_modules\/firebase-admin\/lib\/firestore\//).length).toBeGreaterThan(0);
  });

  test('does not load grpc-js or protobufjs', () => {
    expect(matching(/\/node_modules\/(@grpc\/grpc-js|protobufjs)\//)).toEqual([]);
  });
});
