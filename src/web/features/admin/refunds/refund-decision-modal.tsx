import { Alert, Button, Group, List, Modal, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminRefundItem, type RefundApproved, refundDecisionForm } from '@shared/contract/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../components/dialogs';
import { ErrorAlert } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { formatKrw } from '../../../lib/format';
import { zodFormValidator } from '../../../lib/zod-form';
import { useApproveRefund } from './api/approve-refund';
import { useRejectRefund } from './api/reject-refund';

/**
 * Approves a request (the policy's amount, or another amount the admin enters) or rejects it, with
 * a note; after an approval it shows what the gateway did.
 */
export function RefundDecisionModal({
  refund,
  decision,
  onClose,
}: {
  refund: AdminRefundItem;
  decision: 'approve' | 'reject';
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const approve = useApproveRefund();
  const reject = useRejectRefund();
  const remaining = refund.paidAmount - refund.canceledAmount;
  const policyAmount = Math.min(refund.amount, remaining);
  const [mode, setMode] = useState<'policy' | 'other'>('policy');
  const [amount, setAmount] = useState<number | string>(policyAmount);
  const form = useForm({ initialValues: { note: '' }, validate: zodFormValidator(refundDecisionForm) });
  const [result, setResult] = useState<RefundApproved | null>(null);
  const pending = approve.isPending || reject.isPending;
  const error = approve.error ?? reject.error;
  const chosen = mode === 'policy' ? policyAmount : Number(amount);

  async function submit(values: { note: string }) {
    const note = values.note.trim();
    if (decision === 'reject') {
      reject.mutate({ refundid: refund.refundid, note }, { onSuccess: onClose });
      return;
    }
    const question = t('admin.refunds.confirmApprove', {
      amount: formatKrw(chosen, locale),
      name: refund.userName,
    });
    if (!(await confirmDialog(question))) return;
    approve.mutate(
      {
        refundid: refund.refundid,
        note,
        ...(mode === 'other' ? { amount: chosen } : {}),
      },
      { onSuccess: setResult },
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={decision === 'approve' ? t('admin.refunds.approveTitle') : t('admin.refunds.rejectTitle')}
    >
      {result ? (
        <RefundResult result={result} onClose={onClose} />
      ) : (
        <Stack>
          <Text size="sm">
            {refund.orderName} · {refund.userName} ({refund.userEmail})
          </Text>
          <Text size="sm" c="dimmed">
            {t('admin.refunds.memberReason')}: {refund.reason}
          </Text>
          {decision === 'approve' && (
            <>
              <Text size="sm">
                {t('admin.refunds.paidAndLeft', {
                  paid: formatKrw(refund.paidAmount, locale),
                  left: formatKrw(remaining, locale),
                })}
              </Text>
              <Radio.Group
                label={t('admin.refunds.amountChoice')}
                value={mode}
                onChange={(value) => setMode(value as 'policy' | 'other')}
              >
                <Stack gap="xs" mt="xs">
                  <Radio
                    value="policy"
                    label={t(
                      refund.policy === 'full' ? 'admin.refunds.policyFull' : 'admin.refunds.policyPartial',
                      { amount: formatKrw(policyAmount, locale) },
                    )}
                  />
                  <Radio value="other" label={t('admin.refunds.otherAmount')} />
                </Stack>
              </Radio.Group>
              {mode === 'other' && (
                <NumberInput
                  label={t('admin.refunds.amount')}
                  min={1}
                  max={remaining}
                  thousandSeparator=","
                  suffix=" ₩"
                  value={amount}
                  onChange={setAmount}
                />
              )}
            </>
          )}
          <Textarea
            label={decision === 'approve' ? t('admin.refunds.approveNote') : t('admin.refunds.rejectNote')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('note')}
          />
          <ErrorAlert error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              color={decision === 'approve' ? undefined : 'red'}
              // Not a <form>: Enter in the amount field must not send a decision its button refuses.
              onClick={() => form.onSubmit(submit)()}
              loading={pending}
              disabled={decision === 'approve' && (!(chosen > 0) || chosen > remaining)}
            >
              {decision === 'approve'
                ? t('admin.refunds.approveAmount', { amount: formatKrw(chosen || 0, locale) })
                : t('admin.refunds.reject')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** What the gateway did on an approval: the amount refunded, the order's state and what is left. */
function RefundResult({ result, onClose }: { result: RefundApproved; onClose(): void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Stack>
      <Alert color="emerald" role="status" title={t('admin.refunds.approvedTitle')}>
        <List size="sm">
          <List.Item>
            {t('admin.refunds.resultAmount', { amount: formatKrw(result.amount, locale) })}
          </List.Item>
          <List.Item>
            {t('admin.refunds.resultStatus', {
              status: t(
                `payment.status.${result.orderStatus === 'canceled' ? 'refunded' : result.orderStatus}`,
              ),
            })}
          </List.Item>
          <List.Item>
            {t('admin.refunds.resultBalance', { amount: formatKrw(result.remainingAmount, locale) })}
          </List.Item>
          {result.transactionKey && (
            <List.Item>{t('admin.refunds.resultTransaction', { key: result.transactionKey })}</List.Item>
          )}
        </List>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </Group>
    </Stack>
  );
}
