import { z } from 'zod';
import { sortedPaging } from './admin-list';
import {
  couponCodeField,
  emailField,
  freeTextField,
  idField,
  idParam,
  int4Field,
  int4Param,
  mobileField,
  requiredText,
} from './fields';
import { orderOfRecord } from './order-record';
import { adminPaging } from './paging';
import { TAX_INVOICE_REFUSALS, taxInvoiceSummary } from './tax-invoice';

/**
 * How a buyer pays: a card, a virtual account (paid later by deposit), 간편결제 (an easy-pay wallet,
 * EASY_PAY_PROVIDERS) or 계좌이체 (a transfer from the buyer's own bank account, paid at once).
 */
export const PAYMENT_METHODS = ['card', 'virtual_account', 'easy_pay', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The easy-pay wallets a buyer picks at checkout, recorded on the order. */
export const EASY_PAY_PROVIDERS = ['kakaopay', 'naverpay', 'tosspay'] as const;
export type EasyPayProvider = (typeof EASY_PAY_PROVIDERS)[number];
/** Methods whose buyer may ask for a 현금영수증 (money from a bank account, not a card's sales slip). */
export const takesCashReceipt = (method: PaymentMethod | 'free') =>
  method === 'virtual_account' || method === 'transfer';
/** Whether the money arrives at confirm (card, easy pay, transfer), not later by deposit. */
export const paidAtConfirm = (method: PaymentMethod | 'free') => method !== 'virtual_account';
/** An order's method: a gateway method, or 'free' for an order of nothing to pay (a full coupon). */
export const ORDER_METHODS = [...PAYMENT_METHODS, 'free'] as const;
export const ORDER_KINDS = ['course', 'training', 'membership'] as const;
export const PAYMENT_TABS = ['all', 'course', 'training', 'membership'] as const;
/** What history shows: completed, waiting for deposit, refunded, partially refunded, expired. */
export const PAYMENT_STATUSES = [
  'ready',
  'waiting_for_deposit',
  'done',
  'canceled',
  'partial_canceled',
  'expired',
  'failed',
] as const;
export const REFUND_STATUSES = ['requested', 'processing', 'approved', 'rejected'] as const;
/** Whether the refund policy returns the whole amount or a part (by progress or date). */
export const REFUND_POLICIES = ['full', 'partial'] as const;
/** A training seat on an order: held during checkout, taken once paid, released by expiry or refund. */
export const SEAT_STATES = ['none', 'held', 'taken', 'released'] as const;
/** Who started a refund: the member's request, an operator in the console, a cancelled session. */
export const REFUND_ORIGINS = ['member', 'operator', 'session'] as const;
/** Card instalments (2–12 months) from this amount, as Korean card companies allow. */
export const INSTALLMENT_MIN_AMOUNT = 50_000;
export const INSTALLMENT_MONTHS = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** Sandbox and Toss bank codes offered for a virtual account. */
export const VIRTUAL_ACCOUNT_BANKS = ['88', '04', '20', '81', '11'] as const;

export const buyerInfo = z.object({
  name: requiredText(50),
  email: emailField,
  phone: mobileField,
});
export type BuyerInfo = z.infer<typeof buyerInfo>;
/** The buyer details on file, as they are: an account may have no mobile number yet (phone ''). */
export const buyerInfoOnFile = z.object({ name: z.string(), email: z.string(), phone: z.string() });

/** 현금영수증: income deduction (소득공제) takes a mobile number, expense proof (지출증빙) a business number. */
export const CASH_RECEIPT_PURPOSES = ['income_deduction', 'expense_proof'] as const;
export const CASH_RECEIPT_STATUSES = ['requested', 'issued', 'canceled', 'failed'] as const;
export type CashReceiptStatus = (typeof CASH_RECEIPT_STATUSES)[number];
const IDENTITY_PATTERNS = { income_deduction: /^01\d{8,9}$/, expense_proof: /^\d{10}$/ } as const;

export const cashReceiptRequest = z
  .object({
    purpose: z.enum(CASH_RECEIPT_PURPOSES),
    /** Digits; hyphens and spaces as typed are dropped. */
    identityNumber: z
      .string()
      .max(20)
      .transform((value) => value.replace(/[\s-]/g, '')),
  })
  .refine((value) => IDENTITY_PATTERNS[value.purpose].test(value.identityNumber), {
    path: ['identityNumber'],
    error: 'payment.cashReceiptNumberInvalid',
  });
export type CashReceiptRequest = z.infer<typeof cashReceiptRequest>;

export const paymentCreateBody = z.object({
  contentsid: idField,
  method: z.enum(PAYMENT_METHODS),
  couponnumber: couponCodeField.optional(),
  installmentMonths: z
    .number()
    .int()
    .refine((value) => (INSTALLMENT_MONTHS as readonly number[]).includes(value), {
      error: 'validation.invalid',
    })
    .default(0),
  bankCode: z.enum(VIRTUAL_ACCOUNT_BANKS).optional(),
  /** The wallet of an easy-pay order; required for easy_pay, ignored otherwise. */
  easyPayProvider: z.enum(EASY_PAY_PROVIDERS).optional(),
  /**
   * A virtual-account or bank-transfer buyer's cash receipt; ignored for a card or easy pay (the
   * sales slip or the wallet's own receipt is the proof).
   */
  cashReceipt: cashReceiptRequest.optional(),
  /** The purchase terms checkbox of the payment page. */
  agree: z.literal(true, { error: 'payment.agreeRequired' }),
});
export type PaymentCreateBody = z.infer<typeof paymentCreateBody>;

/**
 * The payment page's form as the buyer fills it in: the buyer's details, the purchase terms and, for
 * a virtual account, the cash receipt ask, each checked by the order's own rule and message.
 */
export const checkoutForm = buyerInfo
  .extend({
    method: z.enum(PAYMENT_METHODS),
    easyPayProvider: z.enum(EASY_PAY_PROVIDERS),
    cashReceiptPurpose: z.enum(['none', ...CASH_RECEIPT_PURPOSES]),
    cashReceiptNumber: z.string(),
    agree: paymentCreateBody.shape.agree,
  })
  .refine(
    (form) =>
      !takesCashReceipt(form.method) ||
      form.cashReceiptPurpose === 'none' ||
      cashReceiptRequest.safeParse({
        purpose: form.cashReceiptPurpose,
        identityNumber: form.cashReceiptNumber,
      }).success,
    { path: ['cashReceiptNumber'], error: 'payment.cashReceiptNumberInvalid' },
  );

/** Payment providers by name (server: integrations/payment/provider-registry.ts). */
export const PAYMENT_PROVIDERS = ['sandbox', 'toss', 'portone', 'portone-sandbox'] as const;

/** GET /api/Payment/Methods: what the payment page offers, as the provider of new checkouts states it. */
export const paymentMethodsOffered = z.object({
  methods: z.array(z.enum(PAYMENT_METHODS)),
  easyPayProviders: z.array(z.enum(EASY_PAY_PROVIDERS)),
});
export type PaymentMethodsOffered = z.infer<typeof paymentMethodsOffered>;

export const paymentCreated = z.object({
  paymentid: z.number().int(),
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  listAmount: z.number().int(),
  discountAmount: z.number().int(),
  customerKey: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  method: z.enum(PAYMENT_METHODS),
  easyPayProvider: z.enum(EASY_PAY_PROVIDERS).nullable(),
  installmentMonths: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** A page of the provider's to open (the sandbox), or null when its SDK opens a window (Toss). */
  checkoutUrl: z.string().nullable(),
  /** The provider's public key for its browser SDK (PortOne: the store id). */
  clientKey: z.string().nullable(),
  /** PortOne: the channel (the PG contract) its SDK opens; null for Toss. */
  channelKey: z.string().nullable(),
  /** The last moment the virtual account takes a deposit; the server's one rule, handed to any checkout. */
  virtualAccountDueDate: z.iso.datetime().nullable(),
  successUrl: z.string(),
  failUrl: z.string(),
  /** Training: the seat is kept for this order until then. */
  seatHeldUntil: z.iso.datetime().nullable(),
});
export type PaymentCreated = z.infer<typeof paymentCreated>;

export const paymentConfirmBody = z.object({
  paymentKey: z.string().trim().min(1).max(200),
  orderId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,64}$/),
  amount: int4Param,
});
export type PaymentConfirmBody = z.infer<typeof paymentConfirmBody>;

export const paymentTabParams = z.object({ tab: z.enum(PAYMENT_TABS) });
export const paymentIdParams = z.object({ paymentid: idParam });
export const paymentKeyParams = z.object({ paymentKey: z.string().trim().min(1).max(200) });
export const trainingIdParams = z.object({ id: idParam });

/** An order as every list shows it, the member's history and the console alike. */
export const orderSummary = z.object({
  paymentid: z.number().int(),
  orderId: z.string(),
  orderName: z.string(),
  kind: z.enum(ORDER_KINDS),
  contentsid: z.number().int().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(ORDER_METHODS),
  /** The wallet of an easy-pay order (shown as its name: 카카오페이), null for other methods. */
  easyPayProvider: z.enum(EASY_PAY_PROVIDERS).nullable(),
  amount: z.number().int(),
  canceledAmount: z.number().int(),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
});

export const paymentListItem = orderSummary.extend({
  /** A refund request waits for the operator's decision. */
  refundRequested: z.boolean(),
  /** A cancelled session's refund waits for the member's bank account (paid into a virtual account). */
  refundAccountNeeded: z.boolean(),
  paymentKey: z.string().nullable(),
});
export type PaymentListItem = z.infer<typeof paymentListItem>;

export const refundQuote = z.object({
  refundable: z.boolean(),
  policy: z.enum(REFUND_POLICIES).nullable(),
  /** KRW that would be returned now. */
  amount: z.number().int(),
  /** Why not refundable: not_paid, already_refunded, session_soon, nothing_left, requested. */
  reason: z.string().nullable(),
});
export type RefundQuote = z.infer<typeof refundQuote>;

export const refundSummary = z.object({
  refundid: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  policy: z.enum(REFUND_POLICIES),
  amount: z.number().int(),
  reason: z.string(),
  adminNote: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type RefundSummary = z.infer<typeof refundSummary>;

/** The buyer's cash receipt: asked for (issued once the deposit lands), issued, or cancelled by refunds. */
export const cashReceiptSummary = z.object({
  purpose: z.enum(CASH_RECEIPT_PURPOSES),
  status: z.enum(CASH_RECEIPT_STATUSES),
  issueNumber: z.string().nullable(),
  receiptUrl: z.string().nullable(),
  /** The provider's refusal, when it refused. */
  failureCode: z.string().nullable(),
});
export type CashReceiptSummary = z.infer<typeof cashReceiptSummary>;

/** GET /api/Admin/CashReceipts: newest requests first, by status. */
export const adminCashReceiptListQuery = adminPaging.extend({
  status: z.enum(CASH_RECEIPT_STATUSES).optional(),
});
export type AdminCashReceiptListQuery = z.infer<typeof adminCashReceiptListQuery>;

export const adminCashReceiptItem = cashReceiptSummary.extend({
  ...orderOfRecord.shape,
  cashReceiptId: z.number().int(),
  /** KRW the receipt was issued for; 0 until issued. */
  issuedAmount: z.number().int(),
  /** KRW of refunds the receipt already reflects (cancelled on it in part or in full). */
  canceledAmount: z.number().int(),
  requestedAt: z.iso.datetime(),
  issuedAt: z.iso.datetime().nullable(),
});
export type AdminCashReceiptItem = z.infer<typeof adminCashReceiptItem>;

export const paymentInfo = paymentListItem.extend({
  listAmount: z.number().int(),
  discountAmount: z.number().int(),
  installmentMonths: z.number().int().nullable(),
  cardCompany: z.string().nullable(),
  cardNumber: z.string().nullable(),
  /** The bank a 계좌이체 came from (the refund goes back there). */
  transferBankCode: z.string().nullable(),
  coupon: z.object({ couponnumber: z.string(), name: z.string() }).nullable(),
  virtualAccount: z
    .object({
      bankCode: z.string(),
      accountNumber: z.string(),
      holderName: z.string().nullable(),
      dueDate: z.iso.datetime(),
    })
    .nullable(),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  receiptAvailable: z.boolean(),
  cashReceipt: cashReceiptSummary.nullable(),
  /** A partner's 세금계산서 on this order, once asked for. */
  taxInvoice: taxInvoiceSummary.nullable(),
  /** Why no tax invoice can be asked for (not_partner: the history shows nothing); null when it can, or was. */
  taxInvoiceRefusal: z.enum(TAX_INVOICE_REFUSALS).nullable(),
  /** A test provider's page where a deposit to this order's virtual account can be made. */
  testDepositUrl: z.string().nullable(),
  /** Course access end (null: lifetime) or the training session start, once granted. */
  accessExpiresAt: z.iso.datetime().nullable(),
  sessionStartsAt: z.iso.datetime().nullable(),
  refunds: z.array(refundSummary),
  refundQuote,
});
export type PaymentInfo = z.infer<typeof paymentInfo>;

export const receiptDatas = z.object({ url: z.string() });

/** POST /api/Payment/EnrolFree/{id}: the free item now owned. */
export const freeEnrolment = z.object({
  contentsid: z.number().int(),
  conttype: z.enum(['course', 'training']),
});

/** POST /api/Payment/Cancel/{paymentid}: an unpaid order withdrawn by its buyer. */
export const paymentCanceled = z.object({ paymentid: z.number().int(), status: z.literal('canceled') });

export const trainingAvailability = z.object({
  contentsid: z.number().int(),
  capacity: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  available: z.literal(true),
});

/** Toss's refundReceiveAccount: where money paid into a virtual account goes back by bank transfer. */
export const refundAccount = z.object({
  bank: z
    .string()
    .trim()
    .regex(/^\d{2,3}$/, { error: 'validation.invalid' }),
  accountNumber: z
    .string()
    .trim()
    .transform((value) => value.replace(/-/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, { error: 'validation.invalid' })),
  holderName: requiredText(50),
});
export type RefundAccount = z.infer<typeof refundAccount>;

export const refundRequestBody = z.object({
  reason: freeTextField.pipe(z.string().min(1, { error: 'validation.required' })),
  /** Required for a paid virtual account: the money goes back by bank transfer. */
  refundAccount: refundAccount.optional(),
});
export type RefundRequestBody = z.infer<typeof refundRequestBody>;

/** POST /api/Payment/RefundAccount/{paymentid}: where a cancelled session's bank-transfer payment goes back. */
export const refundAccountBody = z.object({ refundAccount });
export type RefundAccountBody = z.infer<typeof refundAccountBody>;

/** What an operator may do with one order, and the policy's suggestion (admin order detail). */
export const operatorRefundOffer = z.object({
  /** Paid, with money left to return. */
  refundable: z.boolean(),
  /** Not paid (checkout open or abandoned, or a virtual account waiting): it can be cancelled. */
  cancelable: z.boolean(),
  /** KRW still charged. */
  remaining: z.number().int(),
  /** KRW the refund policy returns now; 0 when it returns nothing (the operator may override). */
  suggestedAmount: z.number().int(),
  policy: z.enum(REFUND_POLICIES).nullable(),
  /** Why the policy returns nothing: not_paid, already_refunded, session_soon, nothing_left, membership. */
  policyReason: z.string().nullable(),
  /** Paid into a virtual account: the money goes back by transfer to an account the operator enters. */
  needsRefundAccount: z.boolean(),
  /** The account from the member's open request, to prefill. */
  requestedAccount: refundAccount.nullable(),
});
export type OperatorRefundOffer = z.infer<typeof operatorRefundOffer>;

/** POST /api/Admin/Orders/{paymentid}/Refund */
export const operatorRefundBody = z.object({
  amount: int4Field.min(1),
  reason: requiredText(500),
  /** The member asked for it (by phone, mail), or the operator refunds on their own (a double charge). */
  memberAsked: z.boolean(),
  /** Required when the amount is not the policy's suggestion; kept in the audit log. */
  overrideReason: freeTextField.optional(),
  refundAccount: refundAccount.optional(),
});
export type OperatorRefundBody = z.infer<typeof operatorRefundBody>;

/** POST /api/Admin/Orders/{paymentid}/Cancel: an unpaid or abandoned order. */
export const operatorCancelBody = z.object({ reason: requiredText(500) });
export type OperatorCancelBody = z.infer<typeof operatorCancelBody>;
export const operatorCanceled = z.object({ paymentid: z.number().int(), status: z.enum(PAYMENT_STATUSES) });

export const refundIdParams = z.object({ refundid: idParam });
export const refundDecisionBody = z.object({ note: freeTextField.optional() });
/** The console's decision form: its operator always writes the note (other callers of the API may leave it out). */
export const refundDecisionForm = z.object({
  note: freeTextField.pipe(z.string().min(1, { error: 'validation.required' })),
});
export const refundApproveBody = refundDecisionBody.extend({
  /** KRW to return instead of the policy's amount (a partial refund); at most what is left of the payment. */
  amount: int4Field.min(1).optional(),
});
export type RefundApproveBody = z.infer<typeof refundApproveBody>;
/** What the gateway's cancellation left: the order's state and the KRW still charged. */
export const refundApproved = z.object({
  refundid: z.number().int(),
  status: z.literal('approved'),
  amount: z.number().int(),
  orderStatus: z.enum(PAYMENT_STATUSES),
  canceledAmount: z.number().int(),
  remainingAmount: z.number().int(),
  transactionKey: z.string().nullable(),
});
export type RefundApproved = z.infer<typeof refundApproved>;
export const adminRefundListQuery = sortedPaging([
  'requestedAt',
  'userEmail',
  'orderName',
  'paidAmount',
  'amount',
  'status',
]).extend({ status: z.enum(REFUND_STATUSES).optional() });
export type AdminRefundListQuery = z.infer<typeof adminRefundListQuery>;

export const adminRefundItem = refundSummary.extend({
  /** A session's refund stays 'requested' only while it waits for the member's bank account. */
  origin: z.enum(REFUND_ORIGINS),
  paymentid: z.number().int(),
  orderId: z.string(),
  orderName: z.string(),
  paidAmount: z.number().int(),
  /** KRW already returned on this payment; what is left can still be refunded. */
  canceledAmount: z.number().int(),
  orderStatus: z.enum(PAYMENT_STATUSES),
  transactionKey: z.string().nullable(),
  method: z.enum(ORDER_METHODS),
  userName: z.string(),
  userEmail: z.string(),
});
export type AdminRefundItem = z.infer<typeof adminRefundItem>;
