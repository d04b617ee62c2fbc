import { apiDatas } from '../../../../lib/api-client';
import { useExamsWrite } from './exams-write';

/** POST /api/Admin/Exams/Delete?id=: refused once members have taken the test. */
export function useDeleteExam(contentsid: number) {
  return useExamsWrite(contentsid, (id: number) =>
    apiDatas<null>('POST', '/api/Admin/Exams/Delete', { query: { id } }),
  );
}
