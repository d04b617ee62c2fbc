import { won } from '../../server/db/money';

export const priceLabel = (amount: number) => won(amount);
