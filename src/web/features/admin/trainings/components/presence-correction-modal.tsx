import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { AdminAttendee } from '@shared/contract/admin-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../../components/dialogs';
import { ErrorAlert } from '../../../../components/query-states';
import { SeoulDateTimePicker } from '../../components/seoul-date-time-picker';
import { useCorrectPresence } from '../api/correct-presence';

/** An operator sets an attendee's arrival and departure by hand; the reason goes into the audit log. */
export function PresenceCorrectionModal({
  contentsid,
  attendee,
  onClose,
}: {
  contentsid: number;
  attendee: AdminAttendee & { enrolmentid: number };
  onClose(): void;
}) {
  const { t } = useTranslation();
  const correct = useCorrectPresence(contentsid);
  const [arrivedAt, setArrivedAt] = useState(attendee.arrivedAt);
  const [departedAt, setDepartedAt] = useState(attendee.departedAt);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  async function save() {
    setMissing(!reason.trim());
    if (!reason.trim()) return;
    // Clearing a recorded time removes what the door recorded: ask first.
    const clears = (attendee.arrivedAt && !arrivedAt) || (attendee.departedAt && !departedAt);
    if (clears && !(await confirmDialog(t('admin.checkin.confirmClear')))) return;
    correct.mutate(
      { enrolmentid: attendee.enrolmentid, arrivedAt, departedAt, reason: reason.trim() },
      { onSuccess: onClose },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('admin.checkin.correctTitle', { name: attendee.name })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <Text size="sm">{t('admin.checkin.correctHint')}</Text>
          <SeoulDateTimePicker
            label={t('admin.checkin.arrivedAt')}
            clearable
            value={arrivedAt}
            onChange={setArrivedAt}
          />
          <SeoulDateTimePicker
            label={t('admin.checkin.departedAt')}
            clearable
            value={departedAt}
            onChange={setDepartedAt}
          />
          <Textarea
            label={t('admin.checkin.reason')}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={missing ? t('msg:validation.required') : null}
          />
          <ErrorAlert error={correct.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={correct.isPending}>
              {t('admin.checkin.saveCorrection')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
