import { Badge, Group, Image, Stack, Text } from '@mantine/core';
import type { CoursePost } from '@shared/contract/questions';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { ReportAction } from '../../../lib/report-slot';
import classes from './questions.module.css';

/** Who wrote a post and when, its plain text (line breaks kept, never HTML) and its one image. */
export function PostContent({ post }: { post: CoursePost }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {post.authorName}
        </Text>
        {post.authorRole === 'staff' && (
          <Badge size="sm" color="emerald" variant="light" c="dark">
            {t('questions.staff')}
          </Badge>
        )}
        <Text size="xs" c="gray.7">
          {formatDateTime(post.createdAt, currentLocale())}
        </Text>
        {post.hidden && (
          <Badge size="sm" color="gray" variant="outline" c="dark">
            {t('questions.hidden')}
          </Badge>
        )}
        <ReportAction targetKind="post" targetId={post.postid} own={post.mine} />
      </Group>
      <Text size="sm" className={classes.body} data-testid="post-body">
        {post.body}
      </Text>
      {post.imageUrl && (
        <a href={post.imageUrl} target="_blank" rel="noreferrer" className={classes.imageLink}>
          <Image
            src={post.imageUrl}
            alt={t('questions.imageAlt', { name: post.authorName })}
            mah={240}
            w="auto"
            fit="contain"
            radius="sm"
          />
        </a>
      )}
    </Stack>
  );
}
