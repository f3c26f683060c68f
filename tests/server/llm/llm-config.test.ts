/** The LLM settings of loadServerConfig: off unless LLM_BASE_URL is set; the key is never echoed in errors. */
import { expect, test } from 'vitest';
import { loadServerConfig } from '../../../src/server/config.ts';

test('no LLM_BASE_URL: no LLM (the built-in structurer only)', () => {
  expect(loadServerConfig({}).llm).toBeUndefined();
  expect(loadServerConfig({ LLM_BASE_URL: '', LLM_MODEL: 'gpt-test' }).llm).toBeUndefined();
});

test('base URL, key, model and timeout; the timeout defaults to 20 s and trailing slashes go', () => {
  expect(loadServerConfig({ LLM_BASE_URL: 'https://llm.example/v1/', LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-test' }).llm).toEqual({
    baseUrl: 'https://llm.example/v1',
    apiKey: 'sk-test',
    model: 'gpt-test',
    timeoutMs: 20_000,
  });
  expect(loadServerConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'local', LLM_TIMEOUT_MS: '5000' }).llm).toEqual({
    baseUrl: 'http://127.0.0.1:11434/v1',
    model: 'local',
    timeoutMs: 5_000,
  });
});

test.each([
  [{ LLM_BASE_URL: 'file:///etc/passwd', LLM_MODEL: 'm' }, 'LLM_BASE_URL: must be an http(s) URL'],
  [{ LLM_BASE_URL: 'not a url', LLM_MODEL: 'm' }, 'LLM_BASE_URL: must be an http(s) URL'],
  [{ LLM_BASE_URL: 'https://llm.example/v1' }, 'LLM_MODEL: must be set when LLM_BASE_URL is'],
  [{ LLM_TIMEOUT_MS: '0' }, 'LLM_TIMEOUT_MS'],
  [{ LLM_DAILY_INPUT_CHARS: '-1' }, 'LLM_DAILY_INPUT_CHARS'],
  [{ LLM_DAILY_INPUT_CHARS: 'lots' }, 'LLM_DAILY_INPUT_CHARS'],
])('refused: %o', (env, problem) => {
  expect(() => loadServerConfig({ LLM_API_KEY: 'sk-secret-value', ...env })).toThrow(problem);
  expect(() => loadServerConfig({ LLM_API_KEY: 'sk-secret-value', ...env })).not.toThrow(/sk-secret-value/);
});
