import { Anchor, Box, Container, Group, Title } from '@mantine/core';
import type { ExamAttempt, ExamResult } from '@shared/contract/exam';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { AttemptForm } from './components/attempt-form';
import { AttemptResultView } from './components/attempt-result';
import { ExamList } from './components/exam-list';

/**
 * /player/:contentsid/exam — the course's tests in the player's empty layout: the list with each
 * test's history, an attempt being answered, or a submitted attempt's result (`?result=`). An open
 * attempt lives in the page's state; after a reload the list offers to continue it.
 */
export default function ExamPage() {
  const { t } = useTranslation();
  const contentsid = Number(useParams().contentsid);
  const [search, setSearch] = useSearchParams();
  const resultId = Number(search.get('result'));
  const [attempt, setAttempt] = useState<ExamAttempt | null>(null);
  const showResult = (attemptid: number) => setSearch({ result: String(attemptid) });
  const submitted = (result: ExamResult) => {
    setAttempt(null);
    showResult(result.attemptid);
  };

  return (
    <Box component="main" mih="100dvh" bg="gray.0">
      <Group px="md" py="sm" bg="dark.7" gap="sm" wrap="nowrap">
        <Anchor component={Link} to={paths.player(contentsid)} c="gray.3" aria-label={t('exam.backToPlayer')}>
          <IconArrowLeft size={20} aria-hidden />
        </Anchor>
        <Title order={1} fz="md" c="white">
          {attempt?.title ?? t('exam.title')}
        </Title>
      </Group>
      <Container size="md" py="lg">
        {attempt ? (
          <AttemptForm attempt={attempt} onSubmitted={submitted} />
        ) : resultId > 0 ? (
          <AttemptResultView attemptid={resultId} onBack={() => setSearch({})} />
        ) : (
          <ExamList contentsid={contentsid} onStarted={setAttempt} onShowResult={showResult} />
        )}
      </Container>
    </Box>
  );
}
