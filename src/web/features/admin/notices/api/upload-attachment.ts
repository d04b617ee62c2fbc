import type { UploadedFile } from '@shared/contract/admin-content';
import { uploadFile } from '../../../../lib/upload-file';

/** POST /api/Admin/Uploads/notice: an attachment (images and documents; checked by its bytes). */
export function uploadAttachment(file: File, onProgress?: (percent: number) => void) {
  return uploadFile<UploadedFile>('/api/Admin/Uploads/notice', file, { onProgress });
}
