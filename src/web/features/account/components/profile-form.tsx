import { Button, Card, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AccountProfile, updateProfileBody } from '@shared/contract/account';
import { formatPhoneNumber } from '@shared/format-phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { zodFormValidator } from '../../../lib/zod-form';
import { useUpdateProfile } from '../api/update-profile';
import { FormError } from './form-error';
import { MedicalFields } from './medical-fields';
import { ReverifyNotice } from './reverify-notice';

const text = (value: string | null) => value ?? '';

/** The member's own editable fields; email and business number are identities and stay fixed. */
export function ProfileForm({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(profile.useruid);
  const [saved, setSaved] = useState(false);
  const medical = profile.memberType === 'medical';
  const form = useForm({
    initialValues: medical
      ? {
          name: profile.name,
          mobile: formatPhoneNumber(profile.mobile),
          birthdate: text(profile.birthdate),
          licenseKind: profile.licenseKind ?? undefined,
          licenseNumber: text(profile.licenseNumber),
          affiliatedClinic: text(profile.affiliatedClinic),
          jobTitle: text(profile.jobTitle),
          professionalStatus: profile.professionalStatus ?? undefined,
          visitRoute: text(profile.visitRoute),
        }
      : {
          name: profile.name,
          mobile: formatPhoneNumber(profile.mobile),
          companyName: text(profile.companyName),
          businessAddress: text(profile.businessAddress),
          businessPhone: formatPhoneNumber(profile.businessPhone),
          website: text(profile.website),
        },
    validate: zodFormValidator(updateProfileBody),
  });
  const { onSubmit, error, submitting } = useFormSubmit(
    form,
    async (values) => {
      setSaved(false);
      await update.mutateAsync(values);
      setSaved(true);
    },
    'errors.saveFailed',
  );

  return (
    <Card withBorder component="section">
      <Title order={2} fz="lg" mb="md">
        {t('account.profile')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <TextInput
            label={t(medical ? 'account.name' : 'account.managerName')}
            {...form.getInputProps('name')}
          />
          <TextInput label={t('account.mobile')} inputMode="tel" {...form.getInputProps('mobile')} />
          {medical ? (
            <MedicalFields inputProps={(field) => form.getInputProps(field)} />
          ) : (
            <>
              <TextInput label={t('account.companyName')} {...form.getInputProps('companyName')} />
              <TextInput label={t('account.businessAddress')} {...form.getInputProps('businessAddress')} />
              <TextInput
                label={t('account.businessPhone')}
                inputMode="tel"
                {...form.getInputProps('businessPhone')}
              />
              <TextInput label={t('account.website')} {...form.getInputProps('website')} />
            </>
          )}
        </SimpleGrid>
        {medical && <ReverifyNotice profile={profile} values={form.getValues()} />}
        <Group justify="flex-end" mt="md">
          {saved && <span role="status">{t('account.saved')}</span>}
          <Button type="submit" loading={submitting}>
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
