import { Alert, Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ExamResult } from '@shared/contract/exam';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { useAttemptResult } from '../api/get-attempt-result';

/** A submitted attempt: the score against the pass mark, and each question with its key and explanation. */
export function AttemptResultView({ attemptid, onBack }: { attemptid: number; onBack(): void }) {
  const { t } = useTranslation();
  const query = useAttemptResult(attemptid, currentLocale());
  const back = (
    <Button variant="outline" onClick={onBack} data-testid="exam-back">
      {t('exam.backToList')}
    </Button>
  );
  if (query.isPending) return <Skeleton h={200} aria-busy="true" />;
  if (query.error) return <ErrorAlert error={query.error}>{back}</ErrorAlert>;
  const result = query.data;
  return (
    <Stack gap="md">
      <Card withBorder padding="lg" data-testid="exam-result">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="lg">
            {t('exam.resultTitle', { number: result.number })}
          </Title>
          <Badge size="lg" color={result.passed ? 'emerald' : 'red'} data-testid="exam-verdict">
            {result.passed ? t('exam.passed') : t('exam.failed')}
          </Badge>
        </Group>
        <Text mt="sm" fz="xl" fw={700}>
          {t('exam.resultScore', { score: result.score, pass: result.passPercent })}
        </Text>
        <Text c="gray.7">
          {t('exam.resultCount', { correct: result.correctCount, total: result.questionCount })}
        </Text>
        {result.late && (
          <Alert color="yellow" mt="sm">
            {t('exam.late')}
          </Alert>
        )}
      </Card>
      {result.questions.map((question, index) => (
        <ResultQuestion key={question.questionid} number={index + 1} question={question} />
      ))}
      <Group>{back}</Group>
    </Stack>
  );
}

function ResultQuestion({ number, question }: { number: number; question: ExamResult['questions'][number] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={600}>
          {t('exam.questionNumber', { number })}. {question.text}
        </Text>
        <Badge color={question.correct ? 'emerald' : 'red'} variant="light">
          {question.correct ? t('exam.right') : t('exam.wrong')}
        </Badge>
      </Group>
      <List spacing={4} mt="sm" listStyleType="none">
        {question.options.map((option) => (
          <List.Item
            key={option.optionid}
            icon={
              option.isAnswer ? (
                <IconCheck size={16} color="var(--mantine-color-emerald-7)" aria-label={t('exam.isAnswer')} />
              ) : (
                <IconX size={16} color="var(--mantine-color-gray-5)" aria-hidden />
              )
            }
          >
            <Text span fw={option.chosen ? 700 : 400}>
              {option.text}
            </Text>
            {option.chosen && (
              <Text span size="sm" c="gray.7">
                {' '}
                ({t('exam.yourChoice')})
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {question.explanation && (
        <Alert variant="light" color="gray" mt="sm" title={t('exam.explanation')}>
          {question.explanation}
        </Alert>
      )}
    </Card>
  );
}
