import { Center } from '@mantine/core';
import { usePagination } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import classes from './list-pagination.module.css';

/** Mantine's pagination icons (16×16): back, forward, and the gap between page numbers. */
const ICON_PATHS = {
  previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
  next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
  dots: 'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z',
};

function Icon({ path, flipped }: { path: string; flipped?: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden
      className={flipped ? `${classes.icon} mantine-rotate-rtl` : classes.icon}
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

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
  const active = Math.max(1, Math.min(page, pages));
  const { range } = usePagination({ total: pages, page: active, siblings: 1 });
  if (pages <= 1) return null;
  // Against the page asked for: a page past the end shows the last one, and choosing it corrects that.
  const go = (target: number) => () => {
    if (target !== page) onChange(target);
  };
  const control = `mantine-focus-auto mantine-active ${classes.control}`;
  return (
    <Center mt="xl" component="nav" aria-label={t('catalogue.pagination')}>
      <div className={classes.pages}>
        <button
          type="button"
          className={control}
          disabled={active === 1}
          aria-label={t('common.previous')}
          onClick={go(active - 1)}
        >
          <Icon path={ICON_PATHS.previous} flipped />
        </button>
        {range.map((item, index) =>
          item === 'dots' ? (
            <div key={`dots-${index}`} className={classes.dots}>
              <Icon path={ICON_PATHS.dots} />
            </div>
          ) : (
            <button
              key={item}
              type="button"
              className={control}
              data-with-padding
              data-active={item === active || undefined}
              aria-current={item === active ? 'page' : undefined}
              aria-label={t('catalogue.pageN', { page: item })}
              onClick={go(item)}
            >
              {item}
            </button>
          ),
        )}
        <button
          type="button"
          className={control}
          disabled={active === pages}
          aria-label={t('common.next')}
          onClick={go(active + 1)}
        >
          <Icon path={ICON_PATHS.next} flipped />
        </button>
      </div>
    </Center>
  );
}
