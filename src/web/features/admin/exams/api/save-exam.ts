import type { AdminCourseExams, adminExamSaveBody } from '@shared/contract/exam';
import type { z } from 'zod';
import { apiDatas } from '../../../../lib/api-client';
import { useExamsWrite } from './exams-write';

/** POST /api/Admin/Contents/{contentsid}/Exams/Save: creates (no examid) or changes a test. */
export function useSaveExam(contentsid: number) {
  return useExamsWrite(contentsid, (body: z.input<typeof adminExamSaveBody>) =>
    apiDatas<AdminCourseExams>('POST', `/api/Admin/Contents/${contentsid}/Exams/Save`, { body }),
  );
}
