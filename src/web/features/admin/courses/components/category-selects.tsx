import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../../i18n/i18n';
import { useAdminCategories } from '../../categories/api/get-categories';

export interface CategoryChoice {
  categoryid: string | null;
  subcategoryid: string | null;
}

/** A top-level category and, optionally, one of its subcategories (changing the first clears the second). */
export function CategorySelects({
  value,
  onChange,
  error,
}: {
  value: CategoryChoice;
  onChange(value: CategoryChoice): void;
  error?: { categoryid?: string; subcategoryid?: string };
}) {
  const { t } = useTranslation();
  const categories = useAdminCategories(currentLocale());
  const items = categories.data ?? [];
  const children = items.filter((item) => String(item.parentID) === value.categoryid);
  const label = (name: string, active: number) =>
    active === 1 ? name : `${name} (${t('admin.categories.inactive')})`;
  return (
    <>
      <Select
        label={t('catalogue.filterCategory')}
        required
        data={items
          .filter((item) => item.parentID === 0)
          .map((item) => ({ value: String(item.categoryid), label: label(item.ctgrname, item.isactive) }))}
        value={value.categoryid}
        onChange={(categoryid) => onChange({ categoryid, subcategoryid: null })}
        error={error?.categoryid}
      />
      <Select
        label={t('catalogue.filterSubcategory')}
        clearable
        disabled={children.length === 0}
        data={children.map((item) => ({
          value: String(item.categoryid),
          label: label(item.ctgrname, item.isactive),
        }))}
        value={value.subcategoryid}
        onChange={(subcategoryid) => onChange({ ...value, subcategoryid })}
        error={error?.subcategoryid}
      />
    </>
  );
}
