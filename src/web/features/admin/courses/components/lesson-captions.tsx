import { Badge, Button, CloseButton, FileButton, Group, NativeSelect, Text } from '@mantine/core';
import { type AdminLesson, CAPTION_LANGS } from '@shared/contract/admin-catalogue';
import { IconBadgeCc } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../../components/dialogs';
import { adminKeys } from '../../api/keys';
import { useDeleteCaption } from '../api/delete-caption';
import { uploadCaptions } from '../api/upload-captions';

/** WebVTT captions of a lesson, one file per language. */
export function LessonCaptions({
  contentsid,
  lesson,
  name,
}: {
  contentsid: number;
  lesson: AdminLesson;
  name: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deleteCaption = useDeleteCaption(contentsid);
  const [lang, setLang] = useState<string>(CAPTION_LANGS[0]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setError(null);
    setBusy(true);
    try {
      const detail = await uploadCaptions(contentsid, lesson.lessonid, lang, file);
      queryClient.setQueryData(adminKeys.contents.detail(contentsid), detail);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  }

  async function remove(captionLang: string) {
    if (
      !(await confirmDialog(
        t('admin.courses.confirmDeleteCaptions', { lang: t(`catalogue.lang.${captionLang}`) }),
      ))
    )
      return;
    deleteCaption.mutate({ lessonid: lesson.lessonid, lang: captionLang });
  }

  return (
    <Group gap={6} wrap="wrap">
      {lesson.captions.map((caption) => (
        <Badge
          key={caption.lang}
          variant="outline"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={`${t('admin.courses.deleteCaptions')}: ${t(`catalogue.lang.${caption.lang}`)}`}
              onClick={() => remove(caption.lang)}
            />
          }
        >
          CC {caption.lang.toUpperCase()}
        </Badge>
      ))}
      <NativeSelect
        size="xs"
        aria-label={`${t('admin.courses.captionLanguage')}: ${name}`}
        value={lang}
        onChange={(event) => setLang(event.currentTarget.value)}
        data={CAPTION_LANGS.map((value) => ({ value, label: t(`catalogue.lang.${value}`) }))}
      />
      <FileButton onChange={upload} accept=".vtt,text/vtt">
        {(props) => (
          <Button
            {...props}
            size="compact-xs"
            variant="default"
            loading={busy}
            leftSection={<IconBadgeCc size={14} />}
            aria-label={`${t('admin.courses.uploadCaptions')}: ${name}`}
          >
            {t('admin.courses.uploadCaptions')}
          </Button>
        )}
      </FileButton>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Group>
  );
}
