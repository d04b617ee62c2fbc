import { Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IMAGE_TYPES, UPLOAD_LIMITS } from '@shared/contract/admin-catalogue';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { uploadThumbnail } from '../courses/api/upload-thumbnail';
import { useFileUpload } from './use-file-upload';

/** Where an image field sends its file, and the largest it takes; answers the stored address. */
export interface ImageUpload {
  maxBytes: number;
  send(file: File, onProgress: (percent: number) => void): Promise<string>;
}

const THUMBNAIL_UPLOAD: ImageUpload = {
  maxBytes: UPLOAD_LIMITS.imageBytes,
  send: async (file, onProgress) => (await uploadThumbnail(file, onProgress)).thumbnailUrl,
};

/**
 * An image uploaded at once (the form saves its address), previewed, replaceable: a course's or
 * session's thumbnail unless told otherwise (an instructor's photo).
 */
export function ThumbnailField({
  value,
  onChange,
  label,
  upload: target = THUMBNAIL_UPLOAD,
}: {
  value: string | null;
  onChange(url: string | null): void;
  label?: string;
  upload?: ImageUpload;
}) {
  const { t } = useTranslation();
  const { progress, error, upload } = useFileUpload({
    maxBytes: target.maxBytes,
    send: target.send,
    onStored: onChange,
  });

  return (
    <Stack gap={6}>
      <Input.Label>{label ?? t('admin.catalogue.thumbnail')}</Input.Label>
      {value ? (
        <Image
          src={value}
          alt={t('admin.catalogue.thumbnailPreview')}
          w={240}
          h={135}
          fit="cover"
          radius="sm"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.catalogue.noThumbnail')}
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={upload} accept={IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhotoUp size={16} />}
              loading={progress !== null}
            >
              {value ? t('admin.catalogue.replaceImage') : t('admin.catalogue.uploadImage')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" color="red" c="red.9" size="xs" onClick={() => onChange(null)}>
            {t('admin.catalogue.removeImage')}
          </Button>
        )}
        <Text size="xs" c="dimmed">
          {t('admin.catalogue.imageHint')}
        </Text>
      </Group>
      {progress !== null && (
        <Progress value={progress} aria-label={t('admin.catalogue.uploadProgress')} size="sm" />
      )}
      <ErrorAlert error={error} p="xs" />
    </Stack>
  );
}
