import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../catalogue/api/keys';
import { reviewKeys } from './keys';

/** A review changes the course's list and summary, and the average on every card of it. */
export function afterReviewChange(queryClient: QueryClient, contentsid: number) {
  void queryClient.invalidateQueries({ queryKey: reviewKeys.course(contentsid) });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.contents });
}
