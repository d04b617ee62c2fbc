import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type ConsoleReviewItem, REVIEW_REPLY_MAX_LENGTH } from '@shared/contract/reviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { useReplyToReview } from '../api/reply-to-review';

/** The staff's one public reply to a review, written or rewritten in place. */
export function ReplyForm({ review }: { review: ConsoleReviewItem }) {
  const { t } = useTranslation();
  const [body, setBody] = useState(review.reply?.body ?? '');
  const [saved, setSaved] = useState(false);
  const reply = useReplyToReview(review.reviewid);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(body, { onSuccess: () => setSaved(true) });
      }}
      data-testid="reply-form"
    >
      <Stack gap="xs">
        <Textarea
          label={t('admin.reviews.replyLabel')}
          required
          autosize
          minRows={2}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setSaved(false);
          }}
        />
        <ErrorAlert error={reply.error} />
        <Group justify="flex-end" gap="sm">
          {saved && (
            <span role="status" style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
              {t('admin.reviews.replySaved')}
            </span>
          )}
          <Button type="submit" size="xs" loading={reply.isPending}>
            {review.reply ? t('admin.reviews.replyEdit') : t('admin.reviews.replySave')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
