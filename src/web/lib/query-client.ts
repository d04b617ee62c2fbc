import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onLoginChange, readSession } from './session';

/** The browser's client and the server's per-page ones share these defaults, so hydrated data stays fresh alike. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();

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
