import type { UploadedFile } from '@shared/contract/admin-content';
import { uploadFile } from '../../../../lib/upload-file';

/** POST /api/Admin/Uploads/banner: an image only, checked by its bytes on the server. */
export function uploadBannerImage(file: File, onProgress?: (percent: number) => void) {
  return uploadFile<UploadedFile>('/api/Admin/Uploads/banner', file, { onProgress });
}
