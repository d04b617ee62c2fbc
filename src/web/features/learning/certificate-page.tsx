import { Badge, Card, Container, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { formatDate, formatMinutes } from '../../lib/format';
import { useCertificate } from './api/verify-certificate';

/** /certificate/:number — public: anyone holding a certificate (or its QR code) can check it. */
export default function CertificatePage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const number = (useParams().number ?? '').toUpperCase();
  const certificate = useCertificate(number, locale);

  return (
    <Container size="sm" py={48}>
      <Stack gap="lg">
        <Title order={1} fz={26}>
          {t('routes.certificate')}
        </Title>
        {certificate.isPending ? (
          <Skeleton h={240} aria-busy="true" />
        ) : certificate.error ? (
          <ErrorAlert error={certificate.error} data-testid="certificate-invalid" />
        ) : (
          <Card withBorder radius="md" padding="lg" data-testid="certificate-valid">
            <Group gap="xs" mb="md">
              <IconCircleCheckFilled size={22} color="var(--mantine-color-emerald-6)" aria-hidden />
              <Text fw={700}>{t('learning.certificateValid')}</Text>
            </Group>
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={140}>{t('learning.certificateNumber')}</Table.Th>
                  <Table.Td>
                    <Badge variant="light" size="lg" radius="sm">
                      {certificate.data.number}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('learning.holder')}</Table.Th>
                  <Table.Td>{certificate.data.holderName}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('learning.course')}</Table.Th>
                  <Table.Td>{certificate.data.courseTitle}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('learning.hours')}</Table.Th>
                  <Table.Td>{formatMinutes(certificate.data.durationSec, locale)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('learning.completedOn')}</Table.Th>
                  <Table.Td>{formatDate(certificate.data.completedAt, locale)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('learning.issuedOn')}</Table.Th>
                  <Table.Td>{formatDate(certificate.data.issuedAt, locale)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
