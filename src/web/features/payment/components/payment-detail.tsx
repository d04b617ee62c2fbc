import { Anchor, Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PaymentInfo } from '@shared/contract/payment';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { ErrorAlert } from '../../../components/query-states';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCancelPayment } from '../api/cancel-payment';
import { usePaymentInfo } from '../api/get-payment-info';
import { useReceipt } from '../api/get-receipt';
import { paymentDetailRows, virtualAccountRows } from '../payment-labels';
import { DetailList } from './detail-list';
import { RefundForm } from './refund-form';
import { TaxInvoiceSection } from './tax-invoice-section';

/** GET /api/Payment/GetInfo/{paymentid} in full, with the receipt, a refund request and cancellation. */
export function PaymentDetail({ useruid, paymentid }: { useruid: string; paymentid: number }) {
  const { t } = useTranslation();
  const info = usePaymentInfo(useruid, paymentid, currentLocale());
  if (info.isPending)
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label={t('common.loading')}>
        <Skeleton h={24} w="60%" />
        <Skeleton h={180} />
      </Stack>
    );
  if (info.error) return <ErrorAlert error={info.error} />;
  return <Detail info={info.data} useruid={useruid} />;
}

function Detail({ info, useruid }: { info: PaymentInfo; useruid: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const account = info.virtualAccount;
  return (
    <Stack gap="md" data-testid="payment-detail">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {info.orderName}
        </Title>
        <PaymentStatusBadge item={info} />
      </Group>
      <DetailList rows={paymentDetailRows(t, info, locale)} />

      {account && (
        <>
          <Divider />
          <Title order={3} fz="md">
            {t('payment.virtualAccountTitle')}
          </Title>
          <DetailList rows={virtualAccountRows(t, account, locale)} />
        </>
      )}

      {info.refunds.length > 0 && <RefundList refunds={info.refunds} />}
      <PaymentActions info={info} useruid={useruid} />
      <TaxInvoiceSection info={info} useruid={useruid} />

      {(info.status === 'done' || info.status === 'partial_canceled') && (
        <>
          <Divider />
          {info.refundQuote.refundable || info.refundAccountNeeded ? (
            <RefundForm info={info} useruid={useruid} />
          ) : (
            info.refundQuote.reason && (
              <Text size="sm" c="gray.7" data-testid="refund-unavailable">
                {t(`payment.refundReason.${info.refundQuote.reason}`, {
                  defaultValue: t('msg:payment.refundNotAllowed'),
                })}{' '}
                <Anchor href={paths.terms(2)} target="_blank" rel="noopener" size="sm">
                  {t('payment.refundPolicyLink')}
                </Anchor>
              </Text>
            )
          )}
        </>
      )}
    </Stack>
  );
}

/** The refunds asked for on this order, each with its state and the operator's note. */
function RefundList({ refunds }: { refunds: PaymentInfo['refunds'] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <>
      <Divider />
      <Title order={3} fz="md">
        {t('payment.refundsTitle')}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {refunds.map((refund) => (
          <Stack component="li" key={refund.refundid} gap={2}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {formatDateTime(refund.requestedAt, locale)} · {formatKrw(refund.amount, locale)}
              </Text>
              <ToneBadge color={refund.status === 'rejected' ? 'red' : 'blue'}>
                {t(`payment.refundStatus.${refund.status}`)}
              </ToneBadge>
            </Group>
            {refund.adminNote && (
              <Text size="xs" c="gray.7">
                {refund.adminNote}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </>
  );
}

/** The receipts the order has, and the cancellation of an order still waiting for its deposit. */
function PaymentActions({ info, useruid }: { info: PaymentInfo; useruid: string }) {
  const { t } = useTranslation();
  const receipt = useReceipt(info.paymentKey, info.receiptAvailable);
  const cancel = useCancelPayment(useruid);
  const waiting = info.status === 'waiting_for_deposit';

  async function cancelOrder() {
    if (cancel.isPending || !(await confirmDialog(t('payment.cancelConfirm')))) return;
    try {
      await cancel.mutateAsync(info.paymentid);
      await alertDialog(t('payment.cancelDone'));
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Group gap="sm">
      {info.receiptAvailable &&
        (receipt.data ? (
          <DocumentLink href={receipt.data.url}>{t('payment.receipt')}</DocumentLink>
        ) : receipt.error ? (
          <Text size="sm" c="red.8" role="alert">
            {receipt.error.message}
          </Text>
        ) : (
          <Button variant="default" loading>
            {t('payment.receipt')}
          </Button>
        ))}
      {info.cashReceipt?.receiptUrl && info.cashReceipt.status !== 'failed' && (
        <DocumentLink href={info.cashReceipt.receiptUrl}>{t('payment.cashReceiptLink')}</DocumentLink>
      )}
      {waiting && (
        <Button color="red.9" variant="outline" onClick={cancelOrder} loading={cancel.isPending}>
          {t('payment.cancelOrder')}
        </Button>
      )}
    </Group>
  );
}

/** A receipt on the gateway's or the tax service's site, in a new tab. */
function DocumentLink({ href, children }: { href: string; children: string }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="default"
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}
