import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminMemberDetail } from '@shared/contract/admin';
import { formatPhoneNumber } from '@shared/format-phone';
import { useParams } from 'react-router';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { ErrorAlert } from '../../../components/query-states';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/translations';
import { formatDate, formatDateTime, formatKrw } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useMember, useMemberAction } from '../api/admin-members';
import { AdminPageTitle } from '../components/page-title';
import { GrantCourseForm } from './grant-course-form';

const ENROLMENT_COLORS: Record<AdminMemberDetail['courses'][number]['status'], string> = {
  active: 'emerald',
  expired: 'gray',
  revoked: 'red',
};

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '–'}</Text>
    </div>
  );
}

export default function MemberDetailPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { useruid = '' } = useParams();
  const session = useSession();
  const member = useMember(useruid);
  const action = useMemberAction(useruid);

  if (member.error) return <ErrorAlert error={member.error} />;
  const data = member.data;
  if (!data) return <Skeleton height={400} />;
  const isSelf = session?.useruid === data.useruid;

  async function run(question: string, change: Parameters<typeof action.mutate>[0]) {
    if (!(await confirmDialog(question))) return;
    action.mutate(change, { onError: (error) => void alertDialog(error.message) });
  }

  return (
    <Stack>
      <AdminPageTitle
        actions={
          <Group gap="xs">
            <Badge color={data.status === 'active' ? 'emerald' : 'gray'}>
              {t(`admin.members.statuses.${data.status}`)}
            </Badge>
            {data.role === 'admin' && <Badge variant="outline">{t('admin.members.admin')}</Badge>}
          </Group>
        }
      >
        {data.name}
      </AdminPageTitle>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label={t('account.email')} value={data.email} />
          <Field label={t('account.mobile')} value={formatPhoneNumber(data.mobile)} />
          <Field label={t('account.memberTypeLabel')} value={t(`account.memberType.${data.memberType}`)} />
          {data.memberType === 'medical' ? (
            <>
              <Field label={t('account.licenseNumber')} value={data.licenseNumber} />
              <Field
                label={t('admin.members.verification')}
                value={data.licenseStatus && t(`account.licenseStatus.${data.licenseStatus}`)}
              />
              <Field label={t('account.affiliatedClinic')} value={data.affiliatedClinic} />
              <Field label={t('account.jobTitle')} value={data.jobTitle} />
              <Field
                label={t('account.professionalStatus')}
                value={data.professionalStatus && t(`account.professional.${data.professionalStatus}`)}
              />
              <Field
                label={t('account.birthdate')}
                value={data.birthdate && formatDate(data.birthdate, locale)}
              />
            </>
          ) : (
            <>
              <Field label={t('account.companyName')} value={data.companyName} />
              <Field label={t('account.businessNumber')} value={data.businessNumber} />
              <Field
                label={t('admin.members.verification')}
                value={data.businessStatus && t(`admin.members.business.${data.businessStatus}`)}
              />
              <Field label={t('account.businessAddress')} value={data.businessAddress} />
              <Field label={t('account.businessPhone')} value={formatPhoneNumber(data.businessPhone)} />
              <Field label={t('account.website')} value={data.website} />
            </>
          )}
          <Field label={t('account.joinedAt')} value={formatDate(data.createdAt, locale)} />
        </SimpleGrid>
        <Group mt="md" gap="xs">
          {data.memberType === 'medical' && (
            <>
              <Button
                size="xs"
                variant="light"
                disabled={data.licenseStatus === 'verified'}
                onClick={() =>
                  run(t('admin.members.confirmVerify'), { kind: 'License', body: { status: 'verified' } })
                }
              >
                {t('admin.members.verifyLicense')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="orange"
                disabled={data.licenseStatus === 'rejected'}
                onClick={() =>
                  run(t('admin.members.confirmReject'), { kind: 'License', body: { status: 'rejected' } })
                }
              >
                {t('admin.members.rejectLicense')}
              </Button>
            </>
          )}
          {!isSelf && data.status !== 'withdrawn' && (
            <>
              {data.status === 'active' ? (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() =>
                    run(t('admin.members.confirmSuspend'), { kind: 'Status', body: { status: 'suspended' } })
                  }
                >
                  {t('admin.members.suspend')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() =>
                    run(t('admin.members.confirmReactivate'), { kind: 'Status', body: { status: 'active' } })
                  }
                >
                  {t('admin.members.reactivate')}
                </Button>
              )}
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  run(
                    t(data.role === 'admin' ? 'admin.members.confirmDemote' : 'admin.members.confirmPromote'),
                    {
                      kind: 'Role',
                      body: { role: data.role === 'admin' ? 'member' : 'admin' },
                    },
                  )
                }
              >
                {t(data.role === 'admin' ? 'admin.members.demote' : 'admin.members.promote')}
              </Button>
            </>
          )}
        </Group>
      </Card>

      <Card withBorder>
        <Title order={2} fz="md" mb="sm">
          {t('admin.members.courses')}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.members.courseColumns.title')}</Table.Th>
              <Table.Th>{t('admin.members.courseColumns.source')}</Table.Th>
              <Table.Th>{t('admin.members.courseColumns.status')}</Table.Th>
              <Table.Th>{t('admin.members.courseColumns.expiresAt')}</Table.Th>
              <Table.Th>{t('admin.members.courseColumns.progress')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.courses.map((course) => (
              <Table.Tr key={`${course.contentsid}-${course.source}-${course.expiresAt}`}>
                <Table.Td>{course.title}</Table.Td>
                <Table.Td>{t(`admin.members.sources.${course.source}`)}</Table.Td>
                <Table.Td>
                  <ToneBadge color={ENROLMENT_COLORS[course.status]} data-testid="enrolment-status">
                    {t(`admin.members.enrolmentStates.${course.status}`)}
                  </ToneBadge>
                </Table.Td>
                <Table.Td>
                  {course.expiresAt ? formatDate(course.expiresAt, locale) : t('admin.members.lifetime')}
                </Table.Td>
                <Table.Td>{course.progressRate}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {data.courses.length === 0 && <Text c="dimmed">{t('msg:errors.noData')}</Text>}
        <GrantCourseForm useruid={data.useruid} />
      </Card>

      <Card withBorder>
        <Title order={2} fz="md" mb="sm">
          {t('admin.members.orders')}
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payment.orderedAt')}</Table.Th>
              <Table.Th>{t('payment.orderName')}</Table.Th>
              <Table.Th>{t('payment.amountPaid')}</Table.Th>
              <Table.Th>{t('admin.orders.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.orders.map((order) => (
              <Table.Tr key={order.paymentid}>
                <Table.Td>{formatDateTime(order.createdAt, locale)}</Table.Td>
                <Table.Td>{order.orderName}</Table.Td>
                <Table.Td>{formatKrw(order.amount, locale)}</Table.Td>
                <Table.Td>
                  <PaymentStatusBadge item={order} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {data.orders.length === 0 && <Text c="dimmed">{t('msg:errors.noData')}</Text>}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} fz="md" mb="sm">
            {t('routes.membership')}
          </Title>
          {data.membership ? (
            <Text size="sm">
              {t(`admin.members.membershipStatus.${data.membership.status}`)} ·{' '}
              {formatDate(data.membership.currentPeriodEnd, locale)}
              {data.membership.cancelAtPeriodEnd ? ` · ${t('admin.members.cancelAtPeriodEnd')}` : ''}
            </Text>
          ) : (
            <Text c="dimmed">{t('msg:errors.noData')}</Text>
          )}
        </Card>
        <Card withBorder>
          <Title order={2} fz="md" mb="sm">
            {t('account.marketingTitle')}
          </Title>
          {data.consents.map((consent) => (
            <Text key={`${consent.channel}-${consent.changedAt}`} size="sm">
              {formatDateTime(consent.changedAt, locale)} · {t(`account.channel.${consent.channel}`)} ·{' '}
              {t(consent.consented ? 'admin.members.consented' : 'admin.members.withdrawn')}
            </Text>
          ))}
          {data.consents.length === 0 && <Text c="dimmed">{t('msg:errors.noData')}</Text>}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
