import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/translations';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Title order={1}>{t('routes.notFound')}</Title>
        <Text c="dimmed">{t('common.notFoundBody')}</Text>
        <Button component={Link} to="/main">
          {t('common.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
