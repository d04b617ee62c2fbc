import { Button, FileButton, Group, Text } from '@mantine/core';
import { QUESTION_LIMITS } from '@shared/contract/questions';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { formatBytes } from '../../../lib/format';
import { useUploadQuestionImage } from '../api/upload-question-image';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/**
 * The one image a post may carry: checked for type and size here, in the reader's language, then
 * uploaded, decoded and encoded again by the server, whose refusal is shown the same way.
 */
export function ImageField({
  imagePath,
  onChange,
}: {
  imagePath: string | null;
  onChange(imagePath: string | null): void;
}) {
  const { t } = useTranslation();
  const upload = useUploadQuestionImage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const max = formatBytes(QUESTION_LIMITS.imageBytes);

  const pick = (file: File | null) => {
    setRefusal(null);
    upload.reset();
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) return setRefusal(t('questions.imageType'));
    if (file.size > QUESTION_LIMITS.imageBytes) return setRefusal(t('questions.imageTooLarge', { max }));
    upload.mutate(file, { onSuccess: (uploaded) => onChange(uploaded.imagePath) });
  };

  return (
    <div>
      <Group gap="xs">
        <FileButton onChange={pick} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={14} aria-hidden />}
              loading={upload.isPending}
            >
              {t('questions.attachImage')}
            </Button>
          )}
        </FileButton>
        {imagePath ? (
          <Button
            variant="subtle"
            size="xs"
            color="gray.8"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('questions.removeImage')}
          </Button>
        ) : (
          <Text size="xs" c="gray.7">
            {t('questions.imageHint', { max })}
          </Text>
        )}
      </Group>
      {imagePath && <img src={imagePath} alt={t('questions.imagePreview')} height={64} />}
      <ErrorAlert error={refusal ?? upload.error} mt="xs" data-testid="image-error" />
    </div>
  );
}
