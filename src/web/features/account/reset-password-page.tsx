import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { paths } from '../../lib/paths';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useDeferredZodValidator } from '../../lib/zod-form';
import { accountSchema } from './account-schemas';
import { resetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { FormError } from './components/form-error';
import { NewPasswordFields } from './components/new-password-fields';

const loadResetPasswordBody = accountSchema('resetPasswordBody');

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const validate = useDeferredZodValidator(loadResetPasswordBody);
  const form = useForm({
    initialValues: { token, password: '', passwordConfirm: '' },
    validate,
  });
  const { onSubmit, error, submitting } = useFormSubmit(form, async (values) => {
    await resetPassword(values);
    await alertDialog(t('account.passwordResetDone'));
    navigate(paths.login(), { replace: true });
  });

  return (
    <AuthCard title={t('account.resetPasswordTitle')} description={t('account.passwordRule')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError message={error} />
          <NewPasswordFields form={form} />
          <Button type="submit" loading={submitting} fullWidth>
            {t('account.resetPasswordButton')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
