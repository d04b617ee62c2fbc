import { Card, Skeleton, Stack, Title } from '@mantine/core';
import type { AdminMemberDetail } from '@shared/contract/admin';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/query-states';
import { useInstructor } from '../api/get-instructor';
import { CourseAssignments } from './course-assignments';
import { InstructorProfileForm } from './instructor-profile-form';

/** On an instructor's member page: their public profile and the courses assigned to them. */
export function InstructorPanel({ member }: { member: AdminMemberDetail }) {
  return member.role === 'instructor' ? <InstructorSettings useruid={member.useruid} /> : null;
}

function InstructorSettings({ useruid }: { useruid: string }) {
  const { t } = useTranslation();
  const instructor = useInstructor(useruid);
  const { displayName, biography, photoPath } = instructor.data ?? {};
  return (
    <Card withBorder component="section" aria-labelledby="instructor-panel-heading">
      <Title order={2} fz="md" mb="sm" id="instructor-panel-heading">
        {t('admin.instructors.heading')}
      </Title>
      <ErrorAlert error={instructor.error} />
      {!instructor.data && !instructor.error && <Skeleton height={240} />}
      {instructor.data && (
        <Stack gap="lg">
          {/* Keyed by the saved profile: after a save the form starts from what the server holds,
              while an assignment leaves what is being typed alone. */}
          <InstructorProfileForm
            instructor={instructor.data}
            key={JSON.stringify([displayName, biography, photoPath])}
          />
          <div>
            <Title order={3} fz="sm" mb="xs">
              {t('admin.instructors.courses')}
            </Title>
            <CourseAssignments instructor={instructor.data} />
          </div>
        </Stack>
      )}
    </Card>
  );
}
