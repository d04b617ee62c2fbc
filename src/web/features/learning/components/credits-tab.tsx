import { Alert, Anchor, Button, Skeleton, Stack } from '@mantine/core';
import type { MyCreditAward, MyCredits } from '@shared/contract/credits';
import { IconAward, IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/query-states';
import { paths } from '../../../lib/paths';
import { useMyCredits } from '../api/get-my-credits';
import { CreditYear } from './credit-year';

/** Awards by the year (KST) they count for, newest year first. */
function byYear(awards: MyCreditAward[]): [string, MyCreditAward[]][] {
  const years = new Map<string, MyCreditAward[]>();
  for (const award of awards) {
    const year = award.earnedOn.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), award]);
  }
  return [...years.entries()].sort(([a], [b]) => b.localeCompare(a));
}

/** Why no credit shows for a licence not verified, and where to see to it. */
function LicenseNotice({ status }: { status: MyCredits['licenseStatus'] }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconId size={18} aria-hidden />} data-testid="credits-license-notice">
      <Stack gap={6} align="flex-start">
        {t(`learning.credits.license.${status ?? 'none'}`)}
        <Anchor component={Link} to={paths.myAccount()} size="sm" c="dark" underline="always">
          {t('learning.credits.license.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The 연수평점 tab of /mypage/courses: credits per year and body, the yearly goal, certificates. */
export function CreditsTab({ useruid, locale }: { useruid: string; locale: string }) {
  const { t } = useTranslation();
  const credits = useMyCredits(useruid, locale);
  if (credits.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={120} />
        <Skeleton h={160} />
      </Stack>
    );
  if (credits.error) return <ErrorState error={credits.error} onRetry={() => credits.refetch()} />;
  const { awards, licenseVerified, licenseStatus, yearlyGoalTenths } = credits.data;
  return (
    <Stack gap="lg" data-testid="credits-tab">
      {!licenseVerified && <LicenseNotice status={licenseStatus} />}
      {awards.length === 0 ? (
        <EmptyState icon={IconAward} message={t('learning.credits.empty')}>
          <Button component={Link} to={paths.campus()} variant="light" size="sm">
            {t('learning.browseCourses')}
          </Button>
        </EmptyState>
      ) : (
        byYear(awards).map(([year, yearAwards]) => (
          <CreditYear key={year} year={year} awards={yearAwards} goalTenths={yearlyGoalTenths} />
        ))
      )}
    </Stack>
  );
}
