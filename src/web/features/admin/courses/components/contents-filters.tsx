import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/i18n';
import { useAdminCategories } from '../../categories/api/get-categories';
import { FilterSelect, SearchField } from '../../components/list-filters';
import type { ContentsFilter } from '../api/get-contents-list';
import { publishedLabel } from './published-badge';

const PUBLISHED = ['published', 'draft'] as const;

/** Search, category (either level) and published state above a course or session table. */
export function ContentsFilters({
  filter,
  onChange,
}: {
  filter: ContentsFilter;
  onChange(changes: ContentsFilter): void;
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
      <SearchField
        label={t('header.searchLabel')}
        placeholder={t('admin.catalogue.searchPlaceholder')}
        onSearch={(q) => onChange({ q })}
      />
      <Select
        label={t('catalogue.filterCategory')}
        clearable
        searchable
        data={options}
        value={filter.categoryid === undefined ? null : String(filter.categoryid)}
        onChange={(categoryid) => onChange({ categoryid: categoryid ? Number(categoryid) : undefined })}
      />
      <FilterSelect
        label={t('admin.catalogue.state')}
        options={PUBLISHED}
        optionLabel={(value) => publishedLabel(t, value === 'published')}
        value={filter.published === undefined ? undefined : filter.published ? 'published' : 'draft'}
        onChange={(state) => onChange({ published: state === undefined ? undefined : state === 'published' })}
      />
    </Group>
  );
}
