import { Accordion, Badge, Group, Text } from '@mantine/core';
import type { CourseDetail } from '@shared/contract/contents';
import { IconPlayerPlay } from '@tabler/icons-react';
import { currentLocale } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/translations';
import { formatMinutes } from '../../../lib/format';

/** Chapters as an accordion (the first open), each lesson with its duration and free-preview mark. */
export function Curriculum({ chapters }: { chapters: CourseDetail['chapters'] }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const first = chapters[0];
  return (
    <Accordion
      multiple
      variant="separated"
      defaultValue={first ? [String(first.chapterid)] : []}
      data-testid="curriculum"
    >
      {chapters.map((chapter) => {
        const seconds = chapter.lessons.reduce((sum, lesson) => sum + lesson.durationSec, 0);
        return (
          <Accordion.Item key={chapter.chapterid} value={String(chapter.chapterid)}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" pr="sm">
                {/* As the operator typed it: an automatic "N장." doubled titles that carry their own number. */}
                <Text fw={700}>{chapter.title}</Text>
                <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                  {t('catalogue.lessonCount', { count: chapter.lessons.length })} ·{' '}
                  {formatMinutes(seconds, locale)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <ol style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
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
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
