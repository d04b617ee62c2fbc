import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { CourseDetail } from '@shared/contract/contents';
import { IconCrown, IconPlayerPlay } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Thumbnail } from '../../../components/thumbnail';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { loginPathReturningTo } from '../../../lib/login-return';
import { paths } from '../../../lib/paths';
import { PriceTag } from './price-tag';
import classes from './purchase-panel.module.css';

/** The caller may already watch: why (membership or enrolment), and the way into the player. */
function GoToPlayer({ contentsid, children }: { contentsid: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Alert color="emerald" variant="light" p="xs">
        <Text size="sm" c="dark">
          {children}
        </Text>
      </Alert>
      <Button
        component={Link}
        to={paths.player(contentsid)}
        size="md"
        fullWidth
        leftSection={<IconPlayerPlay size={18} aria-hidden />}
      >
        {t('catalogue.goToPlayer')}
      </Button>
    </Stack>
  );
}

/** Price, membership inclusion, access period and the one action the caller's purchase state allows. */
export function PurchasePanel({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { pathname, search } = useLocation();
  // The page shows the panel twice (beside the text on wide screens, inline on narrow ones).
  const headingId = useId();
  const access =
    course.lifetime || course.accessDays === null
      ? t('catalogue.accessLifetime')
      : t('catalogue.accessDays', { count: course.accessDays });

  return (
    <Card withBorder radius="md" padding="lg" shadow="sm" component="section" aria-labelledby={headingId}>
      <Card.Section>
        <Thumbnail src={course.thumbnailUrl} eager />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Text id={headingId} fw={700} size="sm" c="gray.7">
          {t('catalogue.purchaseHeading')}
        </Text>
        <PriceTag price={course.price} listPrice={course.listPrice} size="xl" />
        <Text size="sm">
          {t('catalogue.accessPeriod')}: <strong>{access}</strong>
        </Text>
        {course.membershipIncluded && (
          <Group gap={6} wrap="nowrap">
            <Badge variant="filled" color="emerald.8" leftSection={<IconCrown size={12} aria-hidden />}>
              {t('catalogue.membershipBadge')}
            </Badge>
            <Anchor component={Link} to={paths.subscription()} size="sm" c="emerald.8">
              {t('catalogue.membershipIncluded')}
            </Anchor>
          </Group>
        )}
        <hr className={classes.divider} />
        {course.purchaseState === 'membership' ? (
          <GoToPlayer contentsid={course.contentsid}>{t('catalogue.includedInMembership')}</GoToPlayer>
        ) : course.purchaseState === 'enrolled' ? (
          <GoToPlayer contentsid={course.contentsid}>
            {t('catalogue.enrolled')}{' '}
            {course.accessExpiresAt
              ? t('catalogue.accessUntil', { date: formatDate(course.accessExpiresAt, locale) })
              : t('catalogue.accessLifetime')}
          </GoToPlayer>
        ) : course.purchaseState === 'login_required' ? (
          <Stack gap="xs">
            <Text size="sm" c="gray.7">
              {t('catalogue.loginToPurchase')}
            </Text>
            <Button component={Link} to={loginPathReturningTo(pathname + search)} size="md" fullWidth>
              {t('header.login')}
            </Button>
          </Stack>
        ) : (
          <Button component={Link} to={paths.payment(course.contentsid)} size="md" fullWidth>
            {course.purchaseState === 'free' ? t('catalogue.enrolFree') : t('catalogue.purchase')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
