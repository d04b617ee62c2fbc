import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { QUESTION_LIMITS } from '@shared/contract/questions';
import { formatClock } from '@shared/format-clock';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { useAskQuestion } from '../api/ask-question';
import { ImageField } from './image-field';

/**
 * The player's question form. `moment` is where the video stood when the member opened the form;
 * the question is tied to it unless they untick the box.
 */
export function AskQuestionForm({
  contentsid,
  lessonid,
  moment,
  onAsked,
}: {
  contentsid: number;
  lessonid: number;
  moment: number | null;
  onAsked(): void;
}) {
  const { t } = useTranslation();
  const ask = useAskQuestion(contentsid);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [atMoment, setAtMoment] = useState(moment !== null);
  const [imagePath, setImagePath] = useState<string | null>(null);
  const submit = () =>
    ask.mutate(
      { lessonid, title, body, imagePath, atSecond: atMoment && moment !== null ? moment : null },
      { onSuccess: onAsked },
    );
  return (
    <Stack gap="xs" data-testid="ask-question-form">
      <TextInput
        label={t('questions.titleLabel')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        maxLength={QUESTION_LIMITS.titleMax}
        required
      />
      <Textarea
        label={t('questions.bodyLabel')}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        maxLength={QUESTION_LIMITS.bodyMax}
        autosize
        minRows={4}
        required
      />
      {moment !== null && (
        <Checkbox
          label={t('questions.atThisMoment', { time: formatClock(moment) })}
          checked={atMoment}
          onChange={(event) => setAtMoment(event.currentTarget.checked)}
        />
      )}
      <ImageField imagePath={imagePath} onChange={setImagePath} />
      <ErrorAlert error={ask.error} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={ask.isPending} disabled={!title.trim() || !body.trim()}>
          {t('questions.submitQuestion')}
        </Button>
      </Group>
    </Stack>
  );
}
