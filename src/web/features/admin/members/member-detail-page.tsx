import { Badge, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/query-states';
import { AdminPageTitle } from '../components/page-title';
import { InstructorPanel } from '../instructors/components/instructor-panel';
import { useMember } from './api/get-member';
import { MemberProfile } from './member-profile';
import { MemberCourses, MemberMembershipAndConsents, MemberOrders } from './member-records';

/** /admin/members/:useruid: one member's account, enrolments, orders, membership and consents. */
export default function MemberDetailPage() {
  const { t } = useTranslation();
  const { useruid = '' } = useParams();
  const member = useMember(useruid);

  if (member.error) return <ErrorAlert error={member.error} />;
  const data = member.data;
  if (!data) return <Skeleton height={400} />;

  return (
    <Stack>
      <AdminPageTitle
        actions={
          <Group gap="xs">
            <Badge color={data.status === 'active' ? 'emerald' : 'gray'}>
              {t(`admin.members.statuses.${data.status}`)}
            </Badge>
            {data.role !== 'member' && (
              <Badge variant="outline">{t(`admin.members.roles.${data.role}`)}</Badge>
            )}
          </Group>
        }
      >
        {data.name}
      </AdminPageTitle>
      <MemberProfile member={data} />
      <InstructorPanel member={data} />
      <MemberCourses member={data} />
      <MemberOrders member={data} />
      <MemberMembershipAndConsents member={data} />
    </Stack>
  );
}
