import { z } from 'zod';

/** 필수 (required) or 일반 (general): the accrediting body's two kinds of 연수평점. */
export const CREDIT_CATEGORIES = ['required', 'general'] as const;
export type CreditCategory = (typeof CREDIT_CATEGORIES)[number];

/**
 * Credits are kept in tenths (1.5 credits = 15): accrediting bodies award halves and tenths, and an
 * integer sums exactly where a float would not.
 */
export const CREDIT_TENTHS_MAX = 1000;

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
  })
  .refine((credits) => credits.validFrom <= credits.validTo, {
    path: ['validTo'],
    error: 'validation.date',
  });
export type ContentsCredits = z.infer<typeof contentsCredits>;

/** POST /api/Admin/Contents/{contentsid}/Credits: sets the credits, or removes them with null. */
export const adminCreditsBody = z.object({ credits: contentsCredits.nullable() });
export type AdminCreditsBody = z.infer<typeof adminCreditsBody>;

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
