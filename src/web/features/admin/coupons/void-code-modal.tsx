import { Code, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { voidCodeBody } from '@shared/contract/admin-commerce';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { useVoidCode } from './api/void-code';

/** Stops one code (a leak, a resale) for good, with the reason the audit log keeps. */
export function VoidCodeModal({ couponnumber, onClose }: { couponnumber: string; onClose(): void }) {
  const { t } = useTranslation();
  const voidCode = useVoidCode();
  const form = useForm({ initialValues: { reason: '' }, validate: zodFormValidator(voidCodeBody) });
  return (
    <Modal opened onClose={onClose} title={t('admin.coupons.voidTitle')}>
      <form
        onSubmit={form.onSubmit(({ reason }) =>
          voidCode.mutate(
            { couponnumber, reason },
            { onSuccess: onClose, onError: showServerFieldErrors(form) },
          ),
        )}
      >
        <Stack>
          <Text size="sm">
            <Code>{couponnumber}</Code> {t('admin.coupons.voidHint')}
          </Text>
          <Textarea
            label={t('admin.coupons.voidReason')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={200}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <FormActions
            error={voidCode.error}
            saving={voidCode.isPending}
            onCancel={onClose}
            submitLabel={t('admin.coupons.void')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
