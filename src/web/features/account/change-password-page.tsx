import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordBody } from '@shared/contract/account';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { paths } from '../../lib/paths';
import { clearSession } from '../../lib/session';
import { useFormSubmit } from '../../lib/use-form-submit';
import { zodFormValidator } from '../../lib/zod-form';
import { changePassword } from './api/change-password';
import { AuthCard } from './components/auth-card';
import { FormError } from './components/form-error';
import { NewPasswordFields } from './components/new-password-fields';

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { currentPassword: '', password: '', passwordConfirm: '' },
    validate: zodFormValidator(changePasswordBody),
  });
  const { onSubmit, error, submitting } = useFormSubmit(form, async (values) => {
    await changePassword(values);
    // The server ended every session of this account; the member logs in with the new password.
    clearSession();
    await alertDialog(t('account.passwordChangedRelogin'));
    navigate(paths.login(), { replace: true });
  });

  return (
    <AuthCard title={t('account.changePasswordTitle')} description={t('account.passwordRule')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError message={error} />
          <PasswordInput
            label={t('account.currentPassword')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields form={form} />
          <Button type="submit" loading={submitting} fullWidth>
            {t('account.changePasswordButton')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
