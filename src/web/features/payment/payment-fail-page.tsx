import { Alert, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { gatewayFailureReason } from '../../lib/gateway-failure';
import { paths } from '../../lib/paths';
import { recallCheckout } from './checkout-memory';

/** The gateway's code for a buyer who closed or cancelled the checkout window. */
const CANCELED_BY_BUYER = 'PAY_PROCESS_CANCELED';

/** /paymentFail?code&orderId: where the gateway, or a refused confirm, sends the buyer. */
export default function PaymentFailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const orderId = params.get('orderId');
  const canceled = code === CANCELED_BY_BUYER;
  const reason = canceled ? null : gatewayFailureReason(t, code);
  const memory = recallCheckout(orderId);
  const itemPath = memory ? paths.contentsDetail(memory.contentsid, memory.kind) : null;

  return (
    <Container size="sm" py={{ base: 'lg', md: 64 }}>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={canceled ? 'gray' : 'red'}>
          <IconAlertTriangle size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={26} data-testid="fail-title">
          {canceled ? t('payment.canceledTitle') : t('msg:payment.orderFailed')}
        </Title>
        <Text data-testid="fail-body">
          {canceled ? t('payment.canceledBody') : t('msg:payment.orderFailedBody')}
        </Text>
        {reason && (
          <Alert color="red" variant="light" w="100%" ta="left" data-testid="fail-message">
            <Text size="sm">{reason}</Text>
            <Text size="xs" c="gray.7" mt={4}>
              {t('payment.errorCode', { code })}
            </Text>
          </Alert>
        )}
        {orderId && (
          <Text size="sm" c="gray.7">
            {t('payment.orderId')}: {orderId}
          </Text>
        )}
        <Group justify="center" gap="sm" mt="sm">
          {memory && (
            <Button component={Link} to={paths.payment(memory.contentsid)}>
              {t('payment.tryAgain')}
            </Button>
          )}
          {itemPath ? (
            <Button component={Link} to={itemPath} variant="default">
              {t('payment.backToItem')}
            </Button>
          ) : (
            <Button component={Link} to={paths.campus()} variant="default">
              {t('payment.browseCourses')}
            </Button>
          )}
          <Button component={Link} to={paths.main()} variant="subtle">
            {t('common.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
