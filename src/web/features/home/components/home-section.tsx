import { Anchor, Group, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import nearScreen from '../../../components/laid-out-near-screen.module.css';

/** A titled block of the home page with an optional 'See more' link. */
export function HomeSection({
  title,
  moreTo,
  children,
}: {
  title: string;
  moreTo?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby={headingId}
      className={nearScreen.laidOutNearScreen}
      // A course row's usual height; on a phone its four cards stack.
      __vars={{ '--estimated-height': '400px', '--estimated-height-phone': '1200px' }}
    >
      <Group justify="space-between" align="baseline">
        <Title order={2} fz={{ base: 22, md: 26 }} id={headingId}>
          {title}
        </Title>
        {moreTo && (
          <Anchor component={Link} to={moreTo} size="sm" c="emerald.8" fw={600}>
            <Group gap={2} component="span">
              {t('common.more')}
              <VisuallyHidden>: {title}</VisuallyHidden>
              <IconChevronRight size={14} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Group>
      {children}
    </Stack>
  );
}
