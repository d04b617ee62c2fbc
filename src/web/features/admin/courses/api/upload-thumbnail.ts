import { uploadFile } from '../../../../lib/upload-file';

/** POST /api/Admin/Contents/Thumbnail: a course's or session's image, stored at once; the form saves its address. */
export function uploadThumbnail(file: File, onProgress?: (percent: number) => void) {
  return uploadFile<{ thumbnailUrl: string }>('/api/Admin/Contents/Thumbnail', file, { onProgress });
}
