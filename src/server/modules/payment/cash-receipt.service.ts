import type { CashReceiptRequest, CashReceiptSummary } from '@shared/contract/payment';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { cashReceipts } from '../../db/schema/cash-receipt';
import { type OrderStatus, orders } from '../../db/schema/payment';
import { GatewayError } from '../../integrations/payment/gateway';

type ReceiptRow = typeof cashReceipts.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Orders whose money arrived and was not all given back. */
const PAID: OrderStatus[] = ['done', 'partial_canceled'];

/** At checkout, in the order's transaction: the buyer's ask, issued once the deposit lands. */
export async function askForCashReceipt(tx: Executor, orderRowId: number, ask: CashReceiptRequest) {
  await tx
    .insert(cashReceipts)
    .values({ orderRowId, purpose: ask.purpose, identityNumber: ask.identityNumber });
}

/** The order's cash receipt as payment history and the console show it; null when none was asked for. */
export async function cashReceiptOf(db: Executor, orderRowId: number): Promise<CashReceiptSummary | null> {
  const [row] = await db.select().from(cashReceipts).where(eq(cashReceipts.orderRowId, orderRowId));
  if (!row) return null;
  const { purpose, status, issueNumber, receiptUrl, failureCode } = row;
  return { purpose, status, issueNumber, receiptUrl, failureCode };
}

/** Writes what the provider answered, unless another run already moved the receipt on. */
async function record(ctx: AppContext, receipt: ReceiptRow, change: Partial<ReceiptRow>) {
  await ctx.db
    .update(cashReceipts)
    .set({ ...change, updatedAt: ctx.now() })
    .where(
      and(
        eq(cashReceipts.id, receipt.id),
        eq(cashReceipts.status, receipt.status),
        eq(cashReceipts.canceledAmount, receipt.canceledAmount),
      ),
    );
}

async function issue(ctx: AppContext, receipt: ReceiptRow, order: OrderRow) {
  const amount = order.amount - order.canceledAmount;
  const issued = await ctx.payments.of(order.provider).issueCashReceipt(
    {
      orderId: order.orderId,
      orderName: order.orderName,
      amount,
      purpose: receipt.purpose,
      identityNumber: receipt.identityNumber,
    },
    `cash-receipt-${order.orderId}`,
  );
  await record(ctx, receipt, {
    status: issued.status === 'failed' ? 'failed' : 'issued',
    receiptKey: issued.receiptKey,
    issueNumber: issued.issueNumber,
    receiptUrl: issued.receiptUrl,
    amount,
    canceledAmount: order.canceledAmount,
    issuedAt: ctx.now(),
  });
}

/** Cancels the part of the receipt the order's refunds took back since; all of it on a full refund. */
async function cancelRefunded(ctx: AppContext, receipt: ReceiptRow, order: OrderRow) {
  const full = order.canceledAmount >= order.amount;
  await ctx.payments
    .of(order.provider)
    .cancelCashReceipt(
      receipt.receiptKey!,
      full ? {} : { amount: order.canceledAmount - receipt.canceledAmount },
      `cash-receipt-cancel-${receipt.receiptKey}-${order.canceledAmount}`,
    );
  await record(ctx, receipt, { status: full ? 'canceled' : 'issued', canceledAmount: order.canceledAmount });
}

/**
 * Brings an order's cash receipt in line with the order: issued once it is paid, cancelled as far
 * as it was refunded. Every refund path calls this after its transaction (a member's refund, an
 * operator's, the gateway console's mirrored by webhook), and the reconciliation job calls it for
 * any receipt left behind, so a refund always cancels the receipt. Idempotent: the provider calls
 * are keyed by the order and the refunded amount. A provider refusal is kept on the receipt; it
 * never fails the refund that prompted it.
 */
export async function syncCashReceipt(ctx: AppContext, orderRowId: number): Promise<void> {
  const [receipt] = await ctx.db.select().from(cashReceipts).where(eq(cashReceipts.orderRowId, orderRowId));
  if (!receipt) return;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderRowId));
  if (!order) return;
  try {
    if (receipt.status === 'requested' && PAID.includes(order.status)) await issue(ctx, receipt, order);
    else if (receipt.status === 'requested' && (order.status === 'canceled' || order.status === 'expired'))
      await record(ctx, receipt, { status: 'canceled' }); // never paid, or refunded before it was issued
    else if (receipt.status === 'issued' && order.canceledAmount > receipt.canceledAmount)
      await cancelRefunded(ctx, receipt, order);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // Unavailable: left as it is for the next run. Refused: kept on the receipt for the console.
    if (error.kind !== 'unavailable' && error.kind !== 'processing')
      await record(ctx, receipt, {
        failureCode: error.code,
        ...(receipt.status === 'requested' ? { status: 'failed' } : {}),
      });
  }
}

/** Receipts that lag behind their order (a crash, an unavailable provider): for the jobs' pass. */
export async function syncLaggingCashReceipts(ctx: AppContext): Promise<number> {
  const lagging = await ctx.db
    .select({ orderRowId: cashReceipts.orderRowId })
    .from(cashReceipts)
    .innerJoin(orders, eq(orders.id, cashReceipts.orderRowId))
    .where(
      or(
        and(eq(cashReceipts.status, 'requested'), inArray(orders.status, [...PAID, 'canceled', 'expired'])),
        and(eq(cashReceipts.status, 'issued'), gt(orders.canceledAmount, cashReceipts.canceledAmount)),
      ),
    )
    .limit(100);
  for (const row of lagging) await syncCashReceipt(ctx, row.orderRowId);
  return lagging.length;
}
