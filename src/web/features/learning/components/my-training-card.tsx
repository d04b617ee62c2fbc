import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MyTraining } from '@shared/contract/learning';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { formatSchedule } from '../../../lib/seoul-dates';
import { TicketQr } from './ticket-qr';

const STATUS_COLOR = { upcoming: 'blue', attended: 'emerald', notAttended: 'gray' } as const;

/** One training seat of /mypage/courses: when, where, and whether the member was checked in. */
export function MyTrainingCard({ training }: { training: MyTraining }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const place = [training.venue, training.venueAddress].filter(Boolean).join(' · ');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      data-testid={`my-training-${training.contentsid}`}
    >
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light" color={STATUS_COLOR[training.status]} c="dark" data-testid="training-status">
            {t(`learning.trainingStatus.${training.status}`)}
          </Badge>
          {training.edutype && (
            <Badge variant="light" color="gray" c="dark">
              {t(`training.edutype.${training.edutype}`)}
            </Badge>
          )}
        </Group>
        <Title order={3} fz="md" lineClamp={2}>
          <Link to={paths.lectureDetail(training.contentsid)} style={{ color: 'inherit' }}>
            {training.title}
          </Link>
        </Title>
        {training.startsAt && (
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="sm">{formatSchedule(training.startsAt, training.endsAt, locale)}</Text>
          </Group>
        )}
        {place && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{place}</Text>
          </Group>
        )}
        {training.attendedAt && (
          <Text size="sm" c="dimmed">
            {t('learning.trainingAttendedOn', { date: formatDate(training.attendedAt, locale) })}
          </Text>
        )}
        {training.status !== 'notAttended' && <TicketQr code={training.ticket} />}
      </Stack>
    </Card>
  );
}
