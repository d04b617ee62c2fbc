import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import { type AdminCampaignItem, COUPON_BATCH_MAX } from '@shared/contract/admin-commerce';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { downloadCsv, toCsv } from '../components/csv';
import { useGenerateCodes } from './api/generate-codes';

/** More codes for a campaign on demand; the codes just made are shown and offered for download. */
export function MoreCodes({ campaign, fresh }: { campaign: AdminCampaignItem; fresh: string[] }) {
  const { t } = useTranslation();
  const generate = useGenerateCodes();
  const [quantity, setQuantity] = useState<number | string>(100);
  const [generated, setGenerated] = useState<string[]>(fresh);

  function downloadGenerated() {
    downloadCsv(
      `coupon-codes-${campaign.campaignId}-new.csv`,
      toCsv(
        [t('coupon.code'), t('admin.coupons.name')],
        generated.map((code) => [code, campaign.name]),
      ),
    );
  }

  return (
    <>
      <Group align="flex-end">
        <NumberInput
          label={t('admin.coupons.moreCodes')}
          min={1}
          max={COUPON_BATCH_MAX}
          w={160}
          value={quantity}
          onChange={setQuantity}
        />
        <Button
          loading={generate.isPending}
          disabled={!(Number(quantity) >= 1 && Number(quantity) <= COUPON_BATCH_MAX)}
          onClick={() =>
            generate.mutate(
              { campaignId: campaign.campaignId, quantity: Number(quantity) },
              { onSuccess: (result) => setGenerated(result.codes) },
            )
          }
        >
          {t('admin.coupons.generate')}
        </Button>
      </Group>
      <ErrorAlert error={generate.error} />
      {generated.length > 0 && (
        <Alert
          color="emerald"
          role="status"
          title={t('admin.coupons.generated', { count: generated.length })}
        >
          <Text size="sm" mb="xs" style={{ wordBreak: 'break-all' }} data-testid="generated-codes">
            {generated.slice(0, 10).join(', ')}
            {generated.length > 10 ? ' …' : ''}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={downloadGenerated}
          >
            {t('admin.coupons.downloadNew')}
          </Button>
        </Alert>
      )}
    </>
  );
}
