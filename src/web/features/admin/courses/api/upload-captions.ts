import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import { uploadFile } from '../../../../lib/upload-file';

/** POST /api/Admin/Contents/{contentsid}/Lessons/{lessonid}/Captions?lang=: one language's WebVTT file; answers the whole course. */
export function uploadCaptions(contentsid: number, lessonid: number, lang: string, file: File) {
  return uploadFile<AdminContentsDetail>(
    `/api/Admin/Contents/${contentsid}/Lessons/${lessonid}/Captions?lang=${lang}`,
    file,
  );
}
