import type { EasyPayProvider, PaymentMethod } from '@shared/contract/payment';
import type { FastifyInstance } from 'fastify';
import type { sandboxPayments } from '../../../db/schema/sandbox-gateway';
import { escapeHtml, options, page, won } from './sandbox-html';
import { INSTALLMENT_MIN_AMOUNT, kstIso, SANDBOX_BANKS, TEST_CARDS } from './sandbox-ledger';
import { easyPayFields, windowFields } from './sandbox-wallet-html';

/** Page pieces both stand-ins show (Toss's sandbox and PortOne's): test cards, banks, the account to pay into. */

export const PAY_CANCELED = { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.' };

/** The stand-ins' forms post plainly (no scripts under the page's CSP). */
export function sandboxFormParser(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * The way back to this platform as a path on the host the buyer is using: with PUBLIC_URL's host
 * (localhost) and the buyer on another name for the same server (127.0.0.1), an absolute address
 * would be refused by the page's form-action policy and would land where the buyer is not signed in.
 * The return addresses were checked to be this platform's own (ownUrl) before.
 */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}`;
}

export function testCardChoice(): string {
  return `<label for="card">테스트 카드</label><select id="card" name="card">${options(
    TEST_CARDS.map((card) => ({ value: card.number, label: `${card.label} · ${card.number}` })),
  )}</select>`;
}

/**
 * The checkout window's choices: a test card and instalments, the bank of a virtual account or of a
 * transfer, or the wallet; easy pay and transfer also take the test outcome (approve, decline, close).
 */
export function checkoutChoices(
  input: { method: PaymentMethod; amount: number },
  chosen: { installmentMonths?: number; bankCode?: string; easyPay?: EasyPayProvider },
): string {
  const bankChoice = (label: string) =>
    `<label for="bankCode">${label}</label><select id="bankCode" name="bankCode">${options(
      SANDBOX_BANKS.map((bank) => ({ value: bank.code, label: bank.label })),
      chosen.bankCode,
    )}</select>`;
  if (input.method === 'virtual_account') return bankChoice('입금 은행');
  if (input.method === 'transfer') return `${bankChoice('출금 은행')}${windowFields()}`;
  if (input.method === 'easy_pay') return `${easyPayFields(chosen.easyPay)}${windowFields()}`;
  const installments =
    input.amount >= INSTALLMENT_MIN_AMOUNT
      ? options(
          [
            { value: 0, label: '일시불' },
            ...Array.from({ length: 11 }, (_, i) => ({ value: i + 2, label: `${i + 2}개월` })),
          ],
          chosen.installmentMonths,
        )
      : options([{ value: 0, label: '일시불' }]);
  return `${testCardChoice()}<label for="installmentMonths">할부</label><select id="installmentMonths" name="installmentMonths">${installments}</select>`;
}

/** The buyer's view of an issued account, with the test deposit button while it waits. */
export function virtualAccountPage(
  row: typeof sandboxPayments.$inferSelect,
  depositAction: string,
  waiting: boolean,
): string {
  const bank = SANDBOX_BANKS.find((candidate) => candidate.code === row.bankCode)?.label ?? row.bankCode;
  const action = waiting
    ? `<form method="post" action="${escapeHtml(depositAction)}"><div class="row"><button class="primary" type="submit">${won(row.totalAmount)} 입금하기</button></div></form>`
    : '';
  return page(
    '가상계좌',
    `<h1>가상계좌 입금</h1><p class="sub">${escapeHtml(row.orderName)}</p><dl>
<dt>은행</dt><dd>${escapeHtml(bank)}</dd><dt>계좌번호</dt><dd>${escapeHtml(row.accountNumber ?? '-')}</dd>
<dt>금액</dt><dd>${won(row.totalAmount)}</dd><dt>입금기한</dt><dd>${escapeHtml(kstIso(row.dueDate))}</dd>
<dt>상태</dt><dd>${escapeHtml(row.status)}</dd></dl>${action}`,
  );
}
