import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type PaymentInfo, paymentConfirmBody } from '@shared/contract/payment';
import { IconBuildingBank, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { currentLocale } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatDateTime, formatKrw } from '../../lib/format';
import { paths } from '../../lib/paths';
import { confirmPaymentOnce } from './api/confirm-payment';
import { DetailList } from './components/detail-list';
import { discountLabel, methodLabel, virtualAccountRows } from './payment-labels';

/** The gateway's own code when the server passed it on (a declined card), else the server's. */
function gatewayCodeOf(error: ApiError): string {
  const datas = error.datas as { gatewayCode?: unknown } | null;
  return typeof datas?.gatewayCode === 'string' ? datas.gatewayCode : error.code;
}

/**
 * /paymentComplete?paymentKey&orderId&amount: the gateway sends the buyer here; the server checks
 * the amount against the order, confirms with the gateway and grants the purchase.
 */
export default function PaymentCompletePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentKey = params.get('paymentKey') ?? '';
  const orderId = params.get('orderId') ?? '';
  const amount = params.get('amount') ?? '';
  const [info, setInfo] = useState<PaymentInfo | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    const toFail = (code: string) => navigate(paths.paymentFail({ code, orderId }), { replace: true });
    const parsed = paymentConfirmBody.safeParse({ paymentKey, orderId, amount });
    if (!parsed.success) {
      toFail('INVALID_REQUEST');
      return;
    }
    let live = true;
    confirmPaymentOnce(parsed.data).then(
      (confirmed) => {
        if (live) setInfo(confirmed);
      },
      (error: unknown) => {
        if (!live) return;
        // The gateway's answer is unknown for now: reconciliation settles it, so this is no failure.
        if (error instanceof ApiError && error.code === 'PAYMENT_PENDING') setPending(error.message);
        else toFail(error instanceof ApiError ? gatewayCodeOf(error) : 'INTERNAL');
      },
    );
    return () => {
      live = false;
    };
  }, [paymentKey, orderId, amount, navigate]);

  return (
    <Container size="sm" py={{ base: 'lg', md: 48 }}>
      {pending ? (
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="yellow">
            <IconClockHour4 size={36} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={26}>
            {t('payment.pendingTitle')}
          </Title>
          <Text role="status">{pending}</Text>
          <Button component={Link} to={paths.paymentHistory()}>
            {t('routes.paymentHistory')}
          </Button>
        </Stack>
      ) : info ? (
        <Completed info={info} />
      ) : (
        <Stack gap="md" aria-busy="true">
          <Title order={1} fz={26}>
            {t('payment.confirming')}
          </Title>
          <Skeleton h={200} />
        </Stack>
      )}
    </Container>
  );
}

function Completed({ info }: { info: PaymentInfo }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const waiting = info.status === 'waiting_for_deposit';
  const account = info.virtualAccount;

  const rows = [
    { label: t('payment.orderName'), value: info.orderName, testId: 'complete-order-name' },
    { label: t('payment.orderId'), value: info.orderId },
    { label: t('payment.method'), value: methodLabel(t, info) },
    { label: t('payment.itemPrice'), value: formatKrw(info.listAmount, locale) },
  ];
  if (info.discountAmount > 0)
    rows.push({
      label: info.coupon
        ? `${t('payment.couponDiscount')} (${info.coupon.name})`
        : t('payment.couponDiscount'),
      value: discountLabel(info.discountAmount, locale),
    });
  rows.push({
    label: waiting ? t('payment.amountDue') : t('payment.amountPaid'),
    value: formatKrw(info.amount, locale),
    testId: 'complete-amount',
  });
  if (info.kind === 'course' && !waiting)
    rows.push({
      label: t('payment.accessUntil'),
      value: info.accessExpiresAt ? formatDate(info.accessExpiresAt, locale) : t('payment.accessLifetime'),
    });
  if (info.kind === 'training' && info.sessionStartsAt)
    rows.push({ label: t('payment.sessionStarts'), value: formatDateTime(info.sessionStartsAt, locale) });

  return (
    <Stack gap="lg">
      <Stack gap="xs" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={waiting ? 'yellow' : 'teal'}>
          {waiting ? <IconBuildingBank size={36} aria-hidden /> : <IconCircleCheck size={36} aria-hidden />}
        </ThemeIcon>
        <Title order={1} fz={26} data-testid="complete-title">
          {waiting ? t('payment.accountIssuedTitle') : t('routes.paymentComplete')}
        </Title>
        <Text c="gray.7">{waiting ? t('payment.accountIssuedBody') : t('payment.completeBody')}</Text>
      </Stack>

      {waiting && account && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="complete-account-title">
          <Title order={2} fz="lg" mb="sm" id="complete-account-title">
            {t('payment.virtualAccountTitle')}
          </Title>
          <DetailList
            rows={[
              ...virtualAccountRows(t, account, locale),
              { label: t('payment.amountDue'), value: formatKrw(info.amount, locale) },
            ]}
          />
          {info.testDepositUrl && (
            <Alert color="gray" mt="md" variant="light">
              <Text size="sm">
                {t('payment.sandboxDepositHint')}{' '}
                <Anchor href={info.testDepositUrl} size="sm">
                  {t('payment.sandboxDepositLink')}
                </Anchor>
              </Text>
            </Alert>
          )}
        </Paper>
      )}

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="complete-order-title">
        <Title order={2} fz="lg" mb="sm" id="complete-order-title">
          {t('payment.orderTitle')}
        </Title>
        <DetailList rows={rows} />
      </Paper>

      <Group justify="center" gap="sm">
        {info.kind === 'course' && info.contentsid !== null && !waiting && (
          <>
            <Button component={Link} to={paths.player(info.contentsid)}>
              {t('payment.startLearning')}
            </Button>
            <Button component={Link} to={paths.myCourses()} variant="default">
              {t('routes.myCourses')}
            </Button>
          </>
        )}
        {info.kind === 'training' && info.contentsid !== null && (
          <Button component={Link} to={paths.lectureDetail(info.contentsid)}>
            {t('payment.viewSession')}
          </Button>
        )}
        <Button component={Link} to={paths.paymentHistory()} variant="default">
          {t('routes.paymentHistory')}
        </Button>
      </Group>
    </Stack>
  );
}
