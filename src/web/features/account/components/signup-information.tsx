import { Button, Group, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { businessCheckBody } from '@shared/contract/account';
import { formatBusinessNumber } from '@shared/format-business-number';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { serverFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { checkBusiness } from '../api/check-business';
import { useJoinOptions } from '../api/join-options';
import { AddressSearchModal } from './address-search-modal';
import { MedicalFields } from './medical-fields';
import type { SignupValues } from './signup-values';

const validateBusinessCheck = zodFormValidator<{ businessNumber: string }>(businessCheckBody);

/** Step 3 of sign-up: the fields of the chosen member type. */
export function SignupInformation({ form }: { form: UseFormReturnType<SignupValues> }) {
  const { t } = useTranslation();
  const options = useJoinOptions();
  const [addressOpen, address] = useDisclosure(false);
  const [businessNote, setBusinessNote] = useState<{ ok: boolean; text: string } | null>(null);
  const isPartner = form.values.memberType === 'partner';

  /** A malformed number is the field's own error, at the field; only the check's verdict is a note. */
  async function verifyBusiness() {
    setBusinessNote(null);
    const fieldErrors = validateBusinessCheck({ businessNumber: form.values.businessNumber });
    if (fieldErrors.businessNumber) {
      form.setFieldError('businessNumber', fieldErrors.businessNumber);
      return;
    }
    try {
      const result = await checkBusiness(form.values.businessNumber);
      setBusinessNote({
        ok: true,
        text: t(result.status === 'active' ? 'account.businessActive' : 'account.businessFormatOk'),
      });
    } catch (caught) {
      const serverErrors = caught instanceof ApiError ? serverFieldErrors(caught.datas) : {};
      if (serverErrors.businessNumber) form.setFieldError('businessNumber', serverErrors.businessNumber);
      else setBusinessNote({ ok: false, text: failureMessage(caught) });
    }
  }

  const credentials = (
    <>
      <TextInput
        label={t(isPartner ? 'account.managerName' : 'account.name')}
        required
        autoComplete="name"
        {...form.getInputProps('name')}
      />
      <TextInput
        label={t('account.email')}
        type="email"
        required
        autoComplete="email"
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label={t('account.password')}
        description={t('account.passwordRule')}
        required
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={t('account.passwordConfirm')}
        required
        autoComplete="new-password"
        {...form.getInputProps('passwordConfirm')}
      />
      <TextInput
        label={t('account.mobile')}
        placeholder="010-1234-5678"
        required
        autoComplete="tel"
        inputMode="tel"
        {...form.getInputProps('mobile')}
      />
    </>
  );

  if (!isPartner) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {credentials}
        <MedicalFields required inputProps={(field) => form.getInputProps(field)} />
      </SimpleGrid>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('account.companyName')} required {...form.getInputProps('companyName')} />
      <div>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('account.businessNumber')}
            placeholder="123-45-67890"
            inputMode="numeric"
            required
            {...form.getInputProps('businessNumber')}
            onChange={(event) =>
              form.setFieldValue('businessNumber', formatBusinessNumber(event.currentTarget.value))
            }
          />
          <Button variant="light" onClick={verifyBusiness}>
            {t('account.verify')}
          </Button>
        </Group>
        {businessNote && (
          <Text size="xs" mt={4} c={businessNote.ok ? 'emerald.8' : 'red'} role="status">
            {businessNote.text}
          </Text>
        )}
      </div>
      <div>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('account.businessAddress')}
            required
            readOnly={options.data?.addressSearch}
            {...form.getInputProps('businessAddress')}
          />
          {options.data?.addressSearch && (
            <Button variant="light" onClick={address.open}>
              {t('account.addressSearch')}
            </Button>
          )}
        </Group>
      </div>
      <TextInput
        label={t('account.businessPhone')}
        placeholder="02-123-4567"
        required
        inputMode="tel"
        {...form.getInputProps('businessPhone')}
      />
      <TextInput label={t('account.website')} placeholder="https://" {...form.getInputProps('website')} />
      {credentials}
      <AddressSearchModal
        opened={addressOpen}
        onClose={address.close}
        onSelect={(value) => form.setFieldValue('businessAddress', value)}
      />
    </SimpleGrid>
  );
}
