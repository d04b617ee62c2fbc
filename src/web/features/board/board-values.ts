import type { FaqCategory } from '@shared/contract/board';

/*
 * The contract's values, restated here because importing them at run time would pull zod (the
 * contract modules build schemas on load) into the page. The type check below fails the build if
 * the contract gains a category this list misses.
 */
type Complete<Missing extends never> = Missing;

export const FAQ_CATEGORIES = [
  'account',
  'course',
  'payment',
  'training',
  'membership',
  'etc',
] as const satisfies readonly FaqCategory[];
export type FaqCategoriesComplete = Complete<Exclude<FaqCategory, (typeof FAQ_CATEGORIES)[number]>>;

/** The `tab` of /terms: 0 terms of use, 1 privacy policy, 2 refund policy (contract TERMS_TABS). */
export const TERMS_TABS = [0, 1, 2] as const;

/** Notices per page (the server's default page size, contract NOTICE_PAGE_SIZE). */
export const NOTICE_PAGE_SIZE = 10;
