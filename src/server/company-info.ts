import { COMPANY_ENV, type CompanyInfo, DEMO_COMPANY } from '@shared/contract/company';
import type { Config } from './config';

/**
 * The footer's company details from COMPANY_*: the local demo fills what is unset with its made-up
 * company; production never shows made-up details, so an unset field is left out there.
 */
export function companyInfoOf(config: Config): CompanyInfo {
  const demo = config.NODE_ENV !== 'production';
  const entries = Object.entries(COMPANY_ENV).map(([field, variable]) => [
    field,
    config[variable] ?? (demo ? DEMO_COMPANY[field as keyof CompanyInfo] : ''),
  ]);
  return Object.fromEntries(entries) as CompanyInfo;
}
