import { Anchor, Stack, Text } from '@mantine/core';
import { businessCheckUrl, type CompanyInfo } from '@shared/contract/company';
import { formatBusinessNumber } from '@shared/format-business-number';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Field = Exclude<keyof CompanyInfo, 'businessNumber'>;

/** One line of "label value" pairs, skipping the fields the operator left empty. */
function NoticeLine({ items }: { items: [label: string, value: ReactNode][] }) {
  if (items.length === 0) return null;
  return (
    <Text size="xs" c="gray.7">
      {items.map(([label, value], index) => (
        <Fragment key={label}>
          {index > 0 && ' · '}
          {label} {value}
        </Fragment>
      ))}
    </Text>
  );
}

/** The footer's legal notice of a Korean online store, as configured (COMPANY_*). */
export function CompanyNotice({ company }: { company: CompanyInfo }) {
  const { t } = useTranslation();
  const pairs = (fields: Field[]): [string, ReactNode][] =>
    fields.filter((field) => company[field]).map((field) => [t(`footer.legal.${field}`), company[field]]);
  const businessNumber: [string, ReactNode][] = company.businessNumber
    ? [
        [
          t('footer.legal.businessNumber'),
          <>
            {formatBusinessNumber(company.businessNumber)}{' '}
            <Anchor
              href={businessCheckUrl(company.businessNumber)}
              target="_blank"
              rel="noopener"
              size="xs"
              underline="always"
            >
              {t('footer.legal.businessCheck')}
            </Anchor>
          </>,
        ],
      ]
    : [];
  return (
    <Stack gap={2} data-testid="company-notice">
      <NoticeLine items={[...pairs(['name', 'ceo']), ...businessNumber]} />
      <NoticeLine items={pairs(['mailOrderNumber', 'privacyOfficer'])} />
      <NoticeLine items={pairs(['address', 'hosting'])} />
    </Stack>
  );
}
