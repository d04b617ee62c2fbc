import { Badge, Box, Container, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { logout } from '../../features/account/api/logout';
import { useAvailableCouponCount } from '../../features/coupon/api/get-coupon-list';
import { failureMessage } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import classes from './mypage-layout.module.css';

const LINKS = [
  { to: paths.myCourses(), label: 'routes.myCourses' },
  { to: paths.myAccount(), label: 'routes.myAccount' },
  { to: paths.myMembership(), label: 'routes.membership' },
  { to: paths.myCoupons(), label: 'routes.coupon' },
  { to: paths.paymentHistory(), label: 'routes.paymentHistory' },
] as const;

const ENTRY_CLASSES = { root: classes.link, label: classes.label };

/** My-page layout: a sidebar that greets the user and shows the available-coupon count. */
export function MyPageLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const coupons = useAvailableCouponCount(session?.useruid ?? '');

  useEffect(() => {
    if (coupons.error) void alertDialog(failureMessage(coupons.error));
  }, [coupons.error]);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Paper
          component="aside"
          withBorder
          p={{ base: 'sm', sm: 'md' }}
          w={{ base: '100%', sm: 240 }}
          aria-label={t('mypage.navigation')}
        >
          <Stack gap="xs">
            <Text fw={700} size="lg" data-testid="mypage-greeting">
              {t('mypage.greeting', { name: session?.name ?? '' })}
            </Text>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('mypage.availableCoupons')}
              </Text>
              <Badge variant="light" data-testid="available-coupons">
                {coupons.data === undefined ? '–' : t('mypage.couponCount', { count: coupons.data })}
              </Badge>
            </Group>
            <Box component="nav" mt="sm" className={classes.nav}>
              {LINKS.map((link) => (
                <NavLink
                  key={link.to}
                  component={RouterNavLink}
                  to={link.to}
                  label={t(link.label)}
                  classNames={ENTRY_CLASSES}
                />
              ))}
              <NavLink
                component="button"
                classNames={ENTRY_CLASSES}
                label={t('header.logout')}
                onClick={async () => {
                  await logout();
                  navigate(paths.login());
                }}
              />
            </Box>
          </Stack>
        </Paper>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Group>
    </Container>
  );
}
