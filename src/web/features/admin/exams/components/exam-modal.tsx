import { Checkbox, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminChapter } from '@shared/contract/admin-catalogue';
import { type AdminExam, adminExamSaveBody } from '@shared/contract/exam';
import { pickLocalized } from '@shared/localized';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../../components/form-actions';
import { currentLocale } from '../../../../i18n/i18n';
import { zodFormValidator } from '../../../../lib/zod-form';
import { EMPTY_LOCALIZED, type LocalizedValue } from '../../components/language-tabs';
import { useSaveExam } from '../api/save-exam';

interface ExamValues {
  title: LocalizedValue;
  /** '' for the whole course. */
  chapterid: string;
  passPercent: number | string;
  maxAttempts: number | string;
  timeLimitMin: number | string;
  questionCount: number | string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

function bodyOf(values: ExamValues, examid?: number) {
  return {
    examid,
    title: values.title,
    chapterid: values.chapterid ? Number(values.chapterid) : null,
    passPercent: Number(values.passPercent),
    maxAttempts: Number(values.maxAttempts),
    timeLimitMin: numberOrNull(values.timeLimitMin),
    questionCount: numberOrNull(values.questionCount),
    shuffleQuestions: values.shuffleQuestions,
    shuffleOptions: values.shuffleOptions,
  };
}

/** A test's settings: its name, what it covers, the pass mark, attempts, time limit and shuffling. */
export function ExamModal({
  contentsid,
  chapters,
  exam,
  onClose,
}: {
  contentsid: number;
  chapters: AdminChapter[];
  exam?: AdminExam;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const save = useSaveExam(contentsid);
  const form = useForm<ExamValues>({
    initialValues: {
      title: exam?.title ?? EMPTY_LOCALIZED,
      chapterid: exam?.chapterid ? String(exam.chapterid) : '',
      passPercent: exam?.passPercent ?? 60,
      maxAttempts: exam?.maxAttempts ?? 3,
      timeLimitMin: exam?.timeLimitMin ?? '',
      questionCount: exam?.questionCount ?? '',
      shuffleQuestions: exam?.shuffleQuestions ?? true,
      shuffleOptions: exam?.shuffleOptions ?? true,
    },
    validate: (values) => zodFormValidator(adminExamSaveBody)(bodyOf(values)),
  });
  const input = form.getInputProps;
  return (
    <Modal
      opened
      onClose={onClose}
      title={exam ? t('admin.exams.editExam') : t('admin.exams.addExam')}
      size="lg"
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(bodyOf(values, exam?.examid), { onSuccess: onClose }),
        )}
      >
        <Stack>
          <TextInput
            label={`${t('admin.exams.examTitle')} (${t('language.ko')})`}
            required
            data-autofocus
            {...input('title.ko')}
          />
          <TextInput label={`${t('admin.exams.examTitle')} (${t('language.en')})`} {...input('title.en')} />
          <TextInput label={`${t('admin.exams.examTitle')} (${t('language.ja')})`} {...input('title.ja')} />
          <Select
            label={t('admin.exams.scope')}
            allowDeselect={false}
            data={[
              { value: '', label: t('admin.exams.wholeCourse') },
              ...chapters.map((chapter) => ({
                value: String(chapter.chapterid),
                label: pickLocalized(chapter.title, locale),
              })),
            ]}
            {...input('chapterid')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('admin.exams.passPercent')}
              min={1}
              max={100}
              required
              {...input('passPercent')}
            />
            <NumberInput
              label={t('admin.exams.maxAttempts')}
              min={1}
              max={20}
              required
              {...input('maxAttempts')}
            />
          </Group>
          <Group grow align="flex-start">
            <NumberInput label={t('admin.exams.timeLimitMin')} min={1} max={600} {...input('timeLimitMin')} />
            <NumberInput label={t('admin.exams.questionCount')} min={1} {...input('questionCount')} />
          </Group>
          <Checkbox
            label={t('admin.exams.shuffleQuestions')}
            {...input('shuffleQuestions', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('admin.exams.shuffleOptions')}
            {...input('shuffleOptions', { type: 'checkbox' })}
          />
          <FormActions error={save.error} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
