import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label–value pairs as a description list, readable at 360 px. */
export function DetailList({ rows }: { rows: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {rows.map((row) => (
        <Group key={row.label} gap="sm" wrap="nowrap" align="baseline" justify="space-between">
          <Text component="dt" fz="sm" c="gray.7" style={{ flexShrink: 0 }}>
            {row.label}
          </Text>
          <Text
            component="dd"
            fz="sm"
            fw={500}
            ta="right"
            m={0}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            data-testid={row.testId}
          >
            {row.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
