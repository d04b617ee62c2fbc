import { Text } from '@mantine/core';
import type { TrainingCard } from '@shared/contract/contents';
import { useTranslation } from 'react-i18next';

export function seatsText(
  session: Pick<TrainingCard, 'capacity' | 'seatsLeft'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (session.capacity === null || session.seatsLeft === null) return t('training.seatsUnlimited');
  return t('training.seatsLeft', { left: session.seatsLeft, capacity: session.capacity });
}

/** Seats left of the capacity; sessions without a limit say so. */
export function SeatsLeft({
  session,
  size = 'sm',
}: {
  session: Pick<TrainingCard, 'capacity' | 'seatsLeft'>;
  size?: string;
}) {
  const { t } = useTranslation();
  const low = session.seatsLeft !== null && session.seatsLeft <= 3;
  return (
    <Text size={size} fw={low ? 700 : 400} c={low ? 'red.9' : 'gray.8'}>
      {seatsText(session, t)}
    </Text>
  );
}
