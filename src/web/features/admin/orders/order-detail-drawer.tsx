import {
  Anchor,
  Button,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { AdminOrderDetail } from '@shared/contract/admin-commerce';
import type { CashReceiptSummary } from '@shared/contract/payment';
import { formatPhoneNumber } from '@shared/format-phone';
import { useState } from 'react';
import { Link } from 'react-router';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { ErrorAlert } from '../../../components/query-states';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/translations';
import { formatDateTime, formatKrw } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { ReasonModal } from '../components/reason-modal';
import { useCancelOrder, useOrder } from './api/admin-orders';
import { OperatorRefundModal } from './operator-refund-modal';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
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

/** One order as an operator needs it: amounts, coupon, method, gateway details and every refund. */
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

export function OrderDetailDrawer({ paymentid, onClose }: { paymentid: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const order = useOrder(paymentid);
  const data = order.data;

  return (
    <Drawer
      opened={paymentid !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('payment.detailTitle')}
    >
      <ErrorAlert error={order.error} />
      {order.isPending && paymentid !== null && <Skeleton height={400} />}
      {data && (
        <Stack>
          <div>
            <Title order={2} fz="lg">
              {data.orderName}
            </Title>
            <Text size="sm" c="dimmed">
              {data.orderId}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Field label={t('admin.orders.status')} value={<PaymentStatusBadge item={data} />} />
            <Field label={t('admin.orders.kind')} value={t(`payment.kinds.${data.kind}`)} />
            <Field
              label={t('admin.orders.member')}
              value={
                <Anchor component={Link} to={paths.admin.member(data.useruid)} size="sm">
                  {data.userName} ({data.userEmail})
                </Anchor>
              }
            />
            <Field
              label={t('admin.orders.buyer')}
              value={[data.buyer.name, data.buyer.email, formatPhoneNumber(data.buyer.phone)]
                .filter(Boolean)
                .join(' · ')}
            />
            <Field label={t('payment.orderedAt')} value={formatDateTime(data.createdAt, locale)} />
            <Field
              label={t('payment.approvedAt')}
              value={data.approvedAt ? formatDateTime(data.approvedAt, locale) : null}
            />
          </SimpleGrid>
          <Divider label={t('admin.orders.amounts')} labelPosition="left" />
          <SimpleGrid cols={{ base: 2, xs: 4 }}>
            <Field label={t('payment.itemPrice')} value={formatKrw(data.listAmount, locale)} />
            <Field label={t('payment.couponDiscount')} value={formatKrw(data.discountAmount, locale)} />
            <Field label={t('payment.amountPaid')} value={formatKrw(data.amount, locale)} />
            <Field label={t('payment.refundedTotal')} value={formatKrw(data.canceledAmount, locale)} />
          </SimpleGrid>
          <Field
            label={t('payment.coupon')}
            value={
              data.coupon ? `${data.coupon.name} (${data.coupon.couponnumber})` : t('payment.noCouponUsed')
            }
          />
          <Divider label={t('payment.method')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Field label={t('payment.method')} value={t(`payment.methods.${data.method}`)} />
            {data.method === 'card' && (
              <>
                <Field
                  label={t('admin.orders.card')}
                  value={[data.cardCompany, data.cardNumber].filter(Boolean).join(' ') || null}
                />
                <Field
                  label={t('payment.installments')}
                  value={
                    data.installmentMonths
                      ? t('payment.installmentN', { count: data.installmentMonths })
                      : t('payment.lumpSum')
                  }
                />
              </>
            )}
            {data.virtualAccount && (
              <>
                <Field
                  label={t('payment.virtualAccountTitle')}
                  value={`${data.virtualAccount.bankCode ? t(`msg:banks.${data.virtualAccount.bankCode}`, { defaultValue: data.virtualAccount.bankCode }) : ''} ${data.virtualAccount.accountNumber}`}
                />
                <Field
                  label={t('payment.depositDeadline')}
                  value={
                    data.virtualAccount.dueDate ? formatDateTime(data.virtualAccount.dueDate, locale) : null
                  }
                />
              </>
            )}
            <Field label={t('admin.orders.paymentKey')} value={data.paymentKey} />
            <Field
              label={t('payment.receipt')}
              value={
                data.receiptUrl ? (
                  <Anchor href={data.receiptUrl} target="_blank" rel="noreferrer" size="sm">
                    {t('admin.orders.openReceipt')}
                  </Anchor>
                ) : null
              }
            />
            {data.cashReceipt && <CashReceiptField receipt={data.cashReceipt} />}
            {data.taxInvoice && (
              <Field
                label={t('payment.taxInvoice.title')}
                value={[
                  t(`payment.taxInvoice.status.${data.taxInvoice.status}`),
                  data.taxInvoice.companyName,
                  data.taxInvoice.invoiceNumber,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            )}
            {data.failureCode && <Field label={t('admin.orders.failureCode')} value={data.failureCode} />}
          </SimpleGrid>
          <Divider label={t('payment.refundsTitle')} labelPosition="left" />
          {data.refunds.length === 0 ? (
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
                {data.refunds.map((refund) => (
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
          <OrderActions order={data} />
          <Text size="sm" c="dimmed">
            {data.refundQuote.refundable
              ? t(
                  data.refundQuote.policy === 'full'
                    ? 'payment.refundQuoteFull'
                    : 'payment.refundQuotePartial',
                  { amount: formatKrw(data.refundQuote.amount, locale) },
                )
              : data.refundQuote.reason === 'membership'
                ? t('admin.orders.membershipRefundHint')
                : t(`payment.refundReason.${data.refundQuote.reason}`, { defaultValue: '' })}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
