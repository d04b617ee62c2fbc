import { NumberInput, type NumberInputProps, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { useTranslation } from 'react-i18next';
import { type ContentLanguage, EMPTY_LOCALIZED, type LocalizedValue } from '../../components/language-tabs';

/** What every course and training session holds, as its form edits it. */
export interface ContentsBaseValues {
  title: LocalizedValue;
  summary: LocalizedValue;
  description: LocalizedValue;
  instructorName: LocalizedValue;
  categoryid: string | null;
  subcategoryid: string | null;
  price: number | string;
  thumbnailUrl: string | null;
}

export function baseInitialValues(detail?: AdminContentsDetail): ContentsBaseValues {
  return {
    title: detail?.title ?? EMPTY_LOCALIZED,
    summary: detail?.summary ?? EMPTY_LOCALIZED,
    description: detail?.description ?? EMPTY_LOCALIZED,
    instructorName: detail?.instructorName ?? EMPTY_LOCALIZED,
    categoryid: detail ? String(detail.categoryid) : null,
    subcategoryid: detail?.subcategoryid ? String(detail.subcategoryid) : null,
    price: detail?.price ?? 0,
    thumbnailUrl: detail?.thumbnailUrl ?? null,
  };
}

/** The base values as the save body carries them. */
export function baseBody(values: ContentsBaseValues) {
  return {
    categoryid: Number(values.categoryid ?? 0),
    subcategoryid: values.subcategoryid ? Number(values.subcategoryid) : null,
    title: values.title,
    summary: values.summary,
    description: values.description,
    instructorName: values.instructorName,
    thumbnailUrl: values.thumbnailUrl,
    price: Number(values.price || 0),
  };
}

/** An amount in won: digits grouped, a thousand a step, the currency after. */
export function WonInput(props: NumberInputProps) {
  const { t } = useTranslation();
  return <NumberInput min={0} step={1000} thousandSeparator="," suffix={` ${t('common.won')}`} {...props} />;
}

type InputProps = ReturnType<UseFormReturnType<object>['getInputProps']>;

/** One language's title (required in Korean, the catalogue's fallback) and summary. */
export function TitleAndSummary({
  lang,
  text,
}: {
  lang: ContentLanguage;
  text(field: 'title' | 'summary', lang: ContentLanguage): InputProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('admin.catalogue.title')} required={lang === 'ko'} {...text('title', lang)} />
      <Textarea label={t('admin.catalogue.summary')} autosize minRows={2} {...text('summary', lang)} />
    </>
  );
}
