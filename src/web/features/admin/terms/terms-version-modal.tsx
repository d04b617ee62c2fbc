import { Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TermsSaveBody, termsSaveBody } from '@shared/contract/admin-content';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { LanguageTabs, type LocalizedValue } from '../components/language-tabs';
import { RichTextField } from '../components/lazy-rich-text';
import { SeoulDateTimePicker } from '../components/seoul-date-time-picker';
import { useSaveTerms } from './api/save-terms';

interface TermsFormValues {
  version: string;
  effectiveAt: string | null;
  body: LocalizedValue;
}

/** A new version of one policy, starting from the text in force so the operator edits what changes. */
export function TermsVersionModal({
  tab,
  startFrom,
  onClose,
}: {
  tab: number;
  startFrom: LocalizedValue;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveTerms();
  const form = useForm<TermsFormValues>({
    initialValues: { version: '', effectiveAt: null, body: startFrom },
    validate: (values) =>
      zodFormValidator(termsSaveBody)({
        tab,
        version: values.version,
        effectiveAt: values.effectiveAt,
        body: values.body,
      }),
  });

  return (
    <Modal opened onClose={onClose} size="xl" title={t('admin.terms.create')}>
      <form
        onSubmit={form.onSubmit((values) =>
          save.mutate({ tab, ...values, effectiveAt: values.effectiveAt ?? '' } satisfies TermsSaveBody, {
            onSuccess: onClose,
            onError: showServerFieldErrors(form),
          }),
        )}
      >
        <Stack>
          <Group grow align="flex-start">
            <TextInput
              label={t('board.versionLabel')}
              placeholder="2026-07"
              withAsterisk
              {...form.getInputProps('version')}
            />
            <SeoulDateTimePicker
              label={t('admin.terms.effectiveAt')}
              withAsterisk
              value={form.values.effectiveAt}
              onChange={(value) => form.setFieldValue('effectiveAt', value)}
              error={form.errors.effectiveAt}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {t('admin.terms.effectiveHint')}
          </Text>
          <LanguageTabs errors={{ ko: Boolean(form.errors['body.ko']) }}>
            {(language) => (
              <RichTextField
                label={t('admin.terms.body')}
                required={language === 'ko'}
                value={form.values.body[language]}
                onChange={(html) => form.setFieldValue(`body.${language}`, html)}
                error={form.errors[`body.${language}`]}
              />
            )}
          </LanguageTabs>
          <FormActions
            error={save.error}
            saving={save.isPending}
            onCancel={onClose}
            submitLabel={t('admin.terms.publish')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
