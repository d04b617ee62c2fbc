import { Button, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconBooks, IconCalendarEvent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { useMyCourses } from './api/get-my-courses';
import { useMyTrainings } from './api/get-my-trainings';
import { CreditsTab } from './components/credits-tab';
import { MyCourseCard } from './components/my-course-card';
import { MyTrainingCard } from './components/my-training-card';

const TABS = ['inProgress', 'completed', 'training', 'credits'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = {
  inProgress: 'learning.tabInProgress',
  completed: 'learning.tabCompleted',
  training: 'learning.tabTraining',
  credits: 'learning.tabCredits',
} as const;
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

interface ListQuery {
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** A tab's list while loading, failed, empty (with a next step) or filled. */
function TabList({ query, empty, children }: { query: ListQuery; empty: ReactNode; children: ReactNode[] }) {
  if (query.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={130} />
        <Skeleton h={130} />
      </Stack>
    );
  if (query.error) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  if (children.length === 0) return empty;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/**
 * /mypage/courses: the member's courses, in progress or completed, their in-person training seats,
 * and their 연수평점 (`?tab=credits` opens that tab, e.g. from a link).
 */
export default function MyCoursesPage() {
  const { t } = useTranslation();
  const useruid = useSession()?.useruid ?? '';
  const locale = currentLocale();
  const courses = useMyCourses(useruid, locale);
  const trainings = useMyTrainings(useruid, locale);
  const asked = useSearchParams()[0].get('tab');
  const [tab, setTab] = useState<Tab>(isTab(asked) ? asked : 'inProgress');
  const inTab = (value: 'inProgress' | 'completed') =>
    (courses.data ?? []).filter((course) => course.completed === (value === 'completed'));
  const count = (value: Tab) => {
    if (value === 'credits') return undefined;
    if (value === 'training') return trainings.data?.length;
    return courses.data ? inTab(value).length : undefined;
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        {t('routes.myCourses')}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as Tab | null) ?? 'inProgress')}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(TAB_LABEL[value])}
              {count(value) === undefined ? '' : ` ${count(value)}`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(['inProgress', 'completed'] as const).map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <TabList
              query={courses}
              empty={
                <EmptyState icon={IconBooks}>
                  {value === 'inProgress' && (
                    <Button component={Link} to={paths.campus()} variant="light" size="sm">
                      {t('learning.browseCourses')}
                    </Button>
                  )}
                </EmptyState>
              }
            >
              {inTab(value).map((course) => (
                <MyCourseCard key={course.contentsid} course={course} />
              ))}
            </TabList>
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="training" pt="md">
          <TabList
            query={trainings}
            empty={
              <EmptyState icon={IconCalendarEvent}>
                <Button component={Link} to={paths.training()} variant="light" size="sm">
                  {t('learning.browseTrainings')}
                </Button>
              </EmptyState>
            }
          >
            {(trainings.data ?? []).map((training) => (
              <MyTrainingCard key={training.enrolmentid} training={training} />
            ))}
          </TabList>
        </Tabs.Panel>
        <Tabs.Panel value="credits" pt="md">
          <CreditsTab useruid={useruid} locale={locale} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
