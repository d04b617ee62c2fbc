import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/e2e/support/browser';
import {
  ADMIN_PORT,
  ADMIN_URL,
  MAIN_PORT,
  MAIN_URL,
  PORTONE_PORT,
  PORTONE_URL,
  SHORT_TOKEN_PORT,
  SHORT_TOKEN_TTL_SECONDS,
  SHORT_TOKEN_URL,
  SMTP_PORT,
  TOSS_CLIENT_KEY,
  TOSS_PORT,
  TOSS_URL,
} from './tests/e2e/support/servers';

function server(port: number, url: string, env: Record<string, string> = {}) {
  return {
    // `npm run test:e2e` builds first; every server starts from the same build (serve.mjs).
    command: 'node tests/e2e/support/serve.mjs',
    url: `${url}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'medivenus-e2e-')),
      PUBLIC_URL: url,
      // The local demo, as `npm start` runs it: demo data with the published passwords, the sandbox.
      NODE_ENV: 'development',
      SEED: 'demo',
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Every test member signs up and logs in from 127.0.0.1; the per-address limits (tested in the
      // API tests) would otherwise stop the suite after ten sign-ups.
      RATE_LIMITS: 'join.ip=1000/3600,login.ip=1000/300,findpassword.ip=200/3600,coupon.ip=500/600',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The long journeys (checkout, virtual-account deposit, card registration) take 35–50 s on two
  // busy cores; a hung test is still stopped, only later.
  timeout: 90_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: MAIN_URL,
    locale: 'ko-KR',
    // Recording a trace (a screencast and DOM snapshots per action) costs about a third of the suite's
    // CPU on two cores; the retry of a failed test records one instead.
    trace: 'on-first-retry',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    server(MAIN_PORT, MAIN_URL),
    // A credit's "hour" of verified study is five seconds there, so a demo lesson earns one (credits.spec.ts).
    server(ADMIN_PORT, ADMIN_URL, { CREDITS_HOUR_SEC: '5' }),
    server(TOSS_PORT, TOSS_URL, {
      PAYMENT_PROVIDER: 'toss',
      TOSS_CLIENT_KEY,
      TOSS_SECRET_KEY: 'test_sk_e2e_secret',
      // Never reached: these tests stop at the SDK call; nothing here may leave the machine.
      TOSS_API_URL: 'http://127.0.0.1:9',
      VIDEO_WORKER: 'off',
    }),
    server(SHORT_TOKEN_PORT, SHORT_TOKEN_URL, {
      ACCESS_TOKEN_TTL: String(SHORT_TOKEN_TTL_SECONDS),
      VIDEO_WORKER: 'off',
    }),
    // The PortOne stand-in needs no PORTONE_* settings: its keys are its own, derived from the server's secret.
    server(PORTONE_PORT, PORTONE_URL, { PAYMENT_PROVIDER: 'portone-sandbox', VIDEO_WORKER: 'off' }),
  ],
});
