/**
 * The state of a navigation that changes only what a page shows of its list (a filter, a page of
 * it, a row opened): the reader stays where they are on the page (app/scroll-restoration.ts).
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;
