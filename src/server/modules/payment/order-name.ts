import type { Locale } from '@shared/constants';
import { type LocalizedText, pickLocalized } from '@shared/localized';

/**
 * An order's name as the console and the member's own payment history show it: the linked product's
 * name in the reader's language (the stored name is frozen in the buyer's), else the order's own
 * names in every language, else the stored name.
 */
export function localOrderName(
  order: { orderName: string; localNames: LocalizedText | null },
  title: LocalizedText | null,
  locale: Locale,
) {
  return pickLocalized(title, locale) || pickLocalized(order.localNames, locale) || order.orderName;
}
