import { z } from 'zod';

/**
 * Server configuration, read once from the environment. Every setting has a local default, so a fresh machine runs
 * with no accounts (DECISIONS.md 'Backend, local'); production sets the real values in the Netlify UI.
 *
 * To add a setting: add its variable to `envSchema` (with its default), a field to `ServerConfig`, and map it in
 * `toServerConfig`.
 */

/** An OpenAI-compatible chat-completions endpoint for the optional LLM structurer; present only when LLM_BASE_URL is set. */
export interface LlmConfig {
  /** Base URL up to the API version, e.g. 'https://api.openai.com/v1'; `/chat/completions` is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer ...` when set (local servers often need none). */
  apiKey?: string;
  model: string;
  /** Per-attempt deadline of one model call. */
  timeoutMs: number;
}

/** SMTP settings; present only when SMTP_HOST is set. */
export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Login, when the server wants one (SMTP_USER and SMTP_PASS come together). */
  auth?: { user: string; pass: string };
}

export interface ServerConfig {
  /** The only recipient of /sendSupportEmail. */
  supportEmail: string;
  /** From header of every mail we send, e.g. 'Hirewise <no-reply@hirewise.example>'. */
  mailFrom: string;
  /** Deliver through this server; when absent, mail is written to `outboxDir` as .eml files. */
  smtp?: SmtpConfig;
  /** Mails /sendSupportEmail may send in any hour, across every instance: a flood cannot burn the SMTP quota. */
  mailHourlyCap: number;
  /** Folder of the local e-mail outbox. */
  outboxDir: string;
  /** Origins allowed to call the API from another origin (CORS). */
  allowedOrigins: string[];
  firebase: { projectId: string; storageBucket: string };
  /** The optional LLM structurer of /parse; absent means the built-in structurer only. */
  llm?: LlmConfig;
  /**
   * Characters of model input (prompts; about four a token) allowed in any 24 hours, across every route and
   * instance (the daily spend breaker).
   */
  llmDailyInputChars: number;
}

/** An environment variable left empty counts as unset, so `SMTP_HOST=` in a .env file means "no SMTP". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);
/** 'Name <address>' or a bare address, on one line. */
const mailbox = z
  .string()
  .refine(noLineBreaks, 'must be on one line')
  .refine((value) => /^(?:[^<>]*<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/.test(value.trim()), 'must be an address or "Name <address>"');
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const origin = z.string().refine((value) => {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}, 'must be origins like https://example.com, separated by commas');

const envSchema = z
  .object({
    SUPPORT_EMAIL: withDefault(z.email(), 'support@hirewise.example'),
    MAIL_FROM: withDefault(mailbox, 'Hirewise <no-reply@hirewise.example>'),
    SMTP_HOST: optional(z.string().refine(noLineBreaks, 'must be on one line')),
    SMTP_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
    SMTP_SECURE: optional(flag),
    SMTP_USER: optional(z.string()),
    SMTP_PASS: optional(z.string()),
    SUPPORT_MAIL_HOURLY_CAP: withDefault(z.coerce.number().int().min(1).max(100_000), '100'),
    OUTBOX_DIR: withDefault(z.string(), '.local/outbox'),
    ALLOWED_ORIGIN: withDefault(
      z.string().transform((list) => list.split(',').map((item) => item.trim()).filter(Boolean)).pipe(z.array(origin)),
      'http://localhost:4321,http://127.0.0.1:4321',
    ),
    FIREBASE_PROJECT_ID: withDefault(z.string().regex(/^[a-z0-9-]+$/, 'must be a Firebase project id'), 'demo-hirewise'),
    FIREBASE_STORAGE_BUCKET: withDefault(z.string().regex(/^[a-z0-9._-]+$/, 'must be a bucket name'), 'demo-hirewise.appspot.com'),
    LLM_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    LLM_API_KEY: optional(z.string().refine(noLineBreaks, 'must be on one line')),
    LLM_MODEL: optional(z.string().refine(noLineBreaks, 'must be on one line')),
    LLM_TIMEOUT_MS: withDefault(z.coerce.number().int().min(1).max(120_000), '20000'),
    LLM_DAILY_INPUT_CHARS: withDefault(z.coerce.number().int().min(0).max(10_000_000_000), '20000000'),
  })
  .refine((env) => env.LLM_BASE_URL === undefined || env.LLM_MODEL !== undefined, {
    message: 'must be set when LLM_BASE_URL is',
    path: ['LLM_MODEL'],
  })
  .refine((env) => (env.SMTP_USER === undefined) === (env.SMTP_PASS === undefined), {
    message: 'SMTP_USER and SMTP_PASS must be set together',
    path: ['SMTP_USER'],
  });

type Env = z.output<typeof envSchema>;

function toServerConfig(env: Env): ServerConfig {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    mailFrom: env.MAIL_FROM.trim(),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          // 465 is SMTP over TLS; 587 (submission with STARTTLS) otherwise.
          port: env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587),
          secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
          ...(env.SMTP_USER !== undefined && env.SMTP_PASS !== undefined ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS } } : {}),
        }
      : undefined,
    mailHourlyCap: env.SUPPORT_MAIL_HOURLY_CAP,
    outboxDir: env.OUTBOX_DIR,
    allowedOrigins: env.ALLOWED_ORIGIN,
    firebase: { projectId: env.FIREBASE_PROJECT_ID, storageBucket: env.FIREBASE_STORAGE_BUCKET },
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
            ...(env.LLM_API_KEY !== undefined ? { apiKey: env.LLM_API_KEY } : {}),
            model: env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_MS,
          }
        : undefined,
    llmDailyInputChars: env.LLM_DAILY_INPUT_CHARS,
  };
}

/**
 * Reads the configuration from `env` (pure: no I/O, no caching). Throws one Error naming every bad variable
 * and what is wrong with it, never the values (they may be secrets).
 */
export function loadServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new Error(`Invalid server configuration. ${problems.join('; ')}`);
  }
  return toServerConfig(result.data);
}
