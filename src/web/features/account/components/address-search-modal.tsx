import { Button, Group, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { AddressItem } from '@shared/contract/account';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { searchAddress } from '../api/search-address';

/** Road-name address search (offered when the server has an address-service key). */
export function AddressSearchModal({
  opened,
  onClose,
  onSelect,
}: {
  opened: boolean;
  onClose(): void;
  onSelect(address: string): void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<AddressItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setLoading(true);
    setError(null);
    try {
      setItems((await searchAddress(keyword.trim())).items);
    } catch (caught) {
      setItems(null);
      setError(caught instanceof ApiError ? caught.message : String(caught));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('account.addressSearch')} size="lg">
      <Stack>
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('account.addressKeyword')}
              value={keyword}
              onChange={(event) => setKeyword(event.currentTarget.value)}
              data-autofocus
            />
            <Button type="submit" loading={loading}>
              {t('header.searchLabel')}
            </Button>
          </Group>
        </form>
        {error && (
          <Text c="red" role="alert">
            {error}
          </Text>
        )}
        <ScrollArea.Autosize mah={360}>
          <Stack gap={4}>
            {items?.map((item) => (
              <UnstyledButton
                key={`${item.zipCode}-${item.roadAddress}`}
                p="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                onClick={() => {
                  onSelect(
                    `(${item.zipCode}) ${item.roadAddress}${item.buildingName ? ` ${item.buildingName}` : ''}`,
                  );
                  onClose();
                }}
              >
                <Text size="sm" fw={600}>
                  {item.roadAddress}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.zipCode} · {item.jibunAddress}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}
