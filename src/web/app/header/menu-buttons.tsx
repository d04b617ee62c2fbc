import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A menu's trigger gets its handlers and ref from the menu, which clones it. */
type MenuButtonProps = ButtonProps & ComponentPropsWithRef<'button'>;

/**
 * The header's menus (category-menu.tsx, user-menu.tsx) are loaded on their own, with the positioning
 * code of their dropdowns (Floating UI, about a fifth of the app's chunk). Their buttons are here, so
 * the header shows the same button while a menu's code loads.
 */
/** A header menu's button: quiet, with the chevron of a dropdown. */
function MenuButton(props: MenuButtonProps) {
  return <Button variant="subtle" color="dark" rightSection={<IconChevronDown size={14} />} {...props} />;
}

export function CategoryMenuButton(props: MenuButtonProps) {
  const { t } = useTranslation();
  return (
    <MenuButton data-testid="category-menu" {...props}>
      {t('header.categories')}
    </MenuButton>
  );
}

export function UserMenuButton({ name, ...props }: MenuButtonProps & { name: string }) {
  const { t } = useTranslation();
  return (
    <MenuButton
      leftSection={<IconUserCircle size={18} />}
      aria-label={t('header.userMenu', { name })}
      data-testid="user-menu"
      {...props}
    >
      {name}
    </MenuButton>
  );
}
