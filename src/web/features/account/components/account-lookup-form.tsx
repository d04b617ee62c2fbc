import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { FormError } from './form-error';

/**
 * The form of both account look-ups (find ID, find password): the name given at sign-up, the one
 * field that tells the account apart (`children`), the button, and the way back to sign-in.
 */
export function AccountLookupForm<V extends { name: string }>({
  form,
  lookup,
  submitLabel,
  children,
}: {
  form: UseFormReturnType<V>;
  lookup: (values: V) => Promise<void>;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { onSubmit, error, submitting } = useFormSubmit(form, lookup);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormError message={error} />
        <TextInput label={t('account.name')} autoComplete="name" required {...form.getInputProps('name')} />
        {children}
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
        <Anchor component={Link} to={paths.login()} size="sm">
          {t('account.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
