/**
 * What a Korean online store must show in its footer (전자상거래법 §10, 개인정보 보호법 §30): set by
 * the COMPANY_* environment variables and written into index.html by the server. An empty value is
 * left out of the footer. Plain types, no zod: the footer is in every page's first JavaScript.
 */
export interface CompanyInfo {
  /** 상호 */
  name: string;
  /** 대표자 */
  ceo: string;
  /** 사업자등록번호, ten digits (shown 123-45-67890, linked to the FTC's 사업자정보확인). */
  businessNumber: string;
  /** 통신판매업 신고번호 */
  mailOrderNumber: string;
  address: string;
  phone: string;
  email: string;
  /** 개인정보보호책임자 */
  privacyOfficer: string;
  /** 호스팅 서비스 제공자 */
  hosting: string;
}

/** The environment variable behind each field (README, Configuration). */
export const COMPANY_ENV = {
  name: 'COMPANY_NAME',
  ceo: 'COMPANY_CEO',
  businessNumber: 'COMPANY_BUSINESS_NUMBER',
  mailOrderNumber: 'COMPANY_MAIL_ORDER_NUMBER',
  address: 'COMPANY_ADDRESS',
  phone: 'COMPANY_PHONE',
  email: 'COMPANY_EMAIL',
  privacyOfficer: 'COMPANY_PRIVACY_OFFICER',
  hosting: 'COMPANY_HOSTING',
} as const satisfies Record<keyof CompanyInfo, string>;

/** The local demo's made-up company; production shows only what the operator configured. */
export const DEMO_COMPANY: CompanyInfo = {
  name: '(주)메디비너스',
  ceo: '홍길동',
  businessNumber: '1234567890',
  mailOrderNumber: '제2026-서울강남-00000호',
  address: '서울특별시 강남구 테헤란로 123, 7층',
  phone: '1600-0000',
  email: 'support@medivenus.example',
  privacyOfficer: '김보안',
  hosting: '(주)메디비너스 클라우드',
};

/** Where the FTC shows a mail-order business's registration (사업자정보확인). */
export function businessCheckUrl(businessNumber: string): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNumber}`;
}

/** The meta tag's content: URI-encoded JSON, so it is safe inside an HTML attribute as it stands. */
export function encodeCompanyInfo(info: CompanyInfo): string {
  return encodeURIComponent(JSON.stringify(info));
}

export function decodeCompanyInfo(content: string): CompanyInfo | null {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(content));
    if (typeof value !== 'object' || value === null) return null;
    const fields = value as Record<string, unknown>;
    const complete = Object.keys(COMPANY_ENV).every((field) => typeof fields[field] === 'string');
    if (!complete || !/^(\d{10})?$/.test(fields.businessNumber as string)) return null;
    return value as CompanyInfo;
  } catch {
    return null;
  }
}
