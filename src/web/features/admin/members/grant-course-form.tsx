import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminGrantBody } from '@shared/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../app/dialogs';
import { zodFormValidator } from '../../../lib/zod-form';
import { useMemberAction } from '../api/admin-members';

/** Grants a course by hand; the reason is required and goes to the audit log. */
export function GrantCourseForm({ useruid }: { useruid: string }) {
  const { t } = useTranslation();
  const action = useMemberAction(useruid);
  const [done, setDone] = useState(false);
  const form = useForm<{ contentsid: number | string; reason: string; accessDays: number | string }>({
    initialValues: { contentsid: '', reason: '', accessDays: '' },
    validate: (values) =>
      zodFormValidator(adminGrantBody)({
        contentsid: Number(values.contentsid),
        reason: values.reason,
        accessDays: values.accessDays === '' ? null : Number(values.accessDays),
      }),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        setDone(false);
        action.mutate(
          {
            kind: 'Grant',
            body: {
              contentsid: Number(values.contentsid),
              reason: values.reason,
              accessDays: values.accessDays === '' ? null : Number(values.accessDays),
            },
          },
          {
            onSuccess: () => {
              form.reset();
              setDone(true);
            },
            onError: (error) => void alertDialog(error.message),
          },
        );
      })}
    >
      <Group align="flex-end" mt="md">
        <NumberInput
          label={t('admin.members.grantContentsId')}
          min={1}
          w={140}
          {...form.getInputProps('contentsid')}
        />
        <NumberInput
          label={t('admin.members.grantDays')}
          min={1}
          w={160}
          placeholder={t('admin.members.grantDaysDefault')}
          {...form.getInputProps('accessDays')}
        />
        <TextInput
          label={t('admin.members.grantReason')}
          style={{ flex: 1 }}
          miw={200}
          {...form.getInputProps('reason')}
        />
        <Button type="submit" loading={action.isPending}>
          {t('admin.members.grant')}
        </Button>
      </Group>
      {done && (
        <span role="status" style={{ fontSize: 12 }}>
          {t('admin.members.granted')}
        </span>
      )}
    </form>
  );
}
