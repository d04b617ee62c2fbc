import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconCategory,
  IconCreditCard,
  IconCrown,
  IconFileText,
  IconGauge,
  IconHelpCircle,
  IconHistory,
  IconMail,
  IconMovie,
  IconPhoto,
  IconReceiptRefund,
  IconSpeakerphone,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, NavLink as RouterNavLink } from 'react-router';
import { LanguageSwitch } from '../../app/language-switch';
import { TestModeBanner } from '../../app/test-mode-banner';
import { useSession } from '../../app/use-session';

const SECTIONS = [
  {
    label: 'admin.nav.overview',
    links: [{ to: '/admin', label: 'admin.nav.dashboard', icon: IconGauge, end: true }],
  },
  {
    label: 'admin.nav.catalogue',
    links: [
      { to: '/admin/categories', label: 'admin.nav.categories', icon: IconCategory },
      { to: '/admin/courses', label: 'admin.nav.courses', icon: IconMovie },
      { to: '/admin/trainings', label: 'admin.nav.trainings', icon: IconCalendarEvent },
    ],
  },
  {
    label: 'admin.nav.content',
    links: [
      { to: '/admin/banners', label: 'admin.nav.banners', icon: IconPhoto },
      { to: '/admin/notices', label: 'admin.nav.notices', icon: IconSpeakerphone },
      { to: '/admin/faq', label: 'admin.nav.faq', icon: IconHelpCircle },
      { to: '/admin/terms', label: 'admin.nav.terms', icon: IconFileText },
    ],
  },
  {
    label: 'admin.nav.commerce',
    links: [
      { to: '/admin/orders', label: 'admin.nav.orders', icon: IconCreditCard },
      { to: '/admin/refunds', label: 'admin.nav.refunds', icon: IconReceiptRefund },
      { to: '/admin/coupons', label: 'admin.nav.coupons', icon: IconTicket },
      { to: '/admin/membership', label: 'admin.nav.membership', icon: IconCrown },
    ],
  },
  {
    label: 'admin.nav.people',
    links: [
      { to: '/admin/members', label: 'admin.nav.members', icon: IconUsers },
      { to: '/admin/audit', label: 'admin.nav.audit', icon: IconHistory },
      { to: '/admin/mail', label: 'admin.nav.mail', icon: IconMail },
    ],
  },
] as const;

/** The admin console's frame: a navigation bar by area and the routed page. */
export function AdminLayout() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    // Date pickers in the console start weeks on Sunday (spec §9).
    <DatesProvider settings={{ firstDayOfWeek: 0, locale: i18n.language }}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between">
            <Group gap="sm">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('header.openMenu')}
              />
              <Text fw={800} c="emerald.8">
                MEDIVENUS {t('admin.console')}
              </Text>
            </Group>
            <Group gap="sm">
              <LanguageSwitch />
              <Text size="sm" visibleFrom="sm">
                {session?.name}
              </Text>
              <Button component={Link} to="/main" variant="default" size="xs">
                {t('admin.backToSite')}
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar component="nav" aria-label={t('admin.console')}>
          <ScrollArea p="xs">
            {SECTIONS.map((section) => (
              <div key={section.label}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                  {t(section.label)}
                </Text>
                {section.links.map((link) => (
                  <NavLink
                    key={link.to}
                    component={RouterNavLink}
                    to={link.to}
                    end={'end' in link ? link.end : false}
                    label={t(link.label)}
                    leftSection={<link.icon size={18} />}
                    onClick={close}
                  />
                ))}
              </div>
            ))}
          </ScrollArea>
        </AppShell.Navbar>
        <AppShell.Main id="content">
          {/* Inside the main area: the fixed header would cover it above. */}
          <TestModeBanner />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </DatesProvider>
  );
}
