import { Checkbox, Modal, Select, Stack, TextInput } from '@mantine/core';
import { type GetInputPropsReturnType, useForm } from '@mantine/form';
import {
  type AdminChapter,
  type AdminLesson,
  adminChapterSaveBody,
  adminLessonSaveBody,
} from '@shared/contract/admin-catalogue';
import { pickLocalized } from '@shared/localized';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../../components/form-actions';
import { currentLocale } from '../../../../i18n/i18n';
import { zodFormValidator } from '../../../../lib/zod-form';
import { EMPTY_LOCALIZED, type LocalizedValue } from '../../components/language-tabs';
import { useSaveChapter } from '../api/save-chapter';
import { useSaveLesson } from '../api/save-lesson';

type TitlePath = 'title.ko' | 'title.en' | 'title.ja';

function TitleFields({ input }: { input(path: TitlePath): GetInputPropsReturnType }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={t('admin.catalogue.titleKo')} required data-autofocus {...input('title.ko')} />
      <TextInput label={t('admin.catalogue.titleEn')} {...input('title.en')} />
      <TextInput label={t('admin.catalogue.titleJa')} {...input('title.ja')} />
    </>
  );
}

export function ChapterModal({
  contentsid,
  chapter,
  onClose,
}: {
  contentsid: number;
  chapter?: AdminChapter;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const saveChapter = useSaveChapter(contentsid);
  const form = useForm<{ title: LocalizedValue }>({
    initialValues: { title: chapter?.title ?? EMPTY_LOCALIZED },
    validate: (values) => zodFormValidator(adminChapterSaveBody)(values),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={chapter ? t('admin.courses.editChapter') : t('admin.courses.addChapter')}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          saveChapter.mutate({ chapterid: chapter?.chapterid, title: values.title }, { onSuccess: onClose }),
        )}
      >
        <Stack>
          <TitleFields input={(path) => form.getInputProps(path)} />
          <FormActions error={saveChapter.error} saving={saveChapter.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

export function LessonModal({
  contentsid,
  chapters,
  chapterid,
  lesson,
  onClose,
}: {
  contentsid: number;
  chapters: AdminChapter[];
  chapterid: number;
  lesson?: AdminLesson;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const saveLesson = useSaveLesson(contentsid);
  const form = useForm<{ title: LocalizedValue; chapterid: string; isFreePreview: boolean }>({
    initialValues: {
      title: lesson?.title ?? EMPTY_LOCALIZED,
      chapterid: String(chapterid),
      isFreePreview: lesson?.isFreePreview ?? false,
    },
    validate: (values) =>
      zodFormValidator(adminLessonSaveBody)({ ...values, chapterid: Number(values.chapterid) }),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={lesson ? t('admin.courses.editLesson') : t('admin.courses.addLesson')}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          saveLesson.mutate(
            {
              lessonid: lesson?.lessonid,
              chapterid: Number(values.chapterid),
              title: values.title,
              isFreePreview: values.isFreePreview,
            },
            { onSuccess: onClose },
          ),
        )}
      >
        <Stack>
          <TitleFields input={(path) => form.getInputProps(path)} />
          <Select
            label={t('admin.courses.chapter')}
            allowDeselect={false}
            data={chapters.map((chapter) => ({
              value: String(chapter.chapterid),
              label: pickLocalized(chapter.title, locale),
            }))}
            {...form.getInputProps('chapterid')}
          />
          <Checkbox
            label={t('catalogue.freePreview')}
            description={t('admin.courses.freePreviewHint')}
            {...form.getInputProps('isFreePreview', { type: 'checkbox' })}
          />
          <FormActions error={saveLesson.error} saving={saveLesson.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
