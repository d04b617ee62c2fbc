import type { Locale } from '@shared/constants';
import type { CreditVerification, MyCreditAward, MyCredits } from '@shared/contract/credits';
import type { CertificateLang } from '@shared/contract/learning';
import { pickLocalized } from '@shared/localized';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { contents } from '../../db/schema/catalogue';
import { creditAwards } from '../../db/schema/credits';
import { recordNotFound } from '../../domain/errors';
import { assertSignedPdf, signedPdfPath } from '../learning/certificate.service';
import { renderCreditCertificatePdf } from './credit-certificate-pdf';

/** 김의사 → 김*사, 남궁민수 → 남**수, 김철 → 김*: enough to recognise, not to identify. */
export function maskName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length <= 1) return '*';
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}

/** 123456 → 12****: the first two digits, the rest hidden. */
export function maskLicenseNumber(number: string): string {
  const kept = number.slice(0, 2);
  return `${kept}${'*'.repeat(Math.max(0, number.length - kept.length))}`;
}

export function creditVerifyUrl(ctx: AppContext, code: string): string {
  return `${ctx.config.PUBLIC_URL}/credits/verify/${code}`;
}

const awardColumns = { award: creditAwards, title: contents.title };

/**
 * GET /api/Credits/Mine: the member's credits, newest first, each with a fresh link to its
 * certificate, the yearly goal, and the licence's status (an unverified member is told why none show).
 */
export async function listMyCredits(ctx: AppContext, userId: number, locale: Locale): Promise<MyCredits> {
  const [user] = await ctx.db
    .select({ licenseStatus: users.licenseStatus })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await ctx.db
    .select(awardColumns)
    .from(creditAwards)
    .innerJoin(contents, eq(contents.id, creditAwards.contentsId))
    .where(eq(creditAwards.userId, userId))
    .orderBy(desc(creditAwards.earnedOn), desc(creditAwards.id));
  const lang: CertificateLang = locale === 'ko' ? 'ko' : 'en';
  const awards = rows.map(
    ({ award, title }): MyCreditAward => ({
      awardid: award.id,
      kind: award.kind,
      contentsid: award.contentsId,
      title: pickLocalized(title, locale),
      creditTenths: award.creditTenths,
      studiedSec: award.studiedSec,
      accreditingBody: award.accreditingBody,
      approvalNumber: award.approvalNumber,
      category: award.category,
      earnedOn: award.earnedOn,
      verificationCode: award.verificationCode,
      pdfUrl: signedPdfPath(ctx, 'credit', award.verificationCode, lang),
      verifyUrl: creditVerifyUrl(ctx, award.verificationCode),
    }),
  );
  return {
    licenseStatus: user?.licenseStatus ?? null,
    licenseVerified: user?.licenseStatus === 'verified',
    yearlyGoalTenths: Math.round(ctx.config.CREDITS_YEARLY_GOAL * 10),
    awards,
  };
}

async function findAward(ctx: AppContext, code: string) {
  const [row] = await ctx.db
    .select({ ...awardColumns, name: users.name })
    .from(creditAwards)
    .innerJoin(contents, eq(contents.id, creditAwards.contentsId))
    .innerJoin(users, eq(users.id, creditAwards.userId))
    .where(eq(creditAwards.verificationCode, code));
  if (!row) throw recordNotFound('credits.awardNotFound');
  return row;
}

/** GET /api/Credits/Verify/{code}: public; the award's facts, the member only as a masked name. */
export async function verifyCredit(
  ctx: AppContext,
  code: string,
  locale: Locale,
): Promise<CreditVerification> {
  const { award, title, name } = await findAward(ctx, code);
  return {
    verificationCode: award.verificationCode,
    kind: award.kind,
    maskedName: maskName(name),
    title: pickLocalized(title, locale),
    earnedOn: award.earnedOn,
    studiedSec: award.studiedSec,
    creditTenths: award.creditTenths,
    accreditingBody: award.accreditingBody,
    approvalNumber: award.approvalNumber,
    category: award.category,
  };
}

/** The 연수평점 certificate behind a signed link (GET /download/credits/{code}.pdf). */
export async function creditCertificatePdf(
  ctx: AppContext,
  input: { code: string; lang: CertificateLang; expires: number; signature: string },
): Promise<Buffer> {
  assertSignedPdf(ctx, 'credit', input.code, input);
  const { award, title, name } = await findAward(ctx, input.code);
  return renderCreditCertificatePdf(
    {
      verificationCode: award.verificationCode,
      holderName: name,
      maskedLicenseNumber: maskLicenseNumber(award.licenseNumber),
      title: pickLocalized(title, input.lang),
      earnedOn: award.earnedOn,
      studiedSec: award.studiedSec,
      creditTenths: award.creditTenths,
      accreditingBody: award.accreditingBody,
      approvalNumber: award.approvalNumber,
      category: award.category,
      verifyUrl: creditVerifyUrl(ctx, award.verificationCode),
    },
    input.lang,
  );
}
