import type { SalesFigures } from '@shared/contract/admin-report';
import type { TFunction } from 'i18next';
import type { AdminColumn } from '../components/admin-table';

/** The figures every row of the sales report carries: amounts as KRW (plain integers in CSV), then counts. */
export function figureColumns<T extends SalesFigures>(t: TFunction): AdminColumn<T>[] {
  return [
    { key: 'gross', label: t('admin.reports.gross'), kind: 'krw' },
    { key: 'discounts', label: t('admin.reports.discounts'), kind: 'krw' },
    { key: 'refunds', label: t('admin.reports.refunds'), kind: 'krw' },
    { key: 'net', label: t('admin.reports.net'), kind: 'krw' },
    { key: 'orders', label: t('admin.reports.orders') },
    { key: 'refundCount', label: t('admin.reports.refundCount') },
  ];
}

/** A period's bounds, exported in Korean time with the offset. */
export function periodBoundColumns<T extends { start: string; end: string }>(t: TFunction): AdminColumn<T>[] {
  return [
    { key: 'start', label: t('admin.reports.periodStart'), kind: 'instant', exportOnly: true },
    { key: 'end', label: t('admin.reports.periodEnd'), kind: 'instant', exportOnly: true },
  ];
}
