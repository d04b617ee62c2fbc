import { Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { REVIEW_BODY_MAX_LENGTH, type ReviewBody } from '@shared/contract/reviews';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { useCreateReview } from '../api/create-review';
import { useUpdateReview } from '../api/update-review';

/** The member's star rating and text, posted as a first review or saved over their own. */
export function ReviewForm({
  contentsid,
  reviewid,
  initial,
  onDone,
}: {
  contentsid: number;
  /** Null for a first review. */
  reviewid: number | null;
  initial?: ReviewBody;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const ratingLabel = useId();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [body, setBody] = useState(initial?.body ?? '');
  const [ratingMissing, setRatingMissing] = useState(false);
  const create = useCreateReview(contentsid);
  const update = useUpdateReview(contentsid);
  const save = reviewid === null ? create : update;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setRatingMissing(true);
      return;
    }
    if (reviewid === null) create.mutate({ rating, body }, { onSuccess: onDone });
    else update.mutate({ reviewid, body: { rating, body } }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} data-testid="review-form">
      <Stack gap="sm">
        <Input.Wrapper
          id={ratingLabel}
          label={t('reviews.ratingLabel')}
          required
          error={ratingMissing ? t('reviews.ratingRequired') : undefined}
        >
          <Rating
            size="lg"
            value={rating}
            onChange={(value) => {
              setRating(value);
              setRatingMissing(false);
            }}
            getSymbolLabel={(index) => t('reviews.starLabel', { count: index })}
            data-testid="review-rating"
          />
        </Input.Wrapper>
        <Textarea
          label={t('reviews.bodyLabel')}
          placeholder={t('reviews.bodyPlaceholder')}
          required
          autosize
          minRows={3}
          maxLength={REVIEW_BODY_MAX_LENGTH}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <ErrorAlert error={save.error} />
        <Group justify="flex-end" gap="sm">
          {reviewid !== null && (
            <Button variant="default" onClick={onDone}>
              {t('reviews.cancel')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {reviewid === null ? t('reviews.submit') : t('reviews.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
