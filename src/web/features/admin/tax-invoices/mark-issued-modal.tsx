import { Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  type AdminTaxInvoiceItem,
  type TaxInvoiceIssueBody,
  taxInvoiceIssueBody,
} from '@shared/contract/tax-invoice';
import { seoulDay } from '@shared/seoul-time';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/dialogs';
import { FormActions } from '../../../components/form-actions';
import { currentLocale } from '../../../i18n/i18n';
import { formatKrw } from '../../../lib/format';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { useMarkTaxInvoiceIssued } from './api/mark-tax-invoice-issued';

/** Today in Korea: the issue date a same-day invoice carries. */

/**
 * Records an invoice the operator issued elsewhere (Hometax, the e-tax-invoice service): its
 * approval number and issue date, after a confirmation, since the console cannot take it back.
 */
export function MarkIssuedModal({ invoice, onClose }: { invoice: AdminTaxInvoiceItem; onClose(): void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const mark = useMarkTaxInvoiceIssued();
  const form = useForm<TaxInvoiceIssueBody>({
    initialValues: { invoiceNumber: '', issueDate: seoulDay(Date.now()) },
    validate: zodFormValidator(taxInvoiceIssueBody),
  });
  const onSubmit = form.onSubmit(async (values) => {
    const question = t('admin.taxInvoices.confirmIssued', {
      company: invoice.companyName,
      number: values.invoiceNumber.trim(),
    });
    if (!(await confirmDialog(question))) return;
    mark.mutate(
      { taxInvoiceId: invoice.taxInvoiceId, ...values },
      { onSuccess: onClose, onError: showServerFieldErrors(form) },
    );
  });
  return (
    <Modal opened onClose={onClose} title={t('admin.taxInvoices.markIssuedTitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{t('admin.taxInvoices.markIssuedHint')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
            {[
              [t('payment.orderName'), invoice.orderName],
              [t('admin.taxInvoices.netAmount'), formatKrw(invoice.netAmount, locale)],
              [t('payment.taxInvoice.companyName'), invoice.companyName],
              [t('payment.taxInvoice.businessNumber'), invoice.businessNumber],
              [t('payment.taxInvoice.ceoName'), invoice.ceoName],
              [t('payment.taxInvoice.email'), invoice.email],
              [t('payment.taxInvoice.businessAddress'), invoice.businessAddress],
            ].map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <TextInput
            label={t('admin.taxInvoices.invoiceNumber')}
            placeholder="20260301-41000000-12345678"
            withAsterisk
            inputMode="numeric"
            maxLength={40}
            data-autofocus
            {...form.getInputProps('invoiceNumber')}
          />
          <DatePickerInput
            label={t('admin.taxInvoices.issueDate')}
            withAsterisk
            maxDate={seoulDay(Date.now())}
            valueFormat="YYYY-MM-DD"
            {...form.getInputProps('issueDate')}
            onChange={(value) => form.setFieldValue('issueDate', value ? value.slice(0, 10) : '')}
          />
          <FormActions
            error={mark.error}
            saving={mark.isPending}
            onCancel={onClose}
            submitLabel={t('admin.taxInvoices.markIssued')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
