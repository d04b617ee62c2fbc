import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FindIdBody, FoundIds } from '@shared/contract/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDeferredZodValidator } from '../../lib/zod-form';
import { accountSchema } from './account-schemas';
import { findId } from './api/find-id';
import { AccountLookupForm } from './components/account-lookup-form';
import { AuthCard } from './components/auth-card';

/** The masked sign-in emails found, with the next steps: log in or reset the password. */
function FoundAccounts({ found }: { found: FoundIds }) {
  const { t } = useTranslation();
  return (
    <Stack data-testid="find-id-result">
      <Text role="status">{t('account.findIdFound', { count: found.length })}</Text>
      <List spacing="xs" data-testid="found-ids">
        {found.map((account) => (
          <List.Item key={account.email}>
            <Text span fw={700}>
              {account.email}
            </Text>{' '}
            <Text span size="sm" c="dimmed">
              {t('account.findIdJoined', { date: formatDate(account.joinedAt, currentLocale()) })}
            </Text>
          </List.Item>
        ))}
      </List>
      <Group grow>
        <Button component={Link} to={paths.login()}>
          {t('account.loginButton')}
        </Button>
        <Button component={Link} to={paths.findPW()} variant="light">
          {t('account.findPasswordTitle')}
        </Button>
      </Group>
    </Stack>
  );
}

const loadFindIdBody = accountSchema('findIdBody');

/** /findID: the sign-in email of an account, by the name and mobile number given at sign-up. */
export default function FindIdPage() {
  const { t } = useTranslation();
  const [found, setFound] = useState<FoundIds | null>(null);
  const validate = useDeferredZodValidator<FindIdBody>(loadFindIdBody);
  const form = useForm<FindIdBody>({
    initialValues: { name: '', mobile: '' },
    validate,
  });

  return (
    <AuthCard title={t('account.findIdTitle')} description={t('account.findIdDescription')}>
      {found ? (
        <FoundAccounts found={found} />
      ) : (
        <AccountLookupForm
          form={form}
          lookup={async (values) => setFound(await findId(values))}
          submitLabel={t('account.findIdButton')}
        >
          <TextInput
            label={t('account.mobile')}
            placeholder="010-1234-5678"
            autoComplete="tel"
            inputMode="tel"
            required
            {...form.getInputProps('mobile')}
          />
        </AccountLookupForm>
      )}
    </AuthCard>
  );
}
