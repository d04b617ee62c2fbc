import { Button, Group, Pagination, ScrollArea, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconDownload, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { downloadCsv, toCsv } from './csv';

export interface AdminColumn<T> {
  key: string;
  label: string;
  render?(row: T): ReactNode;
  /** The plain value used to sort and to export; defaults to row[key]. */
  value?(row: T): string | number | null;
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

/** The console's table: sortable columns, server paging, CSV export, loading and empty states. */
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
}: AdminTableProps<T>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ key: string; direction: 1 | -1 } | null>(null);
  const [exporting, setExporting] = useState(false);

  const sorted = useMemo(() => {
    if (!rows || !sort) return rows;
    const column = columns.find((item) => item.key === sort.key);
    if (!column) return rows;
    return [...rows].sort((a, b) => {
      const left = plain(column, a);
      const right = plain(column, b);
      if (left === right) return 0;
      if (left === null) return 1;
      if (right === null) return -1;
      return (left < right ? -1 : 1) * sort.direction;
    });
  }, [rows, sort, columns]);

  async function exportCsv() {
    if (!exportAll) return;
    setExporting(true);
    try {
      const all = await exportAll.fetch();
      downloadCsv(
        exportAll.filename,
        toCsv(
          columns.map((column) => column.label),
          all.map((row) => columns.map((column) => plain(column, row))),
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
              {columns.map((column) => {
                const active = sort?.key === column.key;
                const Icon = !active
                  ? IconArrowsSort
                  : sort.direction === 1
                    ? IconSortAscending
                    : IconSortDescending;
                return (
                  <Table.Th
                    key={column.key}
                    aria-sort={active ? (sort.direction === 1 ? 'ascending' : 'descending') : undefined}
                  >
                    <UnstyledButton
                      onClick={() =>
                        setSort(
                          active && sort.direction === 1
                            ? { key: column.key, direction: -1 }
                            : { key: column.key, direction: 1 },
                        )
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
                  <Table.Td colSpan={columns.length}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {!loading && sorted?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="lg">
                    {t('msg:errors.noData')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {!loading &&
              sorted?.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      {column.render ? column.render(row) : plain(column, row)}
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
