import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A console write that makes the queries under `stale` out of date; it stays pending until they are
 * read again, so a screen never shows its old figures beside the write's confirmation. With
 * `evenOnFailure` they are read again after a refused write too (a dragged tree goes back to the
 * server's order).
 */
export function useConsoleWrite<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  stale: readonly QueryKey[],
  { evenOnFailure = false } = {},
) {
  const queryClient = useQueryClient();
  const readAgain = () => Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    ...(evenOnFailure ? { onSettled: readAgain } : { onSuccess: readAgain }),
  });
}
