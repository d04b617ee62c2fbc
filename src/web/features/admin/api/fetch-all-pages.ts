import { api } from '../../../lib/api-client';

/** Walks a paged admin list to the end (CSV export of everything that matches). */
export async function fetchAllPages<T>(
  path: string,
  query: Record<string, string | number | undefined>,
): Promise<T[]> {
  const pageSize = 200;
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const envelope = await api<T[]>('GET', path, { query: { ...query, page, pageSize } });
    rows.push(...envelope.datas);
    if (rows.length >= (envelope.total ?? 0) || envelope.datas.length < pageSize) return rows;
  }
}
