import { z } from 'zod';
import { FREE_TEXT_MAX_LENGTH, PASSWORD_MIN_LENGTH, SEARCH_MIN_LENGTH } from '../constants';

/** Field rules shared by the web forms and the server; messages are keys of src/shared/i18n. */

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'validation.email' }).max(254, { error: 'validation.email' }));

// Printable ASCII only: the spec's 'Only English letters, numbers, and special characters are allowed'.
export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordMin' })
  .max(128)
  .regex(/^[\x21-\x7e]+$/, { error: 'validation.passwordChars' });

export const requiredText = (max = 100) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });

export const freeTextField = z.string().trim().max(FREE_TEXT_MAX_LENGTH, { error: 'validation.freeText' });

export const mobileField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^01[016789]\d{7,8}$/, { error: 'validation.mobile' }));

export const licenseNumberField = z
  .string()
  .trim()
  .regex(/^\d{5,6}$/, { error: 'validation.licenseNumber' });

export const companyNameField = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(100, { error: 'validation.tooLong' })
  .regex(/^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9 ]+$/, { error: 'validation.companyName' });

/**
 * The national business registration number check digit: weights 1,3,7,1,3,7,1,3,5 on the first
 * nine digits, plus floor(9th digit × 5 / 10); check = (10 − sum mod 10) mod 10.
 */
export function isValidBusinessNumber(input: string): boolean {
  const digits = input.replace(/-/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * weights[i]!;
  sum += Math.floor((Number(digits[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10 === Number(digits[9]);
}

export const businessNumberField = z
  .string()
  .trim()
  .refine(isValidBusinessNumber, { error: 'validation.businessNumber' })
  .transform((value) => value.replace(/-/g, ''));

export const couponCodeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6}$/, { error: 'validation.couponCode' })
  .transform((value) => value.toUpperCase());

export const searchTextField = z
  .string()
  .trim()
  .min(SEARCH_MIN_LENGTH, { error: 'validation.searchMin' })
  .max(100);

/** The largest value of a PostgreSQL `integer` column: ids and counts beyond it cannot exist. */
export const INT4_MAX = 2_147_483_647;

/** A row id from a path or query string ('12'). */
export const idParam = z.coerce.number().int().min(1).max(INT4_MAX);
/** A row id in a JSON body. */
export const idField = z.number().int().min(1).max(INT4_MAX);
/** A count, amount or display order stored in an `integer` column. */
export const int4Field = z.number().int().min(0).max(INT4_MAX);
export const int4Param = z.coerce.number().int().min(0).max(INT4_MAX);

const DATE_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;
const OFFSET = /([+-])(\d{2}):?(\d{2})$/;

/**
 * Whether a date or date-time the format regex let through names a real moment: month 13, 30
 * February, 25 o'clock or an offset of 99 hours match `\d{2}` but the database refuses them.
 */
export function isCalendarDateTime(value: string): boolean {
  const parts = DATE_PARTS.exec(value);
  if (!parts) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const leap = year! % 4 === 0 && (year! % 100 !== 0 || year! % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month! - 1] ?? 0;
  const offset = value.length > 10 ? OFFSET.exec(value) : null;
  return (
    year! >= 1 &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    (!offset || (Number(offset[2]) <= 14 && Number(offset[3]) <= 59))
  );
}

/** A date or date-time string in the given shape that is also a real calendar moment. */
export const dateTimeText = (shape: RegExp) =>
  z
    .string()
    .trim()
    .regex(shape, { error: 'validation.date' })
    .refine(isCalendarDateTime, { error: 'validation.date' });
