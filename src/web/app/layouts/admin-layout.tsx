import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
// Mantine's pickers name months and weekdays through dayjs, which knows only English until told.
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import { ActionIcon, AppShell, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import type { ROLES } from '@shared/contract/account-values';
import {
  IconCalendarEvent,
  IconCategory,
  IconChartBar,
  IconCreditCard,
  IconCrown,
  IconFileText,
  IconFlag,
  IconGauge,
  IconHelpCircle,
  IconHistory,
  IconHome,
  IconId,
  IconLogout,
  IconMail,
  IconMessageQuestion,
  IconMessageStar,
  IconMovie,
  IconPhoto,
  IconPresentation,
  IconReceipt,
  IconReceiptRefund,
  IconReceiptTax,
  IconSchool,
  IconSpeakerphone,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { logout } from '../../features/account/api/logout';
import { currentLocale } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { LanguageSwitch } from '../language-switch';
import { TestModeBanner } from '../test-mode-banner';

type Role = (typeof ROLES)[number];

interface ConsoleLink {
  to: string;
  label: string;
  icon: typeof IconHome;
  end?: boolean;
  /** Who sees the link: operators only unless it says so (an instructor's pages also name 'instructor'). */
  who?: readonly Role[];
}

const EVERYONE_IN_CONSOLE: readonly Role[] = ['instructor', 'admin'];

const SECTIONS: readonly { label: string; links: readonly ConsoleLink[] }[] = [
  {
    label: 'admin.nav.overview',
    links: [
      { to: paths.admin.dashboard(), label: 'admin.nav.dashboard', icon: IconGauge, end: true },
      {
        to: paths.admin.instructorConsole(),
        label: 'admin.nav.instructorConsole',
        icon: IconPresentation,
        who: EVERYONE_IN_CONSOLE,
      },
      { to: paths.admin.salesReport(), label: 'admin.nav.salesReport', icon: IconChartBar },
      { to: paths.admin.progressReport(), label: 'admin.nav.progressReport', icon: IconSchool },
      {
        to: paths.admin.reviews(),
        label: 'admin.nav.reviews',
        icon: IconMessageStar,
        who: EVERYONE_IN_CONSOLE,
      },
      {
        to: paths.admin.questions(),
        label: 'admin.nav.questions',
        icon: IconMessageQuestion,
        who: EVERYONE_IN_CONSOLE,
      },
    ],
  },
  {
    label: 'admin.nav.catalogue',
    links: [
      { to: paths.admin.categories(), label: 'admin.nav.categories', icon: IconCategory },
      { to: paths.admin.courses(), label: 'admin.nav.courses', icon: IconMovie },
      { to: paths.admin.trainings(), label: 'admin.nav.trainings', icon: IconCalendarEvent },
    ],
  },
  {
    label: 'admin.nav.content',
    links: [
      { to: paths.admin.banners(), label: 'admin.nav.banners', icon: IconPhoto },
      { to: paths.admin.notices(), label: 'admin.nav.notices', icon: IconSpeakerphone },
      { to: paths.admin.faq(), label: 'admin.nav.faq', icon: IconHelpCircle },
      { to: paths.admin.terms(), label: 'admin.nav.terms', icon: IconFileText },
      { to: paths.admin.moderation(), label: 'admin.nav.moderation', icon: IconFlag },
    ],
  },
  {
    label: 'admin.nav.commerce',
    links: [
      { to: paths.admin.orders(), label: 'admin.nav.orders', icon: IconCreditCard },
      { to: paths.admin.refunds(), label: 'admin.nav.refunds', icon: IconReceiptRefund },
      { to: paths.admin.taxInvoices(), label: 'admin.nav.taxInvoices', icon: IconReceiptTax },
      { to: paths.admin.cashReceipts(), label: 'admin.nav.cashReceipts', icon: IconReceipt },
      { to: paths.admin.coupons(), label: 'admin.nav.coupons', icon: IconTicket },
      { to: paths.admin.membership(), label: 'admin.nav.membership', icon: IconCrown },
    ],
  },
  {
    label: 'admin.nav.people',
    links: [
      { to: paths.admin.members(), label: 'admin.nav.members', icon: IconUsers },
      { to: paths.admin.licenses(), label: 'admin.nav.licenses', icon: IconId },
      { to: paths.admin.audit(), label: 'admin.nav.audit', icon: IconHistory },
      { to: paths.admin.mail(), label: 'admin.nav.mail', icon: IconMail },
    ],
  },
];

/** The sections with the links this role may use; a section left empty is not shown. */
function sectionsFor(role: string | undefined) {
  return SECTIONS.map((section) => ({
    ...section,
    links: section.links.filter((link) => (link.who ?? ['admin']).some((who) => who === role)),
  })).filter((section) => section.links.length > 0);
}

interface HeaderActionProps {
  icon: typeof IconHome;
  label: string;
  /** A link to this path, or else a button running onClick. */
  to?: string;
  onClick?(): void;
}

/** A header action with its words on wide screens and only its icon (named for screen readers) on phones. */
function HeaderAction({ icon: Icon, label, to, onClick }: HeaderActionProps) {
  const action = to
    ? { renderRoot: (props: Record<string, unknown>) => <Link to={to} {...props} /> }
    : { onClick };
  return (
    <>
      <Button {...action} variant="default" size="xs" leftSection={<Icon size={14} />} visibleFrom="sm">
        {label}
      </Button>
      <ActionIcon {...action} variant="default" size="lg" aria-label={label} hiddenFrom="sm">
        <Icon size={18} />
      </ActionIcon>
    </>
  );
}

/** The admin console's frame: a header, a navigation bar by area and the routed page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    // Date pickers in the console start weeks on Sunday (spec §9).
    <DatesProvider settings={{ firstDayOfWeek: 0, locale: currentLocale() }}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('header.openMenu')}
              />
              <Text fw={800} c="emerald.8" truncate>
                MEDIVENUS{' '}
                <Text span inherit visibleFrom="sm">
                  {t('admin.console')}
                </Text>
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <Text size="sm" visibleFrom="md">
                {session?.name}
              </Text>
              <HeaderAction icon={IconHome} label={t('admin.backToSite')} to={paths.main()} />
              <HeaderAction
                icon={IconLogout}
                label={t('header.logout')}
                onClick={async () => {
                  await logout();
                  navigate(paths.login());
                }}
              />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar component="nav" aria-label={t('admin.console')}>
          <ScrollArea p="xs">
            {sectionsFor(session?.role).map((section) => (
              <div key={section.label}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                  {t(section.label)}
                </Text>
                {section.links.map((link) => (
                  <NavLink
                    key={link.to}
                    component={RouterNavLink}
                    to={link.to}
                    end={link.end ?? false}
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
