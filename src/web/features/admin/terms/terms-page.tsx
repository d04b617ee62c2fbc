import { Accordion, Button, Group, Skeleton, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { SafeHtml } from '../../../components/safe-html';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { type ContentLanguage, EMPTY_LOCALIZED } from '../components/language-tabs';
import { AdminPageTitle } from '../components/page-title';
import { useTermsVersions } from './api/get-terms-versions';
import { TermsVersionModal } from './terms-version-modal';

const TABS = [
  { tab: 0, label: 'board.termsOfUse' },
  { tab: 1, label: 'board.privacyPolicy' },
  { tab: 2, label: 'board.refundPolicy' },
] as const;

function Versions({ tab }: { tab: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const versions = useTermsVersions(tab);
  const [creating, setCreating] = useState(false);
  const current = versions.data?.find((version) => version.current);

  if (versions.error) return <ErrorAlert error={versions.error} />;
  return (
    <>
      <Group justify="space-between" my="md">
        <Text size="sm" c="dimmed">
          {t('admin.terms.hint')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          disabled={!versions.data}
        >
          {t('admin.terms.create')}
        </Button>
      </Group>
      {versions.isPending && <Skeleton height={200} />}
      {versions.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {t('msg:errors.noData')}
        </Text>
      )}
      <Accordion variant="separated">
        {versions.data?.map((version) => (
          <Accordion.Item key={version.id} value={String(version.id)}>
            <Accordion.Control>
              <Group gap="sm">
                <Text fw={700}>{version.version}</Text>
                <Text size="sm" c="dimmed">
                  {t('board.effectiveDate', { date: formatDateTime(version.effectiveAt, locale) })}
                </Text>
                {version.current && <ToneBadge color="emerald">{t('board.currentVersion')}</ToneBadge>}
                {version.upcoming && <ToneBadge color="blue">{t('board.upcomingVersion')}</ToneBadge>}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <SafeHtml html={version.bodies[locale as ContentLanguage] || version.bodies.ko} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {creating && (
        <TermsVersionModal
          tab={tab}
          startFrom={current?.bodies ?? versions.data?.[0]?.bodies ?? EMPTY_LOCALIZED}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}

export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageTitle>{t('admin.nav.terms')}</AdminPageTitle>
      <Tabs defaultValue="0">
        <Tabs.List>
          {TABS.map(({ tab, label }) => (
            <Tabs.Tab key={tab} value={String(tab)}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ tab }) => (
          <Tabs.Panel key={tab} value={String(tab)}>
            <Versions tab={tab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
