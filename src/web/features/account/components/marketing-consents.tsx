import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { type AccountProfile, MARKETING_CHANNELS, type MarketingChannel } from '@shared/contract/account';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../components/dialogs';
import { currentLocale } from '../../../i18n/i18n';
import { failureMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useUpdateMarketing } from '../api/update-marketing';

/** Marketing consent per channel, with the dates of the last consent and withdrawal. */
export function MarketingConsents({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const update = useUpdateMarketing(profile.useruid);
  const locale = currentLocale();

  function toggle(channel: MarketingChannel, consented: boolean) {
    update.mutate(
      { [channel]: consented },
      { onError: (error) => void alertDialog(failureMessage(error, 'errors.saveFailed')) },
    );
  }

  return (
    <Card withBorder component="section">
      <Title order={2} fz="lg" mb="md">
        {t('account.marketingTitle')}
      </Title>
      <Stack>
        {MARKETING_CHANNELS.map((channel) => {
          const state = profile.marketing[channel];
          const last = state.consented ? state.consentedAt : state.withdrawnAt;
          return (
            <div key={channel}>
              <Switch
                label={t(`account.channel.${channel}`)}
                checked={state.consented}
                disabled={update.isPending}
                onChange={(event) => toggle(channel, event.currentTarget.checked)}
              />
              {last && (
                <Text size="xs" c="dimmed" ml={54}>
                  {t(state.consented ? 'account.consentedAt' : 'account.withdrawnAt', {
                    date: formatDateTime(last, locale),
                  })}
                </Text>
              )}
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}
