import { Button, Card, Group, PasswordInput, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { withdraw } from '../api/withdraw';

/** Account deletion: the password, then a confirmation, then the account is gone. */
export function WithdrawSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setError(null);
    if (!(await confirmDialog(t('account.withdrawConfirm')))) return;
    setBusy(true);
    try {
      await withdraw(password);
      navigate(paths.main(), { replace: true });
      void alertDialog(t('account.withdrawn'));
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder component="section">
      <Title order={2} fz="lg" mb="xs">
        {t('account.withdrawTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('account.withdrawDescription')}
      </Text>
      <Group align="flex-end">
        {/* In a row with the button it would shrink to its eye icon; it takes the room there is. */}
        <PasswordInput
          style={{ flex: '1 1 220px' }}
          maw={360}
          label={t('account.currentPassword')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          autoComplete="current-password"
        />
        <Button color="red" variant="outline" onClick={submit} loading={busy} disabled={!password}>
          {t('account.withdrawButton')}
        </Button>
      </Group>
    </Card>
  );
}
