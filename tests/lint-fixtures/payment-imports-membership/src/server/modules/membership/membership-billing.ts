import { lockOrder } from '../payment/order-settlement';

export const chargeMembership = (orderRowId: number) => lockOrder(orderRowId);
