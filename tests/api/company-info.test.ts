import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { type CompanyInfo, DEMO_COMPANY, decodeCompanyInfo } from '../../src/shared/contract/company';
import { createTestApp } from '../fixtures/test-app';

/** The footer's details as a browser receives them: index.html's meta medivenus-company, decoded. */
async function servedCompany(env: Record<string, string>): Promise<CompanyInfo | null> {
  const webRoot = mkdtempSync(join(tmpdir(), 'medivenus-web-'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<meta name="medivenus-company" content="%MEDIVENUS_COMPANY%"><div id="root"></div>',
  );
  const testApp = await createTestApp({ seed: false, env, build: { webRoot } });
  try {
    const page = await testApp.app.inject({ method: 'GET', url: '/main' });
    const content = /<meta name="medivenus-company" content="([^"]*)">/.exec(page.body)?.[1];
    return content === undefined ? null : decodeCompanyInfo(content);
  } finally {
    await testApp.close();
  }
}

describe("the footer's legal notice comes from COMPANY_*", () => {
  it('the local demo shows the demo company', async () => {
    expect(await servedCompany({})).toEqual(DEMO_COMPANY);
  }, 60_000);

  it("shows the operator's values, the business number as digits, and survives quotes and tags", async () => {
    const company = await servedCompany({
      COMPANY_NAME: '(주)테스트 "에듀" <b>',
      COMPANY_CEO: '김대표',
      COMPANY_BUSINESS_NUMBER: '220-81-62517',
      COMPANY_MAIL_ORDER_NUMBER: '제2026-서울마포-01234호',
      COMPANY_ADDRESS: '서울특별시 마포구 월드컵북로 1',
      COMPANY_PHONE: '02-123-4567',
      COMPANY_EMAIL: 'help@edu.example',
      COMPANY_PRIVACY_OFFICER: '이보호',
      COMPANY_HOSTING: 'Example Cloud',
    });
    expect(company).toEqual({
      name: '(주)테스트 "에듀" <b>',
      ceo: '김대표',
      businessNumber: '2208162517',
      mailOrderNumber: '제2026-서울마포-01234호',
      address: '서울특별시 마포구 월드컵북로 1',
      phone: '02-123-4567',
      email: 'help@edu.example',
      privacyOfficer: '이보호',
      hosting: 'Example Cloud',
    });
  }, 60_000);

  it('production never shows the made-up company: unset fields stay empty', async () => {
    const company = await servedCompany({
      NODE_ENV: 'production',
      SEED: 'none',
      PAYMENT_PROVIDER: 'toss',
      TOSS_CLIENT_KEY: 'live_ck_company',
      TOSS_SECRET_KEY: 'live_sk_company',
      TOSS_API_URL: 'http://127.0.0.1:9',
      COMPANY_NAME: '(주)실제회사',
    });
    expect(company).toMatchObject({ name: '(주)실제회사', ceo: '', businessNumber: '', phone: '' });
  }, 60_000);

  it('refuses a business number that is not ten digits, naming the variable', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const load = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, COMPANY_BUSINESS_NUMBER: '12-34' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/COMPANY_BUSINESS_NUMBER: must be 10 digits/);
  });
});
