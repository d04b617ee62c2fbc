import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/**
 * Why a lesson cannot be played, with the way forward: buy the course (again), or the membership
 * page when the membership has ended.
 */
export function AccessMessage({
  code,
  message,
  contentsid,
}: {
  code: string;
  message: string;
  contentsid: number;
}) {
  const { t } = useTranslation();
  const action =
    code === 'MEMBERSHIP_ENDED'
      ? { to: paths.subscription(), label: t('learning.renewMembership') }
      : code === 'ACCESS_EXPIRED'
        ? { to: paths.courseDetail(contentsid), label: t('learning.buyAgain') }
        : code === 'NOT_ENROLLED'
          ? { to: paths.courseDetail(contentsid), label: t('learning.seeCourse') }
          : null;
  return (
    <Stack align="center" gap="md" maw={420} role="alert" data-testid="player-access-message">
      <Text c="white" fw={600}>
        {message}
      </Text>
      {action && (
        <Button component={Link} to={action.to}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
