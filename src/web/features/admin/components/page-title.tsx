import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AdminPageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md">
      <Title order={1} fz={24}>
        {children}
      </Title>
      {actions}
    </Group>
  );
}
