import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Divider,
  Grid,
  Group,
  Image,
  List,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';

import type { MembershipPlan, MyMembership } from '@shared/contract/membership';
import { IconCheck, IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CouponChoices } from '../../components/coupon-choices';
import { withLoading } from '../../components/dialogs';
import { ErrorAlert } from '../../components/query-states';
import { currentLocale } from '../../i18n/i18n';
import { ApiError, failureMessage } from '../../lib/api-client';
import { formatDate, formatKrw } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { useMembershipCoupons } from './api/get-membership-coupons';
import { useMyMembership } from './api/get-my-membership';
import { usePlan } from './api/get-plan';
import { useSubscribe } from './api/subscribe';

const CARD_PAGE = paths.paymentMethod('subscription');

/** /subscription: the plan, its courses, a first-month coupon and the terms; subscribing charges at once. */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const useruid = useSession()?.useruid ?? '';
  const plan = usePlan(locale);
  const mine = useMyMembership(useruid, locale);

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Title order={1} fz={28} mb="lg">
        {t('routes.subscription')}
      </Title>
      {plan.error || mine.error ? (
        <ErrorAlert error={plan.error ?? mine.error} />
      ) : plan.isPending || mine.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('common.loading')}>
          <Skeleton h={200} />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <PlanDetails plan={plan.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {mine.data.state === 'none' ? (
              <SubscribeForm plan={plan.data} mine={mine.data} useruid={useruid} />
            ) : (
              <Alert color="blue" icon={<IconInfoCircle size={18} />} data-testid="already-member">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    {t(`membership.alreadyState.${mine.data.state}`, {
                      date: mine.data.currentPeriodEnd ? formatDate(mine.data.currentPeriodEnd, locale) : '',
                    })}
                  </Text>
                  <Anchor component={Link} to={paths.myMembership()} size="sm">
                    {t('membership.toMyMembership')}
                  </Anchor>
                </Stack>
              </Alert>
            )}
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}

function PlanDetails({ plan }: { plan: MembershipPlan }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="plan-title">
        <Stack gap="sm">
          <Title order={2} fz="xl" id="plan-title">
            {plan.name}
          </Title>
          <Text>{plan.description}</Text>
          <Group gap={6} align="baseline">
            <Text fw={800} fz={30} c="emerald.8" data-testid="plan-price">
              {formatKrw(plan.price, locale)}
            </Text>
            <Text c="gray.7">{t('membership.perMonth')}</Text>
          </Group>
          <List spacing={6} icon={<IconCheck size={16} color="var(--mantine-color-emerald-7)" aria-hidden />}>
            {plan.benefits.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <section aria-labelledby="plan-courses-title">
        <Title order={2} fz="lg" mb="sm" id="plan-courses-title">
          {t('membership.includedCourses', { count: plan.courses.length })}
        </Title>
        {plan.courses.length === 0 ? (
          <Text c="gray.7">{t('msg:errors.noData')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
            {plan.courses.map((course) => (
              <Paper
                key={course.contentsid}
                component={Link}
                to={paths.courseDetail(course.contentsid)}
                withBorder
                radius="md"
                style={{ overflow: 'hidden', textDecoration: 'none', color: 'inherit' }}
              >
                {course.thumbnailUrl && (
                  <Image src={course.thumbnailUrl} alt="" h={110} fit="cover" loading="lazy" />
                )}
                <Text p="sm" size="sm" fw={600} lineClamp={2}>
                  {course.title}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}

function SubscribeForm({
  plan,
  mine,
  useruid,
}: {
  plan: MembershipPlan;
  mine: MyMembership;
  useruid: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const coupons = useMembershipCoupons(useruid, locale);
  const subscribe = useSubscribe();
  const [couponnumber, setCouponnumber] = useState('');
  const [agree, setAgree] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const coupon = coupons.data?.find((candidate) => candidate.couponnumber === couponnumber);
  const discount = coupon?.discountAmount ?? 0;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!mine.card) {
      navigate(CARD_PAGE);
      return;
    }
    if (!agree) {
      setAgreeError(t('msg:membership.agreeRequired'));
      return;
    }
    try {
      await withLoading(() =>
        subscribe.mutateAsync({ agree: true, couponnumber: couponnumber || undefined }),
      );
      navigate(paths.myMembership(), { state: { subscribed: true } });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'NO_ACTIVE_CARD') {
        navigate(CARD_PAGE);
        return;
      }
      setError(failureMessage(caught, 'errors.saveFailed'));
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="subscribe-title"
      style={{ position: 'sticky', top: 88 }}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="subscribe-title">
          {t('membership.subscribeTitle')}
        </Title>
        <Radio.Group label={t('membership.couponLabel')} value={couponnumber} onChange={setCouponnumber}>
          <Text size="xs" c="gray.7">
            {t('membership.couponHint')}
          </Text>
          <CouponChoices coupons={coupons} noCouponLabel={t('membership.noCoupon')} />
        </Radio.Group>
        <Divider />
        <Stack component="dl" gap={6} m={0}>
          <SummaryRow label={t('membership.firstMonth')} value={formatKrw(plan.price, locale)} />
          <SummaryRow
            label={t('membership.couponDiscount')}
            value={discount > 0 ? `−${formatKrw(discount, locale)}` : formatKrw(0, locale)}
          />
        </Stack>
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{t('membership.dueToday')}</Text>
          <Text fw={800} fz={24} c="emerald.8" data-testid="subscription-total">
            {formatKrw(plan.price - discount, locale)}
          </Text>
        </Group>
        <Text size="sm" c="gray.7">
          {t('membership.thenMonthly', { amount: formatKrw(plan.price, locale) })}
        </Text>
        <Paper withBorder p="sm" radius="sm" bg="gray.0">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <IconCreditCard size={20} aria-hidden />
              <Text size="sm" data-testid="subscription-card">
                {mine.card ? `${mine.card.cardCompany} ${mine.card.cardNumber}` : t('membership.noCard')}
              </Text>
            </Group>
            <Anchor component={Link} to={CARD_PAGE} size="sm">
              {mine.card ? t('membership.changeCard') : t('membership.registerCard')}
            </Anchor>
          </Group>
        </Paper>
        <Checkbox
          checked={agree}
          onChange={(event) => {
            setAgree(event.currentTarget.checked);
            setAgreeError(null);
          }}
          label={t('membership.agreeLabel')}
          error={agreeError}
        />
        <Group gap="md">
          <Anchor href={paths.terms(0)} target="_blank" rel="noopener" size="sm">
            {t('membership.termsLink')}
          </Anchor>
          <Anchor href={paths.terms(2)} target="_blank" rel="noopener" size="sm">
            {t('membership.refundLink')}
          </Anchor>
        </Group>
        <ErrorAlert error={error} data-testid="subscription-error" />
        <Button type="submit" size="lg" fullWidth loading={subscribe.isPending}>
          {mine.card
            ? t('membership.subscribeButton', { amount: formatKrw(plan.price - discount, locale) })
            : t('membership.registerAndSubscribe')}
        </Button>
      </Stack>
    </Paper>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {value}
      </Text>
    </Group>
  );
}
