import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/i18n';
import { useAdminCategories } from '../../categories/api/admin-categories';

export interface ContentsFilterInput {
  search: string;
  categoryid: string | null;
  published: string | null;
}

/** Search, category (either level) and published state above a course or session table. */
export function ContentsFilters({
  value,
  onChange,
}: {
  value: ContentsFilterInput;
  onChange(value: ContentsFilterInput): void;
}) {
  const { t } = useTranslation();
  const categories = useAdminCategories(currentLocale());
  const items = categories.data ?? [];
  const options = items
    .filter((item) => item.parentID === 0)
    .flatMap((top) => [
      { value: String(top.categoryid), label: top.ctgrname },
      ...items
        .filter((item) => item.parentID === top.categoryid)
        .map((item) => ({ value: String(item.categoryid), label: `${top.ctgrname} › ${item.ctgrname}` })),
    ]);
  return (
    <Group mb="md" align="flex-end">
      <TextInput
        label={t('header.searchLabel')}
        placeholder={t('admin.catalogue.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
      />
      <Select
        label={t('catalogue.filterCategory')}
        clearable
        searchable
        data={options}
        value={value.categoryid}
        onChange={(categoryid) => onChange({ ...value, categoryid })}
      />
      <Select
        label={t('admin.catalogue.state')}
        clearable
        data={[
          { value: '1', label: t('admin.catalogue.published') },
          { value: '0', label: t('admin.catalogue.draft') },
        ]}
        value={value.published}
        onChange={(published) => onChange({ ...value, published })}
      />
    </Group>
  );
}
