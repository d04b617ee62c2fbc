import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'medivenus-config-'));

describe('configuration', () => {
  it('has working defaults: port 3000, ./data, sandbox payments, demo seed', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.SEED).toBe('demo');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.STORAGE_DIR).toBe(join(config.DATA_DIR, 'storage'));
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')).jwt).toBe(first);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['SMTP_URL', 'http://mail'],
    ['JWT_SECRET', 'short'],
  ])('a wrong %s stops start-up with a message naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
