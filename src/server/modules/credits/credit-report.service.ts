import type { Locale } from '@shared/constants';
import type { CreditReportFormat, CreditReportQuery } from '@shared/contract/credits';
import { type CsvCell, toCsv } from '@shared/csv';
import { isMessageKey, type MessageKey, translate } from '@shared/i18n/messages';
import { pickLocalized } from '@shared/localized';
import { and, asc, between, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/account';
import { creditAwards } from '../../db/schema/credits';
import type { SessionUser } from '../../domain/session-user';
import { recordAudit } from '../audit/audit.service';
import { findContents } from '../contents/contents-records';

/** The report's columns, in order; their headers are `creditReport.columns.<key>` in the operator's language. */
const COLUMNS = [
  'no',
  'title',
  'licenseKind',
  'licenseNumber',
  'name',
  'birthdate',
  'earnedOn',
  'studiedHours',
  'credits',
  'category',
  'accreditingBody',
  'approvalNumber',
  'verificationCode',
] as const;
type Column = (typeof COLUMNS)[number];

/** Widths in characters for the XLSX (Hangul counts about double). */
const WIDTHS: Record<Column, number> = {
  no: 6,
  title: 32,
  licenseKind: 14,
  licenseNumber: 16,
  name: 14,
  birthdate: 12,
  earnedOn: 12,
  studiedHours: 12,
  credits: 8,
  category: 10,
  accreditingBody: 20,
  approvalNumber: 20,
  verificationCode: 22,
};

/** Date cells: a day in Korea, never an instant. */
const DATE_COLUMNS = new Set<Column>(['birthdate', 'earnedOn']);

/** One member's line: text, numbers, and days as 'YYYY-MM-DD' (Korean days, as earned_on is kept). */
export type CreditReportRow = Record<Column, string | number | null>;

export interface CreditReportFile {
  filename: string;
  contentType: string;
  body: Buffer;
  rows: number;
}

const CONTENT_TYPES: Record<CreditReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function label(locale: Locale, key: string): string {
  return isMessageKey(key) ? translate(locale, key) : key.slice(key.lastIndexOf('.') + 1);
}

/** The awards of a course or session earned on a day of the period, oldest first, then by name. */
async function reportRows(
  ctx: AppContext,
  locale: Locale,
  contentsId: number,
  title: string,
  query: CreditReportQuery,
): Promise<CreditReportRow[]> {
  const awards = await ctx.db
    .select({ award: creditAwards, name: users.name, birthdate: users.birthdate })
    .from(creditAwards)
    .innerJoin(users, eq(users.id, creditAwards.userId))
    .where(and(eq(creditAwards.contentsId, contentsId), between(creditAwards.earnedOn, query.from, query.to)))
    .orderBy(asc(creditAwards.earnedOn), asc(users.name), asc(creditAwards.id));
  return awards.map(({ award, name, birthdate }, index) => ({
    no: index + 1,
    title,
    licenseKind: label(locale, `creditReport.licenseKinds.${award.licenseKind}`),
    licenseNumber: award.licenseNumber,
    name,
    birthdate,
    earnedOn: award.earnedOn,
    // Hours to the hundredth: 90 minutes is 1.5.
    studiedHours: Math.round(award.studiedSec / 36) / 100,
    credits: award.creditTenths / 10,
    category: label(locale, `creditReport.categories.${award.category}`),
    accreditingBody: award.accreditingBody,
    approvalNumber: award.approvalNumber,
    verificationCode: award.verificationCode,
  }));
}

function headerOf(locale: Locale): string[] {
  return COLUMNS.map((column) => translate(locale, `creditReport.columns.${column}` as MessageKey));
}

function csvOf(locale: Locale, rows: CreditReportRow[]): Buffer {
  const cells: CsvCell[][] = rows.map((row) => COLUMNS.map((column) => row[column]));
  return Buffer.from(toCsv(headerOf(locale), cells), 'utf8');
}

/** A Korean day as a spreadsheet date: midnight UTC, so no reader's zone moves it to another day. */
function dayCell(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

async function xlsxOf(locale: Locale, rows: CreditReportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(locale, 'creditReport.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((column) => ({
    key: column,
    width: WIDTHS[column],
    ...(DATE_COLUMNS.has(column) ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  const header = sheet.addRow(headerOf(locale));
  header.font = { bold: true };
  for (const row of rows)
    sheet.addRow(
      COLUMNS.map((column) => {
        const value = row[column];
        return DATE_COLUMNS.has(column) && typeof value === 'string' ? dayCell(value) : value;
      }),
    );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * GET /api/Admin/Contents/{contentsid}/CreditReport (decision 104): the members who earned the
 * credits of a course or session on a day of the period, as CSV or XLSX for the accrediting body.
 * The file holds personal data: each export is audited as `<course|training>.creditReport` with the
 * period, the format and the number of members, before the file leaves.
 */
export async function exportCreditReport(
  ctx: AppContext,
  admin: SessionUser,
  locale: Locale,
  contentsId: number,
  query: CreditReportQuery,
): Promise<CreditReportFile> {
  const contents = await findContents(ctx.db, contentsId);
  const rows = await reportRows(ctx, locale, contentsId, pickLocalized(contents.title, locale), query);
  const body = query.format === 'csv' ? csvOf(locale, rows) : await xlsxOf(locale, rows);
  await recordAudit(ctx.db, {
    actorId: admin.id,
    action: `${contents.conttype}.creditReport`,
    targetType: contents.conttype,
    target: String(contentsId),
    after: { from: query.from, to: query.to, format: query.format, rows: rows.length },
  });
  return {
    filename: `credit-report-${contentsId}-${query.from}-${query.to}.${query.format}`,
    contentType: CONTENT_TYPES[query.format],
    body,
    rows: rows.length,
  };
}
