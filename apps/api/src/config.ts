import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { type OidcProviderConfig, oidcProvidersFromEnv } from './accounts/social-login.ts';

/** The documented key of the embedded demo; production sets its own keys through API_KEYS. */
export const DEMO_API_KEY = 'meetspace-demo-key';
/**
 * The web app's key in the default API_KEYS (the first entry goes to the web app): its own, so the
 * demo key can be a partner channel while the website keeps its explicit terms step.
 */
export const DEMO_WEB_API_KEY = 'meetspace-web-key';
/** The documented password of the demo accounts; production sets DEMO_DATA=off. */
export const DEMO_PASSWORD_DEFAULT = 'Demo-2026!';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('sqlite:data/app.db'),
  API_KEYS: z.string().default(`${DEMO_WEB_API_KEY},${DEMO_API_KEY}`),
  PARTNER_API_KEYS: z.string().optional(),
  DEMO_PASSWORD: z.string().min(8).default(DEMO_PASSWORD_DEFAULT),
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  QUOTE_SECRET: z.string().min(16).optional(),
  DATA_DIR: z.string().default('data'),
  PUBLIC_URL: z.url().optional(),
  REDIS_URL: z.string().startsWith('redis').optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'letters, digits, dots, dashes and underscores')
    .default('meetspace'),
  SMTP_URL: z.string().startsWith('smtp').optional(),
  MAIL_FROM: z.string().default('Meetspace <no-reply@meetspace.example>'),
  DEV_OUTBOX: z.enum(['on', 'off']).optional(),
  UPLOAD_DIR: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, 'a Mollie API key starts with test_ or live_')
    .optional(),
  MOLLIE_API_ENDPOINT: z.url().optional(),
});

/** Everything the server needs, resolved from the environment once at start. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /** Accepted client-application keys; the first one is handed to the web app. */
  apiKeys: string[];
  /**
   * The keys of partner channels: apps that book for their own logged-in members, who agreed to the
   * booking terms in that app, so their finalize needs no terms step (never the web app's key).
   */
  partnerApiKeys: string[];
  demoPassword: string;
  demoData: boolean;
  logLevel: string;
  /** Folder with the built web app (index.html + assets); absent folder = API only. */
  webDist: string;
  /** HMAC secret of search quotes (`Hash`). */
  quoteSecret: string;
  /** The site's public address, for links in mails. */
  publicUrl: string;
  /** Redis for shared throttling counters and the live events' fan-out; absent = in memory. */
  redisUrl?: string;
  /** What the fan-out's Redis channels start with (deployments sharing one Redis stay apart). */
  redisPrefix?: string;
  /** SMTP server for the outbox sender; absent = mails stay in the outbox (readable at /dev/outbox). */
  smtpUrl?: string;
  mailFrom: string;
  /**
   * Whether the outbox page /dev/outbox is served (to loopback clients only): on for a plain local
   * start; off when NODE_ENV is production, DEMO_DATA is off or a proxy is trusted (DEV_OUTBOX overrides).
   */
  devOutbox: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (default), a hop count,
   * or addresses/subnets (`10.0.0.0/8,127.0.0.1`).
   */
  trustProxy: boolean | number | string;
  /** How long a request may take to arrive, headers and body (408 after). */
  requestTimeoutMs?: number;
  /** Where uploaded images are kept (default `<DATA_DIR>/uploads`), served at /uploads/. */
  uploadDir: string;
  /** OpenID Connect providers for social login (OIDC_PROVIDERS and OIDC_<NAME>_*); empty = none. */
  oidcProviders: Record<string, OidcProviderConfig>;
  /** Online payments through Mollie when set (MOLLIE_API_KEY); absent = the embedded test provider. */
  mollie?: { apiKey: string; apiEndpoint?: string };
}

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const apiKeys = e.API_KEYS.split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (apiKeys.length === 0) throw new Error('Invalid environment:\nAPI_KEYS: at least one key is required');
  const partnerApiKeys = parsePartnerApiKeys(e.PARTNER_API_KEYS, apiKeys);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    apiKeys,
    partnerApiKeys,
    demoPassword: e.DEMO_PASSWORD,
    demoData: e.DEMO_DATA === 'on',
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    quoteSecret: e.QUOTE_SECRET ?? persistedSecret(resolve(e.DATA_DIR, 'quote-secret')),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devOutbox: e.DEV_OUTBOX
      ? e.DEV_OUTBOX === 'on'
      : env.NODE_ENV !== 'production' && e.DEMO_DATA === 'on' && trustProxy === false,
    trustProxy,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    uploadDir: resolve(e.UPLOAD_DIR ?? join(e.DATA_DIR, 'uploads')),
    oidcProviders: oidcProvidersFromEnv(env),
    ...(e.MOLLIE_API_KEY ? { mollie: { apiKey: e.MOLLIE_API_KEY, apiEndpoint: e.MOLLIE_API_ENDPOINT } } : {}),
  };
}

/**
 * `PARTNER_API_KEYS`: comma-separated keys out of API_KEYS (empty: none). Unset, the demo key is one
 * when API_KEYS accepts it. The first API_KEYS entry is the web app's key and never a partner channel
 * (the website keeps its explicit terms step): naming it, or a key API_KEYS does not accept, stops
 * the start with a message (by position: keys are secrets and stay out of logs).
 */
export function parsePartnerApiKeys(value: string | undefined, apiKeys: readonly string[]): string[] {
  const webKey = apiKeys[0];
  if (value === undefined)
    return apiKeys.includes(DEMO_API_KEY) && webKey !== DEMO_API_KEY ? [DEMO_API_KEY] : [];
  const keys = value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  keys.forEach((key, i) => {
    const problem =
      key === webKey
        ? "is the first API_KEYS entry, the web app's key: the website keeps its terms step"
        : apiKeys.includes(key)
          ? undefined
          : 'is not one of API_KEYS';
    if (problem) throw new Error(`Invalid environment:\nPARTNER_API_KEYS: entry ${i + 1} ${problem}`);
  });
  return keys;
}

/** A random secret kept in a file (created on first use, owner-only), so quotes survive restarts. */
export function persistedSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `TRUST_PROXY`: unset or `false` = no proxy; `true`; a hop count (`1`); or addresses and subnets. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}
