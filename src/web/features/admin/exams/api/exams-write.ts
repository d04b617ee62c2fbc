import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../api/keys';

/** Every write to a course's tests or bank reloads the course's test screen. */
export function useExamsWrite<T, R>(contentsid: number, call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.exams(contentsid) }),
  });
}
