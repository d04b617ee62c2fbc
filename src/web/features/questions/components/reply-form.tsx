import { Button, Group, Stack, Textarea } from '@mantine/core';
import { QUESTION_LIMITS } from '@shared/contract/questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { type ReplyKind, useReplyToQuestion } from '../api/reply-to-question';
import { ImageField } from './image-field';

/** An answer (staff) or a follow-up (a holder) under a question. */
export function ReplyForm({ questionid, kind }: { questionid: number; kind: ReplyKind }) {
  const { t } = useTranslation();
  const reply = useReplyToQuestion(questionid, kind);
  const [body, setBody] = useState('');
  const [imagePath, setImagePath] = useState<string | null>(null);
  const submit = () =>
    reply.mutate(
      { body, imagePath },
      {
        onSuccess: () => {
          setBody('');
          setImagePath(null);
        },
      },
    );
  return (
    <Stack gap="xs">
      <Textarea
        label={t(kind === 'answer' ? 'questions.answerLabel' : 'questions.followUpLabel')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        maxLength={QUESTION_LIMITS.bodyMax}
        autosize
        minRows={3}
      />
      <ImageField imagePath={imagePath} onChange={setImagePath} />
      <ErrorAlert error={reply.error} />
      <Group justify="flex-end">
        <Button size="xs" onClick={submit} loading={reply.isPending} disabled={body.trim() === ''}>
          {t(kind === 'answer' ? 'questions.sendAnswer' : 'questions.sendFollowUp')}
        </Button>
      </Group>
    </Stack>
  );
}
