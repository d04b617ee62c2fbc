import type { SalesReport } from '@shared/contract/admin-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDatas } from '../../../../lib/api-client';
import type { SalesPeriod } from '../../reports/api/get-sales-report';
import { instructorKeys } from './keys';

/** GET /api/Instructor/Sales: the sales of the caller's courses over a period. */
export function useMySales(period: SalesPeriod) {
  return useQuery({
    queryKey: instructorKeys.mySales(period),
    queryFn: ({ signal }) =>
      apiDatas<SalesReport>('GET', '/api/Instructor/Sales', { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });
}
