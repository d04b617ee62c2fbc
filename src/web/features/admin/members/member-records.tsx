import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { AdminMemberDetail } from '@shared/contract/admin';
import { useTranslation } from 'react-i18next';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate, formatDateTime, formatKrw } from '../../../lib/format';
import { GrantCourseForm } from './grant-course-form';

const ENROLMENT_COLORS: Record<AdminMemberDetail['courses'][number]['status'], string> = {
  active: 'emerald',
  expired: 'gray',
  revoked: 'red',
};

/** The member's enrolments, how each came and how far it got, with the form to grant another course. */
export function MemberCourses({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
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
          {member.courses.map((course) => (
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
      {member.courses.length === 0 && <Text c="dimmed">{t('msg:errors.noData')}</Text>}
      <GrantCourseForm useruid={member.useruid} />
    </Card>
  );
}

/** The member's orders, newest first as the server gives them. */
export function MemberOrders({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
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
          {member.orders.map((order) => (
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
      {member.orders.length === 0 && <Text c="dimmed">{t('msg:errors.noData')}</Text>}
    </Card>
  );
}

/** The member's membership and the history of their marketing consents, side by side. */
export function MemberMembershipAndConsents({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder>
        <Title order={2} fz="md" mb="sm">
          {t('routes.membership')}
        </Title>
        {member.membership ? (
          <Text size="sm">
            {t(`admin.members.membershipStatus.${member.membership.status}`)} ·{' '}
            {formatDate(member.membership.currentPeriodEnd, locale)}
            {member.membership.cancelAtPeriodEnd ? ` · ${t('admin.members.cancelAtPeriodEnd')}` : ''}
          </Text>
        ) : (
          <Text c="dimmed">{t('msg:errors.noData')}</Text>
        )}
      </Card>
      <Card withBorder>
        <Title order={2} fz="md" mb="sm">
          {t('account.marketingTitle')}
        </Title>
        {member.consents.map((consent) => (
          <Text key={`${consent.channel}-${consent.changedAt}`} size="sm">
            {formatDateTime(consent.changedAt, locale)} · {t(`account.channel.${consent.channel}`)} ·{' '}
            {t(consent.consented ? 'admin.members.consented' : 'admin.members.withdrawn')}
          </Text>
        ))}
        {member.consents.length === 0 && <Text c="dimmed">{t('msg:errors.noData')}</Text>}
      </Card>
    </SimpleGrid>
  );
}
