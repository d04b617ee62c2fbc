import { randomInt } from 'node:crypto';
import type { Locale } from '@shared/constants';
import {
  type AttemptQuestion,
  type ExamAnswers,
  type ExamResult,
  TRUE_FALSE_OPTION_IDS,
} from '@shared/contract/exam';
import { translate } from '@shared/i18n/messages';
import { pickLocalized } from '@shared/localized';
import type { AttemptPaperItem, examQuestions } from '../../db/schema/exam';
import { invalidInput } from '../../domain/errors';

/**
 * The paper of an attempt: which questions it drew, in which order, with which option order; the
 * member's answers checked against it; and its grading. Pure: the service reads and writes rows.
 */

export type QuestionRow = typeof examQuestions.$inferSelect;

interface PaperRules {
  questionCount: number | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function optionIdsOf(question: QuestionRow): string[] {
  return question.kind === 'truefalse'
    ? [...TRUE_FALSE_OPTION_IDS]
    : question.options.map((option) => option.id);
}

/** Draws `questionCount` questions at random (or all), ordered as the bank unless shuffled. */
export function drawPaper(bank: QuestionRow[], rules: PaperRules): AttemptPaperItem[] {
  const ordered = [...bank].sort((a, b) => a.id - b.id);
  const count = Math.min(rules.questionCount ?? ordered.length, ordered.length);
  const drawn = count < ordered.length ? new Set(shuffled(ordered).slice(0, count)) : new Set(ordered);
  const picked = ordered.filter((question) => drawn.has(question));
  return (rules.shuffleQuestions ? shuffled(picked) : picked).map((question) => ({
    questionId: question.id,
    // True stays before false: shuffling two fixed words helps nobody.
    optionIds:
      rules.shuffleOptions && question.kind !== 'truefalse'
        ? shuffled(optionIdsOf(question))
        : optionIdsOf(question),
  }));
}

function optionText(question: QuestionRow, optionId: string, locale: Locale): string {
  if (question.kind === 'truefalse')
    return translate(locale, optionId === 'true' ? 'exam.true' : 'exam.false');
  return pickLocalized(question.options.find((option) => option.id === optionId)?.text, locale);
}

/** What a member may see while answering: texts and option ids, never which option is right. */
export function paperQuestions(
  paper: AttemptPaperItem[],
  questionsById: Map<number, QuestionRow>,
  locale: Locale,
): AttemptQuestion[] {
  return paper.flatMap((item) => {
    const question = questionsById.get(item.questionId);
    if (!question) return [];
    return [
      {
        questionid: question.id,
        kind: question.kind,
        text: pickLocalized(question.text, locale),
        options: item.optionIds.map((optionId) => ({
          optionid: optionId,
          text: optionText(question, optionId, locale),
        })),
      },
    ];
  });
}

/**
 * The member's answers as stored: option ids per question id. Anything not on the paper is refused,
 * as is a second option for a question that takes one.
 */
export function checkedAnswers(
  paper: AttemptPaperItem[],
  questionsById: Map<number, QuestionRow>,
  answers: ExamAnswers,
): Record<string, string[]> {
  const onPaper = new Map(paper.map((item) => [item.questionId, item]));
  const stored: Record<string, string[]> = {};
  for (const answer of answers) {
    const item = onPaper.get(answer.questionid);
    const question = questionsById.get(answer.questionid);
    const chosen = [...new Set(answer.optionids)];
    if (!item || !question || chosen.some((id) => !item.optionIds.includes(id)))
      throw invalidInput('exam.invalidAnswer');
    if (question.kind !== 'multiple' && chosen.length > 1) throw invalidInput('exam.invalidAnswer');
    stored[String(answer.questionid)] = chosen;
  }
  return stored;
}

export function answerKeyOf(question: QuestionRow): string[] {
  if (question.kind === 'truefalse') return [question.answerTrue ? 'true' : 'false'];
  return question.options.filter((option) => option.isAnswer).map((option) => option.id);
}

function isRight(question: QuestionRow, chosen: string[]): boolean {
  const key = answerKeyOf(question);
  return chosen.length === key.length && key.every((id) => chosen.includes(id));
}

/** All or nothing per question; the score is the whole percent of questions right. */
export function grade(
  paper: AttemptPaperItem[],
  questionsById: Map<number, QuestionRow>,
  answers: Record<string, string[]>,
  passPercent: number,
): { score: number; correctCount: number; passed: boolean } {
  // A question the operator deleted since the attempt began is left out of the count.
  const graded = paper.filter((item) => questionsById.has(item.questionId));
  const correctCount = graded.filter((item) =>
    isRight(questionsById.get(item.questionId)!, answers[String(item.questionId)] ?? []),
  ).length;
  const score = graded.length === 0 ? 0 : Math.floor((correctCount * 100) / graded.length);
  return { score, correctCount, passed: graded.length > 0 && score >= passPercent };
}

/** After submission: every question with its key, the member's choice and the explanation. */
export function resultQuestions(
  paper: AttemptPaperItem[],
  questionsById: Map<number, QuestionRow>,
  answers: Record<string, string[]>,
  locale: Locale,
): ExamResult['questions'] {
  return paper.flatMap((item) => {
    const question = questionsById.get(item.questionId);
    if (!question) return [];
    const chosen = answers[String(item.questionId)] ?? [];
    const key = answerKeyOf(question);
    return [
      {
        questionid: question.id,
        kind: question.kind,
        text: pickLocalized(question.text, locale),
        explanation: pickLocalized(question.explanation, locale),
        correct: isRight(question, chosen),
        options: item.optionIds.map((optionId) => ({
          optionid: optionId,
          text: optionText(question, optionId, locale),
          isAnswer: key.includes(optionId),
          chosen: chosen.includes(optionId),
        })),
      },
    ];
  });
}
