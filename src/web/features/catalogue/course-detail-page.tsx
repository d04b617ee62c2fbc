import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  DetailLayout,
  DetailSection,
  detailFallback,
  InstructorSection,
} from '../../components/detail-layout';
import { SafeHtml } from '../../components/safe-html';
import { currentLocale } from '../../i18n/i18n';
import { formatMinutes } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { idParam } from '../../lib/use-url-filters';
import { useCourseInfo } from './api/get-course-info';
import { CourseInstructors } from './components/course-instructors';
import { Curriculum } from './components/curriculum';
import { PurchasePanel } from './components/purchase-panel';

/** `sections`: what other features add under the course's own sections (composed in src/web/app). */
export default function CourseDetailPage({ sections }: { sections?: (contentsid: number) => ReactNode }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const session = useSession();
  const contentsid = idParam(useParams().contentsid);
  const query = useCourseInfo(contentsid ?? 0, locale, session?.useruid ?? null);

  const fallback = detailFallback({
    validId: contentsid !== undefined,
    query,
    back: { to: paths.campus(), label: t('catalogue.backToCampus') },
  });
  if (fallback || !query.data) return fallback;

  const course = query.data;
  const facts = [
    { label: t('catalogue.instructor'), value: course.instructor },
    { label: t('catalogue.levelLabel'), value: t(`catalogue.level.${course.level}`) },
    {
      label: t('catalogue.duration'),
      value: `${formatMinutes(course.totalDurationSec, locale)} · ${t('catalogue.lessonCount', { count: course.lessonCount })}`,
    },
    { label: t('catalogue.languageLabel'), value: t(`catalogue.lang.${course.lang}`) },
  ];

  return (
    <DetailLayout
      badges={
        <>
          <Badge variant="light" color="gray" c="dark">
            {t(`catalogue.level.${course.level}`)}
          </Badge>
          {course.freePreviewCount > 0 && (
            <Badge variant="outline" color="emerald.8">
              {t('catalogue.freePreviewCount', { count: course.freePreviewCount })}
            </Badge>
          )}
        </>
      }
      title={course.title}
      summary={course.summary}
      facts={facts}
      panel={<PurchasePanel course={course} />}
    >
      <DetailSection id="description-heading" title={t('catalogue.descriptionHeading')}>
        <SafeHtml html={course.description} />
        {course.tags.length > 0 && (
          <Group gap={6}>
            {course.tags.map((tag) => (
              <Badge key={tag} variant="default" tt="none" c="gray.8">
                #{tag}
              </Badge>
            ))}
          </Group>
        )}
      </DetailSection>
      <DetailSection
        id="curriculum-heading"
        title={t('catalogue.curriculumHeading')}
        // Two chapters of three lessons, as most courses have.
        estimatedHeight={{ desktop: 290, phone: 380 }}
        aside={
          <Text size="sm" c="gray.7">
            {t('catalogue.chapterCount', { count: course.chapters.length })} ·{' '}
            {t('catalogue.lessonCount', { count: course.lessonCount })} ·{' '}
            {formatMinutes(course.totalDurationSec, locale)}
          </Text>
        }
      >
        <Curriculum chapters={course.chapters} />
      </DetailSection>
      {course.instructors.length > 0 ? (
        <CourseInstructors instructors={course.instructors} />
      ) : (
        <InstructorSection
          id="instructor-heading"
          title={t('catalogue.instructorHeading')}
          name={course.instructor}
          bio={course.instructorBio}
        />
      )}
      {sections?.(course.contentsid)}
    </DetailLayout>
  );
}
