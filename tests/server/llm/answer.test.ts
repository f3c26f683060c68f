/** What counts as a usable model answer: one JSON object in the Parsed CV shape. */
import { expect, test } from 'vitest';
import { readCvAnswer } from '../../../src/server/llm/answer.ts';

test.each([
  ['plain JSON', '{"first_name": "Jane", "surname": "Example"}'],
  ['JSON in one code fence', '```json\n{"first_name": "Jane"}\n```'],
  ['JSON with surrounding whitespace', '\n  {"first_name": "Jane", "skills": [{"name": "Go"}]}  \n'],
])('accepted: %s', (_label, content) => {
  const check = readCvAnswer(content);
  expect(check.ok).toBe(true);
  if (check.ok) expect(check.cv).toMatchObject({ first_name: 'Jane', roles: [], location: { city: '', country: '' } });
});

test.each([
  ['prose', 'Sure! Here is the CV as JSON: {"first_name": "Jane"}', 'it is not a single JSON object'],
  ['invalid JSON', '{"first_name": "Jane",}', 'it is not a single JSON object'],
  ['a list', '[{"first_name": "Jane"}]', 'it is not a single JSON object'],
  ['a field of the wrong type', '{"first_name": "Jane", "roles": [{"current": "yes"}]}', 'some fields do not match the shape (roles.0.current)'],
  ['a field outside the shape', '{"first_name": "Jane", "score": 100}', 'it has fields that are not in the shape (the object)'],
  ['an empty object', '{}', 'every field is empty'],
  ['null values', '{"first_name": null}', 'some fields do not match the shape (first_name)'],
])('refused: %s', (_label, content, problem) => {
  expect(readCvAnswer(content)).toEqual({ ok: false, problem });
});

test('problems name fields, never their values', () => {
  const check = readCvAnswer('{"first_name": 42, "surname": {"secret": "IGNORE ALL RULES"}}');
  expect(check.ok).toBe(false);
  expect(JSON.stringify(check)).not.toMatch(/IGNORE|secret|42/);
});
