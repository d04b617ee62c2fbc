import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { BillingCard } from '@shared/contract/billing';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/query-states';
import { failureMessage } from '../../lib/api-client';
import { gatewayFailureReason } from '../../lib/gateway-failure';
import { paths } from '../../lib/paths';
import { issueCard } from './api/issue-card';
import { backPath, parseBack } from './back-routes';

/** How long the success message shows before returning to where the member came from. */
const RETURN_DELAY_MS = 1500;

type Outcome =
  | { kind: 'pending' }
  | { kind: 'done'; card: BillingCard }
  | { kind: 'failed'; message: string };

/**
 * /paymentMethodResult?authKey&customerKey (or ?code when the gateway refused; its `message` is never shown): the server
 * issues the billing key, then the member returns to `back` when one was given.
 */
export default function PaymentMethodResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = parseBack(params.get('back'));
  const authKey = params.get('authKey');
  const customerKey = params.get('customerKey');
  const refusal = gatewayFailureReason(t, params.get('code'));
  const [outcome, setOutcome] = useState<Outcome>(
    authKey && customerKey ? { kind: 'pending' } : { kind: 'failed', message: refusal ?? '' },
  );
  const started = useRef(false);

  useEffect(() => {
    // Once per visit (React runs effects twice in development); a reload is harmless, the server replays.
    if (!authKey || !customerKey || started.current) return;
    started.current = true;
    issueCard({ authKey, customerKey })
      .then((card) => setOutcome({ kind: 'done', card }))
      .catch((caught: unknown) =>
        setOutcome({ kind: 'failed', message: failureMessage(caught, 'errors.saveFailed') }),
      );
  }, [authKey, customerKey]);

  useEffect(() => {
    if (outcome.kind !== 'done' || !back) return;
    const timer = setTimeout(() => navigate(backPath(back), { replace: true }), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome.kind, back, navigate]);

  const cardsPath = paths.paymentMethod(back);

  return (
    <Container size="xs" py={{ base: 'lg', md: 'xl' }}>
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md" align="center" ta="center">
          <Title order={1} fz={24}>
            {t('routes.paymentMethodResult')}
          </Title>
          {outcome.kind === 'pending' && (
            <Stack gap="xs" align="center" role="status">
              <Loader aria-hidden />
              <Text>{t('billing.issuing')}</Text>
            </Stack>
          )}
          {outcome.kind === 'done' && (
            <Stack gap="sm" align="center" role="status" data-testid="card-registered">
              <IconCircleCheck size={48} color="var(--mantine-color-emerald-7)" aria-hidden />
              <Text fw={700}>{t('billing.registered')}</Text>
              <Text size="sm">
                {outcome.card.cardCompany} {outcome.card.cardNumber}
              </Text>
              {back && (
                <Text size="sm" c="gray.7">
                  {t(`billing.returning.${back}`)}
                </Text>
              )}
              <Button component={Link} to={back ? backPath(back) : paths.paymentMethod()} replace>
                {back ? t(`billing.backLink.${back}`) : t('billing.toCards')}
              </Button>
            </Stack>
          )}
          {outcome.kind === 'failed' && (
            <Stack gap="sm" align="center" w="100%">
              <ErrorAlert
                error={outcome.message || t('msg:billing.issueFailed')}
                title={t('billing.failedTitle')}
                w="100%"
                ta="left"
              />
              <Group justify="center">
                <Button component={Link} to={cardsPath} replace>
                  {t('common.retry')}
                </Button>
                {back && (
                  <Button component={Link} to={backPath(back)} variant="default" replace>
                    {t(`billing.backLink.${back}`)}
                  </Button>
                )}
              </Group>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
