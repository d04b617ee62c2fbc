import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** A new password and its confirmation, as the reset and change forms ask for them. */
export function NewPasswordFields<T extends { password: string; passwordConfirm: string }>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('account.newPassword')}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('account.passwordConfirm')}
        autoComplete="new-password"
        required
        {...form.getInputProps('passwordConfirm')}
      />
    </>
  );
}
