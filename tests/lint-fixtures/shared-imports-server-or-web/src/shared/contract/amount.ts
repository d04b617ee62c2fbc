import { priceLabel } from './price';

export const amountLabel = (amount: number) => priceLabel(amount);
