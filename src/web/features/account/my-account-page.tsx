import { Anchor, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { formatDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { useUser } from './api/get-user';
import { LicenseSection } from './components/license-section';
import { MarketingConsents } from './components/marketing-consents';
import { ProfileForm } from './components/profile-form';
import { WithdrawSection } from './components/withdraw-section';

export default function MyAccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useUser(session?.useruid ?? '');
  const locale = currentLocale();

  if (user.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (user.error) return <ErrorAlert error={user.error} />;
  const profile = user.data;

  return (
    <Stack gap="xl">
      <Title order={1} fz={26}>
        {t('routes.myAccount')}
      </Title>
      <Card withBorder>
        <Table variant="vertical" layout="fixed" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>{t('account.email')}</Table.Th>
              <Table.Td>{profile.email}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('account.memberTypeLabel')}</Table.Th>
              <Table.Td>
                <Group gap="xs">
                  {t(`account.memberType.${profile.memberType}`)}
                  {profile.licenseStatus && (
                    <Badge variant="light">{t(`account.licenseStatus.${profile.licenseStatus}`)}</Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
            {profile.businessNumber && (
              <Table.Tr>
                <Table.Th>{t('account.businessNumber')}</Table.Th>
                <Table.Td>{profile.businessNumber}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>{t('account.joinedAt')}</Table.Th>
              <Table.Td>{formatDate(profile.createdAt, locale)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Anchor component={Link} to={paths.changePW()} mt="md" size="sm">
          {t('account.changePasswordTitle')}
        </Anchor>
      </Card>
      <ProfileForm profile={profile} />
      {profile.memberType === 'medical' && <LicenseSection profile={profile} />}
      <MarketingConsents profile={profile} />
      <WithdrawSection />
      <Text size="xs" c="dimmed">
        {t('account.privacyNote')}
      </Text>
      <Button component={Link} to={paths.myCourses()} variant="subtle" w="fit-content">
        {t('routes.myCourses')}
      </Button>
    </Stack>
  );
}
