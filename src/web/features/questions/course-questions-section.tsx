import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/detail-layout';
import { currentLocale } from '../../i18n/i18n';
import { useSession } from '../../lib/use-session';
import { QUESTIONS_PAGE_SIZE, useCourseQuestions } from './api/get-course-questions';
import { QuestionCard } from './components/question-card';
import { QuestionList } from './components/question-list';

/**
 * The course page's 질문·답변, read-only: a visitor sees what learners asked and how the
 * instructor answered before buying. Questions are asked from the player.
 */
export function CourseQuestionsSection({ contentsid }: { contentsid: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const [page, setPage] = useState(1);
  const query = useCourseQuestions({
    contentsid,
    lessonid: null,
    page,
    locale: currentLocale(),
    viewer: session?.useruid ?? null,
  });
  return (
    <DetailSection
      id="questions-heading"
      title={t('questions.heading')}
      data-testid="course-questions"
      aside={
        query.data && (
          <Text size="sm" c="gray.7">
            {t('questions.count', { count: query.data.total })}
          </Text>
        )
      }
    >
      <Text size="sm" c="gray.7">
        {t('questions.askFromPlayer')}
      </Text>
      <QuestionList
        query={query}
        pageSize={QUESTIONS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={t('questions.emptyCourse')}
        renderThread={(thread) => (
          <QuestionCard key={thread.postid} thread={thread} linkMoment={false} heading={3} />
        )}
      />
    </DetailSection>
  );
}
