import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const port = z.coerce.number().int().min(1).max(65535);

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
  SEED: z.enum(['demo', 'none']).default('demo'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(5).default(1800),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'toss']).default('sandbox'),
  TOSS_CLIENT_KEY: z.string().optional(),
  TOSS_SECRET_KEY: z.string().optional(),
  TOSS_API_URL: z.url().default('https://api.tosspayments.com'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('MEDIVENUS <no-reply@medivenus.example>'),
  NTS_SERVICE_KEY: z.string().optional(),
  NTS_API_URL: z.url().default('https://api.odcloud.kr'),
  JUSO_API_KEY: z.string().optional(),
  JUSO_API_URL: z.url().default('https://business.juso.go.kr'),
  /** `off` on instances that should not transcode (web-only instances; a second test server). */
  VIDEO_WORKER: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'PUBLIC_URL' | 'STORAGE_DIR'> {
  JWT_SECRET: string;
  PUBLIC_URL: string;
  STORAGE_DIR: string;
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
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.PAYMENT_PROVIDER === 'toss' && (!values.TOSS_SECRET_KEY || !values.TOSS_CLIENT_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  TOSS_SECRET_KEY, TOSS_CLIENT_KEY: required when PAYMENT_PROVIDER=toss',
    );
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
