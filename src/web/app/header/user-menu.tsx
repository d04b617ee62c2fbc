import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../features/account/api/logout';

export const USER_LINKS = [
  { to: '/mypage/myaccount', label: 'header.account' },
  { to: '/mypage/membership', label: 'header.membership' },
  { to: '/mypage/coupon', label: 'header.coupons' },
  { to: '/mypage/paymentHistory', label: 'header.payments' },
] as const;

/** The logged-in user's name dropdown. */
export function UserMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          leftSection={<IconUserCircle size={18} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('header.userMenu', { name })}
          data-testid="user-menu"
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {USER_LINKS.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {t(link.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          onClick={async () => {
            await logout();
            navigate('/login');
          }}
        >
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
