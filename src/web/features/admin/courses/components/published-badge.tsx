import { Badge, type BadgeProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** "Published" or "Draft": a course's or session's state as the console words it. */
export function publishedLabel(t: TFunction, published: boolean): string {
  return published ? t('admin.catalogue.published') : t('admin.catalogue.draft');
}

export function PublishedBadge({ published, ...badge }: BadgeProps & { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={published ? 'emerald' : 'gray'} variant="light" {...badge}>
      {publishedLabel(t, published)}
    </Badge>
  );
}
