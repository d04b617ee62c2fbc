import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import {
  MODERATION_QUEUE_STATUSES,
  type ModerationAction,
  type ModerationQueueItem,
  type ModerationQueueStatus,
  REPORT_TARGETS,
  type ReportTarget,
} from '@shared/contract/moderation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { AdminPageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { useListFilters } from '../components/use-list-filters';
import { useModerationQueue } from './api/get-moderation-queue';
import { useModerate } from './api/moderate';
import { ReportedContent, ReportList } from './reported-content';

const KINDS = ['all', ...REPORT_TARGETS] as const;

/** What an operator can decide on a target in its present state. */
function actionsFor(item: ModerationQueueItem): ModerationAction[] {
  if (!item.content) return [];
  const shown: ModerationAction[] = [item.content.hiddenAt ? 'restore' : 'hide', 'delete'];
  return item.openReports > 0 ? [...shown, 'dismiss'] : shown;
}

/** /admin/moderation: reported reviews and posts, and the operator's hide, restore, delete or dismiss. */
export default function ModerationPage() {
  const { t } = useTranslation();
  const { filter, update, page, setPage } = useListFilters<{
    status: ModerationQueueStatus;
    targetKind?: ReportTarget;
  }>({ status: 'open' });
  const queue = useModerationQueue(filter, page);
  const moderate = useModerate();
  const [deciding, setDeciding] = useState<{ item: ModerationQueueItem; action: ModerationAction } | null>(
    null,
  );

  function close() {
    moderate.reset();
    setDeciding(null);
  }

  const columns: AdminColumn<ModerationQueueItem>[] = [
    {
      key: 'content',
      label: t('admin.moderation.content'),
      value: (row) => row.content?.body ?? null,
      render: (row) => <ReportedContent item={row} />,
    },
    {
      key: 'author',
      label: t('admin.moderation.author'),
      value: (row) => (row.content ? `${row.content.authorName} <${row.content.authorEmail}>` : null),
    },
    {
      key: 'reports',
      label: t('admin.moderation.reports'),
      value: (row) => row.reports.map((report) => report.reason).join(', '),
      render: (row) => <ReportList item={row} />,
    },
    {
      key: 'openReports',
      label: t('admin.moderation.openReports'),
      nowrap: true,
      render: (row) => (
        <Text size="sm">
          {row.openReports} / {row.totalReports}
        </Text>
      ),
    },
    { key: 'waitingSince', label: t('admin.moderation.waitingSince'), kind: 'instant', nowrap: true },
    {
      key: 'actions',
      label: t('admin.content.actions'),
      nowrap: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          {actionsFor(row).map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'hide' || action === 'delete' ? 'filled' : 'default'}
              color={action === 'delete' ? 'red.9' : undefined}
              onClick={() => setDeciding({ item: row, action })}
            >
              {t(`admin.moderation.actions.${action}`)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.moderation')}</AdminPageTitle>
      <Group mb="md" gap="md">
        <SegmentedControl
          aria-label={t('admin.moderation.status')}
          value={filter.status}
          onChange={(value) => update({ status: value as ModerationQueueStatus })}
          data={MODERATION_QUEUE_STATUSES.map((value) => ({
            value,
            label: t(`admin.moderation.statuses.${value}`),
          }))}
        />
        <SegmentedControl
          aria-label={t('admin.moderation.kind')}
          value={filter.targetKind ?? 'all'}
          onChange={(value) => update({ targetKind: value === 'all' ? undefined : (value as ReportTarget) })}
          data={KINDS.map((value) => ({ value, label: t(`admin.moderation.kinds.${value}`) }))}
        />
      </Group>
      <AdminTable
        columns={columns}
        {...pagedListProps(queue)}
        rowKey={(row) => `${row.targetKind}:${row.targetId}`}
        page={page}
        onPage={setPage}
      />
      {deciding && (
        <ReasonModal
          title={t(`admin.moderation.actions.${deciding.action}`)}
          description={t(`admin.moderation.confirm.${deciding.action}`)}
          confirmLabel={t(`admin.moderation.actions.${deciding.action}`)}
          reasonLabel={t('admin.moderation.reason')}
          pending={moderate.isPending}
          error={moderate.error}
          onConfirm={(reason) =>
            moderate.mutate(
              {
                action: deciding.action,
                targetKind: deciding.item.targetKind,
                targetId: deciding.item.targetId,
                reason,
              },
              { onSuccess: close },
            )
          }
          onClose={close}
        />
      )}
    </>
  );
}
