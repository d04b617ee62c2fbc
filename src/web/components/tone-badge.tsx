import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A status badge, light by default, that never shrinks in a row of text. Its text contrast comes
 * from the theme (light and outline variants use the colour's darkest shade, see app/theme.ts).
 */
export function ToneBadge({
  color,
  variant = 'light',
  children,
  ...rest
}: { color: string; variant?: 'light' | 'outline'; children: ReactNode } & Omit<
  BadgeProps,
  'color' | 'variant'
> & {
    'data-testid'?: string;
  }) {
  return (
    <Badge color={color} variant={variant} styles={{ root: { flexShrink: 0 } }} {...rest}>
      {children}
    </Badge>
  );
}
