import type { FaqCategory } from '@shared/contract/board';

/** Query keys of the board (notices, FAQ, terms): one factory for the server's prefetch and the hooks. */
export const boardKeys = {
  notices: (locale: string, page: number, search: string) => ['notices', locale, page, search] as const,
  notice: (noticeid: number, locale: string) => ['notices', 'info', noticeid, locale] as const,
  faqs: (locale: string, category: FaqCategory | undefined, search: string) =>
    ['faqs', locale, category ?? 'all', search] as const,
  terms: (locale: string, tab: number, version: string | undefined) =>
    ['terms', locale, tab, version ?? 'current'] as const,
};
