import { Badge } from '@mantine/core';
import type { TrainingCard } from '@shared/contract/contents';
import { useTranslation } from 'react-i18next';

/** Open or closed for enrolment; a closed session says why (closed, full, deadline passed). */
export function RecruitBadge({ session }: { session: Pick<TrainingCard, 'recruittype' | 'closedReason'> }) {
  const { t } = useTranslation();
  if (session.recruittype === 'open') {
    return (
      <Badge variant="filled" color="emerald.8" data-testid="recruit-badge">
        {t('training.open')}
      </Badge>
    );
  }
  return (
    <Badge variant="filled" color="gray.7" data-testid="recruit-badge">
      {session.closedReason ? t(`training.closedReason.${session.closedReason}`) : t('training.closed')}
    </Badge>
  );
}
