import { Badge, Card, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { CreditVerification } from '@shared/contract/credits';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { formatCredits, formatDate, formatMinutes } from '../../lib/format';
import { useCreditVerification } from './api/verify-credit';

/** The award's facts, row by row: the member only as a masked name. */
function CreditFacts({ credit }: { credit: CreditVerification }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const rows: [string, string][] = [
    [t('learning.holder'), credit.maskedName],
    [t(`learning.credits.title.${credit.kind}`), credit.title],
    [t('learning.credits.earnedOn'), formatDate(credit.earnedOn, locale)],
    [t('learning.hours'), formatMinutes(credit.studiedSec, locale)],
    [
      t('learning.credits.credits'),
      `${t('learning.credits.amount', { credits: formatCredits(credit.creditTenths) })} (${t(`learning.credits.category.${credit.category}`)})`,
    ],
    [t('learning.credits.body'), credit.accreditingBody],
    [t('learning.credits.approvalNumber'), credit.approvalNumber],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={140}>{t('learning.credits.code')}</Table.Th>
          <Table.Td>
            <Badge variant="light" size="lg" radius="sm" c="dark">
              {credit.verificationCode}
            </Badge>
          </Table.Td>
        </Table.Tr>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /credits/verify/:code — public: anyone holding a 연수평점 certificate (or its QR code) can check it. */
export default function CreditVerifyPage() {
  const { t } = useTranslation();
  const code = (useParams().code ?? '').toUpperCase();
  const credit = useCreditVerification(code, currentLocale());
  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Title order={1} fz={26}>
          {t('routes.creditVerify')}
        </Title>
        {credit.isPending ? (
          <Skeleton h={280} aria-busy="true" />
        ) : credit.error ? (
          <ErrorAlert error={credit.error} data-testid="credit-invalid" />
        ) : (
          <Card withBorder radius="md" padding="lg" data-testid="credit-valid">
            <Group gap="xs" mb="md">
              <IconCircleCheckFilled size={22} color="var(--mantine-color-emerald-6)" aria-hidden />
              <Text fw={700}>{t('learning.credits.valid')}</Text>
            </Group>
            <CreditFacts credit={credit.data} />
          </Card>
        )}
      </Stack>
    </Container>
  );
}
