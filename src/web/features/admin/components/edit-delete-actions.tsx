import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The pencil and bin of one entry in a sortable tree, each named after the entry ("Delete: Basics")
 * so a screen reader tells one row's buttons from the next. Placed in the caller's row, ungrouped.
 */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip label={t('admin.catalogue.edit')}>
        <ActionIcon variant="subtle" aria-label={`${t('admin.catalogue.edit')}: ${name}`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('admin.catalogue.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('admin.catalogue.delete')}: ${name}`}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
