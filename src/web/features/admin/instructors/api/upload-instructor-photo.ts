import type { UploadedFile } from '@shared/contract/admin-content';
import { uploadFile } from '../../../../lib/upload-file';

/** POST /api/Admin/Uploads/instructor: an image only, decoded and re-encoded on the server as banners are. */
export async function uploadInstructorPhoto(file: File, onProgress?: (percent: number) => void) {
  return (await uploadFile<UploadedFile>('/api/Admin/Uploads/instructor', file, { onProgress })).url;
}
