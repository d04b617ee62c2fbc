import { Badge, Container, Group, NativeSelect, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/query-states';
import { SafeHtml } from '../../components/safe-html';
import { currentLocale } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { useUrlFilters } from '../../lib/use-url-filters';
import { termsRequestOf, useTerms } from './api/get-terms';
import { TERMS_TABS } from './board-values';

const TAB_LABELS = ['board.termsOfUse', 'board.privacyPolicy', 'board.refundPolicy'] as const;

function TermsBody({ tab, version }: { tab: number; version: string | undefined }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [, update] = useUrlFilters();
  const result = useTerms(tab, version, locale);
  if (result.error) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (result.isPending) return <Skeleton h={360} radius="md" />;
  const terms = result.data;
  const shown = terms.versions.find((item) => item.version === terms.version);
  return (
    <Stack gap="md" pt="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Group gap="xs">
          <Text size="sm" data-testid="terms-effective">
            {t('board.effectiveDate', { date: formatDate(terms.effectiveAt, locale) })}
          </Text>
          {shown?.current && (
            <Badge variant="filled" color="emerald.8">
              {t('board.currentVersion')}
            </Badge>
          )}
          {shown?.upcoming && (
            <Badge variant="filled" color="orange.9">
              {t('board.upcomingVersion')}
            </Badge>
          )}
          {shown && !shown.current && !shown.upcoming && (
            <Badge variant="filled" color="gray.7">
              {t('board.previousVersion')}
            </Badge>
          )}
        </Group>
        {terms.versions.length > 1 && (
          <NativeSelect
            label={t('board.versionLabel')}
            value={terms.version}
            onChange={(event) => {
              const chosen = terms.versions.find((item) => item.version === event.currentTarget.value);
              update({ version: chosen?.current ? null : event.currentTarget.value });
            }}
            data={terms.versions.map((item) => ({
              value: item.version,
              label: `${formatDate(item.effectiveAt, locale)} (${item.version})${
                item.current
                  ? ` · ${t('board.currentVersion')}`
                  : item.upcoming
                    ? ` · ${t('board.upcomingVersion')}`
                    : ''
              }`,
            }))}
            w={{ base: '100%', xs: 280 }}
          />
        )}
      </Group>
      <SafeHtml html={terms.body} />
    </Stack>
  );
}

/** /terms?tab=0|1|2 (terms of use, privacy, refund), with &version= for an older text. */
export default function TermsPage() {
  const { t } = useTranslation();
  const [params, update] = useUrlFilters();
  const { tab, version } = termsRequestOf(params);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('routes.terms')}</Title>
        <Tabs
          value={String(tab)}
          onChange={(value) => update({ tab: value, version: null })}
          keepMounted={false}
        >
          <Tabs.List>
            {TERMS_TABS.map((value) => (
              <Tabs.Tab key={value} value={String(value)}>
                {t(TAB_LABELS[value])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TERMS_TABS.map((value) => (
            <Tabs.Panel key={value} value={String(value)}>
              {value === tab && <TermsBody tab={value} version={version} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
