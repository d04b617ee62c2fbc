import { NumberInput, Select, TextInput } from '@mantine/core';
import {
  type AdminContentsDetail,
  type AdminTrainingSaveBody,
  adminTrainingSaveBody,
} from '@shared/contract/admin-catalogue';
import { EDU_TYPES } from '@shared/contract/contents';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCALIZED, type LocalizedValue } from '../../components/language-tabs';
import { RichTextField } from '../../components/lazy-rich-text';
import { SeoulDateTimePicker } from '../../components/seoul-date-time-picker';
import {
  baseBody,
  baseInitialValues,
  type ContentsBaseValues,
  WonInput,
} from '../../courses/components/contents-fields';
import {
  ContentsFormLayout,
  type ContentsFormProps,
  useContentsForm,
} from '../../courses/components/contents-form';

interface TrainingFormValues extends ContentsBaseValues {
  venueName: LocalizedValue;
  curriculum: LocalizedValue;
  edutype: string;
  startsAt: string | null;
  endsAt: string | null;
  recruitDeadline: string | null;
  venueAddress: string;
  capacity: number | string;
}

const LOCALIZED = ['title', 'summary', 'description', 'instructorName', 'venueName', 'curriculum'] as const;

function initialValues(detail?: AdminContentsDetail): TrainingFormValues {
  return {
    ...baseInitialValues(detail),
    venueName: detail?.venueName ?? EMPTY_LOCALIZED,
    curriculum: detail?.curriculum ?? EMPTY_LOCALIZED,
    edutype: detail?.edutype ?? 'seminar',
    startsAt: detail?.startsAt ?? null,
    endsAt: detail?.endsAt ?? null,
    recruitDeadline: detail?.recruitDeadline ?? null,
    venueAddress: detail?.venueAddress ?? '',
    capacity: detail?.capacity ?? '',
  };
}

function toBody(values: TrainingFormValues, detail?: AdminContentsDetail): AdminTrainingSaveBody {
  return {
    conttype: 'training',
    contentsid: detail?.contentsid,
    ...baseBody(values),
    lang: detail?.lang ?? 'ko',
    instructorBio: detail?.instructorBio ?? EMPTY_LOCALIZED,
    tags: detail?.tags ?? [],
    edutype: values.edutype as AdminTrainingSaveBody['edutype'],
    startsAt: values.startsAt ?? '',
    endsAt: values.endsAt ?? '',
    venueName: values.venueName,
    venueAddress: values.venueAddress,
    capacity: values.capacity === '' ? null : Number(values.capacity),
    recruitDeadline: values.recruitDeadline,
    // Opened and closed by its own button (Recruitment), never by saving the details.
    recruitClosed: detail?.recruitClosed ?? false,
    curriculum: values.curriculum,
  };
}

/** A training session: texts in three languages, schedule, venue, seats, price and recruitment. */
export function TrainingForm({ detail, onSaved }: ContentsFormProps) {
  const { t } = useTranslation();
  const contents = useContentsForm({
    initialValues: initialValues(detail),
    schema: adminTrainingSaveBody,
    toBody: (values: TrainingFormValues) => toBody(values, detail),
    localized: LOCALIZED,
    onSaved,
  });
  const { form, text, rich } = contents;

  return (
    <ContentsFormLayout
      contents={contents}
      submitLabel={detail ? t('common.save') : t('admin.trainings.create')}
      texts={(lang) => (
        <>
          <TextInput label={t('training.venue')} required={lang === 'ko'} {...text('venueName', lang)} />
          <TextInput label={t('catalogue.instructor')} {...text('instructorName', lang)} />
          <RichTextField label={t('admin.catalogue.description')} {...rich('description', lang)} />
          <RichTextField label={t('admin.trainings.curriculum')} {...rich('curriculum', lang)} />
        </>
      )}
    >
      <Select
        label={t('training.edutypeLabel')}
        allowDeselect={false}
        data={EDU_TYPES.map((type) => ({ value: type, label: t(`training.edutype.${type}`) }))}
        {...form.getInputProps('edutype')}
      />
      <TextInput label={t('admin.trainings.address')} {...form.getInputProps('venueAddress')} />
      <SeoulDateTimePicker
        label={t('admin.trainings.startsAt')}
        required
        {...form.getInputProps('startsAt')}
      />
      <SeoulDateTimePicker label={t('admin.trainings.endsAt')} required {...form.getInputProps('endsAt')} />
      <SeoulDateTimePicker
        label={t('training.deadline')}
        description={t('admin.trainings.deadlineHint')}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        {...form.getInputProps('recruitDeadline')}
      />
      <NumberInput
        label={t('admin.trainings.capacity')}
        description={t('admin.trainings.capacityHint')}
        min={1}
        // Not clamped on blur: a 0 typed by mistake must be reported, not quietly saved as 1.
        clampBehavior="none"
        {...form.getInputProps('capacity')}
      />
      <WonInput label={t('admin.catalogue.price')} required {...form.getInputProps('price')} />
    </ContentsFormLayout>
  );
}
