import { amountLabel } from '../../shared/contract/amount';

export const receiptLine = (amount: number) => amountLabel(amount);
