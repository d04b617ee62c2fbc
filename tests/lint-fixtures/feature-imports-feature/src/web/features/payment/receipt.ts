export const receiptTitle = 'receipt';
