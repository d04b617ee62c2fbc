import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../features/account/api/logout';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { UserMenuButton } from './menu-buttons';
import { consoleLinkFor, USER_LINKS } from './nav-items';

/** The logged-in user's name dropdown. */
export default function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const consoleLink = consoleLinkFor(useSession()?.role);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UserMenuButton name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        {[...USER_LINKS, consoleLink].map(
          (link) =>
            link && (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {t(link.label)}
              </Menu.Item>
            ),
        )}
        <Menu.Divider />
        <Menu.Item
          onClick={async () => {
            await logout();
            navigate(paths.login());
          }}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
