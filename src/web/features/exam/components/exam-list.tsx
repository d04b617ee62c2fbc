import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ExamAttempt, MemberExam } from '@shared/contract/exam';
import { useTranslation } from 'react-i18next';
import { alertDialog } from '../../../components/dialogs';
import { EmptyState, ErrorAlert } from '../../../components/query-states';
import { currentLocale } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import { useCourseExams } from '../api/get-course-exams';
import { useStartAttempt } from '../api/start-attempt';

interface ExamListProps {
  contentsid: number;
  onStarted(attempt: ExamAttempt): void;
  onShowResult(attemptid: number): void;
}

/** The course's tests: what each asks, where the member stands, and their attempts so far. */
export function ExamList({ contentsid, onStarted, onShowResult }: ExamListProps) {
  const { t } = useTranslation();
  const query = useCourseExams(contentsid, currentLocale());
  const start = useStartAttempt();
  if (query.isPending) return <Skeleton h={160} aria-busy="true" />;
  if (query.error) return <ErrorAlert error={query.error} />;
  if (query.data.length === 0) return <EmptyState message={t('exam.noExams')} />;
  const begin = async (examid: number) => {
    try {
      onStarted(await start.mutateAsync(examid));
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t('exam.listTitle')}
      </Title>
      {query.data.map((exam) => (
        <ExamCard
          key={exam.examid}
          exam={exam}
          starting={start.isPending}
          onStart={() => void begin(exam.examid)}
          onShowResult={onShowResult}
        />
      ))}
    </Stack>
  );
}

function StandingBadge({ exam }: { exam: MemberExam }) {
  const { t } = useTranslation();
  if (exam.passed) return <Badge color="emerald">{t('exam.passed')}</Badge>;
  if (exam.openAttemptId) return <Badge color="blue">{t('exam.open')}</Badge>;
  if (exam.attempts.length > 0) return <Badge color="red">{t('exam.failed')}</Badge>;
  return null;
}

function ExamCard({
  exam,
  starting,
  onStart,
  onShowResult,
}: {
  exam: MemberExam;
  starting: boolean;
  onStart(): void;
  onShowResult(attemptid: number): void;
}) {
  const { t } = useTranslation();
  const canStart = !exam.passed && (exam.openAttemptId !== null || exam.attemptsLeft > 0);
  const facts = [
    exam.chapterTitle ? t('exam.chapterScope', { title: exam.chapterTitle }) : t('exam.wholeCourse'),
    t('exam.questionCount', { count: exam.questionCount }),
    t('exam.passMark', { percent: exam.passPercent }),
    exam.timeLimitMin ? t('exam.timeLimit', { minutes: exam.timeLimitMin }) : t('exam.noTimeLimit'),
    t('exam.attemptsLeft', { count: exam.attemptsLeft }),
  ];
  return (
    <Card withBorder padding="lg" data-testid="exam-card">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} fz="md">
              {exam.title}
            </Title>
            <StandingBadge exam={exam} />
          </Group>
          <Text size="sm" c="gray.7">
            {facts.join(' · ')}
          </Text>
        </Stack>
        {canStart && (
          <Button onClick={onStart} loading={starting} data-testid="exam-start">
            {exam.openAttemptId ? t('exam.resume') : t('exam.start')}
          </Button>
        )}
      </Group>
      <AttemptHistory exam={exam} onShowResult={onShowResult} />
    </Card>
  );
}

function AttemptHistory({ exam, onShowResult }: { exam: MemberExam; onShowResult(attemptid: number): void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (exam.attempts.length === 0)
    return (
      <Text size="sm" c="gray.7" mt="sm">
        {t('exam.noAttempts')}
      </Text>
    );
  return (
    <Table mt="md" aria-label={t('exam.history')}>
      <Table.Tbody>
        {exam.attempts.map((attempt) => (
          <Table.Tr key={attempt.attemptid}>
            <Table.Td>{t('exam.attemptNumber', { number: attempt.number })}</Table.Td>
            <Table.Td>{formatDateTime(attempt.submittedAt ?? attempt.startedAt, locale)}</Table.Td>
            <Table.Td>
              {attempt.score === null ? t('exam.open') : t('exam.score', { score: attempt.score })}
            </Table.Td>
            <Table.Td>
              {attempt.passed === null ? null : attempt.passed ? t('exam.passed') : t('exam.failed')}
            </Table.Td>
            <Table.Td ta="right">
              {attempt.submittedAt && (
                <Button variant="subtle" size="compact-sm" onClick={() => onShowResult(attempt.attemptid)}>
                  {t('exam.viewResult')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
