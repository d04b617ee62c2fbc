import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminOrderDetail } from '@shared/contract/admin-commerce';
import { operatorRefundBody, type RefundApproved, VIRTUAL_ACCOUNT_BANKS } from '@shared/contract/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/dialogs';
import { ErrorAlert } from '../../../components/query-states';
import { RefundAccountFields } from '../../../components/refund-account-fields';
import { currentLocale } from '../../../i18n/i18n';
import { formatKrw } from '../../../lib/format';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { useRefundOrder } from './api/refund-order';

interface Values {
  amount: number | string;
  reason: string;
  memberAsked: boolean;
  overrideReason: string;
  refundAccount: { bank: string; accountNumber: string; holderName: string };
}

const validate = zodFormValidator<unknown>(operatorRefundBody);

function toBody(values: Values, byTransfer: boolean, overridden: boolean) {
  return {
    amount: Number(values.amount),
    reason: values.reason,
    memberAsked: values.memberAsked,
    ...(overridden ? { overrideReason: values.overrideReason } : {}),
    ...(byTransfer ? { refundAccount: values.refundAccount } : {}),
  };
}

/**
 * An operator's refund of an order: the policy's amount is suggested; another amount needs a
 * reason (audited). A virtual-account payment asks where to send the money back.
 */
export function OperatorRefundModal({ order, onClose }: { order: AdminOrderDetail; onClose(): void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const offer = order.refundOffer;
  const refund = useRefundOrder(order.paymentid);
  const [result, setResult] = useState<RefundApproved | null>(null);
  const byTransfer = offer.needsRefundAccount;
  const form = useForm<Values>({
    initialValues: {
      amount: offer.suggestedAmount || offer.remaining,
      reason: '',
      memberAsked: false,
      overrideReason: '',
      refundAccount: offer.requestedAccount ?? {
        bank: VIRTUAL_ACCOUNT_BANKS[0],
        accountNumber: '',
        holderName: order.buyer.name,
      },
    },
    validate: (values) => {
      const errors = validate(toBody(values, byTransfer, isOverride(values)));
      if (isOverride(values) && !values.overrideReason.trim())
        errors.overrideReason = t('msg:payment.refundOverrideReasonRequired');
      if (Number(values.amount) > offer.remaining)
        errors.amount = t('msg:payment.refundAmountTooLarge', { max: offer.remaining });
      return errors;
    },
  });
  const isOverride = (values: Values) => Number(values.amount) !== offer.suggestedAmount;
  const overridden = isOverride(form.values);

  const submit = form.onSubmit(async (values) => {
    const question = t('admin.orders.confirmRefund', {
      amount: formatKrw(Number(values.amount), locale),
      name: order.userName,
    });
    if (!(await confirmDialog(question))) return;
    refund.mutate(toBody(values, byTransfer, overridden), {
      onSuccess: setResult,
      onError: showServerFieldErrors(form),
    });
  });

  return (
    <Modal opened onClose={onClose} title={t('admin.orders.refundTitle')}>
      {result ? (
        <Stack>
          <Alert color="emerald" role="status" title={t('admin.refunds.approvedTitle')}>
            {t('admin.refunds.resultAmount', { amount: formatKrw(result.amount, locale) })}{' '}
            {t('admin.refunds.resultBalance', { amount: formatKrw(result.remainingAmount, locale) })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              {order.orderName} · {order.userName} ({order.userEmail})
            </Text>
            <Text size="sm" data-testid="refund-suggestion">
              {offer.suggestedAmount > 0
                ? t('admin.orders.policySuggests', {
                    amount: formatKrw(offer.suggestedAmount, locale),
                    left: formatKrw(offer.remaining, locale),
                  })
                : t('admin.orders.policyNothing', { left: formatKrw(offer.remaining, locale) })}
            </Text>
            <NumberInput
              label={t('admin.refunds.amount')}
              required
              min={1}
              max={offer.remaining}
              thousandSeparator=","
              suffix=" ₩"
              {...form.getInputProps('amount')}
            />
            {overridden && (
              <Textarea
                label={t('admin.orders.overrideReason')}
                required
                autosize
                minRows={2}
                {...form.getInputProps('overrideReason')}
              />
            )}
            <Textarea
              label={t('admin.orders.refundReason')}
              required
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('reason')}
            />
            <Switch
              label={t('admin.orders.memberAsked')}
              {...form.getInputProps('memberAsked', { type: 'checkbox' })}
            />
            {byTransfer && <RefundAccountFields form={form} />}
            <ErrorAlert error={refund.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={refund.isPending}>
                {t('admin.orders.refundAmount', {
                  amount: formatKrw(Number(form.values.amount) || 0, locale),
                })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
