import { useQuery } from '@tanstack/react-query';
import { contentsInfoQuery, onlyOfType } from '../../../lib/contents-info';

const onlyCourse = onlyOfType('course');

/** The course page's GET /api/Contents/GetInfo/{id}; a training id answers as not found. */
export function useCourseInfo(contentsid: number, locale: string, useruid: string | null) {
  return useQuery({ ...contentsInfoQuery(contentsid, locale, useruid), select: onlyCourse });
}
