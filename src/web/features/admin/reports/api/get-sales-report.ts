import type { ReportUnit, SalesReport } from '@shared/contract/admin-report';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import { adminKeys } from '../../api/keys';

export interface SalesPeriod {
  /** First Korean day, YYYY-MM-DD. */
  from: string;
  /** Last Korean day, included. */
  to: string;
  unit: ReportUnit;
}

/** GET /api/Admin/Reports/Sales: the period's totals and one row per Korean day or month. */
export function salesReportQuery(period: SalesPeriod) {
  return queryOptions({
    queryKey: adminKeys.reports.sales(period),
    queryFn: ({ signal }) =>
      apiDatas<SalesReport>('GET', '/api/Admin/Reports/Sales', { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSalesReport(period: SalesPeriod) {
  return useQuery(salesReportQuery(period));
}
