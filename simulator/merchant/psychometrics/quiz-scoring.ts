/** Scores a funnel quiz attempt with the live bank: the only place a funnel IQ is computed. */
import type { QuizScore } from '../../../contracts/quiz-answers';
import { QUESTIONS } from '../../../catalog/quiz/questions';
import type { LiveBank } from './calibrations-repo';
import { IQ_SD } from './constants';
import { scoreResponses } from './irt';
import { QUIZ_FORM, quizItemId } from './item-bank';
import type { AttemptScore, CompletedAttempt, QuizAnswerRow } from './quiz-attempts-repo';

/** Whether `option` is the key of quiz question `questionId` (catalog/quiz/questions.ts); undefined for no such question. */
export function isRightAnswer(questionId: number, option: number): boolean | undefined {
  const question = QUESTIONS.find((q) => q.id === questionId);
  return question ? question.correct === option : undefined;
}

export function scoreAttempt(bank: LiveBank, answers: readonly QuizAnswerRow[]): AttemptScore {
  const responses = answers.map((answer) => {
    const item = bank.items.get(answer.item_id);
    if (!item) throw new Error(`No live parameters for quiz item "${answer.item_id}".`);
    return { item, correct: answer.correct === 1 };
  });
  const score = scoreResponses(responses.map(({ item, correct }) => ({ params: item.params, correct })));
  return {
    calibration_version: bank.version,
    theta: score.theta,
    se: score.se,
    iq: score.iq,
    iq_low: score.iq_low,
    iq_high: score.iq_high,
    percentile: score.percentile,
    provisional_items: responses.filter(({ item }) => item.status === 'provisional').length,
  };
}

/**
 * The score as the service shows it, with what it rests on: the questions answered (a visitor who
 * started part-way through, `?startFrom=`, answered fewer, and the interval is as wide as they leave it)
 * and the ones skipped, whose answers would narrow it.
 */
export function quizScoreView(row: CompletedAttempt, answers: readonly Pick<QuizAnswerRow, 'item_id'>[]): QuizScore {
  const answered = new Set(answers.map((a) => a.item_id));
  return {
    attempt_id: row.id,
    iq: row.iq,
    iq_low: row.iq_low,
    iq_high: row.iq_high,
    percentile: row.percentile,
    se_iq: Math.round(row.se * IQ_SD * 10) / 10,
    calibration_version: row.calibration_version,
    items: answered.size,
    skipped: QUIZ_FORM.map((_, i) => i + 1).filter((question) => !answered.has(quizItemId(question))),
    provisional_items: row.provisional_items,
    completed_at: row.completed_at,
  };
}

export { quizItemId };
