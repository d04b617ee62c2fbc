import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentsAreTestMode, publicUrlMismatch } from './config';

const LIVE_KEYS = { TOSS_CLIENT_KEY: 'live_ck_example', TOSS_SECRET_KEY: 'live_sk_example' };
const dataDir = () => mkdtempSync(join(tmpdir(), 'medivenus-config-'));

describe('configuration', () => {
  it('the local demo (development) defaults to port 3000, ./data, sandbox payments and demo data', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.SEED).toBe('demo');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.STORAGE_DIR).toBe(join(config.DATA_DIR, 'storage'));
    expect(config.API_DOCS).toBe('on');
    expect(paymentsAreTestMode(config)).toBe(true);
  });

  it('production is the default and asks for Toss keys instead of falling back on the sandbox', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir() })).toThrow(
      /TOSS_SECRET_KEY, TOSS_CLIENT_KEY: required when PAYMENT_PROVIDER=toss \(the default in production\)/,
    );
    const config = loadConfig({ DATA_DIR: dataDir(), ...LIVE_KEYS });
    expect(config.NODE_ENV).toBe('production');
    expect(config.PAYMENT_PROVIDER).toBe('toss');
    expect(config.SEED).toBe('none');
    expect(config.API_DOCS).toBe('off');
    expect(loadConfig({ DATA_DIR: dataDir(), ...LIVE_KEYS, API_DOCS: 'on' }).API_DOCS).toBe('on');
    expect(paymentsAreTestMode(config)).toBe(false);
  });

  it.each([
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'sandbox' }],
    ['SEED', { SEED: 'demo', ...LIVE_KEYS }],
    ['TOSS_SECRET_KEY', { TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' }],
  ])('production refuses %s with test payments or demo data unless the operator opts in', (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(
      new RegExp(`${name}: .*ALLOW_TEST_MODE_IN_PRODUCTION=true`),
    );
    const optedIn = loadConfig({ DATA_DIR: dataDir(), ...env, ALLOW_TEST_MODE_IN_PRODUCTION: 'true' });
    expect(optedIn.NODE_ENV).toBe('production');
  });

  it('keeps an earlier provider enabled beside the one new checkouts use, with its keys', () => {
    const switched = { DATA_DIR: dataDir(), ...LIVE_KEYS, PAYMENT_PROVIDERS: 'sandbox, toss' };
    expect(() => loadConfig(switched)).toThrow(/PAYMENT_PROVIDERS: sandbox approves/);
    const config = loadConfig({ ...switched, ALLOW_TEST_MODE_IN_PRODUCTION: 'true' });
    expect([config.PAYMENT_PROVIDER, config.PAYMENT_PROVIDERS]).toEqual(['toss', ['toss', 'sandbox']]);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir() }).PAYMENT_PROVIDERS).toEqual([
      'sandbox',
    ]);
    expect(() =>
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir(), PAYMENT_PROVIDERS: 'toss' }),
    ).toThrow(/TOSS_SECRET_KEY, TOSS_CLIENT_KEY: required when PAYMENT_PROVIDERS names toss/);
    expect(() => loadConfig({ ...switched, PAYMENT_PROVIDERS: 'paypal' })).toThrow(/PAYMENT_PROVIDERS/);
  });

  it('outside production, Toss test keys are fine and count as test mode', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir(),
      PAYMENT_PROVIDER: 'toss',
      TOSS_CLIENT_KEY: 'test_ck_x',
      TOSS_SECRET_KEY: 'test_sk_x',
    });
    expect(paymentsAreTestMode(config)).toBe(true);
  });

  it('an empty value counts as unset, as compose and systemd pass it', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir(), SMTP_URL: '', SEED: '' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SEED).toBe('demo');
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir, ...LIVE_KEYS }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir, ...LIVE_KEYS }).JWT_SECRET).toBe(first);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).jwt).toBe(first);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['SMTP_URL', 'http://mail'],
    ['JWT_SECRET', 'short'],
    ['ALLOW_TEST_MODE_IN_PRODUCTION', 'yes'],
  ])('a wrong %s stops start-up with a message naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('the local demo says when PUBLIC_URL names another port than the one it listens on', () => {
    const demo = (env: Record<string, string>) =>
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir(), ...env });
    expect(publicUrlMismatch(demo({}))).toBeNull();
    expect(publicUrlMismatch(demo({ PORT: '3100' }))).toBeNull();
    expect(publicUrlMismatch(demo({ PORT: '3100', PUBLIC_URL: 'http://localhost:3000' }))).toBe(
      'PUBLIC_URL is http://localhost:3000 but the server listens on port 3100: checkout returns and mail links go to PUBLIC_URL, not to the address you opened.',
    );
    expect(publicUrlMismatch(demo({ PORT: '80', PUBLIC_URL: 'http://demo.example' }))).toBeNull();
    const production = loadConfig({
      DATA_DIR: dataDir(),
      TOSS_CLIENT_KEY: 'live_ck_x',
      TOSS_SECRET_KEY: 'live_sk_x',
      PUBLIC_URL: 'https://medivenus.example',
    });
    expect(publicUrlMismatch(production)).toBeNull();
  });
});
