import { AreaChart, BarChart } from '@mantine/charts';
import {
  Anchor,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { AdminPageTitle } from '../components/page-title';
import { useDashboard } from './api/get-dashboard';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text fz={24} fw={800}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const dashboard = useDashboard();
  if (dashboard.error) return <ErrorAlert error={dashboard.error} />;
  const data = dashboard.data;
  if (!data) return <Skeleton height={400} />;
  const periods = [
    ['admin.dashboard.today', data.today],
    ['admin.dashboard.last7Days', data.last7Days],
    ['admin.dashboard.last30Days', data.last30Days],
  ] as const;

  return (
    <Stack>
      <AdminPageTitle>{t('admin.nav.dashboard')}</AdminPageTitle>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {periods.map(([label, figures]) => (
          <Stat
            key={label}
            label={t(label)}
            value={formatKrw(figures.revenue, locale)}
            hint={t('admin.dashboard.periodHint', { orders: figures.orders, members: figures.newMembers })}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Stat label={t('admin.dashboard.activeMemberships')} value={String(data.activeMemberships)} />
        <Card withBorder padding="md" component={Link} to={paths.admin.refunds()}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {t('admin.dashboard.pendingRefunds')}
          </Text>
          <Text fz={24} fw={800} c={data.pendingRefunds > 0 ? 'orange' : undefined}>
            {data.pendingRefunds}
          </Text>
        </Card>
        <Card withBorder padding="md" component={Link} to={paths.admin.membership()}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {t('admin.dashboard.failedRenewals')}
          </Text>
          <Text fz={24} fw={800} c={data.failedRenewals > 0 ? 'red' : undefined}>
            {data.failedRenewals}
          </Text>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} fz="md" mb="sm">
          {t('admin.dashboard.revenueChart')}
        </Title>
        <AreaChart
          h={240}
          data={data.dailyRevenue.map((day) => ({ day: day.day.slice(5), revenue: day.revenue }))}
          dataKey="day"
          series={[{ name: 'revenue', label: t('admin.dashboard.revenue'), color: 'emerald.6' }]}
          valueFormatter={(value) => formatKrw(value, locale)}
          curveType="monotone"
          withDots={false}
        />
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} fz="md" mb="sm">
            {t('admin.dashboard.topCourses')}
          </Title>
          {data.topCourses.length === 0 ? (
            <Text c="dimmed">{t('msg:errors.noData')}</Text>
          ) : (
            <BarChart
              h={220}
              data={data.topCourses.map((course) => ({ title: course.title, revenue: course.revenue }))}
              dataKey="title"
              series={[{ name: 'revenue', label: t('admin.dashboard.revenue'), color: 'emerald.6' }]}
              orientation="vertical"
              yAxisProps={{ width: 140 }}
              valueFormatter={(value) => formatKrw(value, locale)}
            />
          )}
        </Card>
        <Card withBorder>
          <Title order={2} fz="md" mb="sm">
            {t('admin.dashboard.upcomingTrainings')}
          </Title>
          <Table>
            <Table.Tbody>
              {data.upcomingTrainings.map((training) => (
                <Table.Tr key={training.contentsid}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.lectureDetail(training.contentsid)} size="sm">
                      {training.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(training.startsAt, locale)}
                    </Text>
                  </Table.Td>
                  <Table.Td w={160}>
                    <Group gap={6} wrap="nowrap">
                      <Progress
                        value={training.capacity ? (training.seatsTaken / training.capacity) * 100 : 0}
                        w={80}
                        aria-hidden
                      />
                      <Text size="xs">
                        {training.seatsTaken}/{training.capacity}
                      </Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
