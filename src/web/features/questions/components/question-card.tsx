import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { QuestionThread } from '@shared/contract/questions';
import { formatClock } from '@shared/format-clock';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { PostContent } from './post-content';
import classes from './questions.module.css';

/** Answered, waiting or resolved, as the asker and the staff both read it. */
export function QuestionStatus({ thread }: { thread: QuestionThread }) {
  const { t } = useTranslation();
  if (thread.resolved)
    return (
      <Badge color="emerald.8" variant="filled">
        {t('questions.resolved')}
      </Badge>
    );
  return thread.answered ? (
    <Badge color="blue" variant="light" c="dark">
      {t('questions.answered')}
    </Badge>
  ) : (
    <Badge color="orange" variant="light" c="dark">
      {t('questions.waiting')}
    </Badge>
  );
}

/**
 * One question with its answers and follow-ups. `linkMoment` makes the lesson and moment a link to
 * the player there (for those who may play it); `children` are the reader's actions.
 */
export function QuestionCard({
  thread,
  linkMoment,
  heading,
  children,
}: {
  thread: QuestionThread;
  linkMoment: boolean;
  /** The heading level in the page around the card. */
  heading: 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const where = [
    thread.lessonTitle,
    thread.atSecond !== null ? t('questions.atTime', { time: formatClock(thread.atSecond) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card withBorder radius="md" p="md" data-testid="question-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={heading} fz="md">
            {thread.title}
          </Title>
          <QuestionStatus thread={thread} />
        </Group>
        {where &&
          (linkMoment && thread.lessonid ? (
            <Anchor
              component={Link}
              to={paths.player(thread.contentsid, thread.lessonid, thread.atSecond ?? undefined)}
              size="sm"
              data-testid="question-moment"
            >
              <IconPlayerPlay size={14} aria-hidden /> {where}
            </Anchor>
          ) : (
            <Text size="sm" c="gray.7">
              {where}
            </Text>
          ))}
        <PostContent post={thread} />
        {thread.replies.length > 0 && (
          <Stack gap="sm" className={classes.replies}>
            {thread.replies.map((reply) => (
              <PostContent key={reply.postid} post={reply} />
            ))}
          </Stack>
        )}
        {children}
      </Stack>
    </Card>
  );
}
