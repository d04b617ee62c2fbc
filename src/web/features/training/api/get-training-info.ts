import { useQuery } from '@tanstack/react-query';
import { contentsInfoQuery, onlyOfType } from '../../../lib/contents-info';

const onlyTraining = onlyOfType('training');

/** The session page's GET /api/Contents/GetInfo/{id}; a course id answers as not found. */
export function useTrainingInfo(contentsid: number, locale: string, useruid: string | null) {
  return useQuery({ ...contentsInfoQuery(contentsid, locale, useruid), select: onlyTraining });
}
