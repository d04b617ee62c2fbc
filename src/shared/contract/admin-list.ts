import { z } from 'zod';
import { adminPaging } from './paging';

/** Paging and server-side sorting shared by the console's lists. */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A paged admin list that the server sorts by one of `columns` (the names the console's table
 * columns use), then in its usual order, so that every page follows the same order.
 */
export function sortedPaging<const Column extends string>(columns: readonly [Column, ...Column[]]) {
  return adminPaging.extend({
    sort: z.enum(columns).optional(),
    order: z.enum(SORT_ORDERS).default('asc'),
  });
}
