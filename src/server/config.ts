import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
// Relative, not '@shared/…': vite.config.ts loads this file, and Vite's config loader knows no aliases.
import { PAYMENT_PROVIDERS } from '../shared/contract/payment';
import { DEFAULT_DATABASE_TIMEOUTS } from './db/client';

const optionalUrl = z.url().optional();
const port = z.coerce.number().int().min(1).max(65535);
/** A timeout in milliseconds: long enough to be met by a healthy peer, short enough to bound a request. */
const timeoutMs = (defaultMs: number) => z.coerce.number().int().min(50).max(600_000).default(defaultMs);
const companyText = z.string().trim().max(200).optional();

/** Every environment variable the server reads; README.md documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  STORAGE_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: timeoutMs(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  DATABASE_CONNECT_TIMEOUT_MS: timeoutMs(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_POOL_ACQUIRE_TIMEOUT_MS: timeoutMs(DEFAULT_DATABASE_TIMEOUTS.poolAcquireMs),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** How long any Redis command may take before the caller falls back (limits count in memory). */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(300),
  /** Overrides of the built-in rate limits: `login.ip=30/600,login.account=10/900` (max/seconds). */
  RATE_LIMITS: z
    .string()
    .regex(
      /^\s*[\w.:-]+\s*=\s*\d+\s*\/\s*\d+\s*(,\s*[\w.:-]+\s*=\s*\d+\s*\/\s*\d+\s*)*$/,
      'must be name=max/seconds pairs separated by commas',
    )
    .optional(),
  /** Which proxies may set X-Forwarded-For: `true`, a hop count, or addresses/CIDRs separated by commas. */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d+|[\d.:/a-fA-F]+(\s*,\s*[\d.:/a-fA-F]+)*)$/,
      'must be true, false, a hop count or addresses',
    )
    .default('false'),
  WEB_APP_ID: z.string().min(1).default('medivenus-web'),
  WEB_APP_KEY: z.string().min(8).default('medivenus-web-public-key'),
  /** Unset: `demo` outside production (the local demo), `none` in production. */
  SEED: z.enum(['demo', 'none']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).default(1800),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /** Unset: `sandbox` outside production (the local demo), `toss` in production. */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
  /**
   * Every provider this deployment still talks to, separated by commas: the orders and saved cards
   * each took keep theirs after a switch (decision 091). PAYMENT_PROVIDER is always one of them.
   */
  PAYMENT_PROVIDERS: z
    .string()
    .transform((value) => value.split(',').map((name) => name.trim()))
    .pipe(z.array(z.enum(PAYMENT_PROVIDERS)))
    .optional(),
  /** The operator's acknowledgement that a production server runs demo data or test payments. */
  ALLOW_TEST_MODE_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  TOSS_CLIENT_KEY: z.string().optional(),
  TOSS_SECRET_KEY: z.string().optional(),
  TOSS_API_URL: z.url().default('https://api.tosspayments.com'),
  /** The longest one gateway call may take, its retries included (the sandbox too). */
  TOSS_TIMEOUT_MS: timeoutMs(20_000),
  /** PortOne V2 (https://developers.portone.io): required when PAYMENT_PROVIDERS names portone. */
  PORTONE_API_URL: z.url().default('https://api.portone.io'),
  PORTONE_API_SECRET: z.string().optional(),
  PORTONE_STORE_ID: z.string().optional(),
  /** The channel (the PG contract) checkouts and card registrations open. */
  PORTONE_CHANNEL_KEY: z.string().optional(),
  /** `whsec_…`: the secret PortOne's console shows for this server's webhook address. */
  PORTONE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** The longest one PortOne call may take, its retries included (its stand-in too). */
  PORTONE_TIMEOUT_MS: timeoutMs(20_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Connecting, the greeting and each later SMTP exchange; a failed send is retried from the outbox. */
  SMTP_TIMEOUT_MS: timeoutMs(10_000),
  MAIL_FROM: z.string().default('MEDIVENUS <no-reply@medivenus.example>'),
  NTS_SERVICE_KEY: z.string().optional(),
  NTS_API_URL: z.url().default('https://api.odcloud.kr'),
  NTS_TIMEOUT_MS: timeoutMs(5000),
  JUSO_API_KEY: z.string().optional(),
  JUSO_API_URL: z.url().default('https://business.juso.go.kr'),
  JUSO_TIMEOUT_MS: timeoutMs(5000),
  /** After SIGTERM: how long /healthz answers 503 while every other request is still served. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** After SIGTERM: the longest until exit; requests still running then are cut. */
  SHUTDOWN_GRACE_MS: timeoutMs(25_000),
  /**
   * Presence checks on credit-bearing courses come at a random moment this many seconds after the
   * last answered one (decision 101); tests shorten them.
   */
  ATTENDANCE_CHECK_MIN_SEC: z.coerce.number().int().min(1).max(86_400).default(600),
  ATTENDANCE_CHECK_MAX_SEC: z.coerce.number().int().min(1).max(86_400).default(1200),
  /** The 연수평점 a member aims for each year, shown as progress in 내 강의실 (decision 102). */
  CREDITS_YEARLY_GOAL: z.coerce.number().min(1).max(100).default(8),
  /** The verified study one online credit asks for: an hour (the association's rule); tests shorten it. */
  CREDITS_HOUR_SEC: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** The share of a course (whole percent of its lessons completed) a holder watches before reviewing it (issue 44). */
  REVIEW_MIN_WATCHED_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  /** `off` on instances that should not transcode (web-only instances; a second test server). */
  VIDEO_WORKER: z.enum(['on', 'off']).default('on'),
  /** Unset: `on` outside production (the local demo, tests, the fuzz), `off` in production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  // The footer's legal notice (src/shared/contract/company.ts); unset: the demo company outside production.
  COMPANY_NAME: companyText,
  COMPANY_CEO: companyText,
  COMPANY_BUSINESS_NUMBER: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, 'must be 10 digits, e.g. 123-45-67890'))
    .optional(),
  COMPANY_MAIL_ORDER_NUMBER: companyText,
  COMPANY_ADDRESS: companyText,
  COMPANY_PHONE: companyText,
  COMPANY_EMAIL: z.email().optional(),
  COMPANY_PRIVACY_OFFICER: companyText,
  COMPANY_HOSTING: companyText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends Omit<
    Env,
    | 'JWT_SECRET'
    | 'PUBLIC_URL'
    | 'STORAGE_DIR'
    | 'SEED'
    | 'PAYMENT_PROVIDER'
    | 'PAYMENT_PROVIDERS'
    | 'API_DOCS'
  > {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  STORAGE_DIR: string;
  SEED: 'demo' | 'none';
  /** The provider new checkouts and card registrations go to. */
  PAYMENT_PROVIDER: (typeof PAYMENT_PROVIDERS)[number];
  /** Every enabled provider, PAYMENT_PROVIDER first. */
  PAYMENT_PROVIDERS: (typeof PAYMENT_PROVIDERS)[number][];
  API_DOCS: 'on' | 'off';
}

/**
 * Whether payments are pretend: the built-in sandbox, or Toss with test keys (Toss prefixes its keys
 * `test_` and `live_`: https://docs.tosspayments.com/reference/using-api/api-keys). Either approves
 * test cards without charging anyone, so the web shows a test-mode notice.
 */
export function paymentsAreTestMode(config: Pick<Config, 'PAYMENT_PROVIDER' | 'TOSS_SECRET_KEY'>): boolean {
  return (
    config.PAYMENT_PROVIDER === 'sandbox' ||
    config.PAYMENT_PROVIDER === 'portone-sandbox' ||
    Boolean(config.TOSS_SECRET_KEY?.startsWith('test_'))
  );
}

/** The local demo (`npm start`, `npm run dev`) and tests publish the demo accounts' passwords; production never. */
export function publishesDemoPasswords(config: Pick<Config, 'NODE_ENV'>): boolean {
  return config.NODE_ENV !== 'production';
}

/**
 * In the local demo, a PUBLIC_URL whose port is not the one listened on: the gateway's return and
 * mail links then lead elsewhere than the address the member came in on (behind a proxy, production
 * differs by design). The start-up banner says so.
 */
export function publicUrlMismatch(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_URL' | 'PORT'>): string | null {
  if (config.NODE_ENV === 'production') return null;
  const url = new URL(config.PUBLIC_URL);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (port === config.PORT) return null;
  return `PUBLIC_URL is ${config.PUBLIC_URL} but the server listens on port ${config.PORT}: checkout returns and mail links go to PUBLIC_URL, not to the address you opened.`;
}

export class ConfigError extends Error {}

/** Fastify's trustProxy option from TRUST_PROXY. */
export function trustProxyOption(
  value: string,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return (_address, hop) => hop < Number(value);
  return value.split(',').map((part) => part.trim());
}

/** Reads and checks the environment; a wrong value stops start-up with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Compose's `${SMTP_URL:-}` and a systemd `SMTP_URL=` line hand over empty strings for "not set".
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = withModeDefaults(parsed.data);
  const unsafe = unsafeSettings(values, parsed.data.PAYMENT_PROVIDER === undefined);
  if (unsafe.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${unsafe.map((line) => `  ${line}`).join('\n')}`);
  }
  const dataDir = resolve(values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    STORAGE_DIR: resolve(values.STORAGE_DIR ?? join(dataDir, 'storage')),
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: values.JWT_SECRET ?? generatedSecret(dataDir, 'jwt'),
  };
}

type ModeSettled = Omit<Env, 'SEED' | 'PAYMENT_PROVIDER' | 'PAYMENT_PROVIDERS' | 'API_DOCS'> &
  Pick<Config, 'SEED' | 'PAYMENT_PROVIDER' | 'PAYMENT_PROVIDERS' | 'API_DOCS'>;

/**
 * Demo data and the sandbox are defaults of the local demo only; production has to ask for them. So
 * is the API's document: it maps every call, its fields and who may make it for whoever asks.
 */
function withModeDefaults(env: Env): ModeSettled {
  const production = env.NODE_ENV === 'production';
  const provider = env.PAYMENT_PROVIDER ?? (production ? 'toss' : 'sandbox');
  return {
    ...env,
    SEED: env.SEED ?? (production ? 'none' : 'demo'),
    PAYMENT_PROVIDER: provider,
    PAYMENT_PROVIDERS: [...new Set([provider, ...(env.PAYMENT_PROVIDERS ?? [])])],
    API_DOCS: env.API_DOCS ?? (production ? 'off' : 'on'),
  };
}

const OPT_IN = 'set ALLOW_TEST_MODE_IN_PRODUCTION=true to run it on purpose';

/** Settings a server must not start with, each naming its variable (docs/decisions/027-production-is-safe-by-default-the-demo-is-npm-start.md). */
function unsafeSettings(values: ModeSettled, providerDefaulted: boolean): string[] {
  const production = values.NODE_ENV === 'production';
  const unsafe: string[] = [];
  if (values.PAYMENT_PROVIDERS.includes('toss') && (!values.TOSS_SECRET_KEY || !values.TOSS_CLIENT_KEY)) {
    const setting =
      values.PAYMENT_PROVIDER === 'toss' ? 'PAYMENT_PROVIDER=toss' : 'PAYMENT_PROVIDERS names toss';
    unsafe.push(
      `TOSS_SECRET_KEY, TOSS_CLIENT_KEY: required when ${setting}${production && providerDefaulted ? ' (the default in production)' : ''}`,
    );
  }
  const portone = [
    values.PORTONE_API_SECRET,
    values.PORTONE_STORE_ID,
    values.PORTONE_CHANNEL_KEY,
    values.PORTONE_WEBHOOK_SECRET,
  ];
  if (values.PAYMENT_PROVIDERS.includes('portone') && portone.some((value) => !value)) {
    unsafe.push(
      'PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_CHANNEL_KEY, PORTONE_WEBHOOK_SECRET: required when PAYMENT_PROVIDERS names portone',
    );
  }
  if (!production || values.ALLOW_TEST_MODE_IN_PRODUCTION === 'true') return unsafe;
  if (values.SEED === 'demo') {
    unsafe.push(`SEED: demo fills a production database with made-up courses and accounts; ${OPT_IN}`);
  }
  const standIn = values.PAYMENT_PROVIDERS.find((name) => name === 'sandbox' || name === 'portone-sandbox');
  if (standIn) {
    unsafe.push(
      `${values.PAYMENT_PROVIDER === standIn ? 'PAYMENT_PROVIDER' : 'PAYMENT_PROVIDERS'}: ${standIn} approves its public test cards, so anyone could buy for free; use toss or portone with live keys, or ${OPT_IN}`,
    );
  } else if (values.TOSS_SECRET_KEY?.startsWith('test_')) {
    unsafe.push(
      `TOSS_SECRET_KEY: a test key (test_…) approves test cards without charging; use a live key, or ${OPT_IN}`,
    );
  }
  return unsafe;
}

/** Secrets the operator did not set are generated once and kept in DATA_DIR. */
function generatedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}
