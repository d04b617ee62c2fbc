import type { Locale } from '@shared/constants';
import { type LocalizedText, pickLocalized } from '@shared/localized';

/**
 * An order's name for the console: the linked product's name in the viewer's language (the stored
 * name is frozen in the buyer's), or the stored name when no product is linked or it has none.
 */
export function localOrderName(order: { orderName: string }, title: LocalizedText | null, locale: Locale) {
  return (title && pickLocalized(title, locale)) || order.orderName;
}
