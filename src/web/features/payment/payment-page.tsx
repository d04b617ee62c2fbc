import { Alert, Anchor, Button, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ContentsDetail } from '@shared/contract/contents';
import { INSTALLMENT_MIN_AMOUNT } from '@shared/contract/payment';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { contentsInfoQuery } from '../../lib/contents-info';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { useTrainingSeats } from './api/check-training';
import { useEnrolFree } from './api/enrol-free';
import { useApplicableCoupons } from './api/get-applicable-coupons';
import { useBuyerInfo } from './api/get-buyer-info';
import { usePaymentMethods } from './api/get-payment-methods';
import { BuyerFields, CouponField, PaymentMethodFields } from './components/checkout-fields';
import { ItemSummary } from './components/item-summary';
import { OrderTotal } from './components/order-total';
import { useCheckoutForm } from './use-checkout-form';
import { useCheckoutSubmit } from './use-checkout-submit';

/** /payment?contentsid=: the order form; the server prices it, then the browser goes to the gateway. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const contentsid = Number(params.get('contentsid'));
  const useruid = useSession()?.useruid ?? '';
  const locale = currentLocale();
  const item = useQuery(contentsInfoQuery(contentsid, locale, useruid));

  let body: ReactNode;
  if (!Number.isInteger(contentsid) || contentsid <= 0 || item.error) {
    body = (
      <ErrorAlert error={item.error ?? t('msg:errors.notFound')}>
        <Anchor component={Link} to={paths.campus()} size="sm">
          {t('payment.browseCourses')}
        </Anchor>
      </ErrorAlert>
    );
  } else if (item.isPending) {
    body = (
      <Stack gap="md" aria-busy="true" role="status" aria-label={t('common.loading')}>
        <Skeleton h={140} />
        <Skeleton h={220} />
        <Skeleton h={160} />
      </Stack>
    );
  } else if (item.data.price <= 0 && !isEnrolled(item.data)) {
    body = (
      <Stack gap="lg" maw={720}>
        <ItemSummary item={item.data} />
        <FreeEnrolment item={item.data} />
      </Stack>
    );
  } else {
    body = <CheckoutForm item={item.data} useruid={useruid} />;
  }

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Title order={1} fz={28} mb="lg">
        {t('routes.payment')}
      </Title>
      {body}
    </Container>
  );
}

/** Why this item cannot be ordered now, with the way on where there is one. */
function Blocker({ item }: { item: ContentsDetail }) {
  const { t } = useTranslation();
  if (isEnrolled(item)) {
    const to =
      item.conttype === 'course' ? paths.player(item.contentsid) : paths.lectureDetail(item.contentsid);
    return (
      <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="payment-blocked">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('msg:payment.alreadyEnrolled')}</Text>
          <Anchor component={Link} to={to} size="sm">
            {item.conttype === 'course' ? t('payment.startLearning') : t('payment.viewSession')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return null;
}

/** A free course or session needs no checkout: one click enrols, then the member goes on to it. */
function FreeEnrolment({ item }: { item: ContentsDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enrol = useEnrolFree();
  return (
    <Stack align="flex-start" data-testid="free-enrolment">
      <Text>{t('payment.freeEnrolmentHint')}</Text>
      <ErrorAlert error={enrol.error} />
      <Button
        loading={enrol.isPending}
        onClick={() =>
          enrol.mutate(item.contentsid, {
            onSuccess: (result) =>
              navigate(
                result.conttype === 'course'
                  ? paths.player(result.contentsid)
                  : paths.lectureDetail(result.contentsid),
              ),
          })
        }
      >
        {t('payment.enrolFree')}
      </Button>
    </Stack>
  );
}

/** The order form: the buyer, a coupon, the method, and the total with the pay button. */
function CheckoutForm({ item, useruid }: { item: ContentsDetail; useruid: string }) {
  const locale = currentLocale();
  const buyer = useBuyerInfo(useruid);
  const offered = usePaymentMethods();
  const coupons = useApplicableCoupons(item.contentsid, useruid, locale);
  const isTraining = item.conttype === 'training';
  // Asked again right before ordering; asking on arrival spares filling in a form for a full session.
  const seats = useTrainingSeats(item.contentsid, isTraining);
  const form = useCheckoutForm(buyer.data);

  const couponnumber = form.getValues().couponnumber;
  const coupon = coupons.data?.find((candidate) => candidate.couponnumber === couponnumber);
  const discount = coupon?.discountAmount ?? 0;
  const installmentsAllowed = item.price - discount >= INSTALLMENT_MIN_AMOUNT;
  const blocked = isBlocked(item);
  const seatsRefused = isTraining && seats.error ? seats.error.message : null;
  const submit = useCheckoutSubmit(form, {
    item,
    useruid,
    installmentsAllowed,
    blocked,
    refetchSeats: () => void seats.refetch(),
  });

  return (
    <form onSubmit={submit.onSubmit} noValidate>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <ItemSummary item={item} />
            <Blocker item={item} />
            <ErrorAlert error={seatsRefused} data-testid="no-seats" />
            <BuyerFields form={form} buyer={buyer} />
            <CouponField form={form} coupons={coupons} price={item.price} />
            <PaymentMethodFields form={form} installmentsAllowed={installmentsAllowed} offered={offered} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderTotal
            form={form}
            price={item.price}
            discount={discount}
            error={submit.error}
            busy={submit.busy}
            disabled={blocked || Boolean(seatsRefused) || buyer.isPending}
          />
        </Grid.Col>
      </Grid>
    </form>
  );
}

function isEnrolled(item: ContentsDetail): boolean {
  return item.conttype === 'course' ? item.purchaseState === 'enrolled' : item.enrolled;
}

function isBlocked(item: ContentsDetail): boolean {
  return isEnrolled(item) || item.price <= 0;
}
