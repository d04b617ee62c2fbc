import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { AdminFaqItem } from '@shared/contract/admin-content';
import { FAQ_CATEGORIES, type FaqCategory } from '@shared/contract/board';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { ToneBadge } from '../../../components/tone-badge';
import { OrderedItemList } from '../components/ordered-item-list';
import { AdminPageTitle } from '../components/page-title';
import { useDeleteFaq } from './api/delete-faq';
import { useFaqs } from './api/get-faqs';
import { useReorderFaqs } from './api/reorder-faqs';
import { FaqFormModal } from './faq-form-modal';

export default function FaqPage() {
  const { t } = useTranslation();
  const faqs = useFaqs();
  const reorder = useReorderFaqs();
  const remove = useDeleteFaq();
  const [category, setCategory] = useState<FaqCategory | 'all'>('all');
  const [editing, setEditing] = useState<AdminFaqItem | null | undefined>(undefined);
  const all = faqs.data ?? [];
  const shown = category === 'all' ? all : all.filter((faq) => faq.category === category);

  /** Swaps an entry with its neighbour in the shown list; the other categories keep their places. */
  function move(index: number, offset: -1 | 1) {
    const ids = all.map((faq) => faq.faqid);
    const from = ids.indexOf(shown[index]!.faqid);
    const to = ids.indexOf(shown[index + offset]!.faqid);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    reorder.mutate(ids, { onError: (error) => void alertDialog(error.message) });
  }

  async function confirmDelete(faq: AdminFaqItem) {
    if (!(await confirmDialog(t('admin.faq.confirmDelete', { question: faq.question })))) return;
    remove.mutate(faq.faqid, { onError: (error) => void alertDialog(error.message) });
  }

  return (
    <>
      <AdminPageTitle
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t('admin.faq.create')}
          </Button>
        }
      >
        {t('admin.nav.faq')}
      </AdminPageTitle>
      <Select
        mb="md"
        maw={240}
        label={t('board.faqCategory')}
        allowDeselect={false}
        value={category}
        onChange={(value) => setCategory((value ?? 'all') as FaqCategory | 'all')}
        data={[
          { value: 'all', label: t('payment.tabs.all') },
          ...FAQ_CATEGORIES.map((value) => ({ value, label: t(`board.faqCategories.${value}`) })),
        ]}
      />
      <OrderedItemList
        items={faqs.data ? shown : undefined}
        error={faqs.error}
        pending={faqs.isPending}
        itemKey={(faq) => faq.faqid}
        itemName={(faq) => faq.question}
        moving={reorder.isPending}
        onMove={move}
        onEdit={(faq) => setEditing(faq)}
        onDelete={(faq) => void confirmDelete(faq)}
      >
        {(faq) => (
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <ToneBadge color="emerald">{t(`board.faqCategories.${faq.category}`)}</ToneBadge>
              {faq.isactive !== 1 && (
                <ToneBadge color="gray" variant="outline">
                  {t('admin.faq.hidden')}
                </ToneBadge>
              )}
            </Group>
            <Text fw={600}>{faq.question}</Text>
          </Stack>
        )}
      </OrderedItemList>
      {editing !== undefined && (
        <FaqFormModal
          key={editing?.faqid ?? 'new'}
          faq={editing}
          defaultCategory={category === 'all' ? 'etc' : category}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
}
