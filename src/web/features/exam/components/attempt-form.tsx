import { Alert, Button, Card, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import type { AttemptQuestion, ExamAttempt, ExamResult } from '@shared/contract/exam';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { currentLocale } from '../../../i18n/i18n';
import { useSubmitAttempt } from '../api/submit-attempt';
import { useAttemptAnswers } from '../use-attempt-answers';
import { formatSecondsLeft, useSecondsLeft } from '../use-seconds-left';

/**
 * An attempt being answered: its questions in the attempt's order, answers saved as they change, the
 * time left, and the submission (sent on its own when the time runs out).
 */
export function AttemptForm({
  attempt,
  onSubmitted,
}: {
  attempt: ExamAttempt;
  onSubmitted(result: ExamResult): void;
}) {
  const { t } = useTranslation();
  const { chosen, choose, answers, unanswered, save } = useAttemptAnswers(attempt);
  const submit = useSubmitAttempt(attempt.attemptid, currentLocale());
  const secondsLeft = useSecondsLeft(attempt.deadlineAt);

  const send = async (askFirst: boolean) => {
    const question = [
      t('exam.submitConfirm'),
      unanswered > 0 ? t('exam.unanswered', { count: unanswered }) : '',
    ]
      .filter(Boolean)
      .join('<br>');
    if (askFirst && !(await confirmDialog(question))) return;
    try {
      onSubmitted(await submit.mutateAsync(answers));
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  };
  useSubmitWhenTimeIsUp(secondsLeft, () => void send(false));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{t('exam.attemptNumber', { number: attempt.number })}</Text>
        {secondsLeft !== null && (
          <Group gap={4} role="timer" aria-live="off" data-testid="exam-time-left">
            <IconClock size={18} aria-hidden />
            <Text fw={600}>{t('exam.timeLeft', { time: formatSecondsLeft(secondsLeft) })}</Text>
          </Group>
        )}
      </Group>
      {attempt.questions.map((question, index) => (
        <QuestionField
          key={question.questionid}
          number={index + 1}
          question={question}
          chosen={chosen[question.questionid] ?? []}
          onChange={(optionids) => choose(question.questionid, optionids)}
        />
      ))}
      {save.isError && (
        <Alert color="red" role="alert">
          {t('exam.saveFailed')}: {save.error.message}
        </Alert>
      )}
      <Group justify="space-between">
        <Text size="sm" c="gray.7" aria-live="polite">
          {save.isSuccess ? t('exam.saved') : ''}
        </Text>
        <Button onClick={() => void send(true)} loading={submit.isPending} data-testid="exam-submit">
          {t('exam.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Once, when the countdown reaches zero: the server still takes it within its grace. */
function useSubmitWhenTimeIsUp(secondsLeft: number | null, submitNow: () => void) {
  const sent = useRef(false);
  const latest = useRef(submitNow);
  latest.current = submitNow;
  useEffect(() => {
    if (secondsLeft !== 0 || sent.current) return;
    sent.current = true;
    latest.current();
  }, [secondsLeft]);
}

function QuestionField({
  number,
  question,
  chosen,
  onChange,
}: {
  number: number;
  question: AttemptQuestion;
  chosen: string[];
  onChange(optionids: string[]): void;
}) {
  const { t } = useTranslation();
  const label = `${t('exam.questionNumber', { number })}. ${question.text}`;
  return (
    <Card withBorder padding="lg" data-testid="exam-question">
      {question.kind === 'multiple' ? (
        <Checkbox.Group label={label} description={t('exam.chooseAll')} value={chosen} onChange={onChange}>
          <Stack gap="xs" mt="sm">
            {question.options.map((option) => (
              <Checkbox key={option.optionid} value={option.optionid} label={option.text} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : (
        <Radio.Group
          label={label}
          description={t('exam.chooseOne')}
          value={chosen[0] ?? null}
          onChange={(value) => onChange([value])}
        >
          <Stack gap="xs" mt="sm">
            {question.options.map((option) => (
              <Radio key={option.optionid} value={option.optionid} label={option.text} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Card>
  );
}
