/** Query keys of the membership domain; every membership change invalidates `all`. */
export const membershipKeys = {
  all: ['membership'] as const,
  plan: (locale: string) => [...membershipKeys.all, 'plan', locale] as const,
  mine: (useruid: string, locale: string) => [...membershipKeys.all, useruid, 'mine', locale] as const,
  charges: (useruid: string, page: number) => [...membershipKeys.all, useruid, 'charges', page] as const,
};
