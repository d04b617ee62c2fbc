import { Badge, Button, Checkbox, Group, Text, Title } from '@mantine/core';
import type { AdminAttendee, AttendeeStanding } from '@shared/contract/admin-catalogue';
import { formatPhoneNumber } from '@shared/format-phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alertDialog } from '../../../../components/dialogs';
import { currentLocale } from '../../../../i18n/i18n';
import { formatKrw, formatMinutes } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { type AdminColumn, AdminTable } from '../../components/admin-table';
import { useAttendees } from '../api/get-attendees';
import { useSetAttendance } from '../api/set-attendance';
import { PresenceCorrectionModal } from './presence-correction-modal';

/** Those who hold a seat now, and so can be checked in on the day. */
const CHECKABLE = new Set<AttendeeStanding>(['paid', 'enrolled']);
const STANDING_COLOR = {
  paid: 'emerald',
  enrolled: 'blue',
  awaiting_deposit: 'yellow',
  refunded: 'gray',
  canceled: 'gray',
} as const satisfies Record<AttendeeStanding, string>;

/** Who holds a seat, with contact details and the order, and the arrival and departure scanned at the door. */
export function AttendeeList({ contentsid }: { contentsid: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const attendees = useAttendees(contentsid);
  const attendance = useSetAttendance(contentsid);
  const [correcting, setCorrecting] = useState<(AdminAttendee & { enrolmentid: number }) | null>(null);
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
    { key: 'arrivedAt', label: t('admin.checkin.arrivedAt'), kind: 'instant' },
    { key: 'departedAt', label: t('admin.checkin.departedAt'), kind: 'instant' },
    {
      key: 'presentSec',
      label: t('admin.checkin.present'),
      value: (row) => (row.presentSec === null ? '' : formatMinutes(row.presentSec, locale)),
    },
    {
      key: 'creditTenths',
      label: t('admin.checkin.credits'),
      value: (row) => (row.creditTenths === null ? '' : row.creditTenths / 10),
    },
    {
      key: 'enrolmentid',
      label: t('admin.checkin.correct'),
      value: () => null,
      render: (row) =>
        row.enrolmentid !== null &&
        CHECKABLE.has(row.standing) && (
          <Button
            size="compact-xs"
            variant="default"
            aria-label={t('admin.checkin.correctOf', { name: row.name })}
            onClick={() => setCorrecting({ ...row, enrolmentid: row.enrolmentid! })}
          >
            {t('admin.checkin.correct')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          {t('admin.trainings.attendees')}
        </Title>
        <Group gap="sm">
          {rows && (
            <Text size="sm" c="dimmed">
              {t('admin.trainings.attendanceCount', { present, total: active.length })}
            </Text>
          )}
          <Button component={Link} to={paths.admin.trainingCheckIn(contentsid)} size="xs">
            {t('admin.checkin.open')}
          </Button>
        </Group>
      </Group>
      <AdminTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.enrolmentid ?? `order-${row.orderId}`}
        loading={attendees.isPending}
        error={attendees.error}
        exportAll={{ filename: `attendees-${contentsid}.csv`, fetch: async () => rows ?? [] }}
      />
      {correcting && (
        <PresenceCorrectionModal
          contentsid={contentsid}
          attendee={correcting}
          onClose={() => setCorrecting(null)}
        />
      )}
    </>
  );
}
