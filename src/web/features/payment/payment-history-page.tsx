import { Button, Center, Group, Modal, Pagination, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { Z_INDEX } from '@shared/constants';
import { PAYMENT_TABS, type PaymentListItem } from '@shared/contract/payment';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListCard } from '../../components/list-card';
import { PaymentStatusBadge } from '../../components/payment-status-badge';
import { EmptyState, ErrorState } from '../../components/query-states';
import { ToneBadge } from '../../components/tone-badge';
import { currentLocale } from '../../i18n/i18n';
import { formatDateTime, formatKrw } from '../../lib/format';
import { KEEP_SCROLL } from '../../lib/keep-scroll';
import { useSession } from '../../lib/use-session';
import { PAYMENT_PAGE_SIZE, type PaymentTab, usePaymentList } from './api/get-payment-list';
import { PaymentDetail } from './components/payment-detail';

const isTab = (value: string | null): value is PaymentTab =>
  (PAYMENT_TABS as readonly string[]).includes(value ?? '');

/** /mypage/paymentHistory: the member's orders by kind, one page at a time, with the detail in a dialog. */
export default function PaymentHistoryPage() {
  const { t } = useTranslation();
  const useruid = useSession()?.useruid ?? '';
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: PaymentTab = isTab(tabParam) ? tabParam : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = Number(params.get('paymentid')) || 0;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { state: KEEP_SCROLL },
    );

  return (
    <Stack gap="lg">
      <Title order={1} fz={26}>
        {t('routes.paymentHistory')}
      </Title>
      <Tabs value={tab} onChange={(value) => update({ tab: value, page: null })}>
        <Tabs.List>
          {PAYMENT_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`payment.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PAYMENT_TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && (
              <PaymentList
                useruid={useruid}
                tab={tab}
                page={page}
                onPage={(next) => update({ page: String(next) })}
                onOpen={(paymentid) => update({ paymentid: String(paymentid) })}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Modal
        opened={selected > 0}
        onClose={() => update({ paymentid: null })}
        title={t('payment.detailTitle')}
        size="lg"
        centered
        // The spec's modal level; the global confirm and alert dialogs open later and so on top of it.
        zIndex={Z_INDEX.modal}
      >
        {selected > 0 && <PaymentDetail useruid={useruid} paymentid={selected} />}
      </Modal>
    </Stack>
  );
}

function PaymentList({
  useruid,
  tab,
  page,
  onPage,
  onOpen,
}: {
  useruid: string;
  tab: PaymentTab;
  page: number;
  onPage(page: number): void;
  onOpen(paymentid: number): void;
}) {
  const { t } = useTranslation();
  const list = usePaymentList(useruid, tab, page, currentLocale());

  if (list.isPending)
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label={t('common.loading')}>
        <Skeleton h={96} />
        <Skeleton h={96} />
        <Skeleton h={96} />
      </Stack>
    );
  if (list.error) return <ErrorState error={list.error} onRetry={() => list.refetch()} />;
  const { items, total } = list.data;
  if (items.length === 0) return <EmptyState icon={IconReceipt} />;
  const pages = Math.ceil(total / PAYMENT_PAGE_SIZE);
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <PaymentRow key={item.paymentid} item={item} onOpen={onOpen} />
        ))}
      </Stack>
      {pages > 1 && (
        <Center mt="lg" component="nav" aria-label={t('payment.pagination')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPage}
            getItemProps={(item) => ({ 'aria-label': t('payment.pageN', { page: item }) })}
            getControlProps={(control) => ({
              'aria-label': t(control === 'previous' ? 'common.previous' : 'common.next'),
            })}
          />
        </Center>
      )}
    </>
  );
}

function PaymentRow({ item, onOpen }: { item: PaymentListItem; onOpen(paymentid: number): void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <ListCard
      testId="payment-item"
      data={{ 'data-orderid': item.orderId }}
      aside={
        <Stack gap="xs" align="flex-end" style={{ flexShrink: 0 }}>
          <PaymentStatusBadge item={item} />
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen(item.paymentid)}
            aria-label={t('payment.detailFor', { name: item.orderName })}
          >
            {t('payment.detail')}
          </Button>
        </Stack>
      }
    >
      <Group gap="xs">
        <ToneBadge variant="outline" color="gray">
          {t(`payment.kinds.${item.kind}`)}
        </ToneBadge>
        <Text size="sm" c="gray.7">
          {formatDateTime(item.createdAt, locale)}
        </Text>
      </Group>
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {item.orderName}
      </Text>
      <Text size="sm">
        {formatKrw(item.amount, locale)}
        {item.canceledAmount > 0 && (
          <Text component="span" size="sm" c="gray.7">
            {' '}
            ({t('payment.refundedAmount', { amount: formatKrw(item.canceledAmount, locale) })})
          </Text>
        )}
      </Text>
    </ListCard>
  );
}
