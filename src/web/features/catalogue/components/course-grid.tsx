import { SimpleGrid, Skeleton } from '@mantine/core';
import type { CourseCard as CourseCardData } from '@shared/contract/contents';
import { EmptyState } from '../../../components/query-states';
import { CourseCard } from './course-card';

/**
 * Courses in a responsive grid; skeleton cards of the same shape while loading. The first
 * `eagerCount` thumbnails load at once: a lazy image on the first screen waits for layout and
 * delays the page's largest paint.
 */
export function CourseGrid({
  courses,
  loading,
  skeletons = 8,
  headingOrder = 3,
  eagerCount = 0,
}: {
  courses: CourseCardData[] | undefined;
  loading: boolean;
  skeletons?: number;
  headingOrder?: 2 | 3 | 4;
  eagerCount?: number;
}) {
  if (!loading && courses?.length === 0) return <EmptyState />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" verticalSpacing="lg">
      {loading || !courses
        ? Array.from({ length: skeletons }, (_, index) => <Skeleton key={index} radius="md" h={320} />)
        : courses.map((course, position) => (
            <CourseCard
              key={course.contentsid}
              course={course}
              headingOrder={headingOrder}
              eager={position < eagerCount}
            />
          ))}
    </SimpleGrid>
  );
}
