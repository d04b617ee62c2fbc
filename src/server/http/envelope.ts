import type { Envelope } from '@shared/contract/envelope';

export function ok<T>(datas: T, respMessage = ''): Envelope<T> {
  return { success: true, datas, respMessage };
}

export function paged<T>(
  items: T[],
  total: number,
  page: number,
  pageSize: number,
): Envelope<T[]> & { total: number; page: number; pageSize: number } {
  return { success: true, datas: items, respMessage: '', total, page, pageSize };
}
