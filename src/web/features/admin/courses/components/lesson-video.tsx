import { Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { type AdminLesson, UPLOAD_LIMITS } from '@shared/contract/admin-catalogue';
import { IconVideoPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { adminKeys } from '../../api/keys';
import { useFileUpload } from '../../components/use-file-upload';
import { useLatestVideo } from '../api/get-video-status';
import { uploadLessonVideo } from '../api/upload-lesson-video';
import { VideoReplacement } from './video-replacement';
import { VideoState } from './video-state';

const VIDEO_TYPES = 'video/mp4,video/quicktime,video/webm,video/x-matroska,.mp4,.mov,.m4v,.webm,.mkv';

/**
 * A lesson's video: upload with a progress bar for the bytes, then a second bar for transcoding
 * (polled) until the video is ready to play. Once one is ready, an upload becomes its replacement,
 * shown on a line of its own until it goes live.
 */
export function LessonVideo({
  contentsid,
  lesson,
  name: lessonName,
}: {
  contentsid: number;
  lesson: AdminLesson;
  /** The lesson's title in the reader's language, for the controls' labels. */
  name: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const video = useLatestVideo(lesson.video);

  // Once transcoding is done the lesson knows its length: reload the course.
  const ready = video?.status === 'ready';
  useEffect(() => {
    if (ready && lesson.video?.status !== 'ready')
      void queryClient.invalidateQueries({ queryKey: adminKeys.contents.detail(contentsid) });
  }, [ready, lesson.video?.status, contentsid, queryClient]);

  const {
    progress: uploading,
    error,
    upload,
  } = useFileUpload({
    maxBytes: UPLOAD_LIMITS.videoBytes,
    send: (file, onProgress) => uploadLessonVideo(contentsid, lesson.lessonid, file, onProgress),
    onStored: async (uploaded) => {
      queryClient.setQueryData(adminKeys.video(uploaded.videoid), uploaded);
      await queryClient.invalidateQueries({ queryKey: adminKeys.contents.detail(contentsid) });
    },
  });

  return (
    <Stack gap={4} miw={220} style={{ flex: 1 }}>
      {video ? (
        <>
          {ready && (
            <Text size="xs" fw={500}>
              {t('admin.courses.currentVideo')}
            </Text>
          )}
          <VideoState
            video={video}
            progressLabel={t('admin.courses.transcodeProgressOf', { name: lessonName })}
          />
        </>
      ) : (
        uploading === null && (
          <Text size="xs" c="dimmed">
            {t('admin.courses.noVideo')}
          </Text>
        )
      )}
      {ready && uploading === null && (
        <VideoReplacement
          contentsid={contentsid}
          lessonid={lesson.lessonid}
          pending={lesson.pendingVideo}
          name={lessonName}
        />
      )}
      {uploading !== null && (
        <>
          <Text size="xs">{t('admin.courses.uploading', { percent: uploading })}</Text>
          <Progress
            value={uploading}
            size="md"
            striped
            animated
            aria-label={t('admin.courses.uploadProgressOf', { name: lessonName })}
          />
        </>
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      {uploading === null && (
        <FileButton onChange={upload} accept={VIDEO_TYPES}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="compact-xs"
              leftSection={<IconVideoPlus size={14} />}
              w="fit-content"
              aria-label={`${video ? t('admin.courses.replaceVideo') : t('admin.courses.uploadVideo')}: ${lessonName}`}
            >
              {video ? t('admin.courses.replaceVideo') : t('admin.courses.uploadVideo')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}
