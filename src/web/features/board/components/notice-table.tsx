import { Group } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoticeLink, PinnedBadge } from '../../../components/notice-title';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import type { NoticePage } from '../api/get-notices';
import classes from './notice-table.module.css';

/** One page of the notice board: pinned notices marked, the others numbered from the newest down. */
export function NoticeTable({ notices, page }: { notices: NoticePage; page: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <table className={classes.table} data-testid="notice-list">
      <thead>
        <tr>
          <th className={classes.number}>{t('board.number')}</th>
          <th>{t('board.title')}</th>
          <th className={classes.date}>{t('board.date')}</th>
          <th className={classes.hits}>{t('board.hits')}</th>
        </tr>
      </thead>
      <tbody>
        {notices.items.map((notice, index) => (
          <tr key={notice.noticeid} className={notice.isnotice ? classes.pinned : undefined}>
            <td className={classes.number}>
              {notice.isnotice ? <PinnedBadge /> : notices.total - (page - 1) * notices.pageSize - index}
            </td>
            <td>
              <Group gap={6} wrap="nowrap">
                {notice.isnotice === 1 && <PinnedBadge hiddenFrom="sm" />}
                <NoticeLink notice={notice} fw={notice.isnotice ? 700 : 400} />
                {notice.hasAttachments && (
                  <IconPaperclip size={16} aria-label={t('board.hasAttachments')} role="img" />
                )}
              </Group>
            </td>
            <td>{formatDate(notice.createdAt, locale)}</td>
            <td className={classes.hits}>{notice.hits}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
