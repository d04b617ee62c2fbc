import { Button, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/use-session';
import { EmptyState, ErrorState } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { useMyCourses } from './api/get-my-courses';
import { MyCourseCard } from './components/my-course-card';

const TABS = ['inProgress', 'completed'] as const;
type Tab = (typeof TABS)[number];

/** /mypage/courses: the member's courses, in progress or completed. */
export default function MyCoursesPage() {
  const { t } = useTranslation();
  const useruid = useSession()?.useruid ?? '';
  const courses = useMyCourses(useruid, currentLocale());
  const [tab, setTab] = useState<Tab>('inProgress');
  const items = courses.data ?? [];
  const inTab = (value: Tab) => items.filter((course) => course.completed === (value === 'completed'));

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
              {t(value === 'completed' ? 'learning.tabCompleted' : 'learning.tabInProgress')}
              {courses.data ? ` ${inTab(value).length}` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {courses.isPending ? (
              <Stack gap="sm" aria-busy="true">
                <Skeleton h={130} />
                <Skeleton h={130} />
              </Stack>
            ) : courses.error ? (
              <ErrorState error={courses.error} onRetry={() => courses.refetch()} />
            ) : inTab(value).length === 0 ? (
              <EmptyState icon={IconBooks}>
                {value === 'inProgress' && (
                  <Button component={Link} to="/campus" variant="light" size="sm">
                    {t('learning.browseCourses')}
                  </Button>
                )}
              </EmptyState>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {inTab(value).map((course) => (
                  <MyCourseCard key={course.contentsid} course={course} />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
