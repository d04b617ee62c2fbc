import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { couponNumberParams } from '@shared/contract/coupon';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodFormValidator } from '../../../lib/zod-form';
import { useRegisterCoupon } from '../api/register-coupon';

type Outcome = { kind: 'success' | 'error'; message: string };

/** A code of six letters and digits, checked with the same rule the server applies. */
export function RegisterCouponForm({ useruid }: { useruid: string }) {
  const { t } = useTranslation();
  const register = useRegisterCoupon(useruid);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm({
    initialValues: { couponnumber: '' },
    validate: zodFormValidator(couponNumberParams),
  });

  const onSubmit = form.onSubmit(async ({ couponnumber }) => {
    if (register.isPending) return;
    setOutcome(null);
    try {
      const { message } = await register.mutateAsync(couponnumber.trim().toUpperCase());
      setOutcome({ kind: 'success', message });
      form.reset();
    } catch (caught) {
      setOutcome({ kind: 'error', message: caught instanceof Error ? caught.message : String(caught) });
    }
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="coupon-register-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="coupon-register-title">
          {t('coupon.registerTitle')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('coupon.registerHint')}
        </Text>
        <form onSubmit={onSubmit} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('coupon.code')}
              placeholder="ABC123"
              maxLength={6}
              autoComplete="off"
              autoCapitalize="characters"
              style={{ flex: 1, maxWidth: 280 }}
              styles={{ input: { textTransform: 'uppercase', letterSpacing: 2 } }}
              {...form.getInputProps('couponnumber')}
            />
            <Button type="submit" loading={register.isPending} mt={25}>
              {t('coupon.registerButton')}
            </Button>
          </Group>
        </form>
        {outcome && (
          <Alert
            color={outcome.kind === 'success' ? 'teal' : 'red'}
            icon={outcome.kind === 'success' ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
            role={outcome.kind === 'success' ? 'status' : 'alert'}
            data-testid="coupon-register-result"
          >
            {outcome.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
