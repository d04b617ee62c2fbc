import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow centred card of the login, password and sign-up screens. */
export function AuthCard({
  title,
  description,
  children,
  width = 440,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Container size={width} py={{ base: 32, md: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
