import { Alert, Button, Card, Divider, Stack, Text } from '@mantine/core';
import type { TrainingDetail } from '@shared/contract/contents';
import { IconCalendarPlus, IconCircleCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  DetailLayout,
  DetailSection,
  detailFallback,
  InstructorSection,
} from '../../components/detail-layout';
import { alertDialog } from '../../components/dialogs';
import { SafeHtml } from '../../components/safe-html';
import { Thumbnail } from '../../components/thumbnail';
import { currentLocale } from '../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../lib/format';
import { paths } from '../../lib/paths';
import { formatSchedule } from '../../lib/seoul-dates';
import { useSession } from '../../lib/use-session';
import { idParam } from '../../lib/use-url-filters';
import { downloadIcs } from './api/download-ics';
import { useTrainingInfo } from './api/get-training-info';
import { RecruitBadge } from './components/recruit-badge';
import { seatsText } from './components/seats-left';

/** Enrol (to the payment page), or a disabled button with the reason; and the .ics download. */
function EnrolPanel({ session }: { session: TrainingDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const headingId = useId();
  const reasonId = useId();
  const [downloading, setDownloading] = useState(false);

  async function addToCalendar() {
    setDownloading(true);
    try {
      await downloadIcs(session.icsUrl, `training-${session.contentsid}.ics`);
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  }

  const closed = session.recruittype === 'closed';
  return (
    <Card withBorder radius="md" padding="lg" shadow="sm" component="section" aria-labelledby={headingId}>
      <Card.Section>
        <Thumbnail src={session.thumbnailUrl} priority />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Text id={headingId} fw={700} size="sm" c="gray.7">
          {t('training.enrolHeading')}
        </Text>
        <Text fw={800} fz="xl">
          {session.price === 0 ? t('training.free') : formatKrw(session.price, locale)}
        </Text>
        <Text size="sm">{seatsText(session, t)}</Text>
        <Divider />
        {session.enrolled ? (
          <Alert color="emerald" variant="light" icon={<IconCircleCheck size={18} />} p="xs">
            <Text size="sm" c="dark">
              {t('training.enrolled')}
            </Text>
          </Alert>
        ) : closed ? (
          <Stack gap={6}>
            <Button size="md" fullWidth disabled aria-describedby={reasonId} data-testid="enrol-button">
              {t('training.enrol')}
            </Button>
            <Text id={reasonId} size="sm" c="red.9" role="note">
              {session.closedMessage || t('training.closed')}
            </Text>
          </Stack>
        ) : (
          <Button
            component={Link}
            to={paths.payment(session.contentsid)}
            size="md"
            fullWidth
            data-testid="enrol-button"
          >
            {t('training.enrol')}
          </Button>
        )}
        <Button
          variant="default"
          fullWidth
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          loading={downloading}
          onClick={() => void addToCalendar()}
          data-testid="add-to-calendar"
        >
          {t('training.addToCalendar')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /lectureDetail/:contentsid: one in-person session. */
export default function LectureDetailPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const session = useSession();
  const contentsid = idParam(useParams().contentsid);
  const query = useTrainingInfo(contentsid ?? 0, locale, session?.useruid ?? null);

  const fallback = detailFallback({
    validId: contentsid !== undefined,
    query,
    back: { to: paths.training(), label: t('training.backToList') },
  });
  if (fallback || !query.data) return fallback;

  const training = query.data;
  const facts = [
    {
      label: t('training.schedule'),
      value: training.startsAt ? formatSchedule(training.startsAt, training.endsAt, locale) : '—',
    },
    {
      label: t('training.venue'),
      value: (
        <>
          <Text size="sm" fw={600}>
            {training.venue}
          </Text>
          {training.venueAddress && (
            <Text size="sm" c="gray.7" component="address" style={{ fontStyle: 'normal' }}>
              {training.venueAddress}
            </Text>
          )}
        </>
      ),
    },
    { label: t('catalogue.instructor'), value: training.instructor },
    { label: t('training.seats'), value: seatsText(training, t) },
    ...(training.recruitDeadline
      ? [{ label: t('training.deadline'), value: formatDateTime(training.recruitDeadline, locale) }]
      : []),
    ...(training.edutype
      ? [{ label: t('training.edutypeLabel'), value: t(`training.edutype.${training.edutype}`) }]
      : []),
  ];

  return (
    <DetailLayout
      badges={<RecruitBadge session={training} />}
      title={training.title}
      summary={training.summary}
      facts={facts}
      panel={<EnrolPanel session={training} />}
    >
      <DetailSection id="training-description" title={t('training.descriptionHeading')}>
        <SafeHtml html={training.description} />
      </DetailSection>
      {training.curriculum && (
        <DetailSection
          id="training-curriculum"
          title={t('catalogue.curriculumHeading')}
          data-testid="curriculum"
        >
          <SafeHtml html={training.curriculum} />
        </DetailSection>
      )}
      <InstructorSection
        id="training-instructor"
        title={t('catalogue.instructorHeading')}
        name={training.instructor}
        bio={training.instructorBio}
      />
      <Button component={Link} to={paths.training()} variant="subtle" w="fit-content">
        {t('training.backToList')}
      </Button>
    </DetailLayout>
  );
}
