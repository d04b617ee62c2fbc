import type { Paging } from '@shared/contract/paging';
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * One page of a paged list and the size of the whole list. Both queries are given without their
 * `where` (as `$dynamic()` builders): the one `where` is put on both here, so the total always
 * counts the rows the pages are cut from.
 */
export async function selectPage<
  Rows extends PgSelect,
  Counted extends PgSelect & PromiseLike<{ n: number }[]>,
>(
  paging: Paging,
  where: SQL | undefined,
  rows: Rows,
  counted: Counted,
): Promise<{ rows: Awaited<Rows>; total: number }> {
  const [page, [total]] = await Promise.all([
    rows
      .where(where)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    counted.where(where),
  ]);
  return { rows: page as Awaited<Rows>, total: total?.n ?? 0 };
}
