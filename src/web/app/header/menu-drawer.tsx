import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { logout } from '../../features/account/api/logout';
import { paths } from '../../lib/paths';
import { useOpenedAfterMount } from '../../lib/use-opened-once';
import { useSession } from '../../lib/use-session';
import { LanguageSwitch } from '../language-switch';
import { Logo } from './logo';
import { consoleLinkFor, NAV_ITEMS, USER_LINKS } from './nav-items';

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
  const shown = useOpenedAfterMount(opened);
  // Every link closes the drawer as it navigates.
  const link = (to: string, label: string) => (
    <NavLink key={to} component={RouterNavLink} to={to} label={label} onClick={onClose} />
  );
  return (
    <Drawer opened={shown} onClose={onClose} position="right" size="xs" title={<Logo />}>
      <Stack gap="xs" component="nav" aria-label={t('header.mainNavigation')}>
        <LanguageSwitch size="sm" />
        <Divider />
        {link(paths.category(), t('header.categories'))}
        {NAV_ITEMS.map((item) =>
          item.to ? (
            link(item.to, t(item.label))
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
            {link(paths.myCourses(), t('header.myCourses'))}
            {[...USER_LINKS, consoleLinkFor(session.role)].map(
              (item) => item && link(item.to, t(item.label)),
            )}
            <NavLink
              component="button"
              label={t('header.logout')}
              onClick={async () => {
                onClose();
                await logout();
                navigate(paths.login());
              }}
            />
          </>
        ) : (
          link(loginPath, t('header.login'))
        )}
      </Stack>
    </Drawer>
  );
}
