import { z } from 'zod';

/**
 * The order a console list's record belongs to (a tax invoice, a cash receipt), with its buyer:
 * what the operator needs to find the order and the member.
 */
export const orderOfRecord = z.object({
  paymentid: z.number().int(),
  orderId: z.string(),
  orderName: z.string(),
  /** KRW the order still holds (paid less refunds): what the record should be for. */
  netAmount: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
});
export type OrderOfRecord = z.infer<typeof orderOfRecord>;
