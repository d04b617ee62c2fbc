import type { SortOrder } from '@shared/contract/admin-list';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * ORDER BY for a sortable list: the chosen column first (empty values last either way), then the
 * list's usual order, which also breaks ties so that pages neither repeat nor skip rows.
 */
export function sortedBy<Column extends string>(
  columns: Record<Column, AnyColumn | SQL>,
  query: { sort?: Column; order: SortOrder },
  usual: SQL[],
): SQL[] {
  if (!query.sort) return usual;
  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  return [sql`${columns[query.sort]} ${direction} nulls last`, ...usual];
}
