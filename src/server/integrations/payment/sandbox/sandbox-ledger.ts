import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { EasyPayProvider, PaymentMethod } from '@shared/contract/payment';
import { seoulIso } from '@shared/seoul-time';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxBillingAuths, sandboxIdempotency, sandboxPayments } from '../../../db/schema/sandbox-gateway';
import { TOSS_EASY_PAY_NAMES } from '../toss-wire';

/**
 * The sandbox gateway's behaviour, following Toss Payments' v1 API
 * (https://docs.tosspayments.com/reference): the same states, error codes and Payment object.
 */

export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const TEST_CARDS = [
  { number: '4330123412340001', company: '11', label: '승인 카드 (approves)', outcome: 'approve' },
  { number: '4330123412340002', company: '41', label: '거절 카드 (declined)', outcome: 'decline' },
  {
    number: '4330123412340003',
    company: '31',
    label: '잔액 부족 카드 (insufficient funds)',
    outcome: 'insufficient',
  },
] as const;
export type TestCard = (typeof TEST_CARDS)[number];

export const SANDBOX_BANKS = [
  { code: '88', label: '신한은행' },
  { code: '04', label: 'KB국민은행' },
  { code: '20', label: '우리은행' },
  { code: '81', label: '하나은행' },
  { code: '11', label: 'NH농협은행' },
] as const;

/**
 * What the buyer does in an easy-pay or bank-transfer window: pays, is refused (the wallet or the
 * bank says no), or closes the window (Toss returns to failUrl with PAY_PROCESS_CANCELED).
 */
export const WINDOW_OUTCOMES = [
  { value: 'approve', label: '승인 (approves)' },
  { value: 'decline', label: '거절 (declined)' },
  { value: 'close', label: '결제창 닫기 (closes the window)' },
] as const;
export type WindowOutcome = (typeof WINDOW_OUTCOMES)[number]['value'];

/** Toss's method names for the sandbox ledger's methods (method in its Payment object). */
const SANDBOX_METHODS = {
  card: { ledger: 'CARD', toss: '카드' },
  virtual_account: { ledger: 'VIRTUAL_ACCOUNT', toss: '가상계좌' },
  easy_pay: { ledger: 'EASY_PAY', toss: '간편결제' },
  transfer: { ledger: 'TRANSFER', toss: '계좌이체' },
} as const satisfies Record<PaymentMethod, { ledger: PaymentRow['method']; toss: string }>;

export function tossMethodName(ledgerMethod: PaymentRow['method']): string {
  return Object.values(SANDBOX_METHODS).find((method) => method.ledger === ledgerMethod)!.toss;
}

/** Card instalments need at least 50,000 KRW (Korean card rules), as at Toss. */
export const INSTALLMENT_MIN_AMOUNT = 50_000;
/** Toss keeps an authenticated (IN_PROGRESS) payment for 10 minutes waiting for confirm. */
const CONFIRM_WINDOW_MS = 10 * 60_000;

type PaymentRow = typeof sandboxPayments.$inferSelect;

export interface SandboxDeps {
  db: Database;
  now(): Date;
  /** Browser-facing address of the stand-in's own pages (receipts), its mount prefix included. */
  pagesUrl: string;
}

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function sandboxKey(prefix: string, length = 24): string {
  let out = prefix;
  for (let i = 0; i < length; i++) out += base62[randomInt(62)];
  return out;
}

export function maskCard(number: string): string {
  return `${number.slice(0, 8)}****${number.slice(12, 15)}*`;
}

/** Toss writes times as ISO 8601 in Korean time, e.g. 2024-02-13T12:18:14+09:00. */
export function kstIso(date: Date | null): string | null {
  return date ? seoulIso(date) : null;
}

/** The buyer's receipt of a payment, on the stand-in's own pages (sandbox-buyer-routes.ts). */
export function receiptUrlOf(deps: SandboxDeps, row: PaymentRow): string {
  return `${deps.pagesUrl}/receipts/${encodeURIComponent(row.paymentKey)}`;
}

export function toTossPayment(row: PaymentRow, deps: SandboxDeps) {
  const isCard = row.method === 'CARD';
  const isAccount = row.method === 'VIRTUAL_ACCOUNT';
  return {
    mId: 'tsandbox',
    version: '2022-11-16',
    paymentKey: row.paymentKey,
    type: row.type,
    orderId: row.orderId,
    orderName: row.orderName,
    currency: 'KRW',
    country: 'KR',
    method: tossMethodName(row.method),
    status: row.status,
    totalAmount: row.totalAmount,
    balanceAmount: row.balanceAmount,
    suppliedAmount: Math.round(row.balanceAmount / 1.1),
    vat: row.balanceAmount - Math.round(row.balanceAmount / 1.1),
    taxFreeAmount: 0,
    requestedAt: kstIso(row.requestedAt),
    approvedAt: kstIso(row.approvedAt),
    useEscrow: false,
    isPartialCancelable: true,
    lastTransactionKey: row.lastTransactionKey,
    card: isCard
      ? {
          issuerCode: row.cardCompany,
          acquirerCode: row.cardCompany,
          number: row.cardNumber,
          installmentPlanMonths: row.installmentMonths,
          isInterestFree: false,
          approveNo: row.approvedAt ? row.paymentKey.slice(-8).toUpperCase() : '00000000',
          useCardPoint: false,
          cardType: '신용',
          ownerType: '개인',
          acquireStatus: row.status === 'DONE' ? 'READY' : 'CANCELED',
          amount: row.totalAmount,
        }
      : null,
    virtualAccount: !isAccount
      ? null
      : {
          accountType: '일반',
          accountNumber: row.accountNumber,
          bankCode: row.bankCode,
          customerName: row.customerName,
          dueDate: kstIso(row.dueDate),
          refundStatus: row.cancels.length && row.approvedAt ? 'COMPLETED' : 'NONE',
          expired: row.status === 'EXPIRED',
          settlementStatus: 'INCOMPLETED',
        },
    // The wallet's own balance paid it all (no card behind it): Toss then sends no card object.
    easyPay:
      row.method === 'EASY_PAY'
        ? { provider: row.easyPayProvider, amount: row.totalAmount, discountAmount: 0 }
        : null,
    transfer: row.method === 'TRANSFER' ? { bankCode: row.bankCode, settlementStatus: 'COMPLETED' } : null,
    secret: row.secret,
    cancels: row.cancels.length
      ? row.cancels.map(({ refundReceiveAccount: _account, ...cancel }) => ({
          ...cancel,
          taxFreeAmount: 0,
          cancelStatus: 'DONE',
        }))
      : null,
    receipt: { url: receiptUrlOf(deps, row) },
    checkout: { url: receiptUrlOf(deps, row) },
    failure: null,
  };
}

/** An unpaid virtual account past its due date, or a checkout never confirmed, ends as at Toss. */
async function settleTime(deps: SandboxDeps, row: PaymentRow): Promise<PaymentRow> {
  const now = deps.now().getTime();
  let status: string | null = null;
  if (row.status === 'WAITING_FOR_DEPOSIT' && row.dueDate && row.dueDate.getTime() < now) status = 'EXPIRED';
  if (row.status === 'IN_PROGRESS' && row.requestedAt.getTime() + CONFIRM_WINDOW_MS < now) status = 'EXPIRED';
  if (!status) return row;
  const [updated] = await deps.db
    .update(sandboxPayments)
    .set({ status })
    .where(and(eq(sandboxPayments.paymentKey, row.paymentKey), eq(sandboxPayments.status, row.status)))
    .returning();
  return updated ?? row;
}

export async function findPayment(deps: SandboxDeps, paymentKey: string): Promise<PaymentRow> {
  const [row] = await deps.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentKey, paymentKey));
  if (!row) throw new SandboxError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
  return settleTime(deps, row);
}

export async function findPaymentByOrderId(deps: SandboxDeps, orderId: string): Promise<PaymentRow> {
  const [row] = await deps.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderId, orderId))
    .orderBy(desc(sandboxPayments.requestedAt))
    .limit(1);
  if (!row) throw new SandboxError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
  return settleTime(deps, row);
}

export interface CheckoutInput {
  method: PaymentMethod;
  orderId: string;
  orderName: string;
  amount: number;
  customerKey?: string;
  customerName?: string;
  validHours: number;
  /** Given: the account's deadline, instead of validHours from now. */
  dueDate?: Date;
  card?: TestCard;
  installmentMonths: number;
  /** The account's bank (virtual account) or the buyer's (transfer). */
  bankCode?: string;
  easyPayProvider?: EasyPayProvider;
}

/** The customer authenticated in the checkout window: an IN_PROGRESS payment awaiting confirm. */
export async function startPayment(deps: SandboxDeps, input: CheckoutInput): Promise<PaymentRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const previous = await tx
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, input.orderId))
      .for('update');
    if (previous.some((row) => !['IN_PROGRESS', 'ABORTED', 'EXPIRED'].includes(row.status)))
      throw new SandboxError(
        400,
        'DUPLICATED_ORDER_ID',
        '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.',
      );
    // A new attempt for the same order replaces an unfinished one, as when the window is reopened.
    await tx
      .update(sandboxPayments)
      .set({ status: 'ABORTED' })
      .where(and(eq(sandboxPayments.orderId, input.orderId), eq(sandboxPayments.status, 'IN_PROGRESS')));
    const isCard = input.method === 'card';
    const isAccount = input.method === 'virtual_account';
    const [row] = await tx
      .insert(sandboxPayments)
      .values({
        paymentKey: sandboxKey('tsbx'),
        orderId: input.orderId,
        orderName: input.orderName,
        type: 'NORMAL',
        method: SANDBOX_METHODS[input.method].ledger,
        easyPayProvider:
          input.method === 'easy_pay' && input.easyPayProvider
            ? TOSS_EASY_PAY_NAMES[input.easyPayProvider]
            : null,
        status: 'IN_PROGRESS',
        totalAmount: input.amount,
        balanceAmount: input.amount,
        customerKey: input.customerKey ?? null,
        customerName: input.customerName ?? null,
        cardCompany: isCard ? (input.card?.company ?? null) : null,
        cardNumber: isCard && input.card ? maskCard(input.card.number) : null,
        cardOutcome: isCard ? (input.card?.outcome ?? null) : null,
        installmentMonths: isCard ? input.installmentMonths : 0,
        bankCode: isAccount || input.method === 'transfer' ? (input.bankCode ?? null) : null,
        dueDate: isAccount ? (input.dueDate ?? new Date(now.getTime() + input.validHours * 3_600_000)) : null,
        requestedAt: now,
      })
      .returning();
    return row!;
  });
}

/** POST /v1/payments/confirm */
export async function confirmPayment(
  deps: SandboxDeps,
  input: { paymentKey: string; orderId: string; amount: number },
): Promise<PaymentRow> {
  await findPayment(deps, input.paymentKey); // applies time-based expiry first
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, input.paymentKey))
      .for('update');
    if (!row) throw new SandboxError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    if (row.status === 'EXPIRED' || row.status === 'ABORTED')
      throw new SandboxError(
        404,
        'NOT_FOUND_PAYMENT_SESSION',
        '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
      );
    if (row.status !== 'IN_PROGRESS')
      throw new SandboxError(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    if (row.orderId !== input.orderId)
      throw new SandboxError(404, 'NOT_FOUND_PAYMENT_SESSION', '결제 진행 데이터가 존재하지 않습니다.');
    if (row.totalAmount !== input.amount)
      throw new SandboxError(400, 'INVALID_REQUEST', '요청한 결제 금액이 인증된 금액과 다릅니다.');
    const now = deps.now();
    if (row.method === 'CARD' && row.cardOutcome === 'insufficient') {
      // Recorded as aborted (committed), then answered with the card company's refusal.
      await tx
        .update(sandboxPayments)
        .set({ status: 'ABORTED' })
        .where(eq(sandboxPayments.paymentKey, row.paymentKey));
      return null;
    }
    // A card, a wallet or the buyer's bank pays at confirm; only a virtual account waits for a deposit.
    const values: Partial<PaymentRow> =
      row.method !== 'VIRTUAL_ACCOUNT'
        ? { status: 'DONE', approvedAt: now, lastTransactionKey: sandboxKey('txrd', 20) }
        : {
            status: 'WAITING_FOR_DEPOSIT',
            accountNumber: `${randomInt(100, 999)}${String(randomInt(0, 1e9)).padStart(9, '0')}`,
            secret: randomBytes(24).toString('base64url'),
            lastTransactionKey: sandboxKey('txrd', 20),
          };
    const [updated] = await tx
      .update(sandboxPayments)
      .set(values)
      .where(eq(sandboxPayments.paymentKey, row.paymentKey))
      .returning();
    return updated!;
  });
  if (!outcome)
    throw new SandboxError(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
  return outcome;
}

/** POST /v1/payments/{paymentKey}/cancel */
export async function cancelPayment(
  deps: SandboxDeps,
  paymentKey: string,
  input: {
    cancelReason: string;
    cancelAmount?: number;
    refundReceiveAccount?: { bank: string; accountNumber: string; holderName: string };
  },
): Promise<PaymentRow> {
  await findPayment(deps, paymentKey);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, paymentKey))
      .for('update');
    if (!row) throw new SandboxError(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    if (row.status === 'CANCELED')
      throw new SandboxError(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    const unpaidAccount = row.status === 'WAITING_FOR_DEPOSIT';
    if (!['DONE', 'PARTIAL_CANCELED'].includes(row.status) && !unpaidAccount)
      throw new SandboxError(403, 'NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.');
    const amount = input.cancelAmount ?? row.balanceAmount;
    if (amount <= 0 || amount > row.balanceAmount || (unpaidAccount && amount !== row.balanceAmount))
      throw new SandboxError(403, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    // Money that reached a virtual account goes back by bank transfer: Toss needs the account.
    if (row.method === 'VIRTUAL_ACCOUNT' && !unpaidAccount) {
      const account = input.refundReceiveAccount;
      if (!account || !/^\d{6,20}$/.test(account.accountNumber) || !account.holderName)
        throw new SandboxError(400, 'INVALID_REFUND_ACCOUNT_INFO', '환불 계좌 정보가 올바르지 않습니다.');
    }
    const transactionKey = sandboxKey('txrd', 20);
    const balance = row.balanceAmount - amount;
    const [updated] = await tx
      .update(sandboxPayments)
      .set({
        balanceAmount: balance,
        status: balance === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
        lastTransactionKey: transactionKey,
        cancels: [
          ...row.cancels,
          {
            cancelAmount: amount,
            cancelReason: input.cancelReason,
            canceledAt: kstIso(deps.now()) as string,
            transactionKey,
            ...(input.refundReceiveAccount && !unpaidAccount
              ? { refundReceiveAccount: input.refundReceiveAccount }
              : {}),
          },
        ],
      })
      .where(eq(sandboxPayments.paymentKey, paymentKey))
      .returning();
    return updated!;
  });
}

/** The 'deposit' a customer makes to a virtual account; the caller then sends DEPOSIT_CALLBACK. */
export async function depositToAccount(deps: SandboxDeps, paymentKey: string): Promise<PaymentRow> {
  await findPayment(deps, paymentKey);
  const [updated] = await deps.db
    .update(sandboxPayments)
    .set({ status: 'DONE', approvedAt: deps.now(), lastTransactionKey: sandboxKey('txrd', 20) })
    .where(and(eq(sandboxPayments.paymentKey, paymentKey), eq(sandboxPayments.status, 'WAITING_FOR_DEPOSIT')))
    .returning();
  if (!updated) throw new SandboxError(400, 'NOT_WAITING_FOR_DEPOSIT', '입금 대기 중인 가상계좌가 아닙니다.');
  return updated;
}

/** The card-registration window finished: an authKey to exchange for a billing key. */
export async function registerCard(deps: SandboxDeps, customerKey: string, card: TestCard): Promise<string> {
  const authKey = sandboxKey('bln_', 20);
  await deps.db.insert(sandboxBillingAuths).values({
    authKey,
    customerKey,
    cardCompany: card.company,
    cardNumber: maskCard(card.number),
    cardOutcome: card.outcome,
    authenticatedAt: deps.now(),
  });
  return authKey;
}

/** POST /v1/billing/authorizations/issue */
export async function issueBillingKey(deps: SandboxDeps, input: { authKey: string; customerKey: string }) {
  const [row] = await deps.db
    .update(sandboxBillingAuths)
    .set({ billingKey: sandboxKey('bk_', 32) })
    .where(
      and(
        eq(sandboxBillingAuths.authKey, input.authKey),
        eq(sandboxBillingAuths.customerKey, input.customerKey),
        sql`${sandboxBillingAuths.billingKey} is null`,
      ),
    )
    .returning();
  if (!row) throw new SandboxError(400, 'INVALID_AUTH_KEY', '유효하지 않은 인증 키입니다.');
  return {
    mId: 'tsandbox',
    customerKey: row.customerKey,
    authenticatedAt: kstIso(row.authenticatedAt),
    method: '카드',
    billingKey: row.billingKey!,
    cardCompany: row.cardCompany,
    cardNumber: row.cardNumber,
    card: {
      issuerCode: row.cardCompany,
      acquirerCode: row.cardCompany,
      number: row.cardNumber,
      cardType: '신용',
      ownerType: '개인',
    },
  };
}

/** POST /v1/billing/{billingKey}: an automatic charge to a saved card. */
export async function chargeBillingKey(
  deps: SandboxDeps,
  billingKey: string,
  input: { customerKey: string; amount: number; orderId: string; orderName: string },
): Promise<PaymentRow> {
  const [auth] = await deps.db
    .select()
    .from(sandboxBillingAuths)
    .where(
      and(
        eq(sandboxBillingAuths.billingKey, billingKey),
        eq(sandboxBillingAuths.customerKey, input.customerKey),
      ),
    );
  if (!auth) throw new SandboxError(404, 'NOT_FOUND_BILLING', '존재하지 않는 빌링키입니다.');
  if (auth.cardOutcome === 'decline')
    throw new SandboxError(403, 'REJECT_CARD_COMPANY', '카드사에서 결제를 거절했습니다.');
  if (auth.cardOutcome === 'insufficient')
    throw new SandboxError(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
  return deps.db.transaction(async (tx) => {
    const existing = await tx
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, input.orderId))
      .for('update');
    if (existing.some((row) => row.status !== 'ABORTED' && row.status !== 'EXPIRED'))
      throw new SandboxError(
        400,
        'DUPLICATED_ORDER_ID',
        '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.',
      );
    const now = deps.now();
    const [row] = await tx
      .insert(sandboxPayments)
      .values({
        paymentKey: sandboxKey('tsbx'),
        orderId: input.orderId,
        orderName: input.orderName,
        type: 'BILLING',
        method: 'CARD',
        status: 'DONE',
        totalAmount: input.amount,
        balanceAmount: input.amount,
        customerKey: input.customerKey,
        cardCompany: auth.cardCompany,
        cardNumber: auth.cardNumber,
        cardOutcome: auth.cardOutcome,
        requestedAt: now,
        approvedAt: now,
        lastTransactionKey: sandboxKey('txrd', 20),
      })
      .returning();
    return row!;
  });
}

export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

type Stored = { statusCode: number; body: unknown };

/**
 * Toss's Idempotency-Key: the first answer to a key is kept and replayed for the same key and
 * path; a key still being processed answers 409, a key reused with another body 422.
 */
export async function withIdempotency(
  deps: SandboxDeps,
  key: string | undefined,
  path: string,
  body: unknown,
  run: () => Promise<Stored>,
): Promise<Stored> {
  if (!key) return run();
  const hash = requestHash(body);
  const inserted = await deps.db
    .insert(sandboxIdempotency)
    .values({ key, path, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: sandboxIdempotency.key });
  if (!inserted.length) {
    const [existing] = await deps.db
      .select()
      .from(sandboxIdempotency)
      .where(and(eq(sandboxIdempotency.key, key), eq(sandboxIdempotency.path, path)));
    if (existing && existing.requestHash !== hash)
      return {
        statusCode: 422,
        body: { code: 'INVALID_IDEMPOTENCY_KEY', message: '다른 요청에 사용된 멱등키입니다.' },
      };
    if (!existing || existing.statusCode === null)
      return {
        statusCode: 409,
        body: { code: 'IDEMPOTENT_REQUEST_PROCESSING', message: '이전 멱등 요청이 처리 중입니다.' },
      };
    return { statusCode: existing.statusCode, body: existing.response };
  }
  let result: Stored;
  try {
    result = await run();
  } catch (error) {
    // A crash inside the gateway is not an answer: let the retry run the operation again.
    await deps.db
      .delete(sandboxIdempotency)
      .where(and(eq(sandboxIdempotency.key, key), eq(sandboxIdempotency.path, path)));
    throw error;
  }
  await deps.db
    .update(sandboxIdempotency)
    .set({ statusCode: result.statusCode, response: result.body })
    .where(and(eq(sandboxIdempotency.key, key), eq(sandboxIdempotency.path, path)));
  return result;
}

/** A saved card by its billing key (PortOne's stand-in reads it as GET /billing-keys/{billingKey}). */
export async function findBillingAuth(deps: SandboxDeps, billingKey: string) {
  const [row] = await deps.db
    .select()
    .from(sandboxBillingAuths)
    .where(eq(sandboxBillingAuths.billingKey, billingKey));
  if (!row) throw new SandboxError(404, 'NOT_FOUND_BILLING', '존재하지 않는 빌링키입니다.');
  return row;
}
