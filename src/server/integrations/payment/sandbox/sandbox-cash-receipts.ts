import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sandboxCashReceipts } from '../../../db/schema/sandbox-gateway';
import { escapeHtml, page, won } from './sandbox-html';
import { kstIso, type SandboxDeps, SandboxError, sandboxKey } from './sandbox-ledger';

/**
 * The sandbox's /v1/cash-receipts, as Toss's cash receipt API
 * (https://docs.tosspayments.com/reference#현금영수증): issue, cancel (in part or in full), and a
 * receipt page for the buyer.
 */

type ReceiptRow = typeof sandboxCashReceipts.$inferSelect;

export const cashReceiptIssueBody = z.object({
  amount: z.number().int().positive().max(100_000_000),
  orderId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  orderName: z.string().min(1).max(100),
  customerIdentityNumber: z.string().regex(/^\d{10,11}$/),
  type: z.enum(['소득공제', '지출증빙']),
});
export const cashReceiptCancelBody = z.object({ amount: z.number().int().positive().optional() });

function toTossCashReceipt(row: ReceiptRow, deps: SandboxDeps, cancel?: { amount: number }) {
  return {
    receiptKey: row.receiptKey,
    issueNumber: row.issueNumber,
    issueStatus: 'COMPLETED',
    transactionType: cancel ? 'CANCEL' : 'CONFIRM',
    amount: cancel ? cancel.amount : row.amount,
    taxFreeAmount: 0,
    orderId: row.orderId,
    orderName: row.orderName,
    type: row.type,
    customerIdentityNumber: row.customerIdentityNumber,
    receiptUrl: `${deps.pagesUrl}/cash-receipts/${encodeURIComponent(row.receiptKey)}`,
    requestedAt: kstIso(cancel ? row.canceledAt : row.requestedAt),
  };
}

export async function issueCashReceipt(deps: SandboxDeps, input: z.infer<typeof cashReceiptIssueBody>) {
  const [row] = await deps.db
    .insert(sandboxCashReceipts)
    .values({
      receiptKey: sandboxKey('tcr'),
      issueNumber: String(100_000_000 + Math.floor(Math.random() * 900_000_000)),
      orderId: input.orderId,
      orderName: input.orderName,
      type: input.type,
      customerIdentityNumber: input.customerIdentityNumber,
      amount: input.amount,
      requestedAt: deps.now(),
    })
    .returning();
  return toTossCashReceipt(row!, deps);
}

export async function cancelCashReceipt(
  deps: SandboxDeps,
  receiptKey: string,
  input: z.infer<typeof cashReceiptCancelBody>,
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxCashReceipts)
      .where(eq(sandboxCashReceipts.receiptKey, receiptKey))
      .for('update');
    if (!row) throw new SandboxError(404, 'NOT_FOUND_CASH_RECEIPT', '존재하지 않는 현금영수증입니다.');
    const left = row.amount - row.canceledAmount;
    const amount = input.amount ?? left;
    if (left === 0) throw new SandboxError(400, 'ALREADY_CANCELED_RECEIPT', '이미 취소된 현금영수증입니다.');
    if (amount > left) throw new SandboxError(400, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    const [updated] = await tx
      .update(sandboxCashReceipts)
      .set({ canceledAmount: row.canceledAmount + amount, canceledAt: deps.now() })
      .where(eq(sandboxCashReceipts.receiptKey, receiptKey))
      .returning();
    return toTossCashReceipt(updated!, deps, { amount });
  });
}

/** The buyer's view of a cash receipt (where Toss links its receipt page). */
export async function cashReceiptPage(deps: SandboxDeps, receiptKey: string): Promise<string | null> {
  const [row] = await deps.db
    .select()
    .from(sandboxCashReceipts)
    .where(eq(sandboxCashReceipts.receiptKey, receiptKey));
  if (!row) return null;
  const canceled = row.canceledAmount > 0 ? `<dt>취소</dt><dd>-${won(row.canceledAmount)}</dd>` : '';
  return page(
    '현금영수증',
    `<h1>현금영수증</h1><p class="sub">${escapeHtml(row.orderName)}</p><dl>
<dt>승인번호</dt><dd>${escapeHtml(row.issueNumber)}</dd><dt>용도</dt><dd>${escapeHtml(row.type)}</dd>
<dt>주문번호</dt><dd>${escapeHtml(row.orderId)}</dd><dt>금액</dt><dd>${won(row.amount)}</dd>${canceled}
<dt>발급일시</dt><dd>${escapeHtml(kstIso(row.requestedAt) ?? '-')}</dd></dl>`,
  );
}

/** The receipt issued for an order (PortOne addresses a receipt by its payment id). */
export async function cashReceiptKeyOfOrder(deps: SandboxDeps, orderId: string): Promise<string> {
  const [row] = await deps.db
    .select({ receiptKey: sandboxCashReceipts.receiptKey })
    .from(sandboxCashReceipts)
    .where(eq(sandboxCashReceipts.orderId, orderId));
  if (!row) throw new SandboxError(404, 'NOT_FOUND_CASH_RECEIPT', '존재하지 않는 현금영수증입니다.');
  return row.receiptKey;
}
