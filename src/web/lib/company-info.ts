import { type CompanyInfo, decodeCompanyInfo } from '@shared/contract/company';
import { pageMeta } from './page-meta';

let cached: CompanyInfo | null | undefined;

/** The footer's company details the server wrote into index.html (meta medivenus-company); null if absent. */
export function companyInfo(): CompanyInfo | null {
  if (cached === undefined) {
    const content = pageMeta('medivenus-company');
    cached = content ? decodeCompanyInfo(content) : null;
  }
  return cached;
}
