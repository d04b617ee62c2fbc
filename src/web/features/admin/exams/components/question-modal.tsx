import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { AdminChapter } from '@shared/contract/admin-catalogue';
import {
  type AdminQuestion,
  adminQuestionSaveBody,
  EXAM_LIMITS,
  QUESTION_KINDS,
  type QuestionKind,
} from '@shared/contract/exam';
import { pickLocalized } from '@shared/localized';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../../components/form-actions';
import { currentLocale } from '../../../../i18n/i18n';
import { zodFormValidator } from '../../../../lib/zod-form';
import {
  CONTENT_LANGUAGES,
  EMPTY_LOCALIZED,
  LanguageTabs,
  type LocalizedValue,
} from '../../components/language-tabs';
import { useSaveQuestion } from '../api/save-question';

interface QuestionValues {
  kind: QuestionKind;
  chapterid: string;
  text: LocalizedValue;
  explanation: LocalizedValue;
  options: { optionid?: string; text: LocalizedValue; isAnswer: boolean }[];
  answerTrue: '' | 'true' | 'false';
}

const blankOption = () => ({ text: { ...EMPTY_LOCALIZED }, isAnswer: false });

function bodyOf(values: QuestionValues, questionid?: number) {
  return {
    questionid,
    kind: values.kind,
    chapterid: values.chapterid ? Number(values.chapterid) : null,
    text: values.text,
    explanation: values.explanation,
    options: values.kind === 'truefalse' ? [] : values.options,
    answerTrue: values.answerTrue === '' ? undefined : values.answerTrue === 'true',
  };
}

function initialValues(question?: AdminQuestion): QuestionValues {
  return {
    kind: question?.kind ?? 'single',
    chapterid: question?.chapterid ? String(question.chapterid) : '',
    text: question?.text ?? { ...EMPTY_LOCALIZED },
    explanation: question?.explanation ?? { ...EMPTY_LOCALIZED },
    options: question?.options.length ? question.options : [blankOption(), blankOption()],
    answerTrue: question?.answerTrue === null || !question ? '' : question.answerTrue ? 'true' : 'false',
  };
}

/** A bank question: its type, chapter, text and explanation in three languages, and its options or answer. */
export function QuestionModal({
  contentsid,
  chapters,
  question,
  onClose,
}: {
  contentsid: number;
  chapters: AdminChapter[];
  question?: AdminQuestion;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const save = useSaveQuestion(contentsid);
  const form = useForm<QuestionValues>({
    initialValues: initialValues(question),
    validate: (values) => zodFormValidator(adminQuestionSaveBody)(bodyOf(values)),
  });
  const { kind, options } = form.values;
  const input = form.getInputProps;
  const tabErrors = Object.fromEntries(
    CONTENT_LANGUAGES.map((language) => [
      language,
      Object.keys(form.errors).some((field) => field.endsWith(`.${language}`)),
    ]),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={question ? t('admin.exams.editQuestion') : t('admin.exams.addQuestion')}
      size="xl"
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(bodyOf(values, question?.questionid), { onSuccess: onClose }),
        )}
      >
        <Stack>
          <Group grow align="flex-start">
            <Select
              label={t('admin.exams.kind')}
              allowDeselect={false}
              data={QUESTION_KINDS.map((value) => ({ value, label: t(`admin.exams.kinds.${value}`) }))}
              {...input('kind')}
            />
            <Select
              label={t('admin.exams.questionChapter')}
              allowDeselect={false}
              data={[
                { value: '', label: t('admin.exams.noChapter') },
                ...chapters.map((chapter) => ({
                  value: String(chapter.chapterid),
                  label: pickLocalized(chapter.title, locale),
                })),
              ]}
              {...input('chapterid')}
            />
          </Group>
          <LanguageTabs errors={tabErrors}>
            {(language) => (
              <Stack gap="sm">
                <Textarea
                  label={t('admin.exams.questionText')}
                  required={language === 'ko'}
                  autosize
                  minRows={2}
                  {...input(`text.${language}`)}
                />
                {kind !== 'truefalse' &&
                  options.map((_, index) => (
                    <TextInput
                      key={index}
                      label={t('admin.exams.option', { number: index + 1 })}
                      required={language === 'ko'}
                      {...input(`options.${index}.text.${language}`)}
                    />
                  ))}
                <Textarea
                  label={t('admin.exams.explanation')}
                  autosize
                  minRows={2}
                  {...input(`explanation.${language}`)}
                />
              </Stack>
            )}
          </LanguageTabs>
          {kind === 'truefalse' ? (
            <Radio.Group label={t('admin.exams.answer')} required {...input('answerTrue')}>
              <Group mt="xs">
                <Radio value="true" label={t('admin.exams.answerTrue')} />
                <Radio value="false" label={t('admin.exams.answerFalse')} />
              </Group>
            </Radio.Group>
          ) : (
            <OptionAnswers form={form} />
          )}
          <FormActions error={save.error} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Which options are right, and adding or removing options (their texts are in the language tabs). */
function OptionAnswers({ form }: { form: UseFormReturnType<QuestionValues> }) {
  const { t } = useTranslation();
  const options = form.values.options;
  return (
    <Stack gap="xs" role="group" aria-label={t('admin.exams.options')}>
      <Text fw={500} size="sm">
        {t('admin.exams.options')}
      </Text>
      {options.map((option, index) => (
        <Group key={index} justify="space-between">
          <Checkbox
            label={`${t('admin.exams.option', { number: index + 1 })}: ${option.text.ko || '…'} — ${t('admin.exams.isAnswer')}`}
            {...form.getInputProps(`options.${index}.isAnswer`, { type: 'checkbox' })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.exams.removeOption', { number: index + 1 })}
            onClick={() => form.removeListItem('options', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {form.errors.options && (
        <Text c="red" size="sm" role="alert">
          {form.errors.options}
        </Text>
      )}
      {options.length < EXAM_LIMITS.maxOptions && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('options', blankOption())}
          >
            {t('admin.exams.addOption')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
