import type { AdminVideo } from '@shared/contract/admin-catalogue';
import { uploadFile } from '../../../../lib/upload-file';

/** POST /api/Admin/Contents/{contentsid}/Lessons/{lessonid}/Video: the lesson's video, transcoded after the answer. */
export function uploadLessonVideo(
  contentsid: number,
  lessonid: number,
  file: File,
  onProgress?: (percent: number) => void,
) {
  return uploadFile<AdminVideo>(`/api/Admin/Contents/${contentsid}/Lessons/${lessonid}/Video`, file, {
    onProgress,
  });
}
