import type { AdminQuestion, adminQuestionSaveBody } from '@shared/contract/exam';
import type { z } from 'zod';
import { apiDatas } from '../../../../lib/api-client';
import { useExamsWrite } from './exams-write';

/** POST /api/Admin/Contents/{contentsid}/Questions/Save: adds (no questionid) or changes a bank question. */
export function useSaveQuestion(contentsid: number) {
  return useExamsWrite(contentsid, (body: z.input<typeof adminQuestionSaveBody>) =>
    apiDatas<AdminQuestion>('POST', `/api/Admin/Contents/${contentsid}/Questions/Save`, { body }),
  );
}
