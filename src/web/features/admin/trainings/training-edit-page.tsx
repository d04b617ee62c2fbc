import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { pickLocalized } from '@shared/localized';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { ErrorAlert } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { paths } from '../../../lib/paths';
import { AdminPageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { useCancelSession } from '../courses/api/cancel-session';
import { useContents } from '../courses/api/get-contents';
import { useSetRecruitment } from '../courses/api/set-recruitment';
import { CreditReportPanel } from '../courses/components/credit-report-panel';
import { CreditsForm } from '../courses/components/credits-form';
import { PublishActions } from '../courses/components/publish-actions';
import { AttendeeList } from './components/attendee-list';
import { TrainingForm } from './components/training-form';

/** /admin/trainings/new creates a session; /admin/trainings/:contentsid edits one and lists its attendees. */
export default function TrainingEditPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const { contentsid = 'new' } = useParams();
  const id = contentsid === 'new' ? null : Number(contentsid);
  const training = useContents(id);
  const recruitment = useSetRecruitment(id ?? 0);
  const cancelSession = useCancelSession(id ?? 0);
  const [canceling, setCanceling] = useState(false);

  const back = (
    <Anchor component={Link} to={paths.admin.trainings()} size="sm">
      ← {t('admin.trainings.backToList')}
    </Anchor>
  );

  if (id === null)
    return (
      <Stack>
        {back}
        <AdminPageTitle>{t('admin.trainings.new')}</AdminPageTitle>
        <Card withBorder>
          <TrainingForm
            onSaved={(saved) => navigate(paths.admin.training(saved.contentsid), { replace: true })}
          />
        </Card>
      </Stack>
    );
  if (training.error) return <ErrorAlert error={training.error} />;
  const detail = training.data;
  if (!detail) return <Skeleton height={480} />;
  if (detail.conttype !== 'training') return <Navigate to={paths.admin.course(detail.contentsid)} replace />;

  async function toggleRecruitment() {
    const closing = !detail!.recruitClosed;
    const question = closing ? t('admin.trainings.confirmClose') : t('admin.trainings.confirmOpen');
    if (!(await confirmDialog(question))) return;
    recruitment.mutate(closing, { onError: (error) => void alertDialog(error.message) });
  }

  return (
    <Stack>
      {back}
      <AdminPageTitle actions={<PublishActions detail={detail} listPath={paths.admin.trainings()} />}>
        {pickLocalized(detail.title, locale)}
      </AdminPageTitle>
      <Group gap="xs">
        <Badge color={detail.recruittype === 'open' ? 'emerald' : 'gray'} variant="light" size="lg">
          {detail.canceledAt
            ? t('training.closedReason.canceled')
            : detail.recruittype === 'open'
              ? t('training.open')
              : t('training.closed')}
        </Badge>
        {detail.canceledAt ? (
          <Text size="sm" data-testid="session-canceled">
            {t(
              detail.cancelSettledAt
                ? 'admin.trainings.canceledSettled'
                : 'admin.trainings.canceledRefunding',
              {
                reason: detail.cancelReason,
              },
            )}
          </Text>
        ) : (
          <>
            <Button size="xs" variant="default" loading={recruitment.isPending} onClick={toggleRecruitment}>
              {detail.recruitClosed
                ? t('admin.trainings.openRecruitment')
                : t('admin.trainings.closeRecruitment')}
            </Button>
            <Button size="xs" color="red.9" variant="outline" onClick={() => setCanceling(true)}>
              {t('admin.trainings.cancelSession')}
            </Button>
          </>
        )}
      </Group>
      {canceling && (
        <ReasonModal
          title={t('admin.trainings.cancelSession')}
          description={t('admin.trainings.confirmCancelSession')}
          confirmLabel={t('admin.trainings.cancelSession')}
          pending={cancelSession.isPending}
          error={cancelSession.error}
          onConfirm={(reason) => cancelSession.mutate(reason, { onSuccess: () => setCanceling(false) })}
          onClose={() => setCanceling(false)}
        />
      )}
      <Card withBorder>
        <TrainingForm key={detail.contentsid} detail={detail} />
      </Card>
      <Card withBorder>
        <CreditsForm key={detail.contentsid} detail={detail} />
      </Card>
      <Card withBorder>
        <AttendeeList contentsid={detail.contentsid} />
      </Card>
      <Card withBorder>
        <CreditReportPanel contentsid={detail.contentsid} />
      </Card>
    </Stack>
  );
}
