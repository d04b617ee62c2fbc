import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import {
  REPORT_DETAIL_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@shared/contract/moderation';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../components/dialogs';
import { ErrorAlert } from '../../components/query-states';
import { useSession } from '../../lib/use-session';
import { useReportContent } from './api/report-content';

/**
 * The "report" action placed next to a review, question, answer or follow-up. Signed-in readers
 * only, and never on their own writing (`own`): the server refuses both anyway.
 */
export function ReportButton({
  targetKind,
  targetId,
  own = false,
}: {
  targetKind: ReportTarget;
  targetId: number;
  own?: boolean;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  if (!session || own) return null;
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-xs"
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('moderation.report')}
      </Button>
      {open && <ReportDialog targetKind={targetKind} targetId={targetId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog({
  targetKind,
  targetId,
  onClose,
}: {
  targetKind: ReportTarget;
  targetId: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const report = useReportContent();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [missing, setMissing] = useState(false);

  async function submit() {
    setMissing(!reason);
    if (!reason || !(await confirmDialog(t('moderation.confirm')))) return;
    report.mutate({ targetKind, targetId, reason, detail: detail.trim() || undefined });
  }

  return (
    <Modal opened onClose={onClose} title={t('moderation.dialogTitle')}>
      {report.data ? (
        <Stack>
          <Alert color="emerald" role="status">
            {t(report.data.created ? 'moderation.received' : 'moderation.alreadyReported')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Select
            label={t('moderation.reason')}
            placeholder={t('moderation.chooseReason')}
            withAsterisk
            data={REPORT_REASONS.map((value) => ({ value, label: t(`moderation.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => setReason(value as ReportReason | null)}
            error={missing ? t('moderation.reasonRequired') : null}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t('moderation.detail')}
            description={t('moderation.detailHint')}
            autosize
            minRows={3}
            maxLength={REPORT_DETAIL_MAX}
            value={detail}
            onChange={(event) => setDetail(event.currentTarget.value)}
          />
          <ErrorAlert error={report.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button color="red.9" loading={report.isPending} onClick={() => void submit()}>
              {t('moderation.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
