import type { Locale } from '@shared/constants';
import { type LocalizedText, pickLocalized } from '@shared/localized';

/**
 * An order's name as the console and the member's own payment history show it: the linked product's
 * name in the reader's language (the stored name is frozen in the buyer's), or the stored name when
 * no product is linked or it has none.
 */
export function localOrderName(order: { orderName: string }, title: LocalizedText | null, locale: Locale) {
  return (title && pickLocalized(title, locale)) || order.orderName;
}
