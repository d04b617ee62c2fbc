import { Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import type { AdminBannerItem } from '@shared/contract/admin-content';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { ToneBadge } from '../../../components/tone-badge';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { OrderedItemList } from '../components/ordered-item-list';
import { AdminPageTitle } from '../components/page-title';
import { useDeleteBanner } from './api/delete-banner';
import { useBanners } from './api/get-banners';
import { useReorderBanners } from './api/reorder-banners';
import { BannerFormModal } from './banner-form-modal';

/** On display now, scheduled for later, past its period, or switched off. */
function displayState(banner: AdminBannerItem, now: number): 'live' | 'scheduled' | 'ended' | 'inactive' {
  if (banner.isactive !== 1) return 'inactive';
  if (banner.startsAt && new Date(banner.startsAt).getTime() > now) return 'scheduled';
  if (banner.endsAt && new Date(banner.endsAt).getTime() <= now) return 'ended';
  return 'live';
}

const STATE_COLORS = { live: 'emerald', scheduled: 'blue', ended: 'gray', inactive: 'gray' } as const;

export default function BannersPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const banners = useBanners();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBannerItem | null | undefined>(undefined);
  const now = Date.now();

  function move(index: number, offset: -1 | 1) {
    const ids = (banners.data ?? []).map((banner) => banner.bannerid);
    const target = index + offset;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    reorder.mutate(ids, { onError: (error) => void alertDialog(error.message) });
  }

  async function confirmDelete(banner: AdminBannerItem) {
    if (!(await confirmDialog(t('admin.banners.confirmDelete', { title: banner.title })))) return;
    remove.mutate(banner.bannerid, { onError: (error) => void alertDialog(error.message) });
  }

  return (
    <>
      <AdminPageTitle
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t('admin.banners.create')}
          </Button>
        }
      >
        {t('admin.nav.banners')}
      </AdminPageTitle>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.banners.orderHint')}
      </Text>
      <OrderedItemList
        items={banners.data}
        error={banners.error}
        pending={banners.isPending}
        itemKey={(banner) => banner.bannerid}
        itemName={(banner) => banner.title}
        moving={reorder.isPending}
        onMove={move}
        onEdit={(banner) => setEditing(banner)}
        onDelete={(banner) => void confirmDelete(banner)}
      >
        {(banner) => {
          const state = displayState(banner, now);
          return (
            <>
              <Image src={banner.imageUrl} alt="" w={180} h={60} fit="cover" radius="sm" visibleFrom="xs" />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={700}>{banner.title}</Text>
                  <ToneBadge color={STATE_COLORS[state]}>{t(`admin.banners.states.${state}`)}</ToneBadge>
                </Group>
                {banner.subtitle && (
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {banner.subtitle}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {banner.startsAt ? formatDateTime(banner.startsAt, locale) : t('admin.banners.noStart')} –{' '}
                  {banner.endsAt ? formatDateTime(banner.endsAt, locale) : t('admin.banners.noEnd')}
                </Text>
                {banner.linkUrl && (
                  <Anchor href={banner.linkUrl} size="xs" target="_blank" rel="noreferrer">
                    {banner.linkUrl}
                  </Anchor>
                )}
              </Stack>
            </>
          );
        }}
      </OrderedItemList>
      {editing !== undefined && (
        <BannerFormModal
          key={editing?.bannerid ?? 'new'}
          banner={editing}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
