import { Center, Group, Pagination, Select, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { COUPON_DISCOUNT_TYPES, type CouponItem, type CouponListStatus } from '@shared/contract/coupon';
import { IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../components/query-states';
import { useSession } from '../../lib/use-session';
import { useCouponList } from './api/get-coupon-list';
import { CouponCard, STATUS_LABELS } from './components/coupon-card';
import { RegisterCouponForm } from './components/register-coupon-form';

const PAGE_SIZE = 10;
const TABS = ['all', '등록', '사용', '만료'] as const;
type Tab = (typeof TABS)[number];

/** /mypage/coupon: register a code, then the account's coupons by status and discount type. */
export default function CouponPage() {
  const { t } = useTranslation();
  const useruid = useSession()?.useruid ?? '';
  const [tab, setTab] = useState<Tab>('all');
  const [coupontype, setCoupontype] = useState('');
  const [page, setPage] = useState(1);
  const list = useCouponList(useruid, coupontype ? { coupontype } : {});

  const items = list.data ?? [];
  const countOf = (value: Tab) =>
    value === 'all' ? items.length : items.filter((item) => item.status === value).length;
  const tabLabel = (value: Tab) =>
    value === 'all' ? t('coupon.tabAll') : t(STATUS_LABELS[value as CouponListStatus].key);

  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        {t('routes.coupon')}
      </Title>
      <RegisterCouponForm useruid={useruid} />
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="lg">
          {t('coupon.listTitle')}
        </Title>
        <Select
          label={t('coupon.typeFilter')}
          w={180}
          allowDeselect={false}
          value={coupontype}
          onChange={(value) => {
            setCoupontype(value ?? '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('coupon.typeAll') },
            ...COUPON_DISCOUNT_TYPES.map((type) => ({ value: type, label: t(`coupon.types.${type}`) })),
          ]}
        />
      </Group>
      <Tabs
        keepMounted={false}
        value={tab}
        onChange={(value) => {
          setTab((value as Tab | null) ?? 'all');
          setPage(1);
        }}
      >
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {list.data ? `${tabLabel(value)} ${countOf(value)}` : tabLabel(value)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {list.isPending ? (
              <Stack gap="sm" aria-busy="true">
                <Skeleton h={150} />
                <Skeleton h={150} />
              </Stack>
            ) : list.error ? (
              <ErrorState error={list.error} onRetry={() => list.refetch()} />
            ) : (
              <CouponList
                items={value === 'all' ? items : items.filter((item) => item.status === value)}
                page={page}
                onPage={setPage}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function CouponList({
  items,
  page,
  onPage,
}: {
  items: CouponItem[];
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <EmptyState icon={IconTicket} />;
  const pages = Math.ceil(items.length / PAGE_SIZE);
  const current = Math.min(page, pages);
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((coupon) => (
          <CouponCard key={coupon.couponnumber} coupon={coupon} />
        ))}
      </Stack>
      {pages > 1 && (
        <Center mt="lg" component="nav" aria-label={t('coupon.pagination')}>
          <Pagination
            total={pages}
            value={current}
            onChange={onPage}
            getItemProps={(item) => ({ 'aria-label': t('coupon.pageN', { page: item }) })}
            getControlProps={(control) => ({
              'aria-label': t(control === 'previous' ? 'common.previous' : 'common.next'),
            })}
            withControls
          />
        </Center>
      )}
    </>
  );
}
