import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { onLoginChange, readSession } from '../lib/session';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

let cachedFor = readSession()?.useruid ?? '';

/**
 * Cached answers belong to one member: when the session ends (logout, failed refresh, withdrawal,
 * another tab) or another member logs in, none of them may show again.
 */
onLoginChange(() => {
  const useruid = readSession()?.useruid ?? '';
  if (useruid === cachedFor) return;
  cachedFor = useruid;
  queryClient.clear();
});
