/**
 * docs/security.md backs every threat and limit with the tests that perform the attack. This keeps it honest: every
 * test it cites, as `file` › "name", exists in that file under that name (a name built from a constant in the
 * file, `the ${limit + 1}th …`, matches its template).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const doc = readFileSync(resolve('docs/security.md'), 'utf8');

/** Every cited (file, name) pair: a name belongs to the last file named before it. */
function citations(): { file: string; name: string }[] {
  const found: { file: string; name: string }[] = [];
  let file = '';
  for (const match of doc.matchAll(/`(tests\/[^`]+\.(?:ts|tsx))`|›\s*"(.+?)"(?=\s*(?:;|\||\(|$))/gm)) {
    if (match[1]) file = match[1];
    else found.push({ file, name: match[2]! });
  }
  return found;
}

/** The test names of a file written as templates, as patterns (`${…}` stands for anything). */
function templates(source: string): RegExp[] {
  return [...source.matchAll(/`([^`]*\$\{[^`]*)`/g)].map(
    ([, template]) => new RegExp(`^${template!.split(/\$\{[^}]*\}/).map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')).join('.+')}$`),
  );
}

test('docs/security.md cites tests for every row, and every cited test exists under that name', () => {
  const cited = citations();
  expect(cited.length).toBeGreaterThan(100);
  const missing = cited.filter(({ file, name }) => {
    if (!existsSync(resolve(file))) return true;
    const source = readFileSync(resolve(file), 'utf8');
    const unescaped = (text: string) => text.replace(/\\(['"`])/g, '$1');
    return !unescaped(source).includes(name) && !templates(source).some((pattern) => pattern.test(name));
  });
  expect(missing).toEqual([]);
});

test('every row of the threat table names at least one test', () => {
  const rows = doc.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Asset') && !line.startsWith('| Route') && !line.startsWith('|---'));
  expect(rows.length).toBeGreaterThan(20);
  expect(rows.filter((row) => !/`tests\/[^`]+` ›/.test(row))).toEqual([]);
});
