import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { BillingCard } from '@shared/contract/billing';
import { IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { alertDialog, confirmDialog, withLoading } from '../../components/dialogs';
import { ErrorAlert } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { ExplainedError, failureMessage } from '../../lib/api-client';
import { openCardRegistration } from '../../lib/checkout-adapter';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/use-session';
import { useActivateCard } from './api/activate-card';
import { useDeleteCard } from './api/delete-card';
import { useCardList } from './api/get-card-list';
import { getRegistration } from './api/get-registration';
import { backPath, parseBack } from './back-routes';

/** /paymentMethod/:back?: saved cards; registering one opens the gateway's card window. */
export default function PaymentMethodPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const back = parseBack(useParams().back);
  const useruid = useSession()?.useruid ?? '';
  const cards = useCardList(useruid, locale);
  const activate = useActivateCard();
  const remove = useDeleteCard();
  const [error, setError] = useState<string | null>(null);

  const register = async () => {
    setError(null);
    try {
      await withLoading(async () => {
        const registration = await getRegistration(back);
        await openCardRegistration(registration).catch(() => {
          throw new ExplainedError(t('billing.registrationUnavailable'));
        });
      });
    } catch (caught) {
      setError(failureMessage(caught, 'errors.saveFailed'));
    }
  };

  const onActivate = async (card: BillingCard) => {
    setError(null);
    try {
      await withLoading(() => activate.mutateAsync(card.billingkey));
    } catch (caught) {
      setError(failureMessage(caught, 'errors.saveFailed'));
    }
  };

  const onDelete = async (card: BillingCard, all: BillingCard[]) => {
    const successor = all.find((other) => other.billingkey !== card.billingkey);
    let body = t('billing.deleteConfirm', { card: `${card.cardCompany} ${card.cardNumber}` });
    if (card.renewsAt) {
      const date = formatDate(card.renewsAt, locale);
      body = successor
        ? t('billing.deleteRenewingWithSuccessor', {
            date,
            next: `${successor.cardCompany} ${successor.cardNumber}`,
          })
        : t('billing.deleteRenewingLastCard', { date });
    }
    if (!(await confirmDialog(body, t('billing.deleteTitle')))) return;
    try {
      await withLoading(() => remove.mutateAsync(card.billingkey));
    } catch (caught) {
      await alertDialog(failureMessage(caught, 'errors.saveFailed'));
    }
  };

  return (
    <Container size="sm" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} fz={28}>
          {t('routes.paymentMethod')}
        </Title>
        {back && (
          <Alert color="blue" icon={<IconInfoCircle size={18} />}>
            <Stack gap={4} align="flex-start">
              <Text size="sm">{t(`billing.backHint.${back}`)}</Text>
              <Anchor component={Link} to={backPath(back)} size="sm">
                {t(`billing.backLink.${back}`)}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <Text size="sm" c="gray.7">
          {t('billing.intro')}
        </Text>
        <ErrorAlert error={error} />
        {cards.isPending ? (
          <Stack gap="sm" aria-busy="true" role="status" aria-label={t('common.loading')}>
            <Skeleton h={84} />
            <Skeleton h={84} />
          </Stack>
        ) : cards.error ? (
          <ErrorAlert error={cards.error} />
        ) : cards.data.length === 0 ? (
          <Paper withBorder p="xl" radius="md" ta="center">
            <Text c="gray.7">{t('msg:errors.noData')}</Text>
            <Text size="sm" c="gray.7" mt={4}>
              {t('billing.emptyHint')}
            </Text>
          </Paper>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('billing.listLabel')}
          >
            {cards.data.map((card) => (
              <SavedCard
                key={card.billingkey}
                card={card}
                onActivate={() => onActivate(card)}
                onDelete={() => onDelete(card, cards.data)}
              />
            ))}
          </Stack>
        )}
        <Button
          size="md"
          leftSection={<IconCreditCard size={18} />}
          onClick={register}
          w={{ base: '100%', xs: 'auto' }}
        >
          {t('billing.register')}
        </Button>
      </Stack>
    </Container>
  );
}

/** One saved card: company, masked number, whether renewals use it; made active or deleted from here. */
function SavedCard({
  card,
  onActivate,
  onDelete,
}: {
  card: BillingCard;
  onActivate(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="saved-card">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconCreditCard size={28} aria-hidden />
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700}>{card.cardCompany}</Text>
              {card.isActive && (
                <Badge color="emerald" variant="light">
                  {t('billing.active')}
                </Badge>
              )}
            </Group>
            <Text size="sm" ff="monospace" aria-label={t('billing.maskedNumber')}>
              {card.cardNumber}
            </Text>
            {card.renewsAt && (
              <Text size="xs" c="gray.7">
                {t('billing.renewsWith', { date: formatDate(card.renewsAt, locale) })}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          {!card.isActive && (
            <Button variant="light" size="xs" onClick={onActivate}>
              {t('billing.makeActive')}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={onDelete}
            aria-label={t('billing.deleteLabel', {
              card: `${card.cardCompany} ${card.cardNumber}`,
            })}
          >
            {t('billing.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
