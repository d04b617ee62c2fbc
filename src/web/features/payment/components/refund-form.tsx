import { Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FREE_TEXT_MAX_LENGTH } from '@shared/constants';
import {
  type PaymentInfo,
  refundAccountBody,
  refundRequestBody,
  VIRTUAL_ACCOUNT_BANKS,
} from '@shared/contract/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { RefundAccountFields } from '../../../components/refund-account-fields';
import { currentLocale } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { formatKrw } from '../../../lib/format';
import { serverFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { useRefundToAccount } from '../api/refund-to-account';
import { useRequestRefund } from '../api/request-refund';

interface RefundValues {
  reason: string;
  refundAccount: { bank: string; accountNumber: string; holderName: string };
}

const validateRefund = zodFormValidator<unknown>(refundRequestBody);
const validateAccount = zodFormValidator<unknown>(refundAccountBody);

/**
 * A refund request under the policy's current quote. A virtual-account payment is returned by bank
 * transfer, so it also asks for the account. A cancelled session's refund needs nothing but that
 * account, and is made as soon as it is entered.
 */
export function RefundForm({ info, useruid }: { info: PaymentInfo; useruid: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const request = useRequestRefund(useruid);
  const refundToAccount = useRefundToAccount(useruid);
  const pending = request.isPending || refundToAccount.isPending;
  const [error, setError] = useState<string | null>(null);
  const accountOnly = info.refundAccountNeeded;
  const byTransfer = info.method === 'virtual_account';
  const form = useForm<RefundValues>({
    initialValues: {
      reason: '',
      refundAccount: { bank: VIRTUAL_ACCOUNT_BANKS[0], accountNumber: '', holderName: info.buyer.name },
    },
    validate: (values) =>
      accountOnly
        ? validateAccount({ refundAccount: values.refundAccount })
        : validateRefund(toBody(values, byTransfer)),
  });
  const quote = info.refundQuote;
  const amount = formatKrw(accountOnly ? info.amount - info.canceledAmount : quote.amount, locale);

  const onSubmit = form.onSubmit(async (values) => {
    if (pending) return;
    setError(null);
    const question = accountOnly
      ? t('payment.sessionRefundConfirm', { amount })
      : quote.policy === 'partial'
        ? t('payment.refundConfirmPartial', { amount })
        : t('payment.refundConfirmFull', { amount });
    if (!(await confirmDialog(question))) return;
    try {
      const message = accountOnly
        ? await refundToAccount.mutateAsync({
            paymentid: info.paymentid,
            body: { refundAccount: values.refundAccount },
          })
        : await request.mutateAsync({ paymentid: info.paymentid, body: toBody(values, byTransfer) });
      await alertDialog(message);
    } catch (caught) {
      if (caught instanceof ApiError) form.setErrors(serverFieldErrors(caught.datas));
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t(accountOnly ? 'payment.sessionRefundTitle' : 'payment.refundTitle')}
        </Title>
        <Text size="sm" c="gray.7" data-testid="refund-quote">
          {accountOnly
            ? t('payment.sessionRefundIntro', { amount })
            : quote.policy === 'partial'
              ? t('payment.refundQuotePartial', { amount })
              : t('payment.refundQuoteFull', { amount })}
        </Text>
        {!accountOnly && (
          <Textarea
            label={t('payment.refundReasonLabel')}
            required
            autosize
            minRows={2}
            maxLength={FREE_TEXT_MAX_LENGTH}
            {...form.getInputProps('reason')}
          />
        )}
        {byTransfer && <RefundAccountFields form={form} />}
        {error && (
          <Text size="sm" c="red.8" role="alert" data-testid="refund-error">
            {error}
          </Text>
        )}
        <Button type="submit" color="red.9" variant="outline" loading={pending} w="fit-content">
          {t(accountOnly ? 'payment.sessionRefundSubmit' : 'payment.requestRefund')}
        </Button>
      </Stack>
    </form>
  );
}

function toBody(values: RefundValues, byTransfer: boolean) {
  return byTransfer ? values : { reason: values.reason };
}
