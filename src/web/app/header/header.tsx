import {
  ActionIcon,
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Modal,
  NavLink,
  Stack,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { logout } from '../../features/account/api/logout';
import { loginPathReturningTo } from '../../lib/login-return';
import { useSession } from '../../lib/use-session';
import { LanguageSwitch } from '../language-switch';
import { CategoryMenu } from './category-menu';
import classes from './header.module.css';
import { isNavItemActive, NAV_ITEMS, type NavItem } from './nav-items';
import { SearchBox } from './search-box';
import { USER_LINKS, UserMenu } from './user-menu';

function Logo() {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to="/main"
      className={classes.logo}
      aria-label={t('header.home')}
      underline="never"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>MEDIVENUS</span>
    </Anchor>
  );
}

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!item.to) {
    return (
      <Button variant="subtle" color="dark" onClick={() => void alertDialog(t('msg:common.comingSoon'))}>
        {t(item.label)}
      </Button>
    );
  }
  const active = isNavItemActive(item, pathname);
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
  const navigate = useNavigate();
  const location = useLocation();
  const loginPath = loginPathReturningTo(`${location.pathname}${location.search}`);
  const [menuOpen, menu] = useDisclosure(false);
  const [searchOpen, search] = useDisclosure(false);

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
              <Button component={Link} to="/mypage/courses" variant="subtle" color="dark">
                {t('header.myCourses')}
              </Button>
              <UserMenu name={session.name} />
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
          >
            <IconSearch size={20} />
          </ActionIcon>
          <Burger opened={menuOpen} onClick={menu.toggle} aria-label={t('header.openMenu')} />
        </Group>
      </Container>
      <Container size="xl" visibleFrom="md">
        <Group component="nav" aria-label={t('header.mainNavigation')} gap={4} className={classes.nav}>
          <CategoryMenu />
          {NAV_ITEMS.map((item) => (
            <NavItemLink key={item.key} item={item} />
          ))}
        </Group>
      </Container>

      <Modal
        opened={searchOpen}
        onClose={search.close}
        fullScreen
        title={t('header.searchLabel')}
        closeButtonProps={{ 'aria-label': t('header.closeSearch') }}
      >
        <SearchBox inOverlay onSearched={search.close} />
      </Modal>

      <Drawer opened={menuOpen} onClose={menu.close} position="right" size="xs" title={<Logo />}>
        <Stack gap="xs" component="nav" aria-label={t('header.mainNavigation')}>
          <LanguageSwitch size="sm" />
          <Divider />
          <NavLink
            component={RouterNavLink}
            to="/category"
            label={t('header.categories')}
            onClick={menu.close}
          />
          {NAV_ITEMS.map((item) =>
            item.to ? (
              <NavLink
                key={item.key}
                component={RouterNavLink}
                to={item.to}
                label={t(item.label)}
                onClick={menu.close}
              />
            ) : (
              <NavLink
                key={item.key}
                component="button"
                label={t(item.label)}
                onClick={() => void alertDialog(t('msg:common.comingSoon'))}
              />
            ),
          )}
          <Divider />
          {session ? (
            <>
              <NavLink
                component={RouterNavLink}
                to="/mypage/courses"
                label={t('header.myCourses')}
                onClick={menu.close}
              />
              {USER_LINKS.map((link) => (
                <NavLink
                  key={link.to}
                  component={RouterNavLink}
                  to={link.to}
                  label={t(link.label)}
                  onClick={menu.close}
                />
              ))}
              <NavLink
                component="button"
                label={t('header.logout')}
                onClick={async () => {
                  menu.close();
                  await logout();
                  navigate('/login');
                }}
              />
            </>
          ) : (
            <NavLink
              component={RouterNavLink}
              to={loginPath}
              label={t('header.login')}
              onClick={menu.close}
            />
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
