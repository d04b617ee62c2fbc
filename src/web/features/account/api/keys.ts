/** Query keys of the account domain; mutations invalidate through these, never through literals. */
export const accountKeys = {
  all: ['account'] as const,
  user: (useruid: string) => [...accountKeys.all, 'user', useruid] as const,
  joinOptions: () => [...accountKeys.all, 'joinoptions'] as const,
};
