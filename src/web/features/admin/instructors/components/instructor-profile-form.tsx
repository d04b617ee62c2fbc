import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { UPLOAD_LIMITS } from '@shared/contract/admin-content';
import {
  type AdminInstructor,
  INSTRUCTOR_BIOGRAPHY_MAX,
  type InstructorProfileBody,
  instructorProfileBody,
} from '@shared/contract/instructors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../../components/dialogs';
import { zodFormValidator } from '../../../../lib/zod-form';
import { CONTENT_LANGUAGES, LanguageTabs } from '../../components/language-tabs';
import { type ImageUpload, ThumbnailField } from '../../components/thumbnail-field';
import { useSaveInstructorProfile } from '../api/save-instructor-profile';
import { uploadInstructorPhoto } from '../api/upload-instructor-photo';

const PHOTO_UPLOAD: ImageUpload = { maxBytes: UPLOAD_LIMITS.instructor, send: uploadInstructorPhoto };

/** The instructor's public face: a name and a plain-text biography per language, and a photo. */
export function InstructorProfileForm({ instructor }: { instructor: AdminInstructor }) {
  const { t } = useTranslation();
  const save = useSaveInstructorProfile(instructor.useruid);
  const [saved, setSaved] = useState(false);
  const form = useForm<InstructorProfileBody>({
    initialValues: {
      displayName: instructor.displayName,
      biography: instructor.biography,
      photoPath: instructor.photoPath,
    },
    validate: zodFormValidator(instructorProfileBody),
  });
  const errors = Object.fromEntries(
    CONTENT_LANGUAGES.map((lang) => [
      lang,
      Boolean(form.errors[`displayName.${lang}`] || form.errors[`biography.${lang}`]),
    ]),
  );

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        setSaved(false);
        save.mutate(values, {
          onSuccess: () => setSaved(true),
          onError: (error) => void alertDialog(error.message),
        });
      })}
    >
      <Stack>
        <ThumbnailField
          label={t('admin.instructors.photo')}
          upload={PHOTO_UPLOAD}
          value={form.values.photoPath}
          onChange={(url) => form.setFieldValue('photoPath', url)}
        />
        <LanguageTabs errors={errors}>
          {(lang) => (
            <Stack gap="sm">
              <TextInput
                label={t('admin.instructors.displayName')}
                required={lang === 'ko'}
                {...form.getInputProps(`displayName.${lang}`)}
              />
              <Textarea
                label={t('admin.instructors.biography')}
                description={t('admin.instructors.biographyHint', { max: INSTRUCTOR_BIOGRAPHY_MAX })}
                autosize
                minRows={4}
                {...form.getInputProps(`biography.${lang}`)}
              />
            </Stack>
          )}
        </LanguageTabs>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
          {saved && (
            <span role="status" style={{ color: 'var(--mantine-color-emerald-9)' }}>
              {t('admin.instructors.saved')}
            </span>
          )}
        </Group>
      </Stack>
    </form>
  );
}
