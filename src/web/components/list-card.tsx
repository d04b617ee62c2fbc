import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One item of a member's list shown as a card (a coupon, an order): what it is on the left, its
 * state and actions on the right, more below. `data` becomes the item's data-* attributes.
 */
export function ListCard({
  testId,
  data,
  aside,
  below,
  children,
}: {
  testId: string;
  data: Record<`data-${string}`, string>;
  aside: ReactNode;
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="li" data-testid={testId} {...data}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {children}
        </Stack>
        {aside}
      </Group>
      {below}
    </Paper>
  );
}
