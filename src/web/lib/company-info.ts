import { type CompanyInfo, decodeCompanyInfo } from '@shared/contract/company';

let cached: CompanyInfo | null | undefined;

/** The footer's company details the server wrote into index.html (meta medivenus-company); null if absent. */
export function companyInfo(): CompanyInfo | null {
  if (cached === undefined) {
    const content = document.querySelector<HTMLMetaElement>('meta[name="medivenus-company"]')?.content;
    cached = content ? decodeCompanyInfo(content) : null;
  }
  return cached;
}
