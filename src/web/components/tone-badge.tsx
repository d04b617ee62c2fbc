import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Even the darkest yellow and orange stay under 4.5:1 on their tint, so those badges get dark text. */
function textColor(color: string): string {
  return color === 'yellow' || color === 'orange'
    ? 'var(--mantine-color-dark-7)'
    : `var(--mantine-color-${color}-9)`;
}

/**
 * A light badge whose text uses the colour's darkest shade: Mantine's own shade is too faint on
 * the tint for small bold text (WCAG AA 4.5:1).
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
    <Badge
      color={color}
      variant={variant}
      styles={{ root: { color: textColor(color), flexShrink: 0 } }}
      {...rest}
    >
      {children}
    </Badge>
  );
}
