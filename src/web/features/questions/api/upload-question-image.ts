import type { UploadedQuestionImage } from '@shared/contract/questions';
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../lib/upload-file';

/** POST /api/Questions/Images: the picture is decoded and encoded again, then named by its path. */
export function useUploadQuestionImage() {
  return useMutation({
    mutationFn: (file: File) => uploadFile<UploadedQuestionImage>('/api/Questions/Images', file),
  });
}
