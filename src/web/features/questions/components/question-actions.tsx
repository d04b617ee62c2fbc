import { Button, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { QuestionThread } from '@shared/contract/questions';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/query-states';
import { useResolveQuestion } from '../api/resolve-question';
import { ReplyForm } from './reply-form';

/** What a holder does under a question: the asker resolves or reopens it; anyone holding it follows up. */
export function HolderActions({ thread }: { thread: QuestionThread }) {
  const { t } = useTranslation();
  const [replying, { toggle }] = useDisclosure(false);
  const resolve = useResolveQuestion(thread.postid);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="compact-sm" variant="default" onClick={toggle} aria-expanded={replying}>
          {t('questions.followUp')}
        </Button>
        {thread.mine && (
          <Button
            size="compact-sm"
            variant={thread.resolved ? 'default' : 'light'}
            loading={resolve.isPending}
            onClick={() => resolve.mutate(!thread.resolved)}
          >
            {t(thread.resolved ? 'questions.reopen' : 'questions.markResolved')}
          </Button>
        )}
      </Group>
      <ErrorAlert error={resolve.error} />
      <Collapse in={replying}>
        {replying && <ReplyForm questionid={thread.postid} kind="followup" />}
      </Collapse>
    </Stack>
  );
}
