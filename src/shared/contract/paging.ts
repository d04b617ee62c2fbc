import { z } from 'zod';

/** The one declaration of paging: every paged list's query and every paged answer use these. */

/**
 * Deeper pages than this are no one's reading; the bound keeps `(page - 1) × pageSize` a small
 * integer the database accepts as an offset.
 */
export const MAX_PAGE = 10_000;

const pageField = z.coerce.number().int().min(1).max(MAX_PAGE);
const pageSizeField = (max: number) => z.coerce.number().int().min(1).max(max);

/** The `page` / `pageSize` pair of a paged list's query. */
export const pagingFields = ({ maxPageSize = 100, defaultPageSize = 20 } = {}) =>
  z.object({
    page: pageField.default(1),
    pageSize: pageSizeField(maxPageSize).default(defaultPageSize),
  });

/**
 * The same pair without defaults, for a list that also takes its paging in the body (notices): the
 * route takes whichever was sent, so a default here would hide the body's.
 */
export const optionalPagingFields = (maxPageSize = 100) =>
  z.object({ page: pageField.optional(), pageSize: pageSizeField(maxPageSize).optional() });

/** A member's own lists (orders, membership charges). */
export const pagingQuery = pagingFields();
/** The console's lists, which fetch larger pages (exports read every page). */
export const adminPaging = pagingFields({ maxPageSize: 200 });

export type Paging = z.output<typeof pagingQuery>;

/** What a paged answer carries beside its items. */
export const pageAnswerFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
};
