import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatKrw } from '../../../lib/format';

/** Price in KRW; a higher list price is struck through; 0 won reads as free. */
export function PriceTag({
  price,
  listPrice,
  size = 'md',
}: {
  price: number;
  listPrice?: number | null;
  size?: 'sm' | 'md' | 'xl';
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const onSale = listPrice != null && listPrice > price;
  return (
    <Group gap={8} align="baseline" wrap="wrap">
      <Text fw={800} fz={size} c={price === 0 ? 'emerald.8' : 'dark'} data-testid="price">
        {onSale && <VisuallyHidden>{t('catalogue.salePrice')}</VisuallyHidden>}
        {price === 0 ? t('catalogue.free') : formatKrw(price, locale)}
      </Text>
      {onSale && (
        <Text component="s" fz={size === 'xl' ? 'md' : 'sm'} c="gray.7">
          <VisuallyHidden>{t('catalogue.listPrice')}</VisuallyHidden>
          {formatKrw(listPrice, locale)}
        </Text>
      )}
    </Group>
  );
}
