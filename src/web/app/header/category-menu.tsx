import { Menu } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { useTopCategories } from '../../features/catalogue/api/get-categories';
import { currentLocale } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { CategoryMenuButton } from './menu-buttons';

/** Top-level categories; opens on hover or click. A failed call shows the server's message. */
export default function CategoryMenu() {
  const { t } = useTranslation();
  const categories = useTopCategories(currentLocale());

  useEffect(() => {
    if (categories.error) void alertDialog(categories.error.message);
  }, [categories.error]);

  return (
    <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <CategoryMenuButton />
      </Menu.Target>
      <Menu.Dropdown data-testid="category-dropdown">
        <Menu.Item component={Link} to={paths.category()}>
          {t('header.allCategories')}
        </Menu.Item>
        <Menu.Divider />
        {(categories.data ?? []).map((category) => (
          <Menu.Item key={category.categoryid} component={Link} to={paths.category(category.categoryid)}>
            {category.ctgrname}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
