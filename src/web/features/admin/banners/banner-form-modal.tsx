import {
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Progress,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AdminBannerItem } from '@shared/contract/admin-content';
import { UPLOAD_LIMITS } from '@shared/contract/admin-content';
import { type BannerSaveBody, bannerSaveBody } from '@shared/contract/banner';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/form-actions';
import { paths } from '../../../lib/paths';
import { showServerFieldErrors, zodFormValidator } from '../../../lib/zod-form';
import { EMPTY_LOCALIZED, LanguageTabs, type LocalizedValue } from '../components/language-tabs';
import { SeoulDateTimePicker } from '../components/seoul-date-time-picker';
import { useFileUpload } from '../components/use-file-upload';
import { useSaveBanner } from './api/save-banner';
import { uploadBannerImage } from './api/upload-banner-image';

interface BannerFormValues {
  title: LocalizedValue;
  subtitle: LocalizedValue;
  imageUrl: string;
  linkUrl: string;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
}

function toBody(values: BannerFormValues, bannerid?: number): BannerSaveBody {
  return {
    ...(bannerid ? { bannerid } : {}),
    title: values.title,
    subtitle: values.subtitle,
    imageUrl: values.imageUrl,
    linkUrl: values.linkUrl.trim() || null,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    isactive: values.active ? 1 : 0,
  };
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

/** Creates or edits a banner: image (uploaded), text in three languages, link, display period, active. */
export function BannerFormModal({
  banner,
  opened,
  onClose,
}: {
  /** Null creates a new banner. */
  banner: AdminBannerItem | null;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveBanner();
  const form = useForm<BannerFormValues>({
    initialValues: {
      title: banner?.titles ?? EMPTY_LOCALIZED,
      subtitle: banner?.subtitles ?? EMPTY_LOCALIZED,
      imageUrl: banner?.imageUrl ?? '',
      linkUrl: banner?.linkUrl ?? '',
      startsAt: banner?.startsAt ?? null,
      endsAt: banner?.endsAt ?? null,
      active: banner ? banner.isactive === 1 : true,
    },
    validate: (values) => zodFormValidator(bannerSaveBody)(toBody(values)),
  });

  const {
    progress,
    error: uploadError,
    upload,
  } = useFileUpload({
    maxBytes: UPLOAD_LIMITS.banner,
    send: uploadBannerImage,
    onStored: (stored) => form.setFieldValue('imageUrl', stored.url),
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={banner ? t('admin.banners.edit') : t('admin.banners.create')}
    >
      <form
        onSubmit={form.onSubmit((values) =>
          save.mutate(toBody(values, banner?.bannerid), {
            onSuccess: onClose,
            onError: showServerFieldErrors(form),
          }),
        )}
      >
        <Stack>
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('admin.banners.image')} *
            </Text>
            {form.values.imageUrl ? (
              <Image
                src={form.values.imageUrl}
                alt={t('admin.banners.preview')}
                radius="sm"
                mah={160}
                fit="contain"
                bg="gray.1"
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('admin.banners.noImage')}
              </Text>
            )}
            <Group mt="xs">
              <FileButton onChange={upload} accept={IMAGE_TYPES}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconUpload size={16} />}
                    loading={progress !== null}
                  >
                    {form.values.imageUrl ? t('admin.banners.replaceImage') : t('admin.banners.uploadImage')}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {t('admin.banners.imageHint')}
              </Text>
            </Group>
            {progress !== null && (
              <Progress value={progress} mt="xs" aria-label={t('admin.content.uploading')} />
            )}
            {(uploadError || form.errors.imageUrl) && (
              <Text size="sm" c="red" role="alert" mt={4}>
                {uploadError ?? form.errors.imageUrl}
              </Text>
            )}
          </div>
          <LanguageTabs errors={{ ko: Boolean(form.errors['title.ko']) }}>
            {(language) => (
              <Stack gap="xs">
                <TextInput
                  label={t('admin.banners.title')}
                  withAsterisk={language === 'ko'}
                  {...form.getInputProps(`title.${language}`)}
                />
                <TextInput
                  label={t('admin.banners.subtitle')}
                  {...form.getInputProps(`subtitle.${language}`)}
                />
              </Stack>
            )}
          </LanguageTabs>
          <TextInput
            label={t('admin.banners.link')}
            description={t('admin.banners.linkHint')}
            placeholder={paths.courseDetail(1)}
            {...form.getInputProps('linkUrl')}
          />
          <Group grow align="flex-start">
            <SeoulDateTimePicker
              label={t('admin.banners.startsAt')}
              clearable
              value={form.values.startsAt}
              onChange={(value) => form.setFieldValue('startsAt', value)}
              error={form.errors.startsAt}
            />
            <SeoulDateTimePicker
              label={t('admin.banners.endsAt')}
              clearable
              value={form.values.endsAt}
              onChange={(value) => form.setFieldValue('endsAt', value)}
              error={form.errors.endsAt}
            />
          </Group>
          <Switch label={t('admin.banners.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
          <FormActions error={save.error} saving={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
