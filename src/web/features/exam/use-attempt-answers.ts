import type { ExamAnswers, ExamAttempt } from '@shared/contract/exam';
import { useEffect, useRef, useState } from 'react';
import { useSaveAnswers } from './api/save-answers';

/** A pause in answering this long saves the answers: what counts if time runs out. */
const AUTOSAVE_DELAY_MS = 800;

type Chosen = Record<number, string[]>;

const asList = (chosen: Chosen): ExamAnswers =>
  Object.entries(chosen).map(([questionid, optionids]) => ({ questionid: Number(questionid), optionids }));

/** The member's choices in an attempt, starting from what was saved, and saved again as they change. */
export function useAttemptAnswers(attempt: ExamAttempt) {
  const [chosen, setChosen] = useState<Chosen>(() =>
    Object.fromEntries(attempt.answers.map((answer) => [answer.questionid, answer.optionids])),
  );
  const changed = useRef(false);
  const save = useSaveAnswers(attempt.attemptid);
  const { mutate } = save;
  useEffect(() => {
    if (!changed.current) return;
    const timer = window.setTimeout(() => mutate(asList(chosen)), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [chosen, mutate]);

  const choose = (questionid: number, optionids: string[]) => {
    changed.current = true;
    setChosen((previous) => ({ ...previous, [questionid]: optionids }));
  };
  const unanswered = attempt.questions.filter((question) => !chosen[question.questionid]?.length).length;
  return { chosen, choose, answers: asList(chosen), unanswered, save };
}
