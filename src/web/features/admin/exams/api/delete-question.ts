import { apiDatas } from '../../../../lib/api-client';
import { useExamsWrite } from './exams-write';

/** POST /api/Admin/Questions/Delete?id= */
export function useDeleteQuestion(contentsid: number) {
  return useExamsWrite(contentsid, (id: number) =>
    apiDatas<null>('POST', '/api/Admin/Questions/Delete', { query: { id } }),
  );
}
