import { Button, Group, Text } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { AdminContentsDetail, AdminContentsSaveBody } from '@shared/contract/admin-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '../../../../components/query-states';
import { showServerFieldErrors, zodFormValidator } from '../../../../lib/zod-form';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../components/language-tabs';
import { useSaveContents } from '../api/admin-contents';
import type { CategoryChoice } from './category-selects';
import type { ContentsBaseValues } from './contents-fields';

/**
 * The state a course or training form shares: values validated with the shared schema, the save
 * that keeps what was typed and puts the server's field errors under the inputs, which language
 * tabs hold an error, the props of one language of a translated field (plain or rich text), and
 * the category selects' props.
 */
export function useContentsForm<Values extends ContentsBaseValues, Field extends string>(options: {
  initialValues: Values;
  schema: z.ZodType;
  toBody(values: Values): AdminContentsSaveBody;
  localized: readonly Field[];
  onSaved?(detail: AdminContentsDetail): void;
}) {
  const save = useSaveContents();
  const [saved, setSaved] = useState(false);
  const form: UseFormReturnType<Values> = useForm<Values>({
    initialValues: options.initialValues,
    validate: (values) => zodFormValidator(options.schema)(options.toBody(values)),
  });
  const languageErrors = Object.fromEntries(
    CONTENT_LANGUAGES.map((lang) => [
      lang,
      options.localized.some((field) => Boolean(form.errors[`${field}.${lang}`])),
    ]),
  );
  const text = (field: Field, lang: ContentLanguage) => form.getInputProps(`${field}.${lang}`);
  const rich = (field: Field, lang: ContentLanguage) => {
    const { value, onChange } = text(field, lang);
    return { value: value as string, onChange: onChange as (html: string) => void };
  };
  const values = form.getValues();
  const category = {
    value: { categoryid: values.categoryid, subcategoryid: values.subcategoryid },
    onChange: (choice: CategoryChoice) => form.setValues(choice as Partial<Values>),
    error: {
      categoryid: form.errors.categoryid as string | undefined,
      subcategoryid: form.errors.subcategoryid as string | undefined,
    },
  };
  const onSubmit = form.onSubmit((submitted) => {
    setSaved(false);
    save.mutate(options.toBody(submitted), {
      onSuccess: (result) => {
        form.resetDirty();
        setSaved(true);
        options.onSaved?.(result);
      },
      onError: showServerFieldErrors(form),
    });
  });
  return { form, values, save, saved, languageErrors, text, rich, category, onSubmit };
}

/** The end of a course or training form: the server's error, "saved", and Save (or Create). */
export function ContentsFormFooter({
  save,
  saved,
  submitLabel,
}: {
  save: ReturnType<typeof useSaveContents>;
  saved: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorAlert error={save.error} />
      <Group justify="flex-end">
        <Text role="status" size="sm" c="emerald.8">
          {saved ? t('admin.catalogue.saved') : ''}
        </Text>
        <Button type="submit" loading={save.isPending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
