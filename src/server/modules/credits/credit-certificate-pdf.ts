import type { CreditCategory } from '@shared/contract/credits';
import type { CertificateLang } from '@shared/contract/learning';
import { formatCredits, formatDate, formatMinutes } from '@shared/format';
import { renderCertificateLayout } from '../learning/certificate-pdf';

/** What the 연수평점 certificate prints, as it was when the credit was awarded. */
export interface CreditCertificateContent {
  verificationCode: string;
  holderName: string;
  maskedLicenseNumber: string;
  title: string;
  earnedOn: string;
  studiedSec: number;
  creditTenths: number;
  accreditingBody: string;
  approvalNumber: string;
  category: CreditCategory;
  verifyUrl: string;
}

const KOREAN = {
  heading: '연수평점 이수증',
  sub: 'CME CREDIT CERTIFICATE',
  name: '성명',
  license: '면허번호',
  title: '교육명',
  date: '이수일',
  hours: '인정 시간',
  credits: '평점',
  body: '인정 기관',
  approval: '승인 번호',
  url: '확인 주소',
  statement: '위 사람은 위 교육을 이수하여 위와 같이 연수평점을 취득하였음을 확인합니다.',
  issuer: '메디비너스 아카데미',
  verify: 'QR 코드로 진위를 확인할 수 있습니다.',
  category: { required: '필수', general: '일반' } as Record<CreditCategory, string>,
  unit: '점',
};

const TEXT: Record<CertificateLang, typeof KOREAN> = {
  ko: KOREAN,
  en: {
    heading: 'CME Credit Certificate',
    sub: '연수평점 이수증',
    name: 'Name',
    license: 'Licence no.',
    title: 'Course or session',
    date: 'Completed on',
    hours: 'Hours recognised',
    credits: 'Credits',
    body: 'Accrediting body',
    approval: 'Approval no.',
    url: 'Verify at',
    statement:
      'This is to certify that the person named above completed the education above and earned the credits stated.',
    issuer: 'MEDIVENUS Academy',
    verify: 'Scan the QR code to verify this certificate.',
    category: { required: 'required', general: 'general' },
    unit: '',
  },
};

export function renderCreditCertificatePdf(
  content: CreditCertificateContent,
  lang: CertificateLang,
): Promise<Buffer> {
  const text = TEXT[lang];
  return renderCertificateLayout({
    ...text,
    body: text.statement,
    rows: [
      [text.name, content.holderName],
      [text.license, content.maskedLicenseNumber],
      [text.title, content.title],
      [text.date, formatDate(content.earnedOn, lang)],
      [text.hours, formatMinutes(content.studiedSec, lang)],
      [
        text.credits,
        `${formatCredits(content.creditTenths)}${text.unit} (${text.category[content.category]})`,
      ],
      [text.body, content.accreditingBody],
      [text.approval, content.approvalNumber],
      [text.url, content.verifyUrl],
    ],
    verifyUrl: content.verifyUrl,
    title: `${text.heading} ${content.verificationCode}`,
    subject: content.title,
  });
}
