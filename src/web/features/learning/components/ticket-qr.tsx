import { Group, Image, Stack, Text } from '@mantine/core';
import { groupedTicketCode } from '@shared/contract/session-checkin';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A training seat's ticket: the QR code the door scans, and its code to read out or type. */
export function TicketQr({ code }: { code: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // The QR encoder is loaded only when a ticket is shown.
    import('qrcode')
      .then((qr) => qr.toDataURL(code, { width: 320, margin: 2 }))
      .then((url) => current && setImage(url))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <Group gap="md" wrap="nowrap" align="center" data-testid="training-ticket">
      {image && <Image src={image} w={120} h={120} alt={t('learning.ticketAlt')} />}
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {t('learning.ticket')}
        </Text>
        <Text ff="monospace" size="md" data-testid="ticket-code">
          {groupedTicketCode(code)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('learning.ticketHint')}
        </Text>
      </Stack>
    </Group>
  );
}
