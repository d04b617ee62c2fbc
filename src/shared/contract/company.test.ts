import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY, decodeCompanyInfo, encodeCompanyInfo } from './company';

describe('the company meta tag, as the footer reads it', () => {
  it('reads back what the server wrote', () => {
    expect(decodeCompanyInfo(encodeCompanyInfo(DEMO_COMPANY))).toEqual(DEMO_COMPANY);
  });

  it('shows nothing for a tag that is not a whole company: a field missing, a bad number, not JSON', () => {
    const { hosting: _, ...withoutHosting } = DEMO_COMPANY;
    expect(decodeCompanyInfo(encodeURIComponent(JSON.stringify(withoutHosting)))).toBeNull();
    expect(decodeCompanyInfo(encodeCompanyInfo({ ...DEMO_COMPANY, businessNumber: '12-34' }))).toBeNull();
    expect(decodeCompanyInfo('%MEDIVENUS_COMPANY%')).toBeNull();
    expect(decodeCompanyInfo(encodeURIComponent('null'))).toBeNull();
  });
});
