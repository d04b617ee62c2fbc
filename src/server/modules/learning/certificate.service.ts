import { randomInt } from 'node:crypto';
import type { Locale } from '@shared/constants';
import type { CertificateInfo, CertificateLang, IssuedCertificate } from '@shared/contract/learning';
import { pickLocalized } from '@shared/localized';
import { and, eq, isNotNull, max, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { contents, lessons } from '../../db/schema/catalogue';
import { certificates, lessonProgress } from '../../db/schema/learning';
import { conflict, forbidden, recordNotFound } from '../../domain/errors';
import type { SessionUser } from '../../domain/session-user';
import { lessonShownToMembers } from '../contents/curriculum';
import { courseExamStanding } from '../exam/exam-standing';
import { renderCertificatePdf } from './certificate-pdf';
import { mediaSecret, signDownload, verifyDownload } from './media-signature';

/** Crockford's base32 without I, L, O, U: nothing to misread when typed from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DOWNLOAD_TTL_MS = 10 * 60_000;

/** PREFIX-XXXX-XXXX-XXXX: 60 random bits, so codes cannot be guessed from one another. */
export function newVerificationCode(prefix: string): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${group()}-${group()}-${group()}`;
}

/** MV-XXXX-XXXX-XXXX, printed on the course certificate. */
export function newCertificateNumber(): string {
  return newVerificationCode('MV');
}

export function verifyUrlOf(ctx: AppContext, number: string): string {
  return `${ctx.config.PUBLIC_URL}/certificate/${number}`;
}

/** Which PDFs a signed link opens: `/download/<folder>/<code>.pdf`, signed for `<subject>:<code>`. */
const PDF_KINDS = {
  certificate: 'certificates',
  credit: 'credits',
} as const;
type PdfKind = keyof typeof PDF_KINDS;

/** A link to a certificate's PDF that works for a while without the app's headers or token. */
export function signedPdfPath(ctx: AppContext, kind: PdfKind, code: string, lang: CertificateLang): string {
  const { expires, signature } = signDownload(
    mediaSecret(ctx.config.JWT_SECRET),
    `${kind}:${code}`,
    new Date(ctx.now().getTime() + DOWNLOAD_TTL_MS),
  );
  return `/download/${PDF_KINDS[kind]}/${code}.pdf?lang=${lang}&expires=${expires}&signature=${signature}`;
}

/** Refuses a PDF link whose signature is wrong or whose time is up. */
export function assertSignedPdf(
  ctx: AppContext,
  kind: PdfKind,
  code: string,
  link: { expires: number; signature: string },
): void {
  const failure = verifyDownload(
    mediaSecret(ctx.config.JWT_SECRET),
    `${kind}:${code}`,
    link.expires,
    link.signature,
    ctx.now(),
  );
  if (failure === 'expired') throw forbidden('LINK_EXPIRED', 'learning.mediaLinkExpired');
  if (failure) throw forbidden('LINK_INVALID', 'learning.mediaLinkInvalid');
}

function downloadOf(ctx: AppContext, number: string, lang: CertificateLang): IssuedCertificate {
  return {
    number,
    pdfUrl: signedPdfPath(ctx, 'certificate', number, lang),
    verifyUrl: verifyUrlOf(ctx, number),
  };
}

/**
 * POST /api/Learning/IssueCertificate/{contentsid}: only at 100% (every lesson completed) and with
 * every test of the course passed (decision 100). Issued once per member and course (unique row);
 * asking again answers the same number with a fresh link.
 */
export async function issueCertificate(
  ctx: AppContext,
  user: Pick<SessionUser, 'id'>,
  contentsId: number,
  lang: CertificateLang,
): Promise<IssuedCertificate> {
  const [existing] = await ctx.db
    .select({ number: certificates.number })
    .from(certificates)
    .where(and(eq(certificates.userId, user.id), eq(certificates.contentsId, contentsId)));
  if (existing) return downloadOf(ctx, existing.number, lang);

  const [course] = await ctx.db.select().from(contents).where(eq(contents.id, contentsId));
  if (course?.conttype !== 'course') throw recordNotFound('catalogue.contentsNotFound');
  const [totals] = await ctx.db
    .select({ lessons: sql<number>`count(*)::int`, seconds: sum(lessons.durationSec).mapWith(Number) })
    .from(lessons)
    .where(and(eq(lessons.contentsId, contentsId), lessonShownToMembers));
  const [done] = await ctx.db
    .select({ completed: sql<number>`count(*)::int`, lastAt: max(lessonProgress.completedAt) })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.userId, user.id),
        eq(lessonProgress.contentsId, contentsId),
        isNotNull(lessonProgress.completedAt),
        lessonShownToMembers,
      ),
    );
  const total = totals?.lessons ?? 0;
  if (total === 0 || (done?.completed ?? 0) < total || !done?.lastAt)
    throw conflict('CERTIFICATE_NOT_READY', 'learning.certificateNotReady');
  if ((await courseExamStanding(ctx.db, user.id, [contentsId])).pending.has(contentsId))
    throw conflict('CERTIFICATE_NOT_READY', 'learning.certificateExamPending');
  const [holder] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));

  const [inserted] = await ctx.db
    .insert(certificates)
    .values({
      number: newCertificateNumber(),
      userId: user.id,
      contentsId,
      holderName: holder?.name ?? '',
      courseTitle: course.title,
      durationSec: totals?.seconds ?? 0,
      completedAt: new Date(done.lastAt),
      issuedAt: ctx.now(),
    })
    // Two tabs asking at once: the second finds the first one's row.
    .onConflictDoNothing({ target: [certificates.userId, certificates.contentsId] })
    .returning({ number: certificates.number });
  if (inserted) return downloadOf(ctx, inserted.number, lang);
  const [winner] = await ctx.db
    .select({ number: certificates.number })
    .from(certificates)
    .where(and(eq(certificates.userId, user.id), eq(certificates.contentsId, contentsId)));
  return downloadOf(ctx, winner!.number, lang);
}

async function findCertificate(ctx: AppContext, number: string) {
  const [row] = await ctx.db.select().from(certificates).where(eq(certificates.number, number));
  if (!row) throw recordNotFound('learning.certificateNotFound');
  return row;
}

/** GET /api/Learning/VerifyCertificate/{number}: public, so anyone holding the paper can check it. */
export async function verifyCertificate(
  ctx: AppContext,
  number: string,
  locale: Locale,
): Promise<CertificateInfo> {
  const row = await findCertificate(ctx, number);
  return {
    number: row.number,
    holderName: row.holderName,
    courseTitle: pickLocalized(row.courseTitle, locale),
    durationSec: row.durationSec,
    completedAt: row.completedAt.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
  };
}

/** The PDF behind a signed download link. */
export async function certificatePdf(
  ctx: AppContext,
  input: { number: string; lang: CertificateLang; expires: number; signature: string },
): Promise<Buffer> {
  assertSignedPdf(ctx, 'certificate', input.number, input);
  const row = await findCertificate(ctx, input.number);
  return renderCertificatePdf(
    {
      number: row.number,
      holderName: row.holderName,
      courseTitle: pickLocalized(row.courseTitle, input.lang),
      durationSec: row.durationSec,
      completedAt: row.completedAt,
      verifyUrl: verifyUrlOf(ctx, row.number),
    },
    input.lang,
  );
}
