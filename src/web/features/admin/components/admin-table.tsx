import {
  Box,
  Button,
  Group,
  Pagination,
  ScrollArea,
  Skeleton,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { SortOrder } from '@shared/contract/admin-list';
import { seoulIso } from '@shared/seoul-time';
import { IconArrowsSort, IconDownload, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../../lib/format';
import { downloadCsv, toCsv } from './csv';

export interface AdminColumn<T> {
  key: string;
  label: string;
  /** The server sorts the list by this column: the key is one of the list query's sort values. */
  sortable?: boolean;
  /**
   * An instant (shown in the viewer's format, exported in Korean time with its offset) or a KRW
   * amount (shown as money, exported as a plain integer).
   */
  kind?: 'instant' | 'krw';
  /** Shown whole, never squeezed (statuses, buttons). */
  nowrap?: boolean;
  /** Only in the CSV export, not on screen. */
  exportOnly?: boolean;
  render?(row: T): ReactNode;
  /** The plain value exported; defaults to row[key]. */
  value?(row: T): string | number | null;
}

/** The column and direction a list is sorted by on the server; no column is the list's usual order. */
export interface ListSort {
  sort?: string;
  order?: SortOrder;
}

interface AdminTableProps<T> {
  columns: AdminColumn<T>[];
  rows: T[] | undefined;
  rowKey(row: T): string | number;
  loading?: boolean;
  error?: Error | null;
  total?: number;
  page?: number;
  pageSize?: number;
  onPage?(page: number): void;
  /** Exports every matching row (all pages), not only the visible one. */
  exportAll?: { filename: string; fetch(): Promise<T[]> };
  /** The server's sort of the list; without it, no column offers sorting. */
  sort?: ListSort;
  onSort?(sort: Required<ListSort>): void;
}

/** The table's rows, total, loading and error, as a paged list query (an API envelope) holds them. */
export function pagedListProps<T>(query: {
  data?: { datas: T[]; total?: number };
  isPending: boolean;
  error: Error | null;
}) {
  return { rows: query.data?.datas, total: query.data?.total, loading: query.isPending, error: query.error };
}

function plain<T>(column: AdminColumn<T>, row: T): string | number | null {
  if (column.value) return column.value(row);
  const raw = (row as Record<string, unknown>)[column.key];
  return typeof raw === 'number' || typeof raw === 'string' ? raw : raw == null ? null : String(raw);
}

function exported<T>(column: AdminColumn<T>, row: T): string | number | null {
  const value = plain(column, row);
  return column.kind === 'instant' && typeof value === 'string' ? seoulIso(value) : value;
}

function shown<T>(column: AdminColumn<T>, row: T): ReactNode {
  if (column.render) return column.render(row);
  const value = plain(column, row);
  if (value === null) return '';
  if (column.kind === 'instant') return formatDateTime(String(value), currentLocale());
  if (column.kind === 'krw') return formatKrw(Number(value), currentLocale());
  return value;
}

/** The console's table: columns sorted by the server, server paging, CSV export, loading and empty states. */
export function AdminTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  total,
  page = 1,
  pageSize = 20,
  onPage,
  exportAll,
  sort,
  onSort,
}: AdminTableProps<T>) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const visible = columns.filter((column) => !column.exportOnly);

  async function exportCsv() {
    if (!exportAll) return;
    setExporting(true);
    try {
      const all = await exportAll.fetch();
      downloadCsv(
        exportAll.filename,
        toCsv(
          columns.map((column) => column.label),
          all.map((row) => columns.map((column) => exported(column, row))),
        ),
      );
    } finally {
      setExporting(false);
    }
  }

  if (error) return <ErrorAlert error={error} />;

  return (
    <>
      {exportAll && (
        <Group justify="flex-end" mb="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={exportCsv}
            loading={exporting}
          >
            {t('admin.exportCsv')}
          </Button>
        </Group>
      )}
      <ScrollArea>
        <Table striped highlightOnHover verticalSpacing="xs" miw={640}>
          <Table.Thead>
            <Table.Tr>
              {visible.map((column) => {
                if (!column.sortable || !onSort)
                  return (
                    <Table.Th key={column.key}>
                      <Text size="sm" fw={700}>
                        {column.label}
                      </Text>
                    </Table.Th>
                  );
                const active = sort?.sort === column.key;
                const descending = active && sort?.order === 'desc';
                const Icon = !active ? IconArrowsSort : descending ? IconSortDescending : IconSortAscending;
                return (
                  <Table.Th
                    key={column.key}
                    aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
                  >
                    <UnstyledButton
                      onClick={() =>
                        onSort({ sort: column.key, order: active && !descending ? 'desc' : 'asc' })
                      }
                    >
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm" fw={700}>
                          {column.label}
                        </Text>
                        <Icon size={14} aria-hidden />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading &&
              Array.from({ length: 5 }, (_, index) => (
                <Table.Tr key={index}>
                  <Table.Td colSpan={visible.length}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {!loading && rows?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={visible.length}>
                  <Text c="dimmed" ta="center" py="lg">
                    {t('msg:errors.noData')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {!loading &&
              rows?.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {visible.map((column) => (
                    <Table.Td key={column.key}>
                      {column.nowrap ? <Box w="max-content">{shown(column, row)}</Box> : shown(column, row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {onPage && total !== undefined && total > pageSize && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {t('admin.totalCount', { count: total })}
          </Text>
          <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={onPage} size="sm" />
        </Group>
      )}
    </>
  );
}
