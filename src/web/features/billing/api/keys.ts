/** Query keys of saved cards: a membership change invalidates `all` as well (the active card may move). */
export const billingKeys = {
  all: ['billing'] as const,
  cards: (useruid: string, locale: string) => [...billingKeys.all, useruid, 'cards', locale] as const,
};
