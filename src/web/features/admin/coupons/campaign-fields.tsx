import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LanguageTabs, type LocalizedValue } from '../components/language-tabs';
import { SeoulDateTimePicker } from '../components/seoul-date-time-picker';

/** What creating and editing a campaign share: its name in each language and its validity. */
export interface CampaignNameAndPeriod {
  name: LocalizedValue;
  validFrom: string | null;
  validUntil: string | null;
}

type CampaignForm<T extends CampaignNameAndPeriod> = UseFormReturnType<T>;

/** The campaign's name, one tab per language; Korean is required. */
export function CampaignNameField<T extends CampaignNameAndPeriod>({ form }: { form: CampaignForm<T> }) {
  const { t } = useTranslation();
  return (
    <LanguageTabs errors={{ ko: Boolean(form.errors['name.ko']) }}>
      {(language) => (
        <TextInput
          label={t('admin.coupons.name')}
          withAsterisk={language === 'ko'}
          {...form.getInputProps(`name.${language}`)}
        />
      )}
    </LanguageTabs>
  );
}

/** Valid from and until, in Seoul time; placed inside the caller's grid. */
export function CampaignPeriodFields<T extends CampaignNameAndPeriod>({
  form,
  disabled = false,
}: {
  form: CampaignForm<T>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SeoulDateTimePicker
        label={t('admin.coupons.validFrom')}
        withAsterisk
        disabled={disabled}
        {...form.getInputProps('validFrom')}
      />
      <SeoulDateTimePicker
        label={t('admin.coupons.validUntil')}
        withAsterisk
        disabled={disabled}
        {...form.getInputProps('validUntil')}
      />
    </>
  );
}
