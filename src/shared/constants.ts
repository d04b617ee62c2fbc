/** Product identity and business constants from the specification (section 9) and DESIGN.md §5. */
export const PRODUCT_NAME = 'MEDIVENUS';
export const PRODUCT_SHORT_NAME = 'medivenus';
export const PRODUCT_TAGLINE_KO = '뷰티 메디컬 교육을 한 곳에서';

export const LOCALES = ['ko', 'en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ko';
export const FALLBACK_LOCALE = 'en-US';
export const LOCALE_STORAGE_KEY = 'locale';

export const SEARCH_MIN_LENGTH = 2;
/** Results per page of /search: the web app asks for this many, and the server renders as many. */
export const SEARCH_PAGE_SIZE = 20;
/** The courses in each section of the home page (GET /api/Contents/main): a row on a wide screen. */
export const HOME_SECTION_SIZE = 4;
export const PASSWORD_MIN_LENGTH = 8;
export const FREE_TEXT_MAX_LENGTH = 1000;
export const BUSINESS_NUMBER_DIGITS = 10;
export const COUPON_LIST_WINDOW_START = '2025-01-01T00:00:00';

export const PARTNERSHIP_EMAIL = 'partners@medivenus.example';

/** Overlay levels of the interface library (spec §9). */
export const Z_INDEX = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
