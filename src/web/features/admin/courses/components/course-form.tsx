import { Checkbox, NumberInput, Select, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import {
  type AdminContentsDetail,
  type AdminCourseSaveBody,
  adminCourseSaveBody,
} from '@shared/contract/admin-catalogue';
import { CONTENT_LANGS, COURSE_LEVELS } from '@shared/contract/contents';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCALIZED, type LocalizedValue } from '../../components/language-tabs';
import { RichTextField } from '../../components/lazy-rich-text';
import { baseBody, baseInitialValues, type ContentsBaseValues, WonInput } from './contents-fields';
import { ContentsFormLayout, type ContentsFormProps, useContentsForm } from './contents-form';

interface CourseFormValues extends ContentsBaseValues {
  instructorBio: LocalizedValue;
  lang: string;
  level: string;
  listPrice: number | string;
  lifetime: boolean;
  accessDays: number | string;
  membershipIncluded: boolean;
  tags: string[];
}

const LOCALIZED = ['title', 'summary', 'description', 'instructorName', 'instructorBio'] as const;

function initialValues(detail?: AdminContentsDetail): CourseFormValues {
  return {
    ...baseInitialValues(detail),
    instructorBio: detail?.instructorBio ?? EMPTY_LOCALIZED,
    lang: detail?.lang ?? 'ko',
    level: detail?.level ?? 'beginner',
    listPrice: detail?.listPrice ?? '',
    lifetime: detail ? detail.accessDays === null : false,
    accessDays: detail?.accessDays ?? 180,
    membershipIncluded: detail?.membershipIncluded ?? false,
    tags: detail?.tags ?? [],
  };
}

const toNumber = (value: number | string) => (value === '' ? null : Number(value));

function toBody(values: CourseFormValues, contentsid?: number): AdminCourseSaveBody {
  return {
    conttype: 'course',
    contentsid,
    ...baseBody(values),
    lang: values.lang as AdminCourseSaveBody['lang'],
    instructorBio: values.instructorBio,
    tags: values.tags,
    level: values.level as AdminCourseSaveBody['level'],
    listPrice: toNumber(values.listPrice),
    accessDays: values.lifetime ? null : toNumber(values.accessDays),
    membershipIncluded: values.membershipIncluded,
  };
}

/** The course's details: texts in three languages, category, pricing, access and image. */
export function CourseForm({ detail, onSaved }: ContentsFormProps) {
  const { t } = useTranslation();
  const contents = useContentsForm({
    initialValues: initialValues(detail),
    schema: adminCourseSaveBody,
    toBody: (values: CourseFormValues) => toBody(values, detail?.contentsid),
    localized: LOCALIZED,
    onSaved,
  });
  const { form, values, text, rich } = contents;

  return (
    <ContentsFormLayout
      contents={contents}
      submitLabel={detail ? t('common.save') : t('admin.catalogue.createCourse')}
      texts={(lang) => (
        <>
          <RichTextField label={t('admin.catalogue.description')} {...rich('description', lang)} />
          <TextInput label={t('catalogue.instructor')} {...text('instructorName', lang)} />
          <Textarea
            label={t('admin.catalogue.instructorBio')}
            autosize
            minRows={2}
            {...text('instructorBio', lang)}
          />
        </>
      )}
      after={
        <TagsInput
          label={t('admin.catalogue.tags')}
          description={t('admin.catalogue.tagsHint')}
          maxTags={20}
          {...form.getInputProps('tags')}
        />
      }
    >
      <Select
        label={t('catalogue.languageLabel')}
        allowDeselect={false}
        data={CONTENT_LANGS.map((lang) => ({ value: lang, label: t(`catalogue.lang.${lang}`) }))}
        {...form.getInputProps('lang')}
      />
      <Select
        label={t('catalogue.levelLabel')}
        allowDeselect={false}
        data={COURSE_LEVELS.map((level) => ({ value: level, label: t(`catalogue.level.${level}`) }))}
        {...form.getInputProps('level')}
      />
      <WonInput label={t('admin.catalogue.price')} required {...form.getInputProps('price')} />
      <WonInput
        label={t('admin.catalogue.listPrice')}
        description={t('admin.catalogue.listPriceHint')}
        {...form.getInputProps('listPrice')}
      />
      <Stack gap={6}>
        <Switch
          label={t('catalogue.accessLifetime')}
          {...form.getInputProps('lifetime', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('admin.catalogue.accessDays')}
          min={1}
          max={3650}
          disabled={values.lifetime}
          {...form.getInputProps('accessDays')}
        />
      </Stack>
      <Checkbox
        mt="md"
        label={t('catalogue.membershipIncluded')}
        {...form.getInputProps('membershipIncluded', { type: 'checkbox' })}
      />
    </ContentsFormLayout>
  );
}
