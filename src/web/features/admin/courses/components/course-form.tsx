import {
  Checkbox,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type AdminContentsDetail,
  type AdminCourseSaveBody,
  adminCourseSaveBody,
} from '@shared/contract/admin-catalogue';
import { CONTENT_LANGS, COURSE_LEVELS } from '@shared/contract/contents';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCALIZED, LanguageTabs, type LocalizedValue } from '../../components/language-tabs';
import { RichTextField } from '../../components/lazy-rich-text';
import { ThumbnailField } from '../../components/thumbnail-field';
import { CategorySelects } from './category-selects';
import { ContentsFormFooter, useContentsForm } from './contents-form';

interface CourseFormValues {
  title: LocalizedValue;
  summary: LocalizedValue;
  description: LocalizedValue;
  instructorName: LocalizedValue;
  instructorBio: LocalizedValue;
  categoryid: string | null;
  subcategoryid: string | null;
  lang: string;
  level: string;
  price: number | string;
  listPrice: number | string;
  lifetime: boolean;
  accessDays: number | string;
  membershipIncluded: boolean;
  tags: string[];
  thumbnailUrl: string | null;
}

const LOCALIZED = ['title', 'summary', 'description', 'instructorName', 'instructorBio'] as const;

function initialValues(detail?: AdminContentsDetail): CourseFormValues {
  return {
    title: detail?.title ?? EMPTY_LOCALIZED,
    summary: detail?.summary ?? EMPTY_LOCALIZED,
    description: detail?.description ?? EMPTY_LOCALIZED,
    instructorName: detail?.instructorName ?? EMPTY_LOCALIZED,
    instructorBio: detail?.instructorBio ?? EMPTY_LOCALIZED,
    categoryid: detail ? String(detail.categoryid) : null,
    subcategoryid: detail?.subcategoryid ? String(detail.subcategoryid) : null,
    lang: detail?.lang ?? 'ko',
    level: detail?.level ?? 'beginner',
    price: detail?.price ?? 0,
    listPrice: detail?.listPrice ?? '',
    lifetime: detail ? detail.accessDays === null : false,
    accessDays: detail?.accessDays ?? 180,
    membershipIncluded: detail?.membershipIncluded ?? false,
    tags: detail?.tags ?? [],
    thumbnailUrl: detail?.thumbnailUrl ?? null,
  };
}

const toNumber = (value: number | string) => (value === '' ? null : Number(value));

function toBody(values: CourseFormValues, contentsid?: number): AdminCourseSaveBody {
  return {
    conttype: 'course',
    contentsid,
    categoryid: Number(values.categoryid ?? 0),
    subcategoryid: values.subcategoryid ? Number(values.subcategoryid) : null,
    lang: values.lang as AdminCourseSaveBody['lang'],
    title: values.title,
    summary: values.summary,
    description: values.description,
    instructorName: values.instructorName,
    instructorBio: values.instructorBio,
    tags: values.tags,
    thumbnailUrl: values.thumbnailUrl,
    price: Number(values.price || 0),
    level: values.level as AdminCourseSaveBody['level'],
    listPrice: toNumber(values.listPrice),
    accessDays: values.lifetime ? null : toNumber(values.accessDays),
    membershipIncluded: values.membershipIncluded,
  };
}

/** The course's details: texts in three languages, category, pricing, access and image. */
export function CourseForm({
  detail,
  onSaved,
}: {
  detail?: AdminContentsDetail;
  onSaved?(detail: AdminContentsDetail): void;
}) {
  const { t } = useTranslation();
  const { form, save, saved, languageErrors, text, onSubmit } = useContentsForm({
    initialValues: initialValues(detail),
    schema: adminCourseSaveBody,
    toBody: (values: CourseFormValues) => toBody(values, detail?.contentsid),
    localized: LOCALIZED,
    onSaved,
  });
  const values = form.getValues();

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack>
        <LanguageTabs errors={languageErrors}>
          {(lang) => (
            <Stack>
              <TextInput
                label={t('admin.catalogue.title')}
                required={lang === 'ko'}
                {...text('title', lang)}
              />
              <Textarea
                label={t('admin.catalogue.summary')}
                autosize
                minRows={2}
                {...text('summary', lang)}
              />
              <RichTextField
                label={t('admin.catalogue.description')}
                value={values.description[lang]}
                onChange={(html) => form.setFieldValue(`description.${lang}`, html)}
              />
              <TextInput label={t('catalogue.instructor')} {...text('instructorName', lang)} />
              <Textarea
                label={t('admin.catalogue.instructorBio')}
                autosize
                minRows={2}
                {...text('instructorBio', lang)}
              />
            </Stack>
          )}
        </LanguageTabs>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CategorySelects
            value={{ categoryid: values.categoryid, subcategoryid: values.subcategoryid }}
            onChange={(choice) => form.setValues(choice)}
            error={{
              categoryid: form.errors.categoryid as string | undefined,
              subcategoryid: form.errors.subcategoryid as string | undefined,
            }}
          />
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
          <NumberInput
            label={t('admin.catalogue.price')}
            min={0}
            step={1000}
            thousandSeparator=","
            suffix={` ${t('common.won')}`}
            required
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={t('admin.catalogue.listPrice')}
            description={t('admin.catalogue.listPriceHint')}
            min={0}
            step={1000}
            thousandSeparator=","
            suffix={` ${t('common.won')}`}
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
        </SimpleGrid>
        <TagsInput
          label={t('admin.catalogue.tags')}
          description={t('admin.catalogue.tagsHint')}
          maxTags={20}
          {...form.getInputProps('tags')}
        />
        <ThumbnailField
          value={values.thumbnailUrl}
          onChange={(url) => form.setFieldValue('thumbnailUrl', url)}
        />
        <ContentsFormFooter
          save={save}
          saved={saved}
          submitLabel={detail ? t('common.save') : t('admin.catalogue.createCourse')}
        />
      </Stack>
    </form>
  );
}
