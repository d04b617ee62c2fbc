import { endRefundedPeriod } from '../membership/membership-refund';

export const endPurchase = (orderRowId: number) => endRefundedPeriod(orderRowId);
