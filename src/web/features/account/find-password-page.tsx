import { Alert, Anchor, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FindPasswordBody } from '@shared/contract/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useDeferredZodValidator } from '../../lib/zod-form';
import { accountSchema } from './account-schemas';
import { findPassword } from './api/find-password';
import { AccountLookupForm } from './components/account-lookup-form';
import { AuthCard } from './components/auth-card';

const loadFindPasswordBody = accountSchema('findPasswordBody');

export default function FindPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const validate = useDeferredZodValidator<FindPasswordBody>(loadFindPasswordBody);
  const form = useForm<FindPasswordBody>({
    initialValues: { name: '', email: '' },
    validate,
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
        <AccountLookupForm
          form={form}
          lookup={async (values) => {
            await findPassword(values);
            setSentTo(values.email);
          }}
          submitLabel={t('account.sendResetMail')}
        >
          <TextInput
            label={t('account.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
        </AccountLookupForm>
      )}
    </AuthCard>
  );
}
