import { Anchor, Button, Divider, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { AdminOrderDetail } from '@shared/contract/admin-commerce';
import type { CashReceiptSummary } from '@shared/contract/payment';
import { formatPhoneNumber } from '@shared/format-phone';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { bankName } from '../../../lib/bank-name';
import { formatDateTime, formatKrw } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { paymentMethodName } from '../../../lib/payment-method-name';
import { ReasonModal } from '../components/reason-modal';
import { useCancelOrder } from './api/cancel-order';
import { OperatorRefundModal } from './operator-refund-modal';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value ?? '–'}
      </Text>
    </div>
  );
}

/** The buyer's 현금영수증: purpose, state (with the provider's refusal) and its page. */
function CashReceiptField({ receipt }: { receipt: CashReceiptSummary }) {
  const { t } = useTranslation();
  const state = `${t(`payment.cashReceiptPurposes.${receipt.purpose}`)} · ${t(`payment.cashReceiptStatus.${receipt.status}`)}`;
  return (
    <Field
      label={t('payment.cashReceiptTitle')}
      value={
        <>
          {receipt.failureCode ? `${state} (${receipt.failureCode})` : state}
          {receipt.receiptUrl && (
            <>
              {' '}
              <Anchor href={receipt.receiptUrl} target="_blank" rel="noreferrer" size="sm">
                {t('payment.cashReceiptLink')}
              </Anchor>
            </>
          )}
        </>
      }
    />
  );
}

/** Which order, whose, when, and its amounts with the coupon that took part of it off. */
export function OrderSummary({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <div>
        <Title order={2} fz="lg">
          {order.orderName}
        </Title>
        <Text size="sm" c="dimmed">
          {order.orderId}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Field label={t('admin.orders.status')} value={<PaymentStatusBadge item={order} />} />
        <Field label={t('admin.orders.kind')} value={t(`payment.kinds.${order.kind}`)} />
        <Field
          label={t('admin.orders.member')}
          value={
            <Anchor component={Link} to={paths.admin.member(order.useruid)} size="sm">
              {order.userName} ({order.userEmail})
            </Anchor>
          }
        />
        <Field
          label={t('admin.orders.buyer')}
          value={[order.buyer.name, order.buyer.email, formatPhoneNumber(order.buyer.phone)]
            .filter(Boolean)
            .join(' · ')}
        />
        <Field label={t('payment.orderedAt')} value={formatDateTime(order.createdAt, locale)} />
        <Field
          label={t('payment.approvedAt')}
          value={order.approvedAt ? formatDateTime(order.approvedAt, locale) : null}
        />
      </SimpleGrid>
      <Divider label={t('admin.orders.amounts')} labelPosition="left" />
      <SimpleGrid cols={{ base: 2, xs: 4 }}>
        <Field label={t('payment.itemPrice')} value={formatKrw(order.listAmount, locale)} />
        <Field label={t('payment.couponDiscount')} value={formatKrw(order.discountAmount, locale)} />
        <Field label={t('payment.amountPaid')} value={formatKrw(order.amount, locale)} />
        <Field label={t('payment.refundedTotal')} value={formatKrw(order.canceledAmount, locale)} />
      </SimpleGrid>
      <Field
        label={t('payment.coupon')}
        value={
          order.coupon ? `${order.coupon.name} (${order.coupon.couponnumber})` : t('payment.noCouponUsed')
        }
      />
    </>
  );
}

/** How it was paid: card or virtual account, the gateway's key and receipts, and any failure. */
export function OrderPayment({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <Divider label={t('payment.method')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Field label={t('payment.method')} value={paymentMethodName(t, order)} />
        {order.transferBankCode && (
          <Field label={t('payment.transferBank')} value={bankName(t, order.transferBankCode)} />
        )}
        {order.method === 'card' && (
          <>
            <Field
              label={t('admin.orders.card')}
              value={[order.cardCompany, order.cardNumber].filter(Boolean).join(' ') || null}
            />
            <Field
              label={t('payment.installments')}
              value={
                order.installmentMonths
                  ? t('payment.installmentN', { count: order.installmentMonths })
                  : t('payment.lumpSum')
              }
            />
          </>
        )}
        {order.virtualAccount && (
          <>
            <Field
              label={t('payment.virtualAccountTitle')}
              value={`${order.virtualAccount.bankCode ? t(`msg:banks.${order.virtualAccount.bankCode}`, { defaultValue: order.virtualAccount.bankCode }) : ''} ${order.virtualAccount.accountNumber}`}
            />
            <Field
              label={t('payment.depositDeadline')}
              value={
                order.virtualAccount.dueDate ? formatDateTime(order.virtualAccount.dueDate, locale) : null
              }
            />
          </>
        )}
        <Field label={t('admin.orders.paymentKey')} value={order.paymentKey} />
        <Field
          label={t('payment.receipt')}
          value={
            order.receiptUrl ? (
              <Anchor href={order.receiptUrl} target="_blank" rel="noreferrer" size="sm">
                {t('admin.orders.openReceipt')}
              </Anchor>
            ) : null
          }
        />
        {order.cashReceipt && <CashReceiptField receipt={order.cashReceipt} />}
        {order.taxInvoice && (
          <Field
            label={t('payment.taxInvoice.title')}
            value={[
              t(`payment.taxInvoice.status.${order.taxInvoice.status}`),
              order.taxInvoice.companyName,
              order.taxInvoice.invoiceNumber,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        )}
        {order.failureCode && <Field label={t('admin.orders.failureCode')} value={order.failureCode} />}
      </SimpleGrid>
    </>
  );
}

/** Every refund of the order, what the operator may still do, and what a refund would return now. */
export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <Divider label={t('payment.refundsTitle')} labelPosition="left" />
      {order.refunds.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('msg:errors.noData')}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.refunds.requestedAt')}</Table.Th>
              <Table.Th>{t('admin.orders.status')}</Table.Th>
              <Table.Th>{t('admin.refunds.amount')}</Table.Th>
              <Table.Th>{t('admin.refunds.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.refunds.map((refund) => (
              <Table.Tr key={refund.refundid}>
                <Table.Td>{formatDateTime(refund.requestedAt, locale)}</Table.Td>
                <Table.Td>
                  <ToneBadge color={refund.status === 'rejected' ? 'gray' : 'emerald'}>
                    {t(`payment.refundStatus.${refund.status}`)}
                  </ToneBadge>
                </Table.Td>
                <Table.Td>{formatKrw(refund.amount, locale)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{refund.reason}</Text>
                  {refund.adminNote && (
                    <Text size="xs" c="dimmed">
                      {t('admin.refunds.note')}: {refund.adminNote}
                      {refund.decidedByEmail ? ` — ${refund.decidedByEmail}` : ''}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <OrderActions order={order} />
      <Text size="sm" c="dimmed">
        {order.refundQuote.refundable
          ? t(
              order.refundQuote.policy === 'full' ? 'payment.refundQuoteFull' : 'payment.refundQuotePartial',
              {
                amount: formatKrw(order.refundQuote.amount, locale),
              },
            )
          : order.refundQuote.reason === 'membership'
            ? t('admin.orders.membershipRefundHint')
            : t(`payment.refundReason.${order.refundQuote.reason}`, { defaultValue: '' })}
      </Text>
    </>
  );
}

/** Refund a paid order, or cancel one nobody paid, each in its own dialog. */
function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'refund' | 'cancel' | null>(null);
  const cancel = useCancelOrder(order.paymentid);
  // The dialogs stay open after their action: the refreshed order no longer offers it, but shows the result.
  const { refundable, cancelable } = order.refundOffer;
  if (!refundable && !cancelable && open === null) return null;
  return (
    <Group>
      {refundable && (
        <Button color="red.9" variant="outline" onClick={() => setOpen('refund')}>
          {t('admin.orders.refund')}
        </Button>
      )}
      {cancelable && (
        <Button color="red.9" variant="outline" onClick={() => setOpen('cancel')}>
          {t('admin.orders.cancelOrder')}
        </Button>
      )}
      {open === 'refund' && <OperatorRefundModal order={order} onClose={() => setOpen(null)} />}
      {open === 'cancel' && (
        <ReasonModal
          title={t('admin.orders.cancelOrder')}
          description={t('admin.orders.confirmCancel')}
          confirmLabel={t('admin.orders.cancelOrder')}
          pending={cancel.isPending}
          error={cancel.error}
          onConfirm={(reason) => cancel.mutate(reason, { onSuccess: () => setOpen(null) })}
          onClose={() => setOpen(null)}
        />
      )}
    </Group>
  );
}
