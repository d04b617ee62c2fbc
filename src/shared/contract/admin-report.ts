import { z } from 'zod';
import { dateTimeText } from './fields';
import { EASY_PAY_PROVIDERS, ORDER_KINDS, ORDER_METHODS } from './payment';

/** The console's reports: sales for a period of Korean days or months, learner progress per course. */

export const REPORT_UNITS = ['day', 'month'] as const;
export type ReportUnit = (typeof REPORT_UNITS)[number];

const DAY_MS = 86_400_000;
/** A year of days, ten years of months: longer would be a chart nobody can read. */
export const REPORT_MAX_DAYS = { day: 366, month: 3660 } as const;

const koreanDay = dateTimeText(/^\d{4}-\d{2}-\d{2}$/);

export const salesReportQuery = z
  .object({
    /** The first Korean day of the period. */
    from: koreanDay,
    /** The last Korean day of the period, included. */
    to: koreanDay,
    unit: z.enum(REPORT_UNITS).default('day'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'validation.invalid' })
  .refine((query) => (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS < REPORT_MAX_DAYS[query.unit], {
    path: ['from'],
    error: 'validation.invalid',
  });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

/**
 * Gross is the list price of what was sold; net is what the business keeps:
 * gross − discounts − refunds. Sales count at payment, refunds when the money went back.
 */
export const salesFigures = z.object({
  gross: z.number().int(),
  discounts: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
  /** Orders paid in the period. */
  orders: z.number().int(),
  /** Refunds made in the period. */
  refundCount: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  unit: z.enum(REPORT_UNITS),
  totals: salesFigures,
  /** One row per Korean day or month of the period, empty ones included. */
  series: z.array(
    salesFigures.extend({
      /** YYYY-MM-DD or YYYY-MM, in Korea. */
      period: z.string(),
      /** The period's first instant. */
      start: z.string(),
      /** The instant after its last. */
      end: z.string(),
    }),
  ),
  byKind: z.array(salesFigures.extend({ kind: z.enum(ORDER_KINDS) })),
  /** One row per method, and per wallet for 간편결제 (easyPayProvider null for the other methods). */
  byMethod: z.array(
    salesFigures.extend({
      method: z.enum(ORDER_METHODS),
      easyPayProvider: z.enum(EASY_PAY_PROVIDERS).nullable(),
    }),
  ),
  /** A membership has no category: its row has categoryId null. */
  byCategory: z.array(
    salesFigures.extend({ categoryId: z.number().int().nullable(), name: z.string().nullable() }),
  ),
  /** A membership is one product: its row has contentsid null. */
  byProduct: z.array(
    salesFigures.extend({
      contentsid: z.number().int().nullable(),
      kind: z.enum(ORDER_KINDS),
      title: z.string().nullable(),
    }),
  ),
});
export type SalesReport = z.infer<typeof salesReport>;

export const courseProgressItem = z.object({
  contentsid: z.number().int(),
  title: z.string(),
  lessons: z.number().int(),
  /** Members holding access now (bought, by membership or granted). */
  enrolled: z.number().int(),
  /** Of them, those who opened at least one lesson. */
  started: z.number().int(),
  /** Of them, those who completed every lesson. */
  completed: z.number().int(),
  /** Their mean progress, in whole percent. */
  averageProgress: z.number().int(),
});
export type CourseProgressItem = z.infer<typeof courseProgressItem>;
