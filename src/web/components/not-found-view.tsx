import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An unknown or withdrawn item: a heading, the server's explanation and a way back, never a crash. */
export function NotFoundView({
  message,
  backTo,
  backLabel,
}: {
  message?: string;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80} data-testid="not-found">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('routes.notFound')}</Title>
        <Text c="gray.7">{message || t('msg:errors.notFound')}</Text>
        <Button component={Link} to={backTo}>
          {backLabel}
        </Button>
      </Stack>
    </Container>
  );
}
