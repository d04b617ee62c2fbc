import { Center, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pages of a question list, named for screen readers; nothing when everything fits on one page. */
export function QuestionsPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Center component="nav" aria-label={t('questions.pages')}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size="sm"
        getItemProps={(item) => ({
          'aria-label': t('questions.pageN', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('common.previous') : t('common.next'),
        })}
      />
    </Center>
  );
}
