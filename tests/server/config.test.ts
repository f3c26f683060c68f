import { describe, expect, test } from 'vitest';
import { loadServerConfig } from '@/server/config';

describe('loadServerConfig', () => {
  test('an empty environment gives the local defaults: outbox mail, demo Firebase project', () => {
    expect(loadServerConfig({})).toEqual({
      supportEmail: 'support@hirewise.example',
      mailFrom: 'Hirewise <no-reply@hirewise.example>',
      smtp: undefined,
      mailHourlyCap: 100,
      outboxDir: '.local/outbox',
      allowedOrigins: ['http://localhost:4321', 'http://127.0.0.1:4321'],
      firebase: { projectId: 'demo-hirewise', storageBucket: 'demo-hirewise.appspot.com' },
      llmDailyInputChars: 20_000_000,
    });
  });

  test('empty variables count as unset', () => {
    expect(loadServerConfig({ SMTP_HOST: '', SUPPORT_EMAIL: '', OUTBOX_DIR: '' })).toMatchObject({
      smtp: undefined,
      supportEmail: 'support@hirewise.example',
      outboxDir: '.local/outbox',
    });
  });

  test('every variable overrides its default', () => {
    const config = loadServerConfig({
      SUPPORT_EMAIL: 'help@example.com',
      MAIL_FROM: 'Example <robot@example.com>',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '2525',
      SMTP_SECURE: 'false',
      SMTP_USER: 'robot',
      SMTP_PASS: 's3cret',
      OUTBOX_DIR: '/tmp/outbox',
      SUPPORT_MAIL_HOURLY_CAP: '20',
      ALLOWED_ORIGIN: 'https://example.com, https://www.example.com',
      FIREBASE_PROJECT_ID: 'example-prod',
      FIREBASE_STORAGE_BUCKET: 'example-prod.appspot.com',
      LLM_DAILY_INPUT_CHARS: '500000',
    });
    expect(config).toEqual({
      supportEmail: 'help@example.com',
      mailFrom: 'Example <robot@example.com>',
      smtp: { host: 'smtp.example.com', port: 2525, secure: false, auth: { user: 'robot', pass: 's3cret' } },
      mailHourlyCap: 20,
      outboxDir: '/tmp/outbox',
      allowedOrigins: ['https://example.com', 'https://www.example.com'],
      firebase: { projectId: 'example-prod', storageBucket: 'example-prod.appspot.com' },
      llmDailyInputChars: 500_000,
    });
  });

  test.each([
    [{}, { port: 587, secure: false }],
    [{ SMTP_SECURE: 'true' }, { port: 465, secure: true }],
    [{ SMTP_PORT: '465' }, { port: 465, secure: true }],
    [{ SMTP_PORT: '25', SMTP_SECURE: '0' }, { port: 25, secure: false }],
  ])('SMTP port and TLS follow each other when only one is given (%o)', (env, expected) => {
    expect(loadServerConfig({ SMTP_HOST: 'smtp.example.com', ...env }).smtp).toEqual({ host: 'smtp.example.com', ...expected });
  });

  test.each([
    ['SUPPORT_EMAIL', { SUPPORT_EMAIL: 'not-an-address' }],
    ['MAIL_FROM', { MAIL_FROM: 'Hirewise <no-reply@hirewise.example>\r\nBcc: a@b.c' }],
    ['MAIL_FROM', { MAIL_FROM: 'Hirewise' }],
    ['SMTP_PORT', { SMTP_HOST: 'smtp.example.com', SMTP_PORT: 'twenty-five' }],
    ['SMTP_PORT', { SMTP_HOST: 'smtp.example.com', SMTP_PORT: '70000' }],
    ['SMTP_SECURE', { SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'yes please' }],
    ['SMTP_USER', { SMTP_HOST: 'smtp.example.com', SMTP_USER: 'robot' }],
    ['ALLOWED_ORIGIN', { ALLOWED_ORIGIN: 'https://example.com/path' }],
    ['SUPPORT_MAIL_HOURLY_CAP', { SUPPORT_MAIL_HOURLY_CAP: '0' }],
    ['FIREBASE_PROJECT_ID', { FIREBASE_PROJECT_ID: 'Bad Project!' }],
  ])('a bad %s stops the server with a message naming it', (name, env) => {
    expect(() => loadServerConfig(env)).toThrow(new RegExp(`Invalid server configuration.*${name}`));
  });

  test('the error never repeats a value, since it may be a secret', () => {
    const secret = 'hunter2-very-secret';
    expect(() => loadServerConfig({ SMTP_HOST: 'smtp.example.com', SMTP_PASS: secret })).toThrow(/SMTP_USER and SMTP_PASS must be set together/);
    try {
      loadServerConfig({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: secret, SMTP_PASS: secret });
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
    expect.assertions(2);
  });
});
