import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AdminContentsDetail } from '@shared/contract/admin-catalogue';
import type { AdminExam, AdminQuestion } from '@shared/contract/exam';
import { pickLocalized } from '@shared/localized';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertDialog, confirmDialog } from '../../../../components/dialogs';
import { ErrorAlert } from '../../../../components/query-states';
import { currentLocale } from '../../../../i18n/i18n';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { useDeleteExam } from '../api/delete-exam';
import { useDeleteQuestion } from '../api/delete-question';
import { useCourseExams } from '../api/get-course-exams';
import { ExamModal } from './exam-modal';
import { QuestionModal } from './question-modal';

type Editing = { kind: 'exam'; exam?: AdminExam } | { kind: 'question'; question?: AdminQuestion } | null;

/** A course's tests and its question bank, on the course's editing page. */
export function CourseExamsEditor({ detail }: { detail: AdminContentsDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useCourseExams(detail.contentsid);
  const removeExam = useDeleteExam(detail.contentsid);
  const removeQuestion = useDeleteQuestion(detail.contentsid);
  const [editing, setEditing] = useState<Editing>(null);
  if (query.error) return <ErrorAlert error={query.error} />;
  if (!query.data) return <Skeleton h={160} />;
  const { exams, questions } = query.data;
  const chapterName = (chapterid: number | null) =>
    chapterid === null
      ? t('admin.exams.wholeCourse')
      : pickLocalized(detail.chapters.find((chapter) => chapter.chapterid === chapterid)?.title, locale);
  const failed = (error: Error) => void alertDialog(error.message);
  const deleteExam = async (exam: AdminExam) => {
    const name = pickLocalized(exam.title, locale);
    if (await confirmDialog(t('admin.exams.deleteExamConfirm', { name })))
      removeExam.mutate(exam.examid, { onError: failed });
  };
  const deleteQuestion = async (question: AdminQuestion) => {
    if (await confirmDialog(t('admin.exams.deleteQuestionConfirm')))
      removeQuestion.mutate(question.questionid, { onError: failed });
  };
  const closeModal = () => setEditing(null);

  return (
    <Stack data-testid="course-exams-editor">
      <Group justify="space-between">
        <Title order={2} fz="lg">
          {t('admin.exams.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          variant="light"
          onClick={() => setEditing({ kind: 'exam' })}
        >
          {t('admin.exams.addExam')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('admin.exams.intro')}
      </Text>
      {exams.length === 0 && <Text c="dimmed">{t('admin.exams.noExams')}</Text>}
      {exams.map((exam) => (
        <Paper key={exam.examid} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={600}>
                {pickLocalized(exam.title, locale)} · {chapterName(exam.chapterid)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('admin.exams.examFacts', {
                  pass: exam.passPercent,
                  attempts: exam.maxAttempts,
                  bank: exam.bankSize,
                  taken: exam.attemptCount,
                })}
                {exam.timeLimitMin ? ` · ${t('admin.exams.minutes', { minutes: exam.timeLimitMin })}` : ''}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <EditDeleteActions
                name={pickLocalized(exam.title, locale)}
                onEdit={() => setEditing({ kind: 'exam', exam })}
                onDelete={() => void deleteExam(exam)}
              />
            </Group>
          </Group>
        </Paper>
      ))}
      <Group justify="space-between" mt="md">
        <Title order={3} fz="md">
          {t('admin.exams.bank')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          variant="light"
          onClick={() => setEditing({ kind: 'question' })}
        >
          {t('admin.exams.addQuestion')}
        </Button>
      </Group>
      {questions.length === 0 && <Text c="dimmed">{t('admin.exams.noQuestions')}</Text>}
      {questions.map((question, index) => (
        <Paper key={question.questionid} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Badge variant="light">{t(`admin.exams.kinds.${question.kind}`)}</Badge>
              {question.chapterid !== null && (
                <Badge variant="outline">{chapterName(question.chapterid)}</Badge>
              )}
              <Text lineClamp={1}>
                {index + 1}. {pickLocalized(question.text, locale)}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <EditDeleteActions
                name={pickLocalized(question.text, locale)}
                onEdit={() => setEditing({ kind: 'question', question })}
                onDelete={() => void deleteQuestion(question)}
              />
            </Group>
          </Group>
        </Paper>
      ))}
      {editing?.kind === 'exam' && (
        <ExamModal
          contentsid={detail.contentsid}
          chapters={detail.chapters}
          exam={editing.exam}
          onClose={closeModal}
        />
      )}
      {editing?.kind === 'question' && (
        <QuestionModal
          contentsid={detail.contentsid}
          chapters={detail.chapters}
          question={editing.question}
          onClose={closeModal}
        />
      )}
    </Stack>
  );
}
