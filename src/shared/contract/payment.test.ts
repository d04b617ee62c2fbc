import { describe, expect, it } from 'vitest';
import { checkoutForm } from './payment';

const filled = {
  name: '김하나',
  email: 'hana@example.com',
  phone: '010-1234-5678',
  method: 'card',
  easyPayProvider: 'kakaopay',
  cashReceiptPurpose: 'none',
  cashReceiptNumber: '',
  agree: true,
} as const;

/** The fields the form would mark, with the message key each gets. */
function marked(values: Record<string, unknown>) {
  const parsed = checkoutForm.safeParse(values);
  return Object.fromEntries(
    (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the checkout form', () => {
  it('takes a filled-in order', () => {
    expect(marked(filled)).toEqual({});
  });

  it('asks for the purchase terms with the order’s own message', () => {
    expect(marked({ ...filled, agree: false })).toEqual({ agree: 'payment.agreeRequired' });
  });

  it('checks a virtual account’s cash receipt number against its purpose, beside the other fields', () => {
    const ask = {
      method: 'virtual_account',
      cashReceiptPurpose: 'expense_proof',
      cashReceiptNumber: '010-1234-5678',
    };
    expect(marked({ ...filled, ...ask, name: '' })).toMatchObject({
      name: expect.any(String),
      cashReceiptNumber: 'payment.cashReceiptNumberInvalid',
    });
    expect(marked({ ...filled, ...ask, cashReceiptNumber: '123-45-67890' })).toEqual({});
  });

  it('checks a bank transfer’s cash receipt number as a virtual account’s', () => {
    const ask = { method: 'transfer', cashReceiptPurpose: 'income_deduction' };
    expect(marked({ ...filled, ...ask, cashReceiptNumber: '02-123' })).toEqual({
      cashReceiptNumber: 'payment.cashReceiptNumberInvalid',
    });
    expect(marked({ ...filled, ...ask, cashReceiptNumber: '010-1234-5678' })).toEqual({});
  });

  it('leaves the cash receipt alone for a card or easy pay, which have their own slip', () => {
    expect(marked({ ...filled, cashReceiptPurpose: 'expense_proof', cashReceiptNumber: 'x' })).toEqual({});
    const easyPay = {
      ...filled,
      method: 'easy_pay',
      cashReceiptPurpose: 'expense_proof',
      cashReceiptNumber: 'x',
    };
    expect(marked(easyPay)).toEqual({});
  });
});
