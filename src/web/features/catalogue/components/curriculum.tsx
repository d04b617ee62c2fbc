import { Badge, Group, Text } from '@mantine/core';
import type { CourseDetail } from '@shared/contract/contents';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatMinutes } from '../../../lib/format';
import classes from './curriculum.module.css';

/** Mantine's accordion chevron (15×15), turned when the chapter is open. */
const CHEVRON =
  'M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z';

/** Chapters that open and close (the first open), each lesson with its duration and free-preview mark. */
export function Curriculum({ chapters }: { chapters: CourseDetail['chapters'] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <div data-testid="curriculum">
      {chapters.map((chapter, index) => {
        const seconds = chapter.lessons.reduce((sum, lesson) => sum + lesson.durationSec, 0);
        return (
          <details key={chapter.chapterid} className={classes.chapter} open={index === 0}>
            <summary className={`mantine-focus-auto ${classes.control}`}>
              <Group justify="space-between" wrap="nowrap" pr="sm" className={classes.label}>
                {/* As the operator typed it: an automatic "N장." doubled titles that carry their own number. */}
                <Text fw={700}>{chapter.title}</Text>
                <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                  {t('catalogue.lessonCount', { count: chapter.lessons.length })} ·{' '}
                  {formatMinutes(seconds, locale)}
                </Text>
              </Group>
              <svg viewBox="0 0 15 15" aria-hidden className={classes.chevron}>
                <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
              </svg>
            </summary>
            <div className={classes.content}>
              <ol className={classes.lessons}>
                {chapter.lessons.map((lesson) => (
                  <li key={lesson.lessonid}>
                    <Group
                      justify="space-between"
                      wrap="nowrap"
                      py={8}
                      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                    >
                      <Group gap={8} wrap="nowrap" miw={0}>
                        <IconPlayerPlay size={14} aria-hidden color="var(--mantine-color-gray-6)" />
                        <Text size="sm">{lesson.title}</Text>
                        {lesson.isFreePreview && (
                          <Badge size="sm" variant="filled" color="emerald.8">
                            {t('catalogue.freePreview')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                        {formatMinutes(lesson.durationSec, locale)}
                      </Text>
                    </Group>
                  </li>
                ))}
              </ol>
            </div>
          </details>
        );
      })}
    </div>
  );
}
