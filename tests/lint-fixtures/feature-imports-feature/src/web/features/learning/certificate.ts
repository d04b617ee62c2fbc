import { receiptTitle } from '../payment/receipt';

export const certificateTitle = `${receiptTitle} certificate`;
