import { useQuery } from '@tanstack/react-query';
import { contentsInfoQuery } from '../../../lib/contents-info';

/** The item being bought, course or training: the one GetInfo query the course and session pages share. */
export function useContentsInfo(contentsid: number, locale: string, useruid: string) {
  return useQuery(contentsInfoQuery(contentsid, locale, useruid));
}
