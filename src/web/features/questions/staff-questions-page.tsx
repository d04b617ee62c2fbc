import { Badge, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n';
import { STAFF_PAGE_SIZE, type StaffFilter, useStaffQuestions } from './api/get-staff-questions';
import { QuestionCard } from './components/question-card';
import { QuestionList } from './components/question-list';
import { ReplyForm } from './components/reply-form';

/**
 * /admin/questions: the questions of the courses the caller answers for (an operator: every
 * course), those waiting for an answer first, each with its answer form.
 */
export default function StaffQuestionsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StaffFilter>('unanswered');
  const [page, setPage] = useState(1);
  const query = useStaffQuestions(status, page, currentLocale());
  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        {t('admin.nav.questions')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('admin.questions.description')}
      </Text>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => {
          setStatus(value as StaffFilter);
          setPage(1);
        }}
        data={[
          { value: 'unanswered', label: t('admin.questions.unanswered') },
          { value: 'all', label: t('admin.questions.all') },
        ]}
        aria-label={t('admin.questions.filter')}
      />
      <QuestionList
        query={query}
        pageSize={STAFF_PAGE_SIZE}
        page={page}
        onPage={setPage}
        empty={t('admin.questions.empty')}
        renderThread={(thread) => (
          <Stack key={thread.postid} gap={4}>
            <Badge variant="default" tt="none" c="dark">
              {thread.courseTitle}
            </Badge>
            <QuestionCard thread={thread} linkMoment={false} heading={2}>
              <ReplyForm questionid={thread.postid} kind="answer" />
            </QuestionCard>
          </Stack>
        )}
      />
    </Stack>
  );
}
