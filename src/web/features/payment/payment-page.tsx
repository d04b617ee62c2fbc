import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Divider,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ContentsDetail } from '@shared/contract/contents';
import {
  buyerInfo,
  INSTALLMENT_MIN_AMOUNT,
  INSTALLMENT_MONTHS,
  type PaymentCreateBody,
  VIRTUAL_ACCOUNT_BANKS,
} from '@shared/contract/payment';
import { formatPhoneNumber } from '@shared/format-phone';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CouponChoices } from '../../components/coupon-choices';
import { withLoading } from '../../components/dialogs';
import { ErrorAlert } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/translations';
import { ApiError, ExplainedError, failureMessage } from '../../lib/api-client';
import { bankName } from '../../lib/bank-name';
import { openCheckout } from '../../lib/checkout-adapter';
import { formatKrw } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { serverFieldErrors, zodFormValidator } from '../../lib/zod-form';
import { checkTraining, useTrainingSeats } from './api/check-training';
import { createPayment } from './api/create-payment';
import { useEnrolFree } from './api/enrol-free';
import { useApplicableCoupons } from './api/get-applicable-coupons';
import { useBuyerInfo } from './api/get-buyer-info';
import { useContentsInfo } from './api/get-contents-info';
import { paymentKeys } from './api/keys';
import { useUpdateBuyerInfo } from './api/update-buyer-info';
import { rememberCheckout } from './checkout-memory';
import {
  CashReceiptFields,
  type CashReceiptValues,
  cashReceiptAsk,
  validateCashReceipt,
} from './components/cash-receipt-fields';
import { ItemSummary } from './components/item-summary';
import { discountLabel } from './payment-labels';

interface CheckoutValues extends CashReceiptValues {
  name: string;
  email: string;
  phone: string;
  couponnumber: string;
  method: PaymentCreateBody['method'];
  installmentMonths: string;
  bankCode: string;
  agree: boolean;
}

const validateBuyer = zodFormValidator<CheckoutValues>(buyerInfo);
/** Mantine's description grey is below 4.5:1 on white; help texts here use a darker one. */
const readableDescription = { description: { color: 'var(--mantine-color-gray-7)' } };

/** /payment?contentsid=: the order form; the server prices it, then the browser goes to the gateway. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const contentsid = Number(params.get('contentsid'));
  const useruid = useSession()?.useruid ?? '';
  const locale = currentLocale();
  const item = useContentsInfo(contentsid, locale, useruid);

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
      item.conttype === 'course' ? `/player/${item.contentsid}` : `/lectureDetail/${item.contentsid}`;
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
                  ? `/player/${result.contentsid}`
                  : `/lectureDetail/${result.contentsid}`,
              ),
          })
        }
      >
        {t('payment.enrolFree')}
      </Button>
    </Stack>
  );
}

function CheckoutForm({ item, useruid }: { item: ContentsDetail; useruid: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const buyer = useBuyerInfo(useruid);
  const coupons = useApplicableCoupons(item.contentsid, useruid, locale);
  const saveBuyer = useUpdateBuyerInfo(useruid);
  const queryClient = useQueryClient();
  const isTraining = item.conttype === 'training';
  // Asked again right before ordering; asking on arrival spares filling in a form for a full session.
  const seats = useTrainingSeats(item.contentsid, isTraining);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);

  const form = useForm<CheckoutValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      email: '',
      phone: '',
      couponnumber: '',
      method: 'card',
      installmentMonths: '0',
      bankCode: VIRTUAL_ACCOUNT_BANKS[0],
      cashReceiptPurpose: 'none',
      cashReceiptNumber: '',
      agree: false,
    },
    validate: (values) => ({
      ...validateBuyer(values),
      ...(values.method === 'virtual_account' ? validateCashReceipt(values, t) : {}),
      ...(values.agree ? {} : { agree: t('msg:payment.agreeRequired') }),
    }),
  });

  const { initialize, getValues } = form;
  useEffect(() => {
    // Only the first call counts (Mantine), so the saved details fill the form once.
    if (buyer.data) initialize({ ...getValues(), ...buyer.data, phone: formatPhoneNumber(buyer.data.phone) });
  }, [buyer.data, initialize, getValues]);

  // Back from the gateway through the browser's history: the page comes from the cache, usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      submitting.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const values = form.getValues();
  const coupon = coupons.data?.find((candidate) => candidate.couponnumber === values.couponnumber);
  const discount = coupon?.discountAmount ?? 0;
  const total = item.price - discount;
  const installmentsAllowed = total >= INSTALLMENT_MIN_AMOUNT;
  const blocked = isBlocked(item);
  const seatsRefused = isTraining && seats.error ? seats.error.message : null;

  const onSubmit = form.onSubmit(async (submitted) => {
    if (submitting.current || blocked) return;
    submitting.current = true;
    setBusy(true);
    setError(null);
    try {
      await withLoading(async () => {
        const details = { name: submitted.name, email: submitted.email, phone: submitted.phone };
        if (form.isDirty('name') || form.isDirty('email') || form.isDirty('phone')) {
          await saveBuyer(details);
          form.resetDirty();
        }
        if (isTraining) await checkTraining(item.contentsid);
        const created = await createPayment({
          contentsid: item.contentsid,
          method: submitted.method,
          couponnumber: submitted.couponnumber || undefined,
          installmentMonths:
            submitted.method === 'card' && installmentsAllowed ? Number(submitted.installmentMonths) : 0,
          bankCode:
            submitted.method === 'virtual_account'
              ? (submitted.bankCode as PaymentCreateBody['bankCode'])
              : undefined,
          cashReceipt: submitted.method === 'virtual_account' ? cashReceiptAsk(submitted) : undefined,
          agree: true,
        });
        rememberCheckout(created.orderId, { contentsid: item.contentsid, kind: item.conttype });
        await openCheckout(created).catch(() => {
          throw new ExplainedError(t('payment.checkoutUnavailable'));
        });
      });
    } catch (caught) {
      submitting.current = false;
      setBusy(false);
      if (caught instanceof ApiError) form.setErrors(serverFieldErrors(caught.datas));
      // Someone took the last seat, or the session was called off, meanwhile: show it as it is now.
      if (caught instanceof ApiError && (caught.code === 'NO_SEATS' || caught.code === 'SESSION_CANCELED')) {
        void seats.refetch();
        void queryClient.invalidateQueries({ queryKey: paymentKeys.item(item.contentsid, locale, useruid) });
      }
      setError(failureMessage(caught, 'errors.saveFailed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <ItemSummary item={item} />
            <Blocker item={item} />
            <ErrorAlert error={seatsRefused} data-testid="no-seats" />

            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payment-buyer-title">
              <Title order={2} fz="lg" mb="xs" id="payment-buyer-title">
                {t('payment.buyerTitle')}
              </Title>
              <Text size="sm" c="gray.7" mb="sm">
                {t('payment.buyerHint')}
              </Text>
              <ErrorAlert error={buyer.error} mb="sm" />
              <Stack gap="sm">
                <TextInput
                  label={t('payment.buyerName')}
                  required
                  autoComplete="name"
                  disabled={buyer.isPending}
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label={t('payment.buyerEmail')}
                  type="email"
                  required
                  autoComplete="email"
                  disabled={buyer.isPending}
                  {...form.getInputProps('email')}
                />
                <TextInput
                  label={t('payment.buyerPhone')}
                  type="tel"
                  required
                  autoComplete="tel"
                  placeholder="010-1234-5678"
                  disabled={buyer.isPending}
                  {...form.getInputProps('phone')}
                />
              </Stack>
            </Paper>

            <Paper withBorder p="md" radius="md" component="section">
              <Radio.Group
                label={
                  <Title order={2} fz="lg">
                    {t('payment.couponTitle')}
                  </Title>
                }
                styles={readableDescription}
                description={
                  coupons.data && coupons.data.length > 0
                    ? t('payment.couponCount', { count: coupons.data.length })
                    : undefined
                }
                {...form.getInputProps('couponnumber')}
                onChange={(value) => {
                  form.setFieldValue('couponnumber', value);
                  const quoted = coupons.data?.find((candidate) => candidate.couponnumber === value);
                  if ((quoted?.finalAmount ?? item.price) < INSTALLMENT_MIN_AMOUNT)
                    form.setFieldValue('installmentMonths', '0');
                }}
              >
                <CouponChoices
                  coupons={coupons}
                  noCouponLabel={t('payment.noCoupon')}
                  empty={
                    <Text size="sm" c="gray.7">
                      {t('payment.noApplicableCoupons')}{' '}
                      <Anchor component={Link} to={paths.myCoupons()} size="sm" underline="always">
                        {t('payment.registerCoupon')}
                      </Anchor>
                    </Text>
                  }
                />
              </Radio.Group>
            </Paper>

            <Paper withBorder p="md" radius="md" component="section">
              <Radio.Group
                label={
                  <Title order={2} fz="lg">
                    {t('payment.methodTitle')}
                  </Title>
                }
                {...form.getInputProps('method')}
              >
                <Group mt="sm" gap="xl">
                  <Radio value="card" label={t('payment.methods.card')} />
                  <Radio value="virtual_account" label={t('payment.methods.virtual_account')} />
                </Group>
              </Radio.Group>
              {values.method === 'card' ? (
                <NativeSelect
                  mt="md"
                  maw={320}
                  label={t('payment.installments')}
                  disabled={!installmentsAllowed}
                  styles={readableDescription}
                  description={installmentsAllowed ? undefined : t('msg:payment.installmentNotAllowed')}
                  data={INSTALLMENT_MONTHS.map((months) => ({
                    value: String(months),
                    label: months === 0 ? t('payment.lumpSum') : t('payment.installmentN', { count: months }),
                  }))}
                  {...form.getInputProps('installmentMonths')}
                />
              ) : (
                <>
                  <NativeSelect
                    mt="md"
                    maw={320}
                    label={t('payment.bank')}
                    data={VIRTUAL_ACCOUNT_BANKS.map((code) => ({ value: code, label: bankName(t, code) }))}
                    {...form.getInputProps('bankCode')}
                  />
                  <Text size="sm" c="gray.7" mt="xs">
                    {t('payment.virtualAccountHint')}
                  </Text>
                  <CashReceiptFields form={form} />
                </>
              )}
            </Paper>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby="payment-total-title"
            style={{ position: 'sticky', top: 88 }}
          >
            <Stack gap="sm">
              <Title order={2} fz="lg" id="payment-total-title">
                {t('payment.totalTitle')}
              </Title>
              <Stack component="dl" gap={6} m={0}>
                <Row label={t('payment.itemPrice')} value={formatKrw(item.price, locale)} />
                <Row label={t('payment.couponDiscount')} value={discountLabel(discount, locale)} />
              </Stack>
              <Divider />
              <Group justify="space-between" align="baseline">
                <Text fw={700}>{t('payment.total')}</Text>
                <Text fw={800} fz={24} c="emerald.8" data-testid="payment-total">
                  {formatKrw(total, locale)}
                </Text>
              </Group>
              <Checkbox
                label={t('payment.agreeLabel')}
                {...form.getInputProps('agree', { type: 'checkbox' })}
              />
              <Anchor href={paths.terms(2)} target="_blank" rel="noopener" size="sm">
                {t('payment.refundPolicyLink')}
              </Anchor>
              <ErrorAlert error={error} data-testid="payment-error" />
              <Button
                type="submit"
                size="lg"
                fullWidth
                loading={busy}
                disabled={blocked || Boolean(seatsRefused) || buyer.isPending}
              >
                {t('payment.payButton', { amount: formatKrw(total, locale) })}
              </Button>
            </Stack>
          </Paper>
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

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </Group>
  );
}
