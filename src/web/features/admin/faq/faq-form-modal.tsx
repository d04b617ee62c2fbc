import { Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminFaqItem } from '@shared/contract/admin-content';
import { FAQ_CATEGORIES, type FaqCategory, type FaqSaveBody, faqSaveBody } from '@shared/contract/board';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { EMPTY_LOCALIZED, LanguageTabs, type LocalizedValue } from '../components/language-tabs';
import { RichTextField } from '../components/lazy-rich-text';
import { useSaveFaq } from './api/save-faq';

interface FaqFormValues {
  category: FaqCategory;
  question: LocalizedValue;
  answer: LocalizedValue;
  active: boolean;
}

function toBody(values: FaqFormValues, faqid?: number): FaqSaveBody {
  return {
    ...(faqid ? { faqid } : {}),
    category: values.category,
    question: values.question,
    answer: values.answer,
    isactive: values.active ? 1 : 0,
  };
}

/** Writes one question and its answer (rich text) in three languages, in a category. */
export function FaqFormModal({
  faq,
  defaultCategory,
  onClose,
}: {
  faq: AdminFaqItem | null;
  defaultCategory: FaqCategory;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveFaq();
  const form = useForm<FaqFormValues>({
    initialValues: {
      category: faq?.category ?? defaultCategory,
      question: faq?.questions ?? EMPTY_LOCALIZED,
      answer: faq?.answers ?? EMPTY_LOCALIZED,
      active: faq ? faq.isactive === 1 : true,
    },
    validate: (values) => zodFormValidator(faqSaveBody)(toBody(values)),
  });

  return (
    <Modal opened onClose={onClose} size="xl" title={faq ? t('admin.faq.edit') : t('admin.faq.create')}>
      <form
        onSubmit={form.onSubmit((values) =>
          save.mutate(toBody(values, faq?.faqid), {
            onSuccess: onClose,
            onError: showServerFieldErrors(form),
          }),
        )}
      >
        <Stack>
          <Select
            label={t('board.faqCategory')}
            allowDeselect={false}
            data={FAQ_CATEGORIES.map((value) => ({ value, label: t(`board.faqCategories.${value}`) }))}
            {...form.getInputProps('category')}
          />
          <LanguageTabs errors={{ ko: Boolean(form.errors['question.ko'] || form.errors['answer.ko']) }}>
            {(language) => (
              <Stack gap="xs">
                <TextInput
                  label={t('admin.faq.question')}
                  withAsterisk={language === 'ko'}
                  {...form.getInputProps(`question.${language}`)}
                />
                <RichTextField
                  label={t('admin.faq.answer')}
                  required={language === 'ko'}
                  value={form.values.answer[language]}
                  onChange={(html) => form.setFieldValue(`answer.${language}`, html)}
                  error={form.errors[`answer.${language}`]}
                />
              </Stack>
            )}
          </LanguageTabs>
          <Switch label={t('admin.faq.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions error={save.error} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
