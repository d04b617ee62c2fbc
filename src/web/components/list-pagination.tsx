import { Center, Pagination } from '@mantine/core';
import { useTranslation } from '../i18n/translations';

/** Page links under a list, with names a screen reader can announce; hidden when one page is enough. */
export function ListPagination({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Center mt="xl" component="nav" aria-label={t('catalogue.pagination')}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        getItemProps={(item) => ({
          'aria-label': t('catalogue.pageN', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => {
          const labels = {
            first: 'catalogue.firstPage',
            previous: 'common.previous',
            next: 'common.next',
            last: 'catalogue.lastPage',
          } as const;
          return { 'aria-label': t(labels[control]) };
        }}
      />
    </Center>
  );
}
