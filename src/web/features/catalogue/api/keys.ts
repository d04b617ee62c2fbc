import { contentsInfoKey } from '../../../lib/contents-info';
import type { CampusFilter } from './search-campus';

/** Query keys of the catalogue: one factory, so the server's prefetch and the pages' hooks agree. */
export const catalogueKeys = {
  /** Every catalogue listing and course page: what a course or session write changes. */
  contents: ['contents'] as const,
  /** The header's menus and the campus filters: what a category write changes. */
  categories: ['categories'] as const,
  campusMain: (locale: string) => ['contents', 'campus-main', locale] as const,
  campus: (locale: string, filter: CampusFilter) => ['contents', 'campus', locale, filter] as const,
  search: (locale: string, schtext: string, page: number) =>
    ['contents', 'search', locale, schtext, page] as const,
  /** A course's or a session's page, and the item at checkout: GET /api/Contents/GetInfo. */
  info: contentsInfoKey,
  topCategories: (locale: string) => ['categories', 'top', locale] as const,
  categoryTree: (locale: string) => ['categories', 'all', locale] as const,
};
