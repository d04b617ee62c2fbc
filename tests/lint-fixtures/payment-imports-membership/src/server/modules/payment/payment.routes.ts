import { membershipStatus } from '@server/modules/membership/membership.service';

export const paymentRoutes = { membershipStatus };
