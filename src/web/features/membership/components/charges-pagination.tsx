import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pages of the charge history, named for screen readers; nothing when everything fits on one page. */
export function ChargesPagination({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Center mt="md" component="nav" aria-label={t('membership.historyPages')}>
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        getItemProps={(item) => ({
          'aria-label': t('membership.pageN', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
        })}
      />
    </Center>
  );
}
