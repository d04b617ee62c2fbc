import { Anchor, Avatar, Group, List, Stack, Text } from '@mantine/core';
import type { PublicInstructor } from '@shared/contract/instructors';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailSection } from '../../../components/detail-layout';
import { paths } from '../../../lib/paths';

/** The course page's instructors: photo, name, biography as typed (plain text) and their other courses. */
export function CourseInstructors({ instructors }: { instructors: PublicInstructor[] }) {
  const { t } = useTranslation();
  return (
    <DetailSection id="instructor-heading" title={t('instructors.heading')} data-testid="course-instructors">
      {instructors.map((instructor) => (
        <Group key={instructor.name} align="flex-start" wrap="nowrap" gap="md">
          <Avatar src={instructor.photoUrl} alt={instructor.name} size={72} radius="xl">
            {instructor.name.slice(0, 1)}
          </Avatar>
          <Stack gap={6} miw={0}>
            <Text fw={700}>{instructor.name}</Text>
            {instructor.biography && <Text style={{ whiteSpace: 'pre-wrap' }}>{instructor.biography}</Text>}
            {instructor.otherCourses.length > 0 && (
              <>
                <Text size="sm" fw={700} mt="xs">
                  {t('instructors.otherCourses', { name: instructor.name })}
                </Text>
                <List size="sm" spacing={2}>
                  {instructor.otherCourses.map((course) => (
                    <List.Item key={course.contentsid}>
                      <Anchor component={Link} to={paths.courseDetail(course.contentsid)}>
                        {course.title}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        </Group>
      ))}
    </DetailSection>
  );
}
