import { Button, Divider, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PaymentInfo } from '@shared/contract/payment';
import { type TaxInvoiceSummary, taxInvoiceRequestBody } from '@shared/contract/tax-invoice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../components/dialogs';
import { ErrorAlert } from '../../../components/query-states';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate, formatKrw } from '../../../lib/format';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { zodFormValidator } from '../../../lib/zod-form';
import { type TaxInvoiceBusinessOnFile, useTaxInvoiceBusiness } from '../api/get-tax-invoice-business';
import { useRequestTaxInvoice } from '../api/request-tax-invoice';
import { DetailList } from './detail-list';

const STATUS_COLOR = { requested: 'blue', issued: 'emerald', canceled: 'gray' } as const;

/**
 * A partner's 세금계산서 on one payment: its state once asked for, the request form while it can be
 * asked for, or why it cannot (a card slip or a cash receipt is the proof already). Members who are
 * not partners see nothing.
 */
export function TaxInvoiceSection({ info, useruid }: { info: PaymentInfo; useruid: string }) {
  const refusal = info.taxInvoiceRefusal;
  const body = info.taxInvoice ? (
    <TaxInvoiceState invoice={info.taxInvoice} />
  ) : refusal === 'card' || refusal === 'easy_pay' || refusal === 'cash_receipt' ? (
    <RefusalNote refusal={refusal} />
  ) : refusal === null ? (
    <RequestPanel paymentid={info.paymentid} useruid={useruid} />
  ) : null;
  return (
    body && (
      <>
        <Divider />
        {body}
      </>
    )
  );
}

function RefusalNote({ refusal }: { refusal: 'card' | 'easy_pay' | 'cash_receipt' }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="gray.7" data-testid="tax-invoice-refusal">
      {t(`payment.taxInvoice.refusals.${refusal}`)}
    </Text>
  );
}

function RequestPanel({ paymentid, useruid }: { paymentid: number; useruid: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap="sm" data-testid="tax-invoice-section">
      <Title order={3} fz="md">
        {t('payment.taxInvoice.title')}
      </Title>
      {asking ? (
        <RequestForm paymentid={paymentid} useruid={useruid} onCancel={() => setAsking(false)} />
      ) : (
        <>
          <Text size="sm" c="gray.7">
            {t('payment.taxInvoice.hint')}
          </Text>
          <Button variant="default" w="fit-content" onClick={() => setAsking(true)}>
            {t('payment.taxInvoice.requestButton')}
          </Button>
        </>
      )}
    </Stack>
  );
}

function TaxInvoiceState({ invoice }: { invoice: TaxInvoiceSummary }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const rows = [
    { label: t('payment.taxInvoice.companyName'), value: invoice.companyName },
    { label: t('payment.taxInvoice.businessNumber'), value: invoice.businessNumber },
    ...(invoice.invoiceNumber
      ? [
          {
            label: t('payment.taxInvoice.invoiceNumber'),
            value: invoice.invoiceNumber,
            testId: 'tax-invoice-number',
          },
        ]
      : []),
    ...(invoice.issueDate
      ? [{ label: t('payment.taxInvoice.issueDate'), value: formatDate(invoice.issueDate, locale) }]
      : []),
    ...(invoice.issuedAmount !== null
      ? [{ label: t('payment.amountPaid'), value: formatKrw(invoice.issuedAmount, locale) }]
      : []),
  ];
  return (
    <Stack gap="sm" data-testid="tax-invoice-section">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="md">
          {t('payment.taxInvoice.title')}
        </Title>
        <ToneBadge color={STATUS_COLOR[invoice.status]} data-testid="tax-invoice-status">
          {t(`payment.taxInvoice.status.${invoice.status}`)}
        </ToneBadge>
      </Group>
      <Text size="xs" c="gray.7">
        {t('payment.taxInvoice.requestedOn', { date: formatDate(invoice.requestedAt, locale) })}
      </Text>
      <DetailList rows={rows} />
      {invoice.status === 'canceled' && (
        <Text size="sm" c="gray.7">
          {t('payment.taxInvoice.canceledNote')}
        </Text>
      )}
    </Stack>
  );
}

function RequestForm(props: { paymentid: number; useruid: string; onCancel(): void }) {
  const { t } = useTranslation();
  const business = useTaxInvoiceBusiness(props.useruid);
  if (business.isPending)
    return (
      <Stack gap="xs" aria-busy="true" role="status" aria-label={t('common.loading')}>
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  if (business.error) return <ErrorAlert error={business.error} />;
  return <BusinessForm {...props} onFile={business.data} />;
}

const validateRequest = zodFormValidator<TaxInvoiceBusinessOnFile>(taxInvoiceRequestBody);

function BusinessForm({
  paymentid,
  useruid,
  onFile,
  onCancel,
}: {
  paymentid: number;
  useruid: string;
  onFile: TaxInvoiceBusinessOnFile;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const request = useRequestTaxInvoice(useruid);
  const form = useForm<TaxInvoiceBusinessOnFile>({ initialValues: onFile, validate: validateRequest });
  const { onSubmit, error, submitting } = useFormSubmit(form, async (values) => {
    const message = await request.mutateAsync({ paymentid, body: values });
    await alertDialog(message);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('payment.taxInvoice.formTitle')}>
      <Stack gap="sm">
        <TextInput
          label={t('payment.taxInvoice.businessNumber')}
          required
          inputMode="numeric"
          maxLength={12}
          {...form.getInputProps('businessNumber')}
        />
        <TextInput
          label={t('payment.taxInvoice.companyName')}
          required
          maxLength={100}
          {...form.getInputProps('companyName')}
        />
        <TextInput
          label={t('payment.taxInvoice.ceoName')}
          required
          maxLength={50}
          {...form.getInputProps('ceoName')}
        />
        <TextInput
          label={t('payment.taxInvoice.businessAddress')}
          required
          maxLength={300}
          {...form.getInputProps('businessAddress')}
        />
        <TextInput
          label={t('payment.taxInvoice.email')}
          required
          type="email"
          maxLength={254}
          {...form.getInputProps('email')}
        />
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            {t('payment.taxInvoice.submit')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
