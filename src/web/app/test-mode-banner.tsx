import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../lib/page-meta';

/** The server writes `test` into index.html (meta medivenus-payments) when payments approve test cards. */
const isTestMode = () => pageMeta('medivenus-payments') === 'test';

/**
 * A slim strip above the page, in the flow (it pushes content down, never covers it), telling
 * visitors that nothing they pay here is real: the sandbox gateway or Toss test keys.
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  if (!isTestMode()) return null;
  return (
    <Box component="aside" aria-label={t('testMode.label')} bg="yellow.2" px="md" py={4}>
      <Text size="sm" ta="center" c="dark.9">
        <strong>{t('testMode.label')}</strong> · {t('testMode.body')}
      </Text>
    </Box>
  );
}
