import type { SalesPeriod } from '../../admin/reports/api/get-sales-report';
import { adminKeys } from '../../admin/api/keys';

/** Under the console's keys, so a console write that makes everything stale reaches these too. */
export const instructorKeys = {
  profile: (useruid: string) => [...adminKeys.all, 'instructors', useruid] as const,
  myCourses: () => [...adminKeys.all, 'instructor', 'courses'] as const,
  mySales: (period: SalesPeriod) => [...adminKeys.all, 'instructor', 'sales', period] as const,
};
