import { Badge, Checkbox, Group, Text, Title } from '@mantine/core';
import type { AdminAttendee, AttendeeStanding } from '@shared/contract/admin-catalogue';
import { formatPhoneNumber } from '@shared/format-phone';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../../components/dialogs';
import { currentLocale } from '../../../../i18n/i18n';
import { formatKrw } from '../../../../lib/format';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { useAttendees } from '../api/get-attendees';
import { useSetAttendance } from '../api/set-attendance';

/** Those who hold a seat now, and so can be checked in on the day. */
const CHECKABLE = new Set<AttendeeStanding>(['paid', 'enrolled']);
const STANDING_COLOR = {
  paid: 'emerald',
  enrolled: 'blue',
  awaiting_deposit: 'yellow',
  refunded: 'gray',
  canceled: 'gray',
} as const satisfies Record<AttendeeStanding, string>;

/** Who holds a seat, with contact details and the order, and the attendance check on the day. */
export function AttendeeList({ contentsid }: { contentsid: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const attendees = useAttendees(contentsid);
  const attendance = useSetAttendance(contentsid);
  const rows = attendees.data;
  const active = rows?.filter((row) => CHECKABLE.has(row.standing)) ?? [];
  const present = active.filter((row) => row.attendedAt).length;

  const columns: AdminColumn<AdminAttendee>[] = [
    {
      key: 'attendedAt',
      label: t('admin.trainings.attended'),
      kind: 'instant',
      render: (row) => (
        <Checkbox
          checked={row.attendedAt !== null}
          disabled={row.enrolmentid === null || !CHECKABLE.has(row.standing)}
          aria-label={t('admin.trainings.attendedOf', { name: row.name })}
          onChange={(event) =>
            row.enrolmentid !== null &&
            attendance.mutate(
              { enrolmentid: row.enrolmentid, attended: event.currentTarget.checked },
              { onError: (error) => void alertDialog(error.message) },
            )
          }
        />
      ),
    },
    { key: 'name', label: t('account.name') },
    { key: 'email', label: t('account.email') },
    { key: 'mobile', label: t('account.mobile'), value: (row) => formatPhoneNumber(row.mobile) },
    {
      key: 'standing',
      label: t('admin.members.status'),
      value: (row) => t(`admin.trainings.seat.${row.standing}`),
      render: (row) => (
        <Badge color={STANDING_COLOR[row.standing]} variant="light" data-testid="attendee-standing">
          {t(`admin.trainings.seat.${row.standing}`)}
        </Badge>
      ),
    },
    { key: 'orderId', label: t('admin.trainings.orderId') },
    {
      key: 'amount',
      label: t('admin.trainings.paid'),
      kind: 'krw',
      render: (row) =>
        row.amount === null ? t(`admin.members.sources.${row.source}`) : formatKrw(row.amount, locale),
    },
    { key: 'paidAt', label: t('admin.trainings.paidAt'), kind: 'instant' },
  ];

  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          {t('admin.trainings.attendees')}
        </Title>
        {rows && (
          <Text size="sm" c="dimmed">
            {t('admin.trainings.attendanceCount', { present, total: active.length })}
          </Text>
        )}
      </Group>
      <AdminTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.enrolmentid ?? `order-${row.orderId}`}
        loading={attendees.isPending}
        error={attendees.error}
        exportAll={{ filename: `attendees-${contentsid}.csv`, fetch: async () => rows ?? [] }}
      />
    </>
  );
}
