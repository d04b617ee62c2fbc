import { adminKeys } from '../../api/keys';
import type { SalesPeriod } from '../../reports/api/get-sales-report';

/** Under the console's keys, so a console write that makes everything stale reaches these too. */
export const instructorKeys = {
  profile: (useruid: string) => [...adminKeys.all, 'instructors', useruid] as const,
  myCourses: () => [...adminKeys.all, 'instructor', 'courses'] as const,
  mySales: (period: SalesPeriod) => [...adminKeys.all, 'instructor', 'sales', period] as const,
};
