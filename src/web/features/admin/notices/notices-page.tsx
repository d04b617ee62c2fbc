import { ActionIcon, Anchor, Button, Group } from '@mantine/core';
import type { NoticeListItem } from '@shared/contract/notice';
import { IconPaperclip, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { SearchField } from '../components/list-filters';
import { AdminPageTitle } from '../components/page-title';
import { useListFilters } from '../components/use-list-filters';
import { useDeleteNotice } from './api/delete-notice';
import { useNotice } from './api/get-notice';
import { ADMIN_NOTICE_PAGE_SIZE, useNotices } from './api/get-notices';
import { NoticeFormModal } from './notice-form-modal';

/** Loads the notice (every language) before the form opens, so the editors start with its text. */
function EditNotice({ noticeid, onClose }: { noticeid: number; onClose(): void }) {
  const notice = useNotice(noticeid);
  const { error } = notice;
  useEffect(() => {
    if (error) void alertDialog(error.message).then(onClose);
  }, [error, onClose]);
  if (!notice.data) return null;
  return <NoticeFormModal notice={notice.data} onClose={onClose} />;
}

export default function NoticesPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { filter, update, page, setPage } = useListFilters<{ q?: string }>({});
  const notices = useNotices(page, filter.q ?? '');
  const remove = useDeleteNotice();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = useCallback(() => setEditing(null), []);

  async function confirmDelete(notice: NoticeListItem) {
    if (!(await confirmDialog(t('admin.notices.confirmDelete', { title: notice.title })))) return;
    remove.mutate(notice.noticeid, { onError: (error) => void alertDialog(error.message) });
  }

  const columns: AdminColumn<NoticeListItem>[] = [
    {
      key: 'title',
      label: t('board.title'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          {row.isnotice === 1 && <ToneBadge color="emerald">{t('board.pinned')}</ToneBadge>}
          {row.istop3 === 1 && (
            <ToneBadge color="blue" variant="outline">
              {t('admin.notices.top3Badge')}
            </ToneBadge>
          )}
          <Anchor component="button" type="button" onClick={() => setEditing(row.noticeid)} ta="left">
            {row.title}
          </Anchor>
          {row.hasAttachments && <IconPaperclip size={14} aria-label={t('board.hasAttachments')} />}
        </Group>
      ),
    },
    { key: 'hits', label: t('board.hits') },
    { key: 'createdAt', label: t('board.date'), value: (row) => formatDate(row.createdAt, locale) },
    {
      key: 'actions',
      label: t('admin.content.actions'),
      value: () => null,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label={t('admin.content.editItem', { name: row.title })}
            onClick={() => setEditing(row.noticeid)}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            color="red"
            aria-label={t('admin.content.deleteItem', { name: row.title })}
            onClick={() => confirmDelete(row)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <>
      <AdminPageTitle
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('admin.notices.create')}
          </Button>
        }
      >
        {t('admin.nav.notices')}
      </AdminPageTitle>
      <SearchField
        mb="md"
        maw={360}
        label={t('board.noticeSearch')}
        placeholder={t('board.noticeSearchPlaceholder')}
        onSearch={(q) => update({ q })}
      />
      <AdminTable
        columns={columns}
        {...pagedListProps(notices)}
        rowKey={(row) => row.noticeid}
        page={page}
        pageSize={ADMIN_NOTICE_PAGE_SIZE}
        onPage={setPage}
      />
      {editing === 'new' && <NoticeFormModal notice={null} onClose={close} />}
      {typeof editing === 'number' && <EditNotice key={editing} noticeid={editing} onClose={close} />}
    </>
  );
}
