import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginBody } from '@shared/contract/account';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PlainCheckbox } from '../../components/plain-checkbox';
import { returnPathAfterLogin } from '../../lib/login-return';
import { paths } from '../../lib/paths';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useDeferredZodValidator } from '../../lib/zod-form';
import { accountSchema } from './account-schemas';
import { login } from './api/login';
import { AuthCard } from './components/auth-card';
import { FormError } from './components/form-error';

const loadLoginBody = accountSchema('loginBody');

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const validate = useDeferredZodValidator<LoginBody>(loadLoginBody);
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '', keepLogin: false },
    validate,
  });
  const { onSubmit, error, submitting } = useFormSubmit(form, async (values) => {
    await login(values);
    navigate(returnPathAfterLogin(search, window.location.origin), { replace: true });
  });

  return (
    <AuthCard title={t('account.loginTitle')} description={t('account.loginDescription')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError message={error} />
          <TextInput
            label={t('account.email')}
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('account.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <PlainCheckbox
            label={t('account.keepLogin')}
            {...form.getInputProps('keepLogin', { type: 'checkbox' })}
          />
          <Button type="submit" loading={submitting} fullWidth size="md">
            {t('account.loginButton')}
          </Button>
          <Group justify="space-between">
            <Group gap="md">
              <Anchor component={Link} to={paths.findID()} size="sm">
                {t('account.findIdLink')}
              </Anchor>
              <Anchor component={Link} to={paths.findPW()} size="sm">
                {t('account.findPasswordLink')}
              </Anchor>
            </Group>
            <Anchor component={Link} to={paths.signup()} size="sm">
              {t('account.signupLink')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
