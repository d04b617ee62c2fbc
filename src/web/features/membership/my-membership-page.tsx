import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { MembershipCharge, MyMembership } from '@shared/contract/membership';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { alertDialog, confirmDialog, withLoading } from '../../components/dialogs';
import { ErrorAlert } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { failureMessage } from '../../lib/api-client';
import { formatDate, formatDateTime, formatKrw } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { useCancelMembership } from './api/cancel-membership';
import { CHARGES_PAGE_SIZE, useCharges } from './api/get-charges';
import { useMyMembership } from './api/get-my-membership';
import { useResumeMembership } from './api/resume-membership';
import { useRetryMembership } from './api/retry-membership';
import { ChargesPagination } from './components/charges-pagination';

const STATE_COLORS: Record<MyMembership['state'], string> = {
  active: 'emerald',
  cancelled: 'yellow',
  past_due: 'red',
  none: 'gray',
};

/**
 * Whether the page was opened by the subscription that just went through. The browser keeps that
 * mark with the history entry, through a reload and a return with Back: it is read once and taken off
 * the entry, so the welcome shows right after subscribing and never on a later visit.
 */
function useJustSubscribed(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const marked = (location.state as { subscribed?: boolean } | null)?.subscribed === true;
  const [subscribed] = useState(marked);
  useEffect(() => {
    if (marked) navigate(location, { replace: true, state: null });
  }, [marked, location, navigate]);
  return subscribed;
}

/** /mypage/membership: state, period, next charge, card, history; cancel, resume and retry. */
export default function MyMembershipPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const useruid = useSession()?.useruid ?? '';
  const mine = useMyMembership(useruid, locale);
  const justSubscribed = useJustSubscribed();

  return (
    <Stack gap="xl">
      <Title order={1} fz={26}>
        {t('routes.membership')}
      </Title>
      {justSubscribed && mine.data?.state === 'active' && (
        <Alert color="emerald" icon={<IconCircleCheck size={18} />} role="status">
          {t('membership.welcome')}
        </Alert>
      )}
      {mine.isPending ? (
        <Skeleton h={220} role="status" aria-label={t('common.loading')} />
      ) : mine.error ? (
        <ErrorAlert error={mine.error} />
      ) : (
        <Overview mine={mine.data} />
      )}
      <ChargeHistory useruid={useruid} />
    </Stack>
  );
}

function Overview({ mine }: { mine: MyMembership }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const cancel = useCancelMembership();
  const resume = useResumeMembership();
  const retry = useRetryMembership();
  const [error, setError] = useState<string | null>(null);
  const date = (value: string | null) => (value ? formatDate(value, locale) : '–');

  const run = async (action: () => Promise<unknown>, success?: string) => {
    setError(null);
    try {
      await withLoading(action);
      if (success) await alertDialog(success);
    } catch (caught) {
      setError(failureMessage(caught, 'errors.saveFailed'));
    }
  };

  const onCancel = async () => {
    const body =
      mine.state === 'past_due'
        ? t('membership.cancelPastDueConfirm')
        : t('membership.cancelConfirm', { date: date(mine.currentPeriodEnd) });
    if (await confirmDialog(body, t('membership.cancelTitle'))) await run(() => cancel.mutateAsync());
  };

  if (mine.state === 'none')
    return (
      <Paper withBorder p="lg" radius="md" data-testid="membership-none">
        <Stack gap="sm" align="flex-start">
          <Badge color="gray" variant="light" size="lg">
            {t('membership.states.none')}
          </Badge>
          <Text>
            {mine.endedAt ? t('membership.endedOn', { date: date(mine.endedAt) }) : t('membership.noneBody')}
          </Text>
          <Button component={Link} to={paths.subscription()}>
            {t('membership.subscribe')}
          </Button>
        </Stack>
      </Paper>
    );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="membership-status-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="membership-status-title">
            {t('membership.statusTitle')}
          </Title>
          <Badge color={STATE_COLORS[mine.state]} variant="light" size="lg" data-testid="membership-state">
            {t(`membership.states.${mine.state}`)}
          </Badge>
        </Group>
        {mine.state === 'cancelled' && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {t('membership.cancelledUntil', { date: date(mine.currentPeriodEnd) })}
          </Alert>
        )}
        {mine.state === 'past_due' && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="membership-past-due">
            {t('membership.pastDue', {
              count: mine.failedAttempts,
              date: date(mine.nextBillingAt),
              until: date(mine.accessUntil),
            })}
          </Alert>
        )}
        <Table variant="vertical" layout="fixed" withRowBorders={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={{ base: 120, sm: 180 }}>{t('membership.period')}</Table.Th>
              <Table.Td data-testid="membership-period">
                {date(mine.currentPeriodStart)} – {date(mine.currentPeriodEnd)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('membership.nextBilling')}</Table.Th>
              <Table.Td>
                {mine.nextBillingAt && mine.nextAmount !== null
                  ? `${date(mine.nextBillingAt)} · ${formatKrw(mine.nextAmount, locale)}`
                  : t('membership.noNextBilling')}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('membership.card')}</Table.Th>
              <Table.Td>
                <Group gap="sm">
                  <Text size="sm">
                    {mine.card ? `${mine.card.cardCompany} ${mine.card.cardNumber}` : t('membership.noCard')}
                  </Text>
                  <Anchor component={Link} to={paths.paymentMethod('membership')} size="sm">
                    {t('membership.manageCards')}
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <ErrorAlert error={error} data-testid="membership-error" />
        <Group gap="sm">
          {mine.canRetry && (
            <Button onClick={() => run(() => retry.mutateAsync(), t('membership.retried'))}>
              {t('membership.retryNow')}
            </Button>
          )}
          {mine.canResume && (
            <Button onClick={() => run(() => resume.mutateAsync(), t('membership.resumed'))}>
              {t('membership.resume')}
            </Button>
          )}
          {mine.canCancel && (
            <Button variant="default" color="red" onClick={onCancel}>
              {t('membership.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

const CHARGE_COLORS: Record<MembershipCharge['status'], string> = {
  done: 'emerald',
  failed: 'red',
  pending: 'gray',
};

function ChargeHistory({ useruid }: { useruid: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [page, setPage] = useState(1);
  const charges = useCharges(useruid, page);

  return (
    <section aria-labelledby="membership-history-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="membership-history-title">
          {t('membership.historyTitle')}
        </Title>
        <Anchor component={Link} to={paths.paymentHistory({ tab: 'membership' })} size="sm">
          {t('membership.inPaymentHistory')}
        </Anchor>
      </Group>
      {charges.isPending ? (
        <Skeleton h={120} role="status" aria-label={t('common.loading')} />
      ) : charges.error ? (
        <ErrorAlert error={charges.error} />
      ) : charges.data.items.length === 0 ? (
        <Text c="gray.7">{t('msg:errors.noData')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={480}>
            <Table striped data-testid="membership-charges">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('membership.chargedAt')}</Table.Th>
                  <Table.Th>{t('membership.forPeriod')}</Table.Th>
                  <Table.Th>{t('membership.amount')}</Table.Th>
                  <Table.Th>{t('membership.chargeStatus')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {charges.data.items.map((charge) => (
                  <Table.Tr key={charge.chargeid}>
                    <Table.Td>{formatDateTime(charge.createdAt, locale)}</Table.Td>
                    <Table.Td>{formatDate(charge.periodStart, locale)}</Table.Td>
                    <Table.Td>
                      {charge.status === 'done' && charge.paymentid ? (
                        <Anchor
                          component={Link}
                          to={paths.paymentHistory({ tab: 'membership', paymentid: charge.paymentid })}
                          size="sm"
                        >
                          {formatKrw(charge.amount, locale)}
                        </Anchor>
                      ) : (
                        formatKrw(charge.amount, locale)
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={CHARGE_COLORS[charge.status]} variant="light">
                        {t(`membership.chargeStates.${charge.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ChargesPagination
            total={Math.ceil(charges.data.total / CHARGES_PAGE_SIZE)}
            page={page}
            onChange={setPage}
          />
        </>
      )}
    </section>
  );
}
