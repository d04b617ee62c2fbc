import { Button, Collapse, Group, Paper, Stack, Title } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n';
import { useSession } from '../../lib/use-session';
import { QUESTIONS_PAGE_SIZE, useCourseQuestions } from './api/get-course-questions';
import { AskQuestionForm } from './components/ask-question-form';
import { HolderActions } from './components/question-actions';
import { QuestionCard } from './components/question-card';
import { QuestionList } from './components/question-list';

/**
 * Under the player: the lesson's questions, and for a member holding the course a form to ask one,
 * tied to where the video stands when they open it.
 */
export function LessonQuestionsPanel({
  contentsid,
  lessonid,
  holder,
  currentSecond,
}: {
  contentsid: number;
  lessonid: number;
  holder: boolean;
  /** Where the lesson's video stands now, in whole seconds; null before it plays. */
  currentSecond(): number | null;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [page, setPage] = useState(1);
  // The moment is taken when the form opens: the video plays on while the member writes.
  const [asking, setAsking] = useState<{ moment: number | null } | null>(null);
  const query = useCourseQuestions({
    contentsid,
    lessonid,
    page,
    locale: currentLocale(),
    viewer: session?.useruid ?? null,
  });
  return (
    <Paper component="section" aria-labelledby="lesson-questions-heading" p="md" radius="md" withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="lesson-questions-heading">
            {t('questions.lessonHeading')}
          </Title>
          {holder && (
            <Button
              size="xs"
              leftSection={<IconMessageQuestion size={16} aria-hidden />}
              aria-expanded={asking !== null}
              onClick={() => setAsking(asking ? null : { moment: currentSecond() })}
            >
              {t('questions.ask')}
            </Button>
          )}
        </Group>
        <Collapse in={asking !== null}>
          {asking && (
            <AskQuestionForm
              contentsid={contentsid}
              lessonid={lessonid}
              moment={asking.moment}
              onAsked={() => {
                setAsking(null);
                setPage(1);
              }}
            />
          )}
        </Collapse>
        <QuestionList
          query={query}
          pageSize={QUESTIONS_PAGE_SIZE}
          page={page}
          onPage={setPage}
          empty={t('questions.emptyLesson')}
          renderThread={(thread) => (
            <QuestionCard key={thread.postid} thread={thread} linkMoment heading={3}>
              {holder && <HolderActions thread={thread} />}
            </QuestionCard>
          )}
        />
      </Stack>
    </Paper>
  );
}
