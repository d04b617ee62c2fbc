import { purchaseRefunded } from '../../domain/purchase-refunded';

export const completeRefund = (orderRowId: number) => purchaseRefunded(orderRowId);
