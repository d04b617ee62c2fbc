import { ActionIcon, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/query-states';

/**
 * An operator-ordered list (banners, FAQ): the load's error, a skeleton, 'No data available', then
 * each entry with move up/down, its content, edit and delete. Every button names its entry for
 * screen readers.
 */
export function OrderedItemList<Item>({
  items,
  error,
  pending,
  itemKey,
  itemName,
  moving,
  onMove,
  onEdit,
  onDelete,
  children,
}: {
  items: Item[] | undefined;
  error: Error | null;
  pending: boolean;
  itemKey(item: Item): number;
  itemName(item: Item): string;
  moving: boolean;
  onMove(index: number, offset: -1 | 1): void;
  onEdit(item: Item): void;
  onDelete(item: Item): void;
  children(item: Item): ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error && <ErrorState error={error} />}
      {pending && <Skeleton height={240} />}
      {items?.length === 0 && <EmptyState />}
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {items?.map((item, index) => {
          const name = itemName(item);
          return (
            <Paper key={itemKey(item)} component="li" withBorder p="sm" aria-label={name}>
              <Group wrap="nowrap" align="flex-start">
                <Stack gap={4}>
                  <ActionIcon
                    variant="default"
                    aria-label={t('admin.content.moveUp', { name })}
                    disabled={index === 0 || moving}
                    onClick={() => onMove(index, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={t('admin.content.moveDown', { name })}
                    disabled={index === items.length - 1 || moving}
                    onClick={() => onMove(index, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Stack>
                {children(item)}
                <Group gap="xs" wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={t('admin.content.editItem', { name })}
                    onClick={() => onEdit(item)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    color="red"
                    aria-label={t('admin.content.deleteItem', { name })}
                    onClick={() => onDelete(item)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </>
  );
}
