import { Anchor, Code, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import type { MailOutboxItem } from '@shared/contract/mail-outbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { type AdminColumn, AdminTable, pagedListProps } from '../components/admin-table';
import { SearchField } from '../components/list-filters';
import { AdminPageTitle } from '../components/page-title';
import { useListFilters } from '../components/use-list-filters';
import { useMailOutbox } from './api/get-mail-outbox';
import { useMailOutboxEntry } from './api/get-mail-outbox-entry';

const STATE_TONE = { sent: 'emerald', pending: 'yellow', failed: 'red', kept: 'gray' } as const;

function MailState({ state }: { state: MailOutboxItem['state'] }) {
  const { t } = useTranslation();
  return <ToneBadge color={STATE_TONE[state]}>{t(`admin.mail.states.${state}`)}</ToneBadge>;
}

function MailModal({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const entry = useMailOutboxEntry(id);
  const mail = entry.data;
  return (
    <Modal opened={id !== null} onClose={onClose} size="lg" title={mail?.subject ?? t('admin.mail.title')}>
      <ErrorAlert error={entry.error} />
      {entry.isPending && id !== null && <Skeleton height={240} />}
      {mail && (
        <Stack gap="xs">
          <Group gap="xs">
            <MailState state={mail.state} />
            <Text size="sm">{mail.recipient}</Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(mail.createdAt, locale)}
            </Text>
          </Group>
          {mail.lastError && (
            <Text size="sm" c="red.9">
              {mail.lastError}
            </Text>
          )}
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {mail.text}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}

/** Every mail the platform wrote, sent or not: how an operator finds a reset link without database access. */
export default function MailOutboxPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { filter, update, page, setPage } = useListFilters<{ q?: string }>({});
  const [open, setOpen] = useState<number | null>(null);
  const mails = useMailOutbox(filter.q ?? '', page);

  const columns: AdminColumn<MailOutboxItem>[] = [
    {
      key: 'createdAt',
      label: t('admin.mail.createdAt'),
      value: (row) => formatDateTime(row.createdAt, locale),
    },
    { key: 'recipient', label: t('admin.mail.recipient') },
    {
      key: 'subject',
      label: t('admin.mail.subject'),
      render: (row) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setOpen(row.id)}>
          {row.subject}
        </Anchor>
      ),
    },
    {
      key: 'state',
      label: t('admin.mail.state'),
      value: (row) => t(`admin.mail.states.${row.state}`),
      render: (row) => <MailState state={row.state} />,
    },
  ];

  return (
    <>
      <AdminPageTitle>{t('admin.nav.mail')}</AdminPageTitle>
      <Group mb="md">
        <SearchField label={t('admin.mail.search')} onSearch={(q) => update({ q })} />
      </Group>
      <AdminTable
        columns={columns}
        {...pagedListProps(mails)}
        rowKey={(row) => row.id}
        page={page}
        onPage={setPage}
      />
      <MailModal id={open} onClose={() => setOpen(null)} />
    </>
  );
}
