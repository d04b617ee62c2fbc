import { Select, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LICENSE_KINDS, type MEDICAL_ONLY_FIELDS, PROFESSIONAL_STATUSES } from '@shared/contract/account';
import { useTranslation } from 'react-i18next';

type MedicalField = (typeof MEDICAL_ONLY_FIELDS)[number];

/**
 * A medical member's own fields, as sign-up asks for them and the profile edits them: licence (kind and number),
 * clinic, position, status and how they found us. At sign-up all but the last are required.
 */
export function MedicalFields({
  inputProps,
  required = false,
}: {
  inputProps(field: MedicalField): GetInputPropsReturnType;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('account.birthdate')}
        type="date"
        required={required}
        {...inputProps('birthdate')}
      />
      <Select
        label={t('account.licenseKindLabel')}
        required={required}
        data={LICENSE_KINDS.map((value) => ({ value, label: t(`account.licenseKind.${value}`) }))}
        {...inputProps('licenseKind')}
      />
      <TextInput
        label={t('account.licenseNumber')}
        inputMode="numeric"
        maxLength={6}
        required={required}
        {...inputProps('licenseNumber')}
      />
      <TextInput
        label={t('account.affiliatedClinic')}
        required={required}
        {...inputProps('affiliatedClinic')}
      />
      <TextInput label={t('account.jobTitle')} required={required} {...inputProps('jobTitle')} />
      <Select
        label={t('account.professionalStatus')}
        required={required}
        data={PROFESSIONAL_STATUSES.map((value) => ({ value, label: t(`account.professional.${value}`) }))}
        {...inputProps('professionalStatus')}
      />
      <Textarea
        label={t('account.visitRoute')}
        autosize
        minRows={2}
        maxLength={1000}
        {...inputProps('visitRoute')}
      />
    </>
  );
}
