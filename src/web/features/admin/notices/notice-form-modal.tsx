import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { UPLOAD_LIMITS } from '@shared/contract/admin-content';
import { type NoticeInfo, type NoticeSaveBody, noticeSaveBody } from '@shared/contract/notice';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { formatBytes } from '../../../lib/format';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { EMPTY_LOCALIZED, LanguageTabs, type LocalizedValue } from '../components/language-tabs';
import { RichTextField } from '../components/lazy-rich-text';
import { useFileUpload } from '../components/use-file-upload';
import { useSaveNotice } from './api/save-notice';
import { uploadAttachment } from './api/upload-attachment';

interface NoticeFormValues {
  title: LocalizedValue;
  body: LocalizedValue;
  pinned: boolean;
  top3: boolean;
  attachments: NoticeSaveBody['attachments'];
}

function toBody(values: NoticeFormValues, noticeid?: number): NoticeSaveBody {
  return {
    ...(noticeid ? { noticeid } : {}),
    title: values.title,
    body: values.body,
    isnotice: values.pinned ? 1 : 0,
    istop3: values.top3 ? 1 : 0,
    attachments: values.attachments,
  };
}

/** Writes a notice: title and rich text in three languages, pinned and home-page flags, attachments. */
export function NoticeFormModal({ notice, onClose }: { notice: NoticeInfo | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveNotice();
  const form = useForm<NoticeFormValues>({
    initialValues: {
      title: notice?.titles ?? EMPTY_LOCALIZED,
      body: notice?.bodies ?? EMPTY_LOCALIZED,
      pinned: notice?.isnotice === 1,
      top3: notice?.istop3 === 1,
      attachments: notice?.attachments ?? [],
    },
    validate: (values) => zodFormValidator(noticeSaveBody)(toBody(values)),
  });

  const {
    progress,
    error: uploadError,
    upload: attach,
  } = useFileUpload({
    maxBytes: UPLOAD_LIMITS.notice,
    send: uploadAttachment,
    onStored: (stored) =>
      form.insertListItem('attachments', { name: stored.name, url: stored.url, size: stored.size }),
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={notice ? t('admin.notices.edit') : t('admin.notices.create')}
    >
      <form
        onSubmit={form.onSubmit((values) =>
          save.mutate(toBody(values, notice?.noticeid), {
            onSuccess: onClose,
            onError: showServerFieldErrors(form),
          }),
        )}
      >
        <Stack>
          <LanguageTabs errors={{ ko: Boolean(form.errors['title.ko'] || form.errors['body.ko']) }}>
            {(language) => (
              <Stack gap="xs">
                <TextInput
                  label={t('admin.notices.title')}
                  withAsterisk={language === 'ko'}
                  {...form.getInputProps(`title.${language}`)}
                />
                <RichTextField
                  label={t('admin.notices.body')}
                  required={language === 'ko'}
                  value={form.values.body[language]}
                  onChange={(html) => form.setFieldValue(`body.${language}`, html)}
                  error={form.errors[`body.${language}`]}
                />
              </Stack>
            )}
          </LanguageTabs>
          <Group>
            <Checkbox
              label={t('admin.notices.pinned')}
              description={t('admin.notices.pinnedHint')}
              {...form.getInputProps('pinned', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('admin.notices.top3')}
              description={t('admin.notices.top3Hint')}
              {...form.getInputProps('top3', { type: 'checkbox' })}
            />
          </Group>
          <div>
            <Text size="sm" fw={500}>
              {t('board.attachments')}
            </Text>
            <Stack gap={4} my="xs">
              {form.values.attachments.map((file, index) => (
                <Group key={file.url} gap="xs">
                  <IconPaperclip size={14} aria-hidden />
                  <Anchor href={file.url} size="sm" target="_blank" rel="noreferrer">
                    {file.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatBytes(file.size)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('admin.content.deleteItem', { name: file.name })}
                    onClick={() => form.removeListItem('attachments', index)}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
            <Group>
              <FileButton onChange={attach}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="xs"
                    leftSection={<IconPaperclip size={14} />}
                    loading={progress !== null}
                    disabled={form.values.attachments.length >= 10}
                  >
                    {t('admin.notices.attach')}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {t('admin.notices.attachHint')}
              </Text>
            </Group>
            {progress !== null && (
              <Progress value={progress} mt="xs" aria-label={t('admin.content.uploading')} />
            )}
            {uploadError && (
              <Text size="sm" c="red" role="alert" mt={4}>
                {uploadError}
              </Text>
            )}
          </div>
          <FormActions
            error={save.error}
            saving={save.isPending}
            onCancel={onClose}
            submitLabel={t('admin.notices.publish')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
