import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  fromTossBillingAuth,
  fromTossPayment,
  type TossPayment,
  tossErrorKind,
  tossWebhookEvent,
} from './toss-wire';

const card: TossPayment = {
  paymentKey: 'tgen_card',
  orderId: 'MV20260101-ABCDEF',
  status: 'DONE',
  method: '카드',
  totalAmount: 50_000,
  balanceAmount: 50_000,
  approvedAt: '2026-01-01T10:00:00+09:00',
  lastTransactionKey: 'txrd_approve',
  card: { issuerCode: '11', number: '43301234****000*', installmentPlanMonths: 3 },
  receipt: { url: 'https://dashboard.tosspayments.com/receipt/abc' },
};

const account: TossPayment = {
  paymentKey: 'tgen_va',
  orderId: 'MV20260101-GHJKLM',
  status: 'WAITING_FOR_DEPOSIT',
  method: '가상계좌',
  totalAmount: 30_000,
  balanceAmount: 30_000,
  approvedAt: null,
  secret: 'ps_deposit_secret',
  virtualAccount: {
    accountNumber: 'X6516543210987',
    bankCode: '20',
    customerName: '구매자',
    dueDate: '2026-01-08T23:59:59+09:00',
  },
};

describe('Toss Payment object in the platform’s record', () => {
  it('reads every Toss status as the platform’s own', () => {
    const cases: [TossPayment, string][] = [
      [{ ...card, status: 'READY', approvedAt: null }, 'pending'],
      [{ ...card, status: 'IN_PROGRESS', approvedAt: null }, 'pending'],
      [account, 'awaiting_deposit'],
      [card, 'paid'],
      [{ ...card, status: 'PARTIAL_CANCELED', balanceAmount: 20_000 }, 'partially_refunded'],
      [{ ...card, status: 'CANCELED', balanceAmount: 0 }, 'refunded'],
      // An unpaid virtual account withdrawn: nothing was paid, so nothing was refunded.
      [{ ...account, status: 'CANCELED', balanceAmount: 0 }, 'canceled'],
      [{ ...card, status: 'ABORTED', approvedAt: null }, 'failed'],
      [{ ...account, status: 'EXPIRED' }, 'expired'],
    ];
    for (const [wire, status] of cases)
      expect([wire.status, fromTossPayment(wire).status]).toEqual([wire.status, status]);
  });

  it('says what was paid, refunded and is left, whatever Toss calls the balance', () => {
    const amounts = (wire: TossPayment) => {
      const { amount, paidAmount, refundedAmount, remainingAmount } = fromTossPayment(wire);
      return { amount, paidAmount, refundedAmount, remainingAmount };
    };
    expect(amounts(card)).toEqual({
      amount: 50_000,
      paidAmount: 50_000,
      refundedAmount: 0,
      remainingAmount: 50_000,
    });
    expect(amounts({ ...card, status: 'PARTIAL_CANCELED', balanceAmount: 20_000 })).toEqual({
      amount: 50_000,
      paidAmount: 50_000,
      refundedAmount: 30_000,
      remainingAmount: 20_000,
    });
    expect(amounts({ ...card, status: 'CANCELED', balanceAmount: 0 })).toMatchObject({
      refundedAmount: 50_000,
      remainingAmount: 0,
    });
    // Toss's balance of an account still waiting is the whole amount, yet nothing is paid.
    expect(amounts(account)).toEqual({
      amount: 30_000,
      paidAmount: 0,
      refundedAmount: 0,
      remainingAmount: 0,
    });
  });

  it('carries the card, the virtual account, the references and the Toss object itself', () => {
    expect(fromTossPayment(card)).toMatchObject({
      paymentKey: 'tgen_card',
      orderId: 'MV20260101-ABCDEF',
      paidAt: new Date('2026-01-01T01:00:00Z'),
      transactionId: 'txrd_approve',
      card: { company: '11', number: '43301234****000*', installmentMonths: 3 },
      virtualAccount: null,
      receiptUrl: 'https://dashboard.tosspayments.com/receipt/abc',
      failureCode: null,
      raw: card,
    });
    expect(fromTossPayment(account)).toMatchObject({
      paidAt: null,
      depositSecret: 'ps_deposit_secret',
      virtualAccount: {
        bankCode: '20',
        accountNumber: 'X6516543210987',
        holderName: '구매자',
        dueDate: new Date('2026-01-08T14:59:59Z'),
      },
    });
  });

  it('reads 간편결제’s wallet by Toss’s Korean name and 계좌이체’s bank', () => {
    const easyPay = {
      ...card,
      card: null,
      method: '간편결제',
      easyPay: { provider: '카카오페이', amount: 0 },
    };
    expect(fromTossPayment(easyPay)).toMatchObject({ easyPay: { provider: 'kakaopay' }, transfer: null });
    expect(fromTossPayment({ ...easyPay, easyPay: { provider: '네이버페이' } }).easyPay).toEqual({
      provider: 'naverpay',
    });
    expect(fromTossPayment({ ...easyPay, easyPay: { provider: '토스페이' } }).easyPay).toEqual({
      provider: 'tosspay',
    });
    // A wallet the platform does not offer is still an easy-pay payment, of no wallet it names.
    expect(fromTossPayment({ ...easyPay, easyPay: { provider: '페이코' } }).easyPay).toEqual({
      provider: null,
    });
    const transfer = {
      ...card,
      card: null,
      method: '계좌이체',
      transfer: { bankCode: '88', settlementStatus: 'COMPLETED' },
    };
    expect(fromTossPayment(transfer)).toMatchObject({
      status: 'paid',
      transfer: { bankCode: '88' },
      easyPay: null,
      card: null,
    });
  });

  it('keeps Toss’s own code for a payment that ended unpaid, for operators', () => {
    const aborted = { ...card, status: 'ABORTED' as const, approvedAt: null };
    expect(fromTossPayment(aborted).failureCode).toBe('ABORTED');
    expect(
      fromTossPayment({ ...aborted, failure: { code: 'REJECT_CARD_COMPANY', message: '카드사 거절' } })
        .failureCode,
    ).toBe('REJECT_CARD_COMPANY');
    expect(fromTossPayment({ ...account, status: 'EXPIRED' }).failureCode).toBe('EXPIRED');
  });

  it('reads a billing key’s card whichever way Toss nests it', () => {
    const flat = { billingKey: 'bk_1', customerKey: 'c', cardCompany: '11', cardNumber: '4330****' };
    expect(fromTossBillingAuth(flat)).toMatchObject({ cardCompany: '11', cardNumber: '4330****' });
    expect(
      fromTossBillingAuth({
        billingKey: 'bk_2',
        customerKey: 'c',
        card: { issuerCode: '41', number: '5361****' },
      }),
    ).toMatchObject({ billingKey: 'bk_2', cardCompany: '41', cardNumber: '5361****' });
  });
});

describe('Toss error codes in the platform’s kinds', () => {
  it('maps each documented code, and an unknown one by its HTTP status', () => {
    const cases: [string, number, string][] = [
      ['REJECT_CARD_PAYMENT', 403, 'declined'],
      ['PAY_PROCESS_CANCELED', 400, 'declined'],
      ['INVALID_REQUEST', 400, 'invalid_request'],
      ['DUPLICATED_ORDER_ID', 400, 'invalid_request'],
      ['ALREADY_PROCESSED_PAYMENT', 400, 'already_processed'],
      ['NOT_FOUND_PAYMENT', 404, 'not_found'],
      ['NOT_FOUND_BILLING', 404, 'not_found'],
      ['NOT_FOUND_PAYMENT_SESSION', 404, 'session_expired'],
      ['NOT_CANCELABLE_AMOUNT', 403, 'not_cancelable'],
      ['ALREADY_CANCELED_PAYMENT', 400, 'not_cancelable'],
      ['UNAUTHORIZED_KEY', 401, 'unauthorized'],
      ['IDEMPOTENT_REQUEST_PROCESSING', 409, 'processing'],
      ['PROVIDER_ERROR', 400, 'unavailable'],
      ['FAILED_INTERNAL_SYSTEM_PROCESSING', 500, 'unavailable'],
      ['SOMETHING_NEW', 403, 'unauthorized'],
      ['SOMETHING_NEW', 404, 'not_found'],
      ['SOMETHING_NEW', 502, 'unavailable'],
      ['SOMETHING_NEW', 400, 'invalid_request'],
    ];
    for (const [code, status, kind] of cases)
      expect([code, status, tossErrorKind(code, status)]).toEqual([code, status, kind]);
  });
});

describe('Toss webhooks from the raw request', () => {
  const request = (body: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    rawBody: Buffer.from(body),
  });

  it('reads a deposit and a status change from the bytes that came', () => {
    expect(
      tossWebhookEvent(request('{"secret":"s3cret","status":"DONE","orderId":"MV20260301-ABCDEFGHJK"}')),
    ).toEqual({ kind: 'deposit', orderId: 'MV20260301-ABCDEFGHJK', secret: 's3cret' });
    expect(
      tossWebhookEvent(request('{"eventType":"PAYMENT_STATUS_CHANGED","data":{"paymentKey":"tgen_1"}}')),
    ).toEqual({ kind: 'payment_changed', paymentKey: 'tgen_1' });
  });

  it('refuses a body that is not JSON as a validation failure (answered 400)', () => {
    expect(() => tossWebhookEvent(request('secret=s3cret'))).toThrow(ZodError);
    expect(() => tossWebhookEvent(request(''))).toThrow(ZodError);
  });
});
