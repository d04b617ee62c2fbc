import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { logout } from '../../features/account/api/logout';
import { useSession } from '../../lib/use-session';
import { LanguageSwitch } from '../language-switch';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';
import { USER_LINKS } from './user-menu';

/** The phone's navigation, from the header's burger button. */
export default function MenuDrawer({
  opened,
  onClose,
  loginPath,
}: {
  opened: boolean;
  onClose: () => void;
  loginPath: string;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xs" title={<Logo />}>
      <Stack gap="xs" component="nav" aria-label={t('header.mainNavigation')}>
        <LanguageSwitch size="sm" />
        <Divider />
        <NavLink component={RouterNavLink} to="/category" label={t('header.categories')} onClick={onClose} />
        {NAV_ITEMS.map((item) =>
          item.to ? (
            <NavLink
              key={item.key}
              component={RouterNavLink}
              to={item.to}
              label={t(item.label)}
              onClick={onClose}
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
              onClick={onClose}
            />
            {USER_LINKS.map((link) => (
              <NavLink
                key={link.to}
                component={RouterNavLink}
                to={link.to}
                label={t(link.label)}
                onClick={onClose}
              />
            ))}
            <NavLink
              component="button"
              label={t('header.logout')}
              onClick={async () => {
                onClose();
                await logout();
                navigate('/login');
              }}
            />
          </>
        ) : (
          <NavLink component={RouterNavLink} to={loginPath} label={t('header.login')} onClick={onClose} />
        )}
      </Stack>
    </Drawer>
  );
}
