import { z } from 'zod';
import { LICENSE_STATUSES } from './account-values';

/** 필수 (required) or 일반 (general): the accrediting body's two kinds of 연수평점. */
export const CREDIT_CATEGORIES = ['required', 'general'] as const;
export type CreditCategory = (typeof CREDIT_CATEGORIES)[number];

/**
 * Credits are kept in tenths (1.5 credits = 15): accrediting bodies award halves and tenths, and an
 * integer sums exactly where a float would not.
 */
export const CREDIT_TENTHS_MAX = 1000;

/** A day is the longest session an hours table describes. */
export const HOURS_TABLE_MAX_MINUTES = 24 * 60;

/**
 * One row of a session's hours table: from this many minutes present (inclusive), this many tenths
 * of a credit. Under the first row's minutes, none.
 */
export const creditHoursRow = z.object({
  fromMinutes: z.number().int().min(1).max(HOURS_TABLE_MAX_MINUTES),
  creditTenths: z.number().int().min(1).max(CREDIT_TENTHS_MAX),
});

/** Rows by rising minutes, each giving more than the one before. */
export const creditHoursTable = z
  .array(creditHoursRow)
  .min(1)
  .max(12)
  .refine(
    (rows) =>
      rows.every(
        (row, index) =>
          index === 0 ||
          (row.fromMinutes > rows[index - 1]!.fromMinutes &&
            row.creditTenths > rows[index - 1]!.creditTenths),
      ),
    { error: 'validation.hoursTableOrder' },
  );

/**
 * The 연수평점 a course (or a training session) carries. A course with these is credit-bearing:
 * its watch time is verified (decision 101).
 */
export const contentsCredits = z
  .object({
    creditTenths: z.number().int().min(1).max(CREDIT_TENTHS_MAX),
    /** Free text: 대한의사협회, a specialty society, 대한간호협회… */
    accreditingBody: z.string().trim().min(1).max(100),
    approvalNumber: z.string().trim().min(1).max(60),
    category: z.enum(CREDIT_CATEGORIES),
    /** The approval's validity, inclusive, as calendar dates in Korea. */
    validFrom: z.iso.date(),
    validTo: z.iso.date(),
    /** Sessions only: credits by the hours present, none of them above `creditTenths`. */
    hoursTable: creditHoursTable.optional(),
  })
  .refine((credits) => credits.validFrom <= credits.validTo, {
    path: ['validTo'],
    error: 'validation.date',
  })
  .refine((credits) => (credits.hoursTable ?? []).every((row) => row.creditTenths <= credits.creditTenths), {
    path: ['hoursTable'],
    error: 'validation.hoursTableAboveCredits',
  });
export type ContentsCredits = z.infer<typeof contentsCredits>;

/** POST /api/Admin/Contents/{contentsid}/Credits: sets the credits, or removes them with null. */
export const adminCreditsBody = z.object({ credits: contentsCredits.nullable() });
export type AdminCreditsBody = z.infer<typeof adminCreditsBody>;

export const CREDIT_AWARD_KINDS = ['online', 'session'] as const;

/** A credit as its member sees it in the 연수평점 tab. */
export const myCreditAward = z.object({
  awardid: z.number().int(),
  kind: z.enum(CREDIT_AWARD_KINDS),
  contentsid: z.number().int(),
  title: z.string(),
  creditTenths: z.number().int(),
  /** Verified watch time, or time present at the session. */
  studiedSec: z.number().int(),
  accreditingBody: z.string(),
  approvalNumber: z.string(),
  category: z.enum(CREDIT_CATEGORIES),
  /** The day (KST) the credit counts for: its year in the tab. */
  earnedOn: z.iso.date(),
  verificationCode: z.string(),
  /** A signed link to the certificate PDF, valid for a while (asked again on every look). */
  pdfUrl: z.string(),
  verifyUrl: z.string(),
});
export type MyCreditAward = z.infer<typeof myCreditAward>;

/** GET /api/Credits/Mine: the member's credits, and why there are none when the licence is not verified. */
export const myCredits = z.object({
  licenseStatus: z.enum(LICENSE_STATUSES).nullable(),
  /** Credits are awarded to verified licences only (decision 099). */
  licenseVerified: z.boolean(),
  /** CREDITS_YEARLY_GOAL, in tenths (the association asks for 8 a year). */
  yearlyGoalTenths: z.number().int(),
  awards: z.array(myCreditAward),
});
export type MyCredits = z.infer<typeof myCredits>;

/** The characters of a verification code (Crockford's base32 without I, L, O, U), as printed. */
export const creditVerifyParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^MC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
});

/** GET /api/Credits/Verify/{code}: public; the facts of the award, the member's name masked. */
export const creditVerification = z.object({
  verificationCode: z.string(),
  kind: z.enum(CREDIT_AWARD_KINDS),
  maskedName: z.string(),
  title: z.string(),
  earnedOn: z.iso.date(),
  studiedSec: z.number().int(),
  creditTenths: z.number().int(),
  accreditingBody: z.string(),
  approvalNumber: z.string(),
  category: z.enum(CREDIT_CATEGORIES),
});
export type CreditVerification = z.infer<typeof creditVerification>;

/** The files the report to the accrediting body comes as (decision 104). */
export const CREDIT_REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type CreditReportFormat = (typeof CREDIT_REPORT_FORMATS)[number];

/**
 * GET /api/Admin/Contents/{contentsid}/CreditReport: the members who earned the course's or
 * session's credits on a day of the period (Korean days, both included), as a file.
 */
export const creditReportQuery = z
  .object({
    from: z.iso.date({ error: 'validation.date' }),
    to: z.iso.date({ error: 'validation.date' }),
    format: z.enum(CREDIT_REPORT_FORMATS).default('xlsx'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'validation.date' });
export type CreditReportQuery = z.infer<typeof creditReportQuery>;

/** The answer's header that says how many members the file lists (0: only its header row). */
export const CREDIT_REPORT_ROWS_HEADER = 'x-report-rows';
