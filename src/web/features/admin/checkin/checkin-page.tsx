import { Anchor, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SessionScanMode } from '@shared/contract/session-checkin';
import { pickLocalized } from '@shared/localized';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { currentLocale } from '../../../i18n/i18n';
import { paths } from '../../../lib/paths';
import { AdminPageTitle } from '../components/page-title';
import { useContents } from '../courses/api/get-contents';
import { CameraScanner } from './components/camera-scanner';
import { ScanLog } from './components/scan-log';
import { useScanQueue } from './use-scan-queue';

/** The camera sees the same code many times a second: one scan per code and mode within this window. */
const SAME_CODE_MS = 4_000;

/** /admin/trainings/:contentsid/check-in: the door's phone or tablet records arrivals and departures. */
export default function CheckinPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const contentsid = Number(useParams().contentsid);
  const training = useContents(contentsid);
  const [mode, setMode] = useState<SessionScanMode>('arrival');
  const [typed, setTyped] = useState('');
  const queue = useScanQueue(contentsid);
  const lastRead = useRef({ code: '', mode: '', at: 0 });

  const scan = (code: string) => {
    const now = Date.now();
    const last = lastRead.current;
    if (last.code === code && last.mode === mode && now - last.at < SAME_CODE_MS) return;
    lastRead.current = { code, mode, at: now };
    queue.submit(code, mode);
  };

  return (
    <Stack maw={640}>
      <Anchor component={Link} to={paths.admin.training(contentsid)} size="sm">
        ← {t('admin.checkin.backToSession')}
      </Anchor>
      <AdminPageTitle>{t('admin.checkin.title')}</AdminPageTitle>
      {training.data && <Text fw={600}>{pickLocalized(training.data.title, locale)}</Text>}
      <SegmentedControl
        fullWidth
        size="lg"
        aria-label={t('admin.checkin.mode')}
        value={mode}
        onChange={(value) => setMode(value as SessionScanMode)}
        data={[
          { value: 'arrival', label: t('admin.checkin.arrival') },
          { value: 'departure', label: t('admin.checkin.departure') },
        ]}
      />
      <Card withBorder>
        <CameraScanner onCode={scan} />
      </Card>
      <Card withBorder>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!typed.trim()) return;
            queue.submit(typed.trim(), mode);
            setTyped('');
          }}
        >
          <Group align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('admin.checkin.code')}
              placeholder="0000-0000-0000-0000"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <Button type="submit">{t('admin.checkin.record')}</Button>
          </Group>
        </form>
      </Card>
      <Card withBorder>
        <Group justify="space-between" mb="xs">
          <Title order={2} fz="lg">
            {t('admin.checkin.recent')}
          </Title>
          <Text size="sm" c={queue.pending ? 'orange.9' : 'dimmed'} data-testid="checkin-pending">
            {queue.pending
              ? t('admin.checkin.waiting', { count: queue.pending })
              : t('admin.checkin.allSent')}
          </Text>
        </Group>
        <ScanLog lines={queue.log} />
      </Card>
    </Stack>
  );
}
