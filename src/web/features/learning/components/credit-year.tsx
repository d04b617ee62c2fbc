import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { MyCreditAward } from '@shared/contract/credits';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../../i18n/i18n';
import { formatCredits, formatDate, formatMinutes } from '../../../lib/format';
import { paths } from '../../../lib/paths';

const sumTenths = (awards: MyCreditAward[]) => awards.reduce((total, award) => total + award.creditTenths, 0);

/** Credits per accrediting body, largest first. */
function byBody(awards: MyCreditAward[]): [string, number][] {
  const bodies = new Map<string, number>();
  for (const award of awards)
    bodies.set(award.accreditingBody, (bodies.get(award.accreditingBody) ?? 0) + award.creditTenths);
  return [...bodies.entries()].sort(([, a], [, b]) => b - a);
}

/** One credit: what it was for, when, how much, and its certificate. */
function CreditItem({ award }: { award: MyCreditAward }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid={`credit-${award.contentsid}`}>
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="light" c="dark">
            {t('learning.credits.amount', { credits: formatCredits(award.creditTenths) })}
          </Badge>
          <Badge variant="light" color="gray" c="dark">
            {t(`learning.credits.category.${award.category}`)}
          </Badge>
          <Badge variant="light" color="gray" c="dark">
            {t(`learning.credits.kind.${award.kind}`)}
          </Badge>
        </Group>
        <Title order={4} fz="md">
          {award.title}
        </Title>
        <Text size="sm">
          {t('learning.credits.facts', {
            date: formatDate(award.earnedOn, locale),
            hours: formatMinutes(award.studiedSec, locale),
            body: award.accreditingBody,
            approval: award.approvalNumber,
          })}
        </Text>
        <Group gap="md">
          <Anchor href={award.pdfUrl} download size="sm" c="dark" underline="always" data-testid="credit-pdf">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {t('learning.credits.certificate')}
            </Group>
          </Anchor>
          <Anchor
            component={Link}
            to={paths.creditVerify(award.verificationCode)}
            size="sm"
            c="dark"
            underline="always"
          >
            <Group gap={4} component="span">
              <IconShieldCheck size={16} aria-hidden />
              {t('learning.credits.verify')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

/** A year's credits: progress toward the yearly goal, the totals per body, then each credit. */
export function CreditYear({
  year,
  awards,
  goalTenths,
}: {
  year: string;
  awards: MyCreditAward[];
  goalTenths: number;
}) {
  const { t } = useTranslation();
  const total = sumTenths(awards);
  const label = t('learning.credits.progress', {
    year,
    credits: formatCredits(total),
    goal: formatCredits(goalTenths),
  });
  return (
    <Stack gap="sm" component="section" aria-label={t('learning.credits.year', { year })}>
      <Title order={2} fz="lg">
        {t('learning.credits.year', { year })}
      </Title>
      <Text size="sm" data-testid={`credits-progress-${year}`}>
        {label}
      </Text>
      <Progress value={Math.min(100, (total / goalTenths) * 100)} aria-label={label} size="lg" />
      <Group gap="xs">
        {byBody(awards).map(([body, tenths]) => (
          <Badge key={body} variant="outline" color="gray" c="dark">
            {t('learning.credits.byBody', { body, credits: formatCredits(tenths) })}
          </Badge>
        ))}
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {awards.map((award) => (
          <CreditItem key={award.awardid} award={award} />
        ))}
      </Stack>
    </Stack>
  );
}
