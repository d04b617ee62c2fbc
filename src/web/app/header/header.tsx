import { ActionIcon, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { lazyRendered } from '../../lib/lazy-rendered';
import { loginPathReturningTo } from '../../lib/login-return';
import { paths } from '../../lib/paths';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { useSession } from '../../lib/use-session';
import { LanguageSwitch } from '../language-switch';
import { useRouteHandle } from '../use-route-handle';
import classes from './header.module.css';
import { Logo } from './logo';
import { CategoryMenuButton, UserMenuButton } from './menu-buttons';
import { isNavItemActive, NAV_ITEMS, type NavItem } from './nav-items';
import { SearchBox } from './search-box';

// The phone's menu and search overlay load when first opened (or pointed at): no page needs them
// to render, and their dialog code is a tenth of the entry's script.
const loadMenuDrawer = () => import('./menu-drawer');
const loadSearchDialog = () => import('./search-dialog');
const MenuDrawer = lazy(loadMenuDrawer);
const SearchDialog = lazy(loadSearchDialog);
// Rendered from the start but their code loaded on its own (menu-buttons.tsx).
const CategoryMenu = lazyRendered(() => import('./category-menu'));
const UserMenu = lazyRendered(() => import('./user-menu'));

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const routeName = useRouteHandle()?.name;
  if (!item.to) {
    return (
      <Button variant="subtle" color="dark" onClick={() => void alertDialog(t('msg:common.comingSoon'))}>
        {t(item.label)}
      </Button>
    );
  }
  const active = isNavItemActive(item, routeName);
  return (
    <Button
      component={Link}
      to={item.to}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'dark'}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      onClick={onNavigate}
    >
      {t(item.label)}
    </Button>
  );
}

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const loginPath = loginPathReturningTo(`${location.pathname}${location.search}`);
  const [menuOpen, menu] = useDisclosure(false);
  const [searchOpen, search] = useDisclosure(false);
  const menuMounted = useOpenedOnce(menuOpen);
  const searchMounted = useOpenedOnce(searchOpen);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.top}>
        <Logo />
        <Box visibleFrom="md" className={classes.search}>
          <SearchBox />
        </Box>
        <Group gap="xs" visibleFrom="md" wrap="nowrap">
          <LanguageSwitch />
          {session ? (
            <>
              <Button component={Link} to={paths.myCourses()} variant="subtle" color="dark">
                {t('header.myCourses')}
              </Button>
              <Suspense fallback={<UserMenuButton name={session.name} />}>
                <UserMenu name={session.name} />
              </Suspense>
            </>
          ) : (
            <Button component={Link} to={loginPath} variant="filled" data-testid="login-link">
              {t('header.login')}
            </Button>
          )}
        </Group>
        <Group gap="xs" hiddenFrom="md">
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('header.openSearch')}
            onClick={search.open}
            onPointerEnter={loadSearchDialog}
            onFocus={loadSearchDialog}
          >
            <IconSearch size={20} />
          </ActionIcon>
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            onPointerEnter={loadMenuDrawer}
            onFocus={loadMenuDrawer}
            aria-label={t('header.openMenu')}
          />
        </Group>
      </Container>
      <Container size="xl" visibleFrom="md">
        <Group component="nav" aria-label={t('header.mainNavigation')} gap={4} className={classes.nav}>
          <Suspense fallback={<CategoryMenuButton />}>
            <CategoryMenu />
          </Suspense>
          {NAV_ITEMS.map((item) => (
            <NavItemLink key={item.key} item={item} />
          ))}
        </Group>
      </Container>

      {searchMounted && (
        <Suspense fallback={null}>
          <SearchDialog opened={searchOpen} onClose={search.close} />
        </Suspense>
      )}

      {menuMounted && (
        <Suspense fallback={null}>
          <MenuDrawer opened={menuOpen} onClose={menu.close} loginPath={loginPath} />
        </Suspense>
      )}
    </Box>
  );
}
