import type { AppContext } from '../context';
import { syncLaggingCashReceipts } from '../modules/payment/cash-receipt.service';
import { resumeRefunds } from '../modules/payment/refund-execution';
import { runSessionCancellations } from '../modules/payment/session-refunds';
import { runMembershipRenewals } from './membership-renewal';
import { expireVirtualAccounts, reconcilePendingOrders } from './payment-jobs';

/** One pass of every scheduled job, as `npm run jobs:once` runs it (and the crash tests after a kill). */
export async function runAllJobsOnce(ctx: AppContext) {
  return {
    reconciledOrders: await reconcilePendingOrders(ctx),
    expiredAccounts: await expireVirtualAccounts(ctx),
    // Before sessions: a refund a crash left half-done is finished with its own amount first.
    resumedRefunds: await resumeRefunds(ctx, 0),
    sessionCancellations: await runSessionCancellations(ctx),
    // After refunds: a receipt is cancelled for what was refunded.
    cashReceiptsSynced: await syncLaggingCashReceipts(ctx),
    membershipRenewals: await runMembershipRenewals(ctx),
    mailsDelivered: await ctx.mailer.deliverPending(),
  };
}
