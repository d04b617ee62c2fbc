import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TrainingCard as TrainingCardData } from '@shared/contract/contents';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n/i18n';
import { formatKrw } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { formatSchedule, seoulMonthDay } from '../../../lib/seoul-dates';
import { RecruitBadge } from './recruit-badge';
import { SeatsLeft } from './seats-left';
import classes from './training.module.css';

/** One session: date block, title, date/time, venue, seats left, price and whether it is open. */
export function TrainingCard({
  session,
  headingOrder = 3,
}: {
  session: TrainingCardData;
  headingOrder?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const day = session.startsAt ? seoulMonthDay(session.startsAt, locale) : null;
  return (
    <Card
      component={Link}
      to={paths.lectureDetail(session.contentsid)}
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-testid="training-card"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Box className={classes.dateBlock} aria-hidden>
          <Text size="xs" fw={700} c="emerald.9">
            {day?.month ?? '—'}
          </Text>
          <Text fz={26} fw={800} lh={1.1} c="dark">
            {day?.day ?? ''}
          </Text>
        </Box>
        <Stack gap={6} miw={0} flex={1}>
          <Group gap={6}>
            <RecruitBadge session={session} />
            {session.edutype && (
              <Badge variant="light" color="gray" c="dark">
                {t(`training.edutype.${session.edutype}`)}
              </Badge>
            )}
          </Group>
          <Title order={headingOrder} fz="md" lh={1.4} lineClamp={2}>
            {session.title}
          </Title>
          {session.startsAt && (
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden />
              <Text size="sm">{formatSchedule(session.startsAt, session.endsAt, locale)}</Text>
            </Group>
          )}
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm" lineClamp={1}>
              {session.venue}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <SeatsLeft session={session} />
            <Text fw={800}>
              {session.price === 0 ? t('training.free') : formatKrw(session.price, locale)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
