import type { CourseProgressItem, ReportUnit, SalesReport } from '@shared/contract/admin-report';
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

/** GET /api/Admin/Reports/Sales */
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

/** GET /api/Admin/Reports/Progress */
export function useProgressReport() {
  return useQuery({
    queryKey: adminKeys.reports.progress(),
    queryFn: ({ signal }) => apiDatas<CourseProgressItem[]>('GET', '/api/Admin/Reports/Progress', { signal }),
  });
}
