import { Anchor, Button, Group, List, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminInstructor } from '@shared/contract/instructors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alertDialog, confirmDialog } from '../../../../components/dialogs';
import { paths } from '../../../../lib/paths';
import { useCourseSearch } from '../../courses/api/get-contents-list';
import { useSetCourseAssignment } from '../api/set-course-assignment';

/** The courses the instructor answers for: each can be taken off; a course found by its title is added. */
export function CourseAssignments({ instructor }: { instructor: AdminInstructor }) {
  const { t } = useTranslation();
  const assignment = useSetCourseAssignment(instructor.useruid);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [typed] = useDebouncedValue(search, 300);
  const courses = useCourseSearch(typed);
  const change = (contentsid: number, assigned: boolean, onSuccess?: () => void) =>
    assignment.mutate(
      { contentsid, assigned },
      { onSuccess, onError: (error) => void alertDialog(error.message) },
    );

  return (
    <>
      {instructor.courses.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin.instructors.noAssignedCourses')}
        </Text>
      ) : (
        <List spacing={4} data-testid="assigned-courses">
          {instructor.courses.map((course) => (
            <List.Item key={course.contentsid}>
              <Group gap="xs">
                <Anchor component={Link} to={paths.admin.course(course.contentsid)} size="sm">
                  {course.title}
                </Anchor>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  c="red.9"
                  aria-label={t('admin.instructors.unassignCourse', { title: course.title })}
                  onClick={async () => {
                    if (await confirmDialog(t('admin.instructors.confirmUnassign', { title: course.title })))
                      change(course.contentsid, false);
                  }}
                >
                  {t('admin.instructors.unassign')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-end" mt="sm">
        <Select
          label={t('admin.instructors.assignCourse')}
          placeholder={t('admin.members.grantCourseSearch')}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('common.clear') }}
          // The server searches titles; the box only shows what it answered.
          filter={({ options }) => options}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={courses.isFetching ? undefined : t('admin.members.grantCourseNone')}
          data={(courses.data ?? []).map((course) => ({
            value: String(course.contentsid),
            label: course.title,
          }))}
          value={chosen}
          onChange={setChosen}
          w={320}
        />
        <Button
          variant="light"
          disabled={chosen === null}
          loading={assignment.isPending}
          onClick={() =>
            chosen !== null &&
            change(Number(chosen), true, () => {
              setChosen(null);
              setSearch('');
            })
          }
        >
          {t('admin.instructors.assign')}
        </Button>
      </Group>
    </>
  );
}
