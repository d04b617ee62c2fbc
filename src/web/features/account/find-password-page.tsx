import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FindPasswordBody, findPasswordBody } from '@shared/contract/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useFormSubmit } from '../../lib/use-form-submit';
import { zodFormValidator } from '../../lib/zod-form';
import { findPassword } from './api/find-password';
import { AuthCard } from './components/auth-card';
import { FormError } from './components/form-error';

export default function FindPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FindPasswordBody>({
    initialValues: { name: '', email: '' },
    validate: zodFormValidator(findPasswordBody),
  });
  const { onSubmit, error, submitting } = useFormSubmit(form, async (values) => {
    await findPassword(values);
    setSentTo(values.email);
  });

  return (
    <AuthCard title={t('account.findPasswordTitle')} description={t('account.findPasswordDescription')}>
      {sentTo ? (
        <Stack>
          <Alert color="emerald" role="status" data-testid="reset-sent">
            {t('account.resetMailSent', { email: sentTo })}
          </Alert>
          <Anchor component={Link} to={paths.login()}>
            {t('account.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormError message={error} />
            <TextInput
              label={t('account.name')}
              autoComplete="name"
              required
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('account.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t('account.sendResetMail')}
            </Button>
            <Anchor component={Link} to={paths.login()} size="sm">
              {t('account.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
