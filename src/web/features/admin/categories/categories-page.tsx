import { ActionIcon, Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import type { CategoryItem } from '@shared/contract/category';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { ErrorAlert } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { EditDeleteActions } from '../components/edit-delete-actions';
import { AdminPageTitle } from '../components/page-title';
import { type SortableGroup, TwoLevelSortable } from '../components/two-level-sortable';
import { useDeleteCategory } from './api/delete-category';
import { useAdminCategories } from './api/get-categories';
import { useSetCategoryNodes } from './api/set-category-nodes';
import { CategoryFormModal } from './category-form-modal';

type Editing = { category?: CategoryItem; parentID?: number } | null;

export default function CategoriesPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const categories = useAdminCategories(locale);
  const setNodes = useSetCategoryNodes();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState(false);

  const items = categories.data ?? [];
  const byId = useMemo(() => new Map(items.map((item) => [item.categoryid, item])), [items]);
  const groups = useMemo<SortableGroup[]>(
    () =>
      items
        .filter((item) => item.parentID === 0)
        .map((top) => ({
          id: top.categoryid,
          children: items.filter((item) => item.parentID === top.categoryid).map((item) => item.categoryid),
        })),
    [items],
  );

  function saveOrder(next: SortableGroup[]) {
    setSaved(false);
    const nodes = next.flatMap((group, index) => [
      { categoryid: group.id, parentID: 0, sort: index },
      ...group.children.map((child, childIndex) => ({
        categoryid: child,
        parentID: group.id,
        sort: childIndex,
      })),
    ]);
    setNodes.mutate(
      { nodes },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => void alertDialog(error.message),
      },
    );
  }

  async function deleteCategory(item: CategoryItem) {
    if (!(await confirmDialog(t('admin.categories.confirmDelete', { name: item.ctgrname })))) return;
    remove.mutate(item.categoryid, { onError: (error) => void alertDialog(error.message) });
  }

  const actions = (item: CategoryItem, extra?: ReactNode) => (
    <Group gap={4} wrap="nowrap">
      {extra}
      <EditDeleteActions
        name={item.ctgrname}
        onEdit={() => setEditing({ category: item })}
        onDelete={() => deleteCategory(item)}
      />
    </Group>
  );

  const label = (item: CategoryItem) => (
    <Group gap="xs" style={{ flex: 1, minWidth: 0 }}>
      <Text fw={item.parentID === 0 ? 700 : 400} truncate>
        {item.ctgrname}
      </Text>
      {item.isactive !== 1 && (
        <Badge color="gray" variant="light">
          {t('admin.categories.inactive')}
        </Badge>
      )}
    </Group>
  );

  return (
    <>
      <AdminPageTitle
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ parentID: 0 })}>
            {t('admin.categories.new')}
          </Button>
        }
      >
        {t('admin.nav.categories')}
      </AdminPageTitle>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.categories.help')}
      </Text>
      <ErrorAlert error={categories.error} />
      {categories.isPending && <Skeleton height={240} />}
      {categories.data && groups.length === 0 && <Text c="dimmed">{t('msg:errors.noData')}</Text>}
      {categories.data && (
        <Stack gap="sm" data-testid="category-tree">
          <TwoLevelSortable
            groups={groups}
            onChange={saveOrder}
            disabled={setNodes.isPending}
            parentName={(id) => byId.get(id)?.ctgrname ?? ''}
            childName={(id) => byId.get(id)?.ctgrname ?? ''}
            renderParent={(id, handle, children) => {
              const item = byId.get(id)!;
              return (
                <Card withBorder padding="xs" mb="sm" data-testid="category-node">
                  <Group gap="xs" wrap="nowrap">
                    {handle}
                    {label(item)}
                    {actions(
                      item,
                      <Tooltip label={t('admin.categories.addChild')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${t('admin.categories.addChild')}: ${item.ctgrname}`}
                          onClick={() => setEditing({ parentID: id })}
                        >
                          <IconPlus size={18} />
                        </ActionIcon>
                      </Tooltip>,
                    )}
                  </Group>
                  <Stack gap={4} pl={36} pt={4} mih={8}>
                    {children}
                  </Stack>
                </Card>
              );
            }}
            renderChild={(id, handle) => {
              const item = byId.get(id)!;
              return (
                <Paper withBorder px="xs" py={4} data-testid="category-child">
                  <Group gap="xs" wrap="nowrap">
                    {handle}
                    {label(item)}
                    {actions(item)}
                  </Group>
                </Paper>
              );
            }}
          />
        </Stack>
      )}
      <Text role="status" size="sm" c="emerald.8" mt="xs">
        {saved ? t('admin.categories.orderSaved') : ''}
      </Text>
      {editing && (
        <CategoryFormModal
          category={editing.category}
          parentID={editing.parentID}
          categories={items}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
