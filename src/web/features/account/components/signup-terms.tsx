import { Anchor, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MARKETING_CHANNELS } from '@shared/contract/account-values';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import type { SignupValues } from './signup-values';

/** Step 2 of sign-up: required terms and optional marketing consent per channel. */
export function SignupTerms({ form }: { form: UseFormReturnType<SignupValues> }) {
  const { t } = useTranslation();
  const { values } = form;
  const everything =
    values.agreeTerms &&
    values.agreePrivacy &&
    MARKETING_CHANNELS.every((channel) => values.marketing[channel]);

  const requiredError = form.errors.agreeTerms ?? form.errors.agreePrivacy;

  function agreeAll(checked: boolean) {
    form.setValues({
      agreeTerms: checked,
      agreePrivacy: checked,
      marketing: { email: checked, sms: checked, kakao: checked },
    });
  }

  return (
    <Stack>
      <Checkbox
        size="md"
        fw={700}
        label={t('account.agreeAll')}
        checked={everything}
        onChange={(event) => agreeAll(event.currentTarget.checked)}
      />
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          label={t('account.agreeTerms')}
          {...form.getInputProps('agreeTerms', { type: 'checkbox' })}
          error={Boolean(form.errors.agreeTerms)}
        />
        <Anchor href={paths.terms(0)} target="_blank" size="sm">
          {t('account.viewTerms')}
        </Anchor>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Checkbox
          label={t('account.agreePrivacy')}
          {...form.getInputProps('agreePrivacy', { type: 'checkbox' })}
          error={Boolean(form.errors.agreePrivacy)}
        />
        <Anchor href={paths.terms(1)} target="_blank" size="sm">
          {t('account.viewTerms')}
        </Anchor>
      </Group>
      {/* One message for the required consents, under them: not once per box, not by the optional ones. */}
      {requiredError && (
        <Text c="red" size="sm" role="alert">
          {requiredError}
        </Text>
      )}
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('account.marketingOptional')}
        </Text>
        <Group>
          {MARKETING_CHANNELS.map((channel) => (
            <Checkbox
              key={channel}
              label={t(`account.channel.${channel}`)}
              {...form.getInputProps(`marketing.${channel}`, { type: 'checkbox' })}
            />
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
