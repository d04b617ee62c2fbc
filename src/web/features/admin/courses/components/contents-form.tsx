import { SimpleGrid, Stack } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { AdminContentsDetail, AdminContentsSaveBody } from '@shared/contract/admin-catalogue';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { showServerFieldErrors, zodFormValidator } from '../../../../lib/zod-form';
import { CONTENT_LANGUAGES, type ContentLanguage, LanguageTabs } from '../../components/language-tabs';
import { ThumbnailField } from '../../components/thumbnail-field';
import { useSaveContents } from '../api/save-contents';
import { type CategoryChoice, CategorySelects } from './category-selects';
import { type ContentsBaseValues, TitleAndSummary } from './contents-fields';
import { SaveFooter } from './save-footer';

/**
 * The state a course or training form shares: values validated with the shared schema, the save
 * that keeps what was typed and puts the server's field errors under the inputs, which language
 * tabs hold an error, the props of one language of a translated field (plain or rich text), and
 * the category selects' props.
 */
/** What the course and the training forms take: the saved record when editing, and what to do once saved. */
export interface ContentsFormProps {
  detail?: AdminContentsDetail;
  onSaved?(detail: AdminContentsDetail): void;
}

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

/**
 * What a course or training form looks like: per language the title and summary, then `texts`;
 * the category and the rest in a grid (`children`); `after` the grid; the picture; and the end —
 * the server's error, "saved", and Save (or Create).
 */
export function ContentsFormLayout<Values extends ContentsBaseValues, Field extends string>({
  contents,
  texts,
  after,
  submitLabel,
  children,
}: {
  contents: ReturnType<typeof useContentsForm<Values, Field>>;
  texts(lang: ContentLanguage): ReactNode;
  after?: ReactNode;
  submitLabel: string;
  children: ReactNode;
}) {
  const { form, values, save, saved, languageErrors, text, category, onSubmit } = contents;
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        <LanguageTabs errors={languageErrors}>
          {(lang) => (
            <Stack>
              <TitleAndSummary lang={lang} text={(field, language) => text(field as Field, language)} />
              {texts(lang)}
            </Stack>
          )}
        </LanguageTabs>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CategorySelects {...category} />
          {children}
        </SimpleGrid>
        {after}
        <ThumbnailField
          value={values.thumbnailUrl}
          onChange={(url) => form.setValues({ thumbnailUrl: url } as Partial<Values>)}
        />
        <SaveFooter error={save.error} saving={save.isPending} saved={saved} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
